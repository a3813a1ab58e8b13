import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { cycles, folderGraph, importGraph } from "@reportkit/testkit/node";
import { describe, expect, it } from "vitest";

// Issue 22: the SDK's folders imported each other (errors<->transport, auth<->transport...). Imports
// run one way now: no file imports itself back, and no folder does either. The entry points (index.ts,
// advanced.ts, node.ts) sit at the top, in ".".
const graph = importGraph(fileURLToPath(new URL("../src", import.meta.url)));

describe("packages/sdk/src imports run one way", () => {
  it("has no import cycle between files", () => {
    expect(cycles(graph)).toEqual([]);
  });

  it("has no import cycle between folders", () => {
    expect(cycles(folderGraph(graph))).toEqual([]);
  });

  it("keeps the runtime's internals out of its default path (undici and process details live in src/node/)", () => {
    const offenders = [...graph.keys()].filter((file) => {
      if (file.startsWith("node/")) return false;
      const text = readFileSync(fileURLToPath(new URL(`../src/${file}`, import.meta.url)), "utf8");
      return /Symbol\.for\("undici|process\??\.versions|setPrototypeOf|__proto__/.test(text);
    });
    expect(offenders).toEqual([]);
  });
});
