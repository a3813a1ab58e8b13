// Node's own fetch (undici 6 and 7) gets no signal from a timed attempt: the attempt's controller is
// fetch's `dispatcher`, which hands each request on to the dispatcher fetch would have used and keeps
// undici's abort for it (see attempt-signal.ts). These tests drive the real fetch against a node:http
// server on 127.0.0.1 and check that time limits and callers' aborts still reach the socket, and the
// controller's hand-offs on their own. Time is an injected clock: nothing sleeps.
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

/** undici's Dispatcher, as far as these tests use it. */
interface Dispatcher {
  dispatch(options: object, handler: object): boolean;
}

function reportkit(clock: Clock) {
  return createReportkit({
    clientId: "node-fetch-client",
    clientSecret: "node-fetch-secret",
    urls: { auth: origin, chains: origin },
    allowInsecureHttp: true,
    clock,
    retry: { timeoutMs: 5_000, maxRetries: 0 },
    throwOnError: true,
    env: false,
  });
}

it("hands Node's own fetch a dispatcher of its own and no signal, and the call answers", async () => {
  const inits: (RequestInit & { dispatcher?: { dispatch?: unknown } })[] = [];
  const builtIn = globalThis.fetch;
  vi.stubGlobal("fetch", (input: string, init?: RequestInit) => {
    inits.push(init ?? {});
    return builtIn(input, init);
  });
  const rk = reportkit(manualClock());

  const { data } = await rk.chains.GET(USERS, { params: { query } });

  expect(data).toEqual({ data: [{ id: "u-1" }] });
  const init = inits.at(-1)!;
  expect(init.signal).toBeUndefined();
  expect(typeof init.dispatcher?.dispatch).toBe("function");
});

it("sends through the dispatcher a call brings in its options", async () => {
  const global = (globalThis as unknown as Record<symbol, Dispatcher>)[
    Symbol.for("undici.globalDispatcher.1")
  ]!;
  const dispatched: string[] = [];
  const own: Dispatcher = {
    dispatch(options, handler) {
      dispatched.push((options as { path: string }).path);
      return global.dispatch(options, handler);
    },
  };
  const rk = reportkit(manualClock());

  const { data } = await rk.chains.GET(USERS, { params: { query }, dispatcher: own } as never);

  expect(data).toEqual({ data: [{ id: "u-1" }] });
  expect(dispatched).toEqual([`${USERS}?page=0&pageSize=5`]);
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
