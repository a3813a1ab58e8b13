import { existsSync } from "node:fs";

/** Debian's Chromium (`apt-get install -y chromium`), or CHROMIUM_PATH. Never a downloaded browser. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** The flags every browser test starts Chromium with (headless, no sandbox, no network of its own). */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
];

/**
 * Whether a browser suite can run: true when Chromium is installed. Without it the suite is skipped
 * with a note naming `what`, except under CI, where a missing browser fails the run.
 */
export function chromiumAvailable(what: string): boolean {
  if (existsSync(CHROMIUM_PATH)) return true;
  if (process.env.CI) throw new Error(`CI needs Chromium at ${CHROMIUM_PATH} (apt-get install -y chromium).`);
  console.warn(`Skipping ${what}: no Chromium at ${CHROMIUM_PATH}.`);
  return false;
}
