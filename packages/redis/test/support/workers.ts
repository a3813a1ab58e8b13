import { type ChildProcess, fork } from "node:child_process";
import { mkdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import type { PhaseJob, WorkerConfig, WorkerReport } from "./worker.js";

export type { PhaseJob, WorkerConfig, WorkerReport };

// Next to the package's node_modules, so the bundle finds `redis` the way an application would.
const OUT_DIR = fileURLToPath(new URL("../../node_modules/.cache/reportkit-redis-tests/", import.meta.url));

/**
 * Bundles a child process's script (worker.ts by default: sources of the SDK and of this package;
 * `redis` stays external) once per file.
 */
export async function bundleWorker(entry = "worker"): Promise<string> {
  mkdirSync(OUT_DIR, { recursive: true });
  const outfile = `${OUT_DIR}${entry}-${process.pid}-${Date.now()}.mjs`;
  await build({
    entryPoints: [fileURLToPath(new URL(`./${entry}.ts`, import.meta.url))],
    outfile,
    bundle: true,
    format: "esm",
    platform: "node",
    target: "node20",
    conditions: ["@reportkit/source"],
    external: ["redis", "@redis/*"],
    // CommonJS dependencies (the sandbox's validators) require Node's modules: give them `require`
    // (under a name of its own: the bundled sources may import `createRequire` themselves).
    banner: {
      js: 'import { createRequire as bannerRequire } from "node:module"; const require = bannerRequire(import.meta.url);',
    },
    logLevel: "silent",
  });
  return outfile;
}

type Message = { type: string; phase?: string } & Record<string, unknown>;

/** A forked worker: `ready` once it is connected, `go()` starts its job (a phase), `done()` its report. */
export interface Worker {
  process: ChildProcess;
  ready: Promise<void>;
  /**
   * Resolves when the worker says `holding` (a lock or slot it keeps until killed), with the time it
   * took it on its own clock: the message itself may reach a busy test process late.
   */
  holding: Promise<number>;
  /** Takes a token and opens its connection; resolves (with the token requests it sent) when done. */
  warm(): Promise<number>;
  /** Starts the job; a fleet worker's job is phase `phase`: `job`'s writes and copies. */
  go(phase?: string, job?: PhaseJob): void;
  /** The report of the job (or of phase `phase`). */
  done(phase?: string): Promise<WorkerReport>;
  kill(): Promise<void>;
}

export function startWorker(bundle: string, config: WorkerConfig): Worker {
  const child = fork(bundle, [], {
    env: { ...process.env, WORKER_CONFIG: JSON.stringify(config) },
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  child.setMaxListeners(50); // one exit listener per awaited message
  /** The next message of `type` (and `phase`), or a rejection if the worker exits first. */
  const next = (type: string, phase?: string) => {
    const promise = new Promise<Message>((resolve, reject) => {
      const onMessage = (message: Message) => {
        if (message.type !== type || (phase !== undefined && message.phase !== phase)) return;
        child.off("message", onMessage);
        resolve(message);
      };
      child.on("message", onMessage);
      child.once("exit", (code, signal) =>
        reject(new Error(`worker ${config.name} exited (${code ?? signal}) before "${type}"`)),
      );
    });
    promise.catch(() => {}); // not every worker reaches every message: a rejection nobody awaits is fine
    return promise;
  };
  const ready = next("ready").then(() => undefined);
  const holding = next("holding").then((message) => message.at as number);
  for (const promise of [ready, holding]) promise.catch(() => {});
  return {
    process: child,
    ready,
    holding,
    warm() {
      const warmed = next("warm");
      child.send({ type: "warm" });
      return warmed.then((message) => message.tokenRequests as number);
    },
    go: (phase = "", job?: PhaseJob) => child.send({ type: "go", phase, job }),
    done: (phase = "") => next("done", phase).then((message) => message.report as WorkerReport),
    async kill() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
      process.kill(child.pid!, "SIGKILL");
      await exited;
    },
  };
}
