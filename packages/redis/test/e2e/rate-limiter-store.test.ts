// End to end (test/e2e/: `pnpm test` runs it, `pnpm test:quick` does not): the shared rate limiter's Lua scripts on a real redis-server: only Redis runs them (the
// schedule runs on the server's clock). That clock runs in real time, so these tests check what time
// cannot spoil: a permit is never early (lower bounds from a moment before it was asked), a wait is
// never longer than the schedule's (each figure less the real time that passed meanwhile, measured),
// and the in-process waits asked of the clock; never an elapsed time under a figure, which a machine
// starved of CPU would break.
import type { Clock } from "@reportkit/sdk";
import { systemClock } from "@reportkit/sdk/advanced";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRedisRateLimiter, createRedisRateLimiterStore } from "../../src/index.js";
import { GCRA } from "../../src/rate-limiter-store.js";
import { COMMAND_TIMEOUT_MS, connect, RedisServer, redisAvailable } from "../support/redis-server.js";

type Client = Awaited<ReturnType<typeof connect>>;

describe.skipIf(!redisAvailable)("the Redis rate-limiter store (GCRA in one script)", () => {
  let server: RedisServer;
  let clients: Client[];

  beforeAll(async () => {
    server = await RedisServer.start();
    clients = await Promise.all(Array.from({ length: 4 }, () => connect(server.url)));
  });
  afterAll(async () => {
    for (const client of clients ?? []) client.destroy();
    await server?.stop();
  });

  it("hands out every slot exactly once under concurrency from several connections", async () => {
    // The script itself, 200 runs at once from 4 connections, with a horizon that reserves them all:
    // a huge interval makes each slot's index readable from its wait, whatever time passes meanwhile.
    const interval = 1_000_000;
    const args = [interval, 0, 1_000 * interval, 0, 0].map(String);
    const replies = (await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        clients[i % clients.length]!.sendCommand(["EVAL", GCRA.source, "1", "t1:rate:ws", ...args]),
      ),
    )) as unknown as [number, string][];
    expect(replies.every(([reserved]) => reserved === 1)).toBe(true);
    const slots = replies.map(([, wait]) => Math.round(Number(wait) / interval)).sort((a, b) => a - b);
    expect(slots).toEqual(Array.from({ length: 200 }, (_, i) => i));
  });

  /** An established schedule whose permits are all in the past (a new one starts a few intervals out). */
  const established = (key: string) => clients[0]!.sendCommand(["SET", key, "0"]);

  it("follows the store contract: tolerance lets a burst through, then paces; the key expires a day after", async () => {
    const store = createRedisRateLimiterStore({
      client: clients[0]!,
      prefix: "t2:",
      commandTimeoutMs: COMMAND_TIMEOUT_MS,
    });
    await established("t2:rate:ws");
    const now = Date.now();
    const waits: number[] = [];
    for (let i = 0; i < 5; i++) waits.push((await store.reserve("ws", now, 1_000, 2_000)) - now);
    const passed = Date.now() - now; // real time the five calls took (seconds on a starved machine)
    expect(waits.slice(0, 3)).toEqual([0, 0, 0]);
    // `now` stays the same while real time passes between the calls, and that time comes off each wait
    // (the schedule runs on the server's clock); counted from the answer's arrival, a wait is late by a
    // round trip at most (and so within the time the calls took), never early.
    expect(waits[3]).toBeGreaterThanOrEqual(1_000 - passed - 2);
    expect(waits[3]).toBeLessThanOrEqual(1_000 + passed + 2);
    expect(waits[4]).toBeGreaterThanOrEqual(2_000 - passed - 2);
    expect(waits[4]).toBeLessThanOrEqual(2_000 + passed + 2);
    expect(waits[4]! - waits[3]!).toBeGreaterThanOrEqual(1_000 - passed - 2); // one interval apart
    const ttl = Number(await clients[0]!.sendCommand(["PTTL", "t2:rate:ws"]));
    expect(ttl).toBeGreaterThan(86_400_000 - 60_000);
    expect(ttl).toBeLessThanOrEqual(86_400_000);
  });

  it("times slots by the server's clock: a process whose clock is an hour ahead is not penalised", async () => {
    const store = createRedisRateLimiterStore({
      client: clients[1]!,
      prefix: "t3:",
      commandTimeoutMs: COMMAND_TIMEOUT_MS,
    });
    await established("t3:rate:ws");
    const started = Date.now();
    const ahead = started + 3_600_000;
    expect(await store.reserve("ws", ahead, 1_000, 0)).toBe(ahead);
    // One interval after the first permit by the server's clock, not an hour: the same `ahead` is passed
    // again, so the real time between the two calls (however busy the machine) comes off the interval.
    const next = await store.reserve("ws", ahead, 1_000, 0);
    const passed = Date.now() - started;
    expect(next - ahead).toBeGreaterThanOrEqual(1_000 - passed - 2);
    expect(next - ahead).toBeLessThanOrEqual(1_000 + passed + 2);
  });

  it("reserves at most 4 permits ahead: callers further back wait in their process and get their permits in turn", async () => {
    // One permit every 50 ms; 16 callers in 2 processes, whose waits in process are noted (the clock's
    // sleeps, real all the same).
    const sleeps: number[] = [];
    const clock: Clock = {
      now: () => Date.now(),
      sleep: (ms, signal) => {
        sleeps.push(ms);
        return systemClock.sleep(ms, signal);
      },
    };
    const stores = clients
      .slice(0, 2)
      .map((client) =>
        createRedisRateLimiterStore({ client, prefix: "t6:", clock, commandTimeoutMs: COMMAND_TIMEOUT_MS }),
      );
    await established("t6:rate:ws");
    // How far ahead of the server's time the shared schedule runs (read in one step on the server).
    const ahead = async () => {
      const script =
        "local t = redis.call('TIME') return tostring(tonumber(redis.call('GET', KEYS[1])) - (t[1] * 1000 + t[2] / 1000))";
      return Number(await clients[3]!.sendCommand(["EVAL", script, "1", "t6:rate:ws"]));
    };
    const started = Date.now();
    // Each time a caller gets its permit, the schedule is looked at: it never runs more than
    // 4 permits (200 ms) ahead of the server's time, however many callers wait (looked at later, it
    // is less ahead).
    const seen: Promise<number>[] = [];
    const reserving = Array.from({ length: 16 }, (_, i) =>
      Promise.resolve(stores[i % 2]!.reserve("ws", Date.now(), 50, 0)).then((at) => {
        seen.push(ahead());
        return at;
      }),
    );
    const ats = (await Promise.all(reserving)).sort((a, b) => a - b);
    expect(Math.max(...(await Promise.all(seen)))).toBeLessThanOrEqual(4 * 50 + 50);
    // Every caller got its own permit of the schedule, one every 50 ms: a permit is never early (its
    // time counts from its answer's arrival, late by a round trip at most), so the i-th soonest is
    // due i intervals after the first at the earliest.
    for (const [i, at] of ats.entries()) expect(at - started).toBeGreaterThanOrEqual(i * 50 - 5);
    // Callers past the horizon wait in their process, and each wait asked of the clock ends when the
    // next permit would fit: an interval at most, so no permit of the schedule goes unused while
    // callers wait (the whole run is as fast as the schedule allows, however late the timers).
    expect(Math.max(0, ...sleeps)).toBeLessThanOrEqual(50);
  });

  it("starts a new schedule (first use, or Redis restarted empty) past the permits a lost one may have handed out", async () => {
    const store = createRedisRateLimiterStore({
      client: clients[1]!,
      prefix: "t7:",
      commandTimeoutMs: COMMAND_TIMEOUT_MS,
    });
    const now = Date.now();
    // 4 permits ahead and one interval: no permit of the schedule before the loss is still to come.
    expect((await store.reserve("ws", now, 100, 0)) - now).toBeGreaterThanOrEqual(4 * 100);
  });

  it("reloads its script when Redis lost it (SCRIPT FLUSH, as after a restart)", async () => {
    const store = createRedisRateLimiterStore({
      client: clients[2]!,
      prefix: "t4:",
      commandTimeoutMs: COMMAND_TIMEOUT_MS,
    });
    await established("t4:rate:ws");
    const now = Date.now();
    // The first permit holds the key's schedule a minute ahead, so the second must wait, however slow
    // the machine: a wait after the flush proves the script was loaded again and ran on the same key.
    await store.reserve("ws", now, 60_000, 0);
    await clients[2]!.sendCommand(["SCRIPT", "FLUSH"]);
    expect(await store.reserve("ws", now, 60_000, 0)).toBeGreaterThan(now + 30_000);
  });

  it("paces SDK limiters of several connections as one: 30 permits at 20 ms take 580 ms or more", async () => {
    const limiters = clients.map((client) =>
      createRedisRateLimiter({
        client,
        prefix: "t5:",
        limit: 50,
        windowMs: 1_000,
        commandTimeoutMs: COMMAND_TIMEOUT_MS,
      }),
    );
    const started = performance.now();
    const times: number[] = [];
    await Promise.all(
      Array.from({ length: 30 }, async (_, i) => {
        await limiters[i % limiters.length]!.acquire("ws");
        times.push(performance.now() - started);
      }),
    );
    times.sort((a, b) => a - b);
    // A busy 2-core machine delays permits, it never makes them early: the shared schedule (a limiter
    // per connection pacing on its own would let 4 permits through per 20 ms) holds them to one per
    // 20 ms. That the schedule wastes no permit is the test of the store above.
    expect(times[29]).toBeGreaterThanOrEqual(29 * 20 - 5);
  });
});
