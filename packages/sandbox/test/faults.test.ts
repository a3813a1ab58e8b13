import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { describe, expect, it, vi } from "vitest";
import { harness } from "./helpers.js";

/** Resolves "pending" when `promise` has not settled after the event loop has turned once. */
/** V8's collector, through its documented flag (tests only). */
function gcFunction(): () => void {
  setFlagsFromString("--expose-gc");
  return runInNewContext("gc") as () => void;
}

const stillPending = (promise: Promise<unknown>) =>
  Promise.race([
    promise.then(
      () => "settled",
      () => "settled",
    ),
    new Promise((resolve) => setImmediate(() => resolve("pending"))),
  ]);

const usersPath = "/v1/security/users/usr-1001";
const auth = (token: string) => ({
  headers: { authorization: `Bearer ${token}`, "x-version": "2026-01-01" },
});

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

  it("reject a delayed request with the caller's abort reason, even a string, logging nothing and rendering no 500", async () => {
    const h = harness();
    const token = await h.token();
    h.sandbox.control.setFaults({ latencyMs: 60_000 });
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const controller = new AbortController();
      const pending = h.sandbox.fetch(`${h.sandbox.urls.chains}${usersPath}`, {
        ...auth(token),
        signal: controller.signal,
      });
      controller.abort("client went away");
      await expect(pending).rejects.toBe("client went away");
      expect(logged).not.toHaveBeenCalled();
    } finally {
      logged.mockRestore();
    }
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

  it("truncate the body: headers and the first half arrive, then the body fails with TypeError terminated", async () => {
    const h = harness();
    const token = await h.token();
    const full = await (await h.sandbox.fetch(`${h.sandbox.urls.chains}${usersPath}`, auth(token))).text();
    h.sandbox.control.setFaults({ truncatedBodies: 1 });
    const res = await h.sandbox.fetch(`${h.sandbox.urls.chains}${usersPath}`, auth(token));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-length")).toBe(String(full.length));
    const reader = res.body!.getReader();
    const head = await reader.read();
    expect(new TextDecoder().decode(head.value)).toBe(full.slice(0, Math.floor(full.length / 2)));
    const error = await reader.read().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TypeError);
    expect((error as TypeError).message).toBe("terminated");
    expect((error as TypeError & { cause: { code?: string } }).cause.code).not.toBe("ECONNRESET");
  });

  it("reset the body: the first half arrives, then the body fails as undici's does on ECONNRESET", async () => {
    const h = harness();
    const token = await h.token();
    const full = await (await h.sandbox.fetch(`${h.sandbox.urls.chains}${usersPath}`, auth(token))).text();
    h.sandbox.control.setFaults({ bodyResets: 1 });
    const res = await h.sandbox.fetch(`${h.sandbox.urls.chains}${usersPath}`, auth(token));
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    expect(new TextDecoder().decode((await reader.read()).value)).toBe(
      full.slice(0, Math.floor(full.length / 2)),
    );
    const error = await reader.read().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TypeError);
    expect((error as TypeError).message).toBe("terminated");
    expect((error as TypeError & { cause: Error & { code: string } }).cause).toMatchObject({
      message: "read ECONNRESET",
      code: "ECONNRESET",
    });
    expect((await h.call("GET", `${h.sandbox.urls.chains}${usersPath}`)).status).toBe(200);
  });

  it("stall the body after its first half until the reader cancels", async () => {
    const h = harness();
    const token = await h.token();
    const full = await (await h.sandbox.fetch(`${h.sandbox.urls.chains}${usersPath}`, auth(token))).text();
    h.sandbox.control.setFaults({ stalledBodies: 1 });
    const res = await h.sandbox.fetch(`${h.sandbox.urls.chains}${usersPath}`, auth(token));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-length")).toBe(String(full.length));
    const reader = res.body!.getReader();
    expect(new TextDecoder().decode((await reader.read()).value)).toBe(
      full.slice(0, Math.floor(full.length / 2)),
    );
    const next = reader.read();
    expect(await stillPending(next)).toBe("pending");
    await reader.cancel();
    expect(await next).toEqual({ done: true, value: undefined });
    expect(h.sandbox.control.faults().stalledBodies).toBe(0);
  });

  /** A stalled body being read (`pending`) and the controller of the request it answers. */
  async function stalledRead() {
    const h = harness();
    const token = await h.token();
    h.sandbox.control.setFaults({ stalledBodies: 1 });
    const controller = new AbortController();
    const res = await h.sandbox.fetch(`${h.sandbox.urls.chains}${usersPath}`, {
      ...auth(token),
      signal: controller.signal,
    });
    const pending = res.text();
    pending.catch(() => {});
    return { controller, pending };
  }

  it("end a stalled body with the abort reason when the request's signal aborts", async () => {
    const { controller, pending } = await stalledRead();
    expect(await stillPending(pending)).toBe("pending");
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: "AbortError" });
  });

  it("end a stalled body with the abort reason even after a garbage collection dropped the request object", async () => {
    // A Request's own signal follows the caller's only while the Request lives: after a collection it
    // never aborted, and a stalled body hung forever (the README's test command beside a second copy).
    const collect = gcFunction();
    const { controller, pending } = await stalledRead();
    for (let i = 0; i < 3; i++) {
      collect();
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(await stillPending(pending)).toBe("pending");
    controller.abort();
    expect(await stillPending(pending)).toBe("settled");
    await expect(pending).rejects.toMatchObject({ name: "AbortError" });
  });

  it("send a complete body that is not JSON for the next successful JSON answers, status and headers unchanged", async () => {
    const h = harness();
    const token = await h.token();
    const url = `${h.sandbox.urls.chains}${usersPath}`;
    const good = await h.sandbox.fetch(url, auth(token));
    const goodText = await good.text();
    h.sandbox.control.setFaults({ invalidJsonBodies: 1 });
    // An error answer does not use the fault up.
    expect((await h.sandbox.fetch(url, auth("not-a-token"))).status).toBe(401);
    const bad = await h.sandbox.fetch(url, auth(token));
    expect(bad.status).toBe(200);
    expect(bad.headers.get("content-type")).toBe(good.headers.get("content-type"));
    const text = await bad.text();
    expect(bad.headers.get("content-length")).toBe(String(new TextEncoder().encode(text).byteLength));
    expect(goodText.startsWith(text)).toBe(true);
    expect(() => JSON.parse(text)).toThrow(SyntaxError);
    expect(JSON.parse(await (await h.sandbox.fetch(url, auth(token))).text())).toEqual(JSON.parse(goodText));
  });

  it("restrict every fault to the paths given, using counts up only on matching requests", async () => {
    const h = harness();
    await h.token();
    h.sandbox.control.setFaults({ rateLimitBurst: 1, paths: ["/v1/security/users/usr-1001"] });
    expect((await h.call("GET", `${h.sandbox.urls.chains}/v1/security/users`)).status).toBe(200);
    expect((await h.call("GET", `${h.sandbox.urls.prep}/api/v1/tag`)).status).toBe(200);
    expect(h.sandbox.control.faults().rateLimitBurst).toBe(1);
    expect((await h.call("GET", `${h.sandbox.urls.chains}${usersPath}`)).status).toBe(429);
    expect((await h.call("GET", `${h.sandbox.urls.chains}${usersPath}`)).status).toBe(200);
  });

  it("combine apis and paths: a request must match both", async () => {
    const h = harness();
    await h.token();
    h.sandbox.control.setFaults({ errorRate: 1, apis: ["prep"], paths: ["/v1/"] });
    expect((await h.call("GET", `${h.sandbox.urls.chains}${usersPath}`)).status).toBe(200);
    expect((await h.call("GET", `${h.sandbox.urls.prep}/api/v1/tag`)).status).toBe(200);
    h.sandbox.control.setFaults({ paths: ["/api/v1/tag"] });
    expect((await h.call("GET", `${h.sandbox.urls.prep}/api/v1/tag`)).status).toBe(503);
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

  it("accept the body faults and path restrictions, and refuse malformed ones", async () => {
    const h = harness();
    const all = {
      stalledBodies: 1,
      bodyResets: 2,
      truncatedBodies: 3,
      invalidJsonBodies: 4,
      paths: ["/operations/", "/oauth2/token"],
      apis: ["platform", "auth"],
    };
    const set = await post(h, "/faults", all);
    expect(set.status).toBe(200);
    expect(await set.json()).toEqual(all);
    for (const [bad, message] of [
      [{ stalledBodies: -1 }, "stalledBodies must be a number >= 0"],
      [{ bodyResets: "2" }, "bodyResets must be a number >= 0"],
      [{ invalidJsonBodies: 1.5 }, "invalidJsonBodies must be a whole number"],
      [{ paths: "/operations/" }, "paths must be an array"],
      [{ paths: ["operations"] }, "paths must be an array"],
    ] as const) {
      const res = await post(h, "/faults", bad);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { message: string }).message).toContain(message);
    }
    expect(() => h.sandbox.control.setFaults({ paths: [42 as unknown as string] })).toThrow(TypeError);
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
