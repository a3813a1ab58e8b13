// @reportkit/sdk/node: Node-only additions. Browsers never load it.
// - createUndiciFetch: a network fetch on undici's connection pools.
// - importFile / exportFileToPath: file transfers from and to paths and Node streams.
// - resolveSettings: flags, REPORTKIT_* variables, the profile and the region to createReportkit's
//   options, each with its source (the CLI and the MCP server call it).
// - profileOptions and friends: the profiles `reportkit login` saves.

export type { HasPlatform } from "./clients/types.js";
export type { Region } from "./config/regions.js";
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
  type ResolvedSettings,
  type ResolveSettingsInput,
  readClientSecret,
  resolveSettings,
  type SettingsOptions,
} from "./node/settings.js";
export { SETTINGS_FLAGS, type SettingsFlags } from "./node/settings-flags.js";
export { describeSettings, missingCredentials, type SettingView } from "./node/settings-view.js";
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
