import type { ApiName } from "../../errors/api-error.js";
import { requestIdOf } from "../../errors/from-response.js";
import type { Log, LogFields } from "../../logging/logger.js";
import { redactUrl } from "../../safety/redact.js";
import type { SecretRegistry } from "../../safety/secrets.js";
import type { Clock } from "../../time/clock.js";
import type { Step } from "../outcome.js";

/**
 * One line per send: method, redacted URL, status or failure, attempt number, duration (and the
 * request id in its fields).
 * A 2xx at `debug`, anything else at `info` (the retry step says what happens next); a line whose
 * level is off is never formatted.
 */
export function logAttempts(api: ApiName | undefined, log: Log, clock: Clock, secrets: SecretRegistry): Step {
  const { debug, info } = log;
  return async (call, next) => {
    const sentAt = clock.now();
    const outcome = await next(call);
    const line = outcome.failure || !outcome.response.ok ? info : debug;
    if (!line) return outcome;
    const attempt = call.sends;
    const { method } = call;
    const url = redactUrl(call.url);
    const { response } = outcome;
    const status = response?.status;
    const durationMs = clock.now() - sentAt;
    const requestId = response && requestIdOf(response);
    const fields: LogFields = { api, method, url, attempt, durationMs, status, requestId };
    const timing = `(attempt ${attempt}, ${durationMs} ms)`;
    if (!outcome.failure) {
      line(`${method} ${url} -> ${status} ${timing}`, fields);
      return outcome;
    }
    const { error } = outcome;
    fields.error = secrets.redact(error instanceof Error ? `${error.name}: ${error.message}` : String(error));
    const what = response ? `${status}, body failed` : "failed";
    line(`${method} ${url} ${what} ${timing}: ${fields.error}`, fields);
    return outcome;
  };
}
