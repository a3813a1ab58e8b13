import { type ChildProcess, spawn } from "node:child_process";

export interface Ran {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs a bash script (`bash -euo pipefail`) in `cwd` with exactly `env`; resolves when it exits. */
export function runBash(script: string, cwd: string, env: NodeJS.ProcessEnv): Promise<Ran> {
  return new Promise((resolve, reject) => {
    const child = spawn("bash", ["-euo", "pipefail", "-c", script], {
      cwd,
      env,
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => {
      stdout += chunk;
    });
    child.stderr.on("data", (chunk) => {
      stderr += chunk;
    });
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}

/**
 * Starts a long-running bash script in a process group of its own and resolves once its output
 * contains `ready` (rejects if it exits first). `stop()` ends the group it started, by its id.
 */
export function startBash(
  script: string,
  cwd: string,
  env: NodeJS.ProcessEnv,
  ready: string,
): Promise<{ child: ChildProcess; output: () => string; stop: () => Promise<void> }> {
  const child = spawn("bash", ["-euo", "pipefail", "-c", script], {
    cwd,
    env,
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  let output = "";
  const stop = () =>
    new Promise<void>((done) => {
      if (child.exitCode !== null || child.signalCode !== null) return done();
      child.once("close", () => done());
      try {
        process.kill(-child.pid!, "SIGTERM");
      } catch {
        done();
      }
    });
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk;
      if (output.includes(ready)) {
        child.stdout.off("data", onData);
        child.stdout.on("data", (more: Buffer) => {
          output += more;
        });
        resolve({ child, output: () => output, stop });
      }
    };
    child.stdout.on("data", onData);
    child.stderr.on("data", (chunk: Buffer) => {
      output += chunk;
    });
    child.on("error", reject);
    child.on("close", (code) => reject(new Error(`exited (${code}) before printing ${ready}:\n${output}`)));
  });
}
