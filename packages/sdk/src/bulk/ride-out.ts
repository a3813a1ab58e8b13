import type { ApiError } from "../errors/api-error.js";
import { isRefusal } from "../retry/classify.js";
import { abortable } from "../time/abortable.js";
import { exponential } from "../time/backoff.js";
import type { Clock } from "../time/clock.js";

/** How long to wait after a refusal that named no `Retry-After`, doubling per refusal up to a minute. */
const FALLBACK_MS = 1_000;
const MAX_WAIT_MS = 60_000;

/** How {@link rideOut} waits between refusals and when it stops. */
export interface RideOutOptions {
  clock: Clock;
  signal?: AbortSignal | undefined;
  /** Refusals after which the last one is thrown (default 20). */
  maxRefusals?: number | undefined;
  /** Hears every wait: the refusal and how long it waits. */
  onRefusal?: ((error: ApiError, waitMs: number) => void) | undefined;
}

/**
 * Runs `work` until it is not refused: after `concurrent_operations_exceeded` or a 429 (those the
 * transport gave up retrying, or whose `Retry-After` was too long for it), waits the refusal's
 * `Retry-After` (else 1 s, doubling, at most 60 s) and tries again, up to `maxRefusals` times. A refused
 * request changed nothing, so trying again is always safe. Any other error is thrown at once.
 */
export async function rideOut<T>(work: () => Promise<T>, options: RideOutOptions): Promise<T> {
  const { clock, signal } = options;
  const max = options.maxRefusals ?? 20;
  for (let refusals = 0; ; refusals++) {
    try {
      return await work();
    } catch (error) {
      if (!isRefusal(error) || refusals >= max) throw error;
      const asked = error.retryAfter === undefined ? undefined : error.retryAfter * 1000;
      const waitMs = Math.min(MAX_WAIT_MS, asked ?? exponential(refusals, FALLBACK_MS, MAX_WAIT_MS));
      options.onRefusal?.(error, waitMs);
      await abortable(clock.sleep(waitMs, signal), signal);
    }
  }
}
