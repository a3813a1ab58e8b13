import { OPERATIONS } from "@reportkit/catalog";
import { beforeAll, describe, expect, it } from "vitest";
import { loadCatalogue } from "../../src/catalogue.js";
import { describeTools } from "../../src/index.js";
import { toolName } from "../../src/tools/names.js";
import { type Selection, SelectionError, selectTools } from "../../src/tools/select.js";
import { allTools } from "../../src/tools/table.js";

// Definitions and error reports read the operation table, which a server loads at its first call.
beforeAll(() => loadCatalogue());

const all = allTools();
const names = (selection: Selection) =>
  selectTools(all, selection).enabled.map((tool) => tool.definition.name);
const why = (selection: Selection, name: string) => selectTools(all, selection).hidden.get(name);

describe("which tools are offered", () => {
  it("reads only by default", () => {
    const offered = selectTools(all, {}).enabled;
    expect(offered.length).toBeGreaterThan(30);
    expect(offered.every((tool) => tool.access === "read")).toBe(true);
    expect(why({}, "platform_copy_file")).toMatch(/read-only.*--allow-writes/);
  });

  it("every tool with --allow-writes, the file tools only with a folder allowed", () => {
    expect(names({ allowWrites: true })).toHaveLength(all.length - 2);
    expect(why({ allowWrites: true }, "import_file")).toMatch(/--allow-dir/);
    expect(names({ allowWrites: true, files: true })).toHaveLength(all.length);
  });

  it("--apis keeps the tools of those APIs; the hand-shaped platform tools go with the platform", () => {
    const offered = names({ apis: ["chains"], allowWrites: true, files: true });
    const chains = OPERATIONS.filter((op) => op.api === "chains").map(toolName);
    expect(chains).toHaveLength(29);
    expect(offered.sort()).toEqual(
      [
        ...chains,
        "call_operation",
        "describe_operation",
        "find_operations",
        "list_all",
        "read_result",
      ].sort(),
    );
    expect(why({ apis: ["chains"] }, "wait_for_operation")).toMatch(/--apis chains, without platform/);
  });

  it("--tools: a name in full offers a write without --allow-writes; a pattern offers reads unless --allow-writes", () => {
    expect(names({ tools: ["platform_trash_file_by_id"] })).toEqual([
      "platform_trash_file_by_id",
      "read_result",
    ]);
    const pattern = names({ tools: ["platform_*_file*"] });
    expect(pattern).not.toContain("platform_copy_file");
    expect(why({ tools: ["platform_*_file*"] }, "platform_copy_file")).toMatch(/named in full/);
    expect(names({ tools: ["platform_*_file*"], allowWrites: true })).toContain("platform_copy_file");
  });

  it("--exclude-tools wins, but read_result stays (it only reads results already sent in part)", () => {
    const offered = names({ allowWrites: true, excludeTools: ["platform_*", "read_result"] });
    expect(offered.some((name) => name.startsWith("platform_"))).toBe(false);
    expect(offered).toContain("read_result");
  });

  it("a name or an API that does not exist stops the server, with the close names", () => {
    expect(() => names({ tools: ["platform_copy_fiel"] })).toThrow(SelectionError);
    expect(() => names({ tools: ["platform_copy_fiel"] })).toThrow(/did you mean platform_copy_file/);
    expect(() => names({ excludeTools: ["nothing_*"] })).toThrow(/matches no tool/);
    expect(() => names({ apis: ["auth"] })).toThrow(/no such API/);
  });
});

it("describeTools says what a set of flags offers, as tools/list will, and why the others are not", () => {
  const { offered, hidden } = describeTools({ apis: ["prep"], allowWrites: true });
  const prepTools = OPERATIONS.filter((op) => op.api === "prep").map(toolName);
  expect(prepTools).toHaveLength(83);
  expect(offered.map((tool) => tool.name)).toEqual([
    ...prepTools,
    "find_operations",
    "describe_operation",
    "call_operation",
    "list_all",
    "read_result",
  ]);
  expect(offered.find((tool) => tool.name === "prep_delete_table")).toMatchObject({
    access: "write",
    annotations: { destructiveHint: true },
    operation: { api: "prep", operationId: "deleteTable", method: "DELETE", path: "/api/v1/table/{tableId}" },
  });
  expect(hidden.chains_get_user).toMatch(/--apis prep/);
});

it("--toolsets lists only the operations of those toolsets, every hand-shaped tool still", () => {
  const offered = names({ toolsets: ["chains.users"] });
  expect(offered.filter((name) => name.startsWith("chains_"))).toEqual([
    "chains_list_users",
    "chains_get_user",
    "chains_list_groups_of_user",
  ]);
  expect(offered.some((name) => name.startsWith("platform_"))).toBe(false);
  expect(offered).toEqual(
    expect.arrayContaining(["find_operations", "describe_operation", "call_operation"]),
  );
  expect(why({ toolsets: [] }, "chains_list_chains")).toMatch(/call_operation calls it/);
  expect(names({ toolsets: ["all"] })).toEqual(names({}));
});
