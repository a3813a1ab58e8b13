import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  createSandbox,
  type FaultOptions,
  type RunningSandbox,
  type SandboxControl,
  type SandboxUrls,
  startSandbox,
} from "../src/index.js";
import { manualClock } from "./helpers.js";

/**
 * Every request fault reaches the token endpoint (`apis: ["auth"]`) and operation polls
 * (`paths: ["/operations/"]`), in process and over HTTP, and leaves other requests alone.
 */

interface Subject {
  fetch: (url: string, init?: RequestInit) => Promise<Response>;
  urls: SandboxUrls;
  credentials: { clientId: string; clientSecret: string };
  control: SandboxControl;
  /** Waits the latency fault asked for. */
  sleeps: number[];
}

interface Target {
  name: string;
  scope: FaultOptions;
  /** Prepares what the request needs (before any fault is set) and returns the request. */
  prepare(s: Subject): Promise<(signal?: AbortSignal) => Promise<Response>>;
}

const V = { "x-version": "2026-01-01" };

const targets: Target[] = [
  {
    name: "the token endpoint",
    scope: { apis: ["auth"] },
    prepare: async (s) => (signal) =>
      s.fetch(`${s.urls.auth}/oauth2/token`, {
        method: "POST",
        headers: { ...V, "content-type": "application/x-www-form-urlencoded;charset=UTF-8" },
        body: new URLSearchParams({
          client_id: s.credentials.clientId,
          client_secret: s.credentials.clientSecret,
          grant_type: "client_credentials",
        }).toString(),
        ...(signal ? { signal } : {}),
      }),
  },
  {
    name: "operation polls",
    scope: { paths: ["/operations/"] },
    prepare: async (s) => {
      const token = s.control.issueToken();
      const d = s.control.snapshot().spreadsheets[0]!;
      const started = await s.fetch(
        `${s.urls.platform}/spreadsheets/${d.id}/sheets/${d.sheets[0]!.id}/values/A1`,
        {
          method: "PUT",
          headers: { ...V, authorization: `Bearer ${token}`, "content-type": "application/json" },
          body: JSON.stringify({ values: [["x"]] }),
        },
      );
      expect(started.status).toBe(202);
      const location = started.headers.get("location")!;
      await started.text();
      return (signal) =>
        s.fetch(location, {
          headers: { ...V, authorization: `Bearer ${token}` },
          ...(signal ? { signal } : {}),
        });
    },
  },
];

/** A request the scope of each target leaves alone. */
async function untargeted(s: Subject): Promise<number> {
  const res = await s.fetch(`${s.urls.chains}/v1/security/users/usr-1001`, {
    headers: { ...V, authorization: `Bearer ${s.control.issueToken()}` },
  });
  await res.json();
  return res.status;
}

/** Reads a body to its end: its text, or what went wrong. */
async function read(res: Response): Promise<{ text: string; received: number; error?: unknown }> {
  const reader = res.body!.getReader();
  const chunks: Uint8Array[] = [];
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
    }
  } catch (error) {
    const received = chunks.reduce((n, c) => n + c.byteLength, 0);
    return { text: "", received, error };
  }
  const text = Buffer.concat(chunks).toString("utf8");
  return { text, received: Buffer.byteLength(text) };
}

const causeCode = (error: unknown) => (error as { cause?: { code?: string } }).cause?.code;

interface Kind {
  name: string;
  faults: FaultOptions;
  expectFault(request: (signal?: AbortSignal) => Promise<Response>, s: Subject): Promise<void>;
}

