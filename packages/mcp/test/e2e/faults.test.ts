// End to end (test/e2e/: `pnpm test` runs it, `pnpm test:quick` does not): the built server under the sandbox's faults over HTTP: only a real process shows that it keeps
// serving after each fault.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Connected, connectStdio, errorOf, findSecrets, sandboxFixture } from "../support/harness.js";

// Under the sandbox's faults (resets, 503s, cut and broken bodies, 429s, failed operations, a failing
// token endpoint), every call of the built server over stdio ends in a result or a tool error naming
// the typed error, and the server goes on serving.
const fx = await sandboxFixture({ operationDurationMs: 600 });
// One server for the whole matrix: each fault is met by the process that met all the ones before it, so
// "it goes on serving" holds across every fault in turn, and the file spawns one process, not eleven
// (~0.5-1 CPU s each). The default tool list: the operations called are unlisted, called by name (as
// their continuations name them).
let session: Connected;
beforeAll(async () => {
  session = await connectStdio(["--allow-writes", "--yes-destructive"], fx.env);
});
afterAll(async () => {
  await session?.close();
  await fx.close();
});

type Faults = Parameters<typeof fx.sandbox.control.setFaults>[0];
type Outcome =
  | { ok: true; status: number }
  | { ok: false; class: string; mayHaveBeenApplied: boolean; operationLocation?: string; hint?: string };

/** The calls each scenario makes: reads, a paged walk, a POST, a PUT, and a wait. */
function calls(): { name: string; arguments: Record<string, unknown> }[] {
  const d = fx.sandbox.demo;
  return [
    { name: "chains_get_user", arguments: { userId: d.userId } },
    { name: "platform_get_spreadsheet_by_id", arguments: { spreadsheetId: d.spreadsheetId } },
    {
      name: "list_all",
      arguments: { tool: "chains_list_users", arguments: { pageSize: 50 }, maxItems: 120 },
    },
    { name: "platform_copy_file", arguments: { fileId: d.fileId, body: {} } },
    {
      name: "platform_update_range_values",
      arguments: {
        spreadsheetId: d.spreadsheetId,
        sheetId: d.sheetId,
        range: "C1",
        body: { values: [["x"]] },
      },
    },
  ];
}

async function outcome(session: Connected, name: string, args: Record<string, unknown>): Promise<Outcome> {
  const result = await session.client.callTool({ name, arguments: args });
  const structured = result.structuredContent as Record<string, unknown> | undefined;
  if (result.isError) {
    const error = errorOf(result) as
      | {
          class?: string;
          message?: string;
          mayHaveBeenApplied?: boolean;
          operationLocation?: string;
          hint?: string;
        }
      | undefined;
    // Every tool error names its class and says what happened.
    expect(error?.class, `${name}: ${JSON.stringify(result.content)}`).toMatch(/^[A-Z]\w+$/);
    expect(error?.message).toBeTruthy();
    return {
      ok: false,
      class: error!.class!,
      mayHaveBeenApplied: error!.mayHaveBeenApplied ?? false,
      ...(error?.operationLocation ? { operationLocation: error.operationLocation } : {}),
      hint: error?.hint,
    };
  }
  const status = typeof structured?.status === "number" ? structured.status : 200;
  return { ok: true, status };
}

async function underFaults(session: Connected, faults: Faults) {
  fx.sandbox.control.setFaults(faults);
  try {
    const outcomes: Record<string, Outcome> = {};
    for (const call of calls()) outcomes[call.name] = await outcome(session, call.name, call.arguments);
    return outcomes;
  } finally {
    fx.sandbox.control.clearFaults();
  }
}

const KNOWN = new Set([
  "ServerError",
  "ConnectionError",
  "ResponseBodyError",
  "TimeoutError",
  "RateLimitError",
  "OperationFailedError",
]);

