import { chmodSync, mkdirSync, renameSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import type { ReportkitConfigFile, ReportkitProfile } from "@reportkit/sdk/node";
import { configFile } from "./paths.js";

// The profiles file is read by the SDK (`@reportkit/sdk/node`'s resolveSettings, once per command);
// `login` and `logout` write it back here.

/** A profile: who to be and where the APIs are; never the secret itself. */
export type Profile = ReportkitProfile;
export type ConfigFile = ReportkitConfigFile;

/** Writes the whole file at once (a temporary file renamed over it), readable by its owner only. */
export function writeConfig(dir: string, config: ConfigFile): void {
  const file = configFile(dir);
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(config, null, 2)}\n`, { mode: 0o600 });
  chmodSync(temporary, 0o600);
  renameSync(temporary, file);
}
