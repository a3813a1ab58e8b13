/**
 * What a typed call without middleware builds instead of a platform `Request` (openapi-fetch's
 * `Request` option): the parts of the call (URL, method, headers, body, signal) kept as given, and
 * nothing else: no body stream, no signal of its own, no header validation pass. Only reportkit's
 * pipeline reads it, to send it with `fetch(url, init)`. A call with middleware gets a real `Request`.
 */
export class LightRequest {
  readonly url: string;
  readonly method: string;
  readonly headers: Headers;
  readonly body: BodyInit | null;
  readonly signal: AbortSignal | undefined;
  [option: string]: unknown;

  constructor(url: string, init: RequestInit = {}) {
    this.url = url;
    this.method = (init.method ?? "GET").toUpperCase();
    this.headers = init.headers instanceof Headers ? init.headers : new Headers(init.headers);
    this.body = init.body ?? null;
    this.signal = init.signal ?? undefined;
  }
}
