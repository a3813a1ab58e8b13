// checkSnippets end to end on fixture pages: the one type-check program, each runnable block as a child
// process against a sandbox over HTTP, and the failures placed in their Markdown files. Only running
// the blocks shows a program that compiles but throws (extractBlocks' rules are in ../checker.test.ts).
import { fileURLToPath } from "node:url";
import { type RunningSandbox, startSandbox } from "@reportkit/sandbox";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type CheckReport,
  checkSnippets,
  formatFailure,
  RUN_HANG_BOUND_MS,
  sandboxEnv,
} from "../../src/index.js";

const fixtures = fileURLToPath(new URL("../fixtures/", import.meta.url));
const workDir = fileURLToPath(new URL("../../node_modules/.cache/snippet-tests/fixtures/", import.meta.url));

describe("checkSnippets on fixture pages", () => {
  let sandbox: RunningSandbox;
  let report: CheckReport;

  beforeAll(async () => {
    sandbox = await startSandbox({ seed: 1 });
    report = await checkSnippets({
      root: fixtures,
      files: ["good.md", "bad-type.md", "throws.md", "words.md"],
      workDir,
      env: sandboxEnv(sandbox),
      // As the API reference's samples are checked: in the blocks' program, named by their operation.
      alsoTypeCheck: [
        {
          name: "fixture GET /ok (ok)",
          source: 'import { createReportkit } from "@reportkit/sdk";\nvoid createReportkit;\n',
        },
        { name: "fixture GET /bad (bad)", source: 'const n: number = "one";\nvoid n;\n' },
      ],
    });
  }, RUN_HANG_BOUND_MS + 30_000); // a hang bound: two spawned blocks and one TypeScript program
  afterAll(() => sandbox?.close());

  it("counts blocks, files, type-checked and run blocks in its summary line", () => {
    expect(report.summary).toBe(
      "snippets: 7 blocks in 4 files, 5 type-checked, 2 run, 2 other modules type-checked with them, 4 failed",
    );
  });

  it("runs a complete program against the sandbox and passes a fragment and a vitest file that compile", () => {
    const good = report.failures.filter((f) => f.block.file === "good.md");
    expect(good.map(formatFailure)).toEqual([]);
  });

  it("fails a block that does not compile, citing the Markdown file, line and column", () => {
    const failure = report.failures.find((f) => f.block.file === "bad-type.md");
    expect(failure?.stage).toBe("type-check");
    expect(failure?.where).toMatch(/^bad-type\.md:7:\d+$/); // the line of the call
    expect(failure?.message).toMatch(/^TS\d+: /);
  });

  it("type-checks the other modules in the same program and names each error by its module and line", () => {
    expect(report.otherTypeChecked).toBe(2);
    expect(report.otherTypeErrors).toEqual([
      expect.stringMatching(/^fixture GET \/bad \(bad\), line 1: TS2322: /),
    ]);
  });

  it("fails a runnable block that throws, with the program's error output", () => {
    const failure = report.failures.find((f) => f.block.file === "throws.md");
    expect(failure?.stage).toBe("run");
    expect(failure?.where).toBe("throws.md:3");
    expect(failure?.message).toMatch(/exited with 1:\n[\s\S]*NotFoundError/);
  });

  it("fails an unknown info word and a literal … before type-checking them", () => {
    const words = report.failures.filter((f) => f.block.file === "words.md");
    expect(words.map((f) => [f.stage, f.where])).toEqual([
      ["fence", "words.md:3"],
      ["fence", "words.md:7"],
    ]);
  });
});
