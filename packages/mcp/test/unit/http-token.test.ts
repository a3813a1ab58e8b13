import { describe, expect, it } from "vitest";
import { run } from "../../src/run.js";

// `reportkit-mcp --http` refuses to start without a bearer token of its own that is worth one, before
// it listens: exit code 2 and a line saying why. In process (run() with test I/O); that the executable
// exits with run()'s code: test/e2e/tools-over-http.test.ts.
async function start(env: Record<string, string>) {
  const stderr: string[] = [];
  const code = await run(["--http"], { env, stderr: (line) => stderr.push(line), stdout: () => {} });
  return { code, stderr: stderr.join("\n") };
}

describe("the HTTP server's own token", () => {
  const credentials = {
    REPORTKIT_CLIENT_ID: "client-id",
    REPORTKIT_CLIENT_SECRET: "a-client-secret-0123456789",
  };

  it("is required", async () => {
    expect(await start(credentials)).toEqual({
      code: 2,
      stderr: expect.stringContaining("REPORTKIT_MCP_TOKEN"),
    });
  });

  it("is 16 characters or more", async () => {
    const short = await start({ ...credentials, REPORTKIT_MCP_TOKEN: "short" });
    expect(short).toEqual({ code: 2, stderr: expect.stringContaining("16 characters or more") });
  });

  it("is not the platform's client secret, which it never names", async () => {
    const same = await start({ ...credentials, REPORTKIT_MCP_TOKEN: credentials.REPORTKIT_CLIENT_SECRET });
    expect(same).toEqual({
      code: 2,
      stderr: expect.stringContaining("must not be the platform's client secret"),
    });
    expect(same.stderr).not.toContain(credentials.REPORTKIT_CLIENT_SECRET);
  });
});
