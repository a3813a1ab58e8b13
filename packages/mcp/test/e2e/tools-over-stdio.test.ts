// End to end (test/e2e/: `pnpm test` runs it, `pnpm test:quick` does not): the built reportkit-mcp (dist/) driven over stdio by the official MCP client: only the built bin
// shows the published entry point, its argument parsing, the stdio framing and --debug's lines on standard
// error, never on stdout (the protocol's).
import { chmodSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { OPERATIONS } from "@reportkit/catalog";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { toolName } from "../../src/tools/names.js";
import { type Connected, connectStdio, errorOf, findSecrets, sandboxFixture } from "../support/harness.js";

// The built `reportkit-mcp` driven over stdio by the official MCP client, against a sandbox over HTTP.
// Prep imports run for 10 minutes here: the table prep_import_file locks must still be locked when
// prep_delete_table comes, however slowly a busy machine gets there (at 3 s, both copies of the test
// command run side by side found it unlocked; with 1 ms imports the real-calls test fails the same way).
// The sandbox's clock can be held (`held`): a 202 operation then stays where it started until the test
// lets the clock run again, so what a wait first reports never depends on how fast the machine is.
let held: number | undefined;
const fx = await sandboxFixture({ importDurationMs: 600_000, clock: { now: () => held ?? Date.now() } });
const sessions: Connected[] = [];
async function start(args: string[], env = fx.env) {
  const session = await connectStdio(args, env);
  sessions.push(session);
  return session;
}
// Four processes in all, each started once and shared by the tests of its flags: the default read-only
// server (with --debug: its request lines on standard error), the one with writes and a folder, one on a
// `reportkit login` profile with --tools, one without credentials.
let reader: Connected;
let writer: Connected;
beforeAll(async () => {
  reader = await start(["--toolsets", "all", "--max-result-chars", "4000", "--debug"]);
  writer = await start(["--toolsets", "all", "--allow-writes", "--yes-destructive", "--allow-dir", fx.home]);
});
afterEach(() => {
  held = undefined;
});
afterAll(async () => {
  for (const session of sessions) await session.close();
  await fx.close();
});

const toolOperations = OPERATIONS.filter((operation) => operation.family !== "auth");
const HAND_READS = [
  "find_operations",
  "describe_operation",
  "call_operation",
  "wait_for_operation",
  "list_all",
  "read_result",
];

describe("tools/list", () => {
  it("offers one tool per read operation of the specs by default, and the reading hand-shaped tools", async () => {
    const { tools } = await reader.client.listTools();
    const reads = toolOperations.filter((operation) => operation.read).map(toolName);
    expect(tools.map((tool) => tool.name).sort()).toEqual([...reads, ...HAND_READS].sort());
    for (const tool of tools) expect(tool.annotations?.readOnlyHint).toBe(true);
  });

  it("offers one tool per operation with --allow-writes, each annotated destructive or not as the catalogue says", async () => {
    const { tools } = await writer.client.listTools();
    const names = tools.map((tool) => tool.name);
    expect(names.sort()).toEqual(
      [...toolOperations.map(toolName), ...HAND_READS, "import_file", "export_file"].sort(),
    );
    for (const operation of toolOperations) {
      const tool = tools.find((t) => t.name === toolName(operation));
      expect(tool?.annotations?.readOnlyHint).toBe(operation.read);
      if (!operation.read) expect(tool?.annotations?.destructiveHint).toBe(operation.destructive);
      expect(tool?.annotations?.idempotentHint ?? false).toBe(operation.idempotent);
      expect(tool?.description).toContain(operation.summary.replace(/\.$/, ""));
      expect(tool?.outputSchema).toBeUndefined();
    }
    expect(tools.find((t) => t.name === "platform_trash_file_by_id")?.annotations?.destructiveHint).toBe(
      true,
    );
    expect(tools.find((t) => t.name === "platform_copy_file")?.annotations?.destructiveHint).toBe(false);
  });
});

describe("calls", () => {
  it("reads: a typed answer as structured content and as JSON text", async () => {
    const result = await reader.client.callTool({
      name: "chains_get_user",
      arguments: { userId: fx.sandbox.demo.userId },
    });
    expect(result.isError).toBeFalsy();
    const structured = result.structuredContent as { status: number; data: { data: { id: string } } };
    expect(structured).toMatchObject({ status: 200, data: { data: { id: fx.sandbox.demo.userId } } });
    expect(JSON.parse((result.content as { text: string }[])[0]!.text)).toEqual(structured);
  });

  it("a paged tool answers nextPage, the call that fetches the next page", async () => {
    const first = await reader.client.callTool({ name: "chains_list_users", arguments: { pageSize: 3 } });
    const { data, nextPage } = first.structuredContent as {
      data: { data: { id: string }[] };
      nextPage: { tool: string; arguments: Record<string, unknown> };
    };
    expect(nextPage).toEqual({ tool: "chains_list_users", arguments: { pageSize: 3, page: 1 } });
    const second = await reader.client.callTool({ name: nextPage.tool, arguments: nextPage.arguments });
    const next = (second.structuredContent as { data: { data: { id: string }[] } }).data.data;
    expect(next.map((u) => u.id)).not.toContain(data.data[0]?.id);
  });

  // Lists the writes of other tests do not change: sample attachments (@nextLink, 20 a page) and
  // organization report users (JSON:API links, 257 of them).
  it.each([
    [
      "platform_list_sample_attachments",
      () => {
        const { testFormId, testPhaseId, matrixId, sampleWithAttachmentsId } = fx.sandbox.demo;
        return { testFormId, testPhaseId, matrixId, sampleId: sampleWithAttachmentsId };
      },
    ],
    [
      "platform_get_org_report_users",
      () => ({ organizationId: fx.sandbox.demo.organizationId, page_size: 9 }),
    ],
  ] as const)(
    "list_all over %s stops at maxItems, and its cursor carries on exactly after the last item, mid-page too",
    async (tool, argsOf) => {
      const args = argsOf();
      const walk = async (maxItems: number) => {
        const ids: string[] = [];
        let cursor: string | undefined;
        for (let round = 0; round < 100; round++) {
          const result = await reader.client.callTool({
            name: "list_all",
            arguments: { tool, arguments: args, maxItems, ...(cursor ? { cursor } : {}) },
          });
          expect(result.isError).toBeFalsy();
          const page = result.structuredContent as {
            items: { id: string }[];
            count: number;
            more: boolean;
            cursor?: string;
          };
          expect(page.count).toBeGreaterThan(0);
          expect(page.count).toBeLessThanOrEqual(maxItems);
          ids.push(...page.items.map((item) => item.id));
          if (!page.more) return ids;
          cursor = page.cursor;
        }
        throw new Error("the walk did not end");
      };
      // Pages of 20 (or 9) served 7 items at a time: most answers end in the middle of a page. The whole
      // list in answers of up to 1000 items is cut by size instead (this server sends 4000 characters at most).
      const whole = await walk(1_000);
      expect(whole.length).toBeGreaterThan(40);
      expect(new Set(whole).size).toBe(whole.length);
      expect(await walk(7)).toEqual(whole);
    },
  );

  it("a long result is cut, and read_result reads the rest of it", async () => {
    const { organizationId } = fx.sandbox.demo;
    const result = await reader.client.callTool({
      name: "platform_get_org_report_users",
      arguments: { organizationId, page_size: 200 },
    });
    const structured = result.structuredContent as {
      status: number;
      data?: unknown;
      truncated: {
        totalChars: number;
        shownChars: number;
        next: { tool: string; arguments: { cursor: string } };
      };
    };
    expect(structured.status).toBe(200);
    expect(structured.data).toBeUndefined();
    let text = (result.content as { text: string }[])[1]!.text;
    expect(text.length).toBe(structured.truncated.shownChars);
    let next: { tool: string; arguments: { cursor: string } } | undefined = structured.truncated.next;
    while (next) {
      const part = await reader.client.callTool({ name: next.tool, arguments: next.arguments });
      expect(part.isError).toBeFalsy();
      text += (part.content as { text: string }[])[1]!.text;
      next = (part.structuredContent as { next?: typeof next }).next;
    }
    expect(text.length).toBe(structured.truncated.totalChars);
    const whole = JSON.parse(text) as { status: number; data: { data: unknown[] } };
    expect(whole.data.data).toHaveLength(200);
  });

  it("a write tool is refused in the default mode, saying how the user can allow it", async () => {
    const result = await reader.client.callTool({
      name: "platform_copy_file",
      arguments: { fileId: fx.sandbox.demo.fileId, body: {} },
    });
    expect(result.isError).toBe(true);
    expect(errorOf(result)).toMatchObject({ class: "ToolUnavailable" });
    expect(JSON.stringify(result.content)).toContain("--allow-writes");
  });

  it("an unknown tool is a protocol error", async () => {
    await expect(reader.client.callTool({ name: "platform_no_such_tool", arguments: {} })).rejects.toThrow(
      /Unknown tool/,
    );
  });

  it("a typed service error becomes a tool error with its class, status, code and hint", async () => {
    const result = await reader.client.callTool({
      name: "prep_get_select_list",
      arguments: { selectListId: "sl-missing" },
    });
    expect(result.isError).toBe(true);
    expect(errorOf(result)).toMatchObject({ class: "NotFoundError", status: 404, mayHaveBeenApplied: false });
  });

  it("--debug writes a line per request sent on standard error (stdout is the protocol's)", () => {
    expect(reader.stderr()).toMatch(
      /reportkit-mcp: debug GET http:\/\/127\.0\.0\.1:\d+\/\S*\/users\/\S+ -> 200 \(attempt 1, \d+ ms\)/,
    );
  });
});

describe("writes with --allow-writes", () => {
  it("starts a copy, then wait_for_operation waits for it with progress notifications", async () => {
    const { client } = writer;
    // Held from before the copy until the first progress notification: the first status a wait reports
    // is the one the copy started in, not a later one a slow machine happened to reach.
    held = Date.now();
    const copy = await client.callTool({
      name: "platform_copy_file",
      arguments: { fileId: fx.sandbox.demo.fileId, body: { destinationName: "Q1 report (agent copy)" } },
    });
    expect(copy.isError).toBeFalsy();
    const { status, operation } = copy.structuredContent as {
      status: number;
      operation: { id: string; location: string };
    };
    expect(status).toBe(202);
    const progress: { progress: number; message?: string }[] = [];
    const waited = await client.callTool(
      { name: "wait_for_operation", arguments: { operationId: operation.id } },
      {
        onprogress: (p) => {
          progress.push(p);
          held = undefined;
        },
      },
    );
    expect(waited.structuredContent).toMatchObject({
      done: true,
      status: "completed",
      operation: { id: operation.id },
    });
    expect(progress.length).toBeGreaterThan(0);
    expect(progress[0]?.message).toMatch(/^Operation .+: (acknowledged|queued|started)$/);
    expect(fx.sandbox.state.files.some((f) => f.name === "Q1 report (agent copy)")).toBe(true);
    const results = await client.callTool({
      name: "platform_get_copy_file_results",
      arguments: { operationId: operation.id },
    });
    expect((results.structuredContent as { data: { data: unknown[] } }).data.data).toHaveLength(1);
  });
});

describe("a server on a `reportkit login` profile, started with --tools", () => {
  let profiled: Connected;
  beforeAll(async () => {
    const dir = join(fx.home, ".config", "reportkit");
    mkdirSync(join(dir, "secrets"), { recursive: true });
    const secretFile = join(dir, "secrets", "sandbox");
    writeFileSync(secretFile, `${fx.sandbox.credentials.clientSecret}\n`);
    chmodSync(secretFile, 0o600);
    const { auth, platform, prep, chains } = fx.sandbox.urls;
    writeFileSync(
      join(dir, "config.json"),
      JSON.stringify({
        profiles: {
          sandbox: {
            clientId: fx.sandbox.credentials.clientId,
            urls: { auth, platform, prep, chains },
            clientSecretFile: secretFile,
          },
        },
      }),
    );
    const env = {
      PATH: fx.env.PATH!,
      HOME: fx.env.HOME!,
      XDG_CONFIG_HOME: fx.env.XDG_CONFIG_HOME!,
      REPORTKIT_PROFILE: "sandbox",
    };
    profiled = await start(["--tools", "platform_copy_file,chains_get_user"], env);
  });

  it("reads the profile when the variables name none of the settings", async () => {
    const result = await profiled.client.callTool({
      name: "chains_get_user",
      arguments: { userId: fx.sandbox.demo.userId },
    });
    expect(result.isError).toBeFalsy();
  });

  it("--tools names a write tool in full: it alone is offered, without --allow-writes", async () => {
    const { tools } = await profiled.client.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual(["chains_get_user", "platform_copy_file", "read_result"]);
  });
});

it("without credentials, starts and lists its tools; a call (of an operation not listed) is a CredentialsError naming what is missing", async () => {
  const env = { PATH: fx.env.PATH!, HOME: fx.env.HOME!, XDG_CONFIG_HOME: `${fx.home}/nothing` };
  const session = await start([], env);
  const listed = (await session.client.listTools()).tools.map((tool) => tool.name);
  expect(listed).toEqual(expect.arrayContaining(["find_operations", "describe_operation", "call_operation"]));
  const result = await session.client.callTool({ name: "chains_list_users", arguments: {} });
  expect(errorOf(result)).toMatchObject({ class: "CredentialsError" });
  expect(JSON.stringify(result.content)).toContain("REPORTKIT_CLIENT_ID");
});

it("no message any server sent, nor its standard error, holds the client secret or a token", () => {
  const secrets = fx.secrets();
  expect(secrets.length).toBeGreaterThan(2); // the secret, and the tokens the calls above obtained
  const texts = sessions.flatMap((s) => [...s.messages.map((m) => JSON.stringify(m)), s.stderr()]);
  expect(texts.length).toBeGreaterThan(100);
  expect(findSecrets(texts, secrets)).toEqual([]);
});
