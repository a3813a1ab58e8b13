import { errorFromResult, type FetchResultLike } from "../clients/result-error.js";
import type { HasPlatform } from "../clients/types.js";
import type { ApiError } from "../errors/api-error.js";
import { type Paginated, paginatePages } from "../paginate/iterator.js";

/** The untyped view of a platform client (either error style) that a single result is read through. */
interface PlatformGet {
  GET(path: string, init: Record<string, unknown>): Promise<FetchResultLike>;
}

/**
 * The result an operation answers as one object (`GET /operations/{id}/tableEditResults` gives
 * `{ revision }`), shaped like a list of exactly one item so that `results` stays uniform: iterating
 * yields the object once and `.pages()` yields one page. Read lazily, once per walk, through the
 * instance's own platform client (with `headers`, if any); a failed answer throws the typed
 * {@link ApiError} in either error style.
 */
export function singleResult<T>(
  rk: HasPlatform,
  path: string,
  operationId: string,
  signal: AbortSignal | undefined,
  headers: Record<string, string> | undefined,
): Paginated<T, string> {
  return paginatePages<T, string>(
    async (_, pageSignal) => {
      const result = await (rk.platform as unknown as PlatformGet).GET(path, {
        params: { path: { operationId } },
        headers,
        signal: pageSignal,
      });
      const error = errorFromResult(result, { api: "platform", now: rk.platform.wiring.clock.now() });
      if (error) throw error;
      // A 200 without a body (never seen) is no result rather than an `undefined` typed as one.
      return { items: result.data ? [result.data as T] : [], next: undefined };
    },
    { signal },
  );
}
