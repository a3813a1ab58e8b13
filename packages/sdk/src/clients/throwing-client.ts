import type {
  HttpMethod,
  InitOf,
  OperationOf,
  PathsWith,
  StrictClient,
  StrictFetchResponse,
  StrictInitParam,
} from "@reportkit/platform";
import type { Middleware } from "openapi-fetch";
import type { ApiName } from "../errors/api-error.js";
import { errorFromResult, type FetchResultLike } from "./result-error.js";
import { METHODS } from "./typed-client.js";

type MediaType = `${string}/${string}`;

/**
 * What a throwing call resolves to: the success variant of openapi-fetch's result, `data` defined,
 * except for operations that may answer 202: the live service sends those with no body (only
 * `Location` and `Retry-After`), so their `data` may be undefined. Pass the whole result to `wait`.
 */
export type ThrowingResult<R, Op = unknown> = R extends { data: infer D }
  ? Op extends { responses: { 202: unknown } }
    ? { data: D | undefined; response: Response }
    : { data: NonNullable<D>; response: Response }
  : never;

/** A method of a {@link ThrowingClient}: the same arguments as openapi-fetch's, never an `error`. */
export type ThrowingMethod<Paths extends {}, M extends HttpMethod, Media extends MediaType> = <
  Path extends PathsWith<Paths, M> & keyof Paths,
  Init extends InitOf<Paths, Path, M>,
>(
  url: Path,
  ...init: StrictInitParam<Init, InitOf<Paths, Path, M>>
) => Promise<
  ThrowingResult<StrictFetchResponse<OperationOf<Paths, Path, M>, Init, Media>, OperationOf<Paths, Path, M>>
>;

/**
 * An openapi-fetch client whose calls throw the typed ApiError subclass (NotFoundError,
 * RateLimitError...) on a non-2xx answer and otherwise resolve to `{ data, response }`.
 */
export interface ThrowingClient<Paths extends {}, Media extends MediaType = MediaType> {
  GET: ThrowingMethod<Paths, "get", Media>;
  PUT: ThrowingMethod<Paths, "put", Media>;
  POST: ThrowingMethod<Paths, "post", Media>;
  DELETE: ThrowingMethod<Paths, "delete", Media>;
  OPTIONS: ThrowingMethod<Paths, "options", Media>;
  HEAD: ThrowingMethod<Paths, "head", Media>;
  PATCH: ThrowingMethod<Paths, "patch", Media>;
  TRACE: ThrowingMethod<Paths, "trace", Media>;
  use(...middleware: Middleware[]): void;
  eject(...middleware: Middleware[]): void;
}

type AnyCall = (...args: unknown[]) => Promise<FetchResultLike>;

/** Wraps a generated client so that its calls throw typed errors instead of returning `error`. */
export function throwingClient<Paths extends {}, Media extends MediaType>(
  client: StrictClient<Paths, Media>,
  context: { api?: ApiName; now?: () => number } = {},
): ThrowingClient<Paths, Media> {
  const wrapped: Record<string, unknown> = {
    use: (...middleware: Middleware[]) => client.use(...middleware),
    eject: (...middleware: Middleware[]) => client.eject(...middleware),
  };
  for (const method of METHODS) {
    const call = client[method] as unknown as AnyCall;
    wrapped[method] = async (...args: unknown[]) => {
      const result = await call(...args);
      const error = errorFromResult(result, { api: context.api, now: context.now?.() });
      if (error) throw error;
      return { data: result.data, response: result.response };
    };
  }
  return wrapped as unknown as ThrowingClient<Paths, Media>;
}
