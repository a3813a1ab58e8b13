import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { cycles, folderGraph, importGraph } from "@reportkit/testkit/node";
import { describe, expect, it } from "vitest";
import { functionSpans } from "./function-lengths.js";

// Issue 22: the platform's operations and six resource modules imported each other, and so did the
// folders (apis <-> the top-level files <-> state <-> http). Imports run one way now, down this table:
// each folder may import only the folders listed for it. The top-level files (".") wire it all up.
const LAYERS: Record<string, readonly string[]> = {
  core: [],
  generated: [],
  contract: ["core", "generated"],
  state: ["core"],
  engine: ["core", "contract", "state"],
  http: ["core", "contract", "state", "engine"],
  apis: ["core", "contract", "state", "engine", "http"],
  ".": ["core", "contract", "state", "engine", "http", "apis"],
};

/** The most lines a function of src/ may span (doing one job reads in one screen). */
const MAX_FUNCTION_LINES = 60;

const root = fileURLToPath(new URL("../src/", import.meta.url));
const graph = importGraph(root);

describe("packages/sandbox/src imports run one way", () => {
  it("has no import cycle between files", () => {
    expect(cycles(graph)).toEqual([]);
  });

  it("has no import cycle between folders", () => {
    expect(cycles(folderGraph(graph))).toEqual([]);
  });

  it("imports only the folders below each folder's layer", () => {
    const wrong = [...folderGraph(graph)].flatMap(([folder, targets]) => {
      const allowed = LAYERS[folder];
      if (!allowed) return [`${folder} has no layer`];
      return targets.filter((t) => !allowed.includes(t)).map((t) => `${folder} -> ${t}`);
    });
    expect(wrong).toEqual([]);
  });
});

describe(`packages/sandbox/src functions do one job (at most ${MAX_FUNCTION_LINES} lines)`, () => {
  it("has no longer function", () => {
    const long = [...graph.keys()].flatMap((file) =>
      functionSpans(file, readFileSync(`${root}${file}`, "utf8"))
        .filter((span) => span.lines > MAX_FUNCTION_LINES)
        .map((span) => `${file}:${span.line} ${span.name} (${span.lines} lines)`),
    );
    expect(long).toEqual([]);
  });

  it("counts every kind of function, nested ones inside their parents", () => {
    const text = [
      "/** Docs are not counted. */",
      "export function declared() {",
      "  const inner = () => {",
      "    return 1;",
      "  };",
      "  return inner();",
      "}",
      "const assigned = async (x: number) => x;",
      "class Box {",
      "  constructor() {}",
      "  method() {",
      "    [1].map(function (n) {",
      "      return n;",
      "    });",
      "  }",
      "}",
      "const table = { a: 1, b: [2, 3] };",
    ].join("\n");
    expect(functionSpans("fixture.ts", text)).toEqual([
      { name: "declared", line: 2, lines: 6 },
      { name: "inner", line: 3, lines: 3 },
      { name: "assigned", line: 8, lines: 1 },
      { name: "Box.constructor", line: 10, lines: 1 },
      { name: "Box.method", line: 11, lines: 5 },
      { name: "(anonymous)", line: 12, lines: 3 },
    ]);
  });
});
