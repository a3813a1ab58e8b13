import { beforeAll, describe, expect, it } from "vitest";
import { baseEnv, type RunOptions, runCli } from "./support/run-cli.js";
import { type CliSandbox, cliSandbox } from "./support/sandbox.js";

// Ctrl-C in process: the run's interrupt signal. That the executable turns a real SIGINT into it (and
// exits 130) is test/e2e/interrupt.test.ts.
let s: CliSandbox;
let options: RunOptions;

beforeAll(() => {
  // Operations take ten minutes on the sandbox's clock: the wait is still running when Ctrl-C comes.
  s = cliSandbox({ seed: 1, operationDurationMs: 600_000 });
  options = { env: baseEnv(s.vars), ...s.run };
});

describe("Ctrl-C during --wait loses no work", () => {
  it("prints the operation's id and how to resume, exits 130; `operations wait` finishes it", async () => {
    const ctrlC = new AbortController();
    const run = await runCli(["platform", "files", "copy", s.sandbox.demo.fileId, "--wait"], {
      ...options,
      interrupt: ctrlC.signal,
      onStderr: (stderr) => {
        if (/operation \S+: waiting/.test(stderr)) ctrlC.abort();
      },
    });
    expect(run.code).toBe(130);
    expect(run.stdout).toBe("");
    const id = /operation (\S+): waiting/.exec(run.stderr)![1]!;
    expect(run.stderr).toContain(`Resume with: reportkit operations wait ${id}`);

    s.sandbox.control.advanceClock(600_000);
    const resumed = await runCli(["operations", "wait", id], options);
    expect(resumed.code).toBe(0);
    expect(JSON.parse(resumed.stdout)).toMatchObject({ id, status: "completed" });
  });

  it("stops listening for Ctrl-C once the wait is over", async () => {
    const ctrlC = new AbortController();
    let listening = 0;
    const signal = new Proxy(ctrlC.signal, {
      get(target, name) {
        if (name === "addEventListener")
          return (...args: Parameters<AbortSignal["addEventListener"]>) => {
            listening++;
            target.addEventListener(...args);
          };
        if (name === "removeEventListener")
          return (...args: Parameters<AbortSignal["removeEventListener"]>) => {
            listening--;
            target.removeEventListener(...args);
          };
        const value = Reflect.get(target, name, target) as unknown;
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    s.sandbox.control.advanceClock(600_000);
    const run = await runCli(["platform", "files", "copy", s.sandbox.demo.fileId, "--wait"], {
      ...options,
      interrupt: signal,
    });
    expect(run.code, run.stderr).toBe(0);
    expect(listening).toBe(0);
  });
});
