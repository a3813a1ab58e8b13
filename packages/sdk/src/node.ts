// @reportkit/sdk/node: Node-only additions. Browsers never load it.
// - createUndiciFetch: a network fetch on undici's connection pools.
// - importFile / exportFileToPath: file transfers from and to paths and Node streams.
// - profileOptions and friends: the profiles `reportkit login` saves (the CLI and the MCP server read them too).

export type { HasPlatform } from "./clients/types.js";
// The types its functions take and give (also exported by "@reportkit/sdk").
export type { AnyFetch } from "./http/fetch-like.js";
export { type ProfileOptions, type ProfileOptionsInput, profileOptions } from "./node/profile-options.js";
export {
  DEFAULT_PROFILE,
  PROFILE_ENV,
  profileName,
  type ReportkitConfigFile,
  type ReportkitProfile,
  readProfiles,
  readSecretFile,
  reportkitConfigDir,
  reportkitConfigFile,
} from "./node/profiles.js";
export type { SecretSetting } from "./node/secret-setting.js";
export type {
  SettingSource,
  SettingSourceKind,
  Sourced,
} from "./node/setting-source.js";
export {
  missingCredentials,
  type ResolvedSettings,
  type ResolveSettingsInput,
  readClientSecret,
  resolveSettings,
  SETTINGS_FLAGS,
  type SettingsFlags,
  type SettingsOptions,
} from "./node/settings.js";
export {
  type ExportedToPath,
  exportFileToPath,
  fileBody,
  importFile,
  type NodeUploadSource,
  streamBody,
  writeToPath,
} from "./node/transfers.js";
export type { UndiciDispatcher } from "./node/undici-dispatch.js";
export { createUndiciFetch, type UndiciFetchOptions } from "./node/undici-fetch.js";
export type { ExportedFile, ExportFileOptions } from "./transfers/export-file.js";
export type { ImportedFile, ImportFileOptions } from "./transfers/import-file.js";
export type { UploadBody, UploadSource } from "./transfers/sources.js";
