import type { ApiName } from "../errors/api-error.js";
import type { SecretRegistry } from "../safety/secrets.js";
import type { OtelAttributes } from "./otel-api.js";

/** What the call span is named and described from. */
export interface CallInfo {
  api: ApiName | undefined;
  /** The client's base address (its path is part of `url.template`). */
  baseUrl: string | undefined;
  method: string;
  url: string;
  headers: Headers;
  secrets: SecretRegistry;
}

/** How a send or a call ended, as far as telemetry looks at it. */
export interface Ending {
  response?: Response | undefined;
  /** Why an attempt produced no usable response (`timeout`, `connection`...). */
  failure?: string | undefined;
  /** What the call threw. */
  error?: unknown;
}

/** The telemetry of one send of a call (its child span, when the call is retried). */
export interface AttemptTelemetry {
  end(ending: Ending): void;
}

/** The telemetry of one logical call: its span (when recording), its metrics, its events. */
export interface CallTelemetry {
  /** Runs `fn` in the call span's context (so a token request nests under it). */
  run<T>(fn: () => T): T;
  /** A send begins (`sends` before it); puts `traceparent` on `headers` when propagating. */
  attempt(sends: number, headers: Headers): AttemptTelemetry;
  /** The retry step sleeps `delayMs` before resending, for `reason` (`Retry-After`, else backoff). */
  retry(reason: string, delayMs: number, retryAfter: boolean, status: number | undefined): void;
  /** The call waited `waitedMs` for a pacing permit. */
  paced(waitedMs: number): void;
  /** The call waited `waitedMs` for a token (none fresh at hand), or its token was refused (401). */
  token(reason: "no-fresh-token" | "unauthorized", waitedMs: number): void;
  /** The answer carried `Deprecation` and/or `Sunset`. */
  deprecated(attributes: OtelAttributes): void;
  /** The call is over; `sends` were made. */
  end(ending: Ending, sends: number): void;
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
  /** The telemetry of a call, or undefined when nothing would be recorded (no provider). */
  startCall(info: CallInfo): CallTelemetry | undefined;
  /** A helper's span, or undefined while no tracer provider records it. */
  startSpan(name: string, attributes: OtelAttributes): HelperSpan | undefined;
  /** The operationId of `method path-template` on `api`, if the specs have it. */
  operationName(api: ApiName, method: string, template: string): string | undefined;
}
