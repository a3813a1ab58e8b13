import { requestIdOf } from "../errors/from-response.js";
import { deprecated } from "./deprecation.js";
import type { Instruments } from "./metrics.js";
import { defined } from "./metrics.js";
import { fullUrl, operationOf } from "./operations.js";
import type { OpenTelemetryApi, OtelAttributes, OtelContext, OtelSpan, OtelTracer } from "./otel-api.js";
import type { CallSite, CallTelemetry, Ending, OutcomeLike, TracedCallLike } from "./types.js";

const CLIENT = 2; // SpanKind.CLIENT
const ERROR = 2; // SpanStatusCode.ERROR
const setter = { set: (headers: Headers, key: string, value: string) => headers.set(key, value) };
const now = () => performance.now();

/** `error.type`: the class of what was thrown, the failure of a send, or the status of an error answer. */
function errorType({ error, failure, response }: Ending): string | undefined {
  if (error !== undefined) return error instanceof Error ? error.name : "Error";
  if (failure) return failure;
  return response && response.status >= 400 ? String(response.status) : undefined;
}

/** The outcome's status, error type and request id as attributes. */
const endAttributes = (ending: Ending): OtelAttributes => ({
  "http.response.status_code": ending.response?.status,
  "error.type": errorType(ending),
});

interface FirstSend {
  start: number;
  end: number;
  ending: Ending;
}

/**
 * One logical call: its CLIENT span (named after the operation) when a tracer provider is registered,
 * a child span per send once the call is resent, its events, and its measurements.
 */
export class TracedCall implements CallTelemetry {
  readonly #api: OpenTelemetryApi;
  readonly #instruments: Instruments | undefined;
  readonly #call: TracedCallLike;
  readonly #site: CallSite;
  readonly #propagate: boolean;
  readonly #started = now();
  readonly #name: string;
  readonly #template: string | undefined;
  /** What every span and measurement of the call carries. */
  readonly #common: OtelAttributes;
  readonly #tracer: OtelTracer | undefined;
  readonly #span: OtelSpan | undefined;
  readonly #context: OtelContext | undefined;
  readonly #recording: boolean;
  #first: FirstSend | undefined;

