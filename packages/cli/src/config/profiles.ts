import { chmodSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { UsageError } from "../errors.js";
import { configFile } from "./paths.js";

/** A profile: who to be and where the APIs are; never the secret itself. */
export interface Profile {
  clientId?: string;
  region?: string;
  urls?: { auth?: string; platform?: string; prep?: string; chains?: string };
  /** The token endpoint of the processes preview, when it is not `urls.auth`. */
  previewAuthUrl?: string;
  /** A file holding the client secret, readable by its owner only. */
  clientSecretFile?: string;
}

export interface ConfigFile {
  /** The profile used when neither `--profile` nor `REPORTKIT_PROFILE` names one. */
  defaultProfile?: string;
  profiles: Record<string, Profile>;
}

export const DEFAULT_PROFILE = "default";

export function readConfig(dir: string): ConfigFile {
  const file = configFile(dir);
  if (!existsSync(file)) return { profiles: {} };
  try {
    const parsed = JSON.parse(readFileSync(file, "utf8")) as Partial<ConfigFile>;
    return { ...parsed, profiles: parsed.profiles ?? {} };
  } catch (error) {
    throw new UsageError(`${file} is not valid JSON (${(error as Error).message}); fix or delete it.`);
  }
}

/** Writes the whole file at once (a temporary file renamed over it), readable by its owner only. */
export function writeConfig(dir: string, config: ConfigFile): void {
  const file = configFile(dir);
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(config, null, 2)}\n`, { mode: 0o600 });
  chmodSync(temporary, 0o600);
  renameSync(temporary, file);
}

/** The name of the profile in use: `--profile`, else `REPORTKIT_PROFILE`, else the file's default. */
export function profileName(flag: string | undefined, env: NodeJS.ProcessEnv, config: ConfigFile): string {
  return flag ?? (env.REPORTKIT_PROFILE?.trim() || config.defaultProfile || DEFAULT_PROFILE);
}
