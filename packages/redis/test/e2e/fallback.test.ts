// End to end (test/e2e/: `pnpm test` runs it, `pnpm test:quick` does not): a real redis-server stopped and started again: only a real server shows the fall back to in-process
// pacing during an outage and the return to the shared schedule.
import { AbortedError, createRateLimiter, type LogLevel } from "@reportkit/sdk";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import {
  createRedisOperationSlots,
  createRedisRateLimiter,
  createRedisRateLimiterStore,
  createRedisTokenCache,
} from "../../src/index.js";
import { COMMAND_TIMEOUT_MS, connect, RedisServer, redisAvailable } from "../support/redis-server.js";
import { switchable, unreachable } from "../support/switchable.js";

const T0 = Date.UTC(2026, 0, 15, 9, 0, 0);

/** The most permits any window of `windowMs` holds (a sliding window: (t - windowMs, t]). */
function busiestWindow(times: number[], windowMs: number): number {
  const sorted = [...times].sort((a, b) => a - b);
  let most = 0;
  for (let end = 0, start = 0; end < sorted.length; end++) {
    while (sorted[start]! <= sorted[end]! - windowMs) start++;
    most = Math.max(most, end - start + 1);
  }
  return most;
}

describe("falling back paces each process at its share, from its share in use (no Redis, fake timers)", () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: T0 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  // The live limit with the README's margin: 60 writes per 61 s (one every 1 016.7 ms), and the
  // service's sliding window of 60 s. The shared schedule reaches at most 4 permits ahead; 8
  // processes falling back each send floor(60 / 8) = 7 per 61 s.
  const limit = 60;
  const windowMs = 61_000;
  const intervalMs = windowMs / limit;
  const horizonMs = 4 * intervalMs;
  const ownMs = windowMs / 7;

  /** A process whose Redis is gone, falling back as one of `workers`: when each of its writes may leave. */
  function fallingBack(workers: number, writes: number, extra: { limit?: number } = {}) {
    const limiter = createRedisRateLimiter({
      client: unreachable,
      onUnavailable: "fallback",
      fallbackWorkers: workers,
      limit: extra.limit ?? limit,
      windowMs,
    });
    const times: number[] = [];
    const all = Promise.all(
      Array.from({ length: writes }, async () => {
        await limiter.acquire("workspace");
        times.push(Date.now() - T0);
      }),
    );
    return { times, all };
  }

  it("a process falling back sends its first write once the shared schedule's permits are spent, then one per window / floor(limit / n)", async () => {
    const process = fallingBack(8, 5);
    await vi.advanceTimersByTimeAsync(120_000);
    await process.all;
    const first = horizonMs + intervalMs + ownMs;
    expect(process.times[0]).toBeGreaterThanOrEqual(Math.floor(first));
    expect(process.times[0]).toBeLessThanOrEqual(Math.ceil(first) + 1);
    const gaps = process.times.slice(1).map((at, i) => at - process.times[i]!);
    for (const gap of gaps) expect(Math.abs(gap - ownMs)).toBeLessThanOrEqual(2);
  });

  it("8 processes falling back at once after a busy shared schedule never put more than the limit in a 60 s window", async () => {
    // The worst case on Redis: the shared schedule full up to the moment Redis went away and reserved
    // as far ahead as it goes, every one of those permits sent by its process on time.
    const shared: number[] = [];
    for (let at = -windowMs; at <= horizonMs; at += intervalMs) shared.push(at);
    const processes = Array.from({ length: 8 }, () => fallingBack(8, 20));
    await vi.advanceTimersByTimeAsync(400_000);
    await Promise.all(processes.map((p) => p.all));
    const fallback = processes.flatMap((p) => p.times);
    expect(fallback).toHaveLength(160);
    expect(Math.min(...fallback)).toBeGreaterThan(horizonMs); // no burst at the outage's start
    expect(busiestWindow([...shared, ...fallback], 60_000)).toBeLessThanOrEqual(limit);
  });

  it("with more processes than writes per window, a process falling back sends nothing until Redis is back", async () => {
    const process = fallingBack(8, 1, { limit: 6 });
    await vi.advanceTimersByTimeAsync(600_000);
    expect(process.times).toEqual([]);
  });

  it("with more processes than slots, a process falling back starts no operation until Redis is back", async () => {
    const slots = createRedisOperationSlots({
      client: unreachable,
      onUnavailable: "fallback",
      fallbackWorkers: 8,
      limit: 3,
    });
    let taken = false;
    const waiting = slots.acquire("workspace", { operation: "copy" }).then((slot) => {
      taken = true;
      return slot;
    });
    await vi.advanceTimersByTimeAsync(600_000);
    expect(taken).toBe(false);
    void waiting.catch(() => {});
  });
});

