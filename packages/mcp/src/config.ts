// Every setting of the server that says who to be and where the APIs are, resolved in one place:
// explicit flags first, then the REPORTKIT_* variables (read by the SDK's optionsFromEnv, plus the
// command line's REPORTKIT_PROFILE, REPORTKIT_CLIENT_SECRET_FILE and REPORTKIT_PREVIEW_AUTH_URL), then
// the profile named by --profile or REPORTKIT_PROFILE (else the profiles file's default). Profiles are
// the `reportkit` command line's (`reportkit login` writes them); `readProfile` is the one function
// that reads that file.
import { readFileSync, statSync } from "node:fs";
import { homedir } from "node:os";
import { join } from "node:path";
import { type EnvSource, optionsFromEnv, type ReportkitUrls, regionUrls } from "@reportkit/sdk";

/** A setting that cannot work (exit code 2 at start): a missing profile, an unreadable secret file... */
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

/** A profile of the command line's profiles file: who to be and where, never the secret itself. */
export interface Profile {
  clientId?: string;
  region?: string;
  urls?: Partial<ReportkitUrls>;
  previewAuthUrl?: string;
  /** A file holding the client secret, readable by its owner only. */
  clientSecretFile?: string;
}

/** Who to be and where, resolved once at start. */
export interface Settings {
  /** The profile read, if one was. */
  profile?: string;
  clientId?: string;
  /** Never printed, never sent to a client. */
  clientSecret?: string;
  urls: Partial<ReportkitUrls>;
  previewAuthUrl?: string;
  version?: string;
}

/** The variables read on top of the SDK's (the command line reads the same). */
export const MCP_ENV = {
  profile: "REPORTKIT_PROFILE",
  clientSecretFile: "REPORTKIT_CLIENT_SECRET_FILE",
  previewAuthUrl: "REPORTKIT_PREVIEW_AUTH_URL",
} as const;

const read = (env: EnvSource, name: string) => env[name]?.trim() || undefined;

/**
 * The profile to use, from the command line's profiles file: `config.json` in `%APPDATA%\reportkit` on
 * Windows, else in `$XDG_CONFIG_HOME/reportkit` or `~/.config/reportkit`. `name` (from `--profile` or
 * `REPORTKIT_PROFILE`) must exist; without one, the file's `defaultProfile`, else `default`, is used
 * when present. A missing file is no profile.
 */
export function readProfile(
  name: string | undefined,
  env: EnvSource = process.env,
  platform: string = process.platform,
): { name: string; profile: Profile | undefined } {
  const appData = read(env, "APPDATA");
  const dir =
    platform === "win32" && appData
      ? join(appData, "reportkit")
      : join(read(env, "XDG_CONFIG_HOME") ?? join(read(env, "HOME") ?? homedir(), ".config"), "reportkit");
  const file = join(dir, "config.json");
  let parsed: { defaultProfile?: string; profiles?: Record<string, Profile> } = {};
  try {
    parsed = JSON.parse(readFileSync(file, "utf8"));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") {
      throw new ConfigError(`${file} is not a readable profiles file: ${(error as Error).message}`);
    }
  }
  const chosen = name ?? parsed.defaultProfile ?? "default";
  const profile = parsed.profiles?.[chosen];
  if (name && !profile) {
    throw new ConfigError(
      `No profile '${name}' in ${file}: \`reportkit login --profile ${name}\` creates it.`,
    );
  }
  return { name: chosen, profile };
}

/** A client secret from a file only its owner may read (on POSIX systems), trimmed. */
export function readSecretFile(path: string, platform: string = process.platform): string {
  let mode: number;
  try {
    mode = statSync(path).mode;
  } catch {
    throw new ConfigError(`The client secret file ${path} does not exist.`);
  }
  if (platform !== "win32" && (mode & 0o077) !== 0) {
    throw new ConfigError(
      `The client secret file ${path} can be read by others (mode ${(mode & 0o777).toString(8)}): run chmod 600 ${path}.`,
    );
  }
  const secret = readFileSync(path, "utf8").trim();
  if (!secret) throw new ConfigError(`The client secret file ${path} is empty.`);
  return secret;
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

/** Resolves every setting: flags, then variables, then the profile (see the top of this file). */
export function resolveSettings(
  flags: ConfigFlags,
  env: EnvSource = process.env,
  platform: string = process.platform,
): Settings {
  const fromEnv = optionsFromEnv(env);
  const named = flags.profile ?? read(env, MCP_ENV.profile);
  const { name, profile } = readProfile(named, env, platform);
  const urls = {
    ...layer(profile?.region, profile?.urls ?? {}),
    ...layer(fromEnv.region, fromEnv.urls),
    ...layer(flags.region, {
      auth: flags.authUrl,
      platform: flags.platformUrl,
      prep: flags.prepUrl,
      chains: flags.chainsUrl,
    }),
  };
  const secretFile = read(env, MCP_ENV.clientSecretFile) ?? profile?.clientSecretFile;
  const clientSecret = flags.clientSecretFile
    ? readSecretFile(flags.clientSecretFile, platform)
    : (fromEnv.clientSecret ?? (secretFile ? readSecretFile(secretFile, platform) : undefined));
  return {
    ...(profile ? { profile: name } : {}),
    clientId: flags.clientId ?? fromEnv.clientId ?? profile?.clientId,
    clientSecret,
    urls,
    previewAuthUrl: flags.previewAuthUrl ?? read(env, MCP_ENV.previewAuthUrl) ?? profile?.previewAuthUrl,
    version: flags.apiVersion ?? fromEnv.version,
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
