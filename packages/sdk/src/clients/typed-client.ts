import type { StrictClient } from "@reportkit/platform";
import type {
  BodySerializer,
  Middleware,
  MiddlewareCallbackParams,
  ParseAs,
  PathSerializer,
  QuerySerializer,
  QuerySerializerOptions,
} from "openapi-fetch";
import type { FetchLike } from "../http/fetch-like.js";
import { Call, type HeaderRecord, type HeaderSource, mergeHeaders } from "../transport/call.js";
import type { Send } from "../transport/pipeline.js";
import {
  createQuerySerializer,
  defaultBodySerializer,
  defaultPathSerializer,
  finalUrl,
} from "./serialize.js";

/** What a typed client sends through. */
export interface TypedClientOptions {
  /** The API's base address, without a trailing slash. */
  baseUrl: string;
  /** Headers of every request (lower-case names). */
  headers: HeaderRecord;
  /** The pipeline. */
  send: Send;
  /** The pipeline as a fetch, for calls that go through middleware. */
  fetch: FetchLike;
}

/**
 * A call's headers over `start`: the client's base headers are a clean record already, so a call that
 * brings none of its own (the common case) gets a copy instead of a merge.
 */
const headersOver = (
  start: HeaderRecord,
  base: HeaderRecord,
  headers: HeaderSource,
  paramHeaders: Record<string, unknown> | undefined,
): HeaderRecord =>
  headers || paramHeaders ? mergeHeaders(start, base, headers, paramHeaders) : { ...start, ...base };

interface CallOptions {
  baseUrl?: string;
  fetch?: (input: Request) => Promise<Response>;
  Request?: typeof Request;
  headers?: HeaderSource;
  params?: {
    query?: Record<string, unknown>;
    header?: Record<string, unknown>;
    path?: Record<string, unknown>;
  };
  parseAs?: ParseAs;
  querySerializer?: QuerySerializer<unknown> | QuerySerializerOptions;
  bodySerializer?: BodySerializer<unknown>;
  pathSerializer?: PathSerializer;
  body?: unknown;
  middleware?: Middleware[];
  signal?: AbortSignal | null;
  [init: string]: unknown;
}

type Result = { data?: unknown; error?: unknown; response: Response };

/** A JSON body read as text (its length unknown): an empty one is no data. */
const parseJsonText = (raw: string): unknown => (raw ? JSON.parse(raw) : undefined);

/**
 * openapi-fetch's reading of a response: no body for 204/HEAD/empty, else by `parseAs`; errors as JSON
 * or text. (A JSON body the pipeline parsed already never gets here: `call` returns it at once.)
 */
async function resultOf(response: Response, method: string, parseAs: ParseAs): Promise<Result> {
  const length = response.headers.get("Content-Length");
  if (
    response.status === 204 ||
    method === "HEAD" ||
    (length === "0" && !response.headers.get("Transfer-Encoding")?.includes("chunked"))
  ) {
    return response.ok ? { data: undefined, response } : { error: undefined, response };
  }
  if (response.ok) {
    return {
      data:
        parseAs === "stream"
          ? response.body
          : parseAs === "json" && !length
            ? parseJsonText(await response.text())
            : await response[parseAs](),
      response,
    };
  }
  let error: unknown = await response.text();
  try {
    error = JSON.parse(error as string);
  } catch {
    // Not JSON: the text itself.
  }
  return { error, response };
}

/** Middleware in the order of its response and error hooks: the last added first (holes kept). */
const lastFirst = (all: Middleware[]): (Middleware | undefined)[] => [...all].reverse();

/** The methods of an openapi-fetch client (the throwing client wraps the same). */
export const METHODS = ["GET", "PUT", "POST", "DELETE", "OPTIONS", "HEAD", "PATCH", "TRACE"] as const;

/**
 * An openapi-fetch `Client` that sends through reportkit's pipeline: the same calls, options,
 * middleware and results as openapi-fetch's own (the same serializers build the URL and the body: see serialize.ts), but
 * with no `Request` built and no `Headers` merged on the way: a call without middleware goes to the
 * pipeline as a URL, a header record and a body. Middleware gets a real `Request` and `Response`.
 */
