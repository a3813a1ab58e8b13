import { type ChildProcessByStdio, type ChildProcessWithoutNullStreams, spawn } from "node:child_process";
import { dirname } from "node:path";
import type { Readable } from "node:stream";
import { typeScriptNodeArgs } from "@reportkit/testkit/node";

/**
 * The default time limit of a run: a hang bound only, never a speed check. A child `node` transpiles the
 * workspace's sources as it loads them (2-5 s of a quiet machine); two copies of the suite side by side
 * (load ~28 on 2 cores) made that ~49 s, past the old 45 s limit. Four minutes only a hang reaches.
 */
export const RUN_HANG_BOUND_MS = 240_000;

/** How one program ended. */
export interface RunResult {
  /** Exit status; null when a signal (the time limit) ended it. */
  code: number | null;
  timedOut: boolean;
  /** stdout and stderr interleaved, at most `maxOutput` characters (the end kept). */
  output: string;
}

/**
 * Runs one shell example with bash (`set -euo pipefail`: any failing command fails it), `env` as its whole
 * environment, killed after `timeoutMs`.
 */
export function runShell(
  path: string,
  env: Record<string, string>,
  { timeoutMs = RUN_HANG_BOUND_MS, maxOutput = 4_000 }: { timeoutMs?: number; maxOutput?: number } = {},
): Promise<RunResult> {
  return collect(
    spawn("bash", ["-euo", "pipefail", path], { cwd: dirname(path), env, stdio: ["ignore", "pipe", "pipe"] }),
    timeoutMs,
    maxOutput,
  );
}

/**
 * Runs one TypeScript program in a child `node` (the workspace's sources, transpiled as they load)
 * with `env` as its whole environment, killed after `timeoutMs`.
 */
export function runProgram(
  path: string,
  env: Record<string, string>,
  { timeoutMs = RUN_HANG_BOUND_MS, maxOutput = 4_000 }: { timeoutMs?: number; maxOutput?: number } = {},
): Promise<RunResult> {
  const child = spawn(process.execPath, [...typeScriptNodeArgs(), path], {
    cwd: dirname(path),
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  return collect(child, timeoutMs, maxOutput);
}

/** Waits for a child to end, keeping the last `maxOutput` characters it printed; kills it after `timeoutMs`. */
function collect(
  child: ChildProcessWithoutNullStreams | ChildProcessByStdio<null, Readable, Readable>,
  timeoutMs: number,
  maxOutput: number,
): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    let output = "";
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString("utf8")).slice(-maxOutput);
    };
    child.stdout.on("data", keep);
    child.stderr.on("data", keep);
    let timedOut = false;
    // A time limit, not a wait: the program normally ends long before it.
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill("SIGKILL");
    }, timeoutMs);
    child.once("error", (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.once("close", (code) => {
      clearTimeout(timer);
      resolve({ code, timedOut, output });
    });
  });
}
