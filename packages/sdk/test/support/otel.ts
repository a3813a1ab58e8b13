import { context, metrics, propagation, trace } from "@opentelemetry/api";
import { AsyncLocalStorageContextManager } from "@opentelemetry/context-async-hooks";
import { W3CTraceContextPropagator } from "@opentelemetry/core";
import { MeterProvider, MetricReader, type ResourceMetrics } from "@opentelemetry/sdk-metrics";
import {
  BasicTracerProvider,
  InMemorySpanExporter,
  SimpleSpanProcessor,
} from "@opentelemetry/sdk-trace-base";

class OnDemandReader extends MetricReader {
  protected override async onForceFlush(): Promise<void> {}
  protected override async onShutdown(): Promise<void> {}
}

/** Registers what an app's OpenTelemetry setup would (tracer and meter providers, W3C propagator, context manager). */
export function registerOpenTelemetry() {
  const exporter = new InMemorySpanExporter();
  trace.setGlobalTracerProvider(
    new BasicTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] }),
  );
  const reader = new OnDemandReader();
  metrics.setGlobalMeterProvider(new MeterProvider({ readers: [reader] }));
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  return {
    spans: () => exporter.getFinishedSpans(),
    metrics: async (): Promise<ResourceMetrics> => (await reader.collect()).resourceMetrics,
    reset: () => exporter.reset(),
    unregister: () => {
      trace.disable();
      metrics.disable();
      propagation.disable();
      context.disable();
    },
  };
}
