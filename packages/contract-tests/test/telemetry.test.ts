import { subscribe, unsubscribe } from "node:diagnostics_channel";
import type { IncomingMessage } from "node:http";
import type { ReadableSpan } from "@opentelemetry/sdk-trace-base";
import { type RunningSandbox, startSandbox } from "@reportkit/sandbox";
import { createReportkit, paginate, type Reportkit, wait } from "@reportkit/sdk";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { findLeaks } from "../src/fault-matrix/leaks.js";
import { registerOpenTelemetry, spanTexts, spanTree } from "../src/telemetry/setup.js";
import { virtualTime } from "../src/virtual-time.js";

// Issue 23: the SDK's spans, metrics and traceparent against the sandbox over HTTP, with
// @opentelemetry/sdk-trace-base's in-memory exporter and @opentelemetry/sdk-metrics registered as an
// app would register them. The sandbox and the SDK share a virtual clock (no test sleeps on wall time).
const otel = registerOpenTelemetry();

/** The `traceparent` of every request the sandbox's HTTP server received, read from Node's own channel. */
const received: { method: string; url: string; traceparent: string | undefined }[] = [];
const onRequest = (message: unknown) => {
  const { request } = message as { request: IncomingMessage };
  const traceparent = request.headers.traceparent;
  received.push({ method: request.method ?? "", url: request.url ?? "", traceparent: traceparent as string });
};

let sandbox: RunningSandbox;
let rk: Reportkit<true>;
const trees: string[] = [];

beforeAll(async () => {
  subscribe("http.server.request.start", onRequest);
  const clock = virtualTime();
  sandbox = await startSandbox({ seed: 1, clock });
  rk = createReportkit({
    clientId: sandbox.credentials.clientId,
    clientSecret: sandbox.credentials.clientSecret,
    urls: sandbox.urls,
    clock,
    // Over HTTP on a virtual clock, a per-attempt time limit would race the jumps of the clock.
    retry: { attemptTimeoutMs: Number.POSITIVE_INFINITY },
    throwOnError: true,
    env: false,
  });
  await rk.tokens.getToken(); // the token request's span is not part of the trees below
});

beforeEach(() => {
  otel.reset();
  received.length = 0;
  sandbox.control.clearFaults();
});

afterAll(async () => {
  unsubscribe("http.server.request.start", onRequest);
  otel.unregister();
  await sandbox?.close();
  if (trees.length) console.log(`\nSpan trees as exported (in-memory exporter):\n\n${trees.join("\n\n")}\n`);
});

const ofName = (spans: ReadableSpan[], name: string) => spans.filter((s) => s.name === name);
const idOf = (span: ReadableSpan) => span.spanContext().spanId;
const parentOf = (span: ReadableSpan) => span.parentSpanContext?.spanId;

/** The parent id of a `traceparent` header: `00-<trace id>-<parent id>-<flags>`. */
const parentIdOf = (traceparent: string | undefined) => traceparent?.split("-")[2];

