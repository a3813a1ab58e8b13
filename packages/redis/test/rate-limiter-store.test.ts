import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRedisRateLimiter, createRedisRateLimiterStore } from "../src/index.js";
import { connect, RedisServer, redisAvailable } from "./support/redis-server.js";

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
    // A huge interval makes each slot's index readable from its wait, whatever time passes meanwhile.
    const interval = 1_000_000;
    const stores = clients.map((client) => createRedisRateLimiterStore({ client, prefix: "t1:" }));
    const now = Date.now();
    const ats = await Promise.all(
      Array.from({ length: 200 }, (_, i) => stores[i % stores.length]!.reserve("ws", now, interval, 0)),
    );
    const slots = ats.map((at) => Math.round((at - now) / interval)).sort((a, b) => a - b);
    expect(slots).toEqual(Array.from({ length: 200 }, (_, i) => i));
    const ttl = Number(await clients[0]!.sendCommand(["PTTL", "t1:rate:ws"]));
    expect(ttl).toBeGreaterThan(199 * interval);
    expect(ttl).toBeLessThanOrEqual(200 * interval + 1_000);
  });

  it("follows the store contract: tolerance lets a burst through, then paces; the key expires", async () => {
    const store = createRedisRateLimiterStore({ client: clients[0]!, prefix: "t2:" });
    const now = Date.now();
    const waits: number[] = [];
    for (let i = 0; i < 5; i++) waits.push((await store.reserve("ws", now, 1_000, 2_000)) - now);
    expect(waits.slice(0, 3)).toEqual([0, 0, 0]);
    // `now` stays the same while real time passes between the calls, and that time comes off each wait
    // (the schedule runs on the server's clock); counted from the answer's arrival, a wait is late by a
    // round trip at most, never early.
    expect(waits[3]).toBeGreaterThan(900);
    expect(waits[3]).toBeLessThanOrEqual(1_000 + 50);
    expect(waits[4]).toBeGreaterThan(1_900);
    expect(waits[4]).toBeLessThanOrEqual(2_000 + 50);
    const ttl = Number(await clients[0]!.sendCommand(["PTTL", "t2:rate:ws"]));
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(5_000 + 1_000);
  });

  it("times slots by the server's clock: a process whose clock is an hour ahead is not penalised", async () => {
    const store = createRedisRateLimiterStore({ client: clients[1]!, prefix: "t3:" });
    const ahead = Date.now() + 3_600_000;
    expect(await store.reserve("ws", ahead, 1_000, 0)).toBe(ahead);
    // One interval after the first permit by the server's clock, not an hour: the same `ahead` is passed
    // again, so the real time between the two calls (however busy the machine) comes off the interval.
    const next = await store.reserve("ws", ahead, 1_000, 0);
    expect(next - ahead).toBeGreaterThan(500);
    expect(next - ahead).toBeLessThanOrEqual(1_000 + 50);
  });

  it("reloads its script when Redis lost it (SCRIPT FLUSH, as after a restart)", async () => {
    const store = createRedisRateLimiterStore({ client: clients[2]!, prefix: "t4:" });
    const now = Date.now();
    // The first permit holds the key's schedule a minute ahead, so the second must wait, however slow
    // the machine: a wait after the flush proves the script was loaded again and ran on the same key.
    await store.reserve("ws", now, 60_000, 0);
    await clients[2]!.sendCommand(["SCRIPT", "FLUSH"]);
    expect(await store.reserve("ws", now, 60_000, 0)).toBeGreaterThan(now + 30_000);
  });

  it("paces SDK limiters of several connections as one: 30 permits at 20 ms take 580 ms or more", async () => {
    const limiters = clients.map((client) =>
      createRedisRateLimiter({ client, prefix: "t5:", limit: 50, windowMs: 1_000 }),
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
    expect(times[29]).toBeGreaterThanOrEqual(29 * 20 - 5);
    // Generous above: a busy 2-core machine delays permits, it never makes them early.
    expect(times[29]).toBeLessThan(29 * 20 + 1_500);
  });
});
