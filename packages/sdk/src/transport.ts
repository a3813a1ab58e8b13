import type { TokenProvider } from "./auth/token-provider.js";
import type { ApiName } from "./errors/api-error.js";
import type { AnyFetch, FetchLike } from "./http/fetch-like.js";
import type { RateLimiter } from "./limit/rate-limiter.js";
import { isSheetValuesUpdate } from "./limit/sheet-writes.js";
import { type Logger, toLog } from "./logging/logger.js";
import { type RetryOptions, resolveRetryOptions } from "./retry/options.js";
import { SecretRegistry } from "./safety/secrets.js";
import { type Clock, systemClock } from "./time/clock.js";
import { headerRecord } from "./transport/call.js";
import { asFetch, createSender, type Send } from "./transport/pipeline.js";
import { DEFAULT_API_VERSION } from "./version/versions.js";

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
  /** The secrets to scrub from errors and logs (default: a registry of this transport's tokens). */
  secrets?: SecretRegistry;
  /**
   * Headers added to every request on `baseUrl`'s origin that does not set them itself (never to
   * another origin): continuation pages, polls and transfers get them as the typed calls do.
   */
  headers?: Record<string, string>;
  /** The API's base address: `headers` go to its origin only. */
  baseUrl?: string;
}

/**
 * The wired fetch the generated clients are given: X-Version, a bearer token (refreshed once on a
 * 401), pacing of sheet writes, retries with Retry-After and backoff, one time limit per attempt
 * covering the whole body, an optional deadline, logging and redaction, all in one loop (see
 * `createPipeline`). It takes a Request, or a URL and init, like the global fetch.
 */
export function createTransport(options: TransportOptions): FetchLike {
  return asFetch(transportSender(options));
}

/** Internal: the transport's pipeline, for the typed clients (no Request, no buffered copy). */
export function transportSender(options: TransportOptions): Send {
  const secrets = options.secrets ?? new SecretRegistry();
  const { rateLimiter } = options;
  const key = options.limiterKey ?? "default";
  return createSender({
    api: options.api,
    fetch: options.fetch,
    clock: options.clock ?? systemClock,
    retry: resolveRetryOptions(options.retry),
    log: toLog(options.logger, secrets),
    secrets,
    version: options.version ?? DEFAULT_API_VERSION,
    tokens: options.tokenProvider,
    allowInsecureHttp: options.allowInsecureHttp,
    defaults:
      options.headers && options.baseUrl
        ? { origin: new URL(options.baseUrl).origin, headers: headerRecord(options.headers) }
        : undefined,
    limit: rateLimiter && {
      applies: isSheetValuesUpdate,
      acquire: (signal) => rateLimiter.acquire(key, signal),
    },
  });
}
