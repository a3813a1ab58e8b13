import { misconfigured } from "../errors/configuration-error.js";
import type { AnyFetch } from "../http/fetch-like.js";
import { TRANSFER, type TransferMode } from "../pipeline/call.js";
import { bufferedResponse, dispatchBuffered, headerPairs, type UndiciDispatcher } from "./undici-dispatch.js";
import { webStream } from "./web-stream.js";

/** The connection pools of {@link createUndiciFetch}, or a dispatcher of your own. */
export interface UndiciFetchOptions {
  /** Connections per origin (default 64). */
  connections?: number;
  /** Requests pipelined per connection (default 1: none, which every server supports). */
  pipelining?: number;
  /** How long an idle connection is kept, in ms (default 4 000, undici's). */
  keepAliveTimeoutMs?: number;
  /**
   * Send through an HTTP(S) proxy: `"env"` honours `HTTPS_PROXY`, `HTTP_PROXY` and `NO_PROXY` (and
   * their lower-case forms; undici's `EnvHttpProxyAgent`), a URL sends everything through that proxy
   * (undici's `ProxyAgent`; credentials in the URL go as `Proxy-Authorization`). Default: none.
   */
  proxy?: "env" | string | false;
  /** Bring your own undici dispatcher (an Agent, a Pool, a ProxyAgent, a MockAgent); the options above are then ignored. */
  dispatcher?: UndiciDispatcher;
}

type Undici = typeof import("undici");

/** The `undici` package, loaded on first use: only this transport needs it (an optional peer dependency). */
const loadUndici = (): Promise<Undici> =>
  import("undici").catch((cause: unknown) => {
    throw misconfigured(
      "createUndiciFetch needs the undici package (version 7 or later), an optional peer dependency of @reportkit/sdk; nothing else in @reportkit/sdk/node needs it.",
      "Run `npm install undici`.",
      { cause },
    );
  });

/** The request's headers as undici takes them: the pipeline's record of lower-case names as it is. */
function headerRecord(headers: HeadersInit | undefined): Record<string, string> {
  if (headers && !(headers instanceof Headers) && !Array.isArray(headers)) return headers;
  const record: Record<string, string> = {};
  new Headers(headers).forEach((value, name) => {
    record[name] = value;
  });
  return record;
}

async function bodyFor(
  body: BodyInit | null | undefined,
): Promise<string | Uint8Array | AsyncIterable<Uint8Array> | null> {
  if (body == null) return null;
  if (typeof body === "string" || body instanceof Uint8Array) return body;
  if (body instanceof ArrayBuffer) return new Uint8Array(body);
  if (body instanceof URLSearchParams) return body.toString();
  // Uploads stream as they are read, never buffered.
  if (body instanceof ReadableStream) return body as unknown as AsyncIterable<Uint8Array>;
  if (body instanceof Blob) return body.stream() as unknown as AsyncIterable<Uint8Array>;
  // Blobs, FormData, streams: let the platform encode them (FormData gets its boundary in the header).
  return new Uint8Array(await new Response(body).arrayBuffer());
}

/**
 * A network fetch for Node servers on undici's keep-alive connection pools: a call is sent with the
 * dispatcher's `dispatch` and its answer collected whole (no stream either way), so reportkit calls
 * cost less than with the global fetch; file transfers go through undici's `request`, streamed. Pass it as the
 * `fetch` option: `createReportkit({ fetch: createUndiciFetch() })`. The response body is read whole
 * inside the call (reportkit's time limits cover it), and the returned `Response` serves it as usual;
 * a file transfer's body is streamed instead, both ways (uploads as they are read, downloads as they arrive).
 * Redirects are not followed (the APIs do not redirect). `proxy` sends through an HTTP(S) proxy. Needs
 * the `undici` package (>= 7), loaded on the first request: without it that request fails with a
 * {@link ConfigurationError} saying so.
 */
export function createUndiciFetch(options: UndiciFetchOptions = {}): AnyFetch {
  const { proxy = false } = options;
  if (proxy && options.dispatcher) {
    throw misconfigured("createUndiciFetch takes a proxy or a dispatcher, not both.", "Pass one of them.");
  }
  let ready: Promise<{ request: Undici["request"]; dispatcher: UndiciDispatcher }> | undefined;
  const load = async () => {
    const { Agent, EnvHttpProxyAgent, ProxyAgent, request } = await loadUndici();
    const pools = {
      connections: options.connections ?? 64,
      pipelining: options.pipelining ?? 1,
      keepAliveTimeout: options.keepAliveTimeoutMs ?? 4_000,
    };
    const dispatcher: UndiciDispatcher =
      options.dispatcher ??
      (proxy === "env"
        ? new EnvHttpProxyAgent(pools)
        : proxy
          ? new ProxyAgent({ ...pools, uri: proxy })
          : new Agent(pools));
    return { request, dispatcher };
  };
  return async (url, init) => {
    // A failed load is tried again by the next request (undici may have been installed meanwhile).
    ready ??= load().catch((error: unknown) => {
      ready = undefined;
      throw error;
    });
    const { request, dispatcher } = await ready;
    const headers = headerRecord(init.headers);
    const method = init.method ?? "GET";
    const body = await bodyFor(init.body);
    const signal = init.signal ?? undefined;
    const transfer = (init as { [TRANSFER]?: TransferMode })[TRANSFER];
    // A call read whole goes through dispatch (no stream either way); transfers and streamed uploads
    // through `request`, whose body streams.
    if (!transfer && (body === null || typeof body === "string" || body instanceof Uint8Array)) {
      return dispatchBuffered(dispatcher, url, { method, headers, body, signal });
    }
    const answer = await request(url, {
      dispatcher: dispatcher as never,
      method: method as never,
      headers,
      // undici sends async iterables (streams) as they are read.
      body: body as string | Uint8Array | null,
      signal,
    });
    const status = answer.statusCode;
    if (transfer?.unreadBody && status >= 200 && status < 300 && status !== 204) {
      return new Response(webStream(answer.body), { status, headers: headerPairs(answer.headers) });
    }
    return bufferedResponse(status, answer.headers, new Uint8Array(await answer.body.arrayBuffer()));
  };
}
