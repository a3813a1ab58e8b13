import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

// What a stdio start of the built executable loads before it runs a line of the server: the files that
// dist/reportkit-mcp.js imports statically, transitively (its chunks, Node's modules, the packages left
// external), then the same of the server's own chunk (bin-chunks/run-*.js), which the entry always
// imports once zod is configured. Any other dynamic import() is loaded when it runs, so the walk stops
// there. Built by `build`, which turbo runs before `test`.
const BIN = fileURLToPath(new URL("../dist/reportkit-mcp.js", import.meta.url));
const STATIC = /(?:\bfrom|\bimport)\s*"([^"]+)"/g;
const RUN = /\bimport\("(\.\/bin-chunks\/run-[^"]+)"\)/;

interface Linked {
  specifiers: Set<string>;
  text: string;
}

function linked(entry: string, into: Linked = { specifiers: new Set(), text: "" }, seen = new Set<string>()) {
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = readFileSync(file, "utf8");
    into.text += source;
    for (const [, specifier] of source.matchAll(STATIC)) {
      if (!specifier) continue;
      if (specifier.startsWith(".")) visit(join(dirname(file), specifier));
      else into.specifiers.add(specifier);
    }
  };
  visit(entry);
  return into;
}

describe.skipIf(!existsSync(BIN))("the built reportkit-mcp at a stdio start", () => {
  const entry = readFileSync(BIN, "utf8");
  const beforeRun = linked(BIN);
  const runChunk = RUN.exec(entry)?.[1];
  const { specifiers, text } = runChunk
    ? linked(join(dirname(BIN), runChunk), {
        specifiers: new Set(beforeRun.specifiers),
        text: beforeRun.text,
      })
    : beforeRun;

  it("sets zod's jitless before it imports the modules that make schemas (the MCP SDK's, the tools')", () => {
    expect(runChunk).toBeDefined();
    expect(entry.search(/jitless:(?:true|!0)/)).toBeGreaterThan(0);
    expect(entry.search(RUN)).toBeGreaterThan(entry.search(/jitless:(?:true|!0)/));
    // The MCP SDK's code is in none of the files evaluated before that line.
    expect(beforeRun.text).not.toContain("Unknown tool");
    expect(beforeRun.text).not.toContain("InvalidParams");
  });

  it("links the operation summary and the SDK's settings", () => {
    expect(specifiers).toContain("@reportkit/catalog/summary");
    expect(specifiers).toContain("@reportkit/sdk/node/settings");
  });

  it("links not the MCP SDK: the opening (initialize, tools/list) is answered without it, loaded at the first other message", () => {
    // Strings of the SDK's server and of its stdio transport.
    expect(text).not.toContain("InvalidParams");
    expect(text).not.toContain("StdioServerTransport already started");
    expect(entry + text).toMatch(/import\("\.\/stdio-sdk-[^"]+"\)/);
  });

  it("links not the SDK's request side (@reportkit/sdk, /advanced, /node): loaded at the first call", () => {
    const sdk = [...specifiers].filter((specifier) => specifier.startsWith("@reportkit/sdk"));
    expect(sdk).toEqual(["@reportkit/sdk/node/settings"]);
  });

  it("links none of the HTTP transport's modules (node:http, node:http2, node:net...): loaded with --http", () => {
    const http = [...specifiers].filter((specifier) =>
      /^node:(https?|http2|net|tls|stream\/web)$|hono/.test(specifier),
    );
    expect(http).toEqual([]);
  });

  it("links not JMESPath: loaded at the first select", () => {
    // One of its error messages, bundled in its own chunk.
    expect(text).not.toContain("Unknown function");
  });

  it("links not the operation table (@reportkit/catalog): loaded at the first call", () => {
    expect(specifiers).not.toContain("@reportkit/catalog");
  });
});
