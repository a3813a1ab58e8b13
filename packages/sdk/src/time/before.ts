import { type Clock, startTimer } from "./clock.js";

/** Resolves like `promise`, or rejects with `error()` once `at` (on `clock`) has passed. */
export function before<T>(promise: Promise<T>, at: number, clock: Clock, error: () => Error): Promise<T> {
  if (!Number.isFinite(at)) return promise;
  return new Promise<T>((resolve, reject) => {
    const cancel = startTimer(clock, at - clock.now(), () => reject(error()));
    promise.then(resolve, reject).finally(cancel);
  });
}
