import { jsonResponse } from "@reportkit/testkit";
import type { Logger, ReportkitOptions } from "../../src/index.js";

export const AUTH_URL = "https://auth.example.test";
export const PLATFORM_URL = "https://api.example.test";
export const PREP_URL = "https://prep.example.test";
export const CHAINS_URL = "https://chains.example.test";
export const CLIENT_ID = "client-123";
export const CLIENT_SECRET = "s3cr3t-Cl1ent-Secret-value";

/** One request the fake service received, read at arrival. */
export interface Arrival {
  method: string;
  url: URL;
  headers: Headers;
  body: string;
  /** Date.now() (the fake clock) when it arrived. */
  at: number;
}

export interface FakeServiceOptions {
  /** Token lifetime in seconds (default 600). */
  lifetimeS?: number;
  /** How long the token endpoint takes to answer (default 0). */
  tokenLatencyMs?: number;
  /** Answers token requests instead of issuing a token, when it returns a response. */
  token?: (arrival: Arrival) => Response | undefined;
  /** Answers authorized API requests (default `200 {}`). */
  api?: (arrival: Arrival) => Response | Promise<Response>;
}

/**
 * A fake of the whole service behind one fetch: it issues numbered tokens at POST /oauth2/token and
 * checks every other request's bearer token against its own (fake) clock, answering 401 when the
 * token is unknown or expired.
 */
export function fakeService(options: FakeServiceOptions = {}) {
  const { lifetimeS = 600, tokenLatencyMs = 0 } = options;
  const arrivals: Arrival[] = [];
  const expiries = new Map<string, number>();
  const rejected: Arrival[] = [];
  let issued = 0;

  async function fetch(input: Request | string | URL, init?: RequestInit): Promise<Response> {
    const request = new Request(input, init);
    const arrival: Arrival = {
      method: request.method,
      url: new URL(request.url),
      headers: request.headers,
      body: await request.text(),
      at: Date.now(),
    };
    arrivals.push(arrival);
    if (arrival.url.pathname === "/oauth2/token") {
      const custom = options.token?.(arrival);
      if (custom) return custom;
      const token = `token-${++issued}`;
      expiries.set(token, arrival.at + lifetimeS * 1000); // issued on arrival: the strictest server
      if (tokenLatencyMs) await new Promise((resolve) => setTimeout(resolve, tokenLatencyMs));
      return jsonResponse({
        access_token: token,
        expires_in: lifetimeS,
        scope: "file:read",
        token_type: "Bearer",
      });
    }
    const token = arrival.headers.get("Authorization")?.replace(/^Bearer /, "") ?? "";
    const expiresAt = expiries.get(token);
    if (expiresAt === undefined || arrival.at >= expiresAt) {
      rejected.push(arrival);
      return jsonResponse(
        { code: "unauthorized", message: "Invalid or expired token", version: "2026-01-01" },
        401,
      );
    }
    return options.api ? options.api(arrival) : jsonResponse({});
  }

  return {
    fetch,
    arrivals,
    /** API requests answered 401 because of their token. */
    rejected,
    tokenRequests: () => arrivals.filter((a) => a.url.pathname === "/oauth2/token"),
    apiRequests: () => arrivals.filter((a) => a.url.pathname !== "/oauth2/token"),
    /** Makes the server forget a token (revoked), so its next use gets 401. */
    revoke(token: string) {
      expiries.delete(token);
    },
  };
}

/** createReportkit options wired to a fake service, with deterministic backoff jitter. */
export function serviceOptions(service: ReturnType<typeof fakeService>, logger?: Logger) {
  return {
    clientId: CLIENT_ID,
    clientSecret: CLIENT_SECRET,
    urls: { auth: AUTH_URL, platform: PLATFORM_URL },
    fetch: service.fetch,
    logger,
    // Every line a test's own logger may look at (the default level is warn).
    logLevel: logger ? "debug" : "off",
    retry: { random: () => 0.5 },
    env: false,
  } satisfies ReportkitOptions;
}

/** A token provider that always hands out `token` and counts invalidations. */
export function staticTokens(token = "static-token") {
  const calls = { getToken: 0, invalidate: 0 };
  return {
    calls,
    getToken: async () => {
      calls.getToken++;
      return token;
    },
    invalidate: async () => {
      calls.invalidate++;
    },
  };
}

/** Keeps a promise's outcome without an unhandled rejection, for assertions after timers move. */
export function settle<T>(promise: Promise<T>): Promise<{ value?: T; error?: unknown }> {
  return promise.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
}

/** The error a thunk throws (or rejects with); fails when it does not. */
export async function caught(run: () => unknown): Promise<unknown> {
  try {
    await run();
  } catch (error) {
    return error;
  }
  throw new Error("expected an error, none was thrown");
}
