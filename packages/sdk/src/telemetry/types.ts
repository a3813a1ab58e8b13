import type { ApiName } from "../errors/api-error.js";
import type { Log } from "../logging/logger.js";
import type { SecretRegistry } from "../safety/secrets.js";
import type { OtelAttributes } from "./otel-api.js";

/** Where a call goes, besides its own URL: its API and base address (its path is part of `url.template`). */
export interface CallSite {
  api: ApiName | undefined;
  baseUrl: string | undefined;
  secrets: SecretRegistry;
  /** Where a deprecation is warned about. */
  log: Log;
}

/** A call as telemetry sees it (the pipeline's `Call`). */
export interface TracedCallLike {
  readonly method: string;
  readonly url: string;
  readonly headers: Headers;
  readonly sends: number;
  telemetry: CallTelemetry | undefined;
}

/** What a step's `next` resolves to, as telemetry reads it (the pipeline's `Outcome`). */
export interface OutcomeLike {
  response?: Response | undefined;
  failure?: string | undefined;
}

/** How a send or a call ended, as far as telemetry looks at it. */
export interface Ending {
  response?: Response | undefined;
  /** Why an attempt produced no usable response (`timeout`, `connection`...). */
  failure?: string | undefined;
  /** What the call threw. */
  error?: unknown;
}

/** The telemetry of one logical call: its span (when recording), its metrics, its events. */
export interface CallTelemetry {
  /** One send of `call` through `next`: its duration, its child span once resent, its `traceparent`. */
  send<C extends TracedCallLike, O extends OutcomeLike>(call: C, next: (call: C) => Promise<O>): Promise<O>;
  /** The retry step sleeps `delayMs` before resending, for `reason` (`Retry-After`, else backoff). */
  retry(reason: string, delayMs: number, retryAfter: boolean, status: number | undefined): void;
  /** The call waited `waitedMs` for a pacing permit. */
  paced(waitedMs: number): void;
  /** The call waited `waitedMs` for a token (none fresh at hand), or its token was refused (401). */
  token(reason: "no-fresh-token" | "unauthorized", waitedMs: number): void;
  /** The answer carried `Deprecation` and/or `Sunset`. */
  deprecated(attributes: OtelAttributes): void;
}

/** A helper's span (`wait`, `paginate`, transfers), its events and its end. */
export interface HelperSpan {
  run<T>(fn: () => T): T;
  event(name: string, attributes: OtelAttributes): void;
  set(attributes: OtelAttributes): void;
  end(error?: unknown): void;
}

/** Tracing and metrics over a loaded `@opentelemetry/api` (the lazily loaded chunk builds it). */
export interface Tracing {
  /**
   * Runs `call` through `next` in its span (a CLIENT span named after the operation, while a tracer
   * provider is registered) and measures it (while a meter provider is); just `next(call)` otherwise.
   */
  traceCall<C extends TracedCallLike, O extends OutcomeLike>(
    call: C,
    next: (call: C) => Promise<O>,
    site: CallSite,
  ): Promise<O>;
  /** A helper's span, or undefined while no tracer provider records it. */
  startSpan(name: string, attributes: OtelAttributes): HelperSpan | undefined;
  /** The operationId of `method path-template` on `api`, if the specs have it. */
  operationName(api: ApiName, method: string, template: string): string | undefined;
}
