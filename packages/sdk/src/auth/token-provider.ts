import { AbortedError, TimeoutError } from "../errors/api-error.js";
import type { AnyFetch } from "../http/fetch-like.js";
import { type Logger, type LogThreshold, toLog } from "../logging/logger.js";
import { asFetch } from "../pipeline/as-fetch.js";
import { createPipeline } from "../pipeline/create-pipeline.js";
import { type RetryOptions, resolveRetryOptions } from "../retry/policy.js";
import { requireSecureUrl } from "../safety/require-https.js";
import { SecretRegistry } from "../safety/secrets.js";
import type { OpenTelemetryOptions } from "../telemetry/otel-api.js";
import { startTelemetry } from "../telemetry/telemetry.js";
import { abortable } from "../time/abortable.js";
import { type Clock, systemClock } from "../time/clock.js";
import { DEFAULT_API_VERSION } from "../version/versions.js";
import { freshness } from "./freshness.js";
import { requestToken, type TokenRequestParams } from "./request-token.js";
import { type CachedToken, MemoryTokenCache, type TokenCache, tokenCacheKey } from "./token-cache.js";

/** What {@link createTokenProvider} needs: the client credentials, where to ask, and how. */
export interface TokenProviderOptions {
  clientId: string;
  clientSecret: string;
  /** The `{auth_url}` address; the token is requested from `{auth_url}/oauth2/token`. */
  authUrl: string;
  /** Scopes to ask for (space-separated or a list); omitted when not given. */
  scope?: string | readonly string[];
  /** X-Version of the token request (default 2026-01-01; the processes preview uses its own). */
  version?: string;
  /** Body encoding of the token request (default `form`). */
  encoding?: "form" | "json";
  fetch?: AnyFetch;
  /** Where tokens live (default: a {@link MemoryTokenCache} of this provider). */
  cache?: TokenCache;
  clock?: Clock;
  /** Start a background refresh this long before expiry (default 120 000 ms). */
  refreshBeforeMs?: number;
  /** Stop serving the cached token this long before expiry and wait for a new one (default 30 000 ms). */
  blockBeforeMs?: number;
  /**
   * Retries of the token request: it changes nothing on the server, so 429s, 5xx answers, network
   * errors, timeouts and broken bodies are all retried (with Retry-After, else backoff).
   */
  retry?: RetryOptions | false;
  /** Where log lines go (default `console`). */
  logger?: Logger;
  /** The least severe level logged (default `warn`): `off`, `error`, `warn`, `info` or `debug`. */
  logLevel?: LogThreshold;
  /** Spans and metrics of the token requests (see `ReportkitOptions.openTelemetry`); `false` turns them off. */
  openTelemetry?: OpenTelemetryOptions | false;
  allowInsecureHttp?: boolean;
  /** Where the client secret and every token obtained are registered, to be scrubbed from errors and logs. */
  secrets?: SecretRegistry;
}

/** Supplies bearer tokens. Use it alone, or hand it to a transport. */
export interface TokenProvider {
  /** A token valid for a while yet; waits only when none is (or it is about to expire). */
  getToken(options?: { signal?: AbortSignal }): Promise<string>;
  /** Forgets the cached token (only if it is still `token`, when given), e.g. after a 401. */
  invalidate(token?: string): Promise<void>;
  /**
   * A token that is fresh right now, without waiting or reading the cache, if this provider holds
   * one (the pipeline asks before calling {@link getToken}); undefined otherwise.
   */
  peek?(): string | undefined;
}

const BACKGROUND_RETRY_MS = 5_000;

/**
 * Client-credentials tokens with a cache: served from the cache, refreshed in the background from
 * `refreshBeforeMs` before expiry, waited for only in the last `blockBeforeMs` (or once expired).
 * However many callers wait, one token request is in flight.
 */
export function createTokenProvider(options: TokenProviderOptions): TokenProvider {
  return tokenProvider(options);
}

