import { jsonResponse } from "@reportkit/testkit";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  copyFiles,
  createReportkit,
  importFile,
  paginate,
  ServerError,
  TimeoutError,
  wait,
} from "../src/index.js";
import { type Arrival, fakeService, PLATFORM_URL, serviceOptions, settle } from "./support/fake-service.js";

// Issue 22: like openai's, Stripe's and Octokit's, every typed call and every helper takes `retry` and
// `timeoutMs` of its own, beside `signal` and `headers`.

beforeEach(() => {
  vi.useFakeTimers({ now: new Date("2026-01-15T09:30:00Z") });
});
afterEach(() => {
  vi.useRealTimers();
});

const spreadsheet = { params: { path: { spreadsheetId: "s-1" } } };
const failing = (arrival: Arrival) =>
  arrival.url.pathname === "/spreadsheets/s-1"
    ? jsonResponse({ code: "boom", message: "Boom." }, 503)
    : jsonResponse({});

describe("per-call retry and timeoutMs", () => {
  it("a typed call's `retry: false` sends it once, where the client would retry", async () => {
    const service = fakeService({ api: failing });
    const rk = createReportkit({ ...serviceOptions(service), throwOnError: true });

    const once = await rk.platform
      .GET("/spreadsheets/{spreadsheetId}", { ...spreadsheet, retry: false })
      .catch((e) => e);
    expect(once).toBeInstanceOf(ServerError);
    expect(service.apiRequests()).toHaveLength(1);

    const retried = settle(rk.platform.GET("/spreadsheets/{spreadsheetId}", spreadsheet));
    await vi.advanceTimersByTimeAsync(60_000);
    expect((await retried).error).toBeInstanceOf(ServerError);
    expect(service.apiRequests()).toHaveLength(1 + 4);
  });

  it("a typed call's `retry` overrides single fields of the client's (maxRetries: 1 sends it twice)", async () => {
    const service = fakeService({ api: failing });
    const rk = createReportkit({ ...serviceOptions(service), throwOnError: true });
    const result = settle(
      rk.platform.GET("/spreadsheets/{spreadsheetId}", { ...spreadsheet, retry: { maxRetries: 1 } }),
    );
    await vi.advanceTimersByTimeAsync(60_000);
    expect((await result).error).toBeInstanceOf(ServerError);
    expect(service.apiRequests()).toHaveLength(2);
  });

  it("a typed call's `timeoutMs` bounds the whole call, retries and waits included", async () => {
    const service = fakeService({
      api: () => jsonResponse({ code: "busy", message: "Busy." }, 503, { "Retry-After": "2" }),
    });
    const rk = createReportkit({ ...serviceOptions(service), throwOnError: true });
    const result = settle(
      rk.platform.GET("/spreadsheets/{spreadsheetId}", { ...spreadsheet, timeoutMs: 3_000 }),
    );
    await vi.advanceTimersByTimeAsync(10_000);
    // Sent at 0 and 2 s; the next Retry-After would end past the 3 s: it gives up with what it has.
    expect(service.apiRequests()).toHaveLength(2);
    expect((await result).error).toBeInstanceOf(ServerError);
  });

  it("paginate's `retry` applies to each page it asks for", async () => {
    let calls = 0;
    const service = fakeService({
      api: (arrival) => {
        calls++;
        if (!arrival.url.searchParams.has("$next")) {
          return jsonResponse({
            data: [{ id: "a-1" }],
            "@nextLink": `${PLATFORM_URL}${arrival.url.pathname}?$next=2`,
          });
        }
        return jsonResponse({ code: "boom", message: "Boom." }, 500);
      },
    });
    const rk = createReportkit({ ...serviceOptions(service), throwOnError: true });
    const list = paginate(
      rk.platform,
      "/organizations/{organizationId}/workspaces/{workspaceId}/activities",
      { params: { path: { organizationId: "o-1", workspaceId: "w-1" } } },
      { retry: false },
    );
    const walked = settle(
      (async () => {
        for await (const _ of list) {
          // page 2 fails
        }
      })(),
    );
    await vi.advanceTimersByTimeAsync(60_000);
    expect((await walked).error).toBeInstanceOf(ServerError);
    expect(calls).toBe(2);
  });

  it("paginate's `pageTimeoutMs` bounds each page's call, retries and waits included", async () => {
    const service = fakeService({
      api: () => jsonResponse({ code: "busy", message: "Busy." }, 503, { "Retry-After": "2" }),
    });
    const rk = createReportkit({ ...serviceOptions(service), throwOnError: true });
    const list = paginate(
      rk.platform,
      "/organizations/{organizationId}/workspaces/{workspaceId}/activities",
      { params: { path: { organizationId: "o-1", workspaceId: "w-1" } } },
      { pageTimeoutMs: 3_000 },
    );
    const walked = settle(
      (async () => {
        for await (const _ of list) {
          // the first page never comes
        }
      })(),
    );
    await vi.advanceTimersByTimeAsync(10_000);
    expect((await walked).error).toBeInstanceOf(ServerError);
    expect(service.apiRequests()).toHaveLength(2);
  });

  it("wait's `retry` applies to each poll (`false`: a failed poll is not resent by the transport)", async () => {
    const service = fakeService({ api: () => jsonResponse({ code: "boom", message: "Boom." }, 500) });
    const rk = createReportkit({ ...serviceOptions(service), throwOnError: true });
    const done = settle(wait(rk, `${PLATFORM_URL}/operations/op-1`, { retry: false, maxPollFailures: 2 }));
    await vi.advanceTimersByTimeAsync(60_000);
    expect((await done).error).toBeInstanceOf(ServerError);
    // Two polls, each sent once (the client alone would send each up to 4 times).
    expect(service.apiRequests()).toHaveLength(2);
  });

  it("timeoutMs of a wait bounds the whole wait (TimeoutError naming the operation)", async () => {
    const service = fakeService({ api: () => jsonResponse({ id: "op-1", status: "started" }) });
    const rk = createReportkit({ ...serviceOptions(service), throwOnError: true });
    const done = settle(wait(rk, `${PLATFORM_URL}/operations/op-1`, { timeoutMs: 4_000 }));
    await vi.advanceTimersByTimeAsync(5_000);
    expect((await done).error).toBeInstanceOf(TimeoutError);
  });

  it("a transfer's `timeoutMs` bounds it whole, and its `retry` applies to each of its requests", async () => {
    const service = fakeService({
      api: (arrival) => {
        const { pathname } = arrival.url;
        if (pathname === "/files/import") {
          return jsonResponse({ uploadUrl: `${PLATFORM_URL}/uploads/u-1` }, 202, {
            Location: `${PLATFORM_URL}/operations/op-1`,
          });
        }
        if (pathname === "/uploads/u-1") return jsonResponse({ code: "boom", message: "Boom." }, 503);
        return jsonResponse({ id: "op-1", status: "started" });
      },
    });
    const rk = createReportkit({ ...serviceOptions(service), throwOnError: true });
    const bytes = new Uint8Array([1, 2, 3]);

    const once = settle(importFile(rk, bytes, { fileName: "a.csv", kind: "Spreadsheet", retry: false }));
    await vi.advanceTimersByTimeAsync(60_000);
    expect((await once).error).toBeInstanceOf(ServerError);
    expect(service.apiRequests().filter((a) => a.url.pathname === "/uploads/u-1")).toHaveLength(1);

    const ok = fakeService({
      api: (arrival) =>
        arrival.url.pathname === "/files/import"
          ? jsonResponse({ uploadUrl: `${PLATFORM_URL}/uploads/u-1` }, 202, {
              Location: `${PLATFORM_URL}/operations/op-1`,
            })
          : arrival.url.pathname === "/uploads/u-1"
            ? new Response(null, { status: 200 })
            : jsonResponse({ id: "op-1", status: "started" }),
    });
    const rk2 = createReportkit({ ...serviceOptions(ok), throwOnError: true });
    const bounded = settle(
      importFile(rk2, bytes, { fileName: "a.csv", kind: "Spreadsheet", timeoutMs: 5_000 }),
    );
    await vi.advanceTimersByTimeAsync(6_000);
    const { error } = await bounded;
    expect(error).toBeInstanceOf(TimeoutError);
    expect((error as Error).message).toContain("The import did not finish within its timeoutMs (5000 ms)");
  });

  it("copyFiles' `copyTimeoutMs` bounds each copy: one that never completes ends with TimeoutError, the others stand", async () => {
    const service = fakeService({
      api: (arrival) => {
        const copy = /^\/files\/([^/]+)\/copy$/.exec(arrival.url.pathname);
        if (copy)
          return new Response(null, {
            status: 202,
            headers: { Location: `${PLATFORM_URL}/operations/op-${copy[1]}` },
          });
        const done = arrival.url.pathname === "/operations/op-quick";
        if (arrival.url.pathname.endsWith("/copyFileResults")) return jsonResponse({ data: [{ id: "c-1" }] });
        return jsonResponse({ id: "op", status: done ? "completed" : "started" });
      },
    });
    const rk = createReportkit({ ...serviceOptions(service), throwOnError: true });
    const outcomes = settle(copyFiles(rk, ["quick", "stuck"], { copyTimeoutMs: 10_000 }));
    await vi.advanceTimersByTimeAsync(15_000);
    const [quick, stuck] = (await outcomes).value ?? [];
    expect(quick?.ok).toBe(true);
    expect(stuck?.ok === false && stuck.error).toBeInstanceOf(TimeoutError);
  });

  it("copyFiles' `timeoutMs` bounds the whole call: copies unfinished when it passes end with TimeoutError", async () => {
    const service = fakeService({
      api: (arrival) => {
        const copy = /^\/files\/([^/]+)\/copy$/.exec(arrival.url.pathname);
        if (copy)
          return new Response(null, {
            status: 202,
            headers: { Location: `${PLATFORM_URL}/operations/op-${copy[1]}` },
          });
        return jsonResponse({ id: "op", status: "started" });
      },
    });
    const rk = createReportkit({ ...serviceOptions(service), throwOnError: true });
    // One at a time: a limit per copy would take 20 s for the two; the call's ends both at 10 s.
    const outcomes = settle(copyFiles(rk, ["a", "b"], { concurrency: 1, timeoutMs: 10_000 }));
    await vi.advanceTimersByTimeAsync(11_000);
    const settled = (await outcomes).value ?? [];
    expect(settled.map((o) => !o.ok && o.error instanceof TimeoutError)).toEqual([true, true]);
  });
});
