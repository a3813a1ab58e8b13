// Where Node's fetch runs on an undici whose dispatch handlers reportkit does not know (8 and later),
// timed attempts hand it a light AbortSignal-like object (see attempt-signal.ts). A fetch that insists
// on a real AbortSignal (as browsers' and some wrappers' do) refuses the light one before sending
// anything: the attempt then sends once with an AbortController, and so does every later attempt.
// (Its own file: the runtime's undici version is read, and a refusal remembered, per module.)
import { afterAll, expect, it, vi } from "vitest";
import { systemClock } from "../../src/time/clock.js";
import { createDeadlines } from "../../src/time/deadlines.js";
import { attempt } from "../../src/transport/attempt.js";
import { Call } from "../../src/transport/call.js";

// Before the modules above load (vi.hoisted runs first): this runtime's fetch reports undici 8.
const reported = vi.hoisted(() => {
  const versions = process.versions as Record<string, string>;
  const actual = versions.undici;
  Object.defineProperty(versions, "undici", { value: "8.0.0", configurable: true, enumerable: true });
  return actual;
});
afterAll(() => {
  Object.defineProperty(process.versions, "undici", {
    value: reported,
    configurable: true,
    enumerable: true,
  });
});

it("hands Node's own fetch a light signal on undici 8, and the real fetch takes it", async () => {
  const seen: unknown[] = [];
  const spy = (_url: string | URL | Request, init?: RequestInit) => {
    seen.push(init?.signal);
    return Promise.resolve(new Response('{"ok":true}', { headers: { "Content-Type": "application/json" } }));
  };
  const outcome = await attempt(
    spy,
    new Call("https://api.example.test/ping", "GET", {}, null, undefined),
    60_000,
    createDeadlines(systemClock),
    true,
  );
  expect(outcome).toMatchObject({ json: { ok: true } });
  const light = seen[0] as AbortSignal;
  expect(light).not.toBeInstanceOf(AbortSignal);
  expect(light.aborted).toBe(false);
  // Node's own fetch (undici 6 here, which also takes such signals) accepts it as a signal.
  expect(() => new Request("https://api.example.test/ping", { signal: light })).not.toThrow();
});

it("resends with an AbortController when the fetch refuses the light signal, and keeps to real signals after", async () => {
  const seen: unknown[] = [];
  const strictFetch = async (_url: string | URL | Request, init?: RequestInit) => {
    seen.push(init?.signal);
    if (!(init?.signal instanceof AbortSignal)) {
      throw new TypeError("Failed to construct 'Request': member signal is not of type AbortSignal.");
    }
    return new Response('{"ok":true}', { headers: { "Content-Type": "application/json" } });
  };
  const deadline = createDeadlines(systemClock);
  const call = () => new Call("https://api.example.test/ping", "GET", {}, null, undefined);

  const first = await attempt(strictFetch, call(), 60_000, deadline, true);
  const second = await attempt(strictFetch, call(), 60_000, deadline, true);

  expect(first.failure).toBeUndefined();
  expect(first).toMatchObject({ json: { ok: true } });
  expect(seen).toHaveLength(3);
  expect(seen[0]).not.toBeInstanceOf(AbortSignal);
  expect(seen[1]).toBeInstanceOf(AbortSignal);
  expect(second.failure).toBeUndefined();
  expect(seen[2]).toBeInstanceOf(AbortSignal);
});

it("does not resend when a fetch fails with another TypeError (a network failure)", async () => {
  let calls = 0;
  const failing = async () => {
    calls++;
    throw new TypeError("fetch failed");
  };
  const outcome = await attempt(
    failing,
    new Call("https://api.example.test/ping", "GET", {}, null, undefined),
    60_000,
    createDeadlines(systemClock),
    true,
  );
  expect(outcome.failure).toBe("connection");
  expect(calls).toBe(1);
});
