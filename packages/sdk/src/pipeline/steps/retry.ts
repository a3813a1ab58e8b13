import type { ApiName } from "../../errors/api-error.js";
import { parseErrorBody } from "../../errors/from-response.js";
import { parseRetryAfter } from "../../http/retry-after.js";
import type { Log } from "../../logging/logger.js";
import { outcomeUnknown, type RetryReason, reasonForResponse, safeToResend } from "../../retry/classify.js";
import { backoffDelay, type ResolvedRetryOptions, resolveRetryOptions } from "../../retry/policy.js";
import { redactUrl } from "../../safety/redact.js";
import type { SecretRegistry } from "../../safety/secrets.js";
import type { Clock } from "../../time/clock.js";
import { afterUnknownAttempt, failureError } from "../failure.js";
import type { Outcome, Step } from "../outcome.js";

export interface RetryStepOptions {
  api: ApiName | undefined;
  policy: ResolvedRetryOptions;
  clock: Clock;
  log: Log;
  secrets: SecretRegistry;
}

/** Thrown by a step that waited (for a token, a permit) past the call's deadline; the retry step types it. */
export class PastDeadline extends Error {}

/**
 * The loop every call goes through: it sends (the steps below it: token, permit, attempt), then
 * decides once: return; or wait (`Retry-After`, else jittered backoff) and resend. Refusals (429,
 * `concurrent_operations_exceeded`, no connection) are resent for any method; unknown outcomes (5xx,
 * timeouts, resets, broken bodies) only for idempotent requests; a stream body never. The call's
 * deadline (`timeoutMs` of the call, else the client's `deadlineMs`) bounds everything, waits
 * included. What it gives up with is the last response, or the typed error of the last failure.
 */
export const retry =
  ({ api, policy: base, clock, log, secrets }: RetryStepOptions): Step =>
  async (call, next) => {
    const policy = resolveRetryOptions(call.options.retry, base);
    const deadlineMs = call.options.timeoutMs ?? policy.deadlineMs;
    const hasDeadline = Number.isFinite(deadlineMs);
    call.deadlineAt = hasDeadline ? clock.now() + deadlineMs : Infinity;
    const context = (attempts: number, deadlineHit: boolean) => ({
      api,
      method: call.method,
      url: call.url,
      attempts,
      idempotent: policy.isIdempotent(call),
      secrets,
      deadlineMs: deadlineHit ? deadlineMs : undefined,
    });
    let idempotent: boolean | undefined;
    for (let retries = 0; ; ) {
      call.attemptMs = hasDeadline
        ? Math.min(policy.attemptTimeoutMs, call.deadlineAt - clock.now())
        : policy.attemptTimeoutMs;
      let outcome: Outcome;
      try {
        outcome = await next(call);
      } catch (error) {
        if (error instanceof PastDeadline)
          throw failureError("timeout", undefined, undefined, context(1, true));
        throw afterUnknownAttempt(error, call);
      }
      const { failure, response } = outcome;
      if (!failure && response.ok) return outcome;
      const giveUp = (): Outcome => {
        if (!outcome.failure) return outcome;
        const deadlineHit = outcome.timedOut && call.attemptMs < policy.attemptTimeoutMs;
        const at = context(retries + 1, deadlineHit);
        const failed = failureError(outcome.failure, outcome.error, response, at);
        throw afterUnknownAttempt(failed, call);
      };
      const reason: RetryReason | undefined =
        failure ?? reasonForResponse(response.status, parseErrorBody(String(outcome.body ?? "")));
      idempotent ??= policy.isIdempotent(call);
      if (!reason || retries >= policy.maxRetries || !safeToResend(reason, idempotent) || !call.replayable) {
        return giveUp();
      }
      const retryAfter = response
        ? parseRetryAfter(response.headers.get("Retry-After"), clock.now())
        : undefined;
      if (retryAfter !== undefined && retryAfter > policy.maxRetryAfterMs) return giveUp();
      const delay = retryAfter ?? backoffDelay(retries, policy);
      if (clock.now() + delay > call.deadlineAt) return giveUp();
      if (log.info) {
        const url = redactUrl(call.url);
        log.info(`Retrying ${call.method} ${url} in ${delay} ms (${reason})`, {
          api,
          method: call.method,
          url,
          status: response?.status,
          attempt: retries + 1,
          delayMs: delay,
          reason,
        });
      }
      call.telemetry?.retry(reason, delay, retryAfter !== undefined, response?.status);
      retries++;
      call.resentAfterUnknown ||= outcomeUnknown(reason);
      await clock.sleep(delay, call.signal);
    }
  };
