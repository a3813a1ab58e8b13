// Every setting of the server that says who to be and where the APIs are, resolved in one place:
// explicit flags first, then the REPORTKIT_* variables (the SDK's optionsFromEnv), then the profile
// named by --profile or REPORTKIT_PROFILE (else the profiles file's default). Profiles are the ones
// `reportkit login` writes, read by the SDK's profileOptions as the command line reads them.
import { type EnvSource, optionsFromEnv, type ReportkitUrls, regionUrls } from "@reportkit/sdk";
import { PROFILE_ENV, profileOptions, readSecretFile } from "@reportkit/sdk/node";

/** A setting that cannot work (exit code 2 at start): a bad region, an --allow-dir that is not a folder... */
export class ConfigError extends Error {
  override readonly name = "ConfigError";
}

/** The flags that choose who to be and where; each wins over its variable and over the profile. */
export interface ConfigFlags {
  profile?: string;
  clientId?: string;
  /** A file holding the client secret, readable by its owner only (a secret is never a flag's value). */
  clientSecretFile?: string;
  region?: string;
  authUrl?: string;
  platformUrl?: string;
  prepUrl?: string;
  chainsUrl?: string;
  /** The token endpoint of the processes preview, when it is not the auth address. */
  previewAuthUrl?: string;
  /** The `X-Version` of every request (the processes preview keeps its own). */
  apiVersion?: string;
}

/** Who to be and where, resolved once at start. */
export interface Settings {
  /** The profile in use (it may not exist in the profiles file). */
  profile?: string;
  clientId?: string;
  /** Never printed, never sent to a client. */
  clientSecret?: string;
  urls: Partial<ReportkitUrls>;
  previewAuthUrl?: string;
  version?: string;
}

/** A layer's addresses: its region's four, then those it names one by one. */
function layer(region: string | undefined, urls: Partial<ReportkitUrls>): Partial<ReportkitUrls> {
  const defined = Object.fromEntries(Object.entries(urls).filter(([, url]) => url));
  if (!region) return defined;
  try {
    return { ...regionUrls(region), ...defined };
  } catch (error) {
    throw new ConfigError((error as Error).message);
  }
}

/**
 * Resolves every setting: flags, then variables, then the profile (see the top of this file). A
 * profile named by --profile or REPORTKIT_PROFILE that does not exist, a profiles file that is not
 * JSON or a secret file others may read throw the SDK's ConfigurationError.
 */
export function resolveSettings(flags: ConfigFlags, env: EnvSource = process.env): Settings {
  const fromEnv = optionsFromEnv(env);
  // A profile named by the flag or the variable must exist (profileOptions checks a named one only).
  const named = flags.profile ?? (env[PROFILE_ENV.profile]?.trim() || undefined);
  const fromProfile = profileOptions({ ...(named ? { profile: named } : {}), env, readSecret: false });
  const urls = {
    ...layer(fromProfile.region, fromProfile.urls ?? {}),
    ...layer(fromEnv.region, fromEnv.urls),
    ...layer(flags.region, {
      auth: flags.authUrl,
      platform: flags.platformUrl,
      prep: flags.prepUrl,
      chains: flags.chainsUrl,
    }),
  };
  const secretFile = flags.clientSecretFile ?? fromProfile.clientSecretFile;
  const clientSecret =
    flags.clientSecretFile || !fromEnv.clientSecret
      ? secretFile && readSecretFile(secretFile)
      : fromEnv.clientSecret;
  const previewAuthUrl = flags.previewAuthUrl ?? fromProfile.previewAuthUrl;
  const version = flags.apiVersion ?? fromEnv.version;
  return {
    profile: fromProfile.profile,
    clientId: flags.clientId ?? fromEnv.clientId ?? fromProfile.clientId,
    ...(clientSecret ? { clientSecret } : {}),
    urls,
    ...(previewAuthUrl ? { previewAuthUrl } : {}),
    ...(version ? { version } : {}),
  };
}

/** What is missing before any call can be made, as a sentence naming how to provide it; undefined when nothing is. */
export function missingCredentials(settings: Settings): string | undefined {
  const missing = [
    settings.clientId ? "" : "a client id (REPORTKIT_CLIENT_ID or --client-id)",
    settings.clientSecret
      ? ""
      : "a client secret (REPORTKIT_CLIENT_SECRET, REPORTKIT_CLIENT_SECRET_FILE or --client-secret-file)",
    settings.urls.auth
      ? ""
      : "a token endpoint (REPORTKIT_AUTH_URL, REPORTKIT_REGION, --auth-url or --region)",
  ].filter(Boolean);
  return missing.length > 0
    ? `The server has no credentials: missing ${missing.join(", ")}. Set them in the MCP host's configuration of this server (or a \`reportkit login\` profile) and restart it.`
    : undefined;
}
