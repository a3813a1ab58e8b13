const NEVER_ABORTED = new AbortController().signal;

/**
 * The request object the generated clients build for reportkit (openapi-fetch's `Request` option).
 * It only holds what openapi-fetch gave it (URL, method, its `Headers`, the serialized body and the
 * rest of the init), so building one costs next to nothing; the pipeline reads it and hands the
 * same pieces to the network fetch, which builds the one real Request of each attempt. It offers
 * the reading side of `Request` for middleware and tests.
 */
export class DraftRequest {
  readonly url: string;
  readonly method: string;
  readonly headers: Headers;
  readonly signal: AbortSignal;
  /** The body as serialized by the client: a string, bytes, a Blob, FormData... or null. */
  readonly body: BodyInit | null;
  /** Every other init field (redirect, credentials, a caller's own fetch options). */
  readonly init: RequestInit;

  constructor(input: string | URL, init: RequestInit = {}) {
    this.url = String(input);
    this.method = (init.method ?? "GET").toUpperCase();
    this.headers = init.headers instanceof Headers ? init.headers : new Headers(init.headers);
    this.signal = init.signal ?? NEVER_ABORTED;
    this.body = init.body ?? null;
    this.init = init;
  }

  /** The real `Request` this draft stands for. */
  toRequest(): Request {
    return new Request(this.url, {
      ...this.init,
      method: this.method,
      headers: this.headers,
      body: this.body,
    });
  }

  clone(): Request {
    return this.toRequest();
  }

  text(): Promise<string> {
    return this.toRequest().text();
  }

  json(): Promise<unknown> {
    return this.toRequest().json();
  }

  arrayBuffer(): Promise<ArrayBuffer> {
    return this.toRequest().arrayBuffer();
  }
}
