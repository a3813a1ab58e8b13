/**
 * Settles like `promise`, except that it rejects as soon as `signal` fires (with `reasonOf(signal)`,
 * by default the signal's reason), even when the work behind `promise` ignores the signal.
 */
export function untilAborted<T>(
  promise: Promise<T>,
  signal: AbortSignal,
  reasonOf: (signal: AbortSignal) => unknown = (s) => s.reason,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const stop = () => reject(reasonOf(signal));
    if (signal.aborted) stop();
    else signal.addEventListener("abort", stop, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener("abort", stop);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener("abort", stop);
        reject(signal.aborted ? reasonOf(signal) : error);
      },
    );
  });
}
