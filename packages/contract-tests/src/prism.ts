import { type ChildProcess, spawn } from "node:child_process";
import { createRequire } from "node:module";
import { freePort } from "@reportkit/testkit/node";

/** A running `prism mock` process serving one bundled spec on 127.0.0.1. */
export interface PrismServer {
  url: string;
  /** Stops the process by its own pid. */
  stop(): Promise<void>;
}

const prismBin = createRequire(import.meta.url).resolve("@stoplight/prism-cli/dist/index.js");

/**
 * Starts Stoplight Prism in mock mode for `specPath` and resolves once it listens. Prism validates every
 * request against the spec and reports violations in an `sl-violations` response header.
 */
export async function startPrism(specPath: string, timeoutMs = 240_000): Promise<PrismServer> {
  const port = await freePort();
  const child = spawn(process.execPath, [prismBin, "mock", specPath, "-h", "127.0.0.1", "-p", String(port)], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  await waitForListening(child, timeoutMs);
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => stopProcess(child),
  };
}

function waitForListening(child: ChildProcess, timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = "";
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`prism did not start within ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("Prism is listening")) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`prism exited with ${code} before listening:\n${output}`));
    });
  });
}

function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.pid === undefined) return Promise.resolve();
  return new Promise((resolve) => {
    child.once("exit", () => resolve());
    process.kill(child.pid as number, "SIGTERM");
  });
}
