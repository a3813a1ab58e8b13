import { describe, expect, it } from "vitest";
import { harness } from "./helpers.js";

describe("chains timestamps", () => {
  it("are written as the service writes them, `2018-03-14 20:10:39.520585` (issue 33)", async () => {
    const { call, sandbox } = harness();
    const chains = sandbox.urls.chains;
    const answers = await Promise.all(
      [
        "/v1/metadata/environment/env-dev/chain",
        "/v1/security/users?pageSize=5",
        "/v1/metadata/workspace",
      ].map((path) => call("GET", `${chains}${path}`)),
    );
    const stamps = JSON.stringify(answers.map((a) => a.body)).match(/"[a-z_]+_at":"[^"]*"/g) ?? [];
    expect(stamps.length).toBeGreaterThan(10);
    for (const stamp of stamps) expect(stamp).toMatch(/:"\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\.\d{6}"$/);
  });
});

describe("chains", () => {
  it("are listed per environment", async () => {
    const { call, sandbox } = harness();
    const dev = await call<{ data: { id: string }[] }>(
      "GET",
      `${sandbox.urls.chains}/v1/metadata/environment/env-dev/chain`,
    );
    const prod = await call<{ data: { id: string }[] }>(
      "GET",
      `${sandbox.urls.chains}/v1/metadata/environment/env-prod/chain`,
    );
    expect(dev.body.data).toHaveLength(4);
    expect(prod.body.data).toHaveLength(6);
    const devIds = new Set(dev.body.data.map((c) => c.id));
    expect(prod.body.data.some((c) => devIds.has(c.id))).toBe(false);
  });

  it("answer 404 for an unknown environment, in the chains error shape", async () => {
    const { call, sandbox } = harness();
    const res = await call("GET", `${sandbox.urls.chains}/v1/metadata/environment/env-nope/chain`);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({
      error: "not_found",
      error_description: "No environment has the id 'env-nope'; known: env-dev, env-prod.",
      version: "2026-01-01",
    });
  });
});

describe("users", () => {
  type Users = { data: { id: string }[] };

  it("are paged from page 0 with pageSize up to 100, ending with a short then an empty page", async () => {
    const { call, sandbox } = harness();
    const url = (q: string) => `${sandbox.urls.chains}/v1/security/users?${q}`;
    const pages = [];
    for (let page = 0; page < 4; page++)
      pages.push((await call<Users>("GET", url(`pageSize=100&page=${page}`))).body.data);
    expect(pages.map((p) => p.length)).toEqual([100, 100, 30, 0]);
    expect(new Set(pages.flat().map((u) => u.id)).size).toBe(230);
    expect(pages[0]![0]!.id).toBe("usr-1001");
    expect((await call<Users>("GET", url(""))).body.data).toHaveLength(50);
  });

  it("refuse a pageSize above 100 or a negative page with 400", async () => {
    const { call, sandbox } = harness();
    const big = await call("GET", `${sandbox.urls.chains}/v1/security/users?pageSize=101`);
    expect(big.status).toBe(400);
    expect(big.body).toEqual({
      error: "invalid_request",
      error_description: "Invalid request: query parameter pageSize must be <= 100.",
      version: "2026-01-01",
    });
    expect((await call("GET", `${sandbox.urls.chains}/v1/security/users?page=-1`)).status).toBe(400);
  });

  it("are served by id and answer 404 for an unknown one", async () => {
    const { call, sandbox } = harness();
    const ok = await call("GET", `${sandbox.urls.chains}/v1/security/users/usr-1230`);
    expect(ok.body.data).toMatchObject({
      id: "usr-1230",
      email: expect.stringContaining("@company.invalid"),
    });
    const missing = await call("GET", `${sandbox.urls.chains}/v1/security/users/usr-9999`);
    expect(missing.status).toBe(404);
    expect(missing.body.error).toBe("not_found");
  });
});
