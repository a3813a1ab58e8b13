// Defect 3 of issue 7: the token request is safe to retry; only a 400/401 means bad credentials.
import { jsonResponse } from "@reportkit/testkit";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { AuthenticationError, createReportkit, RateLimitError, ServerError } from "../../src/index.js";
import { samplePath } from "../support/clients.js";
import { AUTH_URL, CLIENT_ID, CLIENT_SECRET, PLATFORM_URL, settle } from "../support/fake-service.js";

beforeEach(() => {
  vi.useFakeTimers({ now: Date.UTC(2026, 0, 15, 9, 0, 0) });
});
afterEach(() => {
  vi.useRealTimers();
});

const ok = () => jsonResponse({ access_token: "tok-1", expires_in: 600, token_type: "Bearer" });
const truncated = () =>
  new Response(
    new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"access_token":"to'));
        controller.error(new TypeError("terminated"));
      },
    }),
    { headers: { "Content-Type": "application/json" } },
  );
const sample = { testFormId: "f", testPhaseId: "p", matrixId: "m", sampleId: "s" };

function reportkit(tokenAnswers: (() => Response)[]) {
  let tokenCalls = 0;
  const fetch = async (url: string) => {
    if (!url.endsWith("/oauth2/token")) return jsonResponse({ id: "s" });
    const answer = tokenAnswers[Math.min(tokenCalls, tokenAnswers.length - 1)]!;
    tokenCalls++;
    return answer();
  };
  const rk = createReportkit({
    clientId: CLIENT_ID,
    clientSecret: CLIENT_SECRET,
    urls: { auth: AUTH_URL, platform: PLATFORM_URL },
    fetch,
    retry: { maxRetries: 3, random: () => 0.5 },
    throwOnError: true,
    env: false,
  });
  return { rk, tokenCalls: () => tokenCalls };
}

it("retries a 500, a 503 and a truncated token answer; every call waiting on the token succeeds", async () => {
  const boom = (status: number) => () => jsonResponse({ error: "server_error" }, status);
  const { rk, tokenCalls } = reportkit([boom(500), boom(503), truncated, ok]);
  const calls = [1, 2, 3, 4].map(() => settle(rk.platform.GET(samplePath, { params: { path: sample } })));

  await vi.advanceTimersByTimeAsync(250 + 500 + 1_000);
  const results = await Promise.all(calls);

  expect(results.map((r) => r.error)).toEqual([undefined, undefined, undefined, undefined]);
  expect(tokenCalls()).toBe(4);
});

it("honours a 429's Retry-After on the token endpoint", async () => {
  const { rk, tokenCalls } = reportkit([
    () => jsonResponse({ error: "slow_down" }, 429, { "Retry-After": "2" }),
    ok,
  ]);
  const call = settle(rk.platform.GET(samplePath, { params: { path: sample } }));

  await vi.advanceTimersByTimeAsync(1_999);
  expect(tokenCalls()).toBe(1);
  await vi.advanceTimersByTimeAsync(1);
  expect((await call).error).toBeUndefined();
  expect(tokenCalls()).toBe(2);
});

it("keeps a 5xx that outlasts the retries a ServerError naming the token endpoint, not an AuthenticationError", async () => {
  const { rk, tokenCalls } = reportkit([() => jsonResponse({ error: "server_error" }, 500)]);
  const call = settle(rk.platform.GET(samplePath, { params: { path: sample } }));

  await vi.advanceTimersByTimeAsync(250 + 500 + 1_000);
  const { error } = await call;

  expect(error).toBeInstanceOf(ServerError);
  expect(error).not.toBeInstanceOf(AuthenticationError);
  expect((error as ServerError).message).toMatch(
    /^Token request failed: 500 .*POST https:\/\/auth\.example\.test\/oauth2\/token/,
  );
  expect(tokenCalls()).toBe(4);
});

it("reports a 400 invalid_client at once as AuthenticationError with the server's description", async () => {
  const { rk, tokenCalls } = reportkit([
    () => jsonResponse({ error: "invalid_client", error_description: "Unknown client." }, 400),
  ]);
  const { error } = await settle(rk.platform.GET(samplePath, { params: { path: sample } }));

  expect(error).toBeInstanceOf(AuthenticationError);
  expect(error).toMatchObject({ code: "invalid_client", status: 400 });
  expect((error as Error).message).toMatch(/Unknown client\./);
  expect(tokenCalls()).toBe(1);
});

it("keeps a 429 beyond maxRetryAfterMs a RateLimitError", async () => {
  const { rk } = reportkit([() => jsonResponse({ error: "slow_down" }, 429, { "Retry-After": "3600" })]);
  const { error } = await settle(rk.platform.GET(samplePath, { params: { path: sample } }));

  expect(error).toBeInstanceOf(RateLimitError);
  expect((error as RateLimitError).retryAfter).toBe(3600);
});
