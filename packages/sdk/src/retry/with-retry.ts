import type { ApiName } from "../errors/api-error.js";
import { markAttempt } from "../http/derive-request.js";
import type { FetchLike } from "../http/fetch-like.js";
import { errorUrl } from "../http/response-origin.js";
import type { Log } from "../logging/logger.js";
import { type Clock, systemClock } from "../time/clock.js";
import { parseRetryAfter } from "../time/retry-after.js";
import { reasonForResponse, safeToResend } from "./classify.js";
import { backoffDelay, type RetryOptions, resolveRetryOptions } from "./options.js";
import { type CallSite, finalError, sendOnce } from "./send-once.js";

export interface RetryLayerOptions extends RetryOptions {
  clock?: Clock;
  log?: Log;
  api?: ApiName;
}

/**
 * Outermost layer: sends a fresh clone of the request per attempt (so bodies can be resent) and
 * decides after each one. Refusals (429, `concurrent_operations_exceeded`, connection never made)
 * are retried for any method; unknown outcomes (502/503/504, timeouts, resets) only for idempotent
 * requests, so a POST that may have written is never sent twice. Waits honour `Retry-After` exactly,
 * else use full-jitter backoff; every wait ends at once with AbortedError when the caller aborts.
 */
export function withRetry(next: FetchLike, options: RetryLayerOptions = {}): FetchLike {
  const settings = resolveRetryOptions(options);
  const clock = options.clock ?? systemClock;
  const log = options.log ?? (() => {});
  return async (request) => {
    const deadlineAt = clock.now() + settings.deadlineMs;
    const idempotent = settings.isIdempotent(request);
    const where: CallSite = { api: options.api, method: request.method, url: errorUrl(request.url) };
    const once = { clock, deadlineAt, deadlineMs: settings.deadlineMs, where };
    for (let retry = 0; ; retry++) {
      const outcome = await sendOnce(next, markAttempt(request.clone(), retry + 1), once);
      const response = "response" in outcome ? outcome.response : undefined;
      const reason =
        "failure" in outcome ? outcome.failure.reason : await reasonForResponse(outcome.response);
      const giveUp = (): Response => {
        if ("response" in outcome) return outcome.response;
        throw finalError(outcome.failure, where, retry + 1);
      };

      if (!reason || !safeToResend(reason, idempotent) || retry >= settings.maxRetries) return giveUp();
      const retryAfter = response && parseRetryAfter(response.headers.get("Retry-After"), clock.now());
      if (retryAfter !== undefined && retryAfter > settings.maxRetryAfterMs) return giveUp();
      const delay = retryAfter ?? backoffDelay(retry, settings);
      if (clock.now() + delay > deadlineAt) return giveUp();

      log("info", `Retrying ${where.method} ${where.url} in ${delay} ms (${reason})`, {
        ...where,
        status: response?.status,
        attempt: retry + 1,
        delayMs: delay,
        reason,
      });
      await response?.body?.cancel().catch(() => {});
      await clock.sleep(delay, request.signal);
    }
  };
}
