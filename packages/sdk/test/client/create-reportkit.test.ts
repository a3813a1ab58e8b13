import { jsonResponse } from "@reportkit/testkit";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { createReportkit, type LogFields, type LogLevel, paginate, wait } from "../../src/index.js";
import { matrix, samplePath, valuesPath } from "../support/clients.js";
import { AUTH_URL, fakeService, PLATFORM_URL, serviceOptions } from "../support/fake-service.js";

beforeEach(() => {
  vi.useFakeTimers({ now: Date.UTC(2026, 0, 15, 9, 0, 0) });
});
afterEach(() => {
  vi.useRealTimers();
});

function reportkit(
  service: ReturnType<typeof fakeService>,
  logger?: (level: LogLevel, message: string, fields: LogFields) => void,
) {
  return createReportkit(serviceOptions(service, logger));
}

it("makes exactly one token request for 200 concurrent calls on a cold client", async () => {
  const service = fakeService({ tokenLatencyMs: 300 });
  const rk = reportkit(service);
  const calls = Promise.all(
    Array.from({ length: 200 }, (_, i) =>
      rk.platform.GET(samplePath, { params: { path: { ...matrix, sampleId: `s${i}` } } }),
    ),
  );
  await vi.advanceTimersByTimeAsync(300);
  const results = await calls;
  expect(results.every((r) => r.response.status === 200)).toBe(true);
  expect(service.tokenRequests()).toHaveLength(1);
  expect(new Set(service.apiRequests().map((a) => a.headers.get("Authorization")))).toEqual(
    new Set(["Bearer token-1"]),
  );
});

it("wires wait: a 202 is polled at its Location with the same auth and version", async () => {
  let polls = 0;
  const service = fakeService({
    api: (arrival) => {
      if (arrival.method === "PUT") {
        const location = `${PLATFORM_URL}/operations/op-1`;
        return jsonResponse({ operationLocation: location }, 202, { Location: location, "Retry-After": "2" });
      }
      polls++;
      return jsonResponse({ id: "op-1", status: polls < 2 ? "running" : "completed" }, 200, {
        "Retry-After": "1",
      });
    },
  });
  const rk = reportkit(service);
  const accepted = await rk.platform.PUT(valuesPath, {
    params: { path: { spreadsheetId: "sp", sheetId: "sh", range: "A1" } },
    body: { values: [[1]] },
  });
  const done = wait(rk, accepted);
  await vi.advanceTimersByTimeAsync(5_000);
  expect(await done).toMatchObject({ id: "op-1", status: "completed" });
  const polled = service.apiRequests().filter((a) => a.url.pathname === "/operations/op-1");
  expect(polled).toHaveLength(2);
  expect(polled.every((a) => a.headers.get("Authorization") === "Bearer token-1")).toBe(true);
  expect(polled.every((a) => a.headers.get("X-Version") === "2026-01-01")).toBe(true);
});

it("wires paginate: @nextLink pages go through the same authenticated transport", async () => {
  const path = `/organizations/o/workspaces/w/activities`;
  const service = fakeService({
    api: (arrival) =>
      arrival.url.searchParams.get("$next") === "2"
        ? jsonResponse({ data: [{ id: "a3" }] })
        : jsonResponse({ data: [{ id: "a1" }, { id: "a2" }], "@nextLink": `${PLATFORM_URL}${path}?$next=2` }),
  });
  const rk = reportkit(service);
  const ids: string[] = [];
  for await (const activity of paginate(
    rk.platform,
    "/organizations/{organizationId}/workspaces/{workspaceId}/activities",
    {
      params: { path: { organizationId: "o", workspaceId: "w" } },
    },
  )) {
    ids.push(activity.id ?? "");
  }
  expect(ids).toEqual(["a1", "a2", "a3"]);
  expect(service.apiRequests().map((a) => a.headers.get("Authorization"))).toEqual([
    "Bearer token-1",
    "Bearer token-1",
  ]);
});

it("logs every attempt with method, redacted URL, status, attempt number and duration", async () => {
  let calls = 0;
  const service = fakeService({
    api: async () => {
      await new Promise((resolve) => setTimeout(resolve, 40));
      return ++calls === 1 ? jsonResponse({}, 503) : jsonResponse({ id: "s" });
    },
  });
  const lines: { level: LogLevel; message: string; fields: LogFields }[] = [];
  const rk = reportkit(service, (level, message, fields) => lines.push({ level, message, fields }));
  const call = rk.platform.GET(samplePath, { params: { path: { ...matrix, sampleId: "s" } } });
  await vi.advanceTimersByTimeAsync(1_000);
  await call;
  const platform = lines.filter((l) => l.fields.api === "platform");
  const url = `${PLATFORM_URL}/testForms/form-1/testPhases/phase-1/matrices/matrix-1/samples/s`;
  expect(platform.map((l) => [l.level, l.fields])).toEqual([
    ["info", { api: "platform", method: "GET", url, status: 503, attempt: 1, durationMs: 40 }],
    [
      "info",
      { api: "platform", method: "GET", url, status: 503, attempt: 1, delayMs: 250, reason: "unavailable" },
    ],
    ["debug", { api: "platform", method: "GET", url, status: 200, attempt: 2, durationMs: 40 }],
  ]);
  expect(platform[0]?.message).toBe(`GET ${url} -> 503 (attempt 1, 40 ms)`);
  expect(lines.filter((l) => l.fields.api === "auth").map((l) => l.message)).toEqual([
    `POST ${AUTH_URL}/oauth2/token -> 200 (attempt 1, 0 ms)`,
  ]);
});

it("accepts console-like logger objects and redacts sensitive query values in logged URLs", async () => {
  const service = fakeService();
  const debug = vi.fn();
  const rk = createReportkit(serviceOptions(service, { debug }));
  await rk.fetch.platform(new Request(`${PLATFORM_URL}/operations/1?sig=abc123&page=2`));
  expect(debug).toHaveBeenLastCalledWith(
    `GET ${PLATFORM_URL}/operations/1?sig=%5BREDACTED%5D&page=2 -> 200 (attempt 1, 0 ms)`,
    expect.objectContaining({ status: 200 }),
  );
});
