import { ConfigurationError } from "../config/configuration-error.js";
import { ApiError, type ApiName, ConnectionError, TimeoutError } from "../errors/api-error.js";
import { boundedSend } from "../http/bounded-send.js";
import type { FetchLike } from "../http/fetch-like.js";
import type { Clock } from "../time/clock.js";
import { codeOf, type RetryReason, reasonForError } from "./classify.js";
import { isAttemptTimeout } from "./with-timeout.js";

/** Where a call goes, for messages and errors. */
export interface CallSite {
  api: ApiName | undefined;
  method: string;
  /** Redacted, without query string. */
  url: string;
}

/** A send that produced no response, and why. */
export interface Failure {
  reason: RetryReason;
  error: unknown;
}

/**
 * One attempt under the overall deadline. Resolves with the response, or with a failure the retry
 * layer may retry (per-attempt timeout, connection error). Rejects with errors that are final: the
 * caller's abort, a deadline overrun, a refused token, a configuration error.
 */
export async function sendOnce(
  next: FetchLike,
  attempt: Request,
  options: { clock: Clock; deadlineAt: number; deadlineMs: number; where: CallSite },
): Promise<{ response: Response } | { failure: Failure }> {
  const { clock, deadlineAt, deadlineMs, where } = options;
  try {
    const outcome = await boundedSend(next, attempt, clock, deadlineAt - clock.now());
    if ("response" in outcome) return outcome;
    throw new TimeoutError({
      ...where,
      message: `Deadline of ${deadlineMs} ms exceeded (${where.method} ${where.url})`,
      cause: outcome.error,
    });
  } catch (error) {
    if (isAttemptTimeout(error)) return { failure: { reason: "timeout", error } };
    if (error instanceof ApiError || error instanceof ConfigurationError) throw error;
    return { failure: { reason: reasonForError(error), error } };
  }
}

function describe(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const code = codeOf(error);
  return code && !message.includes(code) ? `${message} [${code}]` : message;
}

/** The error to throw when a failure will not be retried: the timeout itself, or a ConnectionError. */
export function finalError(failure: Failure, where: CallSite, attempts: number): ApiError {
  if (isAttemptTimeout(failure.error)) return failure.error;
  const tries = attempts > 1 ? ` after ${attempts} attempts` : "";
  return new ConnectionError({
    ...where,
    message: `Connection failed${tries} (${where.method} ${where.url}): ${describe(failure.error)}`,
    cause: failure.error,
  });
}
