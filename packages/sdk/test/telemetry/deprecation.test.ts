import { jsonResponse, recordFetch } from "@reportkit/testkit";
import { afterAll, expect, it } from "vitest";
import { createReportkit, type LogLevel } from "../../src/index.js";
import { PLATFORM_URL, staticTokens } from "../support/fake-service.js";
import { registerOpenTelemetry } from "../support/otel.js";

// Issue 23: Deprecation and Sunset answers: one warn per operation and process, naming the date and
// the link; a span event on the call.
const otel = registerOpenTelemetry();
afterAll(() => otel.unregister());

const DEPRECATED = {
  deprecation: "@1782777600", // RFC 9745: 2026-06-30
  sunset: "Thu, 31 Dec 2026 23:59:59 GMT",
  link: '<https://developers.example.test/changelog#files>; rel="deprecation"; type="text/html"',
};

it("warns once per operation and process, with the dates and the link, and adds a span event", async () => {
  const recorder = recordFetch(() => jsonResponse({ id: "f" }, 200, DEPRECATED));
  const lines: [LogLevel, string][] = [];
  const rk = createReportkit({
    tokenProvider: staticTokens(),
    urls: { platform: PLATFORM_URL },
    fetch: recorder.fetch,
    logger: (level, message) => lines.push([level, message]),
    env: false,
  });
  await rk.platform.GET("/spreadsheets/{spreadsheetId}", { params: { path: { spreadsheetId: "a" } } });
  await rk.platform.GET("/spreadsheets/{spreadsheetId}", { params: { path: { spreadsheetId: "b" } } });
  // Another instance in the same process: already warned.
  const other = createReportkit({
    tokenProvider: staticTokens(),
    urls: { platform: PLATFORM_URL },
    fetch: recorder.fetch,
    logger: (level, message) => lines.push([level, message]),
    env: false,
  });
  await other.platform.GET("/spreadsheets/{spreadsheetId}", { params: { path: { spreadsheetId: "c" } } });
  expect(lines).toEqual([
    [
      "warn",
      "The platform API's getSpreadsheetById (GET /spreadsheets/{spreadsheetId}) is deprecated since 2026-06-30 and goes away on 2026-12-31 (Sunset); see https://developers.example.test/changelog#files.",
    ],
  ]);
  // Another operation warns on its own.
  await rk.platform.GET("/operations/{operationId}", { params: { path: { operationId: "o" } } });
  expect(lines).toHaveLength(2);

  const events = otel.spans().flatMap((s) => s.events.filter((e) => e.name === "reportkit.deprecation"));
  expect(events).toHaveLength(4);
  expect(events[0]?.attributes).toEqual({
    "reportkit.deprecation.date": "2026-06-30",
    "reportkit.deprecation.sunset": "2026-12-31",
    "reportkit.deprecation.link": "https://developers.example.test/changelog#files",
  });
});

it("says nothing for answers without Deprecation or Sunset", async () => {
  const lines: string[] = [];
  const rk = createReportkit({
    tokenProvider: staticTokens(),
    urls: { platform: PLATFORM_URL },
    fetch: recordFetch().fetch,
    logger: (_level, message) => lines.push(message),
    env: false,
  });
  await rk.platform.GET("/operations/{operationId}", { params: { path: { operationId: "p" } } });
  expect(lines).toEqual([]);
});
