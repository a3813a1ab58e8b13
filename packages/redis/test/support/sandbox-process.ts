import { fork } from "node:child_process";
import { rmSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { Sandbox, SandboxOptions } from "@reportkit/sandbox";
import type { Exchange } from "./recording-front.js";
import { bundleWorker } from "./workers.js";

// The monorepo's bundled specs: the bundled server cannot find them from its own location.
const SPECS_DIR = fileURLToPath(new URL("../../../../specs/dist/", import.meta.url));

type Request =
  | { type: "reset" }
  | { type: "revoke-tokens" }
  | { type: "issue-token" }
  | { type: "exchanges"; since: number };

interface Ready {
  urls: Sandbox["urls"];
  demo: Sandbox["demo"];
  credentials: { clientId: string; clientSecret: string };
}

/** The sandbox served from a process of its own, through a recording front (see sandbox-server.ts). */
export interface SandboxProcess {
  urls: Sandbox["urls"];
  demo: Sandbox["demo"];
  credentials: { clientId: string; clientSecret: string };
  /** Seed data again: no tokens, no sheet writes in the window, no exchanges recorded. */
  reset(): Promise<void>;
  /** The service forgets every token it issued (the next call with one gets a 401). */
  revokeTokens(): Promise<void>;
  issueToken(): Promise<string>;
  /** What the service answered from `since` (epoch ms) on. */
  exchanges(since: number): Promise<Exchange[]>;
  close(): Promise<void>;
}

export async function startSandboxProcess(options: SandboxOptions): Promise<SandboxProcess> {
  const bundle = await bundleWorker("sandbox-server");
  const child = fork(bundle, [], {
    env: { ...process.env, SANDBOX_OPTIONS: JSON.stringify({ specsDir: SPECS_DIR, ...options }) },
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const { urls, demo, credentials } = await new Promise<Ready>((resolve, reject) => {
    child.once("message", (message: Ready) => resolve(message));
    child.once("exit", (code) =>
      reject(new Error(`the sandbox process exited (${code}) before it was ready`)),
    );
  });
  let next = 0;
  const ask = <T>(request: Request): Promise<T> => {
    const id = ++next;
    return new Promise<T>((resolve) => {
      const onMessage = (message: { type: string; id?: number; value?: unknown }) => {
        if (message.type !== "reply" || message.id !== id) return;
        child.off("message", onMessage);
        resolve(message.value as T);
      };
      child.on("message", onMessage);
      child.send({ ...request, id });
    });
  };
  return {
    urls,
    demo,
    credentials,
    reset: () => ask({ type: "reset" }),
    revokeTokens: () => ask({ type: "revoke-tokens" }),
    issueToken: () => ask({ type: "issue-token" }),
    exchanges: (since) => ask({ type: "exchanges", since }),
    async close() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
      process.kill(child.pid!, "SIGTERM");
      await exited;
      rmSync(bundle, { force: true });
    },
  };
}
