import type { Client, FetchResponse, MaybeOptionalInit, Middleware } from "openapi-fetch";
import type { ApiName } from "../errors/api-error.js";
import { errorFromResult, type FetchResultLike } from "./result-error.js";

type HttpMethod = "get" | "put" | "post" | "delete" | "options" | "head" | "patch" | "trace";
type MediaType = `${string}/${string}`;

type PathsWith<Paths, M extends HttpMethod> = {
  [P in keyof Paths]: Paths[P] extends { [K in M]: unknown } ? P : never;
}[keyof Paths] &
  keyof Paths;

type RequiredKeysOf<T> = { [K in keyof T]-?: object extends Pick<T, K> ? never : K }[keyof T];

/** Like openapi-fetch: the init argument is optional exactly when nothing in it is required. */
type InitArgs<Init> =
  RequiredKeysOf<Init> extends never
    ? [(Init & { [key: string]: unknown })?]
    : [Init & { [key: string]: unknown }];

type Operation<Paths, Path extends keyof Paths, M extends HttpMethod> = Paths[Path][M &
  keyof Paths[Path]] extends infer O extends object
  ? O
  : never;

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
export type ThrowingMethod<Paths, M extends HttpMethod, Media extends MediaType> = <
  Path extends PathsWith<Paths, M>,
  Init extends MaybeOptionalInit<Paths[Path], M & keyof Paths[Path]>,
>(
  url: Path,
  ...init: InitArgs<Init>
) => Promise<
  ThrowingResult<FetchResponse<Operation<Paths, Path, M>, Init, Media>, Operation<Paths, Path, M>>
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

const METHODS = ["GET", "PUT", "POST", "DELETE", "OPTIONS", "HEAD", "PATCH", "TRACE"] as const;

type AnyCall = (...args: unknown[]) => Promise<FetchResultLike>;

/** Wraps a generated client so that its calls throw typed errors instead of returning `error`. */
export function throwingClient<Paths extends {}, Media extends MediaType>(
  client: Client<Paths, Media>,
  context: { api?: ApiName; now?: () => number } = {},
): ThrowingClient<Paths, Media> {
  const throwing =
    (call: AnyCall) =>
    async (...args: unknown[]) => {
      const result = await call(...args);
      const error = errorFromResult(result, { api: context.api, now: context.now?.() });
      if (error) throw error;
      return { data: result.data, response: result.response };
    };
  const wrapped: Record<string, unknown> = {
    use: (...middleware: Middleware[]) => client.use(...middleware),
    eject: (...middleware: Middleware[]) => client.eject(...middleware),
  };
  for (const method of METHODS) wrapped[method] = throwing(client[method] as unknown as AnyCall);
  return wrapped as unknown as ThrowingClient<Paths, Media>;
}
