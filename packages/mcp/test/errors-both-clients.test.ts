import { afterAll, describe, expect, it } from "vitest";
import { findSecrets, sandboxFixture } from "./support/harness.js";
import {
  type ClientVersion,
  connectInProcess,
  errorDetails,
  type InProcessSession,
} from "./support/in-process.js";

// Tool errors as both official clients see them: the 1.x client checks `structuredContent` against the
// tool's output schema, so an error must reach it as a tool error (isError, the details as JSON text),
// never as the client's own -32602 "Structured content does not match the tool's output schema".
const fx = await sandboxFixture();
const sessions: InProcessSession[] = [];
afterAll(async () => {
  for (const session of sessions) await session.close();
  await fx.close();
});
async function start(version: ClientVersion, argv: string[] = [], env: Record<string, string> = fx.env) {
  const session = await connectInProcess(version, argv, env);
  sessions.push(session);
  return session;
}

describe.each<ClientVersion>(["1.x", "2.x"])("with the %s client", (version) => {
  it("a wrong id reaches the client as a tool error with the typed details", async () => {
    const session = await start(version);
    await session.listTools(); // the 1.x client learns the output schemas here
    const result = await session.callTool("prep_get_select_list", { selectListId: "sl-missing" });
    expect(result.isError).toBe(true);
    expect(errorDetails(result)).toMatchObject({
      class: "NotFoundError",
      status: 404,
      mayHaveBeenApplied: false,
    });
    expect(errorDetails(result)?.message).toEqual(expect.any(String));
  });

  it("bad arguments reach the client as an InvalidArguments tool error naming the problem", async () => {
    const session = await start(version);
    await session.listTools();
    const result = await session.callTool("prep_get_select_list", { selectListId: 42 });
    expect(result.isError).toBe(true);
    expect(errorDetails(result)).toMatchObject({ class: "InvalidArguments", mayHaveBeenApplied: false });
    expect(JSON.stringify(errorDetails(result)?.details)).toContain("selectListId");
  });

  it("refused credentials reach the client as a tool error with the service's status", async () => {
    const session = await start(version, [], { ...fx.env, REPORTKIT_CLIENT_SECRET: "not-the-secret-at-all" });
    await session.listTools();
    const result = await session.callTool("chains_list_users");
    expect(result.isError).toBe(true);
    expect(errorDetails(result)).toMatchObject({ mayHaveBeenApplied: false });
    expect(String(errorDetails(result)?.class)).toMatch(/Authentication|Credentials/);
  });

  it("missing credentials reach the client as a CredentialsError naming what is missing", async () => {
    const session = await start(version, [], {
      PATH: fx.env.PATH!,
      HOME: fx.env.HOME!,
      XDG_CONFIG_HOME: `${fx.home}/none`,
    });
    await session.listTools();
    const result = await session.callTool("chains_list_users");
    expect(result.isError).toBe(true);
    expect(errorDetails(result)).toMatchObject({ class: "CredentialsError" });
    expect(String(errorDetails(result)?.message)).toContain("REPORTKIT_CLIENT_ID");
  });

  it("an error result carries no structuredContent that an output schema could refuse", async () => {
    const session = await start(version);
    await session.listTools();
    const result = await session.callTool("prep_get_select_list", { selectListId: "sl-missing" });
    expect(result.structuredContent).toBeUndefined();
  });
});

it("no message to either client holds the client secret or a token", () => {
  expect(
    findSecrets(
      sessions.flatMap((s) => s.messages),
      fx.secrets(),
    ),
  ).toEqual([]);
});
