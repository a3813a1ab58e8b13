// End to end (test/e2e/: `pnpm test` runs it, `pnpm test:quick` does not): every block of the READMEs and docs pages type-checked and run, each runnable one in a child
// process against a sandbox over HTTP, as a reader pastes it: only running them shows a page whose example
// compiles but fails.
import { fileURLToPath } from "node:url";
import { type RunningSandbox, startSandbox } from "@reportkit/sandbox";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type CheckReport, checkSnippets, cliEnv, formatFailure, sandboxEnv } from "../../src/index.js";

const root = fileURLToPath(new URL("../../../../", import.meta.url));
const workDir = fileURLToPath(new URL("../../node_modules/.cache/snippet-tests/repo/", import.meta.url));
const cliDir = fileURLToPath(new URL("../../node_modules/.cache/snippet-tests/cli/", import.meta.url));

describe("every TypeScript block of the READMEs and docs pages", () => {
  let sandbox: RunningSandbox;
  let report: CheckReport;

  beforeAll(async () => {
    // Seed 1: the ids the docs use. Operations complete at once, so a `wait` costs one poll.
    sandbox = await startSandbox({ seed: 1, operationDurationMs: 0 });
    report = await checkSnippets({
      root,
      workDir,
      env: sandboxEnv(sandbox),
      cliEnv: cliEnv(sandbox, { root, workDir: cliDir }),
      // A bound that catches a hang: a block of four CLI commands took over 60 s beside the whole test
      // command on 2 cores once each command loaded the 377-operation catalogue (about 1.1 s of CPU each).
      timeoutMs: 150_000,
    });
    console.log(report.summary);
  }, 900_000);
  afterAll(() => sandbox?.close());

  it("finds the blocks of the root README and of every package README", () => {
    expect(report.files).toEqual(expect.arrayContaining(["README.md", "packages/sdk/README.md"]));
  });

  it("uses only known fence words and no literal …", () => {
    expect(report.failures.filter((f) => f.stage === "fence").map(formatFailure)).toEqual([]);
  });

  it("type-checks every block against the packages, strict", () => {
    expect(report.failures.filter((f) => f.stage === "type-check").map(formatFailure)).toEqual([]);
  });

  it("runs every `sh cli` example against the sandbox to exit status 0", () => {
    expect(report.cliRan).toBeGreaterThan(0);
    expect(report.files).toEqual(expect.arrayContaining(["docs/src/guide/cli.md"]));
  });

  it("runs every complete program against the sandbox to exit status 0", () => {
    expect(report.ran).toBeGreaterThan(0);
    expect(report.failures.filter((f) => f.stage === "run").map(formatFailure)).toEqual([]);
  });
});
