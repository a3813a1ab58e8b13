import {
  type Clock,
  createRateLimiter,
  type RateLimiter,
  type RateLimiterOptions,
  type RateLimiterStore,
} from "@reportkit/sdk";
import { systemClock } from "@reportkit/sdk/advanced";
import { Availability } from "./availability.js";
import { Commands, script } from "./connection.js";
import { FallbackPacing, type PacingStep } from "./fallback-pacing.js";
import { Line } from "./line.js";
import { DEFAULT_PREFIX, type RedisStoreOptions } from "./options.js";

/**
 * GCRA in one atomic step, timed by the server's clock (so processes on hosts whose clocks differ
 * still share one schedule). KEYS[1]: the key's theoretical arrival time (TAT, epoch ms); ARGV:
 * interval, tolerance, horizon, floor and fresh (ms). A key that is missing (first use, a day idle,
 * or Redis restarted empty or flushed) starts its schedule `fresh` ms from now: permits of the lost
 * schedule may still be on their way. A floor > 0 moves the schedule to start no sooner than that
 * long from now (a process back from falling back: in-process permits are still being sent).
 * start = max(TAT, now); a start more than horizon + tolerance ahead reserves nothing and returns
 * {0, ms until it would fit}; else TAT := start + interval (kept a day) and returns
 * {1, max(0, start - tolerance - now)}, the wait until the permit in ms.
 */
export const GCRA = script(`
local interval = tonumber(ARGV[1])
local tolerance = tonumber(ARGV[2])
local horizon = tonumber(ARGV[3])
local floor = tonumber(ARGV[4])
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + tonumber(time[2]) / 1000
local stored = tonumber(redis.call('GET', KEYS[1]) or '')
local start = stored or (now + tonumber(ARGV[5]))
local moved = not stored
if floor > 0 and start < now + floor then
  start = now + floor
  moved = true
end
if start < now then start = now end
if start - now > horizon + tolerance then
  if moved then redis.call('SET', KEYS[1], string.format('%.3f', start), 'PX', 86400000) end
  return {0, string.format('%.3f', start - horizon - tolerance - now)}
end
redis.call('SET', KEYS[1], string.format('%.3f', start + interval), 'PX', 86400000)
local wait = start - tolerance - now
if wait < 0 then wait = 0 end
return {1, string.format('%.3f', wait)}
`);

export interface RedisRateLimiterStoreOptions extends RedisStoreOptions {
  /**
   * The requests allowed per window the limiter paces (default 60): sizes the share of each process
   * while falling back. `createRedisRateLimiter` passes its own.
   */
  limit?: number;
  /**
   * While falling back, how many processes may be doing so at once: each paces at
   * `floor(limit / n)` writes per window, and none when that is 0 (default 1: the whole budget).
   */
  fallbackWorkers?: number;
}

/** How many permits the shared schedule hands out ahead of time (more wait in their process). */
const HORIZON_PERMITS = 4;

/**
 * A {@link RateLimiterStore} on Redis: every process that shares the key (the workspace) shares one
 * schedule, so together they stay under the limit. Each permit is one script run (EVALSHA); keys
 * expire a day after the last permit. The schedule reserves at most 4 permits ahead: callers further
 * back wait in this process (one of them asks at a time) and ask again when their permit would fit,
 * so that a process that falls back, or a schedule Redis lost, knows how far the permits already
 * handed out can reach.
 */
