import { recordFetch } from "@reportkit/testkit";
import { afterAll, expect, it, vi } from "vitest";
import { registerOpenTelemetry } from "../support/otel.js";

// Issue 23: @opentelemetry/api and the telemetry chunk load when the first instance of a process is
// created; a call made before they are loaded waits for that one load, and is traced.
const otel = registerOpenTelemetry();
afterAll(() => otel.unregister());

it("traces the first call of the first instance, made before the telemetry was loaded", async () => {
  vi.resetModules(); // a fresh SDK module graph: nothing loaded yet in it
  const { createReportkit } = await import("../../src/index.js");
  const recorder = recordFetch();
  const rk = createReportkit({
    tokenProvider: { getToken: async () => "t", invalidate: async () => {} },
    urls: { platform: "https://api.example.test" },
    fetch: recorder.fetch,
    env: false,
  });
  await rk.platform.GET("/operations/{operationId}", { params: { path: { operationId: "o" } } });
  expect(otel.spans().map((s) => s.name)).toEqual(["getOperation"]);
  expect(recorder.last().headers.get("traceparent")).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/);
});
