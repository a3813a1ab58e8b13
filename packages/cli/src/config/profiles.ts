import { chmodSync, mkdirSync, renameSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import {
  DEFAULT_PROFILE,
  type ReportkitConfigFile,
  type ReportkitProfile,
  readProfiles,
} from "@reportkit/sdk/node";
import { UsageError } from "../errors.js";
import { configFile } from "./paths.js";

/** A profile: who to be and where the APIs are; never the secret itself (read by `@reportkit/sdk/node`). */
export type Profile = ReportkitProfile;
export type ConfigFile = ReportkitConfigFile;
export { DEFAULT_PROFILE };

/** The profiles file as the SDK reads it; a file that is not JSON is a usage error. */
export function readConfig(dir: string): ConfigFile {
  try {
    return readProfiles(dir);
  } catch (error) {
    throw new UsageError((error as Error).message);
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
