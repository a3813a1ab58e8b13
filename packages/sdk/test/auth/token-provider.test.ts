import { jsonResponse, recordFetch } from "@reportkit/testkit";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  AbortedError,
  AuthenticationError,
  ConnectionError,
  createTokenProvider,
  MemoryTokenCache,
  TimeoutError,
  type TokenProviderOptions,
} from "../../src/index.js";
import { AUTH_URL, CLIENT_ID, CLIENT_SECRET, fakeService, settle } from "../support/fake-service.js";

const T0 = Date.UTC(2026, 0, 15, 9, 0, 0);

function provider(fetch: TokenProviderOptions["fetch"], extra: Partial<TokenProviderOptions> = {}) {
  return createTokenProvider({
    clientId: CLIENT_ID,
    clientSecret: CLIENT_SECRET,
    authUrl: AUTH_URL,
    fetch,
    ...extra,
  });
}

beforeEach(() => {
  vi.useFakeTimers({ now: T0 });
});
afterEach(() => {
  vi.useRealTimers();
});

describe("the token request", () => {
  it("is a form-encoded client-credentials POST to /oauth2/token carrying X-Version", async () => {
    const service = fakeService();
    await provider(service.fetch).getToken();
    const [sent] = service.tokenRequests();
    expect(sent?.method).toBe("POST");
    expect(sent?.url.href).toBe(`${AUTH_URL}/oauth2/token`);
    expect(sent?.headers.get("Content-Type")).toBe("application/x-www-form-urlencoded;charset=UTF-8");
    expect(sent?.headers.get("X-Version")).toBe("2026-01-01");
    expect(Object.fromEntries(new URLSearchParams(sent?.body))).toEqual({
      client_id: CLIENT_ID,
      client_secret: CLIENT_SECRET,
      grant_type: "client_credentials",
    });
  });

  it("can be sent as JSON, with scopes and another X-Version", async () => {
    const service = fakeService();
    await provider(service.fetch, {
      encoding: "json",
      scope: ["file:read", "file:write"],
      version: "2026-04-01.processes.preview",
    }).getToken();
    const [sent] = service.tokenRequests();
    expect(sent?.headers.get("Content-Type")).toBe("application/json");
    expect(sent?.headers.get("X-Version")).toBe("2026-04-01.processes.preview");
    expect(JSON.parse(sent?.body ?? "")).toEqual({
      client_id: CLIENT_ID,
      client_secret: CLIENT_SECRET,
      grant_type: "client_credentials",
      scope: "file:read file:write",
    });
  });

  it("turns a refusal into AuthenticationError carrying the server's error and error_description", async () => {
    const recorder = recordFetch();
    recorder.reply(
      jsonResponse(
        { error: "invalid_client", error_description: "Unknown client", version: "2026-01-01" },
        401,
      ),
    );
    const error = await settle(provider(recorder.fetch).getToken());
    expect(error.error).toBeInstanceOf(AuthenticationError);
    expect(error.error).toMatchObject({
      code: "invalid_client",
      status: 401,
      api: "auth",
      version: "2026-01-01",
    });
    expect((error.error as Error).message).toContain("Unknown client");
  });

  it("is retried after a 503 and a connection reset, since it has no side effect", async () => {
    const recorder = recordFetch();
    const reset = Object.assign(new TypeError("fetch failed"), { cause: { code: "ECONNRESET" } });
    recorder.reply(
      jsonResponse({}, 503),
      reset,
      jsonResponse({ access_token: "t", expires_in: 600, token_type: "Bearer" }),
    );
    const token = settle(provider(recorder.fetch, { retry: { random: () => 0 } }).getToken());
    await vi.advanceTimersByTimeAsync(10);
    expect(await token).toEqual({ value: "t" });
    expect(recorder.requests.map((r) => r.method)).toEqual(["POST", "POST", "POST"]);
  });

  it("gives up with ConnectionError once its retries are spent", async () => {
    const recorder = recordFetch(new TypeError("fetch failed"));
    const token = settle(provider(recorder.fetch, { retry: { maxRetries: 2, random: () => 0 } }).getToken());
    await vi.advanceTimersByTimeAsync(10);
    expect((await token).error).toBeInstanceOf(ConnectionError);
    expect(recorder.requests).toHaveLength(3);
  });
});

