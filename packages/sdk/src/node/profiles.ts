// Node-only: the profiles `reportkit login` saves, read for the SDK, the CLI and the MCP server alike.
// biome-ignore lint/correctness/noNodejsModules: profiles live in a file of the user's config folder.
import { readFileSync, statSync } from "node:fs";
// biome-ignore lint/correctness/noNodejsModules: profiles live in a file of the user's config folder.
import { homedir } from "node:os";
// biome-ignore lint/correctness/noNodejsModules: profiles live in a file of the user's config folder.
import { join } from "node:path";
import type { EnvSource, ReportkitUrls } from "../config/from-env.js";
import { misconfigured } from "../errors/configuration-error.js";

/** A saved profile: who to be and where the APIs are; never the secret itself, at most the file holding it. */
export interface ReportkitProfile {
  clientId?: string;
  /** `us`, `eu` or `apac`: fills the four base addresses. */
  region?: string;
  /** Base addresses, over the region's. */
  urls?: Partial<ReportkitUrls>;
  /** The token endpoint of the processes preview, when it is not `urls.auth`. */
  previewAuthUrl?: string;
  /** A file holding the client secret, readable by its owner only. */
  clientSecretFile?: string;
}

/** The profiles file: `config.json` in {@link reportkitConfigDir}. */
export interface ReportkitConfigFile {
  /** The profile used when none is named. */
  defaultProfile?: string;
  profiles: Record<string, ReportkitProfile>;
}

/** The profile used when neither an option, `REPORTKIT_PROFILE` nor the file names one. */
export const DEFAULT_PROFILE = "default";

/** The variables that name a profile and a secret file (besides the SDK's `REPORTKIT_*`). */
export const PROFILE_ENV = {
  profile: "REPORTKIT_PROFILE",
  clientSecretFile: "REPORTKIT_CLIENT_SECRET_FILE",
  previewAuthUrl: "REPORTKIT_PREVIEW_AUTH_URL",
} as const;

const processEnv = (): EnvSource => process.env;
const read = (env: EnvSource, name: string) => env[name]?.trim() || undefined;

/**
 * reportkit's settings folder: `%APPDATA%\reportkit` on Windows, else `$XDG_CONFIG_HOME/reportkit`
 * or `~/.config/reportkit` (Linux and macOS alike).
 */
export function reportkitConfigDir(
  env: EnvSource = processEnv(),
  platform: string = process.platform,
): string {
  if (platform === "win32" && env.APPDATA) return join(env.APPDATA, "reportkit");
  return join(read(env, "XDG_CONFIG_HOME") ?? join(homedir(), ".config"), "reportkit");
}

/** The profiles file in `dir`. */
export const reportkitConfigFile = (dir: string = reportkitConfigDir()): string => join(dir, "config.json");

/** Reads the profiles file (none yet: no profiles); a file that is not JSON throws a ConfigurationError. */
export function readProfiles(dir: string = reportkitConfigDir()): ReportkitConfigFile {
  const file = reportkitConfigFile(dir);
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch {
    return { profiles: {} };
  }
  try {
    const parsed = JSON.parse(text) as Partial<ReportkitConfigFile>;
    return { ...parsed, profiles: parsed.profiles ?? {} };
  } catch (error) {
    throw misconfigured(`${file} is not valid JSON (${(error as Error).message}).`, "Fix or delete it.");
  }
}

/** The name of the profile in use: `name`, else `REPORTKIT_PROFILE`, else the file's default, else "default". */
export const profileName = (name: string | undefined, env: EnvSource, config: ReportkitConfigFile): string =>
  name ?? read(env, PROFILE_ENV.profile) ?? config.defaultProfile ?? DEFAULT_PROFILE;

/**
 * A client secret from a file only its owner may read (POSIX: no group or other permission bits),
 * trimmed. A file others can read is refused: the secret may already have leaked. `namedBy` says
 * who named the file, for the error (`--client-secret-file`, `profile 'staging'`...).
 */
export function readSecretFile(path: string, namedBy?: string): string {
  let mode: number;
  try {
    mode = statSync(path).mode;
  } catch {
    throw misconfigured(
      `The client secret file ${path} does not exist.`,
      `Check the path (${namedBy ?? `${PROFILE_ENV.clientSecretFile}, or the profile's clientSecretFile`}).`,
    );
  }
  if (process.platform !== "win32" && (mode & 0o077) !== 0) {
    throw misconfigured(
      `The client secret file ${path} can be read by others (mode ${(mode & 0o777).toString(8)}).`,
      `Run chmod 600 ${path}.`,
    );
  }
  const secret = readFileSync(path, "utf8").trim();
  if (!secret)
    throw misconfigured(`The client secret file ${path} is empty.`, "Write the client secret in it.");
  return secret;
}
