import { afterAll, describe, expect, it } from "vitest";
import { sandboxFixture } from "./support/harness.js";
import {
  type ClientVersion,
  connectInProcess,
  errorDetails,
  type InProcessSession,
} from "./support/in-process.js";

// With writes allowed, a destructive operation (a delete here) is confirmed by the user through MCP
// elicitation where the host can ask, refused where it cannot, unless the server was started with
// --yes-destructive. Each client version gets its own sandbox: a delete happens once.
describe.each<ClientVersion>(["1.x", "2.x"])("with the %s client", (version) => {
  const fixture = sandboxFixture();
  const sessions: InProcessSession[] = [];
  afterAll(async () => {
    for (const session of sessions) await session.close();
    await (await fixture).close();
  });
  const milestones = async () => (await fixture).sandbox.state.milestones.length;
  const deleteMilestone = async (argv: string[], answer?: "accept" | "decline") => {
    const fx = await fixture;
    const asked: string[] = [];
    const session = await connectInProcess(
      version,
      ["--allow-writes", ...argv],
      fx.env,
      answer
        ? {
            elicit: async ({ message }) => {
              asked.push(message);
              return { action: answer };
            },
          }
        : {},
    );
    sessions.push(session);
    const result = await session.callTool("call_operation", {
      operation: "platform_delete_milestone_by_id",
      arguments: { milestoneId: fx.sandbox.demo.milestoneId },
    });
    return { result, asked };
  };

  it("a host that cannot ask: refused with an explanation naming --yes-destructive, nothing sent", async () => {
    const before = await milestones();
    const { result } = await deleteMilestone([]);
    expect(result.isError).toBe(true);
    expect(errorDetails(result)).toMatchObject({ class: "NotConfirmed", mayHaveBeenApplied: false });
    expect(String(errorDetails(result)?.message)).toContain("--yes-destructive");
    expect(await milestones()).toBe(before);
  });

  it("a host that asks, the user declines: refused, nothing sent", async () => {
    const before = await milestones();
    const { result, asked } = await deleteMilestone([], "decline");
    expect(asked).toHaveLength(1);
    expect(asked[0]).toContain("platform_delete_milestone_by_id");
    expect(errorDetails(result)).toMatchObject({ class: "NotConfirmed" });
    expect(await milestones()).toBe(before);
  });

  it("a host that asks, the user accepts: the delete is sent", async () => {
    const before = await milestones();
    const { result, asked } = await deleteMilestone([], "accept");
    expect(asked).toHaveLength(1);
    expect(result.isError).toBeFalsy();
    expect(await milestones()).toBe(before - 1);
  });

  it("--yes-destructive: no question, the delete is sent (here: already gone, a NotFoundError)", async () => {
    const { result, asked } = await deleteMilestone(["--yes-destructive"], "decline");
    expect(asked).toHaveLength(0);
    expect(errorDetails(result)).toMatchObject({ class: "NotFoundError", status: 404 });
  });
});
