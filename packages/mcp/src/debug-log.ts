import type { Logger } from "@reportkit/sdk";

/**
 * The log of `--debug`: each line of the SDK (one per request sent: method, redacted URL, status,
 * attempt and duration; then retries and waits) as one line of `write`, with the service's request id
 * when it sent one, every known secret removed by `scrub` on the way out.
 */
export function debugLogger(write: (line: string) => void, scrub: (text: string) => string): Logger {
  return (level, message, fields) => {
    const id = fields?.requestId ? ` [request ${fields.requestId}]` : "";
    write(scrub(`reportkit-mcp: ${level} ${message}${id}`));
  };
}
