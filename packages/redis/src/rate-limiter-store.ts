import {
  createRateLimiter,
  type RateLimiter,
  type RateLimiterOptions,
  type RateLimiterStore,
} from "@reportkit/sdk";
import { MemoryRateLimiterStore } from "@reportkit/sdk/advanced";
import { Availability } from "./availability.js";
import { Commands, script } from "./connection.js";
import { DEFAULT_PREFIX, type RedisStoreOptions } from "./options.js";

/**
 * GCRA in one atomic step, timed by the server's clock (so processes on hosts whose clocks differ
 * still share one schedule). KEYS[1]: the key's theoretical arrival time (TAT, epoch ms);
 * ARGV: interval and tolerance (ms). start = max(TAT, now); TAT := start + interval, kept until it
 * passes; returns the wait until the permit, max(0, start - tolerance - now), in ms.
 */
export const GCRA = script(`
local interval = tonumber(ARGV[1])
local tolerance = tonumber(ARGV[2])
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + tonumber(time[2]) / 1000
local start = tonumber(redis.call('GET', KEYS[1]) or '') or now
if start < now then start = now end
local tat = start + interval
redis.call('SET', KEYS[1], string.format('%.3f', tat), 'PX', math.ceil(tat - now) + 1000)
local wait = start - tolerance - now
if wait < 0 then wait = 0 end
return string.format('%.3f', wait)
`);

export interface RedisRateLimiterStoreOptions extends RedisStoreOptions {
  /**
   * While falling back, how many processes may be doing so at once: each paces at 1/n of the limit
   * (default 1: every process takes the whole budget, which several processes together overrun).
   */
  fallbackWorkers?: number;
}

/**
 * A {@link RateLimiterStore} on Redis: every process that shares the key (the workspace) shares one
 * schedule, so together they stay under the limit. Each permit is one script run (EVALSHA); keys
 * expire once their schedule is in the past.
 */
export function createRedisRateLimiterStore(options: RedisRateLimiterStoreOptions): RateLimiterStore {
  const commands = new Commands(options.client, options.commandTimeoutMs);
  const availability = new Availability("sheet-write pacing", options);
  const prefix = `${options.prefix ?? DEFAULT_PREFIX}rate:`;
  const share = Math.max(1, options.fallbackWorkers ?? 1);
  const memory = new MemoryRateLimiterStore();
  return {
    reserve(key, now, intervalMs, toleranceMs) {
      return availability.run(
        async () => {
          const args = [String(intervalMs), String(toleranceMs)];
          const sentAt = performance.now();
          const wait = Number(await commands.eval(GCRA, [prefix + key], args, "a rate-limit permit"));
          // The server measured `wait` from some moment of the round trip: counting it from the answer's
          // arrival makes a permit late by the round trip at most, never early. A due permit is due now.
          return wait > 0 ? now + (performance.now() - sentAt) + wait : now;
        },
        () => memory.reserve(key, now, intervalMs * share, toleranceMs * share),
      );
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
