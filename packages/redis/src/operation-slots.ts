import { randomUUID } from "node:crypto";
import {
  AbortedError,
  type Clock,
  createOperationLimiter,
  type OperationLimiter,
  type OperationSlot,
  type OperationSlots,
} from "@reportkit/sdk";
import { createMemoryOperationSlots, systemClock, toLog } from "@reportkit/sdk/advanced";
import { Availability } from "./availability.js";
import { Commands, script } from "./connection.js";
import { DEFAULT_PREFIX, type RedisStoreOptions } from "./options.js";

/** Server time in whole ms, then drop expired leases. Shared head of the lease scripts. */
const PRUNE = `
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
local function keep()
  local last = redis.call('ZRANGE', KEYS[1], -1, -1, 'WITHSCORES')
  if last[2] then redis.call('PEXPIREAT', KEYS[1], math.ceil(tonumber(last[2])) + 1000) end
end
`;

/**
 * A semaphore as a sorted set of leases scored by their expiry (server time). ARGV: limit, lease ms,
 * lease id. Returns {1, 0} when the lease is granted, else {0, ms until the first lease expires}.
 */
export const ACQUIRE = script(`${PRUNE}
if redis.call('ZCARD', KEYS[1]) < tonumber(ARGV[1]) then
  redis.call('ZADD', KEYS[1], now + tonumber(ARGV[2]), ARGV[3])
  keep()
  return {1, 0}
end
local first = redis.call('ZRANGE', KEYS[1], 0, 0, 'WITHSCORES')
return {0, math.max(0, math.ceil(tonumber(first[2]) - now))}
`);

/** Extends a lease still held (ARGV: lease ms, lease id); 0 when it was lost (expired, or Redis restarted). */
export const RENEW = script(`${PRUNE}
if not redis.call('ZSCORE', KEYS[1], ARGV[2]) then return 0 end
redis.call('ZADD', KEYS[1], 'XX', now + tonumber(ARGV[1]), ARGV[2])
keep()
return 1
`);

export interface RedisOperationSlotsOptions extends RedisStoreOptions {
  /** Operations that may run at once per key (default 3, the service's documented limit). */
  limit?: number;
  /**
   * How long a lease lives unless renewed (default 30 000 ms). The holder renews it every third of
   * that; a process that dies frees its slots after at most this long.
   */
  leaseMs?: number;
  /**
   * Longest a slot is held (default 1 800 000 ms: 30 min): an operation nobody waits for through
   * this client gives its slot back then, with a warning.
   */
  maxHoldMs?: number;
  /** Longest pause between two tries while every slot is taken (default 250 ms). */
  maxPollMs?: number;
  /** While falling back, how many processes may be doing so at once: each gets limit / n slots (at least 1). */
  fallbackWorkers?: number;
}

/** `createOperationLimiter` on {@link createRedisOperationSlots}: pass it as `operationLimiter`. */
export function createRedisOperationLimiter(options: RedisOperationSlotsOptions): OperationLimiter {
  return createOperationLimiter({ slots: createRedisOperationSlots(options) });
}

/**
 * {@link OperationSlots} on Redis: a semaphore per key (the workspace) whose leases expire unless
 * their holder renews them, so a process that dies never holds a slot for good. Give it to
 * `createOperationLimiter({ slots })` (or use {@link createRedisOperationLimiter}).
 */
export function createRedisOperationSlots(options: RedisOperationSlotsOptions): OperationSlots {
  const commands = new Commands(options.client, options.commandTimeoutMs);
  const availability = new Availability("operation slots", options);
  const clock: Clock = options.clock ?? systemClock;
  const log = toLog(options.logger);
  const prefix = `${options.prefix ?? DEFAULT_PREFIX}slots:`;
  const limit = options.limit ?? 3;
  const leaseMs = options.leaseMs ?? 30_000;
  const maxHoldMs = options.maxHoldMs ?? 1_800_000;
  const maxPollMs = options.maxPollMs ?? 250;
  if (!Number.isInteger(limit) || limit < 1)
    throw new RangeError(`limit must be a whole number >= 1, got ${limit}`);
  const memory = createMemoryOperationSlots({
    limit: Math.max(1, Math.floor(limit / Math.max(1, options.fallbackWorkers ?? 1))),
  });

  const lease = (key: string, id: string): OperationSlot => {
    let released = false;
    const renew = async () => {
      try {
        const kept = await commands.eval(RENEW, [key], [String(leaseMs), id], "renewing an operation slot");
        if (kept === 0 && !released) {
          stop();
          log?.(
            "warn",
            `An operation slot lease of ${key} expired before it was given back; it no longer counts.`,
            {},
          );
        }
      } catch {
        // Redis is away: the next renewal tries again; if the lease expires meanwhile, it simply no longer counts.
      }
    };
    const renewal = setInterval(renew, Math.max(1, leaseMs / 3));
    const expiry = setTimeout(() => {
      log?.(
        "warn",
        `An operation slot was held ${maxHoldMs} ms without its operation seen ending; giving it back.`,
        {},
      );
      void release();
    }, maxHoldMs);
    renewal.unref?.();
    expiry.unref?.();
    const stop = () => {
      clearInterval(renewal);
      clearTimeout(expiry);
    };
    const release = async () => {
      if (released) return;
      released = true;
      stop();
      await commands.send(["ZREM", key, id], "giving back an operation slot");
    };
    return { release };
  };

  const onRedis = async (key: string, signal: AbortSignal | undefined): Promise<OperationSlot> => {
    const id = randomUUID();
    for (let round = 0; ; round++) {
      if (signal?.aborted) throw AbortedError.from(signal);
      const reply = (await commands.eval(
        ACQUIRE,
        [key],
        [String(limit), String(leaseMs), id],
        "taking an operation slot",
      )) as [number, number];
      if (reply[0] === 1) return lease(key, id);
      await clock.sleep(Math.min(reply[1] + 1, maxPollMs, 10 * 2 ** round), signal);
    }
  };

  return {
    acquire: (key, { operation, signal }) =>
      availability.run(
        () => onRedis(prefix + key, signal),
        () => memory.acquire(key, { operation, signal }),
      ),
  };
}
