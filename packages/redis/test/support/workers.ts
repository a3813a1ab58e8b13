import { type ChildProcess, fork } from "node:child_process";
import { mkdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import type { WorkerConfig, WorkerReport } from "./worker.js";

export type { WorkerConfig, WorkerReport };

// Next to the package's node_modules, so the bundle finds `redis` the way an application would.
const OUT_DIR = fileURLToPath(new URL("../../node_modules/.cache/reportkit-redis-tests/", import.meta.url));

/** Bundles worker.ts (sources of the SDK and of this package; `redis` stays external) once per file. */
export async function bundleWorker(): Promise<string> {
  mkdirSync(OUT_DIR, { recursive: true });
  const outfile = `${OUT_DIR}worker-${process.pid}-${Date.now()}.mjs`;
  await build({
    entryPoints: [fileURLToPath(new URL("./worker.ts", import.meta.url))],
    outfile,
    bundle: true,
    format: "esm",
    platform: "node",
    target: "node20",
    conditions: ["@reportkit/source"],
    external: ["redis", "@redis/*"],
    logLevel: "silent",
  });
  return outfile;
}

/** A forked worker: `ready` once it is connected, `go()` starts its job, `done` its report. */
export interface Worker {
  process: ChildProcess;
  ready: Promise<void>;
  /**
   * Resolves when the worker says `holding` (a lock or slot it keeps until killed), with the time it
   * took it on its own clock: the message itself may reach a busy test process late.
   */
  holding: Promise<number>;
  done: Promise<WorkerReport>;
  /** Takes a token and opens its connection; resolves when done. */
  warm(): Promise<void>;
  /** write-loop: every call so far, as reported one by one. */
  calls: { at: number; ms: number; outcome: string }[];
  go(): void;
  stop(): void;
  kill(): Promise<void>;
}

export function startWorker(bundle: string, config: WorkerConfig): Worker {
  const child = fork(bundle, [], {
    env: { ...process.env, WORKER_CONFIG: JSON.stringify(config) },
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const on = <T>(type: string, pick: (message: { type: string } & Record<string, unknown>) => T) =>
    new Promise<T>((resolve, reject) => {
      child.on("message", (message: { type: string } & Record<string, unknown>) => {
        if (message.type === type) resolve(pick(message));
      });
      child.once("exit", (code, signal) =>
        reject(new Error(`worker exited (${code ?? signal}) before "${type}"`)),
      );
    });
  const calls: Worker["calls"] = [];
  child.on("message", (message: { type: string; call?: Worker["calls"][number] }) => {
    if (message.type === "call" && message.call) calls.push(message.call);
  });
  const ready = on("ready", () => undefined);
  const holding = on("holding", (message) => message.at as number);
  const done = on("done", (message) => message.report as WorkerReport);
  // Not every worker reaches every message; a rejection nobody awaits is not a failure.
  for (const promise of [ready, holding, done]) promise.catch(() => {});
  return {
    process: child,
    ready,
    holding,
    done,
    calls,
    go: () => child.send({ type: "go" }),
    warm() {
      const warmed = on("warm", () => undefined);
      child.send({ type: "warm" });
      return warmed;
    },
    stop: () => child.send({ type: "stop" }),
    async kill() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
      process.kill(child.pid!, "SIGKILL");
      await exited;
    },
  };
}
