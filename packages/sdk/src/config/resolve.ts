import { MemoryTokenCache, type TokenCache } from "../auth/token-cache.js";
import { type TokenProvider, tokenProvider } from "../auth/token-provider.js";
import { misconfigured } from "../errors/configuration-error.js";
import type { AnyFetch } from "../http/fetch-like.js";
import type { OperationLimiter } from "../limit/operation-limiter.js";
import { createRateLimiter, type RateLimiter } from "../limit/rate-limiter.js";
import { type Log, logThreshold, toLog } from "../logging/logger.js";
import { type ResolvedRetryOptions, resolveRetryOptions } from "../retry/policy.js";
import { requireSecureUrl } from "../safety/require-https.js";
import { SecretRegistry } from "../safety/secrets.js";
import { startTelemetry, type Telemetry } from "../telemetry/telemetry.js";
import { type Clock, systemClock } from "../time/clock.js";
import { DEFAULT_API_VERSION } from "../version/versions.js";
import { credentialSource } from "./credential-source.js";
import { API_NAMES, optionsFromEnv, REPORTKIT_ENV, type ReportkitUrls } from "./from-env.js";
import type { ReportkitOptions } from "./options.js";
import { regionUrls } from "./regions.js";

/** Every option of a reportkit instance, read once: what its clients and helpers are built from. */
export interface ResolvedConfig {
  urls: Partial<ReportkitUrls>;
  clientId: string | undefined;
  version: string;
  /** The client's own headers (sent on the APIs' origins only). */
  headers: Headers | undefined;
  throwOnError: boolean;
  fetch: AnyFetch | undefined;
  clock: Clock;
  retry: ResolvedRetryOptions;
  /** A method per enabled level only. */
  log: Log;
  /** OpenTelemetry, loading or loaded; undefined with `openTelemetry: false`. */
  telemetry: Telemetry | undefined;
  secrets: SecretRegistry;
  allowInsecureHttp: boolean;
  tokens: TokenProvider;
  /** Where the instance's own token provider caches (shared with instances derived by `withOptions`). */
  tokenCache: TokenCache;
  rateLimiter: RateLimiter | undefined;
  /** The pacing and slot budget's key: the option, else the platform URL and client id. */
  limiterKey: string;
  operationLimiter: OperationLimiter | undefined;
}

/** The secrets registry an instance shares with those derived from it (not a public option). */
export interface SharedState {
  secrets?: SecretRegistry;
}

/**
 * Reads `options` (then the `REPORTKIT_*` variables, then the region's addresses) into one
 * {@link ResolvedConfig}: explicit options win over variables, which win over the region. Throws a
 * {@link ConfigurationError} naming what is missing or insecure, before any request.
 */
export function resolveConfig(options: ReportkitOptions, shared: SharedState = {}): ResolvedConfig {
  const env = optionsFromEnv(options.env === false ? {} : options.env);
  const region = options.region ?? env.region;
  const urls = { ...(region ? regionUrls(region) : undefined), ...env.urls, ...options.urls };
  const clientId = options.clientId ?? env.clientId;
  const clientSecret = options.clientSecret ?? env.clientSecret;
  const version = options.version ?? env.version ?? DEFAULT_API_VERSION;
  const clock = options.clock ?? systemClock;
  const allowInsecureHttp = options.allowInsecureHttp ?? false;
  for (const api of API_NAMES) {
    const url = urls[api];
    if (url) requireSecureUrl(`urls.${api}`, url, allowInsecureHttp);
  }
  // Checked before anything else is built: a typo in REPORTKIT_LOG fails here, naming the variable.
  const logLevel =
    options.logLevel !== undefined
      ? logThreshold(options.logLevel, "logLevel")
      : logThreshold(env.logLevel, REPORTKIT_ENV.logLevel);
  const secrets = shared.secrets ?? new SecretRegistry();
  secrets.addSecret(clientSecret);
  const tokenCache = options.tokenCache ?? new MemoryTokenCache();

  let tokens = options.tokenProvider;
  if (!tokens) {
    if (!clientId || !clientSecret || !urls.auth) {
      const missing = [
        clientId ? "" : `clientId (${REPORTKIT_ENV.clientId})`,
        clientSecret ? "" : `clientSecret (${REPORTKIT_ENV.clientSecret})`,
        urls.auth ? "" : `urls.auth (${REPORTKIT_ENV.authUrl}) or a region (${REPORTKIT_ENV.region})`,
      ];
      throw misconfigured(`createReportkit needs ${missing.filter(Boolean).join(", ")}.`, "");
    }
    const source = credentialSource(
      [options.clientId === undefined, options.clientSecret === undefined],
      options.credentialSources,
    );
    tokens = tokenProvider(
      {
        clientId,
        clientSecret,
        authUrl: urls.auth,
        scope: options.scope,
        version: options.tokenVersion ?? version,
        encoding: options.tokenEncoding,
        fetch: options.fetch,
        cache: tokenCache,
        clock,
        retry: options.retry,
        logger: options.logger,
        logLevel,
        openTelemetry: options.openTelemetry,
        allowInsecureHttp,
        secrets,
      },
      source,
    );
  }
  return {
    urls,
    clientId,
    version,
    headers: options.headers ? new Headers(options.headers) : undefined,
    throwOnError: options.throwOnError ?? false,
    fetch: options.fetch,
    clock,
    retry: resolveRetryOptions(options.retry),
    log: toLog(options.logger, secrets, logLevel ?? "warn"),
    telemetry: options.openTelemetry === false ? undefined : startTelemetry(options.openTelemetry),
    secrets,
    allowInsecureHttp,
    tokens,
    tokenCache,
    rateLimiter:
      options.rateLimiter === false ? undefined : (options.rateLimiter ?? createRateLimiter({ clock })),
    limiterKey: options.limiterKey ?? `${urls.platform ?? ""}|${clientId ?? ""}`,
    operationLimiter: options.operationLimiter,
  };
}
