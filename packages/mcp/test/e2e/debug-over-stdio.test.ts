import { afterAll, expect, it } from "vitest";
import { connectStdio, findSecrets, sandboxFixture } from "../support/harness.js";

// The built `reportkit-mcp --debug` over stdio: its request lines go to standard error (stdout is the protocol's).
const fx = await sandboxFixture();
afterAll(() => fx.close());

it("--debug writes a line per request sent on standard error, and no secret", async () => {
  const session = await connectStdio(["--debug"], fx.env);
  const result = await session.client.callTool({
    name: "chains_get_user",
    arguments: { userId: fx.sandbox.demo.userId },
  });
  expect(result.isError).toBeFalsy();
  await session.close();
  const stderr = session.stderr();
  expect(stderr).toMatch(
    /reportkit-mcp: debug GET http:\/\/127\.0\.0\.1:\d+\/\S*\/users\/\S+ -> 200 \(attempt 1, \d+ ms\)/,
  );
  expect(findSecrets([stderr, ...session.messages.map((m) => JSON.stringify(m))], fx.secrets())).toEqual([]);
});
