import { beforeAll, describe, expect, it, vi } from "vitest";

// Counts the imports of what a start must not load: the operation table (`@reportkit/catalog`, a
// megabyte), the SDK's request side (`@reportkit/sdk`: pipeline, waits, paging, transfers; a start
// reads `@reportkit/sdk/node/settings`) and JMESPath (loaded at the first `select`). A factory runs
// when a module first imports the package, statically or dynamically.
const imports = vi.hoisted(() => ({ table: 0, sdk: 0, jmespath: 0 }));
vi.mock("@reportkit/catalog", async (original) => {
  imports.table++;
  return original();
});
vi.mock("@reportkit/sdk", async (original) => {
  imports.sdk++;
  return original();
});
vi.mock("@jmespath-community/jmespath", async (original) => {
  imports.jmespath++;
  return original();
});

// The package's test files share one module graph (vitest.config.ts: isolate false), so an earlier file
// may have loaded all three already: the registry is emptied and the server imported afresh here.
let connectInProcess: typeof import("./support/in-process.js").connectInProcess;
beforeAll(async () => {
  vi.resetModules();
  ({ connectInProcess } = await import("./support/in-process.js"));
});

describe("what a start loads", () => {
  it("a default start (initialize and tools/list) imports neither the operation table nor the SDK's request side; the first call imports both", async () => {
    const session = await connectInProcess("2.x", [], {});
    const { tools } = await session.listTools();
    expect(tools.map((tool) => tool.name)).toContain("find_operations");
    expect(imports).toEqual({ table: 0, sdk: 0, jmespath: 0 });

    const found = await session.callTool("find_operations", { query: "chain run status" });
    expect(found.isError).toBeFalsy();
    expect(imports).toEqual({ table: 1, sdk: 1, jmespath: 0 });
    await session.close();
  });

  it("the operation table is imported before a toolset's operations are listed, and lists them", async () => {
    const session = await connectInProcess("2.x", ["--toolsets", "chains"], {});
    const { tools } = await session.listTools();
    expect(tools.some((tool) => tool.name.startsWith("chains_"))).toBe(true);
    expect(imports.table).toBe(1);
    await session.close();
  });
});
