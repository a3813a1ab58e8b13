import type {
  HttpMethod,
  OperationOf,
  PathInits,
  StrictClient,
  StrictFetchResponse,
  StrictInitParam,
} from "@reportkit/platform";
import type { Middleware } from "openapi-fetch";
import type { ApiName } from "../errors/api-error.js";
import { requestIdOf } from "../errors/from-response.js";
import { LightRequest } from "../http/light-request.js";
import { errorFromResult, type FetchResultLike } from "./result-error.js";

/** The methods of an openapi-fetch client. */
const METHODS = ["GET", "PUT", "POST", "DELETE", "OPTIONS", "HEAD", "PATCH", "TRACE"] as const;

type MediaType = `${string}/${string}`;

/**
 * What a throwing call resolves to: the success variant of openapi-fetch's result, `data` defined,
 * except for operations that may answer 202: the live service sends those with no body (only
 * `Location` and `Retry-After`), so their `data` may be undefined. Pass the whole result to `wait`.
 * `requestId` is the service's id of the request (`X-Request-Id`, `Request-Id` or `X-Correlation-Id`).
 */
export type ThrowingResult<R, Op = unknown> = R extends { data: infer D }
  ? Op extends { responses: { 202: unknown } }
    ? { data: D | undefined; response: Response; requestId: string | undefined }
    : { data: NonNullable<D>; response: Response; requestId: string | undefined }
  : never;

/** A method of a {@link ThrowingClient}: the same arguments as openapi-fetch's, never an `error`. */
export type ThrowingMethod<Paths extends {}, M extends HttpMethod, Media extends MediaType> = <
  Path extends keyof PathInits<Paths, M>,
  Init extends PathInits<Paths, M>[Path],
>(
  url: Path,
  ...init: StrictInitParam<Init, PathInits<Paths, M>[Path]>
) => Promise<
  ThrowingResult<StrictFetchResponse<OperationOf<Paths, Path, M>, Init, Media>, OperationOf<Paths, Path, M>>
>;

/** One {@link ThrowingMethod} per HTTP method, named as openapi-fetch names them (`GET`, `PUT`...). */
type ThrowingMethods<Paths extends {}, Media extends MediaType> = {
  [M in HttpMethod as Uppercase<M>]: ThrowingMethod<Paths, M, Media>;
};

/**
 * An openapi-fetch client whose calls throw the typed ApiError subclass (NotFoundError,
 * RateLimitError...) on a non-2xx answer and otherwise resolve to `{ data, response }`.
 */
export interface ThrowingClient<Paths extends {}, Media extends MediaType = MediaType>
  extends ThrowingMethods<Paths, Media> {
  use(...middleware: Middleware[]): void;
  eject(...middleware: Middleware[]): void;
}

type AnyCall = (...args: unknown[]) => Promise<FetchResultLike>;

/** How {@link styledClient} wraps a client. */
export interface StyleOptions {
  /** Calls throw the typed error of a non-2xx answer and resolve to `{ data, response }`. */
  throwOnError: boolean;
  /**
   * Calls without middleware hand the client's `fetch` a {@link LightRequest} (openapi-fetch's
   * `Request` option): only for a client whose `fetch` is reportkit's pipeline, which reads one.
   */
  light: boolean;
  api?: ApiName | undefined;
  now?: (() => number) | undefined;
}

/**
 * The openapi-fetch client in the chosen style: the same methods, `request`, `use` and `eject`, each
 * call going to openapi-fetch itself. With `light`, a call that no middleware sees (none registered
 * with `use`, none in its options) is built as a {@link LightRequest}.
 */
export function styledClient<Paths extends {}, Media extends MediaType>(
  client: StrictClient<Paths, Media>,
  options: StyleOptions,
): StrictClient<Paths, Media> | ThrowingClient<Paths, Media> {
  const registered: Middleware[] = [];
  const send = (method: (typeof METHODS)[number]) => {
    const call = client[method] as unknown as AnyCall;
    return async (url: unknown, init?: { middleware?: unknown[]; Request?: unknown }) => {
      const light = options.light && registered.length === 0 && !init?.middleware?.length && !init?.Request;
      const result = await call(url, light ? { ...init, Request: LightRequest } : init);
      if (!options.throwOnError) return result;
      const error = errorFromResult(result, { api: options.api, now: options.now?.() });
      if (error) throw error;
      return { data: result.data, response: result.response, requestId: requestIdOf(result.response) };
    };
  };
  const wrapped: Record<string, unknown> = {
    use(...middleware: Middleware[]) {
      client.use(...middleware);
      registered.push(...middleware.filter(Boolean));
    },
    eject(...middleware: Middleware[]) {
      client.eject(...middleware);
      for (const m of middleware) {
        const index = registered.indexOf(m);
        if (index !== -1) registered.splice(index, 1);
      }
    },
  };
  for (const method of METHODS) wrapped[method] = send(method);
  wrapped.request = (method: string, url: unknown, init?: Record<string, unknown>) =>
    (wrapped[method.toUpperCase()] as ReturnType<typeof send>)(url, init);
  return wrapped as unknown as StrictClient<Paths, Media> | ThrowingClient<Paths, Media>;
}

/** Wraps any openapi-fetch client so that its calls throw typed errors instead of returning `error`. */
export function throwingClient<Paths extends {}, Media extends MediaType>(
  client: StrictClient<Paths, Media>,
  context: { api?: ApiName; now?: () => number } = {},
): ThrowingClient<Paths, Media> {
  return styledClient(client, { ...context, throwOnError: true, light: false }) as ThrowingClient<
    Paths,
    Media
  >;
}
