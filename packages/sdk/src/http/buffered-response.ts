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
  /** Parsed JSON not handed out yet. */
  json?: unknown;
  hasJson: boolean;
  /** Method and full URL of the request it answered (for errors built later; never logged as is). */
  method?: string;
  url?: string;
}

const buffers = new WeakMap<Response, Buffered>();
const decoder = new TextDecoder();
const encoder = new TextEncoder();

const entry = (response: Response): Buffered => {
  const buffered = buffers.get(response);
  if (!buffered) throw new TypeError("Body is unusable");
  return buffered;
};

/** The body as text (decoded once, as UTF-8). */
export function textOf(response: Response): string {
  const buffered = entry(response);
  buffered.text ??= decoder.decode(buffered.bytes);
  return buffered.text;
}

/** The body as bytes (encoded once, when it was kept as text). */
function bytesOf(response: Response): Uint8Array {
  const buffered = entry(response);
  buffered.bytes ??= encoder.encode(buffered.text);
  return buffered.bytes;
}

const rebuild = (response: Response) =>
  new Response(bytesOf(response).slice(), {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });

/**
 * The prototype a buffered response is given: Response's, with the reading side served from the
 * buffer. Swapping the prototype costs far less than defining the methods on each response.
 */
const bufferedPrototype: object = Object.create(Response.prototype, {
  text: {
    value(this: Response) {
      try {
        return Promise.resolve(textOf(this));
      } catch (error) {
        return Promise.reject(error);
      }
    },
  },
  json: {
    value(this: Response) {
      try {
        const buffered = entry(this);
        if (!buffered.hasJson) return Promise.resolve(JSON.parse(textOf(this)) as unknown);
        buffered.hasJson = false;
        const value = buffered.json;
        buffered.json = undefined;
        return Promise.resolve(value);
      } catch (error) {
        return Promise.reject(error);
      }
    },
  },
  arrayBuffer: {
    value(this: Response) {
      return Promise.resolve().then(() => bytesOf(this).slice().buffer);
    },
  },
  bytes: {
    value(this: Response) {
      return Promise.resolve().then(() => bytesOf(this).slice());
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

/** Makes `response` serve `bytes` as its body (see the module comment); returns it. */
export function bufferResponse(response: Response, bytes: Uint8Array): Response {
  buffers.set(response, { bytes, hasJson: false });
  Object.setPrototypeOf(response, bufferedPrototype);
  return response;
}

/**
 * Makes `response` serve `text` as its body, and `json` (its parse) to the first `json()` call; for
 * a response whose body was read as text and parsed already. Returns it.
 */
export function bufferText(response: Response, text: string, json: unknown): Response {
  buffers.set(response, { text, json, hasJson: true });
  Object.setPrototypeOf(response, bufferedPrototype);
  return response;
}

/** Whether reportkit (or `createUndiciFetch`) has already buffered this response's body. */
export const isBuffered = (response: Response): boolean => buffers.has(response);

/** Replaces the body's text (used to scrub secrets from an error body before anyone reads it). */
export function replaceText(response: Response, text: string): void {
  const buffered = entry(response);
  buffered.text = text;
  buffered.bytes = undefined;
  buffered.hasJson = false;
  buffered.json = undefined;
}

/** Records which request a buffered response answered. */
export function setOrigin(response: Response, method: string, url: string): void {
  const buffered = buffers.get(response);
  if (buffered) {
    buffered.method = method;
    buffered.url = url;
  }
}

/** Which request (method and full URL) a buffered response answered, when known. */
export function originOf(response: Response): { method: string; url: string } | undefined {
  const buffered = buffers.get(response);
  return buffered?.method && buffered.url ? { method: buffered.method, url: buffered.url } : undefined;
}
