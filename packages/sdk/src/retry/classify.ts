import {
  ApiError,
  ConnectionError,
  RateLimitError,
  ResponseBodyError,
  ServerError,
  TimeoutError,
} from "../errors/api-error.js";
import { bodyField } from "../errors/from-response.js";

/** Why a send may be repeated. */
export type RetryReason =
  | "rate-limited" // 429: the server refused the work
  | "concurrency-limited" // code concurrent_operations_exceeded: refused too
  | "unavailable" // 5xx (but 501 and 505): the work may or may not have happened
  | "timeout" // no whole answer in time: unknown outcome
  | "connection" // reset, TLS, DNS after connect...: unknown outcome
  | "body" // the headers came, the body broke (cut, reset, unparseable): unknown outcome
  | "not-connected"; // the connection was never made: nothing was sent

/** Whether a failure with this reason leaves the request's effect unknown (it may have been applied). */
export const outcomeUnknown = (reason: RetryReason): boolean =>
  reason === "unavailable" || reason === "timeout" || reason === "connection" || reason === "body";

/**
 * Whether a retry for `reason` is safe: refusals (and connections never made) always, unknown
 * outcomes only for idempotent requests.
 */
export function safeToResend(reason: RetryReason, idempotent: boolean): boolean {
  return idempotent || !outcomeUnknown(reason);
}

/** The retry reason a response gives, or undefined when it is final (success or a real error). */
export function reasonForResponse(status: number, body: unknown): RetryReason | undefined {
  if (status < 400) return undefined;
  if (status === 429) return "rate-limited";
  if (bodyField(body, "code") === "concurrent_operations_exceeded") return "concurrency-limited";
  if (status >= 500 && status !== 501 && status !== 505) return "unavailable";
  return undefined;
}

const NEVER_CONNECTED = new Set(["ECONNREFUSED", "ENOTFOUND", "EAI_AGAIN"]);

/** The `code` (ECONNRESET...) of an error or of one of its causes. */
export function codeOf(error: unknown): string | undefined {
  for (let e: unknown = error, depth = 0; e && typeof e === "object" && depth < 4; depth++) {
    if ("code" in e && typeof e.code === "string") return e.code;
    e = "cause" in e ? e.cause : undefined;
  }
  return undefined;
}

/** A failed send: refused/unresolved connections sent nothing, anything else may have reached the server. */
export function reasonForError(error: unknown): RetryReason {
  const code = codeOf(error);
  return code && NEVER_CONNECTED.has(code) ? "not-connected" : "connection";
}

/** A refusal to start the work now: `concurrent_operations_exceeded` (any status), or a 429. Nothing was done. */
export const isRefusal = (error: unknown): error is ApiError =>
  error instanceof RateLimitError ||
  (error instanceof ApiError && error.code === "concurrent_operations_exceeded");

/**
 * A failure that a long-running operation outlives: a refusal, a server fault, the network, a time
 * limit, a broken body. A poll that failed so is worth polling again.
 */
export const isTransient = (error: unknown): boolean =>
  isRefusal(error) ||
  error instanceof ServerError ||
  error instanceof ConnectionError ||
  error instanceof TimeoutError ||
  error instanceof ResponseBodyError;
