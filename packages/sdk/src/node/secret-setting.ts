// Where the client secret comes from, and reading it: a flag, then a variable, then the profile.
import { type EnvSource, REPORTKIT_ENV } from "../config/from-env.js";
import { misconfigured } from "../errors/configuration-error.js";
import { PROFILE_ENV, type ReportkitProfile, readSecretFile } from "./profiles.js";
import type { SettingSource } from "./setting-source.js";

/** Where the client secret is, and its value once read (never printed, never in an error). */
export interface SecretSetting {
  /** Where the secret is: a file, standard input, a variable. */
  source: SettingSource;
  /** Who named the file, for `kind: "file"`: `--client-secret-file`, `REPORTKIT_CLIENT_SECRET_FILE`, `profile 'staging'`. */
  namedBy?: string;
  /** The secret, once read; never printed. */
  value?: string;
}

const read = (env: EnvSource, name: string) => env[name]?.trim() || undefined;

const inFile = (path: string, namedBy: string): SecretSetting => ({
  source: { kind: "file", name: `${path} (${namedBy})`, path },
  namedBy,
});

/**
 * Where the secret is: `--client-secret-file`, else `--client-secret-stdin`, else
 * `REPORTKIT_CLIENT_SECRET` (its value is the secret), else the file `REPORTKIT_CLIENT_SECRET_FILE`
 * names, else the profile's `clientSecretFile`; undefined when none says.
 */
export function secretSetting(
  flags: { clientSecretFile?: string | undefined; clientSecretStdin?: boolean | undefined },
  env: EnvSource,
  stored: ReportkitProfile | undefined,
  profile: string,
): SecretSetting | undefined {
  if (flags.clientSecretFile) return inFile(flags.clientSecretFile, "--client-secret-file");
  if (flags.clientSecretStdin) return { source: { kind: "stdin", name: "--client-secret-stdin" } };
  const value = read(env, REPORTKIT_ENV.clientSecret);
  if (value) return { source: { kind: "env", name: REPORTKIT_ENV.clientSecret }, value };
  const file = read(env, PROFILE_ENV.clientSecretFile);
  if (file) return inFile(file, PROFILE_ENV.clientSecretFile);
  if (stored?.clientSecretFile) return inFile(stored.clientSecretFile, `profile '${profile}'`);
  return undefined;
}

/** The secret read: from its owner-only file, or the text the caller read from standard input. */
export function withSecret(secret: SecretSetting, stdinSecret: string | undefined): SecretSetting {
  const { source } = secret;
  if (source.kind === "file" && source.path) {
    return { ...secret, value: readSecretFile(source.path, secret.namedBy) };
  }
  const value = stdinSecret?.trim();
  if (source.kind === "stdin" && value) return { source, value };
  throw misconfigured(`No client secret on standard input (${source.name}).`, "Pipe the secret in.");
}
