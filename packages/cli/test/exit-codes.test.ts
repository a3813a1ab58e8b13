import { beforeAll, describe, expect, it } from "vitest";
import { type FakeApi, fakeApi } from "./support/fake-api.js";
import { baseEnv, type RunOptions, runCli } from "./support/run-cli.js";
import { type CliSandbox, cliSandbox } from "./support/sandbox.js";

let s: CliSandbox;
let sandbox: CliSandbox["sandbox"];
let api: FakeApi;

beforeAll(() => {
  s = cliSandbox({ seed: 1, operationDurationMs: 200 });
  sandbox = s.sandbox;
  // A 409 (ConflictError: "other") and a 501 (ServerError, not retried) without the sandbox's validation.
  api = fakeApi((req) =>
    req.url.includes("/v1/security/users/conflict")
      ? { status: 409, body: { message: "busy" }, headers: { "x-request-id": "req-409-abc" } }
      : { status: 501, body: { message: "not implemented" } },
  );
});

/** A run against the sandbox, its variables over `vars`. */
const cli = (args: string[], vars: Record<string, string> = {}) =>
  runCli(args, { env: baseEnv({ ...s.vars, ...vars }), ...s.run });
/** A run against the fake API. */
const fake = (args: string[], more: RunOptions = {}) =>
  runCli(args, { env: baseEnv(api.vars), fetch: api.fetch, ...more });

describe("exit codes by class of failure", () => {
  it("0: success", async () => {
    expect((await cli(["chains", "users", "get", "usr-1001"])).code).toBe(0);
  });

  it("1: another failure (409), with the typed error's class, message and request id on stderr", async () => {
    const run = await fake(["chains", "users", "get", "conflict"]);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/^reportkit: ConflictError: .*busy.*\(request id req-409-abc\)$/m);
  });

  it("2: usage", async () => {
    expect((await cli(["chains", "users", "list", "--page-size", "x"])).code).toBe(2);
  });

  it("3: authentication (a refused secret, or none at all)", async () => {
    const refused = await cli(["chains", "users", "list"], { REPORTKIT_CLIENT_SECRET: "not-the-secret" });
    expect(refused.code).toBe(3);
    expect(refused.stderr).toMatch(/^reportkit: AuthenticationError: /m);
    const none = await runCli(["chains", "users", "list"], { env: baseEnv(), ...s.run });
    expect(none.code).toBe(3);
    expect(none.stderr).toMatch(/No credentials: missing a client id \(REPORTKIT_CLIENT_ID\)/);
  });

  it("3: permission (a client without the scope)", async () => {
    const { readOnly } = sandbox.credentials;
    const run = await cli(["platform", "files", "copy", sandbox.demo.fileId], {
      REPORTKIT_CLIENT_ID: readOnly.clientId,
      REPORTKIT_CLIENT_SECRET: readOnly.clientSecret,
    });
    expect(run.stderr).toMatch(/^reportkit: PermissionError: /m);
    expect(run.code).toBe(3);
  });

  it("4: not found", async () => {
    const run = await cli(["chains", "users", "get", "nobody"]);
    expect(run.code).toBe(4);
    expect(run.stderr).toMatch(/^reportkit: NotFoundError: /m);
  });

  it("5: rate limited (a Retry-After too long to wait)", async () => {
    sandbox.control.setFaults({ rateLimitBurst: 1, retryAfterSeconds: 3600, apis: ["chains"] });
    const run = await cli(["chains", "users", "list"]);
    expect(run.stderr).toMatch(/^reportkit: RateLimitError: /m);
    expect(run.code).toBe(5);
  });

  it("6: server error", async () => {
    const run = await fake(["chains", "users", "get", "x"]);
    expect(run.stderr).toMatch(/^reportkit: ServerError: /m);
    expect(run.code).toBe(6);
  });

  it("7: network (nothing listening)", async () => {
    // The SDK's own fetch: a refused connection is what is tested. The token comes from the sandbox.
    const sandboxFirst: typeof fetch = (input, init) =>
      String(input instanceof Request ? input.url : input).startsWith("http://127.0.0.1:9/")
        ? fetch(input, init)
        : s.run.fetch(input, init);
    const run = await runCli(["chains", "users", "list"], {
      env: baseEnv({ ...s.vars, REPORTKIT_CHAINS_URL: "http://127.0.0.1:9/chains" }),
      fetch: sandboxFirst,
      clock: s.run.clock,
    });
    expect(run.stderr).toMatch(/^reportkit: ConnectionError: /m);
    expect(run.code).toBe(7);
  });
});
