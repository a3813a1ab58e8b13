import { PROFILE_ENV, profileOptions } from "@reportkit/sdk/node";
import { CredentialsError } from "../errors.js";
import { configDir } from "./paths.js";
import { readSecretFile, readSecretFromStdin } from "./secret.js";

/** The global options that choose who to be. */
export interface CredentialFlags {
  profile?: string;
  clientSecretFile?: string;
  clientSecretStdin?: boolean;
}

export type ApiUrls = { auth?: string; platform?: string; prep?: string; chains?: string };

/**
 * Where a client id or secret came from: its `REPORTKIT_*` variable, the profile, or elsewhere (a flag,
 * or the file `REPORTKIT_CLIENT_SECRET_FILE` names).
 */
export type CredentialOrigin = "env" | "profile" | "other";

/** The client secret, and where it came from. */
export interface ClientSecret {
  value: string;
  from: CredentialOrigin;
}

/** Everything a request needs to know about the caller, resolved once per run. */
export interface Settings {
  profile: string;
  clientId?: string;
  /** Where the client id came from (when there is one). */
  clientIdFrom?: CredentialOrigin;
  /** Read only when a request is about to be made; never printed. */
  clientSecret?: string;
  urls: ApiUrls;
  previewAuthUrl?: string;
  version?: string;
}

/** The variables this CLI reads on top of the SDK's (`REPORTKIT_*`, see the SDK's README). */
export const CLI_ENV = PROFILE_ENV;

const API_URL_VARIABLES = {
  auth: "REPORTKIT_AUTH_URL",
  platform: "REPORTKIT_PLATFORM_URL",
  prep: "REPORTKIT_PREP_URL",
  chains: "REPORTKIT_CHAINS_URL",
} as const;

const read = (env: NodeJS.ProcessEnv, name: string) => env[name]?.trim() || undefined;

/** The profile's options as the SDK reads them (variables win); a profile that cannot be read is a credentials error. */
function profileLayer(flags: CredentialFlags, env: NodeJS.ProcessEnv, readSecret: boolean) {
  try {
    return profileOptions({ profile: flags.profile, env, dir: configDir(env), readSecret });
  } catch (error) {
    throw new CredentialsError((error as Error).message);
  }
}

/**
 * Who to be and where: `REPORTKIT_*` variables first, then the profile (`--profile`, `REPORTKIT_PROFILE`,
 * the file's default), read by `@reportkit/sdk/node`'s `profileOptions`. The base addresses are
 * resolved here as `createReportkit` resolves them (a region's four, then the variables', then the
 * profile's), so a command can choose its API before the SDK is built.
 */
export async function resolveSettings(flags: CredentialFlags, env = process.env): Promise<Settings> {
  const profile = profileLayer(flags, env, false);
  const region = profile.region ?? read(env, "REPORTKIT_REGION");
  const urls: ApiUrls = {};
  if (region) {
    const { regionUrls } = await import("@reportkit/sdk");
    Object.assign(urls, regionUrls(region));
  }
  for (const [api, name] of Object.entries(API_URL_VARIABLES)) {
    const url = read(env, name);
    if (url) urls[api as keyof ApiUrls] = url;
  }
  Object.assign(urls, profile.urls);
  const idFromEnv = read(env, "REPORTKIT_CLIENT_ID");
  return {
    profile: profile.profile,
    clientId: idFromEnv ?? profile.clientId,
    clientIdFrom: idFromEnv ? "env" : profile.clientId ? "profile" : undefined,
    urls,
    previewAuthUrl: profile.previewAuthUrl,
    version: read(env, "REPORTKIT_VERSION"),
  };
}

/**
 * The client secret: `REPORTKIT_CLIENT_SECRET`, else `--client-secret-file`, else the file of
 * `REPORTKIT_CLIENT_SECRET_FILE` or the profile (owner-only), else standard input with
 * `--client-secret-stdin`; undefined when none.
 */
export async function resolveSecret(
  flags: CredentialFlags,
  env: NodeJS.ProcessEnv = process.env,
  stdin: () => NodeJS.ReadableStream = () => process.stdin,
): Promise<ClientSecret | undefined> {
  const fromEnv = read(env, "REPORTKIT_CLIENT_SECRET");
  if (fromEnv) return { value: fromEnv, from: "env" };
  if (flags.clientSecretFile) return { value: readSecretFile(flags.clientSecretFile), from: "other" };
  const file = profileLayer(flags, env, false).clientSecretFile;
  if (file) {
    return {
      value: readSecretFile(file),
      from: read(env, PROFILE_ENV.clientSecretFile) ? "other" : "profile",
    };
  }
  if (flags.clientSecretStdin) return { value: await readSecretFromStdin(stdin()), from: "other" };
  return undefined;
}

/** Fails with what is missing and how to provide it, before anything is sent. */
export function requireCredentials(
  settings: Settings,
  secret: ClientSecret | undefined,
): asserts secret is ClientSecret {
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
