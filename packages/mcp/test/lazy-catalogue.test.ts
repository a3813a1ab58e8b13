import { describe, expect, it, vi } from "vitest";
import { connectInProcess } from "./support/in-process.js";

// Counts the imports of the operation table (`@reportkit/catalog`, a megabyte): the factory runs when
// a module first imports it, statically or dynamically.
const table = vi.hoisted(() => ({ imports: 0 }));
vi.mock("@reportkit/catalog", async (original) => {
  table.imports++;
  return original();
});

describe("the operation table at start", () => {
  it("is not imported by a default start (initialize and tools/list), and is at the first call", async () => {
    const session = await connectInProcess("2.x", [], {});
    const { tools } = await session.listTools();
    expect(tools.map((tool) => tool.name)).toContain("find_operations");
    expect(table.imports).toBe(0);

    const found = await session.callTool("find_operations", { query: "chain run status" });
    expect(found.isError).toBeFalsy();
    expect(table.imports).toBe(1);
    await session.close();
  });

  it("is imported before a toolset's operations are listed, and lists them", async () => {
    const session = await connectInProcess("2.x", ["--toolsets", "chains"], {});
    const { tools } = await session.listTools();
    expect(tools.some((tool) => tool.name.startsWith("chains_"))).toBe(true);
    expect(table.imports).toBe(1);
    await session.close();
  });
});
