import type { ApiName } from "../../errors/api-error.js";
import type { Log, LogFields } from "../../logging/logger.js";
import { redactUrl } from "../../safety/redact.js";
import type { SecretRegistry } from "../../safety/secrets.js";
import type { Clock } from "../../time/clock.js";
import type { Step } from "../outcome.js";

/** One line per send: method, redacted URL, status or failure, attempt number, duration. */
export function logAttempts(api: ApiName | undefined, log: Log, clock: Clock, secrets: SecretRegistry): Step {
  return async (call, next) => {
    const sentAt = clock.now();
    const outcome = await next(call);
    const attempt = call.sends;
    const { method } = call;
    const url = redactUrl(call.url);
    const status = outcome.response?.status;
    const durationMs = clock.now() - sentAt;
    const fields: LogFields = { api, method, url, attempt, durationMs, status };
    const timing = `(attempt ${attempt}, ${durationMs} ms)`;
    if (!outcome.failure) {
      log(outcome.response.ok ? "debug" : "warn", `${method} ${url} -> ${status} ${timing}`, fields);
      return outcome;
    }
    const { error } = outcome;
    fields.error = secrets.redact(error instanceof Error ? `${error.name}: ${error.message}` : String(error));
    const what = outcome.response ? `${status}, body failed` : "failed";
    log("warn", `${method} ${url} ${what} ${timing}: ${fields.error}`, fields);
    return outcome;
  };
}
