import type { Clock } from "../time/clock.js";

/** A signal that fires with the caller's abort error, or with `onTimeout()` once `timeoutMs` pass. */
export interface StopSignal {
  readonly signal: AbortSignal;
  /** Stops the timeout timer and unhooks the caller's signal. */
  dispose(): void;
}

export function stopSignal(
  clock: Clock,
  caller: AbortSignal | undefined,
  onAbort: () => Error,
  timeoutMs: number | undefined,
  onTimeout: () => Error,
): StopSignal {
  const controller = new AbortController();
  const timer = new AbortController();
  const abort = () => controller.abort(onAbort());
  if (caller?.aborted) abort();
  else caller?.addEventListener("abort", abort, { once: true });
  if (timeoutMs !== undefined && !controller.signal.aborted) {
    clock.sleep(timeoutMs, timer.signal).then(
      () => controller.abort(onTimeout()),
      () => {},
    );
  }
  return {
    signal: controller.signal,
    dispose() {
      timer.abort();
      caller?.removeEventListener("abort", abort);
    },
  };
}
