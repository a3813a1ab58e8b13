import { describe, expect, it } from "vitest";
import { extractBlocks } from "../src/index.js";

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
