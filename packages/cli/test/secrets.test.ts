import { beforeAll, describe, expect, it } from "vitest";
import { FAKE_SECRET, type FakeApi, fakeApi } from "./support/fake-api.js";
import { baseEnv, type RunOptions, runCli } from "./support/run-cli.js";
import { type CliSandbox, cliSandbox } from "./support/sandbox.js";

// The sandbox's demo secret is public; this test uses a client of its own with a secret that must never
// be printed, and a fake API that echoes whatever it is sent (as a careless server might).
const SECRET = "s3cr3t-cli-7d1f0a9e44b2";
let s: CliSandbox;
let sandbox: CliSandbox["sandbox"];
let echo: FakeApi;
let env: Record<string, string>;

beforeAll(() => {
  s = cliSandbox({
    seed: 1,
    operationDurationMs: 100,
    clients: [
      { id: "cli-secret-client", secret: SECRET, name: "CLI secrets", scopes: ["file:read", "file:write"] },
    ],
  });
  sandbox = s.sandbox;
  env = baseEnv({
    ...s.vars,
    REPORTKIT_CLIENT_ID: "cli-secret-client",
    REPORTKIT_CLIENT_SECRET: SECRET,
  });
  echo = fakeApi((req) => ({
    status: 400,
    body: { message: `bad request, you sent ${req.headers.authorization} with secret ${FAKE_SECRET}` },
    headers: { "x-echo": `${req.headers.authorization}` },
  }));
});

const cli = (args: string[], more: RunOptions = {}) => runCli(args, { ...s.run, ...more });

const shown = (run: { stdout: string; stderr: string }) => `${run.stdout}\n${run.stderr}`;

describe("the client secret and tokens appear in no output", () => {
  it("--dry-run shows the request with the token redacted, and sends nothing", async () => {
    const run = await cli(
      ["--dry-run", "platform", "files", "copy", sandbox.demo.fileId, "--destination-name", "x"],
      { env },
    );
    expect(run.code).toBe(0);
    expect(run.stdout).toContain("Authorization: Bearer <redacted>");
    expect(run.stdout).toContain(`POST ${s.urls.platform}/files/${sandbox.demo.fileId}/copy`);
    expect(shown(run)).not.toContain(SECRET);
  });

  it("--include and --debug print headers and log lines, never the secret or the token", async () => {
    const run = await cli(
      ["--debug", "api", "POST", `/files/${sandbox.demo.fileId}/copy`, "--include", "--wait"],
      { env },
    );
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^HTTP 202/);
    expect(run.stderr).toMatch(/reportkit: (debug|info) /);
    expect(shown(run)).not.toContain(SECRET);
    expect(shown(run)).not.toMatch(/Bearer [A-Za-z0-9._-]{8,}/);
  });

  it("an error that echoes the request carries neither the secret nor the token", async () => {
    const run = await runCli(["--debug", "chains", "users", "list", "--include"], {
      env: baseEnv(echo.vars),
      fetch: echo.fetch,
    });
    expect(run.code).toBe(1);
    expect(shown(run)).not.toContain(FAKE_SECRET);
    expect(shown(run)).not.toContain("fake-token-5f1e");
  });

  it("whoami shows scopes and expiry, not the token", async () => {
    const run = await cli(["whoami"], { env });
    expect(run.code).toBe(0);
    const who = JSON.parse(run.stdout) as { scopes: string[]; expiresInSeconds: number; clientId: string };
    expect(who.clientId).toBe("cli-secret-client");
    expect(who.scopes).toEqual(["file:read", "file:write"]);
    expect(who.expiresInSeconds).toBeGreaterThan(500);
    expect(shown(run)).not.toContain(SECRET);
  });

  it("a refused secret is not echoed in the error", async () => {
    const wrong = "wrong-secret-0a1b2c3d4e";
    const run = await cli(["chains", "users", "list"], { env: { ...env, REPORTKIT_CLIENT_SECRET: wrong } });
    expect(run.code).toBe(3);
    expect(shown(run)).not.toContain(wrong);
  });
});
