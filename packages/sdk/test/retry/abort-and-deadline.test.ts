import { jsonResponse, recordFetch } from "@reportkit/testkit";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { AbortedError, TimeoutError } from "../../src/index.js";
import { matrix, platformOver, samplePath } from "../support/clients.js";
import { PLATFORM_URL, settle } from "../support/fake-service.js";

beforeEach(() => {
  vi.useFakeTimers({ now: Date.UTC(2026, 0, 15, 9, 0, 0) });
});
afterEach(() => {
  vi.useRealTimers();
});

const params = { path: { ...matrix, sampleId: "s" } };
const hang = () => new Promise<Response>(() => {});

it("rejects at once with AbortedError when the caller aborts during a backoff wait", async () => {
  const { client, recorder } = platformOver();
  recorder.reply(jsonResponse({}, 503, { "Retry-After": "30" }), jsonResponse({}));
  const controller = new AbortController();
  const result = settle(client.GET(samplePath, { params, signal: controller.signal }));
  await vi.advanceTimersByTimeAsync(1_000);
  controller.abort();
  await vi.advanceTimersByTimeAsync(0);
  const outcome = await Promise.race([result, Promise.resolve("still waiting")]);
  expect(outcome).toMatchObject({ error: expect.any(AbortedError) });
  await vi.advanceTimersByTimeAsync(60_000);
  expect(recorder.requests).toHaveLength(1);
});

it("rejects at once with AbortedError when the caller aborts while a send is in flight", async () => {
  const { client } = platformOver(recordFetch(hang));
  const controller = new AbortController();
  const result = settle(client.GET(samplePath, { params, signal: controller.signal }));
  await vi.advanceTimersByTimeAsync(500);
  controller.abort(new Error("user left"));
  await vi.advanceTimersByTimeAsync(0);
  const outcome = await Promise.race([result, Promise.resolve("still waiting")]);
  expect(outcome).toMatchObject({ error: expect.any(AbortedError) });
});

it("sends nothing when the signal has already fired", async () => {
  const { client, recorder } = platformOver();
  const result = await settle(client.GET(samplePath, { params, signal: AbortSignal.abort() }));
  expect(result.error).toBeInstanceOf(AbortedError);
  expect(recorder.requests).toHaveLength(0);
});

it("stops retrying when the next wait would pass the deadline, returning the last response", async () => {
  const { client, recorder } = platformOver(undefined, { retry: { deadlineMs: 5_000 } });
  recorder.reply(
    jsonResponse({}, 503, { "Retry-After": "3" }),
    jsonResponse({}, 503, { "Retry-After": "3" }),
  );
  const result = settle(client.GET(samplePath, { params }));
  await vi.advanceTimersByTimeAsync(3_000);
  expect((await result).value?.response.status).toBe(503);
  expect(recorder.requests).toHaveLength(2);
});

it("ends a hanging attempt when the overall deadline passes, with TimeoutError", async () => {
  const { client } = platformOver(recordFetch(hang), { retry: { deadlineMs: 5_000 } });
  const result = settle(client.GET(samplePath, { params }));
  await vi.advanceTimersByTimeAsync(4_999);
  const early = await Promise.race([result, Promise.resolve("still waiting")]);
  expect(early).toBe("still waiting");
  await vi.advanceTimersByTimeAsync(1);
  expect((await result).error).toBeInstanceOf(TimeoutError);
});

it("gives the network fetch a signal of its own per attempt when there is a time limit", async () => {
  const signals: (AbortSignal | null | undefined)[] = [];
  const caller = new AbortController();
  const { client } = platformOver(undefined, {
    fetch: async (_url, init) => {
      signals.push(init.signal);
      return jsonResponse({ id: "s" });
    },
  });
  await client.GET(samplePath, { params, signal: caller.signal });
  expect(signals[0]).toBeInstanceOf(AbortSignal);
  expect(signals[0]).not.toBe(caller.signal);
});

it("without a time limit, hands fetch no signal when nothing can abort the call, else one of its own that the caller's abort fires", async () => {
  const signals: (AbortSignal | null | undefined)[] = [];
  const { client } = platformOver(undefined, {
    retry: { attemptTimeoutMs: 0 },
    fetch: (_url, init) => {
      signals.push(init.signal);
      return init.signal ? hang() : Promise.resolve(jsonResponse({ id: "s" }));
    },
  });
  // A URL and init without a signal: nothing can abort it (a typed call's Request always has a signal).
  await client.wiring.fetch(`${PLATFORM_URL}/files/f-1`);
  expect(signals).toEqual([undefined]);

  const caller = new AbortController();
  const result = settle(client.GET(samplePath, { params, signal: caller.signal }));
  await vi.advanceTimersByTimeAsync(0);
  expect(signals[1]).toBeInstanceOf(AbortSignal);
  expect(signals[1]).not.toBe(caller.signal);
  caller.abort();
  await vi.advanceTimersByTimeAsync(0);
  expect(signals[1]?.aborted).toBe(true);
  expect(await result).toMatchObject({ error: expect.any(AbortedError) });
});
