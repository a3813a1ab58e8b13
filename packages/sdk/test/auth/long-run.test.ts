import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { createReportkit } from "../../src/index.js";
import { AUTH_URL, CLIENT_ID, CLIENT_SECRET, fakeService, PLATFORM_URL } from "../support/fake-service.js";

beforeEach(() => {
  vi.useFakeTimers({ now: Date.UTC(2026, 0, 15, 9, 0, 0) });
});
afterEach(() => {
  vi.useRealTimers();
});

const sample = { testFormId: "f", testPhaseId: "p", matrixId: "m", sampleId: "s" };

it("runs 30 minutes on 10-minute tokens without ever sending an expired token or getting a 401", async () => {
  // The server checks each token against its own clock; the token endpoint takes 3 s to answer.
  const service = fakeService({ lifetimeS: 600, tokenLatencyMs: 3_000 });
  const rk = createReportkit({
    clientId: CLIENT_ID,
    clientSecret: CLIENT_SECRET,
    urls: { auth: AUTH_URL, platform: PLATFORM_URL },
    fetch: service.fetch,
    env: false,
  });
  const statuses: number[] = [];
  for (let second = 0; second < 30 * 60; second += 7) {
    const call = rk.platform.GET(
      "/testForms/{testFormId}/testPhases/{testPhaseId}/matrices/{matrixId}/samples/{sampleId}",
      {
        params: { path: sample },
      },
    );
    await vi.advanceTimersByTimeAsync(7_000);
    statuses.push((await call).response.status);
  }
  expect(service.rejected).toEqual([]);
  expect(new Set(statuses)).toEqual(new Set([200]));
  expect(service.apiRequests()).toHaveLength(statuses.length);
  // One token at the start, then a background refresh about every 8 minutes: 4 in 30 minutes.
  expect(service.tokenRequests()).toHaveLength(4);
});
