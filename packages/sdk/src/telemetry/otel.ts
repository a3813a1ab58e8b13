// reportkit's telemetry over @opentelemetry/api: a chunk of its own, imported only where OpenTelemetry
// is installed (or handed in), so an app without it never loads (nor, in a browser, downloads) it.
import type { ApiName } from "../errors/api-error.js";
import { TracedCall } from "./call-span.js";
import { defined, instrumentsOf } from "./metrics.js";
import { matchOperation, type OperationRef, operationOf } from "./operations.js";
import type { OpenTelemetryApi, OpenTelemetryOptions, OtelTracer } from "./otel-api.js";
import type { HelperSpan, Tracing } from "./types.js";

export { deprecated } from "./deprecation.js";
export { type OperationRef, operationOf };

const SCOPE = "@reportkit/sdk";
const INTERNAL = 0; // SpanKind.INTERNAL
const ERROR = 2; // SpanStatusCode.ERROR

/**
 * The tracer while a tracer provider is registered, else undefined: the API's proxy provider has no
 * delegate then, and no span object is made at all.
 */
function tracerOf(api: OpenTelemetryApi): () => OtelTracer | undefined {
  let tracer: OtelTracer | undefined;
  return () => {
    if (tracer) return tracer;
    const provider = api.trace.getTracerProvider() as { getDelegateTracer?(name: string): unknown };
    if (provider.getDelegateTracer && !provider.getDelegateTracer(SCOPE)) return undefined;
    tracer = api.trace.getTracer(SCOPE);
    return tracer;
  };
}

/** Tracing and metrics of one instance over `api` (see {@link Tracing}). */
export function createTracing(api: OpenTelemetryApi, options: OpenTelemetryOptions): Tracing {
  const tracer = tracerOf(api);
  const instruments = instrumentsOf(api, SCOPE);
  const propagate = options.propagate !== false;
  const operationName = (api: ApiName, method: string, template: string) =>
    matchOperation(api, method, template)?.name;
  return {
    traceCall(call, next, site) {
      const traced = tracer();
      const measured = instruments();
      if (!traced && !measured) return next(call);
      const telemetry = new TracedCall(api, traced, measured, call, site, propagate);
      call.telemetry = telemetry;
      return telemetry.trace(() => next(call));
    },
    startSpan(name, attributes) {
      const traced = tracer();
      if (!traced) return undefined;
      const template = attributes["reportkit.list"];
      const apiName = attributes["reportkit.api"] as ApiName | undefined;
      if (typeof template === "string" && apiName)
        attributes["reportkit.operation"] = operationName(apiName, "GET", template);
      const parent = api.context.active();
      const span = traced.startSpan(name, { kind: INTERNAL, attributes: defined(attributes) }, parent);
      const context = api.trace.setSpan(parent, span);
      const recording = span.isRecording();
      let ended = false;
      const helper: HelperSpan = {
        run: (fn) => api.context.with(context, fn),
        event: (event, values) => {
          if (recording) span.addEvent(event, defined(values));
        },
        set: (values) => {
          if (recording) span.setAttributes(defined(values));
        },
        end: (error) => {
          if (ended) return;
          ended = true;
          if (recording && error !== undefined) {
            span.setAttribute("error.type", error instanceof Error ? error.name : "Error");
            span.setStatus({ code: ERROR });
          }
          span.end();
        },
      };
      return helper;
    },
    operationName,
  };
}
