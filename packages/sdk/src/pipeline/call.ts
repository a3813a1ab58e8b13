import { LightRequest } from "../http/light-request.js";
import type { RetryOptions } from "../retry/policy.js";
import type { CallTelemetry } from "../telemetry/types.js";

/** What one call may bring besides its request: typed calls and every helper take these. */
export interface CallOptions {
  /** This call's retry settings over the client's (`false` sends it once). */
  retry?: RetryOptions | false;
  /**
   * The longest this call may take, retries and their waits included (ms); it ends with
   * `TimeoutError`. Default: the client's `retry.deadlineMs` (none).
   */
  timeoutMs?: number;
}

/**
 * How an attempt treats a file transfer: `unreadBody` hands a 2xx response back with its body unread
 * (the time limit then covers the headers only; the download bounds itself), `untimed` sends without
 * the attempt's time limit (an upload bounds itself by its own idle timer and signal), `reopen` opens
 * the body afresh for each attempt (an upload that counts its bytes: the call stays replayable).
 */
export interface TransferMode {
  unreadBody?: boolean;
  untimed?: boolean;
  reopen?: () => BodyInit;
}

/** Init key of a file transfer's request (reportkit's transfers set it): see {@link TransferMode}. */
export const TRANSFER: unique symbol = /* @__PURE__ */ Symbol.for("reportkit.transfer") as never;

const isStream = (body: unknown): boolean =>
  typeof ReadableStream !== "undefined" && body instanceof ReadableStream;

/**
 * One API call as the pipeline handles it, whatever it came as (a typed client's `Request`, a URL and
 * init): its parts are read once and the body kept as given, so every attempt can send it again. The
 * steps write to `headers` (version, token) and to the per-attempt fields below.
 */
export class Call {
  /** The token the last attempt carried (a 401 invalidates that one). */
  sentToken: string | undefined;
  /** When the whole call must be over (epoch ms on the pipeline's clock; Infinity for never). */
  deadlineAt = Infinity;
  /** This attempt's time limit (ms), set by the retry step. */
  attemptMs = Infinity;
  /** How many times it was sent so far (the attempt step counts). */
  sends = 0;
  /** It was resent after an attempt whose outcome is unknown (that one may have been applied). */
  resentAfterUnknown = false;
  /** Its span, events and measurements, while OpenTelemetry records anything (set by the trace step). */
  telemetry: CallTelemetry | undefined;

  constructor(
    readonly url: string,
    readonly method: string,
    readonly headers: Headers,
    readonly body: BodyInit | null,
    readonly signal: AbortSignal | undefined,
    readonly options: CallOptions = {},
    /** Other init fields of the caller (redirect, credentials...), sent on every attempt. */
    readonly extra?: RequestInit,
    readonly transfer?: TransferMode,
  ) {}

  /** A stream body can be sent once only (a transfer that reopens its body stays replayable). */
  get replayable(): boolean {
    return !!this.transfer?.reopen || !isStream(this.body);
  }

  /** The init of one attempt: the call's own fields and the attempt's signal. */
  init(signal: AbortSignal | undefined): RequestInit {
    // Headers go out as a record of lower-case names (what `AnyFetch` documents).
    const headers = Object.fromEntries(this.headers);
    const init: RequestInit & { duplex?: "half" } = { ...this.extra, method: this.method, headers };
    if (signal) init.signal = signal;
    const body = this.transfer?.reopen?.() ?? this.body;
    if (body !== null) init.body = body;
    if (isStream(body)) init.duplex = "half";
    // A network fetch that streams transfers its own way (the undici transport) reads the mode here.
    if (this.transfer) (init as { [TRANSFER]?: TransferMode })[TRANSFER] = this.transfer;
    return init;
  }
}

const KEPT = ["redirect", "credentials", "cache", "keepalive"] as const;

/**
 * A Request's signal follows its caller's only while the Request lives (the platform holds the link
 * weakly): once the Request was read into a Call and collected, aborting the caller's controller
 * would no longer abort the call. Each such signal keeps its Request alive here for as long as the
 * signal itself is (a WeakMap holds a value while its key lives).
 */
const requestsOfSignals = /* @__PURE__ */ new WeakMap<AbortSignal, Request>();
const TEXT = /^text\/|[/+]json\b|x-www-form-urlencoded/i;

/** A URL and init as a {@link Call}: nothing is read or copied (a typed client's calls come this way too). */
export function callOf(input: string | URL, init: RequestInit = {}): Call {
  const { method, headers, body, signal, ...extra } = init;
  const {
    retry,
    timeoutMs,
    [TRANSFER]: transfer,
    ...rest
  } = extra as RequestInit & CallOptions & { [TRANSFER]?: TransferMode };
  return new Call(
    String(input),
    (method ?? "GET").toUpperCase(),
    new Headers(headers),
    body ?? null,
    signal ?? undefined,
    { retry, timeoutMs },
    rest,
    transfer,
  );
}

/** The fields of a light request that are its own; any other key is an init option openapi-fetch copied onto it. */
const OWN = new Set(["url", "method", "headers", "body", "signal", "retry", "timeoutMs"]);

/**
 * A `Request` as a {@link Call}: its body is read once (so it can be resent), and the per-call options
 * openapi-fetch copies onto it (`retry`, `timeoutMs`) are taken along. A {@link LightRequest} is taken
 * as it is: nothing to read.
 */
export async function callOfRequest(request: Request | LightRequest): Promise<Call> {
  const { retry, timeoutMs } = request as (Request | LightRequest) & CallOptions;
  const extra: Record<string, unknown> = {};
  let body: Call["body"] = null;
  if (request instanceof LightRequest) {
    for (const key in request) if (!OWN.has(key)) extra[key] = request[key];
    body = request.body;
  } else {
    // Text stays text (JSON, forms); anything else is kept as bytes.
    const text = TEXT.test(request.headers.get("content-type") ?? "");
    if (request.body) body = text ? await request.text() : new Uint8Array(await request.arrayBuffer());
    for (const key of KEPT) extra[key] = request[key];
    requestsOfSignals.set(request.signal, request);
  }
  return new Call(
    request.url,
    request.method,
    request.headers,
    body,
    request.signal,
    { retry, timeoutMs },
    extra,
  );
}
