import { untilAborted } from "../abort/until-aborted.js";
import { AbortedError } from "../errors/api-error.js";

/** Throws {@link AbortedError} when `signal` has fired. */
export function throwIfAborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw AbortedError.from(signal);
}

/** Like `promise`, but rejects with {@link AbortedError} as soon as `signal` fires. */
export function abortable<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  return signal ? untilAborted(promise, signal, AbortedError.from) : promise;
}
