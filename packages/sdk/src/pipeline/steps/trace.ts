import type { ApiName } from "../../errors/api-error.js";
import type { Log } from "../../logging/logger.js";
import type { SecretRegistry } from "../../safety/secrets.js";
import { loadTelemetryChunk, type Telemetry } from "../../telemetry/telemetry.js";
import type { Step } from "../outcome.js";

/**
 * The outermost step. With OpenTelemetry: one span per logical call (CLIENT, named after the
 * operation) and its measurements, the call running in the span's context; before the telemetry is
 * loaded a call awaits it (once per instance), later calls read it synchronously; without a provider
 * nothing is made. And an answer with `Deprecation` or `Sunset` (rare): a span event, and one `warn`
 * per operation and process. The work is the telemetry chunk's (`telemetry/call-span.ts`,
 * `telemetry/deprecation.ts`), loaded only when needed.
 */
export const observeCalls =
  (
    telemetry: Telemetry | undefined,
    api: ApiName | undefined,
    baseUrl: string | undefined,
    secrets: SecretRegistry,
    log: Log,
  ): Step =>
  async (call, next) => {
    const tracing =
      telemetry && (telemetry.current === undefined ? await telemetry.ready : telemetry.current);
    const site = { api, baseUrl, secrets, log };
    if (tracing) return tracing.traceCall(call, next, site);
    const outcome = await next(call);
    const headers = outcome.response?.headers;
    if (log.warn && headers && (headers.has("deprecation") || headers.has("sunset"))) {
      (await loadTelemetryChunk().catch(() => undefined))?.deprecated(call, headers, site);
    }
    return outcome;
  };

/** Next to the wire: each send's duration, its child span once the call is resent, and `traceparent`. */
export const traceAttempts: Step = (call, next) =>
  call.telemetry ? call.telemetry.send(call, next) : next(call);
