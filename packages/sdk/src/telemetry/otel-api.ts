// The parts of `@opentelemetry/api` (1.x) reportkit uses, typed structurally: the module itself fits
// (`import * as api from "@opentelemetry/api"`), and no `@opentelemetry/*` type reaches reportkit's
// declarations, so an app without OpenTelemetry compiles without it.

/** An attribute value as OpenTelemetry takes it. */
export type OtelAttributeValue = string | number | boolean | string[] | number[];

/** Attributes of a span, an event or a measurement. */
export type OtelAttributes = Record<string, OtelAttributeValue | undefined>;

/** An OpenTelemetry `Context` (opaque to reportkit). */
export type OtelContext = object;

/** The span methods reportkit calls. */
export interface OtelSpan {
  setAttribute(key: string, value: OtelAttributeValue): unknown;
  setAttributes(attributes: OtelAttributes): unknown;
  addEvent(name: string, attributes?: OtelAttributes): unknown;
  setStatus(status: { code: number; message?: string }): unknown;
  updateName(name: string): unknown;
  isRecording(): boolean;
  end(endTime?: number): void;
}

/** The tracer methods reportkit calls. */
export interface OtelTracer {
  /** `options`: `{ kind, attributes, startTime }` (a `SpanOptions`). */
  startSpan(name: string, options?: object, context?: OtelContext): OtelSpan;
}

/** A histogram or a counter, as reportkit records into them. */
export interface OtelInstrument {
  record?(value: number, attributes?: OtelAttributes): void;
  add?(value: number, attributes?: OtelAttributes): void;
}

/** What an instrument is created with (`advice` needs @opentelemetry/api 1.7 or later). */
export interface OtelInstrumentOptions {
  description?: string;
  unit?: string;
  advice?: { explicitBucketBoundaries?: number[] };
}

/** The meter methods reportkit calls. */
export interface OtelMeter {
  createHistogram(name: string, options?: OtelInstrumentOptions): OtelInstrument;
  createCounter(name: string, options?: OtelInstrumentOptions): OtelInstrument;
}

/** The parts of the `@opentelemetry/api` module reportkit uses (pass the module itself). */
export interface OpenTelemetryApi {
  trace: {
    getTracer(name: string, version?: string): OtelTracer;
    getTracerProvider(): object;
    setSpan(context: OtelContext, span: OtelSpan): OtelContext;
  };
  context: {
    active(): OtelContext;
    with<A extends unknown[], F extends (...args: A) => ReturnType<F>>(
      context: OtelContext,
      fn: F,
      thisArg?: ThisParameterType<F>,
      ...args: A
    ): ReturnType<F>;
  };
  propagation: {
    inject(
      context: OtelContext,
      carrier: Headers,
      setter?: { set(carrier: Headers, key: string, value: string): void },
    ): void;
  };
  metrics: {
    getMeterProvider(): object;
    getMeter(name: string, version?: string): OtelMeter;
  };
  /** A meter that records nothing: how reportkit tells that no meter provider is registered. */
  createNoopMeter?(): OtelMeter;
}

/** The `openTelemetry` option. */
export interface OpenTelemetryOptions {
  /**
   * The `@opentelemetry/api` module. Default: imported on first use where it is installed (an
   * optional peer dependency; a bundler never sees that import, so a browser app passes it here).
   */
  api?: OpenTelemetryApi;
  /**
   * Send the W3C `traceparent` (and `tracestate`) of each attempt, through the registered propagator,
   * while a tracer provider is registered (default true).
   */
  propagate?: boolean;
}
