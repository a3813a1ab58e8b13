// End to end (test/e2e/: `pnpm test` runs it, `pnpm test:quick` does not): the built reportkit-mcp serving MCP over HTTP, driven by the official MCP client: only a
// real listener shows the streamable HTTP transport and its 127.0.0.1 binding.
import { spawnSync } from "node:child_process";
import { request } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  BIN,
  type Connected,
  connectHttp,
  errorOf,
  findSecrets,
  sandboxFixture,
  startHttpServer,
} from "../support/harness.js";

// The built `reportkit-mcp --http` on 127.0.0.1, driven by the official client's Streamable HTTP
// transport with the server's own bearer token, against a sandbox over HTTP.
const fx = await sandboxFixture();
const TOKEN = "mcp-token-of-the-tests-7f3c9a1e";
const env = { ...fx.env, REPORTKIT_MCP_TOKEN: TOKEN };
const servers: Awaited<ReturnType<typeof startHttpServer>>[] = [];
const sessions: Connected[] = [];

async function serve(args: string[] = []) {
  const server = await startHttpServer(["--toolsets", "all", ...args], env);
  servers.push(server);
  return server;
}
// Two servers in all: the default read-only one (refusals, a read, then SIGTERM) and one with writes.
let readOnly: Awaited<ReturnType<typeof serve>>;
beforeAll(async () => {
  readOnly = await serve();
});
async function connect(url: string) {
  const session = await connectHttp(url, TOKEN);
  sessions.push(session);
  return session;
}
afterAll(async () => {
  for (const session of sessions) await session.close().catch(() => {});
  for (const server of servers) await server.stop();
  await fx.close();
});

/** A raw POST to the endpoint, with the headers given (Host included, which fetch cannot set). */
function rawPost(url: string, headers: Record<string, string>): Promise<number> {
  const body = JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list", params: {} });
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: "POST",
        headers: {
          "content-type": "application/json",
          accept: "application/json, text/event-stream",
          "content-length": String(Buffer.byteLength(body)),
          ...headers,
        },
      },
      (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

describe("the HTTP endpoint", () => {
  it("refuses a request without the bearer token, with a wrong one, from a foreign Origin or Host", async () => {
    const { url } = readOnly;
    expect(await rawPost(url, {})).toBe(401);
    expect(await rawPost(url, { authorization: "Bearer not-the-token-at-all" })).toBe(401);
    expect(await rawPost(url, { authorization: `Bearer ${fx.sandbox.credentials.clientSecret}` })).toBe(401);
    expect(await rawPost(url, { authorization: `Bearer ${TOKEN}`, origin: "http://evil.example" })).toBe(403);
    expect(await rawPost(url, { authorization: `Bearer ${TOKEN}`, host: "evil.example" })).toBe(403);
    expect(await rawPost(url.replace("/mcp", "/other"), { authorization: `Bearer ${TOKEN}` })).toBe(404);
  });

  // The rules of the server's own token (a short one, the client secret): test/unit/http-token.test.ts.
  it("does not start without a token of its own: exit code 2, naming the variable", () => {
    const missing = spawnSync(process.execPath, [BIN, "--http"], { env: fx.env, encoding: "utf8" });
    expect(missing.status).toBe(2);
    expect(missing.stderr).toContain("REPORTKIT_MCP_TOKEN");
  });
});

describe("tools over Streamable HTTP", () => {
  it("lists the read tools, answers a read, refuses a write in the default mode", async () => {
    const { url } = readOnly;
    const { client } = await connect(url);
    const { tools } = await client.listTools();
    expect(tools.length).toBeGreaterThan(30);
    expect(tools.every((tool) => tool.annotations?.readOnlyHint)).toBe(true);

    const read = await client.callTool({
      name: "prep_get_select_list",
      arguments: { selectListId: fx.sandbox.demo.selectListId },
    });
    expect(read.isError).toBeFalsy();
    expect((read.structuredContent as { status: number }).status).toBe(200);

    const write = await client.callTool({
      name: "platform_copy_file",
      arguments: { fileId: fx.sandbox.demo.fileId, body: {} },
    });
    expect(errorOf(write)).toMatchObject({ class: "ToolUnavailable" });
  });

  it("with --allow-writes: a write, then wait_for_operation with progress notifications", async () => {
    const { url } = await serve(["--toolsets", "all", "--allow-writes", "--yes-destructive"]);
    const { client } = await connect(url);
    const { spreadsheetId, sheetId } = fx.sandbox.demo;
    const write = await client.callTool({
      name: "platform_update_range_values",
      arguments: { spreadsheetId, sheetId, range: "A1:B1", body: { values: [["Region", "Q4"]] } },
    });
    expect(write.isError).toBeFalsy();
    const { operation } = write.structuredContent as { operation: { location: string } };
    const progress: { progress: number; message?: string }[] = [];
    const waited = await client.callTool(
      { name: "wait_for_operation", arguments: { operationLocation: operation.location } },
      { onprogress: (p) => progress.push(p) },
    );
    expect(waited.structuredContent).toMatchObject({ done: true, status: "completed" });
    expect(progress.length).toBeGreaterThan(0);
    expect(fx.sandbox.control.readRange(spreadsheetId, sheetId, "A1:B1")).toEqual([["Region", "Q4"]]);
  });

  it("no message sent over HTTP, nor the servers' standard error, holds a secret, a token or the server's own token", () => {
    const secrets = [...fx.secrets(), TOKEN];
    const texts = [
      ...sessions.flatMap((s) => s.messages.map((m) => JSON.stringify(m))),
      ...servers.map((server) => server.stderr()),
    ];
    expect(texts.length).toBeGreaterThan(5);
    expect(findSecrets(texts, secrets)).toEqual([]);
  });

  it("stops on SIGTERM with exit code 0", async () => {
    expect(await readOnly.stop()).toBe(0);
  });
});
