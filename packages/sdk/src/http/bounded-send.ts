import { AbortedError } from "../errors/api-error.js";
import type { Clock } from "../time/clock.js";
import { withSignal } from "./derive-request.js";
import type { FetchLike } from "./fetch-like.js";

/** The result of {@link boundedSend}. */
export type BoundedOutcome = { response: Response } | { timedOut: true; error: unknown };

/**
 * Sends `request` through `next` under a signal that follows the request's own signal and also fires
 * after `ms` (never, when `ms` is Infinity). It ends as soon as either fires, even when the underlying fetch ignores signals:
 * an abort of the request's signal rejects with AbortedError, the time limit resolves `timedOut`.
 * Any other failure is rethrown as is.
 */
export async function boundedSend(
  next: FetchLike,
  request: Request,
  clock: Clock,
  ms: number,
): Promise<BoundedOutcome> {
  const signal = request.signal;
  if (signal.aborted) throw AbortedError.from(signal);
  const controller = new AbortController();
  const stopTimer = new AbortController();
  let timedOut = false;
  const onAbort = () => controller.abort(signal.reason);
  signal.addEventListener("abort", onAbort, { once: true });
  const ended = new Promise<never>((_, reject) => {
    controller.signal.addEventListener("abort", () => reject(controller.signal.reason), { once: true });
  });
  if (Number.isFinite(ms)) {
    clock.sleep(Math.max(0, ms), stopTimer.signal).then(
      () => {
        timedOut = true;
        controller.abort(new DOMException(`No response within ${ms} ms`, "TimeoutError"));
      },
      () => {},
    );
  }
  try {
    return { response: await Promise.race([next(withSignal(request, controller.signal)), ended]) };
  } catch (error) {
    if (signal.aborted) throw AbortedError.from(signal);
    if (timedOut) return { timedOut: true, error };
    throw error;
  } finally {
    signal.removeEventListener("abort", onAbort);
    stopTimer.abort();
  }
}
