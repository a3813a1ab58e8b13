import { type Clock, systemClock } from "../time/clock.js";

/** Hands out permission to send, per key (a workspace, say). Share one instance to share a budget. */
export interface RateLimiter {
  /** Resolves when one request under `key` may be sent; rejects with AbortedError when `signal` aborts. */
  acquire(key: string, signal?: AbortSignal): Promise<void>;
}

/**
 * Where the limiter keeps its state: one number per key (the GCRA "theoretical arrival time").
 * Implement it on a shared store (Redis with a small script, a Durable Object...) to pace several
 * processes together; `reserve` must be atomic per key.
 */
export interface RateLimiterStore {
  /**
   * Reserves the next slot for `key` and returns when (epoch ms) it may be used:
   * `start = max(stored ?? now, now)`, store `start + intervalMs`, return `max(now, start - toleranceMs)`.
   * A store that makes callers wait before it reserves (a shared store that schedules only so far
   * ahead) rejects with AbortedError when `signal` aborts meanwhile.
   */
  reserve(
    key: string,
    now: number,
    intervalMs: number,
    toleranceMs: number,
    signal?: AbortSignal,
  ): number | Promise<number>;
}

/** The default store: a Map in this process. */
export class MemoryRateLimiterStore implements RateLimiterStore {
  readonly #arrivals = new Map<string, number>();

  reserve(key: string, now: number, intervalMs: number, toleranceMs: number): number {
    const start = Math.max(this.#arrivals.get(key) ?? now, now);
    this.#arrivals.set(key, start + intervalMs);
    return Math.max(now, start - toleranceMs);
  }
}

/** The budget of {@link createRateLimiter} (default: 60 per minute, evenly spaced) and where it is kept. */
export interface RateLimiterOptions {
  /** Requests allowed per window (default 60: the update-sheet-content limit). */
  limit?: number;
  /** Window length in ms (default 60 000). */
  windowMs?: number;
  /**
   * Requests that may go back to back before pacing starts (default 1: evenly spaced, which also
   * keeps any sliding window of `windowMs` under `limit`). Larger bursts can overrun a server that
   * counts with a sliding window.
   */
  burst?: number;
  store?: RateLimiterStore;
  clock?: Clock;
}

/**
 * A GCRA limiter (a leaky bucket measured in time): requests are spaced `windowMs / limit` apart,
 * in the order they asked. A reserved slot is not given back when the waiter aborts.
 */
export function createRateLimiter(options: RateLimiterOptions = {}): RateLimiter {
  const { limit = 60, windowMs = 60_000, burst = 1, clock = systemClock } = options;
  const store = options.store ?? new MemoryRateLimiterStore();
  const intervalMs = windowMs / limit;
  const toleranceMs = intervalMs * Math.max(0, burst - 1);
  return {
    async acquire(key, signal) {
      const now = clock.now();
      const at = await store.reserve(key, now, intervalMs, toleranceMs, signal);
      const wait = at - clock.now();
      if (wait > 0 || signal?.aborted) await clock.sleep(Math.max(0, wait), signal);
    },
  };
}
