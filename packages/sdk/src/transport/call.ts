/** Header names as the pipeline keeps them: lower case, one value each. */
export type HeaderRecord = Record<string, string>;

/** Headers as a call may give them: `HeadersInit`, or a record whose `null` removes a name. */
export type HeaderSource = HeadersInit | Record<string, unknown> | undefined;

/** openapi-fetch's header merge on a record: later sources win, `null` removes, arrays are joined. */
export function mergeHeaders(target: HeaderRecord, ...sources: HeaderSource[]): HeaderRecord {
  for (const source of sources) {
    if (!source || typeof source !== "object") continue;
    const entries = source instanceof Headers ? source : Object.entries(source);
    for (const [name, value] of entries as Iterable<[string, unknown]>) {
      const key = name.toLowerCase();
      if (value === null) delete target[key];
      else if (Array.isArray(value)) target[key] = value.join(", ");
      else if (value !== undefined) target[key] = String(value);
    }
  }
  return target;
}

/**
 * One API call as the pipeline handles it, whatever it came as (a typed client's call, a Request, a
 * URL and init): its parts are read once, the body kept as given, so every attempt can send it again
 * without cloning anything up front. Headers are a plain record (lower-case names): the network fetch
 * takes it as is, and nothing builds a `Headers` unless somebody reads {@link Call.headers}.
 */
export class Call {
  constructor(
    readonly url: string,
    readonly method: string,
    /** Mutable: the pipeline sets `authorization` and `x-version` here, once per attempt at most. */
    readonly h: HeaderRecord,
    readonly body: BodyInit | null,
    readonly signal: AbortSignal | undefined,
    /** Other init fields of the caller (redirect, credentials...), sent on every attempt. */
    readonly extra?: RequestInit,
  ) {}

  /** The headers as a `Headers` (built on each read: for `isIdempotent` and other callbacks). */
  get headers(): Headers {
    return new Headers(this.h);
  }
}

const isStream = (body: unknown): boolean =>
  typeof ReadableStream !== "undefined" && body instanceof ReadableStream;

/** A stream body can be sent once only. */
export const replayable = (call: Call): boolean => !isStream(call.body);

/** Init key of a file transfer's call (reportkit's transfers set it): see {@link TransferMode}. */
export const TRANSFER: unique symbol = Symbol.for("reportkit.transfer") as never;

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

/** The transfer mode of a call, if it is a transfer. */
export const transferOf = (call: Call): TransferMode | undefined =>
  (call.extra as { [TRANSFER]?: TransferMode } | undefined)?.[TRANSFER];

/** The headers of any `HeadersInit` as a record with lower-case names. */
export const headerRecord = (init: HeadersInit | undefined): HeaderRecord =>
  init ? Object.fromEntries(new Headers(init)) : {};

/** The init of one attempt: the call's own fields, the attempt's signal. */
export function initFor(call: Call, signal: AbortSignal | undefined): RequestInit {
  const init: RequestInit & { duplex?: "half" } = {
    ...call.extra,
    method: call.method,
    headers: call.h,
  };
  if (signal) init.signal = signal;
  const body = transferOf(call)?.reopen?.() ?? call.body;
  if (body !== null) init.body = body;
  if (isStream(body)) init.duplex = "half";
  return init;
}

const KEPT = ["redirect", "credentials", "cache", "keepalive"] as const;

/** Reads what is to be sent: a URL and init as they are, a Request's body once (so it can be resent). */
export async function toCall(input: Request | string | URL, init?: RequestInit): Promise<Call> {
  if (typeof input === "string" || input instanceof URL) {
    const { method, headers, body, signal, ...extra } = init ?? {};
    return new Call(
      String(input),
      (method ?? "GET").toUpperCase(),
      headerRecord(headers),
      body ?? null,
      signal ?? undefined,
      extra,
    );
  }
  const request = init ? new Request(input, init) : input;
  const body = request.body ? new Uint8Array(await request.arrayBuffer()) : null;
  const extra: Record<string, unknown> = {};
  for (const key of KEPT) extra[key] = request[key];
  return new Call(request.url, request.method, headerRecord(request.headers), body, request.signal, extra);
}
