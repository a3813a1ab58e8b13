import { redactSecrets } from "./redact.js";

/**
 * Removes secrets from a thrown error's message and stack, and from those of its causes, in place
 * (a fetch or proxy may echo a header or a body into its message). Returns the same error.
 */
export function scrubError<T>(error: T, secrets: readonly (string | undefined)[]): T {
  let current: unknown = error;
  for (let depth = 0; current instanceof Error && depth < 5; depth++) {
    const scrubbed = redactSecrets(current.message, secrets);
    if (scrubbed !== current.message) current.message = scrubbed;
    if (current.stack) current.stack = redactSecrets(current.stack, secrets);
    current = current.cause;
  }
  return error;
}
