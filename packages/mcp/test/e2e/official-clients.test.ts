// End to end (test/e2e/: `pnpm test` runs it, `pnpm test:quick` does not): the built server (or the one
// installed from its tarball, when REPORTKIT_MCP_BIN names it: `pnpm test` runs it only so, from the
// consumer check; see vitest.config.ts) driven by both
// official clients, 1.x (`@modelcontextprotocol/sdk`, what most hosts ship) and 2.x
// (`@modelcontextprotocol/client`), over stdio and Streamable HTTP, against a sandbox over HTTP. Only a
// real process shows what a host meets: the 1.x client's output-schema check on error results, the
// elicitation round trip across a transport, and what every message of a whole session carries.
import { Client as ClientV2, StreamableHTTPClientTransport as HttpV2 } from "@modelcontextprotocol/client";
import { StdioClientTransport as StdioV2 } from "@modelcontextprotocol/client/stdio";
import { Client as ClientV1 } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport as StdioV1 } from "@modelcontextprotocol/sdk/client/stdio.js";
import { StreamableHTTPClientTransport as HttpV1 } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { ElicitRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { afterAll, describe, expect, it } from "vitest";
import {
  BIN,
  errorOf,
  findSecrets,
  recordMessages,
  sandboxFixture,
  startHttpServer,
} from "../support/harness.js";

const TOKEN = "a-token-of-this-server-only-0123456789";
type Fixture = Awaited<ReturnType<typeof sandboxFixture>>;
type Version = "1.x" | "2.x";
type Transport = "stdio" | "Streamable HTTP";

/** What a test needs of either client: the calls an agent makes. */
interface Session {
  listTools(): Promise<{ tools: { name: string }[] }>;
  callTool(params: { name: string; arguments: Record<string, unknown> }): Promise<Record<string, unknown>>;
}
interface Options {
  env: Record<string, string>;
  args?: string[];
  /** Answer elicitation requests so (the client then declares the capability); none: it cannot ask. */
  answer?: "accept" | "decline";
  asked?: string[];
}

const closers: (() => Promise<unknown>)[] = [];
/** Every message each server sent, to scan for secrets at the end. */
const received: unknown[] = [];
const fixtures: Fixture[] = [];
afterAll(async () => {
  for (const close of closers.reverse()) await close().catch(() => {});
  for (const fx of fixtures) await fx.close();
});

/**
 * One HTTP server per flags and environment, shared by the sessions that start it alike (a host's
 * sessions share one server: each session still brings its own client, capabilities and answers).
 * Over stdio every session is a process of its own, as a host starts it.
 */
const httpServers = new Map<string, Promise<string>>();
function httpServer(args: string[], env: Record<string, string>): Promise<string> {
  const key = JSON.stringify([args, env]);
  let url = httpServers.get(key);
  if (!url) {
    url = startHttpServer(args, { ...env, REPORTKIT_MCP_TOKEN: TOKEN }).then((server) => {
      closers.push(() => server.stop());
      return server.url;
    });
    httpServers.set(key, url);
  }
  return url;
}

async function connect(version: Version, transport: Transport, options: Options): Promise<Session> {
  const args = options.args ?? [];
  const capabilities = options.answer ? { elicitation: { form: {} } } : {};
  const elicit = async (request: { params: unknown }) => {
    options.asked?.push(String((request.params as { message?: string }).message));
    return { action: options.answer };
  };
  const url = transport === "Streamable HTTP" ? await httpServer(args, options.env) : "";
  const headers = { Authorization: `Bearer ${TOKEN}` };
  const stdio = {
    command: process.execPath,
    args: [BIN, ...args],
    env: options.env,
    stderr: "ignore" as const,
  };
  if (version === "1.x") {
    const client = new ClientV1({ name: "reportkit-e2e-v1", version: "1.0.0" }, { capabilities });
    if (options.answer) client.setRequestHandler(ElicitRequestSchema, elicit as never);
    const wire =
      transport === "stdio" ? new StdioV1(stdio) : new HttpV1(new URL(url), { requestInit: { headers } });
    recordMessages(wire as unknown as { onmessage?: unknown }, received);
    await client.connect(wire);
    closers.push(() => client.close());
    return client as unknown as Session;
  }
  const client = new ClientV2({ name: "reportkit-e2e-v2", version: "1.0.0" }, { capabilities });
  if (options.answer) client.setRequestHandler("elicitation/create", elicit as never);
  const wire =
    transport === "stdio" ? new StdioV2(stdio) : new HttpV2(new URL(url), { requestInit: { headers } });
  recordMessages(wire as unknown as { onmessage?: unknown }, received);
  await client.connect(wire);
  closers.push(() => client.close());
  return client as unknown as Session;
}

const structured = <T>(result: Record<string, unknown>) => result.structuredContent as T;

describe.each([
  ["1.x", "stdio"],
  ["1.x", "Streamable HTTP"],
  ["2.x", "stdio"],
  ["2.x", "Streamable HTTP"],
] as const)("the %s client over %s", (version, transport) => {
  // Each pair has its sandbox: the destructive call below happens once per pair.
  const fixture = sandboxFixture().then((fx) => {
    fixtures.push(fx);
    return fx;
  });

  it("a wrong id, bad arguments and refused credentials each arrive as a tool error with the typed details", async () => {
    const fx = await fixture;
    const client = await connect(version, transport, { env: fx.env });
    await client.listTools();
    const notFound = await client.callTool({
      name: "call_operation",
      arguments: { operation: "prep_get_select_list", arguments: { selectListId: "sl-missing" } },
    });
    expect(notFound.isError).toBe(true);
    expect(notFound.structuredContent).toBeUndefined();
    expect(errorOf(notFound)).toMatchObject({
      class: "NotFoundError",
      status: 404,
      mayHaveBeenApplied: false,
    });
    const badArguments = await client.callTool({ name: "find_operations", arguments: { query: 7 } });
    expect(errorOf(badArguments)).toMatchObject({ class: "InvalidArguments" });

    const refused = await connect(version, transport, {
      env: { ...fx.env, REPORTKIT_CLIENT_SECRET: "not-the-secret-at-all" },
    });
    await refused.listTools();
    const denied = await refused.callTool({
      name: "call_operation",
      arguments: { operation: "chains_list_users", arguments: {} },
    });
    expect(denied.isError).toBe(true);
    expect(String(errorOf(denied)?.class)).toMatch(/Authentication|Credentials/);
  });

  it("an agent that knows only the default list starts a chain, finds how to read its run's status, and reads it with a selection", async () => {
    const fx = await fixture;
    const client = await connect(version, transport, { env: fx.env, args: ["--allow-writes"] });
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name)).not.toContain("chains_get_chain_run");

    const chainId = structured<{ selected: string }>(
      await client.callTool({
        name: "call_operation",
        arguments: {
          operation: "chains_list_chains",
          arguments: { environment_id: "env-prod", select: "data[?disabled == `false`] | [0].id" },
        },
      }),
    ).selected;
    expect(chainId).toEqual(expect.any(String));
    const started = await client.callTool({
      name: "call_operation",
      arguments: {
        operation: "chains_start_chain",
        arguments: { environment_id: "env-prod", chain_id: chainId, body: { runtimeVariables: {} } },
      },
    });
    const runId = structured<{ data: { data: { id: string } } }>(started).data.data.id;

    const found = await client.callTool({
      name: "find_operations",
      arguments: { query: "status of a chain run" },
    });
    const names = structured<{ operations: { name: string }[] }>(found).operations.map((o) => o.name);
    expect(names).toContain("chains_get_chain_run");
    const described = await client.callTool({
      name: "describe_operation",
      arguments: { operation: "chains_get_chain_run" },
    });
    expect(described.structuredContent).toMatchObject({ inputSchema: { required: ["chain_run_id"] } });
    const read = await client.callTool({
      name: "call_operation",
      arguments: {
        operation: "chains_get_chain_run",
        arguments: { chain_run_id: runId, select: "data.state" },
      },
    });
    expect(structured<{ status: number; selected: string }>(read)).toMatchObject({
      status: 200,
      selected: expect.stringMatching(/^[a-z]+$/),
    });
  });

  // Over stateless Streamable HTTP no request of the server can reach the client mid-call, so a
  // destructive call is refused there whatever the client announced (the MCP guide says so).
  const canAsk = transport === "stdio";
  it(`a destructive call with writes allowed is ${canAsk ? "confirmed through elicitation by a client that can ask" : "refused even for a client that announced elicitation"}, refused by one that cannot, nothing sent unconfirmed`, async () => {
    const fx = await fixture;
    const milestone = { milestoneId: fx.sandbox.demo.milestoneId };
    const del = { operation: "platform_delete_milestone_by_id", arguments: milestone };

    const cannotAsk = await connect(version, transport, { env: fx.env, args: ["--allow-writes"] });
    const refused = await cannotAsk.callTool({ name: "call_operation", arguments: del });
    expect(refused.isError).toBe(true);
    expect(JSON.stringify(errorOf(refused))).toMatch(/--yes-destructive/);
    expect(fx.sandbox.state.milestones.map((m) => m.id)).toContain(milestone.milestoneId);

    const asked: string[] = [];
    const declines = await connect(version, transport, {
      env: fx.env,
      args: ["--allow-writes"],
      answer: "decline",
      asked,
    });
    expect((await declines.callTool({ name: "call_operation", arguments: del })).isError).toBe(true);
    expect(fx.sandbox.state.milestones.map((m) => m.id)).toContain(milestone.milestoneId);

    const accepts = await connect(version, transport, {
      env: fx.env,
      args: ["--allow-writes"],
      answer: "accept",
      asked,
    });
    const deleted = await accepts.callTool({ name: "call_operation", arguments: del });
    if (!canAsk) {
      expect(errorOf(deleted)).toMatchObject({ class: "NotConfirmed", mayHaveBeenApplied: false });
      expect(asked).toEqual([]);
      expect(fx.sandbox.state.milestones.map((m) => m.id)).toContain(milestone.milestoneId);
      return;
    }
    expect(deleted.isError).toBeFalsy();
    expect(asked).toHaveLength(2);
    expect(asked[0]).toMatch(/delete/i);
    expect(fx.sandbox.state.milestones.map((m) => m.id)).not.toContain(milestone.milestoneId);
  });
});

it("no message any server sent to either client holds the client secret or a token", async () => {
  const secrets = (await Promise.all(fixtures)).flatMap((fx) => fx.secrets());
  expect(received.length).toBeGreaterThan(40);
  expect(
    findSecrets(
      received.map((message) => JSON.stringify(message)),
      secrets,
    ),
  ).toEqual([]);
});
