import { context, metrics, propagation, trace } from "@opentelemetry/api";
import { AsyncLocalStorageContextManager } from "@opentelemetry/context-async-hooks";
import { W3CTraceContextPropagator } from "@opentelemetry/core";
import { MeterProvider, MetricReader, type ResourceMetrics } from "@opentelemetry/sdk-metrics";
import {
  BasicTracerProvider,
  InMemorySpanExporter,
  type ReadableSpan,
  SimpleSpanProcessor,
} from "@opentelemetry/sdk-trace-base";

/** A reader that collects when asked (no timer). */
class OnDemandReader extends MetricReader {
  protected override async onForceFlush(): Promise<void> {}
  protected override async onShutdown(): Promise<void> {}
}

/** What the registered OpenTelemetry SDK recorded. */
export interface Recorded {
  spans(): ReadableSpan[];
  metrics(): Promise<ResourceMetrics>;
  reset(): void;
  /**
   * Unregisters all of it (the API's `disable()`s), so the next test file sharing this worker's process
   * (IN_PROCESS) starts with no OpenTelemetry registered, as in a process of its own, and may register its own.
   */
  unregister(): void;
}

/**
 * Registers, for this test file's process, what an app's OpenTelemetry setup registers: a tracer
 * provider exporting to memory, a meter provider read on demand, the W3C propagator and the
 * AsyncLocalStorage context manager (so helpers' spans parent the calls made inside them).
 */
export function registerOpenTelemetry(): Recorded {
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
    metrics: async () => (await reader.collect()).resourceMetrics,
    reset: () => exporter.reset(),
    unregister: () => {
      trace.disable();
      metrics.disable();
      propagation.disable();
      context.disable();
    },
  };
}

/** Everything a span exported: its name, attributes and events, as text (for the leak search). */
export function spanTexts(spans: ReadableSpan[]): { where: string; text: string }[] {
  return spans.map((span) => ({
    where: `span ${span.name}`,
    text: JSON.stringify({
      name: span.name,
      attributes: span.attributes,
      status: span.status,
      events: span.events.map((e) => ({ name: e.name, attributes: e.attributes })),
    }),
  }));
}

const KINDS = ["INTERNAL", "SERVER", "CLIENT", "PRODUCER", "CONSUMER"];
const SHOWN = /^(http\.|url\.|server\.|error\.type|reportkit\.)/;

function describe(value: unknown): string {
  return typeof value === "string" ? value : JSON.stringify(value);
}

/**
 * The spans as an indented tree, as exported: name, kind, attributes, then each event. `root` picks
 * the top spans shown (default: every span without an exported parent).
 */
export function spanTree(spans: ReadableSpan[], root?: (span: ReadableSpan) => boolean): string {
  const ids = new Set(spans.map((s) => s.spanContext().spanId));
  const children = new Map<string, ReadableSpan[]>();
  for (const span of spans) {
    const parent = span.parentSpanContext?.spanId;
    if (parent && ids.has(parent)) children.set(parent, [...(children.get(parent) ?? []), span]);
  }
  const byStart = (a: ReadableSpan, b: ReadableSpan) =>
    a.startTime[0] - b.startTime[0] || a.startTime[1] - b.startTime[1];
  const lines: string[] = [];
  const show = (span: ReadableSpan, depth: number) => {
    const pad = "  ".repeat(depth);
    const attributes = Object.entries(span.attributes)
      .filter(([key]) => SHOWN.test(key))
      .map(([key, value]) => `${key}=${describe(value)}`)
      .join(" ");
    const status = span.status.code === 2 ? " ERROR" : "";
    lines.push(`${pad}${span.name} [${KINDS[span.kind]}${status}] ${attributes}`);
    for (const event of span.events) {
      const values = Object.entries(event.attributes ?? {})
        .map(([key, value]) => `${key}=${describe(value)}`)
        .join(" ");
      lines.push(`${pad}  · ${event.name} ${values}`);
    }
    for (const child of (children.get(span.spanContext().spanId) ?? []).sort(byStart)) show(child, depth + 1);
  };
  const tops = spans.filter((s) => (root ? root(s) : !ids.has(s.parentSpanContext?.spanId ?? "")));
  for (const span of tops.sort(byStart)) show(span, 0);
  return lines.join("\n");
}
