import { jsonResponse, recordFetch } from "@reportkit/testkit";
import { afterEach, expect, it, vi } from "vitest";
import { toLog } from "../../src/advanced.js";
import {
  ConfigurationError,
  createReportkit,
  type LogFields,
  type LogLevel,
  type ReportkitOptions,
} from "../../src/index.js";
import { caught, PLATFORM_URL, staticTokens } from "../support/fake-service.js";

// Issue 23: a logLevel option and REPORTKIT_LOG (off, error, warn, info, debug; default warn), applied
// before anything is formatted; the default logger is console.

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

/** A client whose every GET answers 503 once, then 200; its lines are collected. */
function logged(options: Partial<ReportkitOptions> = {}) {
  const recorder = recordFetch();
  recorder.reply(jsonResponse({}, 503), jsonResponse({ id: "f" }));
  const lines: { level: LogLevel; message: string; fields: LogFields }[] = [];
  const rk = createReportkit({
    tokenProvider: staticTokens(),
    urls: { platform: PLATFORM_URL },
    fetch: recorder.fetch,
    retry: { baseDelayMs: 0, random: () => 0 },
    logger: (level, message, fields) => lines.push({ level, message, fields }),
    env: false,
    ...options,
  });
  const get = () =>
    rk.platform.GET("/spreadsheets/{spreadsheetId}", { params: { path: { spreadsheetId: "f" } } });
  return { get, lines, levels: () => lines.map((l) => l.level) };
}

it("REPORTKIT_LOG=debug writes every send (debug), the failed one and the retry (info)", async () => {
  vi.stubEnv("REPORTKIT_LOG", "debug");
  const { get, lines, levels } = logged({ env: undefined });
  await get();
  expect(levels()).toEqual(["info", "info", "debug"]);
  expect(lines[0]?.message).toMatch(
    /^GET https:\/\/api\.example\.test\/spreadsheets\/f -> 503 \(attempt 1, \d+ ms\)$/,
  );
  expect(lines[1]?.message).toMatch(/^Retrying GET .* \(unavailable\)$/);
  expect(lines[2]?.message).toMatch(/ -> 200 \(attempt 2, \d+ ms\)$/);
});

it("REPORTKIT_LOG=off writes nothing, not even a failure", async () => {
  vi.stubEnv("REPORTKIT_LOG", "off");
  const { get, lines } = logged({ env: undefined, retry: false });
  expect((await get()).response.status).toBe(503);
  expect(lines).toEqual([]);
});

it("by default (warn) retries and sends write nothing; the option wins over REPORTKIT_LOG; env: false ignores it", async () => {
  const quiet = logged();
  await quiet.get();
  expect(quiet.lines).toEqual([]);

  vi.stubEnv("REPORTKIT_LOG", "debug");
  const option = logged({ env: undefined, logLevel: "info" });
  await option.get();
  expect(option.levels()).toEqual(["info", "info"]);

  const ignored = logged({ env: false });
  await ignored.get();
  expect(ignored.lines).toEqual([]);
});

it("refuses an unknown level, naming REPORTKIT_LOG or logLevel", async () => {
  const fromEnv = await caught(() =>
    createReportkit({ tokenProvider: staticTokens(), env: { REPORTKIT_LOG: "verbose" } }),
  );
  expect(fromEnv).toBeInstanceOf(ConfigurationError);
  expect((fromEnv as Error).message).toMatch(/^REPORTKIT_LOG must be one of off, error, warn, info, debug/);
  const wrong = {
    tokenProvider: staticTokens(),
    env: false,
    logLevel: "loud",
  } as unknown as ReportkitOptions;
  expect(((await caught(() => createReportkit(wrong))) as Error).message).toMatch(/^logLevel must be/);
});

it("has a method for each enabled level only, so a disabled line is never formatted", () => {
  const calls: string[] = [];
  const log = toLog((level, message) => calls.push(`${level} ${message}`), undefined, "warn");
  expect([log.error, log.warn, log.info, log.debug].map(Boolean)).toEqual([true, true, false, false]);
  const format = vi.fn(() => "formatted");
  log.debug?.(format());
  log("info", "old style, disabled", {});
  log("warn", "old style, enabled", {});
  expect(format).not.toHaveBeenCalled();
  expect(calls).toEqual(["warn old style, enabled"]);
  expect(Object.keys(toLog(() => {}, undefined, "off"))).toEqual([]);
});

it("without a threshold, keeps the old contract: a logger gets every level, no logger no line", () => {
  const calls: string[] = [];
  const log = toLog((level) => calls.push(level));
  log.debug?.("d");
  log("info", "i", {});
  expect(calls).toEqual(["debug", "info"]);
  expect(Object.keys(toLog(undefined))).toEqual([]);
});

it("writes to console by default, prefixed [reportkit]", () => {
  const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
  const debug = vi.spyOn(console, "debug").mockImplementation(() => {});
  const log = toLog(undefined, undefined, "warn");
  log.warn?.("something to know");
  log.debug?.("noise");
  expect(warn).toHaveBeenCalledWith("[reportkit] something to know");
  expect(debug).not.toHaveBeenCalled();
});
