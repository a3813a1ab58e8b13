import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

// What a stdio start of the built executable links before it runs a line: dist/reportkit-mcp.js and
// every file it imports statically, transitively (its chunks, Node's modules, the packages left
// external). A dynamic import() is loaded when it runs, so the walk stops there. Built by `build`,
// which turbo runs before `test`.
const BIN = fileURLToPath(new URL("../dist/reportkit-mcp.js", import.meta.url));
const STATIC = /(?:\bfrom|\bimport)\s*"([^"]+)"/g;

function linkedAtStart(entry: string): { specifiers: Set<string>; text: string } {
  const specifiers = new Set<string>();
  const seen = new Set<string>();
  let text = "";
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = readFileSync(file, "utf8");
    text += source;
    for (const [, specifier] of source.matchAll(STATIC)) {
      if (!specifier) continue;
      if (specifier.startsWith(".")) visit(join(dirname(file), specifier));
      else specifiers.add(specifier);
    }
  };
  visit(entry);
  return { specifiers, text };
}

describe.skipIf(!existsSync(BIN))("the built reportkit-mcp at a stdio start", () => {
  const { specifiers, text } = linkedAtStart(BIN);

  it("links the operation summary and the SDK's settings", () => {
    expect(specifiers).toContain("@reportkit/catalog/summary");
    expect(specifiers).toContain("@reportkit/sdk/node/settings");
  });

  it("links not the SDK's request side (@reportkit/sdk, /advanced, /node): loaded at the first call", () => {
    const sdk = [...specifiers].filter((specifier) => specifier.startsWith("@reportkit/sdk"));
    expect(sdk).toEqual(["@reportkit/sdk/node/settings"]);
  });

  it("links not JMESPath: loaded at the first select", () => {
    // One of its error messages, bundled in its own chunk.
    expect(text).not.toContain("Unknown function");
  });

  it("links none of the HTTP transport's modules (node:http, node:http2, node:net...): loaded with --http", () => {
    const http = [...specifiers].filter((specifier) =>
      /^node:(https?|http2|net|tls|stream\/web)$|hono/.test(specifier),
    );
    expect(http).toEqual([]);
  });

  it("links not the operation table (@reportkit/catalog): loaded at the first call", () => {
    expect(specifiers).not.toContain("@reportkit/catalog");
  });
});
