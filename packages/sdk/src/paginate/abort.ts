import { AbortedError } from "../errors/api-error.js";

/** Throws {@link AbortedError} when `signal` has fired. */
export function throwIfAborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw AbortedError.from(signal);
}

/**
 * Settles like `promise`, except that it rejects with {@link AbortedError} as soon as `signal` fires,
 * even when the work behind `promise` ignores the signal.
 */
export function abortable<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return promise;
  return new Promise<T>((resolve, reject) => {
    const stop = () => reject(AbortedError.from(signal));
    if (signal.aborted) stop();
    else signal.addEventListener("abort", stop, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener("abort", stop);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener("abort", stop);
        reject(signal.aborted ? AbortedError.from(signal) : error);
      },
    );
  });
}
