import { serveStdio } from "@modelcontextprotocol/server/stdio";
import type { Runtime } from "../runtime.js";
import { createToolServer } from "../server.js";

/**
 * Serves the tools over this process's standard input and output (one client, the host that started
 * the process). Resolves when the client closes standard input.
 */
export function serveOnStdio(runtime: Runtime, onError: (error: Error) => void): Promise<void> {
  const handle = serveStdio(() => createToolServer(runtime), { onerror: onError });
  return new Promise((resolve) => {
    process.stdin.once("close", () => {
      handle.close().then(resolve, resolve);
    });
  });
}
