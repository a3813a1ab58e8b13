// End to end (test/e2e/: `pnpm test` runs it, `pnpm test:quick` does not): a real redis-server killed and paused: only a real server shows the command time limits and the
// availability checks of the stores against a Redis that stops answering. Nothing here is timed
// against a figure: "never hangs" is shown by order (the calls end before the server is back, or while
// it is paused for longer than the test may run), a slot counted again by Redis's own state.
import { inspect } from "node:util";
import { AbortedError, ApiError, createRateLimiter, type LogLevel } from "@reportkit/sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { redactor, toRedisError } from "../../src/errors.js";
import {
  createRedisOperationSlots,
  createRedisRateLimiterStore,
  createRedisTokenCache,
  type RedisClientLike,
  RedisError,
} from "../../src/index.js";
import { COMMAND_TIMEOUT_MS, connect, RedisServer, redisAvailable } from "../support/redis-server.js";
import { counted } from "../support/switchable.js";

const PASSWORD = "pa55/w0rd-of-redis";

/** Everything a user could print of an error, its cause chain included. */
const printed = (error: unknown) =>
  [String(error), (error as Error).stack, JSON.stringify(error), inspect(error, { depth: 8 })].join("\n");

describe("Redis errors never carry the password", () => {
  it("scrubs URL credentials and the client's password from messages and causes", () => {
    const redact = redactor({ url: `redis://default:${encodeURIComponent(PASSWORD)}@10.0.0.1:6379` });
    const raw = Object.assign(
      new Error(`connect ECONNREFUSED redis://default:${PASSWORD}@10.0.0.1 (${PASSWORD})`),
      {
        code: "ECONNREFUSED",
        options: { password: PASSWORD },
      },
    );
    const error = toRedisError(raw, "a rate-limit permit", redact);
    expect(error).toBeInstanceOf(ApiError);
    expect(error.code).toBe("redis_unavailable");
    expect(printed(error)).not.toContain(PASSWORD);
    expect(printed(error)).not.toContain(encodeURIComponent(PASSWORD));
    expect((error.cause as { code?: string }).code).toBe("ECONNREFUSED");
    expect(toRedisError(new Error("WRONGTYPE Operation against a key"), "x", redact).code).toBe(
      "redis_error",
    );
  });
});

