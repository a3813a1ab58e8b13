import { join } from "node:path";
import type { RunningSandbox } from "@reportkit/sandbox";
import { sandboxEnv } from "./env.js";

/**
 * The environment of the `sh cli` blocks: the sandbox's REPORTKIT_* variables (and its preview token
 * endpoint), a config folder of their own, and `bin` (a folder holding a `reportkit`: a CLI relay's,
 * src/cli-relay.ts) first on PATH.
 */
export function cliEnv(
  sandbox: Pick<RunningSandbox, "urls" | "credentials" | "preview">,
  { workDir, bin }: { workDir: string; bin: string },
): Record<string, string> {
  const env = sandboxEnv(sandbox);
  return {
    ...env,
    PATH: `${bin}:${env.PATH ?? ""}`,
    XDG_CONFIG_HOME: join(workDir, "config"),
    XDG_CACHE_HOME: join(workDir, "cache"),
    REPORTKIT_PREVIEW_AUTH_URL: sandbox.preview.authUrl,
  };
}
