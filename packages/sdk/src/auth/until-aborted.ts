import { AbortedError } from "../errors/api-error.js";

/** `promise`, or an AbortedError as soon as `signal` fires (the promise itself goes on). */
export function untilAborted<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return promise;
  if (signal.aborted) return Promise.reject(AbortedError.from(signal));
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(AbortedError.from(signal));
    signal.addEventListener("abort", onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener("abort", onAbort));
  });
}