export function createTypedClient<Paths extends {}>(options: TypedClientOptions): StrictClient<Paths> {
  const { baseUrl, headers: baseHeaders, send, fetch: wiredFetch } = options;
  const defaultQuery = createQuerySerializer();
  const middlewares: Middleware[] = [];

  async function call(path: string, method: string, given: CallOptions = {}): Promise<Result> {
    const {
      baseUrl: localBaseUrl,
      fetch: localFetch,
      Request: LocalRequest,
      headers,
      params = {},
      parseAs = "json",
      querySerializer: localQuery,
      bodySerializer,
      pathSerializer = defaultPathSerializer,
      body,
      middleware = [],
      ...init
    } = given;
    const querySerializer = !localQuery
      ? defaultQuery
      : typeof localQuery === "function"
        ? localQuery
        : createQuerySerializer(localQuery);
    // openapi-fetch drops one trailing slash of a per-call base URL.
    const base = localBaseUrl ? localBaseUrl.replace(/\/$/, "") : baseUrl;
    const url = finalUrl(base, path, params, querySerializer, pathSerializer);
    let h = headersOver({}, baseHeaders, headers, params.header);
    let serialized: unknown;
    if (body !== undefined) {
      // openapi-fetch hands serializers the merged headers (its default looks for a form Content-Type).
      const serialize = (bodySerializer ?? defaultBodySerializer) as (
        body: unknown,
        headers: unknown,
      ) => unknown;
      serialized = serialize(body, bodySerializer ? new Headers(h) : h);
      // The JSON default comes first, so that the caller's Content-Type (or its removal) wins.
      if (!(serialized instanceof FormData)) {
        h = headersOver({ "content-type": "application/json" }, baseHeaders, headers, params.header);
      }
    }
    const all = middlewares.length ? [...middlewares, ...middleware] : middleware;
    if (!all.length && !localFetch && !LocalRequest) {
      const { signal, ...extra } = init;
      let rest: RequestInit | undefined;
      for (const _ in extra) {
        rest = extra as RequestInit;
        break;
      }
      const sent = await send(
        new Call(url, method, h, (serialized ?? null) as BodyInit | null, signal ?? undefined, rest),
      );
      // The common case needs no further await: the pipeline parsed the JSON body already.
      return sent.text !== undefined && parseAs === "json"
        ? { data: sent.json, response: sent.response }
        : resultOf(sent.response, method, parseAs);
    }

    // Through middleware: a real Request and Response, as openapi-fetch builds them.
    const fetch = localFetch ?? wiredFetch;
    let request = new (LocalRequest ?? Request)(url, {
      redirect: "follow",
      ...(init as RequestInit),
      method,
      headers: h,
      body: serialized as BodyInit | undefined,
    });
    for (const key in init)
      if (!(key in request)) (request as unknown as Record<string, unknown>)[key] = init[key];
    const context = {
      schemaPath: path,
      params,
      id: Math.random().toString(36).slice(2, 11),
      options: Object.freeze({
        baseUrl: base,
        fetch,
        parseAs,
        querySerializer,
        bodySerializer: bodySerializer ?? defaultBodySerializer,
        pathSerializer,
      }) as unknown as MiddlewareCallbackParams["options"],
    };
    let response: Response | undefined;
    for (const m of all) {
      const result: unknown = await m.onRequest?.({ request, ...context });
      if (result instanceof Request) request = result;
      else if (result instanceof Response) {
        response = result;
        break;
      } else if (result) {
        throw new Error("onRequest: must return new Request() or Response() when modifying the request");
      }
    }
    if (!response) {
      try {
        response = await fetch(request);
      } catch (thrown) {
        let error: unknown = thrown;
        for (const m of lastFirst(all)) {
          const result: unknown = await m?.onError?.({ request, error, ...context });
          if (result instanceof Response) {
            response = result;
            break;
          }
          if (result instanceof Error) error = result;
          else if (result) throw new Error("onError: must return new Response() or instance of Error");
        }
        // No middleware answered for the failed fetch.
        if (!response) throw error;
      }
      for (const m of lastFirst(all)) {
        const result: unknown = await m?.onResponse?.({ request, response, ...context });
        if (result instanceof Response) response = result;
        else if (result)
          throw new Error("onResponse: must return new Response() when modifying the response");
      }
    }
    return resultOf(response, request.method, parseAs);
  }

  const client: Record<string, unknown> = {
    request: (method: string, url: string, init?: CallOptions) => call(url, method.toUpperCase(), init),
    use(...added: Middleware[]) {
      for (const m of added) {
        if (!m) continue;
        if (typeof m !== "object" || !("onRequest" in m || "onResponse" in m || "onError" in m)) {
          throw new Error(
            "Middleware must be an object with one of `onRequest()`, `onResponse() or `onError()`",
          );
        }
        middlewares.push(m);
      }
    },
    eject(...removed: Middleware[]) {
      for (const m of removed) {
        const i = middlewares.indexOf(m);
        if (i !== -1) middlewares.splice(i, 1);
      }
    },
  };
  for (const method of METHODS) client[method] = (url: string, init?: CallOptions) => call(url, method, init);
  return client as unknown as StrictClient<Paths>;
}
