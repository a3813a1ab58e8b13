import type { ApiName } from "../errors/api-error.js";
import type { Log, LogFields } from "../logging/logger.js";
import { redactUrl } from "../safety/redact.js";
import type { SecretRegistry } from "../safety/secrets.js";
import type { AttemptOutcome } from "./attempt.js";
import type { Call } from "./call.js";

/** Logs one attempt: method, redacted URL, status or failure, attempt number, duration. */
export function logAttempt(
  log: Log,
  api: ApiName | undefined,
  call: Call,
  outcome: AttemptOutcome,
  attempt: number,
  durationMs: number,
  secrets: SecretRegistry,
): void {
  const { method } = call;
  const url = redactUrl(call.url);
  const status = outcome.response?.status;
  const fields: LogFields = { api, method, url, attempt, durationMs, status };
  const timing = `(attempt ${attempt}, ${durationMs} ms)`;
  if (!outcome.failure) {
    log(outcome.response.ok ? "debug" : "warn", `${method} ${url} -> ${status} ${timing}`, fields);
    return;
  }
  const { error } = outcome;
  const described = secrets.redact(
    error instanceof Error ? `${error.name}: ${error.message}` : String(error),
  );
  fields.error = described;
  const what = outcome.response ? `${status}, body failed` : "failed";
  log("warn", `${method} ${url} ${what} ${timing}: ${described}`, fields);
}
