import { jsonResponse, recordFetch } from "@reportkit/testkit";
import { expect, it } from "vitest";
import { createReportkit, type NotFoundError, requestIdOf } from "../../src/index.js";
import { caught, PLATFORM_URL, staticTokens } from "../support/fake-service.js";

// Issue 23: the request id of a successful call, in both error styles (before, only errors had one).

function clients() {
  const recorder = recordFetch();
  const options = {
    tokenProvider: staticTokens(),
    urls: { platform: PLATFORM_URL },
    fetch: recorder.fetch,
    env: false as const,
  };
  return {
    recorder,
    plain: createReportkit(options),
    throwing: createReportkit({ ...options, throwOnError: true }),
  };
}
const getFile = { params: { path: { spreadsheetId: "f" } } };

it("reads X-Request-Id of a successful result, in both styles (throwing results carry requestId)", async () => {
  const { recorder, plain, throwing } = clients();
  recorder.reply(jsonResponse({ id: "f" }, 200, { "x-request-id": "req-1" }));
  expect(requestIdOf(await plain.platform.GET("/spreadsheets/{spreadsheetId}", getFile))).toBe("req-1");

  recorder.reply(jsonResponse({ id: "f" }, 200, { "x-request-id": "req-2" }));
  const result = await throwing.platform.GET("/spreadsheets/{spreadsheetId}", getFile);
  expect(result.requestId).toBe("req-2");
  expect(requestIdOf(result)).toBe("req-2");
  expect(requestIdOf(result.response)).toBe("req-2");
});

it("falls back to Request-Id, then X-Correlation-Id; undefined when the service sent none", () => {
  const headers = (h: Record<string, string>) => new Headers(h);
  expect(requestIdOf(headers({ "request-id": "b", "x-correlation-id": "c" }))).toBe("b");
  expect(requestIdOf(headers({ "x-correlation-id": "c" }))).toBe("c");
  expect(requestIdOf(headers({ "x-request-id": "a", "request-id": "b" }))).toBe("a");
  expect(requestIdOf(new Response(null))).toBeUndefined();
  expect(requestIdOf(undefined)).toBeUndefined();
});

it("reads a typed error's requestId", async () => {
  const { recorder, throwing } = clients();
  recorder.reply(jsonResponse({ code: "not_found", message: "gone" }, 404, { "x-request-id": "req-404" }));
  const error = (await caught(() =>
    throwing.platform.GET("/spreadsheets/{spreadsheetId}", getFile),
  )) as NotFoundError;
  expect(requestIdOf(error)).toBe("req-404");
});
