// The layers of the settings resolver (flags, then variables, then the profile) and how each names
// where a value came from.
import {
  API_NAMES,
  type EnvSource,
  optionsFromEnv,
  REPORTKIT_ENV,
  type ReportkitUrls,
} from "../config/from-env.js";
import { regionUrls } from "../config/regions.js";
import { DEFAULT_PROFILE, PROFILE_ENV, type ReportkitConfigFile } from "./profiles.js";
import type { Sourced } from "./setting-source.js";
import { SETTINGS_FLAGS, type SettingsFlags } from "./settings-flags.js";

/** Per API, a value. */
export type Urls<T> = Partial<Record<keyof ReportkitUrls, T>>;

/** What a layer can give besides the secret (the four addresses by their API's name). */
type Setting = "clientId" | "region" | "previewAuthUrl" | "version" | keyof ReportkitUrls;

/** One layer of settings (the flags, the variables or the profile) and how it names each source. */
interface Layer {
  kind: "flag" | "env" | "profile";
  values: Partial<Record<Setting, string | undefined>>;
  names: Record<Setting, string>;
}

const read = (env: EnvSource, name: string) => env[name]?.trim() || undefined;

const FLAG_NAMES: Record<Setting, string> = {
  clientId: SETTINGS_FLAGS.clientId,
  region: SETTINGS_FLAGS.region,
  previewAuthUrl: SETTINGS_FLAGS.previewAuthUrl,
  version: SETTINGS_FLAGS.apiVersion,
  auth: SETTINGS_FLAGS.authUrl,
  platform: SETTINGS_FLAGS.platformUrl,
  prep: SETTINGS_FLAGS.prepUrl,
  chains: SETTINGS_FLAGS.chainsUrl,
};

const ENV_NAMES: Record<Setting, string> = {
  clientId: REPORTKIT_ENV.clientId,
  region: REPORTKIT_ENV.region,
  previewAuthUrl: PROFILE_ENV.previewAuthUrl,
  version: REPORTKIT_ENV.version,
  auth: REPORTKIT_ENV.authUrl,
  platform: REPORTKIT_ENV.platformUrl,
  prep: REPORTKIT_ENV.prepUrl,
  chains: REPORTKIT_ENV.chainsUrl,
};

export function layers(
  flags: SettingsFlags,
  env: EnvSource,
  config: ReportkitConfigFile,
  profile: string,
): Layer[] {
  const fromEnv = optionsFromEnv(env);
  const stored = config.profiles[profile] ?? {};
  const inProfile = `profile '${profile}'`;
  return [
    {
      kind: "flag",
      values: {
        clientId: flags.clientId,
        region: flags.region,
        previewAuthUrl: flags.previewAuthUrl,
        version: flags.apiVersion,
        auth: flags.authUrl,
        platform: flags.platformUrl,
        prep: flags.prepUrl,
        chains: flags.chainsUrl,
      },
      names: FLAG_NAMES,
    },
    {
      kind: "env",
      values: {
        clientId: fromEnv.clientId,
        region: fromEnv.region,
        previewAuthUrl: read(env, PROFILE_ENV.previewAuthUrl),
        version: fromEnv.version,
        ...fromEnv.urls,
      },
      names: ENV_NAMES,
    },
    {
      kind: "profile",
      values: {
        clientId: stored.clientId,
        region: stored.region,
        previewAuthUrl: stored.previewAuthUrl,
        ...stored.urls,
      },
      names: Object.fromEntries(Object.keys(FLAG_NAMES).map((key) => [key, inProfile])) as Layer["names"],
    },
  ];
}

/** The first layer that gives `setting`, and its source. */
export function first(all: Layer[], setting: Setting): Sourced<string> | undefined {
  for (const layer of all) {
    const value = layer.values[setting]?.trim();
    if (value) return { value, source: { kind: layer.kind, name: layer.names[setting] } };
  }
  return undefined;
}

/** Each address from the first layer that says anything of it: its own address, else its region's. */
export function urlsOf(all: Layer[]): Urls<Sourced<string>> {
  const urls: Urls<Sourced<string>> = {};
  for (const api of API_NAMES) {
    for (const layer of all) {
      const own = layer.values[api]?.trim();
      if (own) {
        urls[api] = { value: own, source: { kind: layer.kind, name: layer.names[api] } };
        break;
      }
      const region = layer.values.region?.trim();
      if (region) {
        const name = `region '${region}' (${layer.names.region})`;
        urls[api] = { value: regionUrls(region)[api], source: { kind: "region", name } };
        break;
      }
    }
  }
  return urls;
}

/** The profile in use: `--profile`, else `REPORTKIT_PROFILE`, else the file's default, else "default". */
export function profileOf(
  flags: SettingsFlags,
  env: EnvSource,
  config: ReportkitConfigFile,
  file: string,
): Sourced<string> {
  const flag = flags.profile?.trim();
  if (flag) return { value: flag, source: { kind: "flag", name: SETTINGS_FLAGS.profile } };
  const variable = read(env, PROFILE_ENV.profile);
  if (variable) return { value: variable, source: { kind: "env", name: PROFILE_ENV.profile } };
  if (config.defaultProfile) {
    return {
      value: config.defaultProfile,
      source: { kind: "file", name: `defaultProfile of ${file}`, path: file },
    };
  }
  return { value: DEFAULT_PROFILE, source: { kind: "default", name: "default" } };
}