describe("caching", () => {
  it("makes one token request for 200 concurrent callers (single flight)", async () => {
    const service = fakeService({ tokenLatencyMs: 250 });
    const tokens = provider(service.fetch);
    const all = Promise.all(Array.from({ length: 200 }, () => tokens.getToken()));
    await vi.advanceTimersByTimeAsync(250);
    expect(new Set(await all)).toEqual(new Set(["token-1"]));
    expect(service.tokenRequests()).toHaveLength(1);
  });

  it("serves the cached token and refreshes it in the background from 2 minutes before expiry", async () => {
    const service = fakeService({ tokenLatencyMs: 5_000 });
    const tokens = provider(service.fetch);
    const first = tokens.getToken();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(await first).toBe("token-1");

    await vi.advanceTimersByTimeAsync(480_000 - 5_000 - 1); // 1 ms before the refresh window
    expect(await tokens.getToken()).toBe("token-1");
    expect(service.tokenRequests()).toHaveLength(1);

    await vi.advanceTimersByTimeAsync(1); // the window opens: still served at once, refresh starts
    expect(await tokens.getToken()).toBe("token-1");
    await vi.advanceTimersByTimeAsync(1);
    expect(await tokens.getToken()).toBe("token-1");
    expect(service.tokenRequests()).toHaveLength(2);

    await vi.advanceTimersByTimeAsync(5_000);
    expect(await tokens.getToken()).toBe("token-2");
    expect(service.tokenRequests()).toHaveLength(2);
  });

  it("blocks in the last 30 seconds, measuring expiry from when the token request was sent", async () => {
    // The token endpoint takes 20 s: counted from the answer, 575 s would still be outside the last 30 s.
    const service = fakeService({ tokenLatencyMs: 20_000 });
    const tokens = provider(service.fetch);
    const first = tokens.getToken();
    await vi.advanceTimersByTimeAsync(20_000);
    expect(await first).toBe("token-1");

    await vi.advanceTimersByTimeAsync(575_000 - 20_000);
    const second = settle(tokens.getToken());
    await vi.advanceTimersByTimeAsync(19_999);
    expect(service.tokenRequests()).toHaveLength(2);
    let done = false;
    void second.then(() => {
      done = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await second).toEqual({ value: "token-2" });
  });

  it("shares a token between providers through a shared TokenCache", async () => {
    const service = fakeService();
    const cache = new MemoryTokenCache();
    expect(await provider(service.fetch, { cache }).getToken()).toBe("token-1");
    expect(await provider(service.fetch, { cache }).getToken()).toBe("token-1");
    expect(service.tokenRequests()).toHaveLength(1);
  });

  it("keys the cache by client and scope, so different scopes get different tokens", async () => {
    const service = fakeService();
    const cache = new MemoryTokenCache();
    await provider(service.fetch, { cache, scope: "file:read" }).getToken();
    await provider(service.fetch, { cache, scope: "graph:write" }).getToken();
    expect(service.tokenRequests()).toHaveLength(2);
  });

  it("invalidate(token) forgets that token only, so the next call fetches a new one", async () => {
    const service = fakeService();
    const tokens = provider(service.fetch);
    expect(await tokens.getToken()).toBe("token-1");
    await tokens.invalidate("some-older-token");
    expect(await tokens.getToken()).toBe("token-1");
    await tokens.invalidate("token-1");
    expect(await tokens.getToken()).toBe("token-2");
  });

  it("asks afresh for a caller that joined a token request which then ran out of its deadline", async () => {
    // The first request stalls until its 2 s deadline; a caller that joined it 1.5 s in is not held to
    // that deadline: it gets a token from a new request (one, however many callers had joined).
    let sent = 0;
    const fetch = (input: Request | string | URL, init?: RequestInit) => {
      sent += 1;
      if (sent > 1)
        return Promise.resolve(jsonResponse({ access_token: "t2", expires_in: 600, token_type: "Bearer" }));
      const signal = init?.signal ?? (input instanceof Request ? input.signal : undefined);
      return new Promise<Response>((_, reject) =>
        signal?.addEventListener("abort", () => reject(signal.reason), { once: true }),
      );
    };
    const tokens = provider(fetch, { retry: { maxRetries: 0, attemptTimeoutMs: 2_000, deadlineMs: 2_000 } });
    const first = settle(tokens.getToken());
    await vi.advanceTimersByTimeAsync(1_500);
    const late = Array.from({ length: 3 }, () => settle(tokens.getToken()));
    await vi.advanceTimersByTimeAsync(600);
    expect((await first).error).toBeInstanceOf(TimeoutError);
    expect(await Promise.all(late)).toEqual([{ value: "t2" }, { value: "t2" }, { value: "t2" }]);
    expect(sent).toBe(2);
  });

  it("rejects a waiting caller with AbortedError at once, while the refresh goes on for the others", async () => {
    const service = fakeService({ tokenLatencyMs: 10_000 });
    const tokens = provider(service.fetch);
    const controller = new AbortController();
    const aborted = settle(tokens.getToken({ signal: controller.signal }));
    const patient = tokens.getToken();
    await vi.advanceTimersByTimeAsync(1_000);
    controller.abort();
    expect((await aborted).error).toBeInstanceOf(AbortedError);
    await vi.advanceTimersByTimeAsync(9_000);
    expect(await patient).toBe("token-1");
    expect(service.tokenRequests()).toHaveLength(1);
  });
});

describe("peek", () => {
  it("gives the held token while it is fresh, nothing once it is due for refresh or invalidated", async () => {
    const service = fakeService();
    const tokens = provider(service.fetch, { refreshBeforeMs: 120_000 });
    expect(tokens.peek?.()).toBeUndefined();
    const token = await tokens.getToken();
    expect(tokens.peek?.()).toBe(token);
    await tokens.invalidate(token);
    expect(tokens.peek?.()).toBeUndefined();
    const next = await tokens.getToken();
    expect(tokens.peek?.()).toBe(next);
    // Inside the refresh window, getToken must run (it starts the background refresh).
    const lifetimeMs = 600_000;
    vi.setSystemTime(T0 + lifetimeMs - 60_000);
    expect(tokens.peek?.()).toBeUndefined();
    expect(service.tokenRequests()).toHaveLength(2);
  });
});
