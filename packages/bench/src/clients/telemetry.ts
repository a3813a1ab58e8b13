// An OpenTelemetry SDK as an app registers it (in-memory exporter, meter provider, W3C propagator),
// registered only while one variant runs, so every other variant sees @opentelemetry/api without a
// provider, as an app that installed it and never set it up.
import { metrics, propagation, trace } from "@opentelemetry/api";
import { W3CTraceContextPropagator } from "@opentelemetry/core";
import { MeterProvider, MetricReader } from "@opentelemetry/sdk-metrics";
import {
  BasicTracerProvider,
  InMemorySpanExporter,
  SimpleSpanProcessor,
} from "@opentelemetry/sdk-trace-base";

class OnDemandReader extends MetricReader {
  protected override async onForceFlush(): Promise<void> {}
  protected override async onShutdown(): Promise<void> {}
}

const exporter = new InMemorySpanExporter();

/** Registers the providers; returns how many spans were exported since. */
export function registerInMemoryProvider(): () => number {
  exporter.reset();
  trace.setGlobalTracerProvider(
    new BasicTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] }),
  );
  metrics.setGlobalMeterProvider(new MeterProvider({ readers: [new OnDemandReader()] }));
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  return () => exporter.getFinishedSpans().length;
}

/** Drops the providers (and the exported spans: they would grow the heap without end). */
export function unregisterProvider(): void {
  trace.disable();
  metrics.disable();
  propagation.disable();
  exporter.reset();
}

/** Keeps the exporter's memory flat while a variant runs many calls. */
export const dropExported = (): void => exporter.reset();
