import {
  missingCredentials,
  type ResolvedSettings,
  readClientSecret,
  resolveSettings,
} from "@reportkit/sdk/node";
import { CredentialsError } from "../errors.js";
import { readSecretFromStdin } from "./secret.js";

/** The global options that choose who to be. */
export interface CredentialFlags {
  profile?: string;
  clientSecretFile?: string;
  clientSecretStdin?: boolean;
}

/** Everything a run knows about who to be and where, each value with its source (the SDK's resolver). */
export type Settings = ResolvedSettings;

/** The SDK's errors (a profile named but missing, a refused secret file...) as this CLI's credentials error. */
function credentialsError<T>(work: () => T): T {
  try {
    return work();
  } catch (error) {
    throw new CredentialsError((error as Error).message);
  }
}

/**
 * The settings of one run, resolved once by `@reportkit/sdk/node`'s `resolveSettings`: a flag, then a
 * `REPORTKIT_*` variable, then the profile (`--profile`, `REPORTKIT_PROFILE`, the file's default), then
 * the region's addresses. No secret is read yet (see {@link withSecret}). `newProfile`: the profile
 * named may be missing (`login` creates it, `logout` says so itself).
 */
export function resolveRunSettings(
  flags: CredentialFlags,
  options: { newProfile?: boolean } = {},
  env: NodeJS.ProcessEnv = process.env,
): Settings {
  const { profile, clientSecretFile, clientSecretStdin } = flags;
  return credentialsError(() =>
    resolveSettings({
      flags: { profile, clientSecretFile, clientSecretStdin },
      env,
      readSecret: false,
      newProfile: options.newProfile ?? false,
    }),
  );
}

/**
 * The settings with the client secret read (its owner-only file, or standard input with
 * `--client-secret-stdin`); fails with what is missing and how to provide it, before anything is sent.
 */
export async function withSecret(
  settings: Settings,
  stdin: () => NodeJS.ReadableStream = () => process.stdin,
): Promise<Settings> {
  const missing = missingCredentials(settings, ["clientSecretFile", "clientSecretStdin"]);
  if (missing.length > 0) {
    throw new CredentialsError(
      `No credentials: missing ${missing.join(", ")}. Set them, or run \`reportkit login\` (profile '${settings.profile.value}').`,
    );
  }
  const fromStdin =
    settings.clientSecret?.source.kind === "stdin" ? await readSecretFromStdin(stdin()) : undefined;
  return credentialsError(() => readClientSecret(settings, fromStdin));
}
