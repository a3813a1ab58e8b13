import { type FetchRecorder, jsonResponse, recordFetch } from "@reportkit/testkit";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createReportkit, type OpenTelemetryApi, type ReportkitOptions } from "../../src/index.js";
import { CLIENT_SECRET, fakeService, PLATFORM_URL, staticTokens } from "../support/fake-service.js";
import { registerOpenTelemetry } from "../support/otel.js";

// Issue 23: spans only where a provider is registered; nothing made, nothing injected without one;
// `openTelemetry: false` and `propagate: false`; the API module handed in explicitly.

function platform(recorder: FetchRecorder, options: Partial<ReportkitOptions> = {}) {
  return createReportkit({
    tokenProvider: staticTokens(),
    urls: { platform: PLATFORM_URL },
    fetch: recorder.fetch,
    env: false,
    ...options,
  }).platform;
}
const getOperation = { params: { path: { operationId: "op-1" } } };

describe("without a registered provider", () => {
  it("sends no traceparent and the calls work as before", async () => {
    const recorder = recordFetch();
    await platform(recorder).GET("/operations/{operationId}", getOperation);
    expect(recorder.last().headers.has("traceparent")).toBe(false);
  });
});

describe("with a registered provider", () => {
  let otel: ReturnType<typeof registerOpenTelemetry>;
  beforeAll(() => {
    otel = registerOpenTelemetry(); // after the test above, which runs with none
  });
  afterAll(() => otel.unregister());

  it("exports a CLIENT span per call and sends its traceparent", async () => {
    otel.reset();
    const recorder = recordFetch();
    await platform(recorder).GET("/operations/{operationId}", getOperation);
    const [span] = otel.spans();
    expect(span?.name).toBe("getOperation");
    expect(recorder.last().headers.get("traceparent")).toBe(
      `00-${span?.spanContext().traceId}-${span?.spanContext().spanId}-01`,
    );
  });

  it("openTelemetry: false records nothing and injects nothing", async () => {
    otel.reset();
    const recorder = recordFetch();
    await platform(recorder, { openTelemetry: false }).GET("/operations/{operationId}", getOperation);
    expect(otel.spans()).toEqual([]);
    expect(recorder.last().headers.has("traceparent")).toBe(false);
  });

  it("propagate: false records the span but sends no traceparent", async () => {
    otel.reset();
    const recorder = recordFetch();
    await platform(recorder, { openTelemetry: { propagate: false } }).GET(
      "/operations/{operationId}",
      getOperation,
    );
    expect(otel.spans().map((s) => s.name)).toEqual(["getOperation"]);
    expect(recorder.last().headers.has("traceparent")).toBe(false);
  });

  it("names the token request and a 401's refresh; url.full keeps no query value, secret or token", async () => {
    otel.reset();
    let first = true;
    const service = fakeService({
      api: () => {
        if (!first) return jsonResponse({ id: "op-1", status: "running" });
        first = false;
        return jsonResponse({ code: "unauthorized", message: "expired" }, 401);
      },
    });
    const rk = createReportkit({
      clientId: "client-123",
      clientSecret: CLIENT_SECRET,
      urls: { auth: "https://auth.example.test", platform: PLATFORM_URL },
      fetch: service.fetch,
      env: false,
    });
    const url = `${PLATFORM_URL}/operations/op-1?access_token=token-1&secret=${CLIENT_SECRET}&note=x`;
    await rk.fetch.platform(url);
    const spans = otel.spans();
    const call = spans.find((s) => s.name === "getOperation");
    expect(call?.attributes["url.full"]).toBe(
      `${PLATFORM_URL}/operations/op-1?access_token=REDACTED&secret=REDACTED&note=REDACTED`,
    );
    expect(call?.events.map((e) => e.attributes?.["reportkit.token.reason"])).toEqual([
      "no-fresh-token",
      "unauthorized",
    ]);
    // The token requests ran inside the call: their spans are its children.
    const tokens = spans.filter((s) => s.name === "requestToken");
    expect(tokens).toHaveLength(2);
    for (const token of tokens) expect(token.parentSpanContext?.spanId).toBe(call?.spanContext().spanId);
    const exported = JSON.stringify(spans.map((s) => [s.attributes, s.events]));
    expect(exported).not.toContain(CLIENT_SECRET);
    expect(exported).not.toMatch(/token-\d/);
  });
});

describe("an API module handed in (openTelemetry: { api })", () => {
  it("is used as given, typed structurally", async () => {
    const started: string[] = [];
    const span = {
      setAttribute: () => span,
      setAttributes: () => span,
      addEvent: () => span,
      setStatus: () => span,
      updateName: () => span,
      isRecording: () => true,
      end: () => {},
    };
    const api: OpenTelemetryApi = {
      trace: {
        getTracer: () => ({
          startSpan: (name) => {
            started.push(name);
            return span;
          },
        }),
        getTracerProvider: () => ({}),
        setSpan: (context) => context,
      },
      context: { active: () => ({}), with: (_context, fn, thisArg, ...args) => fn.apply(thisArg, args) },
      propagation: { inject: (_context, headers) => headers.set("traceparent", "00-handed-in") },
      metrics: {
        getMeterProvider: () => ({}),
        getMeter: () => ({ createHistogram: () => ({}), createCounter: () => ({}) }),
      },
    };
    const recorder = recordFetch();
    await platform(recorder, { openTelemetry: { api } }).GET("/operations/{operationId}", getOperation);
    expect(started).toEqual(["getOperation"]);
    expect(recorder.last().headers.get("traceparent")).toBe("00-handed-in");
  });
});
