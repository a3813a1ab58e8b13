import { existsSync, writeFileSync } from "node:fs";
import { join } from "node:path";
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

describe("Ctrl-C during a transfer loses no operation", () => {
  const csv = () => {
    const file = join(options.env!.XDG_CONFIG_HOME!, "ledger.csv");
    writeFileSync(file, "Account,Amount\n4000,1250.50\n");
    return file;
  };

  for (const [when, line] of [
    ["while the import's operation runs", /operation: \w+/],
    ["during the upload (the operation's id from the 202)", /upload:/],
  ] as const) {
    it(`files import, ${when}: prints the operation's id and the commands that follow it, exits 130`, async () => {
      const ctrlC = new AbortController();
      const run = await runCli(["files", "import", csv()], {
        ...options,
        interrupt: ctrlC.signal,
        onStderr: (stderr) => {
          if (line.test(stderr)) ctrlC.abort();
        },
      });
      expect(run.code, run.stderr).toBe(130);
      expect(run.stdout).toBe("");
      const id = /operation (\S+) \(the import\) goes on on the server/.exec(run.stderr)?.[1];
      expect(id, run.stderr).toBeDefined();
      expect(run.stderr).toContain(
        `Follow it: reportkit operations wait ${id}; then its files: reportkit platform operations get-import-file-results ${id}`,
      );
    });
  }

  it("files export: prints the export's operation and how to follow it, exits 130, leaves no file", async () => {
    const ctrlC = new AbortController();
    const out = join(options.env!.XDG_CONFIG_HOME!, "out.pdf");
    const run = await runCli(
      ["files", "export", s.sandbox.demo.fileId, "--kind", "Document", "--as", "pdf", "-o", out],
      {
        ...options,
        interrupt: ctrlC.signal,
        onStderr: (stderr) => {
          if (/operation: \w+/.test(stderr)) ctrlC.abort();
        },
      },
    );
    expect(run.code, run.stderr).toBe(130);
    const id = /operation (\S+) \(the export\) goes on on the server/.exec(run.stderr)?.[1];
    expect(run.stderr).toContain(
      `Follow it: reportkit operations wait ${id} (its resourceUrl is the exported file).`,
    );
    expect(existsSync(out)).toBe(false);
  });
});
