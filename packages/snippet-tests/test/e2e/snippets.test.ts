// End to end (test/e2e/: `pnpm test` runs it, `pnpm test:quick` does not): every block of the READMEs and
// docs pages type-checked (one TypeScript program) and run against a sandbox over HTTP, as a reader
// pastes it: only running them shows a page whose example compiles but fails. The ```ts programs run in
// this process, one at a time (runInProcess: each imported through the test runner, as a child `node`
// loads it); what only a child `node` shows (a program that never exits, `node`'s own loader) is
// ./reference-samples-run.test.ts's, whose programs are spawned. The
// `sh cli` blocks run in bash as a reader types them, their `reportkit` a relay to the CLI's main() in
// this process (src/cli-relay.ts): what a spawned executable alone shows is packages/cli/test/e2e/'s.
// The same program type-checks every API reference sample (one per operation), so a renamed path,
// parameter or body the clients no longer accept fails here with the operation named; the packages'
// types are read and checked once for both (the docs build no longer runs a tsc of its own for them).
import { fileURLToPath } from "node:url";
import { type RunningSandbox, startSandbox } from "@reportkit/sandbox";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type CheckReport,
  type CliRelay,
  checkSnippets,
  cliEnv,
  formatFailure,
  operationCount,
  referenceSamples,
  sampleName,
  sandboxEnv,
  startCliRelay,
} from "../../src/index.js";

const root = fileURLToPath(new URL("../../../../", import.meta.url));
// Outside node_modules, so the test runner transforms the programs it imports; test-results/ is not committed.
const workDir = fileURLToPath(new URL("../../test-results/snippets/repo/", import.meta.url));
const cliDir = fileURLToPath(new URL("../../test-results/snippets/cli/", import.meta.url));

describe("every TypeScript block of the READMEs and docs pages", () => {
  let sandbox: RunningSandbox;
  let relay: CliRelay;
  let report: CheckReport;

  beforeAll(async () => {
    // Seed 1: the ids the docs use. Operations complete at once, so a `wait` costs one poll.
    sandbox = await startSandbox({ seed: 1, operationDurationMs: 0 });
    relay = await startCliRelay(cliDir);
    report = await checkSnippets({
      root,
      workDir,
      env: sandboxEnv(sandbox),
      // The programs' fetch is this process's own, to the sandbox on 127.0.0.1; the SDK's waits (a 202's
      // polls, Retry-After) return at once, since the sandbox's operations complete at once.
      inProcess: { fetch: globalThis.fetch, sleep: async (_ms, signal) => signal?.throwIfAborted() },
      cliEnv: cliEnv(sandbox, { workDir: cliDir, bin: relay.bin }),
      // A bound that catches a hang of a `sh cli` block.
      timeoutMs: 150_000,
      // Built as the docs build builds them: the text the API reference shows.
      alsoTypeCheck: referenceSamples(root).map((s) => ({ name: sampleName(s), source: s.source })),
    });
    console.log(report.summary);
  }, 900_000);
  afterAll(async () => {
    await relay?.close();
    await sandbox?.close();
  });

  it("finds the blocks of the root README and of every package README", () => {
    expect(report.files).toEqual(expect.arrayContaining(["README.md", "packages/sdk/README.md"]));
  });

  it("uses only known fence words and no literal …", () => {
    expect(report.failures.filter((f) => f.stage === "fence").map(formatFailure)).toEqual([]);
  });

  it("type-checks every block against the packages, strict", () => {
    expect(report.failures.filter((f) => f.stage === "type-check").map(formatFailure)).toEqual([]);
  });

  it("type-checks every API reference sample (one per operation) against the packages, strict", () => {
    expect(report.otherTypeChecked).toBe(operationCount(root));
    expect(report.otherTypeErrors).toEqual([]);
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
