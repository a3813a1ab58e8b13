import { jsonResponse } from "@reportkit/testkit";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { createReportkit } from "../../src/index.js";
import { valuesPath } from "../support/clients.js";
import { AUTH_URL, CLIENT_ID, CLIENT_SECRET, fakeService, PLATFORM_URL } from "../support/fake-service.js";

const T0 = Date.UTC(2026, 0, 15, 9, 0, 0);

beforeEach(() => {
  vi.useFakeTimers({ now: T0 });
});
afterEach(() => {
  vi.useRealTimers();
});

/** A reportkit over a fake service whose token endpoint takes `tokenLatencyMs` to answer. */
function slowTokenReportkit(tokenLatencyMs: number, lifetimeS = 600) {
  const service = fakeService({
    lifetimeS,
    tokenLatencyMs,
    api: () => jsonResponse({ operationLocation: "https://api.example.test/operations/1" }, 202),
  });
  const rk = createReportkit({
    clientId: CLIENT_ID,
    clientSecret: CLIENT_SECRET,
    urls: { auth: AUTH_URL, platform: PLATFORM_URL },
    fetch: service.fetch,
    retry: { maxRetries: 0 },
    env: false,
  });
  const write = (row: number) =>
    rk.platform.PUT(valuesPath, {
      params: { path: { spreadsheetId: "sp", sheetId: "sh", range: `A${row}:B${row}` } },
      body: { values: [[row, row]] },
    });
  const writes = () => service.apiRequests().filter((arrival) => arrival.method === "PUT");
  return { service, write, writes };
}

it("paces 24 writes queued behind a 5 s token request evenly: none leaves in a burst when the token arrives", async () => {
  const { service, write, writes } = slowTokenReportkit(5_000);
  const all = Promise.all(Array.from({ length: 24 }, (_, i) => write(i + 1)));
  await vi.advanceTimersByTimeAsync(30_000);
  const results = await all;

  expect(results.every((result) => result.response.status === 202)).toBe(true);
  expect(service.tokenRequests()).toHaveLength(1);
  const sentAt = writes().map((arrival) => arrival.at - T0);
  expect(sentAt).toHaveLength(24);
  // The default limiter: 60 writes a minute, evenly spaced (burst 1): one every 1 000 ms. With the
  // permit taken after the token, the first write leaves when the token arrives and the others follow
  // one interval apart; with the permit taken first, the six permits due while the token was on its
  // way all left together at 5 s.
  expect(sentAt[0]).toBe(5_000);
  const gaps = sentAt.slice(1).map((at, i) => at - sentAt[i]!);
  expect(Math.min(...gaps)).toBeGreaterThanOrEqual(1_000 - 1);
  expect(sentAt.at(-1)).toBe(5_000 + 23 * 1_000);
});

it("sends a write that waited long for its permit with a token checked after the wait, never an expired one", async () => {
  // 40 s tokens: the provider stops serving one in its last quarter (10 s), so writes that waited
  // for their permits past that point take a new token instead of the one fetched before the wait.
  const { service, write, writes } = slowTokenReportkit(0, 40);
  const all = Promise.all(Array.from({ length: 45 }, (_, i) => write(i + 1)));
  await vi.advanceTimersByTimeAsync(120_000);
  const results = await all;

  expect(service.rejected).toEqual([]);
  expect(results.every((result) => result.response.status === 202)).toBe(true);
  expect(writes()).toHaveLength(45);
  const tokens = new Set(writes().map((arrival) => arrival.headers.get("Authorization")));
  expect(tokens.size).toBeGreaterThan(1); // tokens were renewed on the way, at the permit
});

it("takes a new permit for a write whose token was refused while it waited for its permit: no burst when the new token arrives", async () => {
  const { service, write, writes } = slowTokenReportkit(5_000);
  const all = Promise.all(Array.from({ length: 24 }, (_, i) => write(i + 1)));
  // The first token arrives at 5 s; at 9.5 s the service revokes it: the next write gets a 401 and
  // the new token takes 5 s, while the writes behind it hold permits that come due meanwhile.
  await vi.advanceTimersByTimeAsync(9_500);
  service.revoke("token-1");
  await vi.advanceTimersByTimeAsync(60_000);
  const results = await all;

  expect(results.every((result) => result.response.status === 202)).toBe(true);
  expect(service.tokenRequests()).toHaveLength(2);
  expect(service.rejected).toHaveLength(1); // the write that found the token revoked, sent again
  const sentAt = writes()
    .filter((arrival) => !service.rejected.includes(arrival))
    .map((arrival) => arrival.at - T0);
  expect(sentAt).toHaveLength(24);
  const gaps = sentAt.slice(1).map((at, i) => at - sentAt[i]!);
  expect(Math.min(...gaps)).toBeGreaterThanOrEqual(1_000 - 1);
});
