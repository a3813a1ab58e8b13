// Node's own fetch gets a standard AbortSignal of the attempt's own AbortController, nothing else of
// reportkit's. These tests drive the real fetch against a node:http server on 127.0.0.1 and check that
// time limits and callers' aborts reach the socket. Time is an injected clock: nothing sleeps.
import { once } from "node:events";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, expect, it, vi } from "vitest";
import { AbortedError, type Clock, createReportkit, TimeoutError } from "../../src/index.js";

const USERS = "/v1/security/users";
const query = { page: 0, pageSize: 5 };

/** Requests the server holds without answering, with a promise of their connection closing. */
const held: { closed: Promise<unknown>; request: IncomingMessage }[] = [];
const arrivals: ((request: IncomingMessage) => void)[] = [];
let hang = false;

const server = createServer((request: IncomingMessage, response: ServerResponse) => {
  if (request.url?.startsWith("/oauth2/token")) {
    response.setHeader("Content-Type", "application/json");
    response.end(
      JSON.stringify({ access_token: "node-fetch-token", expires_in: 3600, token_type: "Bearer" }),
    );
    return;
  }
  if (hang) {
    held.push({ request, closed: once(response, "close") });
    for (const arrived of arrivals.splice(0)) arrived(request);
    return;
  }
  response.setHeader("Content-Type", "application/json");
  response.end(JSON.stringify({ data: [{ id: "u-1" }] }));
});
let origin = "";

beforeAll(async () => {
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  server.close();
});
afterEach(() => {
  hang = false;
  vi.unstubAllGlobals();
});

const nextArrival = () => new Promise<IncomingMessage>((resolve) => arrivals.push(resolve));

/** A clock whose timers fire only when the test moves it forward. */
function manualClock(): Clock & { advance(ms: number): void } {
  let now = Date.UTC(2026, 0, 15, 9, 0, 0);
  const timers = new Set<{ at: number; fire: () => void }>();
  return {
    now: () => now,
    sleep: async (ms) => {
      now += ms;
    },
    timer(ms, fire) {
      const timer = { at: now + ms, fire };
      timers.add(timer);
      return () => timers.delete(timer);
    },
    advance(ms) {
      now += ms;
      for (const timer of [...timers]) {
        if (timer.at > now) continue;
        timers.delete(timer);
        timer.fire();
      }
    },
  };
}

function reportkit(clock: Clock) {
  return createReportkit({
    clientId: "node-fetch-client",
    clientSecret: "node-fetch-secret",
    urls: { auth: origin, chains: origin },
    allowInsecureHttp: true,
    clock,
    retry: { attemptTimeoutMs: 5_000, maxRetries: 0 },
    throwOnError: true,
    env: false,
  });
}

it("hands Node's own fetch a standard AbortSignal of each attempt's own, and the call answers", async () => {
  const inits: RequestInit[] = [];
  const builtIn = globalThis.fetch;
  vi.stubGlobal("fetch", (input: string, init?: RequestInit) => {
    inits.push(init ?? {});
    return builtIn(input, init);
  });
  const rk = reportkit(manualClock());
  const caller = new AbortController();

  const first = await rk.chains.GET(USERS, { params: { query }, signal: caller.signal });
  await rk.chains.GET(USERS, { params: { query }, signal: caller.signal });

  expect(first.data).toEqual({ data: [{ id: "u-1" }] });
  const [one, two] = inits.slice(-2).map((init) => init.signal);
  expect(one).toBeInstanceOf(AbortSignal);
  expect(two).toBeInstanceOf(AbortSignal);
  expect(one).not.toBe(two);
  expect(one).not.toBe(caller.signal);
});

it("aborts Node's fetch when an attempt's time limit passes: the server sees the connection close", async () => {
  const clock = manualClock();
  const rk = reportkit(clock);
  await rk.tokens.getToken();
  hang = true;
  const arrived = nextArrival();

  const call = rk.chains.GET(USERS, { params: { query } }).then(
    () => undefined,
    (error: unknown) => error,
  );
  await arrived;
  clock.advance(5_000);

  expect(await call).toBeInstanceOf(TimeoutError);
  await held.at(-1)!.closed;
  expect(held.at(-1)!.request.destroyed).toBe(true);
});

it("aborts Node's fetch when the caller aborts: AbortedError, and the server sees the connection close", async () => {
  const rk = reportkit(manualClock());
  await rk.tokens.getToken();
  hang = true;
  const arrived = nextArrival();
  const controller = new AbortController();

  const call = rk.chains.GET(USERS, { params: { query }, signal: controller.signal }).then(
    () => undefined,
    (error: unknown) => error,
  );
  await arrived;
  controller.abort(new Error("user left"));

  expect(await call).toBeInstanceOf(AbortedError);
  await held.at(-1)!.closed;
  expect(held.at(-1)!.request.destroyed).toBe(true);
});
