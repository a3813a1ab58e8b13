import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { afterAll, describe, expect, it } from "vitest";
import { BIN, errorOf, sandboxFixture, startHttpServer } from "../support/harness.js";

// The built `reportkit-mcp` driven by the official 1.x client (`@modelcontextprotocol/sdk`, what most
// hosts ship) over stdio and Streamable HTTP: errors reach it as tool errors with their typed details,
// and the discovery path works from the default tool list.
const fx = await sandboxFixture();
const TOKEN = "a-token-of-this-server-only-0123456789";
const closers: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const close of closers.reverse()) await close();
  await fx.close();
});

type Connect = (env: Record<string, string>) => Promise<Client>;
const overStdio: Connect = async (env) => {
  const client = new Client({ name: "reportkit-mcp-e2e-v1", version: "1.0.0" });
  await client.connect(
    new StdioClientTransport({ command: process.execPath, args: [BIN], env, stderr: "ignore" }),
  );
  closers.push(() => client.close());
  return client;
};
const overHttp: Connect = async (env) => {
  const server = await startHttpServer([], { ...env, REPORTKIT_MCP_TOKEN: TOKEN });
  closers.push(() => server.stop());
  const client = new Client({ name: "reportkit-mcp-e2e-v1", version: "1.0.0" });
  await client.connect(
    new StreamableHTTPClientTransport(new URL(server.url), {
      requestInit: { headers: { Authorization: `Bearer ${TOKEN}` } },
    }),
  );
  closers.push(() => client.close());
  return client;
};

describe.each([
  ["stdio", overStdio],
  ["Streamable HTTP", overHttp],
] as const)("the 1.x client over %s", (_transport, connect) => {
  it("a wrong id, bad arguments and refused credentials each arrive as a tool error with the typed details", async () => {
    const client = await connect(fx.env);
    await client.listTools();
    const notFound = await client.callTool({
      name: "call_operation",
      arguments: { operation: "prep_get_select_list", arguments: { selectListId: "sl-missing" } },
    });
    expect(notFound.isError).toBe(true);
    expect(errorOf(notFound)).toMatchObject({
      class: "NotFoundError",
      status: 404,
      mayHaveBeenApplied: false,
    });
    const badArguments = await client.callTool({ name: "find_operations", arguments: { query: 7 } });
    expect(errorOf(badArguments)).toMatchObject({ class: "InvalidArguments" });

    const refused = await connect({ ...fx.env, REPORTKIT_CLIENT_SECRET: "not-the-secret-at-all" });
    await refused.listTools();
    const denied = await refused.callTool({
      name: "call_operation",
      arguments: { operation: "chains_list_users", arguments: {} },
    });
    expect(denied.isError).toBe(true);
    expect(String(errorOf(denied)?.class)).toMatch(/Authentication|Credentials/);
  });

  it("finds an operation it was not shown, reads its schema and calls it, with a selection", async () => {
    const client = await connect(fx.env);
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name)).not.toContain("chains_get_user");
    const found = await client.callTool({ name: "find_operations", arguments: { query: "get a user" } });
    const names = (found.structuredContent as { operations: { name: string }[] }).operations.map(
      (o) => o.name,
    );
    expect(names).toContain("chains_get_user");
    const described = await client.callTool({
      name: "describe_operation",
      arguments: { operation: "chains_get_user" },
    });
    expect(described.structuredContent).toMatchObject({ inputSchema: { required: ["userId"] } });
    const called = await client.callTool({
      name: "call_operation",
      arguments: {
        operation: "chains_get_user",
        arguments: { userId: fx.sandbox.demo.userId, select: "data.id" },
      },
    });
    expect(called.structuredContent).toMatchObject({ status: 200, selected: fx.sandbox.demo.userId });
  });
});
