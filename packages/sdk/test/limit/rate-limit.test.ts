import { jsonResponse, type RecordedRequest, recordFetch } from "@reportkit/testkit";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { MemoryRateLimiterStore } from "../../src/advanced.js";
import { AbortedError, createRateLimiter } from "../../src/index.js";
import { matrix, platformOver, samplePath, valuesPath } from "../support/clients.js";
import { settle } from "../support/fake-service.js";

const T0 = Date.UTC(2026, 0, 15, 9, 0, 0);

beforeEach(() => {
  vi.useFakeTimers({ now: T0 });
});
afterEach(() => {
  vi.useRealTimers();
});

/** A server allowing 60 sheet-value writes in any 60 s (sliding window); it answers 429 beyond that. */
function slidingWindowServer(limit = 60, windowMs = 60_000) {
  const accepted: number[] = [];
  const refused: number[] = [];
  const recorder = recordFetch((request: RecordedRequest) => {
    if (!request.url.pathname.includes("/values/")) return jsonResponse({});
    const now = Date.now() - T0;
    if (accepted.filter((at) => now - at < windowMs).length >= limit) {
      refused.push(now);
      return jsonResponse({ code: "too_many_requests", message: "limit" }, 429, { "Retry-After": "1" });
    }
    accepted.push(now);
    return jsonResponse({ operationLocation: "https://api.example.test/operations/1" }, 202);
  });
  return { recorder, accepted, refused };
}

const write = (client: ReturnType<typeof platformOver>["client"], row: number, signal?: AbortSignal) =>
  client.PUT(valuesPath, {
    params: { path: { spreadsheetId: "sp", sheetId: "sh", range: `A${row}:C${row}` } },
    body: { values: [[row, row, row]] },
    signal,
  });

it("paces 120 sheet-value writes so a 60/minute sliding window never answers 429, finishing in about 2 minutes", async () => {
  const server = slidingWindowServer();
  const { client } = platformOver(server.recorder);
  let finishedAt = 0;
  const all = Promise.all(Array.from({ length: 120 }, (_, i) => write(client, i + 1))).then((results) => {
    finishedAt = Date.now() - T0;
    return results;
  });
  await vi.advanceTimersByTimeAsync(125_000);
  const results = await all;
  expect(server.refused).toEqual([]);
  expect(results.every((r) => r.response.status === 202)).toBe(true);
  expect(server.accepted).toHaveLength(120);
  expect(finishedAt).toBeGreaterThanOrEqual(115_000);
  expect(finishedAt).toBeLessThanOrEqual(120_000);
});

it("does not pace other requests", async () => {
  const server = slidingWindowServer();
  const { client } = platformOver(server.recorder);
  const reads = Promise.all(
    Array.from({ length: 100 }, () =>
      client.GET(samplePath, { params: { path: { ...matrix, sampleId: "s" } } }),
    ),
  );
  await vi.advanceTimersByTimeAsync(1);
  expect((await reads).length).toBe(100);
  expect(server.recorder.requests).toHaveLength(100);
});

it("rejects a write waiting for a permit with AbortedError as soon as its signal fires", async () => {
  const server = slidingWindowServer();
  const { client } = platformOver(server.recorder);
  const first = write(client, 1);
  const controller = new AbortController();
  const second = settle(write(client, 2, controller.signal));
  await vi.advanceTimersByTimeAsync(500);
  controller.abort();
  await vi.advanceTimersByTimeAsync(0);
  expect(await Promise.race([second, Promise.resolve("still waiting")])).toMatchObject({
    error: expect.any(AbortedError),
  });
  await first;
  expect(server.recorder.requests).toHaveLength(1);
});

it("shares one budget between clients with the same limiter and key (one workspace)", async () => {
  const server = slidingWindowServer();
  const rateLimiter = createRateLimiter({ store: new MemoryRateLimiterStore() });
  const a = platformOver(server.recorder, { rateLimiter, limiterKey: "workspace-1" }).client;
  const b = platformOver(server.recorder, { rateLimiter, limiterKey: "workspace-1" }).client;
  const all = Promise.all(Array.from({ length: 90 }, (_, i) => write(i % 2 ? a : b, i)));
  await vi.advanceTimersByTimeAsync(90_000);
  await all;
  expect(server.refused).toEqual([]);
  expect(server.accepted.at(-1)).toBe(89_000);
});

it("keeps separate budgets for separate keys", async () => {
  const rateLimiter = createRateLimiter();
  const times: Record<string, number[]> = { one: [], two: [] };
  const acquire = async (key: "one" | "two") => {
    await rateLimiter.acquire(key);
    times[key]?.push(Date.now() - T0);
  };
  const all = Promise.all([acquire("one"), acquire("one"), acquire("two"), acquire("two")]);
  await vi.advanceTimersByTimeAsync(1_000);
  await all;
  expect(times).toEqual({ one: [0, 1_000], two: [0, 1_000] });
});
