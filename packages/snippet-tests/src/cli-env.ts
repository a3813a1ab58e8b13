import { chmodSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { RunningSandbox } from "@reportkit/sandbox";
import { typeScriptNodeArgs } from "@reportkit/testkit/node";
import { sandboxEnv } from "./env.js";

/**
 * The environment of the `sh cli` blocks: the sandbox's REPORTKIT_* variables (and its preview token
 * endpoint), a config folder of their own, and a `reportkit` on PATH that runs the command line from
 * its sources (packages/cli/src/bin.ts, transpiled as it loads: no build needed).
 */
export function cliEnv(
  sandbox: Pick<RunningSandbox, "urls" | "credentials" | "preview">,
  { root, workDir }: { root: string; workDir: string },
): Record<string, string> {
  const bin = join(workDir, "bin");
  mkdirSync(bin, { recursive: true });
  const shim = join(bin, "reportkit");
  const args = [...typeScriptNodeArgs(), join(root, "packages", "cli", "src", "bin.ts")]
    .map((a) => `'${a}'`)
    .join(" ");
  writeFileSync(shim, `#!/bin/sh\nexec '${process.execPath}' ${args} "$@"\n`);
  chmodSync(shim, 0o755);
  const env = sandboxEnv(sandbox);
  return {
    ...env,
    PATH: `${bin}:${env.PATH ?? ""}`,
    XDG_CONFIG_HOME: join(workDir, "config"),
    XDG_CACHE_HOME: join(workDir, "cache"),
    REPORTKIT_PREVIEW_AUTH_URL: sandbox.preview.authUrl,
  };
}
