import { AbortedError } from "../errors/api-error.js";

/** Time as the SDK sees it; inject one in tests, or rely on fake timers with the default. */
export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number;
  /** Resolves after `ms`; rejects with {@link AbortedError} at once when `signal` aborts. */
  sleep(ms: number, signal?: AbortSignal): Promise<void>;
  /**
   * Calls `callback` once after `ms` unless the returned function is called first. Optional: without
   * it, time limits run on the global `setTimeout` (a virtual clock's sleeps then stay instant).
   */
  timer?(ms: number, callback: () => void): () => void;
}

/** Starts a one-shot timer on `clock` (or the global setTimeout); returns its cancel function. */
export function startTimer(clock: Clock, ms: number, callback: () => void): () => void {
  if (clock.timer) return clock.timer(ms, callback);
  const handle = setTimeout(callback, Math.max(0, ms));
  return () => clearTimeout(handle);
}

/** The real clock: `Date.now` and `setTimeout` (both replaced by vitest's fake timers). */
export const systemClock: Clock = {
  now: () => Date.now(),
  sleep: (ms, signal) =>
    new Promise<void>((resolve, reject) => {
      if (signal?.aborted) {
        reject(AbortedError.from(signal));
        return;
      }
      const onAbort = () => {
        clearTimeout(timer);
        reject(AbortedError.from(signal));
      };
      const timer = setTimeout(
        () => {
          signal?.removeEventListener("abort", onAbort);
          resolve();
        },
        Math.max(0, ms),
      );
      signal?.addEventListener("abort", onAbort, { once: true });
    }),
  timer: (ms, callback) => {
    const handle = setTimeout(callback, Math.max(0, ms));
    return () => clearTimeout(handle);
  },
};
