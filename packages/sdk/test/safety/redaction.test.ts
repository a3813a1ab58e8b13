import { jsonResponse } from "@reportkit/testkit";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { createReportkit, type LogFields, type LogLevel } from "../../src/index.js";
import { insertionPath, matrix, samplePath, samples } from "../support/clients.js";
import { CLIENT_SECRET, fakeService, serviceOptions, settle } from "../support/fake-service.js";

beforeEach(() => {
  vi.useFakeTimers({ now: Date.UTC(2026, 0, 15, 9, 0, 0) });
});
afterEach(() => {
  vi.useRealTimers();
});

/** Everything that could leak: the secret, any issued token, any Authorization value. */
const LEAKS = [CLIENT_SECRET, /token-\d/, /Bearer\s+(?!\[REDACTED\])\S/i];

function leaksIn(texts: string[]): string[] {
  return texts.filter((text) =>
    LEAKS.some((leak) => (typeof leak === "string" ? text.includes(leak) : leak.test(text))),
  );
}

function errorTexts(error: unknown): string[] {
  return [String(error), (error as Error).message, JSON.stringify(error)];
}

it("keeps the secret, the tokens and the Authorization header out of every log line and error", async () => {
  let refuseTokens = true;
  const service = fakeService({
    // A careless token server that echoes the request into its error.
    token: (arrival) =>
      refuseTokens
        ? jsonResponse(
            { error: "invalid_client", error_description: `Bad credentials in ${arrival.body}` },
            401,
          )
        : undefined,
    api: (arrival) => {
      const kind = arrival.url.pathname.split("/").at(-1);
      // A careless proxy that echoes the Authorization header into its error message.
      if (kind === "reset") throw new TypeError(`socket hang up (${arrival.headers.get("Authorization")})`);
      if (kind === "500") return jsonResponse({ code: "internal", message: "boom" }, 500);
      if (kind === "401") return jsonResponse({ code: "unauthorized", message: "token revoked" }, 401);
      return jsonResponse({});
    },
  });
  const lines: string[] = [];
  const logger = (level: LogLevel, message: string, fields: LogFields) =>
    lines.push(`${level} ${message} ${JSON.stringify(fields)}`);
  const options = serviceOptions(service, logger);
  const throwing = createReportkit({ ...options, throwOnError: true });
  const plain = createReportkit(options);
  const errors: unknown[] = [];
  const attempt = async (run: () => Promise<unknown>) => {
    const outcome = settle(run());
    await vi.advanceTimersByTimeAsync(30_000);
    const { value, error } = await outcome;
    if (error) errors.push(error);
    return value;
  };
  // The sample id tells the fake API how to fail.
  const query = (kind: string) => ({ path: { ...matrix, sampleId: kind } });
  const get = (kind: string) => () => throwing.platform.GET(samplePath, { params: query(kind) });

  // Token refused (its description echoes the secret).
  await attempt(() => throwing.tokens.getToken());
  await attempt(get("ok"));
  refuseTokens = false;
  // 401 twice (revoked), in both styles; 500; a connection error echoing the header.
  await attempt(get("401"));
  const result = await plain.platform.GET(samplePath, { params: query("401") });
  await attempt(get("500"));
  await attempt(get("reset"));
  await attempt(() => throwing.platform.POST(insertionPath, { params: { path: matrix }, body: samples }));

  expect(errors.map((e) => (e as Error).name)).toEqual([
    "AuthenticationError",
    "AuthenticationError",
    "AuthenticationError",
    "ServerError",
    "ConnectionError",
  ]);
  expect(service.apiRequests().length).toBeGreaterThan(5);
  expect(lines.length).toBeGreaterThan(10);
  expect(leaksIn(lines)).toEqual([]);
  expect(leaksIn(errors.flatMap(errorTexts))).toEqual([]);
  expect(result.response.status).toBe(401);
  expect(leaksIn([JSON.stringify(result.error)])).toEqual([]);
  // The test can fail: the secret really was sent and echoed back, the tokens really were used.
  expect(service.tokenRequests()[0]?.body).toContain(CLIENT_SECRET);
  expect(
    service.apiRequests().some((a) => /Bearer token-\d/.test(a.headers.get("Authorization") ?? "")),
  ).toBe(true);
});
