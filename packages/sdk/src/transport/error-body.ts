import { replaceText, textOf } from "../http/buffered-response.js";
import type { SecretRegistry } from "../safety/secrets.js";

const parsed = new WeakMap<Response, unknown>();

/** An error body's text parsed as JSON when it is JSON, else the text itself (undefined when empty). */
export function parseErrorBody(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** The body of a buffered error response, as {@link parseErrorBody} reads it. Parsed once per response. */
export function errorBodyOf(response: Response): unknown {
  if (!parsed.has(response)) parsed.set(response, parseErrorBody(textOf(response)));
  return parsed.get(response);
}

/**
 * Scrubs every known secret from a buffered error body before anyone reads it: a server that echoes
 * the request (its bearer token, the client secret) never puts it into an error, a log or `result.error`.
 */
export function redactErrorBody(response: Response, secrets: SecretRegistry): void {
  const text = textOf(response);
  const clean = secrets.redact(text);
  if (clean !== text) {
    replaceText(response, clean);
    parsed.delete(response);
  }
}
