// The settings as a front end shows them: what is missing, and each value with its source.
import { API_NAMES, REPORTKIT_ENV } from "../config/from-env.js";
import { PROFILE_ENV } from "./profiles.js";
import type { SettingSource, Sourced } from "./setting-source.js";
import type { ResolvedSettings } from "./settings.js";
import { SETTINGS_FLAGS, type SettingsFlags } from "./settings-flags.js";

/**
 * What is missing before a token can be asked for, each with the variables and flags that give it
 * (only the flags in `flags`, those the front end has): `["a client id (REPORTKIT_CLIENT_ID or --client-id)"]`.
 */
export function missingCredentials(
  settings: Pick<ResolvedSettings, "clientId" | "clientSecret" | "urls">,
  flags: readonly (keyof SettingsFlags)[] = Object.keys(SETTINGS_FLAGS) as (keyof SettingsFlags)[],
): string[] {
  const ways = (variables: string[], names: (keyof SettingsFlags)[]) => {
    const all = [...variables, ...names.filter((flag) => flags.includes(flag)).map((f) => SETTINGS_FLAGS[f])];
    return all.length > 1 ? `${all.slice(0, -1).join(", ")} or ${all.at(-1)}` : (all[0] ?? "");
  };
  return [
    settings.clientId ? "" : `a client id (${ways([REPORTKIT_ENV.clientId], ["clientId"])})`,
    settings.clientSecret
      ? ""
      : `a client secret (${ways(
          [REPORTKIT_ENV.clientSecret, PROFILE_ENV.clientSecretFile],
          ["clientSecretFile", "clientSecretStdin"],
        )})`,
    settings.urls.auth
      ? ""
      : `a token endpoint (${ways([REPORTKIT_ENV.authUrl, REPORTKIT_ENV.region], ["authUrl", "region"])})`,
  ].filter(Boolean);
}

/** One line of {@link describeSettings}: a setting's value (never the secret's) and where it came from. */
export interface SettingView {
  /** The value (none for the secret). */
  value?: string;
  /** Where it came from. */
  source: SettingSource;
}

/**
 * Each setting by name (`profile`, `region`, `clientId`, `clientSecret`, `urls.auth`...,
 * `previewAuthUrl`, `version`) with where it came from; the secret without its value. What
 * `reportkit whoami --dry-run` prints.
 */
export function describeSettings(settings: ResolvedSettings): Record<string, SettingView> {
  const view: Record<string, SettingView> = { profile: settings.profile };
  const add = (name: string, setting: Sourced<string> | undefined) => {
    if (setting) view[name] = { value: setting.value, source: setting.source };
  };
  add("region", settings.region);
  add("clientId", settings.clientId);
  if (settings.clientSecret) view.clientSecret = { source: settings.clientSecret.source };
  for (const api of API_NAMES) add(`urls.${api}`, settings.urls[api]);
  add("previewAuthUrl", settings.previewAuthUrl);
  add("version", settings.version);
  return view;
}
