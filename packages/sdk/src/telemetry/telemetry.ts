import type { OpenTelemetryApi, OpenTelemetryOptions, OtelAttributes } from "./otel-api.js";
import type { HelperSpan, Tracing } from "./types.js";

/**
 * The telemetry of one instance: `current` is undefined while `@opentelemetry/api` and reportkit's
 * telemetry chunk load (a call then awaits `ready`, once), null when OpenTelemetry is not installed,
 * and the {@link Tracing} over it otherwise (read synchronously by every later call).
 */
export interface Telemetry {
  current: Tracing | null | undefined;
  readonly ready: Promise<Tracing | null>;
}

// A variable, so that no bundler resolves (or fails to resolve) the optional peer dependency.
const API_MODULE = "@opentelemetry/api";
let installing: Promise<OpenTelemetryApi | null> | undefined;
/** The installed `@opentelemetry/api` once its import settled: null where it is not installed. */
let installed: OpenTelemetryApi | null | undefined;

/** The installed `@opentelemetry/api`, imported once per process; null where it is not installed. */
const importApi = (): Promise<OpenTelemetryApi | null> =>
  (installing ??= import(/* webpackIgnore: true */ /* @vite-ignore */ API_MODULE).then(
    (module: OpenTelemetryApi & { default?: OpenTelemetryApi }) =>
      (installed = (module.trace ? module : module.default) ?? null),
    () => (installed = null),
  ));

type Chunk = typeof import("./otel.js");
let chunkLoading: Promise<Chunk> | undefined;
let chunk: Chunk | undefined;

/** reportkit's telemetry code (spans, metrics, the operations table): a chunk of its own, loaded on first need. */
export const loadTelemetryChunk = (): Promise<Chunk> =>
  (chunkLoading ??= import("./otel.js").then((loaded) => (chunk = loaded)));

/**
 * Starts loading the telemetry of an instance (the `openTelemetry` option; `false` is handled by the
 * caller): the given API module, else the installed one. Nothing is loaded when neither is there. Once
 * a first instance has loaded them, the next ones are ready at once.
 */
export function startTelemetry(options: OpenTelemetryOptions = {}): Telemetry {
  const api = options.api ?? installed;
  const telemetry = { current: api === null ? null : api && chunk?.createTracing(api, options) } as {
    -readonly [K in keyof Telemetry]: Telemetry[K];
  };
  telemetry.ready =
    telemetry.current !== undefined
      ? Promise.resolve(telemetry.current)
      : Promise.resolve(api ?? importApi())
          .then(async (loaded) => loaded && (await loadTelemetryChunk()).createTracing(loaded, options))
          .catch(() => null)
          .then((tracing) => (telemetry.current = tracing));
  return telemetry;
}

const attached = /* @__PURE__ */ new WeakMap<object, Telemetry>();

/** Ties an instance's telemetry to its wired fetch, which every helper reaches its API through. */
export function attachTelemetry(fetch: object, telemetry: Telemetry | undefined): void {
  if (telemetry) attached.set(fetch, telemetry);
}

/**
 * The span of a helper (`wait`, `paginate`, a transfer) that works through `fetch`, or undefined when
 * its instance records no spans (no OpenTelemetry, no tracer provider, or `openTelemetry: false`).
 */
export async function helperSpan(
  fetch: object,
  name: string,
  attributes: OtelAttributes,
): Promise<HelperSpan | undefined> {
  const telemetry = attached.get(fetch);
  if (!telemetry) return undefined;
  const tracing = telemetry.current ?? (await telemetry.ready);
  return tracing?.startSpan(name, attributes);
}

/**
 * Runs `work` in `span`'s context (when there is a span) and ends the span with its outcome, setting
 * `done(value)` first. Without a span it is `work()`.
 */
export async function inSpan<T>(
  span: HelperSpan | undefined,
  work: () => Promise<T>,
  done?: (value: T | undefined) => OtelAttributes,
): Promise<T> {
  if (!span) return work();
  let value: T | undefined;
  try {
    value = await span.run(work);
  } catch (error) {
    if (done) span.set(done(undefined));
    span.end(error);
    throw error;
  }
  if (done) span.set(done(value));
  span.end();
  return value;
}
