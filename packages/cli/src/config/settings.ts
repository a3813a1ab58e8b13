import { CredentialsError } from "../errors.js";
import { configDir } from "./paths.js";
import { type Profile, profileName, readConfig } from "./profiles.js";
import { readSecretFile, readSecretFromStdin } from "./secret.js";

/** The global options that choose who to be. */
export interface CredentialFlags {
  profile?: string;
  clientSecretFile?: string;
  clientSecretStdin?: boolean;
}

export type ApiUrls = { auth?: string; platform?: string; prep?: string; chains?: string };

/** Everything a request needs to know about the caller, resolved once per run. */
export interface Settings {
  profile: string;
  clientId?: string;
  /** Read only when a request is about to be made; never printed. */
  clientSecret?: string;
  urls: ApiUrls;
  previewAuthUrl?: string;
  version?: string;
}

/** The variables this CLI reads on top of the SDK's (`REPORTKIT_*`, see the SDK's README). */
export const CLI_ENV = {
  profile: "REPORTKIT_PROFILE",
  clientSecretFile: "REPORTKIT_CLIENT_SECRET_FILE",
  previewAuthUrl: "REPORTKIT_PREVIEW_AUTH_URL",
} as const;

const API_URL_VARIABLES = {
  auth: "REPORTKIT_AUTH_URL",
  platform: "REPORTKIT_PLATFORM_URL",
  prep: "REPORTKIT_PREP_URL",
  chains: "REPORTKIT_CHAINS_URL",
} as const;

/** A layer's addresses: its region's four, then the addresses it names one by one. */
async function layerUrls(region: string | undefined, urls: ApiUrls): Promise<ApiUrls> {
  if (!region) return urls;
  const { regionUrls } = await import("@reportkit/sdk");
  return { ...regionUrls(region), ...urls };
}

const read = (env: NodeJS.ProcessEnv, name: string) => env[name]?.trim() || undefined;

/**
 * Who to be and where: `REPORTKIT_*` variables first, then the profile (`--profile`, `REPORTKIT_PROFILE`,
 * the file's default). The secret: `REPORTKIT_CLIENT_SECRET`, else `--client-secret-file` /
 * `REPORTKIT_CLIENT_SECRET_FILE` / the profile's file (owner-only), else standard input with
 * `--client-secret-stdin`.
 */
export async function resolveSettings(flags: CredentialFlags, env = process.env): Promise<Settings> {
  const config = readConfig(configDir(env));
  const profile = profileName(flags.profile, env, config);
  const stored: Profile | undefined = config.profiles[profile];
  if (flags.profile && !stored) {
    throw new CredentialsError(
      `No profile '${profile}': \`reportkit login --profile ${profile}\` creates it.`,
    );
  }
  const envUrls: ApiUrls = {};
  for (const [api, name] of Object.entries(API_URL_VARIABLES)) {
    const url = read(env, name);
    if (url) envUrls[api as keyof ApiUrls] = url;
  }
  const urls = {
    ...(await layerUrls(stored?.region, stored?.urls ?? {})),
    ...(await layerUrls(read(env, "REPORTKIT_REGION"), envUrls)),
  };
  const settings: Settings = {
    profile,
    clientId: read(env, "REPORTKIT_CLIENT_ID") ?? stored?.clientId,
    urls,
    previewAuthUrl: read(env, CLI_ENV.previewAuthUrl) ?? stored?.previewAuthUrl,
    version: read(env, "REPORTKIT_VERSION"),
  };
  return settings;
}

/** The client secret, from the first source that has one (see resolveSettings); undefined when none. */
export async function resolveSecret(flags: CredentialFlags, env = process.env): Promise<string | undefined> {
  const fromEnv = read(env, "REPORTKIT_CLIENT_SECRET");
  if (fromEnv) return fromEnv;
  const file = flags.clientSecretFile ?? read(env, CLI_ENV.clientSecretFile) ?? storedSecretFile(flags, env);
  if (file) return readSecretFile(file);
  if (flags.clientSecretStdin) return readSecretFromStdin();
  return undefined;
}

function storedSecretFile(flags: CredentialFlags, env: NodeJS.ProcessEnv): string | undefined {
  const config = readConfig(configDir(env));
  return config.profiles[profileName(flags.profile, env, config)]?.clientSecretFile;
}

/** Fails with what is missing and how to provide it, before anything is sent. */
export function requireCredentials(settings: Settings, secret: string | undefined): asserts secret is string {
  const missing = [
    settings.clientId ? "" : "a client id (REPORTKIT_CLIENT_ID)",
    secret ? "" : "a client secret (REPORTKIT_CLIENT_SECRET, --client-secret-file or --client-secret-stdin)",
    settings.urls.auth ? "" : "a token endpoint (REPORTKIT_AUTH_URL or REPORTKIT_REGION)",
  ].filter(Boolean);
  if (missing.length > 0) {
    throw new CredentialsError(
      `No credentials: missing ${missing.join(", ")}. Set the REPORTKIT_* variables or run \`reportkit login\` (profile '${settings.profile}').`,
    );
  }
}
