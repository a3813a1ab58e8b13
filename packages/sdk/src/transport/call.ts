import { DraftRequest } from "../http/draft-request.js";

/**
 * One API call as the pipeline handles it, whatever it came as (a generated client's draft, a
 * Request, a URL and init): its parts are read once, the body kept as given, so every attempt can
 * send it again without cloning anything up front.
 */
export class Call {
  readonly url: string;
  readonly method: string;
  /** Mutable: the pipeline sets Authorization and X-Version here, once per attempt at most. */
  readonly headers: Headers;
  readonly signal: AbortSignal | undefined;
  readonly body: BodyInit | null;
  readonly #init: RequestInit;

  constructor(url: string, method: string, headers: Headers, body: BodyInit | null, init: RequestInit) {
    this.url = url;
    this.method = method;
    this.headers = headers;
    this.body = body;
    this.signal = init.signal ?? undefined;
    this.#init = init;
  }

  /** A stream body can be sent once only. */
  get replayable(): boolean {
    return !(typeof ReadableStream !== "undefined" && this.body instanceof ReadableStream);
  }

  /** The init of one attempt: the call's own fields, the attempt's signal. */
  initFor(signal: AbortSignal): RequestInit {
    const init: RequestInit & { duplex?: "half" } = {
      ...this.#init,
      method: this.method,
      headers: this.headers,
      body: this.body,
      signal,
    };
    if (!this.replayable) init.duplex = "half";
    return init;
  }
}

/** The call a generated client's draft stands for (no copy: the draft is used once). */
export const fromDraft = (draft: DraftRequest): Call =>
  new Call(draft.url, draft.method, draft.headers, draft.body, draft.init);

/** Reads what is to be sent: a draft as is, a Request's body once (so it can be resent). */
export async function toCall(
  input: Request | DraftRequest | string | URL,
  init?: RequestInit,
): Promise<Call> {
  if (input instanceof DraftRequest && !init) return fromDraft(input);
  if (typeof input === "string" || input instanceof URL) {
    const given = init ?? {};
    const headers = new Headers(given.headers);
    return new Call(String(input), (given.method ?? "GET").toUpperCase(), headers, given.body ?? null, given);
  }
  const request =
    input instanceof DraftRequest
      ? new Request(input.toRequest(), init)
      : init
        ? new Request(input, init)
        : input;
  const body = request.body ? new Uint8Array(await request.arrayBuffer()) : null;
  const { redirect, credentials, cache, keepalive, signal } = request;
  return new Call(request.url, request.method, new Headers(request.headers), body, {
    redirect,
    credentials,
    cache,
    keepalive,
    signal,
  });
}
