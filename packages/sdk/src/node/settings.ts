// Node-only: the one settings resolver of reportkit. The CLI and the MCP server call it; an
// application may too. One precedence, the one `gh` users know: a flag, then an environment variable,
// then the profile, then a region's addresses; see resolveSettings.
import type { EnvSource, ReportkitUrls } from "../config/from-env.js";
import type { ReportkitOptions } from "../config/options.js";
import { type Region, regionUrls } from "../config/regions.js";
import { misconfigured } from "../errors/configuration-error.js";
import {
  type ReportkitConfigFile,
  readProfiles,
  reportkitConfigDir,
  reportkitConfigFile,
} from "./profiles.js";
import { type SecretSetting, secretSetting, withSecret } from "./secret-setting.js";
import { describeSource, type Sourced } from "./setting-source.js";
import type { SettingsFlags } from "./settings-flags.js";
import { first, layers, profileOf, urlsOf } from "./settings-layers.js";

/** What {@link resolveSettings} reads. */
export interface ResolveSettingsInput {
  /** What the front end's flags say (none by default). */
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
  /** The four base addresses, as far as the settings give them. */
  urls: Partial<ReportkitUrls>;
  /** The environment is read already: `createReportkit` reads no `REPORTKIT_*` variable again. */
  env: false;
}

/** Every setting, with where it came from, and the options they give `createReportkit`. */
export interface ResolvedSettings {
  /** The profile in use (it may not be in the file). */
  profile: Sourced<string>;
  /** The settings folder and its profiles file, read once: `login` and `logout` write it back. */
  configDir: string;
  /** The profiles file as read (no file: no profiles). */
  config: ReportkitConfigFile;
  /** The region: `--region`, `REPORTKIT_REGION`, the profile's. */
  region?: Sourced<Region>;
  /** The client id: `--client-id`, `REPORTKIT_CLIENT_ID`, the profile's. */
  clientId?: Sourced<string>;
  /** Where the secret is; its value once read (see readClientSecret). */
  clientSecret?: SecretSetting;
  /** Each base address: a flag's, a variable's or the profile's, else its layer's region's. */
  urls: Partial<Record<keyof ReportkitUrls, Sourced<string>>>;
  /** The processes preview's token endpoint: `--preview-auth-url`, `REPORTKIT_PREVIEW_AUTH_URL`, the profile's. */
  previewAuthUrl?: Sourced<string>;
  /** The `X-Version` of every request: `--api-version`, `REPORTKIT_VERSION` (else the SDK's default). */
  version?: Sourced<string>;
  /** `createReportkit({ ...settings.options, ... })`. */
  options: SettingsOptions;
}

/** The options `createReportkit` takes from the settings. */
function optionsOf(settings: Omit<ResolvedSettings, "options">): SettingsOptions {
  const urls: Partial<ReportkitUrls> = {};
  for (const [api, url] of Object.entries(settings.urls)) urls[api as keyof ReportkitUrls] = url.value;
  const { clientId, clientSecret, version } = settings;
  const bothFromEnv = clientId?.source.kind === "env" && clientSecret?.source.kind === "env";
  return {
    ...(clientId ? { clientId: clientId.value } : {}),
    ...(clientSecret?.value ? { clientSecret: clientSecret.value } : {}),
    urls,
    ...(version ? { version: version.value } : {}),
    credentialSources: {
      // Both from the environment: "REPORTKIT_CLIENT_ID / REPORTKIT_CLIENT_SECRET from the environment".
      ...(clientId
        ? { clientId: bothFromEnv ? clientId.source.name : describeSource("client id", clientId.source) }
        : {}),
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
