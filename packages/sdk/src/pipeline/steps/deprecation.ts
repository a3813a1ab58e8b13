import type { ApiName } from "../../errors/api-error.js";
import type { Log } from "../../logging/logger.js";
import { loadTelemetryChunk } from "../../telemetry/telemetry.js";
import type { Step } from "../outcome.js";

/**
 * An answer with `Deprecation` or `Sunset` (rare): a span event, and one `warn` per operation and
 * process, written by the telemetry chunk (loaded then, with the table that names the operation).
 */
export const warnDeprecations =
  (api: ApiName | undefined, baseUrl: string | undefined, log: Log): Step =>
  async (call, next) => {
    const outcome = await next(call);
    const headers = outcome.response?.headers;
    if (headers && (headers.has("deprecation") || headers.has("sunset"))) {
      try {
        (await loadTelemetryChunk()).deprecated(call, headers, api, baseUrl, log);
      } catch {
        // A notice must never break the call.
      }
    }
    return outcome;
  };
