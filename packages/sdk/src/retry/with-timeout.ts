import { TimeoutError } from "../errors/api-error.js";
import { boundedSend } from "../http/bounded-send.js";
import type { FetchLike } from "../http/fetch-like.js";
import { errorUrl } from "../http/response-origin.js";
import type { Clock } from "../time/clock.js";

/**
 * Per-attempt timeout, placed next to the network so that waiting for a rate-limit permit or a
 * token never counts against it. Throws {@link TimeoutError} (the fetch's abort error as `cause`);
 * the retry layer resends only requests that are safe to resend.
 */
const attemptTimeouts = new WeakSet<object>();

/** Whether `error` is a per-attempt timeout thrown by {@link withTimeout} (not a final error from deeper down). */
export const isAttemptTimeout = (error: unknown): error is TimeoutError =>
  error instanceof TimeoutError && attemptTimeouts.has(error);

export function withTimeout(next: FetchLike, options: { timeoutMs: number; clock: Clock }): FetchLike {
  const { timeoutMs, clock } = options;
  if (!(Number.isFinite(timeoutMs) && timeoutMs > 0)) return next;
  return async (request) => {
    const outcome = await boundedSend(next, request, clock, timeoutMs);
    if ("response" in outcome) return outcome.response;
    const error = new TimeoutError({
      message: `No response within ${timeoutMs} ms (${request.method} ${errorUrl(request.url)})`,
      method: request.method,
      url: errorUrl(request.url),
      cause: outcome.error,
    });
    attemptTimeouts.add(error);
    throw error;
  };
}
