import { afterAll, describe, expect, it } from "vitest";
import { findSecrets, sandboxFixture } from "./support/harness.js";
import {
  type CallResult,
  type ClientVersion,
  connectInProcess,
  errorDetails,
  type InProcessSession,
} from "./support/in-process.js";

// Every operation reachable from a small tool list: find_operations, describe_operation,
// call_operation; toolsets list more; `select` keeps what an agent needs. Both official clients.
const fx = await sandboxFixture();
const sessions: InProcessSession[] = [];
afterAll(async () => {
  for (const session of sessions) await session.close();
  await fx.close();
});
async function start(version: ClientVersion, argv: string[] = []) {
  const session = await connectInProcess(version, argv, fx.env);
  sessions.push(session);
  return session;
}
const structured = (result: CallResult) => result.structuredContent as Record<string, unknown>;

describe.each<ClientVersion>(["1.x", "2.x"])("with the %s client", (version) => {
  it("an agent that knows only the default list finds an operation, reads its schema and calls it", async () => {
    const session = await start(version);
    const { tools } = await session.listTools();
    const names = tools.map((tool) => tool.name);
    expect(names).toContain("find_operations");
    expect(names).not.toContain("chains_list_chains");

    const found = await session.callTool("find_operations", { query: "list the chains of an environment" });
    expect(found.isError).toBeFalsy();
    const operations = structured(found).operations as { name: string; callable: boolean; listed: boolean }[];
    expect(operations[0]).toMatchObject({ name: "chains_list_chains", callable: true, listed: false });

    const described = await session.callTool("describe_operation", { operation: "chains_list_chains" });
    const { inputSchema } = structured(described) as {
      inputSchema: { required: string[]; properties: object };
    };
    expect(inputSchema.required).toEqual(["environment_id"]);
    expect(Object.keys(inputSchema.properties)).toContain("select");

    const called = await session.callTool("call_operation", {
      operation: "chains_list_chains",
      arguments: { environment_id: fx.sandbox.demo.environments[0] },
    });
    expect(called.isError).toBeFalsy();
    expect(structured(called)).toMatchObject({ status: 200 });
  });

  it("call_operation checks the arguments as the operation's tool does", async () => {
    const session = await start(version);
    const result = await session.callTool("call_operation", { operation: "chains_get_user", arguments: {} });
    expect(result.isError).toBe(true);
    expect(errorDetails(result)).toMatchObject({ class: "InvalidArguments" });
  });

  it("a write found by find_operations is refused in the default read-only mode, for call_operation too", async () => {
    const session = await start(version);
    const found = await session.callTool("find_operations", { query: "copy file" });
    const copy = (structured(found).operations as { name: string; callable: boolean; why?: string }[]).find(
      (operation) => operation.name === "platform_copy_file",
    );
    expect(copy).toMatchObject({ callable: false, why: expect.stringContaining("--allow-writes") });
    const result = await session.callTool("call_operation", {
      operation: "platform_copy_file",
      arguments: { fileId: fx.sandbox.demo.fileId, body: {} },
    });
    expect(errorDetails(result)).toMatchObject({ class: "ToolUnavailable" });
  });

  it("--toolsets lists the operations of an API and of an API's tag as tools", async () => {
    const session = await start(version, ["--toolsets", "chains,platform.spreadsheets"]);
    const names = (await session.listTools()).tools.map((tool) => tool.name);
    expect(names).toEqual(
      expect.arrayContaining(["chains_list_chains", "chains_list_users", "chains_get_user"]),
    );
    expect(names).toContain("platform_get_spreadsheet_by_id");
    expect(names).not.toContain("platform_list_files");
    expect(names).not.toContain("platform_update_range_values"); // a write, without --allow-writes
  });

  it("a read with select returns only the selected fields", async () => {
    const session = await start(version, ["--toolsets", "chains"]);
    const result = await session.callTool("chains_get_user", {
      userId: fx.sandbox.demo.userId,
      select: "data.{id: id}",
    });
    expect(result.isError).toBeFalsy();
    expect(structured(result)).toMatchObject({ status: 200, selected: { id: fx.sandbox.demo.userId } });
    expect(structured(result).data).toBeUndefined();
  });

  it("list_all with select returns the selected fields of every item", async () => {
    const session = await start(version);
    const result = await session.callTool("list_all", {
      tool: "chains_list_users",
      maxItems: 3,
      select: "[].id",
    });
    expect(result.isError).toBeFalsy();
    const selected = structured(result).selected as unknown[];
    expect(selected).toHaveLength(3);
    expect(selected.every((id) => typeof id === "string")).toBe(true);
  });

  it("a select that is not JMESPath is an InvalidArguments tool error", async () => {
    const session = await start(version, ["--toolsets", "chains"]);
    const result = await session.callTool("chains_get_user", {
      userId: fx.sandbox.demo.userId,
      select: "{id",
    });
    expect(errorDetails(result)).toMatchObject({ class: "InvalidArguments" });
  });
});

it("an unknown toolset stops the server, naming the toolsets", async () => {
  await expect(connectInProcess("2.x", ["--toolsets", "platform.nothing"], fx.env)).rejects.toThrow(
    /no such toolset.*platform\.spreadsheets/,
  );
});

it("REPORTKIT_MCP_TOOLSETS chooses the toolsets when --toolsets does not", async () => {
  const session = await connectInProcess("2.x", [], { ...fx.env, REPORTKIT_MCP_TOOLSETS: "chains.users" });
  sessions.push(session);
  const names = (await session.listTools()).tools.map((tool) => tool.name);
  expect(names).toContain("chains_get_user");
  expect(names).not.toContain("chains_list_chains");
});

it("no message holds the client secret or a token", () => {
  expect(
    findSecrets(
      sessions.flatMap((s) => s.messages),
      fx.secrets(),
    ),
  ).toEqual([]);
});
