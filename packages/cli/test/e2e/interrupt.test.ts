// Spawned: real signals to the executable. What only it catches: a SIGINT (Ctrl-C) that does not reach
// the wait (bin.ts's process I/O) or does not end the process with exit code 130, and `reportkit sandbox`
// not running the sandbox's bin as a child that stops cleanly on SIGTERM. The interrupted wait's output
// and its resumption are checked in process (test/interrupt.test.ts).
import { spawn } from "node:child_process";
import { type RunningSandbox, startSandbox } from "@reportkit/sandbox";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BIN, baseEnv, sandboxVars } from "../support/spawn-cli.js";

let sandbox: RunningSandbox;
let env: Record<string, string>;

beforeAll(async () => {
  // Operations take ten minutes on the sandbox's clock: the wait is still running when Ctrl-C comes.
  sandbox = await startSandbox({ seed: 1, operationDurationMs: 600_000 });
  env = baseEnv(sandboxVars(sandbox));
});
afterAll(() => sandbox?.close());

/** Starts reportkit and resolves once its stderr matches `ready`; then `interrupt()` sends SIGINT. */
function startUntil(args: string[], ready: RegExp) {
  const child = spawn(process.execPath, [BIN, ...args], { env, stdio: ["ignore", "pipe", "pipe"] });
  let stderr = "";
  let stdout = "";
  child.stdout.on("data", (c: Buffer) => {
    stdout += c.toString("utf8");
  });
  const seen = new Promise<void>((resolve) => {
    child.stderr.on("data", (c: Buffer) => {
      stderr += c.toString("utf8");
      if (ready.test(stderr)) resolve();
    });
  });
  const ended = new Promise<{ code: number | null; stderr: string; stdout: string }>((resolve) => {
    const timer = setTimeout(() => child.kill("SIGKILL"), 90_000);
    child.once("close", (code) => {
      clearTimeout(timer);
      resolve({ code, stderr, stdout });
    });
  });
  return { seen, ended, interrupt: () => child.kill("SIGINT") };
}

describe("Ctrl-C during --wait loses no work", () => {
  it("prints the operation's id and how to resume, exits 130; the operation runs on", async () => {
    const run = startUntil(
      ["platform", "files", "copy", sandbox.demo.fileId, "--wait"],
      /operation \S+: waiting/,
    );
    await run.seen;
    run.interrupt();
    const { code, stderr, stdout } = await run.ended;
    expect(code).toBe(130);
    expect(stdout).toBe("");
    const id = /operation (\S+): waiting/.exec(stderr)![1]!;
    expect(stderr).toContain(`Resume with: reportkit operations wait ${id}`);
    // The interrupted operation ran on: `operations wait` finishing it is checked in process
    // (test/interrupt.test.ts), without a second process.
    expect(sandbox.state.operations.find((operation) => operation.id === id)).toBeDefined();
  });
});

describe("reportkit sandbox", () => {
  it("runs @reportkit/sandbox's bin and prints the REPORTKIT_* variables", async () => {
    const child = spawn(process.execPath, [BIN, "sandbox", "--port", "0"], {
      env,
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    await new Promise<void>((resolve) => {
      child.stdout.on("data", (c: Buffer) => {
        out += c.toString("utf8");
        if (out.includes("export REPORTKIT_CHAINS_URL=")) resolve();
      });
    });
    // Once it answers a request, its signal handlers are in place (they are set right after it prints).
    const control = /^export REPORTKIT_AUTH_URL=(\S+)\/auth$/m.exec(out)![1]!;
    expect((await fetch(`${control}/__sandbox`)).status).toBe(200);
    const closed = new Promise<number | null>((resolve) => child.once("close", resolve));
    child.kill("SIGTERM");
    expect(await closed).toBe(0);
    expect(out).toMatch(/^export REPORTKIT_CLIENT_ID=sandbox-demo-client$/m);
    expect(out).toMatch(/^export REPORTKIT_AUTH_URL=http:\/\/127\.0\.0\.1:\d+\/auth$/m);
  });
});
