// Defect 5 of issue 7: no form of the secret, no token, in any error text or log line.
import { inspect } from "node:util";
import { jsonResponse } from "@reportkit/testkit";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { SecretRegistry } from "../../src/advanced.js";
import { AuthenticationError, createReportkit, errorFromResult } from "../../src/index.js";
import { samplePath } from "../support/clients.js";
import { AUTH_URL, CLIENT_ID, PLATFORM_URL, settle } from "../support/fake-service.js";

beforeEach(() => {
  vi.useFakeTimers({ now: Date.UTC(2026, 0, 15, 9, 0, 0) });
});
afterEach(() => {
  vi.useRealTimers();
});

// A base64 secret: its form- and percent-encoded forms differ from the raw one.
const SECRET = "Zm9v+YmFy/YmF6==Q2xpZW50";
const TOKEN = "eyJhbGciOiJIUzI1NiJ9.tok+en/1==";
const sample = { testFormId: "f", testPhaseId: "p", matrixId: "m", sampleId: "s" };

function forms(text: string): string[] {
  const form = new URLSearchParams({ s: text }).toString().slice(2);
  const percent = encodeURIComponent(text);
  const lowerHex = percent.replace(/%[0-9A-F]{2}/g, (hex) => hex.toLowerCase());
  return [text, JSON.stringify(text).slice(1, -1), form, percent, lowerHex];
}

function texts(error: unknown): string {
  const parts: string[] = [];
  for (let e: unknown = error, depth = 0; e instanceof Error && depth < 5; depth++, e = e.cause) {
    parts.push(e.message, e.stack ?? "");
  }
  return [...parts, JSON.stringify(error), inspect(error, { depth: 8 })].join("\n");
}

function leaks(text: string): string[] {
  return [...forms(SECRET), ...forms(TOKEN)].filter((form) => text.includes(form));
}

it("scrubs a bearer token that a 401 body echoes from the error's message, stack, JSON, inspect and result.error", async () => {
  const lines: string[] = [];
  const fetch = async (url: string, init: RequestInit) => {
    if (url.endsWith("/oauth2/token")) return jsonResponse({ access_token: TOKEN, expires_in: 600 });
    const auth = new Headers(init.headers).get("Authorization");
    return jsonResponse(
      { code: "unauthorized", message: `Token rejected: ${auth}`, details: [{ seen: auth }] },
      401,
    );
  };
  const options = {
    clientId: CLIENT_ID,
    clientSecret: SECRET,
    urls: { auth: AUTH_URL, platform: PLATFORM_URL },
    fetch,
    logger: (_: string, message: string, fields: object) => lines.push(message + JSON.stringify(fields)),
    env: false as const,
  };
  const throwing = createReportkit({ ...options, throwOnError: true });
  const plain = createReportkit(options);

  const { error } = await settle(throwing.platform.GET(samplePath, { params: { path: sample } }));
  const result = await plain.platform.GET(samplePath, { params: { path: sample } });

  expect(error).toBeInstanceOf(AuthenticationError);
  expect((error as Error).message).toContain("[REDACTED]");
  expect(leaks(texts(error))).toEqual([]);
  expect(leaks(JSON.stringify(result.error))).toEqual([]);
  expect(leaks(texts(errorFromResult(result)))).toEqual([]);
  expect(leaks(lines.join("\n"))).toEqual([]);
});

it("scrubs the form- and percent-encoded client secret that the user's fetch put into its error", async () => {
  const fetch = async (_url: string, init: RequestInit) => {
    // A fetch wrapper that quotes the request body (form-encoded) and its percent-encoding in its error.
    const body = String(init.body);
    throw new TypeError(
      `fetch failed for body ${body} (${encodeURIComponent(SECRET).replace(/%[0-9A-F]{2}/g, (hex) => hex.toLowerCase())})`,
      {
        cause: Object.assign(new Error(`upstream said ${body}`), { code: "ECONNRESET", body }),
      },
    );
  };
  const lines: string[] = [];
  const rk = createReportkit({
    clientId: CLIENT_ID,
    clientSecret: SECRET,
    urls: { auth: AUTH_URL, platform: PLATFORM_URL },
    fetch,
    retry: { maxRetries: 0 },
    logger: (_: string, message: string, fields: object) => lines.push(message + JSON.stringify(fields)),
    throwOnError: true,
    env: false,
  });

  const { error } = await settle(rk.platform.GET(samplePath, { params: { path: sample } }));

  expect(error).toBeInstanceOf(Error);
  expect(texts(error)).toContain("[REDACTED]");
  expect(leaks(texts(error))).toEqual([]);
  expect(leaks(lines.join("\n"))).toEqual([]);
});

it("redacts every encoding of a registered secret, whatever the hex case", () => {
  const registry = new SecretRegistry();
  registry.addSecret(SECRET);
  for (const form of forms(SECRET)) expect(registry.redact(`a ${form} b`)).toBe("a [REDACTED] b");
});
