import type { TokenProvider } from "../auth/token-provider.js";
import type { ApiName } from "../errors/api-error.js";
import type { AnyFetch, FetchLike } from "../http/fetch-like.js";
import type { RateLimiter } from "../limit/rate-limiter.js";
import { isSheetValuesUpdate } from "../limit/sheet-writes.js";
import { type Logger, type LogThreshold, toLog } from "../logging/logger.js";
import { asFetch } from "../pipeline/as-fetch.js";
import { createPipeline } from "../pipeline/create-pipeline.js";
import { type RetryOptions, resolveRetryOptions } from "../retry/policy.js";
import { SecretRegistry } from "../safety/secrets.js";
import type { OpenTelemetryOptions } from "../telemetry/otel-api.js";
import { startTelemetry } from "../telemetry/telemetry.js";
import { type Clock, systemClock } from "../time/clock.js";
import { DEFAULT_API_VERSION } from "../version/versions.js";

/** What {@link createTransport} builds its pipeline from. */
export interface TransportOptions {
  tokenProvider: TokenProvider;
  /** Which API this transport serves (named in logs and errors). */
  api?: ApiName;
  /** The fetch that reaches the network (default: the global fetch, looked up at call time). */
  fetch?: AnyFetch;
  /** X-Version for requests that carry none (default 2026-01-01). */
  version?: string;
  /** Retry settings, or `false` for none. */
  retry?: RetryOptions | false;
  /** Where log lines go (default `console`). */
  logger?: Logger;
  /** The least severe level logged (default `warn`). */
  logLevel?: LogThreshold;
  /** Paces update-sheet-content requests; omit for no client-side pacing. */
  rateLimiter?: RateLimiter;
  /** The limiter's budget key (default "default"); use the workspace id to share across clients. */
  limiterKey?: string;
  clock?: Clock;
  /** Allow sending the token over plain HTTP to non-loopback hosts. */
  allowInsecureHttp?: boolean;
  /** Spans, metrics and `traceparent` (see `ReportkitOptions.openTelemetry`); `false` turns them off. */
  openTelemetry?: OpenTelemetryOptions | false;
}

/**
 * reportkit's request pipeline as a fetch: X-Version, a bearer token (refreshed once on a 401),
 * pacing of sheet writes, retries with Retry-After and backoff, one time limit per attempt covering
 * the whole body, logging and redaction. It takes a Request, or a URL and init, like the global fetch;
 * hand it to any openapi-fetch client as its `fetch`.
 */
export function createTransport(options: TransportOptions): FetchLike {
  const secrets = new SecretRegistry();
  const clock = options.clock ?? systemClock;
  const { rateLimiter } = options;
  const key = options.limiterKey ?? "default";
  return asFetch(
    createPipeline({
      api: options.api,
      fetch: options.fetch,
      clock,
      retry: resolveRetryOptions(options.retry),
      secrets,
      log: toLog(options.logger, secrets, options.logLevel ?? "warn"),
      version: options.version ?? DEFAULT_API_VERSION,
      tokens: options.tokenProvider,
      allowInsecureHttp: options.allowInsecureHttp,
      telemetry: options.openTelemetry === false ? undefined : startTelemetry(options.openTelemetry),
      pacing: rateLimiter && {
        applies: isSheetValuesUpdate,
        acquire: (signal) => rateLimiter.acquire(key, signal),
      },
    }),
  );
}
