import { abortable, throwIfAborted } from "../abort/until-aborted.js";
import { errorFromResult, type FetchResultLike } from "../clients/result-error.js";
import { wiringOf } from "../clients/wiring.js";
import { ApiError } from "../errors/api-error.js";
import type { Paginated } from "../paginate/iterator.js";
import type { HasPlatform } from "../poll/waiter.js";

/** The untyped view of a platform client (either error style) that a single result is read through. */
interface PlatformGet {
  GET(path: string, init: Record<string, unknown>): Promise<FetchResultLike>;
}

/**
 * The result an operation answers as one object (`GET /operations/{id}/tableEditResults` gives
 * `{ revision }`), shaped like a list of exactly one item so that `results` stays uniform: iterating
 * yields the object once and `.pages()` yields one page. Read lazily, once per walk, through the
 * instance's own platform client; a failed answer throws the typed {@link ApiError} in either error style.
 */
export function singleResult<T>(
  rk: HasPlatform,
  path: string,
  operationId: string,
  signal: AbortSignal | undefined,
  headers: Record<string, string> | undefined,
): Paginated<T, string> {
  const client = rk.platform as PlatformGet;
  const load = async (): Promise<T> => {
    const result = await client.GET(path, { params: { path: { operationId } }, headers, signal });
    const error = errorFromResult(result, { api: "platform", now: wiringOf(rk.platform)?.clock.now() });
    if (error) throw error;
    if (result.data === null || typeof result.data !== "object") {
      throw new ApiError({ message: `GET ${path} answered no result object.` });
    }
    return result.data as T;
  };
  async function* pages() {
    throwIfAborted(signal);
    const item = await abortable(load(), signal);
    yield { items: [item], continuation: undefined, next: undefined };
  }
  return {
    pages,
    async *[Symbol.asyncIterator]() {
      for await (const page of pages()) yield* page.items;
    },
  };
}
