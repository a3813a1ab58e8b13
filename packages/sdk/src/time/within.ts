import { AbortedError, TimeoutError } from "../errors/api-error.js";
import { withNextStep } from "../errors/guide.js";
import { type Clock, startTimer } from "./clock.js";

/**
 * Runs `work` with a signal that fires when the caller's does (the work then rejects with
 * `AbortedError`) or once `timeoutMs` have passed on `clock` (it then rejects with `TimeoutError`
 * saying `what` took too long). Without a `timeoutMs` the caller's signal is handed on as it is.
 */
export async function within<T>(
  clock: Clock,
  options: { signal?: AbortSignal | undefined; timeoutMs?: number | undefined },
  what: string,
  work: (signal: AbortSignal | undefined) => Promise<T>,
): Promise<T> {
  const { signal: caller, timeoutMs } = options;
  if (timeoutMs === undefined || !Number.isFinite(timeoutMs)) return work(caller);
  const controller = new AbortController();
  const timeout = new TimeoutError({
    message: withNextStep(
      `${what} did not finish within its timeoutMs (${timeoutMs} ms).`,
      "Raise timeoutMs, or resume the wait later.",
      "timeouterror",
    ),
  });
  const onAbort = () => controller.abort(AbortedError.from(caller));
  if (caller?.aborted) onAbort();
  else caller?.addEventListener("abort", onAbort, { once: true });
  const cancel = startTimer(clock, timeoutMs, () => controller.abort(timeout));
  try {
    return await work(controller.signal);
  } catch (error) {
    throw controller.signal.reason === timeout ? timeout : error;
  } finally {
    cancel();
    caller?.removeEventListener("abort", onAbort);
  }
}
