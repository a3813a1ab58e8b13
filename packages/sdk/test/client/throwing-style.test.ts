import { jsonResponse, recordFetch } from "@reportkit/testkit";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import {
  type ApiError,
  ConcurrencyLimitError,
  createReportkit,
  errorFromResult,
  NotFoundError,
  PermissionError,
  RateLimitError,
  ServerError,
  unwrap,
} from "../../src/index.js";
import { insertionPath, matrix, samplePath, samples } from "../support/clients.js";
import { caught, PLATFORM_URL, PREP_URL, settle, staticTokens } from "../support/fake-service.js";

beforeEach(() => {
  vi.useFakeTimers({ now: Date.UTC(2026, 0, 15, 9, 0, 0) });
});
afterEach(() => {
  vi.useRealTimers();
});

/** Both styles over one recording fetch. */
function reportkit() {
  const recorder = recordFetch();
  const options = {
    tokenProvider: staticTokens(),
    urls: { platform: PLATFORM_URL, prep: PREP_URL },
    fetch: recorder.fetch,
    retry: { random: () => 0.5 },
    env: false as const,
  };
  return {
    recorder,
    throwing: createReportkit({ ...options, throwOnError: true }),
    plain: createReportkit(options),
  };
}

const params = { path: { ...matrix, sampleId: "s" } };

it("returns { data, response } from a throwing client when the call succeeds", async () => {
  const { recorder, throwing } = reportkit();
  recorder.reply(jsonResponse({ id: "s", dataValues: [], resultValues: [] }));
  const { data, response } = await throwing.platform.GET(samplePath, { params });
  expect(data.id).toBe("s");
  expect(response.status).toBe(200);
});

it("throws RateLimitError carrying retryAfter when the Retry-After is beyond the maximum", async () => {
  const { recorder, throwing } = reportkit();
  recorder.reply(
    jsonResponse({ code: "too_many_requests", message: "Slow down", version: "2026-01-01" }, 429, {
      "Retry-After": "900",
    }),
  );
  const error = await caught(() =>
    throwing.platform.POST(insertionPath, { params: { path: matrix }, body: samples }),
  );
  expect(error).toBeInstanceOf(RateLimitError);
  expect(error).toMatchObject({
    status: 429,
    retryAfter: 900,
    code: "too_many_requests",
    api: "platform",
    method: "POST",
  });
  expect((error as ApiError).url).toBe(
    `${PLATFORM_URL}/testForms/form-1/testPhases/phase-1/matrices/matrix-1/samples/insertion`,
  );
  expect(recorder.requests).toHaveLength(1);
});

it("throws the typed subclass for each failure: NotFoundError, ConcurrencyLimitError, ServerError", async () => {
  const { recorder, throwing } = reportkit();
  recorder.reply(jsonResponse({ code: 404, body: "No select list abc" }, 404));
  expect(
    await caught(() =>
      throwing.prep.GET("/api/v1/selectlist/{selectListId}", { params: { path: { selectListId: "abc" } } }),
    ),
  ).toBeInstanceOf(NotFoundError);
  recorder.reply(
    ...Array.from({ length: 4 }, () =>
      jsonResponse({ code: "concurrent_operations_exceeded", message: "busy" }, 409),
    ),
  );
  const busy = settle(throwing.platform.POST(insertionPath, { params: { path: matrix }, body: samples }));
  await vi.advanceTimersByTimeAsync(10_000);
  expect((await busy).error).toBeInstanceOf(ConcurrencyLimitError);
  recorder.reply(jsonResponse({ code: "internal", message: "oops" }, 500));
  expect(
    await caught(() => throwing.platform.POST(insertionPath, { params: { path: matrix }, body: samples })),
  ).toBeInstanceOf(ServerError);
});

it("leaves the default style alone: { error, response }, turned into a typed error by errorFromResult", async () => {
  const { recorder, plain } = reportkit();
  recorder.reply(jsonResponse({ code: "not_found", message: "No such sample", version: "2026-01-01" }, 404));
  const result = await plain.platform.GET(samplePath, { params });
  expect(result.error).toMatchObject({ code: "not_found" });
  const error = errorFromResult(result, { api: "platform" });
  expect(error).toBeInstanceOf(NotFoundError);
  expect(error).toMatchObject({ status: 404, version: "2026-01-01", method: "GET" });
  expect(() => unwrap(result)).toThrow(NotFoundError);
});

it("errorFromResult gives undefined and unwrap gives the data for a success", async () => {
  const { recorder, plain } = reportkit();
  recorder.reply(jsonResponse({ id: "s", dataValues: [], resultValues: [] }));
  const result = await plain.platform.GET(samplePath, { params });
  expect(errorFromResult(result)).toBeUndefined();
  expect(unwrap(result).id).toBe("s");
});

it("maps a JSON:API error document (report users) to the typed error with its code, detail and errors", async () => {
  const { recorder, throwing } = reportkit();
  const errors = [
    {
      id: "e-1",
      status: "403",
      code: "notOrgAdmin",
      title: "Forbidden",
      detail: "Only organization admins can list report users",
    },
    { id: "e-2", status: "403", code: "other", title: "Also forbidden" },
  ];
  recorder.reply(jsonResponse({ errors }, 403));
  const error = await caught(() => throwing.platform.GET(samplePath, { params }));
  expect(error).toBeInstanceOf(PermissionError);
  expect(error).toMatchObject({ status: 403, code: "notOrgAdmin", details: errors });
  expect((error as ApiError).message).toContain(
    "403 Only organization admins can list report users; Also forbidden",
  );
});
