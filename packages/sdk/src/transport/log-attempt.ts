import type { ApiName } from "../errors/api-error.js";
import type { Log } from "../logging/logger.js";
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
  const url = redactUrl(call.url);
  const base = { api, method: call.method, url, attempt, durationMs };
  if (!outcome.failure) {
    const { status } = outcome.response;
    log(
      outcome.response.ok ? "debug" : "warn",
      `${call.method} ${url} -> ${status} (attempt ${attempt}, ${durationMs} ms)`,
      { ...base, status },
    );
    return;
  }
  const { error } = outcome;
  const described = secrets.redact(
    error instanceof Error ? `${error.name}: ${error.message}` : String(error),
  );
  const what = outcome.response ? `${outcome.response.status}, body failed` : "failed";
  log("warn", `${call.method} ${url} ${what} (attempt ${attempt}, ${durationMs} ms): ${described}`, {
    ...base,
    status: outcome.response?.status,
    error: described,
  });
}
