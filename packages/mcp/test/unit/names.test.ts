import { OPERATIONS } from "@reportkit/catalog";
import { beforeAll, describe, expect, it } from "vitest";
import { loadCatalogue } from "../../src/catalogue.js";
import { argumentName, NAME_PATTERN, snakeCase, toolName } from "../../src/tools/names.js";
import { allTools } from "../../src/tools/table.js";

// Definitions and error reports read the operation table, which a server loads at its first call.
beforeAll(() => loadCatalogue());

describe("tool names", () => {
  it("are the API and the operationId in snake case", () => {
    expect(snakeCase("getSpreadsheetById")).toBe("get_spreadsheet_by_id");
    expect(snakeCase("getXBRLFacts")).toBe("get_xbrl_facts");
    expect(toolName({ api: "processes-preview", operationId: "getProcessRunById" })).toBe(
      "processes_preview_get_process_run_by_id",
    );
    // importFile is an operation of two APIs: the prefix keeps the names apart.
    expect(toolName({ api: "platform", operationId: "importFile" })).toBe("platform_import_file");
    expect(toolName({ api: "prep", operationId: "importFile" })).toBe("prep_import_file");
  });

  it("are unique, and short and plain enough for every common host (64 characters of [a-z0-9_])", () => {
    const names = allTools().map((tool) => tool.definition.name);
    // The name known without building the definition is the one the definition gives.
    expect(allTools().map((tool) => tool.name)).toEqual(names);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name).toMatch(/^[a-z0-9_]{1,64}$/);
  });

  it("have argument names hosts accept, one per parameter, unique within a tool", () => {
    expect(argumentName("$filter")).toBe("filter");
    expect(argumentName("page[size]")).toBe("page_size");
    expect(argumentName("Wk-Service-Provider")).toBe("Wk-Service-Provider");
    const tools = allTools();
    const byName = new Map(tools.map((tool) => [tool.name, tool]));
    for (const tool of tools) {
      const names = Object.keys(tool.definition.inputSchema.properties);
      for (const name of names) expect(name).toMatch(NAME_PATTERN);
    }
    // Every parameter of every operation has its argument.
    for (const operation of OPERATIONS.filter((op) => op.family !== "auth")) {
      const tool = byName.get(toolName(operation))!;
      const args = Object.keys(tool.definition.inputSchema.properties);
      expect(args).toEqual([
        ...operation.parameters.map((p) => argumentName(p.name)),
        ...(operation.requestBody ? ["body"] : []),
        // Every read takes a JMESPath `select` too (applied to the answer, never sent).
        ...(operation.read ? ["select"] : []),
      ]);
    }
  });

  it("leave the token endpoint out: its answer is a bearer token", () => {
    expect(allTools().some((tool) => tool.operation?.api === "auth")).toBe(false);
  });
});
