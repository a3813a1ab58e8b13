import type { TokenCache } from "../auth/token-cache.js";
import type { TokenProvider } from "../auth/token-provider.js";
import type { AnyFetch } from "../http/fetch-like.js";
import type { OperationLimiter } from "../limit/operation-limiter.js";
import type { RateLimiter } from "../limit/rate-limiter.js";
import type { Logger, LogThreshold } from "../logging/logger.js";
import type { RetryOptions } from "../retry/policy.js";
import type { OpenTelemetryOptions } from "../telemetry/otel-api.js";
import type { Clock } from "../time/clock.js";
import type { CredentialSources } from "./credential-source.js";
import type { EnvSource, ReportkitUrls } from "./from-env.js";
import type { Region } from "./regions.js";

/** Everything `createReportkit` takes; every field has a default, most of them read from `REPORTKIT_*` variables. */
export interface ReportkitOptions {
  /** Default: REPORTKIT_CLIENT_ID. */
  clientId?: string;
  /** Default: REPORTKIT_CLIENT_SECRET. Never logged, never put in an error. */
  clientSecret?: string;
  /**
   * Where `clientId` and `clientSecret` came from, for a refused token request to say (a file, a
   * profile, standard input...); `resolveSettings` and `profileOptions` (`@reportkit/sdk/node`) fill it.
   * Default: "the clientId / clientSecret options", or the `REPORTKIT_*` variables they came from.
   */
  credentialSources?: CredentialSources;
  /**
   * The service's region (default REPORTKIT_REGION): fills all four base addresses (`us`:
   * api.app.wdesk.com and h.app.wdesk.com, `eu`, `apac`); the token is requested from the platform host.
   * `urls` and REPORTKIT_*_URL variables override single addresses.
   */
  region?: Region;
  /** Base addresses; each defaults to its REPORTKIT_*_URL variable, else the region's. `auth` is required. */
  urls?: Partial<ReportkitUrls>;
  /** Scopes to request with the token. */
  scope?: string | readonly string[];
  /** X-Version of every request (default REPORTKIT_VERSION, else 2026-01-01). A call may override it. */
  version?: string;
  /** X-Version of the token request (default: `version`). */
  tokenVersion?: string;
  /** Token request body: `form` (default) or `json`. */
  tokenEncoding?: "form" | "json";
  /** Supply tokens yourself (then clientId/clientSecret/urls.auth are not needed). */
  tokenProvider?: TokenProvider;
  /** Where tokens are cached (default: in memory). Plug a shared store to share tokens between processes. */
  tokenCache?: TokenCache;
  /** The fetch that reaches the network (default: the global fetch). */
  fetch?: AnyFetch;
  /** Retry settings, or `false` to send every request once. */
  retry?: RetryOptions | false;
  /** `console` (the default), a pino/winston-like object, or `(level, message, fields) => void`. */
  logger?: Logger;
  /**
   * The least severe level logged (default REPORTKIT_LOG, else `warn`): `off`, `error`, `warn`, `info`
   * (retries, failed attempts) or `debug` (every send). Lines below it are never formatted.
   */
  logLevel?: LogThreshold;
  /**
   * OpenTelemetry spans, metrics and `traceparent` through `@opentelemetry/api` (an optional peer
   * dependency, used when installed and a provider is registered); `false` turns them off.
   */
  openTelemetry?: OpenTelemetryOptions | false;
  /** Paces update-sheet-content writes (default: 60/min in memory); `false` disables pacing. */
  rateLimiter?: RateLimiter | false;
  /** The pacing budget's key (default: platform URL + client id); use the workspace id to share it. */
  limiterKey?: string;
  /**
   * Holds copies, imports and exports to a number at once per `limiterKey` (`createOperationLimiter`;
   * `@reportkit/redis` shares the count between processes). Default: none (the server answers 429
   * `concurrent_operations_exceeded` past its limit).
   */
  operationLimiter?: OperationLimiter;
  /** Time source (tests inject one). */
  clock?: Clock;
  /**
   * Headers added to every request on the APIs' origins (typed calls, continuation pages, polls,
   * transfers); a call's own headers win.
   */
  headers?: Record<string, string>;
  /** Clients whose methods throw typed ApiErrors and return `{ data, response }`. */
  throwOnError?: boolean;
  /** Accept plain-HTTP addresses that are not loopback (never in production). */
  allowInsecureHttp?: boolean;
  /** Where to read REPORTKIT_* variables (default `process.env` when it exists); `false` ignores them. */
  env?: EnvSource | false;
}
