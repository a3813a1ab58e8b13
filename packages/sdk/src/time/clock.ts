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
  timer?(ms: number, callback: () => void, options?: TimerOptions): () => void;
}

/** How a timer of a {@link Clock} behaves. */
export interface TimerOptions {
  /** The timer alone does not keep the process alive (Node's `unref`; ignored where there is none). */
  unref?: boolean;
}

const setTimer = (ms: number, callback: () => void, options?: TimerOptions): (() => void) => {
  const handle = setTimeout(callback, Math.max(0, ms));
  if (options?.unref) (handle as { unref?: () => void }).unref?.();
  return () => clearTimeout(handle);
};

/** Starts a one-shot timer on `clock` (or the global setTimeout); returns its cancel function. */
export function startTimer(
  clock: Clock,
  ms: number,
  callback: () => void,
  options?: TimerOptions,
): () => void {
  return clock.timer ? clock.timer(ms, callback, options) : setTimer(ms, callback, options);
}

/** The real clock: `Date.now` and `setTimeout` (both replaced by vitest's fake timers). */
export const systemClock: Clock = {
  now: () => Date.now(),
  sleep: (ms, signal) =>
    new Promise<void>((resolve, reject) => {
      let cancel: (() => void) | undefined;
      const onAbort = () => {
        cancel?.();
        reject(AbortedError.from(signal));
      };
      // A signal that has fired already: no timer at all.
      if (signal?.aborted) return onAbort();
      cancel = setTimer(ms, () => {
        signal?.removeEventListener("abort", onAbort);
        resolve();
      });
      signal?.addEventListener("abort", onAbort, { once: true });
    }),
  timer: setTimer,
};
