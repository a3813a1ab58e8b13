// checkSnippets end to end on fixture pages, as ./snippets.test.ts runs it on the docs: the one
// type-check program, each runnable block run in this process (runInProcess) against a sandbox, and the
// failures placed in their Markdown files. What only it proves: that the checker fails, at the right
// Markdown line, a block that does not compile, a program that compiles but throws, an unknown fence
// word and a `…` (the docs pass, so ./snippets.test.ts never shows a failure); extractBlocks' rules are
// in ../checker.test.ts. The sandbox is in process: what a child `node` and a socket alone show is
// ./reference-samples-run.test.ts's. In test/e2e/ for its TypeScript program over the packages' sources
// (most of it parsed once with ./snippets.test.ts's: src/typecheck.ts).
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { createSandbox } from "@reportkit/sandbox";
import { beforeAll, describe, expect, it } from "vitest";
import {
  type CheckReport,
  checkSnippets,
  extractBlocks,
  formatFailure,
  inProcessSandboxEnv,
  typeCheck,
} from "../../src/index.js";

const fixtures = fileURLToPath(new URL("../fixtures/", import.meta.url));
// Outside node_modules, so the test runner transforms the programs it imports; test-results/ is not committed.
const workDir = fileURLToPath(new URL("../../test-results/snippets/fixtures/", import.meta.url));

describe("checkSnippets on fixture pages", () => {
  let report: CheckReport;

  beforeAll(async () => {
    const sandbox = createSandbox({ seed: 1, operationDurationMs: 0 });
    report = await checkSnippets({
      root: fixtures,
      files: ["good.md", "bad-type.md", "throws.md", "words.md"],
      workDir,
      env: inProcessSandboxEnv(sandbox),
      inProcess: {
        fetch: sandbox.fetch as typeof fetch,
        sleep: async (_ms, signal) => signal?.throwIfAborted(),
      },
      // As the API reference's samples are checked: in the blocks' program, named by their operation.
      alsoTypeCheck: [
        {
          name: "fixture GET /ok (ok)",
          source: 'import { createReportkit } from "@reportkit/sdk";\nvoid createReportkit;\n',
        },
        { name: "fixture GET /bad (bad)", source: 'const n: number = "one";\nvoid n;\n' },
      ],
    });
  }, 240_000); // a hang bound: one TypeScript program and two programs in process

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

describe("typeCheck in a process that keeps parsed files between programs", () => {
  it("reads a module again when its text changed since the last program", () => {
    const dir = fileURLToPath(new URL("../../test-results/snippets/reparse/", import.meta.url));
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, "package.json"), '{ "private": true, "type": "module" }\n');
    const dep = join(dir, "dep.ts");
    const path = join(dir, "block.ts");
    writeFileSync(path, 'import { n } from "./dep.js";\nconst s: string = n;\nvoid s;\n');
    const block = extractBlocks("page.md", "```ts\n```\n")[0]!;
    writeFileSync(dep, "export const n = 1;\n");
    expect(typeCheck([{ block, path }]).map((d) => d.message)).toEqual([expect.stringMatching(/^TS2322: /)]);
    writeFileSync(dep, 'export const n = "one";\n');
    expect(typeCheck([{ block, path }])).toEqual([]);
  });
});
