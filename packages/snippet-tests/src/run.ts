import { spawn } from "node:child_process";
import { dirname } from "node:path";
import { typeScriptNodeArgs } from "@reportkit/testkit/node";

/** How one program ended. */
export interface RunResult {
  /** Exit status; null when a signal (the time limit) ended it. */
  code: number | null;
  timedOut: boolean;
  /** stdout and stderr interleaved, at most `maxOutput` characters (the end kept). */
  output: string;
}

/**
 * Runs one TypeScript program in a child `node` (the workspace's sources, transpiled as they load)
 * with `env` as its whole environment, killed after `timeoutMs`.
 */
export function runProgram(
  path: string,
  env: Record<string, string>,
  { timeoutMs = 30_000, maxOutput = 4_000 }: { timeoutMs?: number; maxOutput?: number } = {},
): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...typeScriptNodeArgs(), path], {
      cwd: dirname(path),
      env,
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    const collect = (chunk: Buffer) => {
      output = (output + chunk.toString("utf8")).slice(-maxOutput);
    };
    child.stdout.on("data", collect);
    child.stderr.on("data", collect);
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
