/** The request a response answered, as errors built later name it. */
export interface RequestLine {
  method: string;
  url: string;
  /** An earlier attempt's outcome was unknown: a write's error says it may have been applied. */
  resentAfterUnknown?: boolean;
}

const encoder = /* @__PURE__ */ new TextEncoder();

/** A read response: see {@link readResponse}. */
type ReadResponseClass = ReturnType<typeof defineReadResponse>;
let ReadResponseOnce: ReadResponseClass | undefined;

/**
 * A Response whose body was read (see below). The class is made on first use: `extends Response` reads
 * the global `Response`, which on Node loads its fetch implementation, ~8 ms of a cold start that only
 * a first call needs.
 */
export function readResponse(
  answer: Response,
  body: string | Uint8Array,
  request: RequestLine,
  json?: unknown,
): Response {
  ReadResponseOnce ??= defineReadResponse();
  return new ReadResponseOnce(answer, body, request, json);
}

/**
 * A standard `Response` (a subclass, constructed without a body) whose body reportkit's attempt
 * already read whole: its time limit and retries covered it. The reading methods serve what was read,
 * as often as asked; the first `json()` of a 2xx JSON body is the value the attempt parsed, so nothing
 * is parsed twice. `request` is the request it answered.
 */
const defineReadResponse = () =>
  class ReadResponse extends Response {
    readonly #text: string | undefined;
    #bytes: Uint8Array | undefined;
    #json: unknown;
    #parsed: boolean;
    readonly #url: string;
    readonly #headers: Headers;
    /** The request this response answered (method and full URL; errors show it redacted). */
    readonly request: RequestLine;

    constructor(answer: Response, body: string | Uint8Array, request: RequestLine, json?: unknown) {
      super(null, { status: answer.status, statusText: answer.statusText });
      // The answer's own headers, not a copy (a copy per call was measurable on a fast transport).
      this.#headers = answer.headers;
      if (typeof body === "string") this.#text = body;
      else this.#bytes = body;
      this.#json = json;
      this.#parsed = json !== undefined;
      this.#url = answer.url || request.url;
      const { method, url, resentAfterUnknown } = request;
      this.request = { method, url, resentAfterUnknown };
    }

    override get url(): string {
      return this.#url;
    }

    override get headers(): Headers {
      return this.#headers;
    }

    override get bodyUsed(): boolean {
      return false;
    }

    override get body(): Response["body"] {
      return new Response(this.#bytesCopy()).body;
    }

    override text(): Promise<string> {
      return Promise.resolve(this.#text ?? new TextDecoder().decode(this.#bytes));
    }

    override json(): Promise<unknown> {
      if (!this.#parsed) return this.text().then((text) => JSON.parse(text));
      // The value the attempt parsed, handed out once; a later call parses anew (a fresh object).
      this.#parsed = false;
      return Promise.resolve(this.#json);
    }

    override arrayBuffer(): Promise<ArrayBuffer> {
      return Promise.resolve(this.#bytesCopy().buffer as ArrayBuffer);
    }

    override blob(): Promise<Blob> {
      return Promise.resolve(new Blob([this.#bytesCopy()], { type: this.headers.get("content-type") ?? "" }));
    }

    override formData(): Promise<FormData> {
      return new Response(this.#bytesCopy(), { headers: this.headers }).formData();
    }

    override clone(): Response {
      return new ReadResponse(this as Response, this.#text ?? this.#bytesCopy(), this.request);
    }

    /** A copy of the body's bytes (encoded once from the text, when it was read as text). */
    #bytesCopy(): Uint8Array<ArrayBuffer> {
      this.#bytes ??= encoder.encode(this.#text);
      return this.#bytes.slice();
    }
  };

/** Which request a response reportkit read answered, when it is one. */
export const originOf = (response: Response): RequestLine | undefined =>
  ReadResponseOnce && response instanceof ReadResponseOnce ? response.request : undefined;
