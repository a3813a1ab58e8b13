import { recordFetch } from "@reportkit/testkit";
import { afterEach, expect, it, vi } from "vitest";

// Issue 23: @opentelemetry/api is an optional peer dependency: without it an instance loads nothing
// more (not even reportkit's telemetry chunk), and its calls send no traceparent.

afterEach(() => {
  vi.doUnmock("@opentelemetry/api");
  vi.doUnmock("../../src/telemetry/otel.js");
  vi.resetModules();
});

it("works without @opentelemetry/api, and never loads the telemetry chunk", async () => {
  vi.resetModules();
  vi.doMock("@opentelemetry/api", () => {
    throw new Error("Cannot find package '@opentelemetry/api'");
  });
  const chunk = vi.fn();
  vi.doMock("../../src/telemetry/otel.js", () => {
    chunk();
    return {};
  });
  const { createReportkit } = await import("../../src/index.js");
  const { startTelemetry } = await import("../../src/telemetry/telemetry.js");
  const recorder = recordFetch();
  const rk = createReportkit({
    tokenProvider: { getToken: async () => "t", invalidate: async () => {} },
    urls: { platform: "https://api.example.test" },
    fetch: recorder.fetch,
    env: false,
  });
  await rk.platform.GET("/operations/{operationId}", { params: { path: { operationId: "o" } } });
  expect(recorder.last().headers.has("traceparent")).toBe(false);
  expect(await startTelemetry().ready).toBeNull();
  expect(chunk).not.toHaveBeenCalled();
});
