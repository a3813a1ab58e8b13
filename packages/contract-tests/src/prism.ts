import { type ChildProcess, spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { freePort } from "@reportkit/testkit/node";

/** One `prism mock` process serving several bundled specs on 127.0.0.1, one port each. */
export interface PrismServers {
  /** The base URL of each spec, in the order given. */
  urls: string[];
  /** Stops the process by its own pid. */
  stop(): Promise<void>;
}

const prismProcess = fileURLToPath(new URL("./prism-process.mjs", import.meta.url));

/**
 * Starts Stoplight Prism in mock mode for each of `specPaths` in one child process (src/prism-process.mjs:
 * one Node start and one Prism module graph instead of one per spec) and resolves once every server
 * listens. Prism validates every request against its spec and reports violations in an `sl-violations`
 * response header.
 */
export async function startPrism(specPaths: readonly string[], timeoutMs = 240_000): Promise<PrismServers> {
  const ports: number[] = [];
  for (const _ of specPaths) ports.push(await freePort());
  const args = specPaths.map((spec, i) => `${ports[i]}=${spec}`);
  const child = spawn(process.execPath, [prismProcess, "127.0.0.1", ...args], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  const urls = ports.map((port) => `http://127.0.0.1:${port}`);
  await waitForListening(child, urls, timeoutMs);
  return { urls, stop: () => stopProcess(child) };
}

function waitForListening(child: ChildProcess, urls: string[], timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = "";
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`prism did not start within ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (urls.every((url) => output.includes(`Prism is listening on ${url}`))) {
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
