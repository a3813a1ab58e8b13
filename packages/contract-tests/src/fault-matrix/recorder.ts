import type { LogFields, LogLevel } from "@reportkit/sdk";

/** What the SDK logged and which bearer tokens it sent, for the leak search. */
export interface Recorder {
  /** Every log line, as text (level, message and fields). */
  lines: string[];
  /** Every bearer token seen in an Authorization header. */
  bearers: Set<string>;
  /** `durationMs` of every send the SDK logged. */
  sendDurations: number[];
  /** The SDK's `logger` option. */
  log(level: LogLevel, message: string, fields: LogFields): void;
  /**
   * The SDK's `fetch` option: records the Authorization header, then calls the global fetch. It takes
   * a Request or a URL with its init, whichever way the SDK calls it.
   */
  fetch(input: Request | string | URL, init?: RequestInit): Promise<Response>;
}

/** What a send is, without touching its body. */
interface SendInfo {
  method: string;
  url: string;
  headers: Headers;
}

function describeSend(input: Request | string | URL, init?: RequestInit): SendInfo {
  if (input instanceof Request) {
    return {
      method: init?.method ?? input.method,
      url: input.url,
      headers: init?.headers ? new Headers(init.headers) : input.headers,
    };
  }
  return { method: init?.method ?? "GET", url: String(input), headers: new Headers(init?.headers) };
}

export function createRecorder(): Recorder {
  const lines: string[] = [];
  const bearers = new Set<string>();
  const sendDurations: number[] = [];
  return {
    lines,
    bearers,
    sendDurations,
    log(level, message, fields) {
      if (typeof fields.durationMs === "number") sendDurations.push(fields.durationMs);
      let rendered: string;
      try {
        rendered = JSON.stringify(fields);
      } catch {
        rendered = String(fields);
      }
      lines.push(`${level} ${message} ${rendered}`);
    },
    fetch(input, init) {
      const send = describeSend(input, init);
      const bearer = send.headers.get("authorization")?.replace(/^Bearer\s+/i, "");
      if (bearer) bearers.add(bearer);
      return fetch(input, init);
    },
  };
}
