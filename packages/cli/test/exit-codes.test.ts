import { type RunningSandbox, startSandbox } from "@reportkit/sandbox";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseEnv, cli, sandboxVars } from "./support/cli.js";
import { type FakeApi, startFakeApi } from "./support/fake-api.js";

let sandbox: RunningSandbox;
let api: FakeApi;

beforeAll(async () => {
  sandbox = await startSandbox({ seed: 1, operationDurationMs: 200 });
  // A 409 (ConflictError: "other") and a 501 (ServerError, not retried) without the sandbox's validation.
  api = await startFakeApi((req) =>
    req.url?.includes("/v1/security/users/conflict")
      ? { status: 409, body: { message: "busy" }, headers: { "x-request-id": "req-409-abc" } }
      : { status: 501, body: { message: "not implemented" } },
  );
});
afterAll(async () => {
  await sandbox?.close();
  await api?.close();
});

describe("exit codes by class of failure", () => {
  it("0: success", async () => {
    expect(
      (await cli(["chains", "users", "get", "usr-1001"], { env: baseEnv(sandboxVars(sandbox)) })).code,
    ).toBe(0);
  });

  it("1: another failure (409), with the typed error's class, message and request id on stderr", async () => {
    const run = await cli(["chains", "users", "get", "conflict"], { env: baseEnv(api.vars) });
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/^reportkit: ConflictError: .*busy.*\(request id req-409-abc\)$/m);
  });

  it("2: usage", async () => {
    expect(
      (await cli(["chains", "users", "list", "--page-size", "x"], { env: baseEnv(sandboxVars(sandbox)) }))
        .code,
    ).toBe(2);
  });

  it("3: authentication (a refused secret, or none at all)", async () => {
    const refused = await cli(["chains", "users", "list"], {
      env: baseEnv({ ...sandboxVars(sandbox), REPORTKIT_CLIENT_SECRET: "not-the-secret" }),
    });
    expect(refused.code).toBe(3);
    expect(refused.stderr).toMatch(/^reportkit: AuthenticationError: /m);
    const none = await cli(["chains", "users", "list"], { env: baseEnv() });
    expect(none.code).toBe(3);
    expect(none.stderr).toMatch(/No credentials: missing a client id \(REPORTKIT_CLIENT_ID\)/);
  });

  it("3: permission (a client without the scope)", async () => {
    const { readOnly } = sandbox.credentials;
    const run = await cli(["platform", "files", "copy", sandbox.demo.fileId], {
      env: baseEnv({
        ...sandboxVars(sandbox),
        REPORTKIT_CLIENT_ID: readOnly.clientId,
        REPORTKIT_CLIENT_SECRET: readOnly.clientSecret,
      }),
    });
    expect(run.stderr).toMatch(/^reportkit: PermissionError: /m);
    expect(run.code).toBe(3);
  });

  it("4: not found", async () => {
    const run = await cli(["chains", "users", "get", "nobody"], { env: baseEnv(sandboxVars(sandbox)) });
    expect(run.code).toBe(4);
    expect(run.stderr).toMatch(/^reportkit: NotFoundError: /m);
  });

  it("5: rate limited (a Retry-After too long to wait)", async () => {
    await fetch(`${sandbox.urls.auth.replace(/\/auth$/, "")}/__sandbox/faults`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ rateLimitBurst: 1, retryAfterSeconds: 3600, apis: ["chains"] }),
    });
    const run = await cli(["chains", "users", "list"], { env: baseEnv(sandboxVars(sandbox)) });
    expect(run.stderr).toMatch(/^reportkit: RateLimitError: /m);
    expect(run.code).toBe(5);
  });

  it("6: server error", async () => {
    const run = await cli(["chains", "users", "get", "x"], { env: baseEnv(api.vars) });
    expect(run.stderr).toMatch(/^reportkit: ServerError: /m);
    expect(run.code).toBe(6);
  });

  it("7: network (nothing listening)", async () => {
    const run = await cli(["chains", "users", "list"], {
      env: baseEnv({ ...sandboxVars(sandbox), REPORTKIT_CHAINS_URL: "http://127.0.0.1:9/chains" }),
    });
    expect(run.stderr).toMatch(/^reportkit: ConnectionError: /m);
    expect(run.code).toBe(7);
  });
});
