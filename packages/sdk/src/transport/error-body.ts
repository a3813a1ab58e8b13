import { replaceText, textOf } from "../http/buffered-response.js";
import type { SecretRegistry } from "../safety/secrets.js";

const parsed = new WeakMap<Response, unknown>();

/**
 * The body of a buffered error response, parsed as JSON when it is JSON, else its text (undefined
 * when empty). Parsed once per response.
 */
export function errorBodyOf(response: Response): unknown {
  if (parsed.has(response)) return parsed.get(response);
  const text = textOf(response);
  let body: unknown = text || undefined;
  if (text) {
    try {
      body = JSON.parse(text);
    } catch {
      // Not JSON: the text itself.
    }
  }
  parsed.set(response, body);
  return body;
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
