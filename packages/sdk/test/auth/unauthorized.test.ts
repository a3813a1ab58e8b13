import { jsonResponse } from "@reportkit/testkit";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { createReportkit } from "../../src/index.js";
import { AUTH_URL, CLIENT_ID, CLIENT_SECRET, fakeService, PLATFORM_URL } from "../support/fake-service.js";

beforeEach(() => {
  vi.useFakeTimers({ now: Date.UTC(2026, 0, 15, 9, 0, 0) });
});
afterEach(() => {
  vi.useRealTimers();
});

const path = { testFormId: "f", testPhaseId: "p", matrixId: "m" };
const samples = [{ dataValues: [{ column: "c1", value: 1 }], resultValues: [] }];

function client(service: ReturnType<typeof fakeService>) {
  return createReportkit({
    clientId: CLIENT_ID,
    clientSecret: CLIENT_SECRET,
    urls: { auth: AUTH_URL, platform: PLATFORM_URL },
    fetch: service.fetch,
    env: false,
  });
}

it("answers a 401 with one token refresh and one resend of the same call, body included", async () => {
  const service = fakeService({
    api: () => jsonResponse({ operationLocation: `${PLATFORM_URL}/operations/1` }, 202),
  });
  const rk = client(service);
  await rk.tokens.getToken();
  service.revoke("token-1");

  const result = await rk.platform.POST(
    "/testForms/{testFormId}/testPhases/{testPhaseId}/matrices/{matrixId}/samples/insertion",
    { params: { path }, body: samples },
  );

  expect(result.response.status).toBe(202);
  expect(service.tokenRequests()).toHaveLength(2);
  const sent = service.apiRequests();
  expect(sent.map((a) => a.headers.get("Authorization"))).toEqual(["Bearer token-1", "Bearer token-2"]);
  expect(sent.map((a) => JSON.parse(a.body))).toEqual([samples, samples]);
});

it("returns a second 401 instead of looping", async () => {
  const service = fakeService({ api: () => jsonResponse({ code: "unauthorized", message: "no" }, 401) });
  const rk = client(service);
  const result = await rk.platform.GET(
    "/testForms/{testFormId}/testPhases/{testPhaseId}/matrices/{matrixId}/samples/{sampleId}",
    { params: { path: { ...path, sampleId: "s" } } },
  );
  expect(result.response.status).toBe(401);
  expect(service.apiRequests()).toHaveLength(2);
  expect(service.tokenRequests()).toHaveLength(2);
});

it("refreshes once when many calls get a 401 for the same token at the same time", async () => {
  const service = fakeService({ tokenLatencyMs: 100 });
  const rk = client(service);
  const first = rk.tokens.getToken();
  await vi.advanceTimersByTimeAsync(100);
  await first;
  service.revoke("token-1");
  const calls = Promise.all(
    Array.from({ length: 20 }, (_, i) =>
      rk.platform.POST(
        "/testForms/{testFormId}/testPhases/{testPhaseId}/matrices/{matrixId}/samples/insertion",
        { params: { path: { ...path, matrixId: `m${i}` } }, body: samples },
      ),
    ),
  );
  await vi.advanceTimersByTimeAsync(100);
  const results = await calls;
  expect(results.map((r) => r.response.status)).toEqual(Array(20).fill(200));
  expect(service.tokenRequests()).toHaveLength(2);
});