/**
 * {@link createTokenProvider}, told where the client id and secret came from (`createReportkit` knows:
 * its options, the `REPORTKIT_*` variables, a profile), for an AuthenticationError to name it.
 */
export function tokenProvider(options: TokenProviderOptions, source?: string): TokenProvider {
  const clock = options.clock ?? systemClock;
  const secrets = options.secrets ?? new SecretRegistry();
  secrets.addSecret(options.clientSecret);
  const log = toLog(options.logger, secrets, options.logLevel ?? "warn");
  const cache = options.cache ?? new MemoryTokenCache();
  const refreshBeforeMs = options.refreshBeforeMs ?? 120_000;
  const blockBeforeMs = options.blockBeforeMs ?? 30_000;
  const authUrl = requireSecureUrl("authUrl", options.authUrl, options.allowInsecureHttp);
  const params: TokenRequestParams = {
    tokenUrl: `${authUrl.replace(/\/+$/, "")}/oauth2/token`,
    clientId: options.clientId,
    clientSecret: options.clientSecret,
    scope: typeof options.scope === "string" ? options.scope : options.scope?.join(" "),
    version: options.version ?? DEFAULT_API_VERSION,
    encoding: options.encoding === "json" ? "json" : "form",
    source,
  };
  const key = tokenCacheKey(params);
  // The token request changes nothing on the server: every failure of it may be retried.
  const send = asFetch(
    createPipeline({
      api: "auth",
      fetch: options.fetch,
      clock,
      retry: { ...resolveRetryOptions(options.retry), isIdempotent: () => true },
      log,
      secrets,
      baseUrl: authUrl,
      telemetry: options.openTelemetry === false ? undefined : startTelemetry(options.openTelemetry),
    }),
  );

  let inflight: Promise<CachedToken> | undefined;
  /** The last token read or obtained, served by `peek` while fresh. */
  let held: CachedToken | undefined;
  let quietUntil = 0; // after a failed background refresh, wait a little before the next one
  const refresh = (): Promise<CachedToken> => {
    inflight ??= (async () => {
      try {
        const token = await requestToken(send, params, clock);
        secrets.addToken(token.accessToken);
        await cache.set(key, token);
        held = token;
        return token;
      } finally {
        inflight = undefined;
      }
    })();
    return inflight;
  };
  const refreshInBackground = () => {
    if (inflight || clock.now() < quietUntil) return;
    refresh().catch((error: unknown) => {
      quietUntil = clock.now() + BACKGROUND_RETRY_MS;
      const reason = error instanceof Error ? `${error.name}: ${error.message}` : "unknown";
      log.warn?.(`Background token refresh failed; serving the cached token (${reason})`, {
        api: "auth",
        error: reason,
      });
    });
  };

  return {
    async getToken({ signal } = {}) {
      if (signal?.aborted) throw AbortedError.from(signal);
      const cached = await cache.get(key);
      const state = freshness(cached, clock.now(), refreshBeforeMs, blockBeforeMs);
      if (cached && state !== "stale") {
        if (state === "refresh") refreshInBackground();
        held = cached;
        return cached.accessToken;
      }
      // A request this call only joined may run out of its own deadline: then this call asks afresh.
      const joined = inflight;
      try {
        return (await abortable(refresh(), signal)).accessToken;
      } catch (error) {
        if (!joined || !(error instanceof TimeoutError)) throw error;
        return (await abortable(refresh(), signal)).accessToken;
      }
    },
    peek() {
      return held && freshness(held, clock.now(), refreshBeforeMs, blockBeforeMs) === "fresh"
        ? held.accessToken
        : undefined;
    },
    async invalidate(token) {
      if (token === undefined || held?.accessToken === token) held = undefined;
      const cached = await cache.get(key);
      if (!cached || (token !== undefined && cached.accessToken !== token)) return;
      await cache.delete(key);
    },
  };
}
