import { jsonResponse } from "./json-response.js";

/** What a recorded request looked like, read once so tests can assert on it synchronously. */
export interface RecordedRequest {
  method: string;
  url: URL;
  headers: Headers;
  /** The body as text ("" when there was none). */
  body: string;
  /** The body parsed as JSON when it is JSON, else undefined. */
  json: unknown;
}

/** A scripted reply: a Response, a function of the request, or an Error to reject with. */
export type Reply = Response | Error | ((request: RecordedRequest) => Response | Promise<Response>);

export interface FetchRecorder {
  /** Hand this to a client as its `fetch`. */
  fetch: (input: Request | string | URL, init?: RequestInit) => Promise<Response>;
  /** Every request seen, in order. */
  requests: RecordedRequest[];
  /** The most recent request; throws when there was none. */
  last(): RecordedRequest;
  /** Queues replies, consumed in order; when the queue is empty the fallback answers. */
  reply(...replies: Reply[]): void;
}

/**
 * A fetch that records every request and answers from a scripted queue
 * (default: `200 {}`), so tests share no global state and can assert on exactly what was sent.
 */
export function recordFetch(fallback: Reply = () => jsonResponse({})): FetchRecorder {
  const requests: RecordedRequest[] = [];
  const queue: Reply[] = [];
  return {
    requests,
    last() {
      const request = requests.at(-1);
      if (!request) throw new Error("no request was recorded");
      return request;
    },
    reply(...replies) {
      queue.push(...replies);
    },
    async fetch(input, init) {
      const request = new Request(input, init);
      const body = await request.text();
      let json: unknown;
      try {
        json = body ? JSON.parse(body) : undefined;
      } catch {
        json = undefined;
      }
      const recorded = {
        method: request.method,
        url: new URL(request.url),
        headers: request.headers,
        body,
        json,
      };
      requests.push(recorded);
      const next = queue.shift() ?? fallback;
      if (next instanceof Error) throw next;
      if (next instanceof Response) return next;
      return next(recorded);
    },
  };
}
