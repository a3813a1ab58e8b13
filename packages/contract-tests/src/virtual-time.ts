import type { Clock } from "@reportkit/sdk";

/**
 * One timeline shared by the SDK and the sandbox: when the SDK sleeps (Retry-After, backoff, polling),
 * time jumps forward at once instead of passing, so contract tests never wait on the wall clock.
 */
export function virtualTime(start = Date.UTC(2026, 10, 21, 9, 0, 0)): Clock & { slept: number[] } {
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
