// Node-only: the one settings resolver of reportkit. The CLI and the MCP server call it; an
// application may too. One precedence, the one `gh` users know: a flag, then an environment variable,
// then the profile, then a region's addresses; see resolveSettings.
import {
  API_NAMES,
  type EnvSource,
  optionsFromEnv,
  REPORTKIT_ENV,
  type ReportkitUrls,
} from "../config/from-env.js";
import type { ReportkitOptions } from "../config/options.js";
import { type Region, regionUrls } from "../config/regions.js";
import { misconfigured } from "../errors/configuration-error.js";
import {
  DEFAULT_PROFILE,
  PROFILE_ENV,
  type ReportkitConfigFile,
  readProfiles,
  reportkitConfigDir,
  reportkitConfigFile,
} from "./profiles.js";
import { type SecretSetting, secretSetting, withSecret } from "./secret-setting.js";
import { describeSource, type Sourced } from "./setting-source.js";

/** What a front end's flags say (each wins over its variable and the profile). */
export interface SettingsFlags {
  profile?: string;
  clientId?: string;
  /** A file holding the client secret, readable by its owner only. */
  clientSecretFile?: string;
  /** The secret comes from standard input (the caller reads it: see `stdinSecret`). */
  clientSecretStdin?: boolean;
  region?: string;
  authUrl?: string;
  platformUrl?: string;
  prepUrl?: string;
  chainsUrl?: string;
  /** The token endpoint of the processes preview, when it is not the auth address. */
  previewAuthUrl?: string;
  /** The `X-Version` of every request. */
  apiVersion?: string;
}

/** The flag of each setting, as sources and messages name it. */
export const SETTINGS_FLAGS: Readonly<Record<keyof SettingsFlags, string>> = {
  profile: "--profile",
  clientId: "--client-id",
  clientSecretFile: "--client-secret-file",
  clientSecretStdin: "--client-secret-stdin",
  region: "--region",
  authUrl: "--auth-url",
  platformUrl: "--platform-url",
  prepUrl: "--prep-url",
  chainsUrl: "--chains-url",
  previewAuthUrl: "--preview-auth-url",
  apiVersion: "--api-version",
};

/** What {@link resolveSettings} reads. */
export interface ResolveSettingsInput {
  flags?: SettingsFlags;
  /** The environment variables (default `process.env`). */
  env?: EnvSource;
  /** The settings folder (default `reportkitConfigDir(env)`: XDG_CONFIG_HOME, APPDATA, ~/.config). */
  configDir?: string;
  /** Read the secret's file now (default true); `false` only says where it is (see readClientSecret). */
  readSecret?: boolean;
  /** The secret the caller read from standard input, for `clientSecretStdin`. */
  stdinSecret?: string;
  /** A profile named by `--profile` or `REPORTKIT_PROFILE` may be missing (`login` creates it); default: an error. */
  newProfile?: boolean;
}

/** The options `createReportkit` takes from the settings (`env: false`: the environment is read already). */
export interface SettingsOptions
  extends Pick<ReportkitOptions, "clientId" | "clientSecret" | "version" | "credentialSources"> {
  urls: Partial<ReportkitUrls>;
  env: false;
}

type Urls<T> = Partial<Record<keyof ReportkitUrls, T>>;

/** Every setting, with where it came from, and the options they give `createReportkit`. */
export interface ResolvedSettings {
  /** The profile in use (it may not be in the file). */
  profile: Sourced<string>;
  /** The settings folder and its profiles file, read once: `login` and `logout` write it back. */
  configDir: string;
  config: ReportkitConfigFile;
  region?: Sourced<Region>;
  clientId?: Sourced<string>;
  /** Where the secret is; its value once read (see readClientSecret). */
  clientSecret?: SecretSetting;
  /** Each base address: a flag's, a variable's or the profile's, else its layer's region's. */
  urls: Urls<Sourced<string>>;
  previewAuthUrl?: Sourced<string>;
  version?: Sourced<string>;
  /** `createReportkit({ ...settings.options, ... })`. */
  options: SettingsOptions;
}

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

