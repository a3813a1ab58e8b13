import { utf8 } from "./read-all.js";

/**
 * A Response whose body reportkit has already read whole (inside the attempt that fetched it, so
 * its timeout and retries covered the body). It stays the same `Response` object: status, headers
 * and url as sent; the reading methods are replaced by ones that serve the bytes kept here, any
 * number of times. The parsed JSON of a 2xx JSON body is served once without parsing again.
 */
interface Buffered {
  /** Encoded from `text` when first asked for, if the body was read as text. */
  bytes?: Uint8Array;
  text?: string;
  /** Parsed JSON not handed out yet: present as a key (even holding undefined) until `json()` takes it. */
  json?: unknown;
  /** The request it answered (for errors built later; its full URL is never logged as is). */
  origin?: { method: string; url: string };
}

const buffers = new WeakMap<Response, Buffered>();
const encoder = new TextEncoder();

const entry = (response: Response): Buffered => {
  const buffered = buffers.get(response);
  if (!buffered) throw new TypeError("Body is unusable");
  return buffered;
};

/** The body as text (decoded once, as UTF-8). */
export function textOf(response: Response): string {
  const buffered = entry(response);
  buffered.text ??= utf8(buffered.bytes!);
  return buffered.text;
}

/** A fresh copy of the body's bytes (encoded once, when it was kept as text). */
function bytesOf(response: Response): Uint8Array<ArrayBuffer> {
  const buffered = entry(response);
  buffered.bytes ??= encoder.encode(buffered.text);
  return buffered.bytes.slice();
}

/** The parsed JSON kept for the first `json()` call, else the text parsed anew. */
function jsonOf(response: Response): unknown {
  const buffered = entry(response);
  if (!("json" in buffered)) return JSON.parse(textOf(response));
  const json = buffered.json;
  delete buffered.json;
  return json;
}

/** What `read` returns, as a promise (rejected with what it throws), read at once like a body method. */
const settle = <T>(read: () => T): Promise<T> => new Promise((resolve) => resolve(read()));

/** A new Response with the same body; a Response is itself the init (status, statusText, headers). */
const rebuild = (response: Response) => new Response(bytesOf(response), response);

/**
 * The prototype a buffered response is given: Response's, with the reading side served from the
 * buffer. Swapping the prototype costs far less than defining the methods on each response.
 */
const bufferedPrototype: object = Object.create(Response.prototype, {
  text: {
    value(this: Response) {
      return settle(() => textOf(this));
    },
  },
  json: {
    value(this: Response) {
      return settle(() => jsonOf(this));
    },
  },
  arrayBuffer: {
    value(this: Response) {
      return settle(() => bytesOf(this).buffer);
    },
  },
  bytes: {
    value(this: Response) {
      return settle(() => bytesOf(this));
    },
  },
  blob: {
    value(this: Response) {
      return rebuild(this).blob();
    },
  },
  formData: {
    value(this: Response) {
      return rebuild(this).formData();
    },
  },
  clone: {
    value(this: Response) {
      return rebuild(this);
    },
  },
  body: {
    get(this: Response) {
      return rebuild(this).body;
    },
  },
  bodyUsed: {
    get() {
      return false;
    },
  },
});

/** Keeps `buffered` for `response` and gives it the buffered prototype; returns it. */
function adopt(response: Response, buffered: Buffered): Response {
  buffers.set(response, buffered);
  return Object.setPrototypeOf(response, bufferedPrototype) as Response;
}

/** Makes `response` serve `bytes` as its body (see the module comment); returns it. */
export const bufferResponse = (response: Response, bytes: Uint8Array): Response => adopt(response, { bytes });

/**
 * Makes `response` serve `text` as its body, and `json` (its parse) to the first `json()` call; for
 * a response whose body was read as text and parsed already. Returns it.
 */
export const bufferText = (response: Response, text: string, json: unknown): Response =>
  adopt(response, { text, json });

/** Whether reportkit (or `createUndiciFetch`) has already buffered this response's body. */
export const isBuffered = (response: Response): boolean => buffers.has(response);

/** Replaces the body's text (used to scrub secrets from an error body before anyone reads it). */
export function replaceText(response: Response, text: string): void {
  const buffered = entry(response);
  buffered.text = text;
  buffered.bytes = undefined;
  delete buffered.json;
}

/** Records which request a buffered response answered. */
export function setOrigin(response: Response, method: string, url: string): void {
  const buffered = buffers.get(response);
  if (buffered) buffered.origin = { method, url };
}

/** Which request (method and full URL) a buffered response answered, when known. */
export function originOf(response: Response): { method: string; url: string } | undefined {
  const origin = buffers.get(response)?.origin;
  return origin?.method && origin.url ? origin : undefined;
}
