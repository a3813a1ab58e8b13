import { joinChunks } from "../http/read-all.js";

/** An undici `Dispatcher` (`Agent`, `Pool`, `ProxyAgent`, `MockAgent`...), as far as reportkit needs to know. */
export interface UndiciDispatcher {
  /** Starts one request; undici calls the handler back (undici 7's handler API). */
  dispatch(options: object, handler: object): boolean;
}

/** An undici response's headers: lower-case names, a repeated header as an array. */
export type UndiciHeaders = Record<string, string | string[] | undefined>;

/** undici's headers as name/value pairs (a repeated header, such as Set-Cookie, once per value). */
export function headerPairs(raw: UndiciHeaders): [string, string][] {
  const pairs: [string, string][] = [];
  for (const name in raw) {
    const value = raw[name];
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const one of value) pairs.push([name, one]);
    else pairs.push([name, value]);
  }
  return pairs;
}

/** A `Response` of an answer read whole (no body for 204, 205 and 304, as the platform's fetch gives). */
export function bufferedResponse(status: number, raw: UndiciHeaders, bytes: Uint8Array): Response {
  const empty = status === 204 || status === 205 || status === 304;
  return new Response(empty ? null : (bytes as Uint8Array<ArrayBuffer>), {
    status,
    headers: headerPairs(raw),
  });
}

/** The controller undici hands a dispatch handler (undici 7's handler API). */
interface DispatchController {
  abort(reason: unknown): void;
}

/** What one buffered request sends. */
export interface BufferedRequest {
  method: string;
  headers: Record<string, string>;
  body: string | Uint8Array | null;
  signal: AbortSignal | undefined;
}

/**
 * One request through `dispatcher.dispatch` (undici's documented handler API, version 7), its answer
 * collected whole into a `Response`: no body stream, no promise per chunk, which is most of what
 * undici's `request` costs on top. An abort of `signal` aborts the request and rejects with its reason.
 */
export function dispatchBuffered(
  dispatcher: UndiciDispatcher,
  url: string,
  request: BufferedRequest,
): Promise<Response> {
  const { origin, pathname, search } = new URL(url);
  const { signal } = request;
  return new Promise<Response>((resolve, reject) => {
    let controller: DispatchController | undefined;
    let settled = false;
    let status = 0;
    let headers: UndiciHeaders = {};
    const chunks: Uint8Array[] = [];
    let length = 0;
    const settle = () => {
      settled = true;
      signal?.removeEventListener("abort", onAbort);
    };
    const fail = (error: unknown) => {
      if (settled) return;
      settle();
      reject(error);
    };
    function onAbort() {
      controller?.abort(signal?.reason);
      fail(signal?.reason);
    }
    if (signal?.aborted) return fail(signal.reason);
    signal?.addEventListener("abort", onAbort);
    dispatcher.dispatch(
      {
        origin,
        path: pathname + search,
        method: request.method,
        headers: request.headers,
        body: request.body,
      },
      {
        onRequestStart(started: DispatchController) {
          controller = started;
          if (settled) started.abort(signal?.reason);
        },
        onResponseStart(_: DispatchController, statusCode: number, raw: UndiciHeaders) {
          status = statusCode;
          headers = raw;
        },
        onResponseData(_: DispatchController, chunk: Uint8Array) {
          chunks.push(chunk);
          length += chunk.byteLength;
        },
        onResponseEnd() {
          if (settled) return;
          settle();
          // undici's chunks are views of the socket's reads, kept as its own `request` keeps them.
          try {
            resolve(bufferedResponse(status, headers, joinChunks(chunks, length)));
          } catch (error) {
            reject(error);
          }
        },
        onResponseError(_: DispatchController, error: unknown) {
          fail(error);
        },
      },
    );
  });
}