const kinds: Kind[] = [
  {
    name: "errorRate with errorStatus 500",
    faults: { errorRate: 1, errorStatus: 500 },
    expectFault: async (request) => {
      const res = await request();
      expect(res.status).toBe(500);
      expect(await res.json()).toMatchObject({ version: "2026-01-01" });
    },
  },
  {
    name: "errorRate with errorStatus 503",
    faults: { errorRate: 1, errorStatus: 503 },
    expectFault: async (request) => {
      const res = await request();
      expect(res.status).toBe(503);
      expect(await res.json()).toMatchObject({ version: "2026-01-01" });
    },
  },
  {
    name: "rateLimitBurst",
    faults: { rateLimitBurst: 1, retryAfterSeconds: 4 },
    expectFault: async (request) => {
      const res = await request();
      expect(res.status).toBe(429);
      expect(res.headers.get("retry-after")).toBe("4");
      await res.json();
    },
  },
  {
    name: "connectionResets",
    faults: { connectionResets: 1 },
    expectFault: async (request) => {
      const error = await request().catch((e: unknown) => e);
      expect(error).toBeInstanceOf(TypeError);
      expect((error as TypeError).message).toBe("fetch failed");
      expect(causeCode(error)).toBe("ECONNRESET");
    },
  },
  {
    name: "latencyMs",
    faults: { latencyMs: 1234 },
    expectFault: async (request, s) => {
      const res = await request();
      expect(res.status).toBe(200);
      await res.json();
      expect(s.sleeps).toEqual([1234]);
    },
  },
  {
    name: "truncatedBodies",
    faults: { truncatedBodies: 1 },
    expectFault: async (request) => {
      const res = await request();
      expect(res.status).toBe(200);
      const length = Number(res.headers.get("content-length"));
      const { error, received } = await read(res);
      expect(error).toBeInstanceOf(TypeError);
      expect((error as TypeError).message).toBe("terminated");
      expect(causeCode(error)).not.toBe("ECONNRESET");
      expect(received).toBe(Math.floor(length / 2));
    },
  },
  {
    name: "bodyResets",
    faults: { bodyResets: 1 },
    expectFault: async (request) => {
      const res = await request();
      expect(res.status).toBe(200);
      const length = Number(res.headers.get("content-length"));
      const { error, received } = await read(res);
      expect(error).toBeInstanceOf(TypeError);
      expect((error as TypeError).message).toBe("terminated");
      expect(causeCode(error)).toBe("ECONNRESET");
      expect(received).toBe(Math.floor(length / 2));
    },
  },
  {
    name: "stalledBodies",
    faults: { stalledBodies: 1 },
    expectFault: async (request) => {
      const controller = new AbortController();
      const res = await request(controller.signal);
      expect(res.status).toBe(200);
      const half = Math.floor(Number(res.headers.get("content-length")) / 2);
      const reader = res.body!.getReader();
      let received = 0;
      while (received < half) received += (await reader.read()).value!.byteLength;
      expect(received).toBe(half);
      const next = reader.read();
      const turn = new Promise((resolve) => setImmediate(() => resolve("pending")));
      expect(await Promise.race([next.then(() => "more"), turn])).toBe("pending");
      controller.abort();
      await expect(next).rejects.toMatchObject({ name: "AbortError" });
    },
  },
  {
    name: "invalidJsonBodies",
    faults: { invalidJsonBodies: 1 },
    expectFault: async (request) => {
      const res = await request();
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toContain("application/json");
      const { text, error } = await read(res);
      expect(error).toBeUndefined();
      expect(res.headers.get("content-length")).toBe(String(Buffer.byteLength(text)));
      expect(() => JSON.parse(text)).toThrow(SyntaxError);
    },
  },
];

function suite(transport: string, subject: () => Subject) {
  describe.each(targets)(`every fault kind reaches $name (${transport})`, (target) => {
    it.each(kinds)("$name hits it, leaves other requests alone, then lets it through", async (kind) => {
      const s = subject();
      const request = await target.prepare(s);
      s.control.setFaults({ ...kind.faults, ...target.scope });
      expect(await untargeted(s)).toBe(200);
      await kind.expectFault(request, s);
      s.control.setFaults({ errorRate: 0, latencyMs: 0 });
      const again = await request();
      expect(again.status).toBe(200);
      expect(await again.json()).toBeTypeOf("object");
    });
  });
}

suite("in process", () => {
  const sleeps: number[] = [];
  const sandbox = createSandbox({
    seed: 7,
    clock: manualClock(),
    responseValidation: "throw",
    sleep: async (ms) => {
      sleeps.push(ms);
    },
  });
  return { ...sandbox, sleeps };
});

describe("over HTTP on 127.0.0.1", () => {
  const sleeps: number[] = [];
  let server: RunningSandbox;
  beforeAll(async () => {
    server = await startSandbox({
      seed: 7,
      clock: manualClock(),
      responseValidation: "throw",
      sleep: async (ms) => {
        sleeps.push(ms);
      },
    });
  });
  afterAll(() => server.close());
  beforeEach(() => {
    server.control.reset();
    sleeps.length = 0;
  });

  suite("HTTP", () => ({ fetch: (url, init) => fetch(url, init), ...pick(server), sleeps }));
});

function pick(server: RunningSandbox) {
  return { urls: server.urls, credentials: server.credentials, control: server.control };
}
