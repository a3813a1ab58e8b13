import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

// What a stdio start of the built executable loads before it answers the opening (initialize,
// tools/list): the files that dist/reportkit-mcp.js imports statically, transitively (its chunks, Node's
// modules, the packages left external). A dynamic import() is loaded when it runs, so the walk stops
// there. Built by `build`, which turbo runs before `test`.
const BIN = fileURLToPath(new URL("../dist/reportkit-mcp.js", import.meta.url));
const STATIC = /(?:\bfrom|\bimport)\s*"([^"]+)"/g;

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
  const { specifiers, text } = linked(BIN);

  it("links not zod, and sets its jitless before it imports the MCP SDK's modules, which make schemas with it", () => {
    // One of zod's class names, a string of its code.
    expect(text).not.toContain("$ZodObject");
    // The one function that loads the SDK's modules: zod imported, jitless set, then the module loaded.
    const load =
      /async function ([\w$]+)\([\w$]+\)\{let\{config:([\w$]+)\}=await import\("\.\/bin-chunks\/zod-[^"]+"\);return \2\(\{jitless:(?:true|!0)\}\),[\w$]+\(\)\}/.exec(
        entry,
      );
    expect(load).not.toBeNull();
    const sdkImports = [...entry.matchAll(/(.{0,12})import\("\.\/bin-chunks\/(stdio-sdk|http)-[^"]+"\)/g)];
    expect(sdkImports.map((found) => found[2]).sort()).toEqual(["http", "stdio-sdk"]);
    for (const found of sdkImports) expect(found[1]?.endsWith(`${load?.[1]}(()=>`)).toBe(true);
  });

  it("links the operation summary and the SDK's settings", () => {
    expect(specifiers).toContain("@reportkit/catalog/summary");
    expect(specifiers).toContain("@reportkit/sdk/node/settings");
  });

  it("links not the MCP SDK: the opening (initialize, tools/list) is answered without it, loaded at the first other message", () => {
    // Strings of the SDK's server and of its stdio transport.
    expect(text).not.toContain("InvalidParams");
    expect(text).not.toContain("StdioServerTransport already started");
    expect(entry).toMatch(/import\("\.\/bin-chunks\/stdio-sdk-[^"]+"\)/);
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
