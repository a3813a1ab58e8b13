import { existsSync, readFileSync, writeFileSync } from "node:fs";
import type { Sandbox } from "./sandbox.js";

/** The first line of every file `--env` writes; a file without it is never overwritten. */
export const ENV_FILE_HEADER =
  "# Written by reportkit-sandbox: the sandbox's demo client and addresses (not secrets).";

/**
 * The variables `createReportkit` (@reportkit/sdk) reads, pointing at this sandbox with its demo
 * client, and the processes preview's token endpoint (`REPORTKIT_PREVIEW_AUTH_URL`, which the API
 * reference's preview samples and the CLI read). Only the demo client's credentials, which are
 * public, ever appear here.
 */
export function reportkitEnv({
  urls,
  credentials,
  preview,
}: Pick<Sandbox, "urls" | "credentials" | "preview">): [string, string][] {
  return [
    ["REPORTKIT_CLIENT_ID", credentials.clientId],
    ["REPORTKIT_CLIENT_SECRET", credentials.clientSecret],
    ["REPORTKIT_AUTH_URL", urls.auth],
    ["REPORTKIT_PLATFORM_URL", urls.platform],
    ["REPORTKIT_PREP_URL", urls.prep],
    ["REPORTKIT_CHAINS_URL", urls.chains],
    ["REPORTKIT_PREVIEW_AUTH_URL", preview.authUrl],
  ];
}

/** `export NAME=value` lines for a POSIX shell. */
export function exportLines(env: [string, string][]): string {
  return env.map(([name, value]) => `export ${name}=${value}`).join("\n");
}

/** Writes `env` to `file` in dotenv format (`node --env-file`); refuses a file it did not write itself. */
export function writeEnvFile(file: string, env: [string, string][]): void {
  if (existsSync(file) && !readFileSync(file, "utf8").startsWith(ENV_FILE_HEADER))
    throw new Error(
      `${file} exists and was not written by reportkit-sandbox; it may hold real credentials, so it is left as it is (pick another file)`,
    );
  writeFileSync(file, `${ENV_FILE_HEADER}\n${env.map(([name, value]) => `${name}=${value}`).join("\n")}\n`);
}
