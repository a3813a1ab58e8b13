import type { Clock, Logger } from "@reportkit/sdk";
import type { OnUnavailable } from "./availability.js";
import type { RedisClientLike } from "./connection.js";

/** What every reportkit Redis store takes. */
export interface RedisStoreOptions {
  /** Your connected client (node-redis `createClient()`...). reportkit never connects or closes it. */
  client: RedisClientLike;
  /** Prefix of every key (default `reportkit:`). */
  prefix?: string;
  /** Longest wait for one Redis reply (default 1000 ms); then the step fails with `redis_timeout`. */
  commandTimeoutMs?: number;
  /**
   * When Redis cannot be reached: `fail` (default) fails the call with a {@link RedisError};
   * `fallback` logs a warning and uses in-process limits until Redis answers again.
   */
  onUnavailable?: OnUnavailable;
  /** While falling back, how often Redis is tried again (default 1000 ms). */
  retryMs?: number;
  /** Where the fallback warning goes: `console`, a pino/winston-like object or a function. */
  logger?: Logger;
  /** Time source of waits (tests). Budgets and leases are timed by the Redis server's clock. */
  clock?: Clock;
}

export const DEFAULT_PREFIX = "reportkit:";
