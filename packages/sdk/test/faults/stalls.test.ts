// Defect 1 of issue 7: a response whose headers arrive and whose body then stalls must never hang a call.
import { jsonResponse } from "@reportkit/testkit";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { createReportkit, TimeoutError } from "../../src/index.js";
import { samplePath } from "../support/clients.js";
import { AUTH_URL, CLIENT_ID, CLIENT_SECRET, PLATFORM_URL, settle } from "../support/fake-service.js";

beforeEach(() => {
  vi.useFakeTimers({ now: Date.UTC(2026, 0, 15, 9, 0, 0) });
});
afterEach(() => {
  vi.useRealTimers();
});

/** A 200 whose headers arrive with half a JSON body, then nothing more: the stream never ends. */
function stalled(): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode('{"data":[{"id":'));
    },
  });
  return new Response(body, { headers: { "Content-Type": "application/json" } });
}

const token = () => jsonResponse({ access_token: "tok-1", expires_in: 600, token_type: "Bearer" });
const sample = { testFormId: "f", testPhaseId: "p", matrixId: "m", sampleId: "s" };

function reportkit(api: () => Response, tokenAnswer: () => Response = token, retry = {}) {
  const sent: string[] = [];
  // This fetch ignores its signal on purpose: the SDK must not rely on it to end the call.
  const fetch = async (url: string) => {
    sent.push(new URL(url).pathname);
    return url.endsWith("/oauth2/token") ? tokenAnswer() : api();
  };
  const rk = createReportkit({
    clientId: CLIENT_ID,
    clientSecret: CLIENT_SECRET,
    urls: { auth: AUTH_URL, platform: PLATFORM_URL },
    fetch,
    retry: { attemptTimeoutMs: 1_000, maxRetries: 2, random: () => 0.5, ...retry },
    throwOnError: true,
    env: false,
  });
  return { rk, sent };
}

it("ends a GET whose body stalls after the headers with TimeoutError once its retries are spent", async () => {
  const { rk, sent } = reportkit(stalled);
  const call = settle(rk.platform.GET(samplePath, { params: { path: sample } }));

  await vi.advanceTimersByTimeAsync(1_000 + 250 + 1_000 + 500 + 1_000);
  const { error } = await call;

  expect(error).toBeInstanceOf(TimeoutError);
  expect((error as TimeoutError).status).toBe(200);
  expect((error as TimeoutError).message).toMatch(/body did not arrive in time/);
  expect(sent.filter((p) => p !== "/oauth2/token")).toHaveLength(3);
});

it("ends a stalled call at its deadline even while an attempt is still reading", async () => {
  const { rk } = reportkit(stalled, token, { attemptTimeoutMs: 60_000, deadlineMs: 2_500 });
  const call = settle(rk.platform.GET(samplePath, { params: { path: sample } }));

  await vi.advanceTimersByTimeAsync(2_500);
  const { error } = await call;

  expect(error).toBeInstanceOf(TimeoutError);
  expect((error as TimeoutError).message).toMatch(/Deadline of 2500 ms exceeded/);
});

it("retries a token response that stalls, and the calls waiting on it get the token of the retry", async () => {
  let tokenAnswers = 0;
  const { rk, sent } = reportkit(
    () => jsonResponse({ id: "s" }),
    () => (++tokenAnswers === 1 ? stalled() : token()),
  );
  const calls = [1, 2, 3].map(() => settle(rk.platform.GET(samplePath, { params: { path: sample } })));

  await vi.advanceTimersByTimeAsync(1_000 + 250);
  const results = await Promise.all(calls);

  expect(results.map((r) => r.error)).toEqual([undefined, undefined, undefined]);
  expect(sent.filter((p) => p === "/oauth2/token")).toHaveLength(2);
});

it("bounds a wait for a stalled token by the call's deadline", async () => {
  const { rk } = reportkit(() => jsonResponse({ id: "s" }), stalled, {
    attemptTimeoutMs: 60_000,
    deadlineMs: 3_000,
  });
  const call = settle(rk.platform.GET(samplePath, { params: { path: sample } }));

  await vi.advanceTimersByTimeAsync(3_000);
  const { error } = await call;

  expect(error).toBeInstanceOf(TimeoutError);
  expect((error as TimeoutError).message).toMatch(/Deadline of 3000 ms exceeded/);
});
