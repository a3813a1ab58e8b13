// Who to be and where the APIs are: resolved once at start by the SDK's one resolver
// (`@reportkit/sdk/node`'s resolveSettings), as the command line resolves them: a flag, then a
// REPORTKIT_* variable, then the profile (`--profile`, REPORTKIT_PROFILE, the profiles file's default),
// then the region's addresses. Profiles are the ones `reportkit login` writes.
import type { EnvSource } from "@reportkit/sdk";
import {
  missingCredentials as missingWithSdk,
  type ResolvedSettings,
  resolveSettings as resolveWithSdk,
  type SettingsFlags,
} from "@reportkit/sdk/node/settings";

/** A setting that cannot work (exit code 2 at start): an --allow-dir that is not a folder... */
export class ConfigError extends Error {
  override readonly name = "ConfigError";
}

/** The flags that choose who to be and where; each wins over its variable and over the profile. */
export type ConfigFlags = Omit<SettingsFlags, "clientSecretStdin">;

/** Who to be and where, each with its source, resolved once at start (the secret read). */
export type Settings = ResolvedSettings;

/** The flags of this server among the resolver's (standard input is the protocol's). */
const OWN_FLAGS = [
  "profile",
  "clientId",
  "clientSecretFile",
  "region",
  "authUrl",
  "platformUrl",
  "prepUrl",
  "chainsUrl",
  "previewAuthUrl",
  "apiVersion",
] as const satisfies readonly (keyof ConfigFlags)[];

/**
 * Resolves every setting (see the top of this file). A profile named by --profile or REPORTKIT_PROFILE
 * that does not exist, a bad region, a profiles file that is not JSON or a secret file others may read
 * throw the SDK's ConfigurationError.
 */
export function resolveSettings(flags: ConfigFlags, env: EnvSource = process.env): Settings {
  const own: ConfigFlags = {};
  for (const name of OWN_FLAGS) if (flags[name] !== undefined) own[name] = flags[name];
  return resolveWithSdk({ flags: own, env });
}

/** What is missing before any call can be made, as a sentence naming how to provide it; undefined when nothing is. */
export function missingCredentials(
  settings: Pick<Settings, "clientId" | "clientSecret" | "urls">,
): string | undefined {
  const missing = missingWithSdk(settings, OWN_FLAGS);
  return missing.length > 0
    ? `The server has no credentials: missing ${missing.join(", ")}. Set them in the MCP host's configuration of this server (or a \`reportkit login\` profile) and restart it.`
    : undefined;
}
