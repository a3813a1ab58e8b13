import { fileURLToPath } from "node:url";
import { type RunningSandbox, startSandbox } from "@reportkit/sandbox";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type CheckReport, checkSnippets, extractBlocks, formatFailure, sandboxEnv } from "../src/index.js";

const fixtures = fileURLToPath(new URL("./fixtures/", import.meta.url));
const workDir = fileURLToPath(new URL("../node_modules/.cache/snippet-tests/fixtures/", import.meta.url));

describe("extractBlocks", () => {
  it("reads ts and typescript fences, ignores other languages and reads the kind from the info words", () => {
    const text = [
      "```ts",
      "const a = 1;",
      "```",
      "```js",
      "const b = 2;",
      "```",
      "```typescript fragment",
      "declare const c: number;",
      "```",
      "```ts test",
      "```",
    ].join("\n");
    const blocks = extractBlocks("page.md", text);
    expect(blocks.map((b) => [b.fenceLine, b.kind, b.code])).toEqual([
      [1, "run", "const a = 1;\n"],
      [7, "fragment", "declare const c: number;\n"],
      [10, "test", "\n"],
    ]);
  });

  it("reads a fence nested in a list item without its indentation, and a ~~~ fence holding backticks", () => {
    const text = [
      "- step",
      "  ```ts fragment",
      "  const a = `x`;",
      "  ```",
      "~~~ts",
      "const b = 1;",
      "~~~",
    ].join("\n");
    expect(extractBlocks("page.md", text).map((b) => b.code)).toEqual(["const a = `x`;\n", "const b = 1;\n"]);
  });

  it("accepts VitePress's line highlights, titles and line numbers as presentation", () => {
    const text = ["```ts{2} [client.ts]", "```", "```ts:line-numbers fragment {1,3-4}", "```"].join("\n");
    expect(extractBlocks("page.md", text).map((b) => [b.kind, b.problems])).toEqual([
      ["run", []],
      ["fragment", []],
    ]);
  });

  it("reads `sh cli` fences as command-line examples and leaves other shell fences alone", () => {
    const text = [
      "```sh cli",
      "reportkit --help",
      "```",
      "```sh",
      "npm install",
      "```",
      "```bash cli [demo] typo",
      "```",
    ].join("\n");
    expect(extractBlocks("page.md", text).map((b) => [b.kind, b.code, b.problems])).toEqual([
      ["cli", "reportkit --help\n", []],
      ["cli", "\n", [expect.stringContaining("unknown info word 'typo'")]],
    ]);
  });

  it("flags an unknown info word, two kinds at once, and a literal … with its line", () => {
    const text = ["```ts frgament", "```", "```ts fragment test", "```", "", "```ts", "f(…);", "```"].join(
      "\n",
    );
    expect(extractBlocks("page.md", text).map((b) => b.problems)).toEqual([
      [expect.stringContaining("unknown info word 'frgament'")],
      [expect.stringContaining("more than one kind")],
      [expect.stringContaining("line 7: a literal '…'")],
    ]);
  });
});

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
    });
  }, 120_000);
  afterAll(() => sandbox?.close());

  it("counts blocks, files, type-checked and run blocks in its summary line", () => {
    expect(report.summary).toBe("snippets: 7 blocks in 4 files, 5 type-checked, 2 run, 4 failed");
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
