import type { SecretRegistry } from "../../safety/secrets.js";
import type { Step } from "../outcome.js";

/**
 * Scrubs every known secret from an error body before anyone reads it: a server that echoes the
 * request (its bearer token, the client secret) never puts it into an error, a log or `result.error`.
 */
export const scrubErrorBodies =
  (secrets: SecretRegistry): Step =>
  async (call, next) => {
    const outcome = await next(call);
    if (!outcome.failure && !outcome.response.ok && typeof outcome.body === "string") {
      outcome.body = secrets.redact(outcome.body);
    }
    return outcome;
  };
