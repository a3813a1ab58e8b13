import type { TokenProvider } from "./auth/token-provider.js";
import { withAuth } from "./auth/with-auth.js";
import type { ApiName } from "./errors/api-error.js";
import type { AnyFetch, FetchLike } from "./http/fetch-like.js";
import type { RateLimiter } from "./limit/rate-limiter.js";
import { withRateLimit } from "./limit/with-rate-limit.js";
import { type Logger, toLog } from "./logging/logger.js";
import { withLogging } from "./logging/with-logging.js";
import { type RetryOptions, resolveRetryOptions } from "./retry/options.js";
import { withRetry } from "./retry/with-retry.js";
import { withTimeout } from "./retry/with-timeout.js";
import { type Clock, systemClock } from "./time/clock.js";
import { withVersion } from "./version/with-version.js";

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
  logger?: Logger;
  /** Paces update-sheet-content requests; omit for no client-side pacing. */
  rateLimiter?: RateLimiter;
  /** The limiter's budget key (default "default"); use the workspace id to share across clients. */
  limiterKey?: string;
  clock?: Clock;
  /** Allow sending the token over plain HTTP to non-loopback hosts. */
  allowInsecureHttp?: boolean;
}

/**
 * The fetch the generated clients are given. Outermost first:
 *
 * 1. retry: clones the request per attempt and owns every wait, so one policy governs all resends;
 * 2. rate limit: inside retry, so each attempt (retries too) takes its own permit; before auth, so a
 *    long wait for a permit never holds a token that could expire meanwhile;
 * 3. auth: attaches the token per attempt (a refreshed one after a retry wait) and handles a 401
 *    by refreshing and resending once, without spending a retry;
 * 4. version: fills in X-Version unless the call or the client set one;
 * 5. logging: sees each real send (a 401 resend included) with its final URL and timing;
 * 6. per-attempt timeout, then the user's fetch: the timeout covers the network only, never the
 *    waits for a permit or a token.
 */
export function createTransport(options: TransportOptions): FetchLike {
  const clock = options.clock ?? systemClock;
  const log = toLog(options.logger);
  const retry = resolveRetryOptions(options.retry);
  const userFetch: FetchLike = (request) => (options.fetch ?? globalThis.fetch)(request);

  let send = withTimeout(userFetch, { timeoutMs: retry.timeoutMs, clock });
  send = withLogging(send, { log, clock, api: options.api });
  send = withVersion(send, options.version);
  send = withAuth(send, { tokens: options.tokenProvider, allowInsecureHttp: options.allowInsecureHttp });
  if (options.rateLimiter) {
    send = withRateLimit(send, { limiter: options.rateLimiter, key: options.limiterKey ?? "default" });
  }
  return withRetry(send, { ...retry, clock, log, api: options.api });
}
