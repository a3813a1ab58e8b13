import { AbortedError } from "../errors/api-error.js";

/**
 * Settles like `promise`, except that it rejects as soon as `signal` fires (with `reasonOf(signal)`,
 * by default an {@link AbortedError}), even when the work behind `promise` ignores the signal; the
 * work itself goes on for whoever else awaits it.
 */
export function abortable<T>(
  promise: Promise<T>,
  signal: AbortSignal | undefined,
  reasonOf: (signal: AbortSignal) => unknown = AbortedError.from,
): Promise<T> {
  if (!signal) return promise;
  return new Promise<T>((resolve, reject) => {
    const stop = () => reject(reasonOf(signal));
    const forget = () => signal.removeEventListener("abort", stop);
    if (signal.aborted) stop();
    else signal.addEventListener("abort", stop, { once: true });
    promise.then(
      (value) => {
        forget();
        resolve(value);
      },
      (error: unknown) => {
        forget();
        reject(signal.aborted ? reasonOf(signal) : error);
      },
    );
  });
}

/** Throws {@link AbortedError} when `signal` has fired. */
export function throwIfAborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw AbortedError.from(signal);
}