describe("faults", () => {
  // First: the server has asked for no token yet, so this call is the one that asks for it.
  it("a failing token endpoint is a tool error naming it; the next call gets a token", async () => {
    expect(Object.keys(fx.sandbox.state.tokens)).toEqual([]);
    fx.sandbox.control.setFaults({ errorRate: 1, errorStatus: 503, apis: ["auth"] });
    const failed = await outcome(session, "chains_get_user", { userId: fx.sandbox.demo.userId });
    fx.sandbox.control.clearFaults();
    expect(failed).toMatchObject({ ok: false, class: "ServerError" });
    expect(await outcome(session, "chains_get_user", { userId: fx.sandbox.demo.userId })).toEqual({
      ok: true,
      status: 200,
    });
  });

  it.each<[string, Faults]>([
    ["connection resets", { connectionResets: 3 }],
    ["bodies cut halfway (FIN)", { truncatedBodies: 3 }],
    ["bodies reset halfway", { bodyResets: 3 }],
    ["2xx bodies that are not JSON", { invalidJsonBodies: 3 }],
    ["429 bursts", { rateLimitBurst: 2, retryAfterSeconds: 1 }],
  ])(
    "%s: every call ends in a result or a typed tool error, and the server goes on",
    async (_what, faults) => {
      const outcomes = await underFaults(session, faults);
      for (const [name, result] of Object.entries(outcomes)) {
        if (!result.ok) expect(KNOWN.has(result.class), `${name}: ${result.class}`).toBe(true);
      }
      expect(session.alive()).toBe(true);
      // Once the faults are gone, the same server answers again.
      const after = await outcome(session, "chains_get_user", { userId: fx.sandbox.demo.userId });
      expect(after).toEqual({ ok: true, status: 200 });
    },
  );

  it("503s: reads fail after their retries, a write is not resent; neither may have been applied", async () => {
    const outcomes = await underFaults(session, {
      errorRate: 1,
      errorStatus: 503,
      apis: ["platform", "chains"],
    });
    expect(outcomes.chains_get_user).toMatchObject({
      ok: false,
      class: "ServerError",
      mayHaveBeenApplied: false,
    });
    expect(outcomes.platform_copy_file).toMatchObject({
      ok: false,
      class: "ServerError",
      mayHaveBeenApplied: false,
    });
  });

  it("a write whose connection is reset is not resent, and says it may have been applied", async () => {
    fx.sandbox.control.setFaults({ connectionResets: 1, paths: ["/files/"] });
    const copy = await outcome(session, "platform_copy_file", { fileId: fx.sandbox.demo.fileId, body: {} });
    fx.sandbox.control.clearFaults();
    expect(copy).toMatchObject({ ok: false, class: "ConnectionError", mayHaveBeenApplied: true });
    expect(copy.ok === false && copy.hint).toMatch(/do not send it again/);
  });

  it("a 202 whose body breaks: the tool error carries the operation, and wait_for_operation waits for it", async () => {
    fx.sandbox.control.setFaults({ bodyResets: 1, paths: ["/files/"] });
    const copy = await outcome(session, "platform_copy_file", { fileId: fx.sandbox.demo.fileId, body: {} });
    fx.sandbox.control.clearFaults();
    expect(copy).toMatchObject({
      ok: false,
      mayHaveBeenApplied: true,
      operationLocation: expect.stringContaining("/operations/"),
    });
    const location = copy.ok === false ? copy.operationLocation : undefined;
    const waited = await session.client.callTool({
      name: "wait_for_operation",
      arguments: { operationLocation: location },
    });
    expect(waited.structuredContent).toMatchObject({ done: true, status: "completed" });
  });

  it("resets and 429s on reads are ridden out by the SDK's retries", async () => {
    const resets = await underFaults(session, { connectionResets: 1, paths: ["/v1/security/users/"] });
    expect(resets.chains_get_user).toEqual({ ok: true, status: 200 });
    const limited = await underFaults(session, {
      rateLimitBurst: 1,
      retryAfterSeconds: 1,
      paths: ["/v1/security/users/"],
    });
    expect(limited.chains_get_user).toEqual({ ok: true, status: 200 });
  });

  it("a failed operation: wait_for_operation answers an OperationFailedError tool error", async () => {
    fx.sandbox.control.setFaults({ failOperations: 1 });
    const copy = await session.client.callTool({
      name: "platform_copy_file",
      arguments: { fileId: fx.sandbox.demo.fileId, body: {} },
    });
    fx.sandbox.control.clearFaults();
    const { operation } = copy.structuredContent as { operation: { id: string } };
    const waited = await outcome(session, "wait_for_operation", { operationId: operation.id });
    expect(waited).toMatchObject({ ok: false, class: "OperationFailedError" });
  });

  it("the server wrote no unhandled failure, and no message held a secret or a token", () => {
    expect(session.alive()).toBe(true);
    expect(session.stderr()).not.toMatch(/unhandled/i);
    const texts = [...session.messages.map((m) => JSON.stringify(m)), session.stderr()];
    expect(texts.length).toBeGreaterThan(50);
    expect(findSecrets(texts, fx.secrets())).toEqual([]);
  });
});
