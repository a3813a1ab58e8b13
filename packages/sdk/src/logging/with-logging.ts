import type { ApiName } from "../errors/api-error.js";
import { attemptOf } from "../http/derive-request.js";
import type { FetchLike } from "../http/fetch-like.js";
import { errorUrl, rememberOrigin } from "../http/response-origin.js";
import { redactSecrets, redactUrl } from "../safety/redact.js";
import type { Clock } from "../time/clock.js";
import type { Log } from "./logger.js";

export interface LoggingLayerOptions {
  log: Log;
  clock: Clock;
  api?: ApiName;
  /** Extra strings to scrub from logged error messages (the client secret); the bearer token is always scrubbed. */
  secrets?: readonly string[];
}

const bearerOf = (request: Request): string | undefined =>
  request.headers.get("Authorization")?.replace(/^Bearer\s+/i, "") || undefined;

/**
 * Innermost layer: logs each real send (method, redacted URL, status, attempt, duration) and records
 * which request a response answered, so errors built later can name it.
 */
export function withLogging(next: FetchLike, options: LoggingLayerOptions): FetchLike {
  const { log, clock, api } = options;
  return async (request) => {
    const started = clock.now();
    const url = redactUrl(request.url);
    const attempt = attemptOf(request) ?? 1;
    const base = { api, method: request.method, url, attempt };
    try {
      const response = await next(request);
      const durationMs = clock.now() - started;
      rememberOrigin(response, { method: request.method, url: errorUrl(request.url) });
      log(
        response.ok ? "debug" : "warn",
        `${request.method} ${url} -> ${response.status} (attempt ${attempt}, ${durationMs} ms)`,
        { ...base, status: response.status, durationMs },
      );
      return response;
    } catch (error) {
      const durationMs = clock.now() - started;
      const described = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
      const safe = redactSecrets(described, [bearerOf(request), ...(options.secrets ?? [])]);
      log("warn", `${request.method} ${url} failed (attempt ${attempt}, ${durationMs} ms): ${safe}`, {
        ...base,
        durationMs,
        error: safe,
      });
      throw error;
    }
  };
}
