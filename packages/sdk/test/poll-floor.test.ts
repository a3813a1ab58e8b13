import { jsonResponse, recordFetch } from "@reportkit/testkit";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createWaiter } from "../src/advanced.js";

// Issue 21: a service that answers every poll with `Retry-After: 0` (or none) must not be polled in a
// tight loop. The summary asks for at least the Retry-After between polls; reportkit adds a floor.

const BASE = "https://api.example.test";
const OP_URL = `${BASE}/operations/op-1`;

const running = (retryAfter?: string) =>
  jsonResponse(
    { id: "op-1", status: "started" },
    200,
    retryAfter === undefined ? {} : { "Retry-After": retryAfter },
  );

beforeEach(() => {
  vi.useFakeTimers({ now: new Date("2026-01-15T09:30:00Z") });
});
afterEach(() => {
  vi.useRealTimers();
});

/** Polls made in `ms` of fake time by a wait whose every poll answer is `reply()`. */
async function pollTimes(reply: () => Response, ms: number, options = {}) {
  const recorder = recordFetch(() => reply());
  const wait = createWaiter({ fetch: recorder.fetch, platformBaseUrl: BASE });
  const controller = new AbortController();
  const times: number[] = [];
  const start = Date.now();
  const done = wait(OP_URL, {
    ...options,
    signal: controller.signal,
    onProgress: () => {
      times.push(Date.now() - start);
      // A wait with no floor polls in a loop that never yields to timers: stop it so the test can fail.
      if (times.length > 500) controller.abort();
    },
  }).catch(() => undefined);
  await vi.advanceTimersByTimeAsync(ms);
  controller.abort();
  await done;
  return times;
}

describe("wait: a floor under polling", () => {
  it("polls at most once a second when every answer says Retry-After: 0", async () => {
    const times = await pollTimes(() => running("0"), 10_000);
    // The bare URL is polled at once, then never sooner than a second after the previous poll
    // (at 0, 1, 3 and 7 s: the backoff from the floor).
    expect(times.length).toBeGreaterThanOrEqual(4);
    expect(times.length).toBeLessThanOrEqual(11);
    for (let i = 1; i < times.length; i++) expect(times[i]! - times[i - 1]!).toBeGreaterThanOrEqual(1_000);
  });

  it("without a Retry-After, backs off from the floor, doubling up to defaultIntervalMs", async () => {
    const times = await pollTimes(() => running(), 30_000);
    const gaps = times.slice(1).map((t, i) => t - times[i]!);
    expect(gaps.slice(0, 6)).toEqual([1_000, 2_000, 4_000, 5_000, 5_000, 5_000]);
  });

  it("treats Retry-After: 0 like no Retry-After: the same backoff from the floor", async () => {
    const times = await pollTimes(() => running("0"), 12_000);
    const gaps = times.slice(1).map((t, i) => t - times[i]!);
    expect(gaps.slice(0, 4)).toEqual([1_000, 2_000, 4_000, 5_000]);
  });

  it("honours a Retry-After above the floor as it is", async () => {
    const times = await pollTimes(() => running("3"), 10_000);
    const gaps = times.slice(1).map((t, i) => t - times[i]!);
    expect(gaps).toEqual([3_000, 3_000, 3_000]);
  });

  it("takes a configured floor (minIntervalMs) instead of the default second", async () => {
    const times = await pollTimes(() => running("0"), 1_000, { minIntervalMs: 100, defaultIntervalMs: 100 });
    const gaps = times.slice(1).map((t, i) => t - times[i]!);
    expect(gaps.length).toBeGreaterThanOrEqual(8);
    for (const gap of gaps) expect(gap).toBe(100);
  });

  it("never waits less than the floor before the first poll of a 202 that says Retry-After: 0", async () => {
    const recorder = recordFetch(() => jsonResponse({ id: "op-1", status: "completed" }));
    const wait = createWaiter({ fetch: recorder.fetch, platformBaseUrl: BASE });
    const accepted = {
      data: { operationLocation: OP_URL },
      response: new Response(null, { status: 202, headers: { "Retry-After": "0" } }),
    };
    const done = wait(accepted);
    await vi.advanceTimersByTimeAsync(999);
    expect(recorder.requests).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    await done;
    expect(recorder.requests).toHaveLength(1);
  });
});
