import type { ApiName } from "../../errors/api-error.js";
import type { SecretRegistry } from "../../safety/secrets.js";
import type { Telemetry } from "../../telemetry/telemetry.js";
import type { Outcome, Step } from "../outcome.js";

/**
 * The outermost step: one span per logical call (CLIENT, named after the operation) and its
 * measurements, while OpenTelemetry records anything; the call runs in the span's context. Before the
 * telemetry is loaded a call awaits it (once per instance); later calls read it synchronously. Without
 * a provider nothing is made. What a span holds is built in the telemetry chunk (`telemetry/otel.ts`).
 */
export const traceCalls =
  (
    telemetry: Telemetry,
    api: ApiName | undefined,
    baseUrl: string | undefined,
    secrets: SecretRegistry,
  ): Step =>
  async (call, next) => {
    const tracing = telemetry.current === undefined ? await telemetry.ready : telemetry.current;
    const traced = tracing?.startCall({
      api,
      baseUrl,
      method: call.method,
      url: call.url,
      headers: call.headers,
      secrets,
    });
    if (!traced) return next(call);
    call.telemetry = traced;
    let outcome: Outcome;
    try {
      outcome = await traced.run(() => next(call));
    } catch (error) {
      traced.end({ error }, call.sends);
      throw error;
    }
    traced.end(outcome, call.sends);
    return outcome;
  };

/** Next to the wire: each send's duration, its child span once the call is resent, and `traceparent`. */
export const traceAttempts: Step = async (call, next) => {
  const traced = call.telemetry;
  if (!traced) return next(call);
  const attempt = traced.attempt(call.sends, call.headers);
  try {
    const outcome = await next(call);
    attempt.end(outcome.failure ? { failure: outcome.failure, response: outcome.response } : outcome);
    return outcome;
  } catch (error) {
    attempt.end({ error });
    throw error;
  }
};
