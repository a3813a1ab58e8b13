import type { OpenTelemetryApi, OtelAttributes, OtelInstrument } from "./otel-api.js";

/** The instruments reportkit records into. */
export interface Instruments {
  /** `http.client.request.duration` (s): each send, as the HTTP semantic conventions define it. */
  requestDuration: OtelInstrument;
  /** `reportkit.operation.duration` (s): each logical call, its retries and waits included. */
  operationDuration: OtelInstrument;
  /** `reportkit.retries`: each resend the retry step decides on. */
  retries: OtelInstrument;
  /** `reportkit.rate_limiter.wait` (s): how long a call waited for a pacing permit. */
  rateLimiterWait: OtelInstrument;
}

// The HTTP semantic conventions' advice for http.client.request.duration.
const SECONDS = [0.005, 0.01, 0.025, 0.05, 0.075, 0.1, 0.25, 0.5, 0.75, 1, 2.5, 5, 7.5, 10];

/**
 * The instruments of the registered meter provider, made once per provider; undefined while none is
 * registered (the API's meters then record nothing, so nothing is measured either).
 */
export function instrumentsOf(api: OpenTelemetryApi, scope: string): () => Instruments | undefined {
  const noop = api.createNoopMeter?.().createHistogram("reportkit.probe");
  let provider: object | undefined;
  let instruments: Instruments | undefined;
  return () => {
    const current = api.metrics.getMeterProvider();
    if (current === provider) return instruments;
    provider = current;
    const meter = api.metrics.getMeter(scope);
    const seconds = (name: string, description: string, advice = true) =>
      meter.createHistogram(name, {
        unit: "s",
        description,
        ...(advice ? { advice: { explicitBucketBoundaries: SECONDS } } : {}),
      });
    const requestDuration = seconds("http.client.request.duration", "Duration of HTTP client requests.");
    instruments =
      requestDuration === noop
        ? undefined
        : {
            requestDuration,
            operationDuration: seconds(
              "reportkit.operation.duration",
              "Duration of one reportkit API call, its retries and waits included.",
            ),
            retries: meter.createCounter("reportkit.retries", {
              unit: "{retry}",
              description: "Requests reportkit sent again (refusals, 5xx, timeouts...).",
            }),
            rateLimiterWait: seconds(
              "reportkit.rate_limiter.wait",
              "Time a call waited for a pacing permit (sheet writes).",
            ),
          };
    return instruments;
  };
}

/** Attributes without their undefined entries (OpenTelemetry drops them, with a warning in some SDKs). */
export function defined(attributes: OtelAttributes): OtelAttributes {
  for (const key in attributes) if (attributes[key] === undefined) delete attributes[key];
  return attributes;
}
