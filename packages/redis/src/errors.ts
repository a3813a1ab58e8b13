import { ApiError, type ApiErrorInit } from "@reportkit/sdk";
import { REDACTED, redactSecrets } from "@reportkit/sdk/advanced";

/**
 * Why a Redis step failed: `redis_unavailable` (no connection: refused, closed, reconnecting),
 * `redis_timeout` (no reply within `commandTimeoutMs`) or `redis_error` (Redis answered with an error).
 */
export type RedisErrorCode = "redis_unavailable" | "redis_timeout" | "redis_error";

/**
 * A Redis step of reportkit failed. It is an {@link ApiError} (so one `catch` handles every reportkit
 * failure) whose `code` says why; its message and `cause` never hold the connection's password.
 */
export class RedisError extends ApiError {
  override name = "RedisError";
  declare readonly code: RedisErrorCode;

  constructor(init: ApiErrorInit & { code: RedisErrorCode }) {
    super(init);
  }
}

/** True when Redis could not be reached in time (the failures a fallback may stand in for). */
export const isUnreachable = (error: unknown): error is RedisError =>
  error instanceof RedisError && error.code !== "redis_error";

/** Credentials of `redis://user:password@host` addresses, whatever wrote them into a text. */
const URL_CREDENTIALS = /\b(rediss?:\/\/[^\s:@/]*:)[^\s@/]*@/gi;

/** Scrubs the client's password (from its options or URL) and any URL credentials from a text. */
export function redactor(
  options: { url?: unknown; password?: unknown } | undefined,
): (text: string) => string {
  const secrets: string[] = [];
  if (typeof options?.password === "string") secrets.push(options.password);
  if (typeof options?.url === "string") {
    try {
      const { password } = new URL(options.url);
      if (password) secrets.push(password, decodeURIComponent(password));
    } catch {
      // not a URL: nothing to take from it
    }
  }
  return (text) => redactSecrets(text.replace(URL_CREDENTIALS, `$1${REDACTED}@`), secrets);
}

const CONNECTION =
  /ECONNREFUSED|ECONNRESET|EPIPE|ENOTFOUND|EHOSTUNREACH|ETIMEDOUT|socket|closed|offline|connect|abort/i;

/**
 * The typed, scrubbed error for a failure of the client: the original's name, message (scrubbed) and
 * `code` survive on a plain `cause`, never the original object (which may hold the client's options).
 */
export function toRedisError(error: unknown, what: string, redact: (text: string) => string): RedisError {
  if (error instanceof RedisError) return error;
  const original = error instanceof Error ? error : new Error(String(error));
  const message = redact(original.message);
  const cause = new Error(message);
  cause.name = original.name;
  const originalCode = (original as { code?: unknown }).code;
  if (typeof originalCode === "string") Object.assign(cause, { code: originalCode });
  const unavailable = CONNECTION.test(`${original.name} ${original.message} ${originalCode ?? ""}`);
  return new RedisError({
    code: unavailable ? "redis_unavailable" : "redis_error",
    message: unavailable
      ? `Redis is unreachable: ${what} failed (${message}).`
      : `Redis answered an error to ${what}: ${message}`,
    cause,
  });
}