describe("spans of the SDK against the sandbox", () => {
  it("a retried call: one CLIENT span named after the operation, a child span per send, traceparent of each send", async () => {
    // The first send gets 429 Retry-After: 1; the SDK sleeps (a virtual second) and sends again.
    sandbox.control.setFaults({ apis: ["chains"], rateLimitBurst: 1, retryAfterSeconds: 1 });
    const { data, requestId } = await rk.chains.GET("/v1/security/users", {
      params: { query: { pageSize: 2 } },
    });
    expect(data.data).toHaveLength(2);

    const spans = otel.spans();
    trees.push(`A retried call (429 with Retry-After, then 200):\n${spanTree(spans)}`);
    const [call] = ofName(spans, "listUsers");
    expect(call).toBeDefined();
    expect(call!.kind).toBe(2); // CLIENT
    expect(call!.attributes).toMatchObject({
      "http.request.method": "GET",
      "server.address": "127.0.0.1",
      "server.port": Number(new URL(sandbox.urls.chains).port),
      "url.full": `${sandbox.urls.chains}/v1/security/users?pageSize=REDACTED`,
      "url.template": "/chains/v1/security/users",
      "http.response.status_code": 200,
      "http.request.resend_count": 1,
      "reportkit.api": "chains",
      "reportkit.version": "2026-01-01",
    });
    if (requestId) expect(call!.attributes["reportkit.request_id"]).toBe(requestId);
    expect(call!.events.map((e) => [e.name, e.attributes])).toEqual([
      [
        "reportkit.retry",
        {
          "reportkit.retry.reason": "rate-limited",
          "reportkit.retry.delay_ms": 1000,
          "reportkit.retry.source": "retry-after",
          "http.response.status_code": 429,
        },
      ],
    ]);
    const sends = spans.filter((s) => parentOf(s) === idOf(call!));
    expect(
      sends.map((s) => [s.name, s.attributes["http.response.status_code"], s.attributes["error.type"]]),
    ).toEqual([
      ["GET /chains/v1/security/users", 429, "429"],
      ["GET /chains/v1/security/users", 200, undefined],
    ]);
    expect(sends[1]!.attributes["http.request.resend_count"]).toBe(1);
    expect(sends[0]!.status.code).toBe(2); // ERROR

    // The sandbox received each send's traceparent: the call's context on the first send, the second
    // send's own span on the resend, all in the call's trace.
    const users = received.filter((r) => r.url.startsWith("/chains/v1/security/users"));
    expect(users).toHaveLength(2);
    const traceId = call!.spanContext().traceId;
    for (const request of users)
      expect(request.traceparent).toMatch(new RegExp(`^00-${traceId}-[0-9a-f]{16}-01$`));
    expect(users.map((r) => parentIdOf(r.traceparent))).toEqual([idOf(call!), idOf(sends[1]!)]);
  });

  it("a call sent once has no child span, and its traceparent names its own span", async () => {
    await rk.chains.GET("/v1/security/users", { params: { query: { pageSize: 1 } } });
    const spans = otel.spans();
    expect(spans.map((s) => s.name)).toEqual(["listUsers"]);
    expect(spans[0]!.attributes["http.request.resend_count"]).toBeUndefined();
    expect(parentIdOf(received.at(-1)?.traceparent)).toBe(idOf(spans[0]!));
  });

  it("wait(): a span around the polls, an event per poll (status, next delay), each poll a child call", async () => {
    const { spreadsheetId, sheetId } = sandbox.demo;
    const accepted = await rk.platform.PUT("/spreadsheets/{spreadsheetId}/sheets/{sheetId}/values/{range}", {
      params: { path: { spreadsheetId, sheetId, range: "A1:B1" } },
      body: { values: [["traced", 1]] },
    });
    const operation = await wait(rk, accepted);
    expect(operation.status).toBe("completed");

    const spans = otel.spans();
    trees.push(`A sheet write, then wait():\n${spanTree(spans)}`);
    const [write] = ofName(spans, "updateRangeValues");
    expect(write!.attributes).toMatchObject({
      "http.request.method": "PUT",
      "http.response.status_code": 202,
      "url.template": "/platform/spreadsheets/{spreadsheetId}/sheets/{sheetId}/values/{range}",
    });
    const [waitSpan] = ofName(spans, "reportkit.wait");
    expect(waitSpan!.kind).toBe(0); // INTERNAL
    expect(waitSpan!.attributes).toMatchObject({
      "reportkit.api": "platform",
      "reportkit.operation.status": "completed",
    });
    const polls = waitSpan!.events.filter((e) => e.name === "reportkit.poll");
    expect(polls.length).toBe(waitSpan!.attributes["reportkit.poll.count"]);
    expect(polls.length).toBeGreaterThan(0);
    expect(polls.at(-1)!.attributes).toMatchObject({ "reportkit.operation.status": "completed" });
    for (const poll of polls) expect(typeof poll.attributes!["reportkit.poll.next_delay_ms"]).toBe("number");
    const children = spans.filter((s) => parentOf(s) === idOf(waitSpan!));
    expect(children.map((s) => s.name)).toEqual(polls.map(() => "getOperation"));
    expect(children[0]!.attributes["url.template"]).toBe("/platform/operations/{operationId}");
  });

  it("a paged list: a span around the walk, an event per page, each page a child call", async () => {
    const users: string[] = [];
    for await (const user of paginate(rk.chains, "/v1/security/users", {
      params: { query: { pageSize: 40 } },
    }))
      users.push(String(user.email));
    expect(users.length).toBeGreaterThan(40);

    const spans = otel.spans();
    trees.push(`A paged list (paginate, 40 users a page):\n${spanTree(spans)}`);
    const [list] = ofName(spans, "reportkit.paginate");
    expect(list!.attributes).toMatchObject({
      "reportkit.api": "chains",
      "reportkit.list": "/v1/security/users",
      "reportkit.operation": "listUsers",
      "reportkit.item.count": users.length,
    });
    const pages = list!.events.filter((e) => e.name === "reportkit.page");
    expect(pages.length).toBe(Math.ceil(users.length / 40));
    expect(pages.at(-1)!.attributes).toMatchObject({ "reportkit.page.last": true });
    const children = spans.filter((s) => parentOf(s) === idOf(list!));
    expect(children.map((s) => s.name)).toEqual(pages.map(() => "listUsers"));
  });

  it("records http.client.request.duration, reportkit.retries, reportkit.rate_limiter.wait and reportkit.operation.duration", async () => {
    sandbox.control.setFaults({ apis: ["chains"], rateLimitBurst: 1, retryAfterSeconds: 1 });
    await rk.chains.GET("/v1/security/users", { params: { query: { pageSize: 1 } } });
    const { spreadsheetId, sheetId } = sandbox.demo;
    await rk.platform.PUT("/spreadsheets/{spreadsheetId}/sheets/{sheetId}/values/{range}", {
      params: { path: { spreadsheetId, sheetId, range: "C1:C1" } },
      body: { values: [[1]] },
    });
    // A second sheet write right away waits for its pacing permit (one a second): an event, with the wait.
    otel.reset();
    await rk.platform.PUT("/spreadsheets/{spreadsheetId}/sheets/{sheetId}/values/{range}", {
      params: { path: { spreadsheetId, sheetId, range: "C2:C2" } },
      body: { values: [[2]] },
    });
    const [paced] = ofName(otel.spans(), "updateRangeValues");
    expect(paced!.events.map((e) => [e.name, e.attributes])).toEqual([
      ["reportkit.rate_limiter.wait", { "reportkit.wait_ms": expect.any(Number) }],
    ]);
    expect(paced!.events[0]!.attributes!["reportkit.wait_ms"]).toBeGreaterThan(0);
    const metrics = (await otel.metrics()).scopeMetrics.find(
      (s) => s.scope.name === "@reportkit/sdk",
    )!.metrics;
    const byName = new Map(metrics.map((m) => [m.descriptor.name, m]));
    expect([...byName.keys()].sort()).toEqual([
      "http.client.request.duration",
      "reportkit.operation.duration",
      "reportkit.rate_limiter.wait",
      "reportkit.retries",
    ]);
    expect(byName.get("http.client.request.duration")!.descriptor.unit).toBe("s");
    const requests = byName.get("http.client.request.duration")!.dataPoints.map((p) => p.attributes);
    expect(requests).toContainEqual(
      expect.objectContaining({
        "http.request.method": "GET",
        "http.response.status_code": 429,
        "error.type": "429",
        "server.address": "127.0.0.1",
        "url.template": "/chains/v1/security/users",
      }),
    );
    const retries = byName.get("reportkit.retries")!.dataPoints;
    expect(
      retries.map((p) => [p.attributes["reportkit.operation"], p.attributes["reportkit.retry.reason"]]),
    ).toContainEqual(["listUsers", "rate-limited"]);
  });

  it("puts no token, no secret and no body in any exported attribute or event", async () => {
    sandbox.control.setFaults({ apis: ["platform", "chains"], errorRate: 0.3, errorStatus: 503 });
    await rk.tokens.invalidate();
    await Promise.allSettled(
      Array.from({ length: 20 }, () =>
        rk.chains.GET("/v1/security/users", { params: { query: { pageSize: 1 } } }),
      ),
    );
    const state = sandbox.control.snapshot();
    const texts = spanTexts(otel.spans());
    expect(texts.length).toBeGreaterThan(20);
    expect(findLeaks(texts, [sandbox.credentials.clientSecret], Object.keys(state.tokens))).toEqual([]);
    expect(texts.map((t) => t.text).join("\n")).not.toMatch(/"data":|"email"/);
  });
});