export function createRedisRateLimiterStore(options: RedisRateLimiterStoreOptions): RateLimiterStore {
  const commands = new Commands(options.client, options.commandTimeoutMs);
  const availability = new Availability("sheet-write pacing", options);
  const clock: Clock = options.clock ?? systemClock;
  const prefix = `${options.prefix ?? DEFAULT_PREFIX}rate:`;
  const limit = options.limit ?? 60;
  if (!(limit >= 1)) throw new RangeError(`limit must be >= 1, got ${limit}`);
  const workers = Math.max(1, options.fallbackWorkers ?? 1);
  const commandTimeoutMs = options.commandTimeoutMs ?? 1_000;
  // At least 1 ms: a schedule kept to the microsecond must not refuse a permit for its rounding.
  const horizonMs = (intervalMs: number) => Math.max(1, HORIZON_PERMITS * intervalMs);
  const fallback = new FallbackPacing(limit, workers, horizonMs);
  const line = new Line();

  /**
   * How far a process back from falling back moves the shared schedule: past the last in-process
   * permit any process can still send (a command's time limit and a retry after Redis is back, one
   * own interval ahead), then n + 1 intervals, so that the n in-process schedules ending out of step
   * and the shared one starting again never put more than the limit in a window. Not needed when
   * there can be no in-process permit: a share of 0, or an outage too short for any to start.
   */
  const floorMs = (intervalMs: number) => {
    if (!availability.fallingBack || fallback.share < 1) return 0;
    const outageMs = clock.now() - availability.reachedAt;
    const firstPermitAfterMs = horizonMs(intervalMs) + intervalMs - commandTimeoutMs - availability.retryMs;
    if (outageMs < firstPermitAfterMs) return 0;
    const own = fallback.ownIntervalMs(intervalMs);
    return commandTimeoutMs + availability.retryMs + own + (workers + 1) * intervalMs;
  };

  const onRedis = async (key: string, intervalMs: number, toleranceMs: number): Promise<PacingStep> => {
    const fresh = horizonMs(intervalMs) + intervalMs; // past every permit a lost schedule handed out
    const args = [intervalMs, toleranceMs, horizonMs(intervalMs), floorMs(intervalMs), fresh].map(String);
    const [reserved, ms] = (await commands.eval(GCRA, [prefix + key], args, "a rate-limit permit")) as [
      number,
      string,
    ];
    return reserved === 1 ? { reserved: true, waitMs: Number(ms) } : { reserved: false, retryMs: Number(ms) };
  };

  /** One step on Redis, or in process when Redis is away (timed then: a Redis step may take long to fail). */
  const step = (key: string, now: () => number, intervalMs: number, toleranceMs: number) =>
    availability.run(
      () => onRedis(key, intervalMs, toleranceMs),
      () => fallback.step(key, now(), intervalMs, availability.episode),
    );

  return {
    async reserve(key, now, intervalMs, toleranceMs, signal) {
      const startedAt = performance.now();
      const at = () => now + (performance.now() - startedAt);
      // A wait is measured (on Redis, by the server) from some moment of the round trip: counted from
      // the answer's arrival, a permit is late by the round trip at most, never early. A permit due at
      // the first ask is due at `now`; one due after waiting, at the moment it was granted.
      const permit = (waitMs: number) => (waitMs > 0 ? at() + waitMs : at());
      if (!line.formed(key)) {
        const first = await step(key, at, intervalMs, toleranceMs);
        if (first.reserved) return first.waitMs > 0 ? at() + first.waitMs : now;
      }
      // Too far ahead: wait in this process's line; its head asks again when its permit would fit.
      await line.join(key, signal);
      try {
        for (;;) {
          const next = await step(key, at, intervalMs, toleranceMs);
          if (next.reserved) return permit(next.waitMs);
          await clock.sleep(Math.max(1, Math.min(next.retryMs, availability.retryMs)), signal);
        }
      } finally {
        line.leave(key);
      }
    },
  };
}

/** `createRateLimiter` on a {@link createRedisRateLimiterStore}: pass it as `rateLimiter`. */
export function createRedisRateLimiter(
  options: RedisRateLimiterStoreOptions & Omit<RateLimiterOptions, "store" | "clock">,
): RateLimiter {
  const { limit, windowMs, burst, clock } = options;
  return createRateLimiter({ limit, windowMs, burst, clock, store: createRedisRateLimiterStore(options) });
}
