import { jsonResponse, recordFetch } from "@reportkit/testkit";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  ConnectionError,
  createReportkitPlatformClient,
  errorFromResult,
  RateLimitError,
  ServerError,
  TimeoutError,
} from "../../src/index.js";
import { insertionPath, matrix, platformOver, samplePath, samples, valuesPath } from "../support/clients.js";
import { PLATFORM_URL, settle, staticTokens } from "../support/fake-service.js";

beforeEach(() => {
  vi.useFakeTimers({ now: Date.UTC(2026, 0, 15, 9, 0, 0) });
});
afterEach(() => {
  vi.useRealTimers();
});

const reset = () => Object.assign(new TypeError("fetch failed"), { cause: { code: "ECONNRESET" } });
const refused = () => Object.assign(new TypeError("fetch failed"), { cause: { code: "ECONNREFUSED" } });
const hang = () => new Promise<Response>(() => {});

describe("a POST whose outcome is unknown is never sent twice", () => {
  it.each([500, 502, 503, 504])("a sample insertion answered %i is returned, not resent", async (status) => {
    const { client, recorder } = platformOver();
    recorder.reply(jsonResponse({ code: "server_error", message: "boom" }, status));
    const result = settle(client.POST(insertionPath, { params: { path: matrix }, body: samples }));
    await vi.advanceTimersByTimeAsync(60_000);
    expect((await result).value?.response.status).toBe(status);
    expect(recorder.requests).toHaveLength(1);
  });

  it("a sample insertion cut by a connection reset fails with ConnectionError, not resent", async () => {
    const { client, recorder } = platformOver();
    recorder.reply(reset());
    const result = settle(client.POST(insertionPath, { params: { path: matrix }, body: samples }));
    await vi.advanceTimersByTimeAsync(60_000);
    const { error } = await result;
    expect(error).toBeInstanceOf(ConnectionError);
    expect((error as ConnectionError).cause).toBeInstanceOf(TypeError);
    expect(recorder.requests).toHaveLength(1);
  });

  it("a sample insertion that times out fails with TimeoutError (with cause), not resent", async () => {
    const recorder = recordFetch(hang);
    const { client } = platformOver(recorder, { retry: { attemptTimeoutMs: 10_000 } });
    const result = settle(client.POST(insertionPath, { params: { path: matrix }, body: samples }));
    await vi.advanceTimersByTimeAsync(9_999);
    expect(recorder.requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    const { error } = await result;
    expect(error).toBeInstanceOf(TimeoutError);
    expect((error as TimeoutError).cause).toBeDefined();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(recorder.requests).toHaveLength(1);
  });

  it("a POST whose connection was refused (nothing sent) is sent again", async () => {
    const { client, recorder } = platformOver();
    recorder.reply(refused(), jsonResponse({ operationLocation: "x" }, 202));
    const result = settle(client.POST(insertionPath, { params: { path: matrix }, body: samples }));
    await vi.advanceTimersByTimeAsync(1_000);
    expect((await result).value?.response.status).toBe(202);
    expect(recorder.requests.map((r) => r.json)).toEqual([samples, samples]);
  });
});

/** One sheet-values PUT (idempotent: the same values land once however often it is sent), settled. */
const putValues = (client: ReturnType<typeof platformOver>["client"]) =>
  settle(
    client.PUT(valuesPath, {
      params: { path: { spreadsheetId: "s", sheetId: "t", range: "A1:B1" } },
      body: { values: [[1, 2]] },
    }),
  );

describe("idempotent requests are retried after unknown outcomes", () => {
  it("a sheet-values PUT answered 502 then reset is resent with the same body", async () => {
    const { client, recorder } = platformOver(undefined, { rateLimiter: false });
    recorder.reply(jsonResponse({}, 502), reset(), jsonResponse({ operationLocation: "x" }, 202));
    const result = putValues(client);
    await vi.advanceTimersByTimeAsync(1_000);
    expect((await result).value?.response.status).toBe(202);
    expect(recorder.requests.map((r) => r.json)).toEqual(Array(3).fill({ values: [[1, 2]] }));
  });

  it("a GET that keeps timing out gives up after maxRetries with TimeoutError", async () => {
    const recorder = recordFetch(hang);
    const { client } = platformOver(recorder, { retry: { attemptTimeoutMs: 1_000 } });
    const result = settle(client.GET(samplePath, { params: { path: { ...matrix, sampleId: "s" } } }));
    await vi.advanceTimersByTimeAsync(10_000);
    expect((await result).error).toBeInstanceOf(TimeoutError);
    expect(recorder.requests).toHaveLength(4);
  });

  it("a GET whose connection keeps failing gives up with ConnectionError after 4 attempts", async () => {
    const recorder = recordFetch(reset());
    const { client } = platformOver(recorder);
    const result = settle(client.GET(samplePath, { params: { path: { ...matrix, sampleId: "s" } } }));
    await vi.advanceTimersByTimeAsync(10_000);
    const { error } = await result;
    expect(error).toBeInstanceOf(ConnectionError);
    expect((error as Error).message).toContain("after 4 attempts");
    expect(recorder.requests).toHaveLength(4);
  });
});

describe("a later attempt's definitive failure keeps what an earlier attempt may have done", () => {
  // The fault matrix under CPU starvation: a PUT whose first attempt timed out (it may have landed) was
  // resent, the resend's token request failed for good, and the call reported a failure that nothing
  // had been applied. The earlier attempt's unknown outcome must survive into the error.
  // Each attempt asks the provider twice (before waiting for a permit, and just before sending).
  const tokensFailingAfter = (good: number) => {
    let calls = 0;
    return {
      getToken: async () => {
        calls++;
        if (calls > good) throw new ServerError({ message: "Token request failed: 503", status: 503 });
        return "tok-1";
      },
      invalidate: async () => {},
    };
  };

  it("a sheet-values PUT that timed out, then failed to get a token, may have been applied", async () => {
    const recorder = recordFetch(hang);
    const { client } = platformOver(recorder, {
      tokenProvider: tokensFailingAfter(2),
      retry: { attemptTimeoutMs: 1_000 },
    });
    const result = putValues(client);
    await vi.advanceTimersByTimeAsync(60_000);
    const { error } = await result;
    expect(recorder.requests).toHaveLength(1);
    expect(error).toBeInstanceOf(ServerError);
    expect((error as ServerError).mayHaveBeenApplied).toBe(true);
    expect((error as ServerError).message).toMatch(/an earlier attempt \(PUT .*\) may have been applied/);
  });

  it("a sheet-values PUT that timed out, then found nothing listening, may have been applied", async () => {
    let sent = 0;
    const recorder = recordFetch(() => (++sent === 1 ? hang() : Promise.reject(refused())));
    const { client } = platformOver(recorder, { retry: { attemptTimeoutMs: 1_000, maxRetries: 2 } });
    const result = putValues(client);
    await vi.advanceTimersByTimeAsync(60_000);
    const { error } = await result;
    expect(recorder.requests).toHaveLength(3);
    expect(error).toBeInstanceOf(ConnectionError);
    expect((error as ConnectionError).mayHaveBeenApplied).toBe(true);
  });

  // The fault matrix under CPU starvation: a range write (PUT) timed out, was resent into a burst of
  // 429s until its retries ran out, and the RateLimitError said nothing had been applied; the first
  // attempt had landed. A refusal says nothing about what an earlier attempt did.
  const tooMany = () => jsonResponse({ code: "too_many_requests", message: "slow down" }, 429);
  const firstAttempts = {
    "timed out": hang,
    "was reset after its body was sent": () => Promise.reject(reset()),
  };

  it.each(Object.keys(firstAttempts))(
    "a sheet-values PUT that %s, then was refused with 429 until its retries ran out, may have been applied",
    async (first) => {
      let sent = 0;
      const firstAttempt = firstAttempts[first as keyof typeof firstAttempts];
      const recorder = recordFetch(() => (++sent === 1 ? firstAttempt() : tooMany()));
      const { client } = platformOver(recorder, { retry: { attemptTimeoutMs: 1_000, maxRetries: 2 } });
      const result = putValues(client);
      await vi.advanceTimersByTimeAsync(60_000);
      const { value } = await result;
      expect(recorder.requests).toHaveLength(3);
      expect(value?.response.status).toBe(429);
      const error = errorFromResult(value!);
      expect(error).toBeInstanceOf(RateLimitError);
      expect(error?.mayHaveBeenApplied).toBe(true);
      expect(error?.message).toMatch(/an earlier attempt \(PUT .*\) may have been applied/);
    },
  );

  it("the throwing style's RateLimitError after a timed-out PUT says it may have been applied", async () => {
    let sent = 0;
    const recorder = recordFetch(() => (++sent === 1 ? hang() : tooMany()));
    const client = createReportkitPlatformClient({
      baseUrl: PLATFORM_URL,
      tokenProvider: staticTokens(),
      fetch: recorder.fetch,
      throwOnError: true,
      retry: { random: () => 0.5, attemptTimeoutMs: 1_000, maxRetries: 1 },
    });
    const result = settle(
      client.PUT(valuesPath, {
        params: { path: { spreadsheetId: "s", sheetId: "t", range: "A1:B1" } },
        body: { values: [[1, 2]] },
      }),
    );
    await vi.advanceTimersByTimeAsync(60_000);
    const { error } = await result;
    expect(recorder.requests).toHaveLength(2);
    expect(error).toBeInstanceOf(RateLimitError);
    expect((error as RateLimitError).mayHaveBeenApplied).toBe(true);
  });

  it("a GET's later failure still says nothing was applied (a read changes nothing)", async () => {
    const recorder = recordFetch(hang);
    const { client } = platformOver(recorder, {
      tokenProvider: tokensFailingAfter(2),
      retry: { attemptTimeoutMs: 1_000 },
    });
    const result = settle(client.GET(samplePath, { params: { path: { ...matrix, sampleId: "s" } } }));
    await vi.advanceTimersByTimeAsync(60_000);
    const { error } = await result;
    expect(error).toBeInstanceOf(ServerError);
    expect((error as ServerError).mayHaveBeenApplied).toBe(false);
  });
});