  constructor(
    api: OpenTelemetryApi,
    tracer: OtelTracer | undefined,
    instruments: Instruments | undefined,
    call: TracedCallLike,
    site: CallSite,
    propagate: boolean,
  ) {
    this.#api = api;
    this.#instruments = instruments;
    this.#call = call;
    this.#site = site;
    this.#propagate = propagate;
    const url = new URL(call.url);
    const operation = operationOf(site.api, call.method, url, site.baseUrl);
    this.#template = operation?.template;
    this.#name = operation?.name ?? call.method;
    this.#common = defined({
      "http.request.method": call.method,
      "server.address": url.hostname.replace(/^\[|\]$/g, ""),
      "server.port": Number(url.port) || (url.protocol === "https:" ? 443 : 80),
      "url.scheme": url.protocol.slice(0, -1),
      "url.template": this.#template,
      "reportkit.api": site.api,
    });
    this.#tracer = tracer;
    if (!tracer) {
      this.#recording = false;
      return;
    }
    const parent = api.context.active();
    const attributes = { ...this.#common, "url.full": fullUrl(url, site.secrets) };
    this.#span = tracer.startSpan(this.#name, { kind: CLIENT, attributes }, parent);
    this.#recording = this.#span.isRecording();
    this.#context = api.trace.setSpan(parent, this.#span);
  }

  /** Runs the call through `next` in the span's context (a token request nests under it), then ends it. */
  async trace<O extends OutcomeLike>(next: () => Promise<O>): Promise<O> {
    let outcome: O;
    try {
      outcome = await (this.#context ? this.#api.context.with(this.#context, next) : next());
    } catch (error) {
      this.#end({ error });
      throw error;
    }
    const headers = outcome.response?.headers;
    if (headers && (headers.has("deprecation") || headers.has("sunset")))
      deprecated(this.#call, headers, this.#site);
    this.#end(outcome);
    return outcome;
  }

  async send<C extends TracedCallLike, O extends OutcomeLike>(
    call: C,
    next: (call: C) => Promise<O>,
  ): Promise<O> {
    const resend = call.sends; // sends before this one
    let child: OtelSpan | undefined;
    if (this.#recording && resend > 0) {
      if (resend === 1 && this.#first) this.#traceFirst(this.#first);
      child = this.#child(resend);
    }
    const context = child && this.#context ? this.#api.trace.setSpan(this.#context, child) : this.#context;
    if (this.#propagate && context) this.#api.propagation.inject(context, call.headers, setter);
    const start = now();
    const done = (ending: Ending) => {
      const end = now();
      const attributes = defined({ ...this.#common, ...endAttributes(ending) });
      this.#instruments?.requestDuration.record?.((end - start) / 1000, attributes);
      if (child) this.#close(child, ending);
      else if (this.#recording && resend === 0) this.#first = { start, end, ending };
    };
    try {
      const outcome = await next(call);
      done(outcome);
      return outcome;
    } catch (error) {
      done({ error });
      throw error;
    }
  }

  /** The span of a resend (`resend` before it), under the call's. */
  #child(resend: number, startTime?: number): OtelSpan {
    const name = this.#template ? `${this.#call.method} ${this.#template}` : this.#call.method;
    const attributes = { ...this.#common, "http.request.resend_count": resend || undefined };
    return this.#tracer!.startSpan(
      name,
      { kind: CLIENT, attributes: defined(attributes), startTime },
      this.#context,
    );
  }

  /** The first send's span, made once the call is resent (a call sent once has none). */
  #traceFirst(first: FirstSend): void {
    this.#close(this.#child(0, first.start), first.ending, first.end);
  }

  #close(span: OtelSpan, ending: Ending, endTime?: number): void {
    const attributes = defined({
      ...endAttributes(ending),
      "reportkit.request_id": requestIdOf(ending.response),
    });
    span.setAttributes(attributes);
    if (attributes["error.type"]) span.setStatus({ code: ERROR });
    span.end(endTime);
  }

  #event(name: string, attributes: OtelAttributes): void {
    if (this.#recording) this.#span!.addEvent(name, defined(attributes));
  }

  #measure(): OtelAttributes {
    return defined({ "reportkit.api": this.#site.api, "reportkit.operation": this.#name });
  }

  retry(reason: string, delayMs: number, retryAfter: boolean, status: number | undefined): void {
    this.#instruments?.retries.add?.(1, { ...this.#measure(), "reportkit.retry.reason": reason });
    this.#event("reportkit.retry", {
      "reportkit.retry.reason": reason,
      "reportkit.retry.delay_ms": delayMs,
      "reportkit.retry.source": retryAfter ? "retry-after" : "backoff",
      "http.response.status_code": status,
    });
  }

  paced(waitedMs: number): void {
    this.#instruments?.rateLimiterWait.record?.(waitedMs / 1000, this.#measure());
    if (waitedMs > 0) this.#event("reportkit.rate_limiter.wait", { "reportkit.wait_ms": waitedMs });
  }

  token(reason: "no-fresh-token" | "unauthorized", waitedMs: number): void {
    this.#event("reportkit.token.refresh", {
      "reportkit.token.reason": reason,
      "reportkit.wait_ms": waitedMs,
    });
  }

  deprecated(attributes: OtelAttributes): void {
    this.#event("reportkit.deprecation", attributes);
  }

  #end(ending: Ending): void {
    const { sends } = this.#call;
    const type = errorType(ending);
    this.#instruments?.operationDuration.record?.(
      (now() - this.#started) / 1000,
      defined({
        ...this.#measure(),
        "http.request.method": this.#call.method,
        "http.response.status_code": ending.response?.status,
        "error.type": type,
      }),
    );
    const span = this.#span;
    if (!span) return;
    if (this.#recording) {
      span.setAttributes(
        defined({
          ...endAttributes(ending),
          "http.request.resend_count": sends > 1 ? sends - 1 : undefined,
          "reportkit.version": this.#call.headers.get("x-version") ?? undefined,
          "reportkit.request_id": requestIdOf(ending.response),
        }),
      );
      if (type) span.setStatus({ code: ERROR });
    }
    span.end();
  }
}
