import { describe, expect, it } from "vitest";
import { harness } from "./helpers.js";

const usersPath = "/v1/security/users/usr-1001";

describe("faults", () => {
  it("add latency through the injected sleep, before the answer", async () => {
    const waits: number[] = [];
    const h = harness({
      faults: { latencyMs: 250 },
      sleep: async (ms) => {
        waits.push(ms);
      },
    });
    const res = await h.call("GET", `${h.sandbox.urls.chains}${usersPath}`);
    expect(res.status).toBe(200);
    expect(waits).toContain(250);
  });

  it("abort a delayed request when the caller's signal fires", async () => {
    const h = harness({ faults: { latencyMs: 60_000 } });
    const token = await (async () => {
      h.sandbox.control.clearFaults();
      const t = await h.token();
      h.sandbox.control.setFaults({ latencyMs: 60_000 });
      return t;
    })();
    const controller = new AbortController();
    const pending = h.sandbox.fetch(`${h.sandbox.urls.chains}${usersPath}`, {
      headers: { authorization: `Bearer ${token}` },
      signal: controller.signal,
    });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: "AbortError" });
  });

  it("answer the next N requests with 429 and Retry-After, then recover", async () => {
    const h = harness();
    await h.token();
    h.sandbox.control.setFaults({ rateLimitBurst: 2, retryAfterSeconds: 7 });
    const statuses = [];
    for (let i = 0; i < 3; i++) {
      const res = await h.call("GET", `${h.sandbox.urls.chains}${usersPath}`);
      statuses.push([res.status, res.headers.get("retry-after")]);
      if (res.status === 429)
        expect(res.body).toMatchObject({ error: "rate_limit_exceeded", version: "2026-01-01" });
    }
    expect(statuses).toEqual([
      [429, "7"],
      [429, "7"],
      [200, null],
    ]);
  });

  it("fail a seeded share of requests with the error status, the same ones for the same seed", async () => {
    const run = async () => {
      const h = harness({ seed: 3 });
      await h.call("GET", `${h.sandbox.urls.chains}${usersPath}`);
      h.sandbox.control.setFaults({ errorRate: 0.5, errorStatus: 503 });
      const statuses: number[] = [];
      for (let i = 0; i < 20; i++)
        statuses.push((await h.call("GET", `${h.sandbox.urls.chains}${usersPath}`)).status);
      return statuses;
    };
    const first = await run();
    expect(first.filter((s) => s === 503).length).toBeGreaterThan(3);
    expect(first.filter((s) => s === 200).length).toBeGreaterThan(3);
    expect(await run()).toEqual(first);
  });

  it("drop the connection: the in-process fetch rejects with a TypeError like fetch does", async () => {
    const h = harness();
    await h.call("GET", `${h.sandbox.urls.chains}${usersPath}`);
    h.sandbox.control.setFaults({ connectionResets: 1 });
    const error = await h.call("GET", `${h.sandbox.urls.chains}${usersPath}`).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TypeError);
    expect((error as TypeError).message).toBe("fetch failed");
    expect((error as TypeError & { cause: { code: string } }).cause.code).toBe("ECONNRESET");
    expect((await h.call("GET", `${h.sandbox.urls.chains}${usersPath}`)).status).toBe(200);
  });

  it("truncate the body: headers arrive, reading the body fails", async () => {
    const h = harness();
    const token = await h.token();
    h.sandbox.control.setFaults({ truncatedBodies: 1 });
    const res = await h.sandbox.fetch(`${h.sandbox.urls.chains}${usersPath}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(200);
    await expect(res.json()).rejects.toThrow(TypeError);
  });

  it("apply only to the APIs named in apis", async () => {
    const h = harness();
    await h.token();
    h.sandbox.control.setFaults({ rateLimitBurst: 5, apis: ["prep"] });
    expect((await h.call("GET", `${h.sandbox.urls.chains}${usersPath}`)).status).toBe(200);
    expect((await h.call("GET", `${h.sandbox.urls.prep}/api/v1/tag`)).status).toBe(429);
  });
});

describe("control routes", () => {
  const post = (h: ReturnType<typeof harness>, path: string, body?: unknown) =>
    h.sandbox.fetch(`http://sandbox.local/__sandbox${path}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });

  it("set and clear faults, refusing unknown ones", async () => {
    const h = harness();
    const set = await post(h, "/faults", { rateLimitBurst: 1 });
    expect(await set.json()).toEqual({ rateLimitBurst: 1 });
    const bad = await post(h, "/faults", { explode: true });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { message: string }).message).toContain("unknown fault 'explode'");
    const cleared = await h.sandbox.fetch("http://sandbox.local/__sandbox/faults", { method: "DELETE" });
    expect(await cleared.json()).toEqual({});
  });

  it("advance the clock so tokens expire without waiting", async () => {
    const h = harness();
    const token = await h.token();
    const res = await post(h, "/clock/advance", { seconds: 600 });
    expect(res.status).toBe(200);
    expect((await h.call("GET", `${h.sandbox.urls.chains}${usersPath}`, { token })).status).toBe(401);
    expect((await post(h, "/clock/advance", { ms: -1 })).status).toBe(400);
  });

  it("reset to the seed data", async () => {
    const h = harness();
    const seeded = h.sandbox.control.snapshot();
    await h.call("DELETE", `${h.sandbox.urls.prep}/api/v1/table/${h.sandbox.demo.tableId}`);
    expect((await post(h, "/reset")).status).toBe(200);
    expect(h.sandbox.control.snapshot()).toEqual(seeded);
  });

  it("describe the sandbox: addresses, credentials and demo ids", async () => {
    const h = harness();
    const res = await h.sandbox.fetch("http://sandbox.local/__sandbox");
    const body = (await res.json()) as {
      urls: Record<string, string>;
      credentials: { clientId: string };
      demo: { fileId: string };
    };
    expect(body.urls.platform).toBe("http://sandbox.local/platform");
    expect(body.credentials.clientId).toBe("sandbox-demo-client");
    expect(body.demo.fileId).toBe(h.sandbox.demo.fileId);
  });
});
