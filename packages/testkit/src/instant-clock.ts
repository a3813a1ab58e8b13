/** A clock (reportkit's `Clock` shape) whose sleeps return at once and move its time forward. */
export interface InstantClock {
  /** Every sleep asked for, in milliseconds, in order. */
  slept: number[];
  now(): number;
  sleep(ms: number, signal?: AbortSignal): Promise<void>;
}

/**
 * Time that jumps instead of passing: when the code under test sleeps (Retry-After, backoff, polling),
 * `now()` moves forward by that much at once, so waits and polls cost no wall time. Share one with a
 * sandbox to give both a single timeline.
 */
export function instantClock(start = Date.UTC(2026, 0, 15, 9, 0, 0)): InstantClock {
  let now = start;
  const slept: number[] = [];
  return {
    slept,
    now: () => now,
    async sleep(ms, signal) {
      signal?.throwIfAborted();
      slept.push(ms);
      now += Math.max(0, ms);
    },
  };
}
