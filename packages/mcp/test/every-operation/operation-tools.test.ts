// Every operation tool, one real call each, in process (test/every-operation/: `pnpm test` runs it,
// `pnpm test:quick` does not: its cost grows with the specs). The server is built from the flags as the
// bin builds it and driven by the official 2.x client over in-memory transports, against a sandbox over
// HTTP: what is proved here is each tool's schema, validation, request and answer, not the stdio framing
// (test/e2e/tools-over-stdio.test.ts drives the built bin for that). One server serves the three cases.
import { OPERATIONS, validate } from "@reportkit/catalog";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { toolName } from "../../src/tools/names.js";
import { errorOf, findSecrets, sandboxFixture } from "../support/harness.js";
import { connectInProcess, type InProcessSession } from "../support/in-process.js";
import { realCalls, wrongArguments } from "../support/real-calls.js";

// Prep imports run for 10 minutes here: the table prep_import_file locks must still be locked when
// prep_delete_table comes, however slowly a busy machine gets there (at 3 s, both copies of the test
// command run side by side found it unlocked; with 1 ms imports the real-calls test fails the same way).
const fx = await sandboxFixture({ importDurationMs: 600_000 });
const toolOperations = OPERATIONS.filter((operation) => operation.family !== "auth");
let session: InProcessSession;
beforeAll(async () => {
  session = await connectInProcess(
    "2.x",
    ["--toolsets", "all", "--allow-writes", "--yes-destructive"],
    fx.env,
  );
});
afterAll(async () => {
  await session?.close();
  await fx.close();
});

describe("every operation tool, with real arguments", () => {
  const calls = realCalls(fx.sandbox);

  it("has a real call in the fixture for each tool, which its input schema accepts and a wrong one it refuses", async () => {
    const { tools } = await session.listTools();
    const names = new Set(toolOperations.map(toolName));
    const operationTools = tools.filter((tool) => names.has(tool.name));
    expect(operationTools).toHaveLength(toolOperations.length);
    for (const tool of operationTools) {
      const call = calls[tool.name];
      expect(call, `no real call for ${tool.name}`).toBeDefined();
      const schema = tool.inputSchema as Parameters<typeof validate>[0];
      expect(validate(schema, call!.args), tool.name).toEqual([]);
      expect(validate(schema, wrongArguments(call!.args)).length, tool.name).toBeGreaterThan(0);
    }
  });

  it("refuses every wrong call with InvalidArguments before sending anything", async () => {
    const tokensBefore = Object.keys(fx.sandbox.state.tokens).length;
    for (const [name, call] of Object.entries(calls)) {
      const result = await session.callTool(name, wrongArguments(call.args));
      expect(result.isError, name).toBe(true);
      expect(errorOf(result)?.class, name).toBe("InvalidArguments");
    }
    // No call reached the service: not even a token was asked for.
    expect(Object.keys(fx.sandbox.state.tokens).length).toBe(tokensBefore);
  });

  // One call per operation (377), in turn: a bound that catches a hang, not a speed target.
  it("runs every real call: a result, or the typed tool error of a documented refusal", {
    timeout: 300_000,
  }, async () => {
    for (const [name, call] of Object.entries(calls)) {
      const result = await session.callTool(name, call.args);
      const outcome = result.isError ? errorOf(result)?.class : "ok";
      if (call.outcome === "typed") expect(`${name}: ${outcome}`).toMatch(/: (ok|[A-Z]\w*Error)$/);
      else expect(`${name}: ${outcome}`).toBe(`${name}: ${call.outcome ?? "ok"}`);
      if (!result.isError) expect((result.structuredContent as { status: number }).status).toBeLessThan(300);
    }
  });

  it("no message the server sent holds the client secret or a token", () => {
    const secrets = fx.secrets();
    expect(secrets.length).toBeGreaterThan(2); // the secret, and the tokens the calls above obtained
    expect(session.messages.length).toBeGreaterThan(700);
    expect(findSecrets(session.messages, secrets)).toEqual([]);
  });
});
