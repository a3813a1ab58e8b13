import { homedir } from "node:os";
import { join } from "node:path";

/**
 * The folder of reportkit's settings: `%APPDATA%\reportkit` on Windows, else
 * `$XDG_CONFIG_HOME/reportkit` or `~/.config/reportkit` (Linux and macOS alike).
 */
export function configDir(env: NodeJS.ProcessEnv = process.env, platform = process.platform): string {
  if (platform === "win32" && env.APPDATA) return join(env.APPDATA, "reportkit");
  const base = env.XDG_CONFIG_HOME?.trim() || join(homedir(), ".config");
  return join(base, "reportkit");
}

/** The profiles file. */
export const configFile = (dir: string) => join(dir, "config.json");

/** Where `login` keeps a secret given on stdin: one owner-only file per profile. */
export const secretFile = (dir: string, profile: string) => join(dir, "secrets", profile);
