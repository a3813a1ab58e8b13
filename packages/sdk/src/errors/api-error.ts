import { withFrames, withNextStep } from "./guide.js";

/** Which of reportkit's APIs answered. */
export type ApiName = "auth" | "platform" | "prep" | "chains";

/** Everything an {@link ApiError} may carry; only `message` is required. */
export interface ApiErrorInit {
  message: string;
  /** HTTP status, absent for connection errors, timeouts and aborts. */
  status?: number;
  /** The server's error code (`concurrent_operations_exceeded`, `invalid_client`, `423`...). */
  code?: string;
  /** The API version the server says it used (every 2026-01-01 error body carries it). */
  version?: string;
  /** The server's details, as sent. */
  details?: unknown;
  /** Request id from `X-Request-Id` / `Request-Id` / `X-Correlation-Id`, when sent. */
  requestId?: string;
  /** Seconds the server asked to wait (`Retry-After`), when sent. */
  retryAfter?: number;
  /** The field or resource the error is about (platform `target`). */
  target?: string;
  documentationUrl?: string;
  api?: ApiName;
  method?: string;
  /** The request URL with its query string removed (never holds credentials). */
  url?: string;
  /**
   * True when a request that is not safe to resend (a POST) failed after it may have reached the
   * server: the write may have been applied. Check (or `wait` for `operationLocation`) before resubmitting.
   */
  mayHaveBeenApplied?: boolean;
  /** The operation the server started, when a 202's headers arrived before the failure. */
  operationLocation?: string;
  cause?: unknown;
}

/** The fields an ApiError copies from its init, in the order `toJSON` lists them. */
const FIELDS = [
  "status",
  "code",
  "version",
  "details",
  "requestId",
  "retryAfter",
  "target",
  "documentationUrl",
  "api",
  "method",
  "url",
  "mayHaveBeenApplied",
  "operationLocation",
] as const;

/**
 * Base class of every error reportkit throws. Carries what the server said and nothing secret:
 * no header, token or body of the request is ever stored on it, so logging or
 * `JSON.stringify(error)` is safe.
 */
export class ApiError extends Error {
  override name = "ApiError";
  declare readonly status: number | undefined;
  declare readonly code: string | undefined;
  declare readonly version: string | undefined;
  declare readonly details: unknown;
  declare readonly requestId: string | undefined;
  declare readonly retryAfter: number | undefined;
  declare readonly target: string | undefined;
  declare readonly documentationUrl: string | undefined;
  declare readonly api: ApiName | undefined;
  declare readonly method: string | undefined;
  declare readonly url: string | undefined;
  declare readonly mayHaveBeenApplied: boolean;
  declare readonly operationLocation: string | undefined;

  constructor(init: ApiErrorInit) {
    // `init` itself is the options bag: Error reads nothing from it but `cause`.
    super(init.message, init.cause === undefined ? undefined : init);
    // Only the fields it has are its own (and enumerable, for loggers that copy them): an uncaught
    // error prints one line per own field, so a row of `undefined`s would only lengthen it.
    for (const field of FIELDS) {
      if (init[field] !== undefined) (this as unknown as Record<string, unknown>)[field] = init[field];
    }
    this.mayHaveBeenApplied = init.mayHaveBeenApplied ?? false;
  }

  /** The safe, serializable view of the error (what `JSON.stringify` prints). */
  toJSON(): Record<string, unknown> {
    const json: Record<string, unknown> = { name: this.name, message: this.message };
    for (const field of FIELDS) json[field] = this[field];
    return json;
  }
}

/** 401, or a token request that was refused (`invalid_client`...). */
export class AuthenticationError extends ApiError {
  override name = "AuthenticationError";
}
/** 403: the token lacks the endpoint's scope, or the caller lacks a permission. */
export class PermissionError extends ApiError {
  override name = "PermissionError";
}
/** 404: no such resource (select list, user, file...). */
export class NotFoundError extends ApiError {
  override name = "NotFoundError";
}
/** 400 or 422: the request itself is wrong; retrying it unchanged will not help. */
export class InvalidRequestError extends ApiError {
  override name = "InvalidRequestError";
}
/** 409 or 423: the resource is locked or in a conflicting state. */
export class ConflictError extends ApiError {
  override name = "ConflictError";
}
/** 429, or a Retry-After too long to wait for: `retryAfter` says when to come back. */
export class RateLimitError extends ApiError {
  override name = "RateLimitError";
}
/** `concurrent_operations_exceeded`: too many operations of this kind are running. */
export class ConcurrencyLimitError extends RateLimitError {
  override name = "ConcurrencyLimitError";
}
/** 5xx. */
export class ServerError extends ApiError {
  override name = "ServerError";
}
/** The request never got a response (DNS, refused, reset, TLS...). */
export class ConnectionError extends ApiError {
  override name = "ConnectionError";
}
/**
 * The response's headers arrived but its body did not, whole and readable: it was cut short, the
 * connection reset mid-body, or a 2xx JSON body did not parse. `status` and `requestId` are the
 * headers'; `cause` is the underlying failure. Idempotent requests are retried before this is thrown.
 */
export class ResponseBodyError extends ApiError {
  override name = "ResponseBodyError";
}
/** A request, retry deadline or operation wait ran out of time. */
export class TimeoutError extends ApiError {
  override name = "TimeoutError";
}
/** The caller's AbortSignal fired. */
export class AbortedError extends ApiError {
  override name = "AbortedError";

  /** An AbortedError for a fired signal, keeping the signal's reason as `cause`. */
  static from(signal: AbortSignal | undefined): AbortedError {
    return withFrames(
      1,
      () =>
        new AbortedError({
          message: withNextStep(
            "The operation was aborted.",
            "Its AbortSignal fired, with the cause as reason.",
            "abortederror",
          ),
          cause: signal?.reason,
        }),
    );
  }
}

/** A long-running operation ended `failed` or `cancelled`; `operation` is its last state. */
export class OperationFailedError extends ApiError {
  override name = "OperationFailedError";
  declare readonly operation: unknown;

  constructor(init: ApiErrorInit & { operation: unknown }) {
    super(init);
    this.operation = init.operation;
  }

  override toJSON(): Record<string, unknown> {
    return { ...super.toJSON(), operation: this.operation };
  }
}