describe.skipIf(!redisAvailable)("falling back and coming back (Redis cut off from one process)", () => {
  let server: RedisServer;
  let client: Awaited<ReturnType<typeof connect>>;
  let admin: Awaited<ReturnType<typeof connect>>;

  beforeAll(async () => {
    server = await RedisServer.start();
    [client, admin] = await Promise.all([connect(server.url), connect(server.url)]);
  });
  beforeEach(() => admin.sendCommand(["FLUSHALL"]));
  afterAll(async () => {
    client?.destroy();
    admin?.destroy();
    await server?.stop();
  });

  const fallbackOptions = {
    onUnavailable: "fallback" as const,
    retryMs: 50,
    commandTimeoutMs: COMMAND_TIMEOUT_MS,
  };
  /** Resolves once `condition` holds (checked every 10 ms; a hang fails on the test's time limit). */
  const until = async (condition: () => Promise<boolean> | boolean) => {
    while (!(await condition())) await new Promise((r) => setTimeout(r, 10));
  };

  it("a process falling back counts the slots it already holds against its share", async () => {
    const cut = switchable(client);
    const slots = createRedisOperationSlots({
      client: cut.client,
      ...fallbackOptions,
      limit: 4,
      fallbackWorkers: 2, // a share of 2
      leaseMs: 1_500,
    });
    const onRedis = await slots.acquire("ws", { operation: "copy" });
    cut.down();
    const inProcess = await slots.acquire("ws", { operation: "copy" }); // 1 held of a share of 2
    // A third would make this process run 3 operations, more than its share: it waits.
    const third = slots.acquire("ws", { operation: "copy", signal: AbortSignal.timeout(400) });
    await expect(third).rejects.toBeInstanceOf(AbortedError);
    await Promise.all([onRedis.release(), inProcess.release()]);
  });

  it("a slot taken while falling back is counted on Redis once Redis is back, and others wait for it", async () => {
    const cut = switchable(client);
    const slots = createRedisOperationSlots({
      client: cut.client,
      ...fallbackOptions,
      limit: 1,
      leaseMs: 1_500,
    });
    cut.down();
    const inProcess = await slots.acquire("ws", { operation: "import" }); // a share of 1 (fallbackWorkers 1)
    cut.up();
    await until(async () => Number(await admin.sendCommand(["ZCARD", "reportkit:slots:ws"])) === 1);
    const other = createRedisOperationSlots({ client: admin, limit: 1, leaseMs: 1_500 });
    const signal = AbortSignal.timeout(500);
    await expect(other.acquire("ws", { operation: "copy", signal })).rejects.toBeInstanceOf(AbortedError);
    await inProcess.release();
    await (await other.acquire("ws", { operation: "copy" })).release();
  });

  it("a process back from a long outage starts the shared schedule after its in-process permits", async () => {
    const cut = switchable(client);
    const lines: string[] = [];
    // 60 per 6 s: one permit every 100 ms, at most 4 (400 ms) ahead; 2 processes falling back send
    // 30 per 6 s each (one every 200 ms), the first one 400 + 100 + 200 ms after the outage.
    const store = createRedisRateLimiterStore({
      client: cut.client,
      ...fallbackOptions,
      retryMs: 1, // the next step after Redis is back asks it
      commandTimeoutMs: 100,
      fallbackWorkers: 2,
      logger: (_level: LogLevel, message: string) => lines.push(message),
    });
    const limiter = createRateLimiter({ limit: 60, windowMs: 6_000, store });
    await admin.sendCommand(["SET", "reportkit:rate:back", "0"]); // an established schedule
    await limiter.acquire("back");
    cut.down();
    await limiter.acquire("back"); // in process: waits out the shared schedule's horizon first
    cut.up();
    // Past retryMs since the last step failed (the in-process permit may have been due at once): the
    // next step asks Redis.
    await new Promise((resolve) => setTimeout(resolve, 10));
    const now = Date.now();
    const at = await store.reserve("back", now, 100, 0);
    // Past the last in-process permit any process may still send (the command limit, a retry and one
    // own interval), then n + 1 intervals: 100 + 1 + 200 + 3 x 100 = 601 ms.
    expect(at - now).toBeGreaterThanOrEqual(601 - 5);
    expect(lines.some((line) => line.startsWith("Redis is reachable again"))).toBe(true);
  });

  it("a process back from a short outage, before any in-process permit could start, carries on with the shared schedule", async () => {
    const cut = switchable(client);
    const store = createRedisRateLimiterStore({
      client: cut.client,
      ...fallbackOptions,
      commandTimeoutMs: 1_000, // a step failing as late as that could still send in-process permits
      fallbackWorkers: 2,
    });
    // 6 per minute: one permit every 10 s, at most 40 s ahead; the first in-process permit would come
    // 40 + 10 - 1 - 0.05 s after the outage began, far beyond what a starved machine takes here.
    const limiter = createRateLimiter({ limit: 6, windowMs: 60_000, store });
    await admin.sendCommand(["SET", "reportkit:rate:short", "0"]); // an established schedule
    await limiter.acquire("short");
    cut.down();
    const during = store.reserve("short", Date.now(), 10_000, 0);
    cut.up();
    await during;
    // The shared schedule carries on: its next permit after this one is 2 intervals (20 s) ahead of the
    // server's time at most (less, as time passes), where a floor would have moved it past the
    // in-process permits and n + 1 intervals (1 s + 0.05 s + 20 s + 30 s, then one interval more).
    const ahead =
      "local t = redis.call('TIME') return tostring(tonumber(redis.call('GET', KEYS[1])) - (t[1] * 1000 + t[2] / 1000))";
    const scheduleAhead = Number(await admin.sendCommand(["EVAL", ahead, "1", "reportkit:rate:short"]));
    expect(scheduleAhead).toBeLessThanOrEqual(20_000);
  });

  it("a token read from Redis is kept in the process: falling back, it is served from there, not asked for again", async () => {
    const cutA = switchable(client);
    const cutB = switchable(admin);
    const a = createRedisTokenCache({ client: cutA.client, ...fallbackOptions });
    const b = createRedisTokenCache({ client: cutB.client, ...fallbackOptions });
    const now = Date.now();
    const token = { accessToken: "shared", expiresAt: now + 600_000, obtainedAt: now };
    await a.set("key", token); // A asked for it and stored it
    expect(await b.get("key")).toEqual(token); // B read it from Redis
    cutB.down();
    expect(await b.get("key")).toEqual(token); // B falling back: still the shared token
    cutB.up();
  });
});
