import { afterAll, expect, it } from "vitest";
import { debugLogger } from "../src/debug-log.js";
import { findSecrets, sandboxFixture } from "./support/harness.js";
import { connectInProcess } from "./support/in-process.js";

// `--debug`: the SDK's line for every request sent reaches the server's log, secrets removed.
const fx = await sandboxFixture();
afterAll(() => fx.close());

it("with --debug's log, every request sent is a line: method, URL, status and duration", async () => {
  const lines: string[] = [];
  const log = debugLogger(
    (line) => lines.push(line),
    (text) => text,
  );
  const session = await connectInProcess("2.x", ["--debug"], fx.env, { log });
  const result = await session.callTool("chains_get_user", { userId: fx.sandbox.demo.userId });
  await session.close();
  expect(result.isError).toBeFalsy();
  const users = lines.filter((line) => line.includes("/users/"));
  expect(users).toHaveLength(1);
  expect(users[0]).toMatch(
    /^reportkit-mcp: debug GET http:\/\/127\.0\.0\.1:\d+\/.*\/users\/\S+ -> 200 \(attempt 1, \d+ ms\)/,
  );
  // The token request too, without the secret or the token it obtained.
  expect(lines.some((line) => line.startsWith("reportkit-mcp: debug POST") && line.includes("-> 200"))).toBe(
    true,
  );
  expect(findSecrets(lines, fx.secrets())).toEqual([]);
});

it("debugLogger passes every line through the scrubber and adds the request id", () => {
  const lines: string[] = [];
  const log = debugLogger(
    (line) => lines.push(line),
    (text) => text.replaceAll("s3cret", "[redacted]"),
  ) as (level: "info", message: string, fields: { requestId?: string }) => void;
  log("info", "GET https://x.example/a?token=s3cret -> 500 (attempt 1, 4 ms)", { requestId: "req-1" });
  expect(lines).toEqual([
    "reportkit-mcp: info GET https://x.example/a?token=[redacted] -> 500 (attempt 1, 4 ms) [request req-1]",
  ]);
});
