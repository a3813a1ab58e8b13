// @reportkit/sdk/node/settings: what a Node command needs before its first request, and nothing that
// sends one. Resolving flags, REPORTKIT_* variables, the profile and the region to createReportkit's
// options (each with its source), saying what is missing, and the registry that keeps the client
// secret out of the command's own output. A server that answers before it calls (the MCP server lists
// its tools) imports this at start and "@reportkit/sdk" at its first call: transfers, undici, the
// request pipeline and telemetry are not loaded until then. "@reportkit/sdk/node" exports the same.

export type { Region } from "../config/regions.js";
export { SecretRegistry } from "../safety/secrets.js";
export { type ProfileOptions, type ProfileOptionsInput, profileOptions } from "./profile-options.js";
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
} from "./profiles.js";
export type { SecretSetting } from "./secret-setting.js";
export type { SettingSource, SettingSourceKind, Sourced } from "./setting-source.js";
export {
  type ResolvedSettings,
  type ResolveSettingsInput,
  readClientSecret,
  resolveSettings,
  type SettingsOptions,
} from "./settings.js";
export { SETTINGS_FLAGS, type SettingsFlags } from "./settings-flags.js";
export { describeSettings, missingCredentials, type SettingView } from "./settings-view.js";
