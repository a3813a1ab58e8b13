import type { ApiName } from "../errors/api-error.js";
import type { AnyFetch } from "../http/fetch-like.js";
import type { Log } from "../logging/logger.js";
import type { ResolvedRetryOptions } from "../retry/policy.js";
import type { SecretRegistry } from "../safety/secrets.js";
import type { Telemetry } from "../telemetry/telemetry.js";
import type { Clock } from "../time/clock.js";
import type { Call } from "./call.js";
import type { Outcome, Step } from "./outcome.js";
import { attempt } from "./steps/attempt.js";
import { authorize, bearer, type TokenSource } from "./steps/authorize.js";
import { addDefaultHeaders } from "./steps/default-headers.js";
import { logAttempts } from "./steps/log-attempts.js";
import { type Pacing, pace } from "./steps/pace.js";
import { retry } from "./steps/retry.js";
import { scrubErrorBodies } from "./steps/scrub-error-bodies.js";
import { observeCalls, traceAttempts } from "./steps/trace.js";
import { pinVersion } from "./steps/version.js";

/** What a pipeline is made of; every part but the clock, the retry policy and the secrets is optional. */
export interface PipelineConfig {
  /** Which API it serves (named in logs and errors). */
  api?: ApiName | undefined;
  /** The network fetch (default: the global fetch, looked up at call time). */
  fetch?: AnyFetch | undefined;
  clock: Clock;
  retry: ResolvedRetryOptions;
  secrets: SecretRegistry;
  /** Has a method per enabled level only: a line whose level is off is never formatted. */
  log: Log;
  /** X-Version of calls that name none. */
  version?: string | undefined;
  /** Headers of every call to `origin` that does not set them itself. */
  defaults?: { origin: string; headers: Headers } | undefined;
  /** Bearer tokens; without them no Authorization is sent. */
  tokens?: TokenSource | undefined;
  allowInsecureHttp?: boolean | undefined;
  /** Paces the calls it applies to (sheet writes). */
  pacing?: Pacing | undefined;
  /** OpenTelemetry spans and metrics (absent with `openTelemetry: false`). */
  telemetry?: Telemetry | undefined;
  /** The API's base address (its path is part of `url.template`). */
  baseUrl?: string | undefined;
}

/** Sends one call through the whole pipeline; resolves with its final outcome, or throws its typed error. */
export type Send = (call: Call) => Promise<Outcome & { failure?: undefined }>;

/**
 * The one request path of reportkit, in order. Each step is a plain function of its own module that
 * may change the call, wait, resend or look at the outcome; a step a client does not need is not
 * there at all.
 */
export function createPipeline(config: PipelineConfig): Send {
  const { api, clock, secrets, log, tokens } = config;
  const auth = tokens && { tokens, clock, secrets, allowInsecureHttp: config.allowInsecureHttp };
  const { telemetry, baseUrl } = config;
  const steps: (Step | undefined | false | "")[] = [
    (telemetry || log.warn) && observeCalls(telemetry, api, baseUrl, secrets, log), // a span per call, its measurements; Deprecation and Sunset
    pinVersion(config.version, config.defaults?.headers.get("user-agent")), // X-Version and User-Agent, unless the call names them
    config.defaults && addDefaultHeaders(config.defaults.origin, config.defaults.headers), // the client's headers, its origin only
    retry({ api, policy: config.retry, clock, log, secrets }), // the loop: Retry-After, backoff, deadline, typed failures
    auth && authorize(auth), // a token before any permit is taken; one refresh after a 401
    config.pacing && pace(config.pacing, clock, tokens), // sheet-write permits, again for a replaced token
    auth && bearer(auth), // the freshest token on the request, over HTTPS only
    telemetry && traceAttempts, // each send: its duration, its span once resent, traceparent
    (log.debug || log.info) && logAttempts(api, log, clock, secrets), // one line per send
    scrubErrorBodies(secrets), // no secret in an error body
  ];
  const network: AnyFetch = (url, init) => (config.fetch ?? globalThis.fetch)(url, init);
  let next = attempt(network, clock); // one send: one AbortController, one timer, the whole body
  for (const step of steps.reverse()) {
    if (!step) continue;
    const rest = next;
    next = (call) => step(call, rest);
  }
  return next as Send;
}
