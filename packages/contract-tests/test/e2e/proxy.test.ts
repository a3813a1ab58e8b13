// End to end (test/e2e/: `pnpm test` runs it, `pnpm test:quick` does not): a real proxy process (tinyproxy): only it shows the undici transport tunnelling through a proxy
// and nothing secret in the proxy's log.
import { type RunningSandbox, startSandbox } from "@reportkit/sandbox";
import { createReportkit, paginate } from "@reportkit/sdk";
import { createUndiciFetch } from "@reportkit/sdk/node";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { findLeaks } from "../../src/fault-matrix/leaks.js";
import { type RunningProxy, startTinyproxy, tinyproxyAvailable } from "../../src/tinyproxy.js";

// Issue 23: the undici transport through a real proxy (Debian's tinyproxy on 127.0.0.1, started by the
// test): the requests go through it, and neither a token nor the client secret reaches its log.
const available = tinyproxyAvailable("the proxy tests (packages/contract-tests/test/e2e/proxy.test.ts)");

describe.runIf(available)("the undici transport through tinyproxy", () => {
  let proxy: RunningProxy;
  let sandbox: RunningSandbox;
  let sandboxHost: string;

  beforeAll(async () => {
    proxy = await startTinyproxy();
    sandbox = await startSandbox({ seed: 1 });
    sandboxHost = new URL(sandbox.urls.platform).host;
  });
  afterAll(async () => {
    await sandbox?.close();
    await proxy?.close();
  });
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  const connect = (fetch: ReturnType<typeof createUndiciFetch>) =>
    createReportkit({
      clientId: sandbox.credentials.clientId,
      clientSecret: sandbox.credentials.clientSecret,
      urls: sandbox.urls,
      fetch,
      throwOnError: true,
      env: false,
    });
  /** Lines of the proxy's log that open a tunnel to the sandbox. */
  const tunnels = () =>
    proxy
      .log()
      .split("\n")
      .filter((line) => line.includes(`CONNECT ${sandboxHost}`));

  it("proxy: <url> sends the token request and every call through the proxy; no token or secret in its log", async () => {
    const before = tunnels().length;
    const rk = connect(createUndiciFetch({ proxy: proxy.url, connections: 2 }));
    const emails: string[] = [];
    for await (const user of paginate(rk.chains, "/v1/security/users", {
      params: { query: { pageSize: 50 } },
    }))
      emails.push(String(user.email));
    expect(emails.length).toBeGreaterThan(50);
    const { data } = await rk.platform.GET("/spreadsheets/{spreadsheetId}", {
      params: { path: { spreadsheetId: sandbox.demo.spreadsheetId } },
    });
    expect(data.id).toBe(sandbox.demo.spreadsheetId);

    expect(tunnels().length).toBeGreaterThan(before);
    const state = sandbox.control.snapshot();
    const tokens = Object.keys(state.tokens);
    expect(tokens.length).toBeGreaterThan(0);
    expect(
      findLeaks([{ where: "tinyproxy log", text: proxy.log() }], [sandbox.credentials.clientSecret], tokens),
    ).toEqual([]);
  });

  it('proxy: "env" honours HTTP_PROXY, and NO_PROXY keeps a host off the proxy', async () => {
    vi.stubEnv("HTTP_PROXY", proxy.url);
    vi.stubEnv("NO_PROXY", "");
    const before = tunnels().length;
    const proxied = connect(createUndiciFetch({ proxy: "env" }));
    await proxied.chains.GET("/v1/security/users", { params: { query: { pageSize: 1 } } });
    const through = tunnels().length;
    expect(through).toBeGreaterThan(before);

    vi.stubEnv("NO_PROXY", "127.0.0.1");
    const direct = connect(createUndiciFetch({ proxy: "env" }));
    await direct.chains.GET("/v1/security/users", { params: { query: { pageSize: 1 } } });
    expect(tunnels().length).toBe(through);
  });
});
