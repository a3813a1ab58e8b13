import { existsSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { baseEnv, runCli } from "./support/run-cli.js";
import { type CliSandbox, cliSandbox } from "./support/sandbox.js";

let s: CliSandbox;
const { version } = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as {
  version: string;
};

beforeAll(() => {
  s = cliSandbox({ seed: 1 });
});

/** The sandbox's fetch, recording each request's path and User-Agent. */
function recorded() {
  const requests: { path: string; userAgent: string | null }[] = [];
  const fetch: typeof globalThis.fetch = (input, init) => {
    const request = new Request(input, init);
    requests.push({ path: new URL(request.url).pathname, userAgent: request.headers.get("user-agent") });
    return s.run.fetch(input, init);
  };
  const tokenRequests = () => requests.filter((r) => r.path.endsWith("/oauth2/token")).length;
  return { fetch, requests, tokenRequests };
}

const mode = (path: string) => statSync(path).mode & 0o777;

describe("the token cache", () => {
  it("a second command sends no token request: the token is kept per profile in an owner-only file of the cache folder", async () => {
    const env = baseEnv(s.vars);
    const { fetch, tokenRequests } = recorded();
    const first = await runCli(["chains", "users", "list", "--page-size", "1"], { ...s.run, fetch, env });
    expect(first.code).toBe(0);
    expect(tokenRequests()).toBe(1);
    const second = await runCli(["chains", "users", "get", "usr-1001"], { ...s.run, fetch, env });
    const third = await runCli(["whoami"], { ...s.run, fetch, env });
    expect([second.code, third.code]).toEqual([0, 0]);
    expect(tokenRequests()).toBe(1);

    const file = join(env.XDG_CACHE_HOME!, "reportkit", "tokens", "default.json");
    expect(mode(file)).toBe(0o600);
    expect(mode(join(env.XDG_CACHE_HOME!, "reportkit", "tokens"))).toBe(0o700);
    const text = readFileSync(file, "utf8");
    expect(text).not.toContain(s.sandbox.credentials.clientSecret);
    const [token] = Object.values(JSON.parse(text) as Record<string, { accessToken: string }>);
    for (const run of [first, second, third])
      expect(`${run.stdout}${run.stderr}`).not.toContain(token!.accessToken);
  });

  it("a token about to expire is replaced, and logout removes the profile's tokens", async () => {
    const env = baseEnv();
    const { clientId, clientSecret } = s.sandbox.credentials;
    const flags = [
      "--auth-url",
      s.urls.auth,
      "--chains-url",
      s.urls.chains,
      "--platform-url",
      s.urls.platform,
    ];
    const login = await runCli(["login", "--client-id", clientId, ...flags, "--with-secret"], {
      ...s.run,
      env,
      input: clientSecret,
    });
    expect(login.code).toBe(0);
    const { fetch, tokenRequests } = recorded();
    await runCli(["whoami"], { ...s.run, fetch, env });
    const who = JSON.parse((await runCli(["whoami"], { ...s.run, fetch, env })).stdout) as {
      expiresInSeconds: number;
    };
    expect(tokenRequests()).toBe(1);
    await s.run.clock.sleep(who.expiresInSeconds * 1000); // the token expires now
    expect((await runCli(["whoami"], { ...s.run, fetch, env })).code).toBe(0);
    expect(tokenRequests()).toBe(2);

    const file = join(env.XDG_CACHE_HOME!, "reportkit", "tokens", "default.json");
    expect(existsSync(file)).toBe(true);
    expect((await runCli(["logout", "--yes"], { ...s.run, env })).code).toBe(0);
    expect(existsSync(file)).toBe(false);
  });

  it("every request says User-Agent: reportkit-cli/<version>: the token request, API calls, uploads", async () => {
    const { fetch, requests } = recorded();
    const env = baseEnv(s.vars);
    const file = join(env.XDG_CONFIG_HOME!, "a.csv");
    writeFileSync(file, "a,b\n1,2\n");
    const run = await runCli(["files", "import", file], { ...s.run, fetch, env });
    expect(run.code, run.stderr).toBe(0);
    expect(requests.length).toBeGreaterThan(2);
    for (const request of requests)
      expect(request).toEqual({ ...request, userAgent: `reportkit-cli/${version}` });
  });
});