function layers(flags: SettingsFlags, env: EnvSource, config: ReportkitConfigFile, profile: string): Layer[] {
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
function first(all: Layer[], setting: Setting): Sourced<string> | undefined {
  for (const layer of all) {
    const value = layer.values[setting]?.trim();
    if (value) return { value, source: { kind: layer.kind, name: layer.names[setting] } };
  }
  return undefined;
}

/** Each address from the first layer that says anything of it: its own address, else its region's. */
function urlsOf(all: Layer[]): Urls<Sourced<string>> {
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
function profileOf(
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

/** The options `createReportkit` takes from the settings. */
function optionsOf(settings: Omit<ResolvedSettings, "options">): SettingsOptions {
  const urls: Partial<ReportkitUrls> = {};
  for (const [api, url] of Object.entries(settings.urls)) urls[api as keyof ReportkitUrls] = url.value;
  const { clientId, clientSecret, version } = settings;
  return {
    ...(clientId ? { clientId: clientId.value } : {}),
    ...(clientSecret?.value ? { clientSecret: clientSecret.value } : {}),
    urls,
    ...(version ? { version: version.value } : {}),
    credentialSources: {
      ...(clientId ? { clientId: describeSource("client id", clientId.source) } : {}),
      ...(clientSecret ? { clientSecret: describeSource("client secret", clientSecret.source) } : {}),
    },
    env: false,
  };
}

/**
 * Every setting of who to be and where, each from the first that gives it: a flag, then an
 * environment variable (`REPORTKIT_*`), then the profile, then the region's addresses. The profile is
 * `--profile`, else `REPORTKIT_PROFILE`, else the profiles file's default, else "default" (the file is
 * read once). A region counts in its own layer: an address named one by one beats its layer's region,
 * and a stronger layer's region beats a weaker layer's addresses. The client secret: `--client-secret-file`,
 * else `--client-secret-stdin`, else `REPORTKIT_CLIENT_SECRET`, else the file `REPORTKIT_CLIENT_SECRET_FILE`
 * names, else the profile's `clientSecretFile` (owner-only files). A profile named by `--profile` or
 * `REPORTKIT_PROFILE` that the file lacks, a bad region, a profiles file that is not JSON or a refused
 * secret file throw a ConfigurationError.
 *
 * @example
 * const settings = resolveSettings({ flags: { profile: "staging" } });
 * const rk = createReportkit({ ...settings.options, throwOnError: true });
 */
export function resolveSettings(input: ResolveSettingsInput = {}): ResolvedSettings {
  const flags = input.flags ?? {};
  const env = input.env ?? process.env;
  const configDir = input.configDir ?? reportkitConfigDir(env);
  const config = readProfiles(configDir);
  const profile = profileOf(flags, env, config, reportkitConfigFile(configDir));
  const named = profile.source.kind === "flag" || profile.source.kind === "env";
  if (named && !config.profiles[profile.value] && !input.newProfile) {
    throw misconfigured(
      `No profile '${profile.value}' (named by ${profile.source.name}).`,
      `\`reportkit login --profile ${profile.value}\` creates it.`,
    );
  }
  const all = layers(flags, env, config, profile.value);
  const region = first(all, "region");
  if (region) {
    try {
      regionUrls(region.value);
    } catch (error) {
      throw misconfigured(`${region.source.name}: ${(error as Error).message}`, "");
    }
  }
  const settings: Omit<ResolvedSettings, "options"> = {
    profile,
    configDir,
    config,
    ...(region ? { region: region as Sourced<Region> } : {}),
    ...optional("clientId", first(all, "clientId")),
    ...optional("clientSecret", secretSetting(flags, env, config.profiles[profile.value], profile.value)),
    urls: urlsOf(all),
    ...optional("previewAuthUrl", first(all, "previewAuthUrl")),
    ...optional("version", first(all, "version")),
  };
  const resolved = { ...settings, options: optionsOf(settings) };
  return input.readSecret === false ? resolved : readClientSecret(resolved, input.stdinSecret);
}

const optional = <K extends string, T>(key: K, value: T | undefined) =>
  (value === undefined ? {} : { [key]: value }) as Partial<Record<K, T>>;

/**
 * The settings with the client secret read from where it is (an owner-only file, or the text the
 * caller read from standard input); the same settings when it is read already or there is none.
 */
export function readClientSecret(settings: ResolvedSettings, stdinSecret?: string): ResolvedSettings {
  const secret = settings.clientSecret;
  if (!secret || secret.value !== undefined) return settings;
  const { options: _, ...rest } = settings;
  const read = { ...rest, clientSecret: withSecret(secret, stdinSecret) };
  return { ...read, options: optionsOf(read) };
}

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
