import * as api from "@opentelemetry/api";
import { expectTypeOf, test } from "vitest";
import { createReportkit, type OpenTelemetryApi } from "../../src/index.js";

// Issue 23: the `openTelemetry.api` option takes the @opentelemetry/api module itself, typed
// structurally (no @opentelemetry type reaches the SDK's declarations).
test("the @opentelemetry/api module fits OpenTelemetryApi", () => {
  expectTypeOf(api).toExtend<OpenTelemetryApi>();
  createReportkit({ openTelemetry: { api } });
  createReportkit({ openTelemetry: { api, propagate: false } });
  createReportkit({ openTelemetry: false });
  // @ts-expect-error: not an API module
  createReportkit({ openTelemetry: { api: {} } });
});