describe.skipIf(!redisAvailable)("when Redis goes away and comes back", () => {
  let server: RedisServer;
  let client: Awaited<ReturnType<typeof connect>>;
  let other: Awaited<ReturnType<typeof connect>>;

  beforeAll(async () => {
    server = await RedisServer.start({ password: PASSWORD });
    client = await connect(server.url);
    other = await connect(server.url);
  });
  afterAll(async () => {
    client?.destroy();
    other?.destroy();
    await server?.stop();
  });

  /** Waits (bounded) until the client has reconnected after a restart. */
  const reconnected = async () => {
    for (let i = 0; i < 200 && !(client.isReady && other.isReady); i++)
      await new Promise((r) => setTimeout(r, 10));
    expect(client.isReady && other.isReady).toBe(true);
  };

  it("fails fast and typed by default, never hangs, and resumes once Redis is back", async () => {
    const limiter = createRateLimiter({
      limit: 100,
      windowMs: 1_000,
      store: createRedisRateLimiterStore({ client }),
    });
    const tokens = createRedisTokenCache({ client });
    const slots = createRedisOperationSlots({ client, leaseMs: 600 }); // a new pool settles 600 ms
    await limiter.acquire("ws");

    await server.kill();
    // They end while Redis is still down (it is started again only after): a step that waited for
    // Redis to come back would hang until the test's time limit.
    const failures = await Promise.all([
      limiter.acquire("ws").catch((error: unknown) => error),
      Promise.resolve(tokens.get("key")).catch((error: unknown) => error),
      slots.acquire("ws", { operation: "copy" }).catch((error: unknown) => error),
    ]);
    for (const error of failures) {
      expect(error).toBeInstanceOf(RedisError);
      expect((error as RedisError).code).toMatch(/^redis_(unavailable|timeout)$/);
      expect(printed(error)).not.toContain(PASSWORD);
    }

    await server.start();
    await reconnected();
    await limiter.acquire("ws"); // the script is loaded again (EVAL after NOSCRIPT)
    expect(await tokens.get("key")).toBeUndefined();
    await (await slots.acquire("ws", { operation: "copy" })).release();
  });

  it("after Redis restarts empty, a slot still held is counted again before any other is granted", async () => {
    const slotsOf = (c: RedisClientLike) =>
      createRedisOperationSlots({
        client: c,
        limit: 1,
        leaseMs: 3_000, // renewed every second: a starved machine would have to stall 2 s to lose it
        commandTimeoutMs: COMMAND_TIMEOUT_MS,
      });
    const held = await slotsOf(client).acquire("restart-ws", { operation: "copy" });
    await server.kill();
    await server.start();
    await reconnected();
    // The new (empty) pool grants nothing until every living holder had the time to renew, and so
    // to put its lease back: the slot still held keeps the other process waiting, through the
    // settling and after it. Its steps are counted as their answers arrive.
    const steps = counted(other);
    const controller = new AbortController();
    const waiting = slotsOf(steps.client).acquire("restart-ws", {
      operation: "copy",
      signal: controller.signal,
    });
    waiting.catch(() => {});
    const redis = (...args: string[]) => other.sendCommand(args).then(Number);
    // The settling is over (its key gone) and the lease is back; then one more step of the waiter
    // is answered, and still no slot: the lease put back is counted.
    await steps.answered(1);
    while ((await redis("EXISTS", "reportkit:slots:restart-ws:settle")) === 1)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await redis("ZCARD", "reportkit:slots:restart-ws")).toBe(1);
    await steps.answered(1);
    controller.abort();
    await expect(waiting).rejects.toBeInstanceOf(AbortedError);
    expect(await redis("ZCARD", "reportkit:slots:restart-ws")).toBe(1);
    await held.release();
    await (await slotsOf(other).acquire("restart-ws", { operation: "copy" })).release();
  });

  it("times a command out when Redis does not answer (CLIENT PAUSE)", async () => {
    const store = createRedisRateLimiterStore({ client, commandTimeoutMs: 150 });
    // Writes (the scripts) paused for longer than the test may run: only the command time limit
    // ends the step; the pause is lifted right after.
    await other.sendCommand(["CLIENT", "PAUSE", "600000", "WRITE"]);
    try {
      const error = await Promise.resolve(store.reserve("ws", Date.now(), 10, 0)).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(RedisError);
      expect((error as RedisError).code).toBe("redis_timeout");
    } finally {
      await other.sendCommand(["CLIENT", "UNPAUSE"]);
    }
  });

  it("falls back to in-process limits with one warning when asked to, and goes back to Redis after", async () => {
    const lines: { level: LogLevel; message: string }[] = [];
    const logger = (level: LogLevel, message: string) => lines.push({ level, message });
    const store = createRedisRateLimiterStore({
      client,
      onUnavailable: "fallback",
      retryMs: 50,
      logger,
      fallbackWorkers: 2,
    });
    const slots = createRedisOperationSlots({
      client,
      onUnavailable: "fallback",
      retryMs: 50,
      logger,
      limit: 2,
    });
    const tokens = createRedisTokenCache({ client, onUnavailable: "fallback", retryMs: 50, logger });

    await server.kill();
    const now = Date.now();
    // In process, each of the 2 workers falling back sends floor(60 / 2) = 30 per window: one every
    // 20 ms instead of 10, the first once the shared schedule's 4 permits ahead (40 ms) are spent.
    const ats = [];
    for (let i = 0; i < 3; i++) ats.push((await store.reserve("fallback-ws", now, 10, 0)) - now);
    expect(ats[0]).toBeGreaterThanOrEqual(40 + 10 + 20);
    // Never closer than 20 ms (a busy machine's late timers only push them apart).
    expect(ats[1]! - ats[0]!).toBeGreaterThanOrEqual(20 - 0.5);
    expect(ats[2]! - ats[1]!).toBeGreaterThanOrEqual(20 - 0.5);
    const slot = await slots.acquire("ws", { operation: "export" }); // 2 / 1 worker: in-process limit 2
    const token = { accessToken: "t", expiresAt: now + 600_000, obtainedAt: now };
    await tokens.set("key", token);
    expect(await tokens.get("key")).toEqual(token);
    const warnings = lines.filter((line) => line.level === "warn");
    expect(warnings.map((w) => w.message.split(":")[0])).toEqual([
      "Redis is unreachable",
      "Redis is unreachable",
      "Redis is unreachable",
    ]);
    expect(warnings.join("\n")).not.toContain(PASSWORD);
    await slot.release();

    await server.start();
    await reconnected();
    await new Promise((resolve) => setTimeout(resolve, 60)); // past retryMs: the next step tries Redis
    await store.reserve("fallback-ws", Date.now(), 10, 0);
    expect(Number(await other.sendCommand(["EXISTS", "reportkit:rate:fallback-ws"]))).toBe(1);
    expect(
      lines.some((line) => line.level === "info" && line.message.startsWith("Redis is reachable again")),
    ).toBe(true);
  });
});
