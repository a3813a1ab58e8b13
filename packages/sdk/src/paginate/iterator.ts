import { ApiError } from "../errors/api-error.js";
import { abortable, throwIfAborted } from "../time/abortable.js";
import type { FetchPage, Page, PageResult } from "./page.js";

/** Where {@link paginatePages} starts and what stops it. */
export interface PaginatePagesOptions<TContinuation> {
  /** Where to start: a `continuation` or `next` of an earlier page. Default: the first page. */
  start?: TContinuation | undefined;
  /**
   * Fetch the following page while the caller works on the current one (never more than one page
   * ahead). Its error, if any, surfaces when the caller reaches that page. Default false.
   */
  prefetch?: boolean | undefined;
  /** Stops the walk: the pending or next step rejects with `AbortedError`, in-flight requests are aborted. */
  signal?: AbortSignal | undefined;
}

/**
 * A paginated list: `for await (const item of list)` walks every item of every page;
 * `for await (const page of list.pages())` walks the pages. Each walk starts afresh from `start`.
 */
export interface Paginated<TItem, TContinuation> extends AsyncIterable<TItem> {
  pages(): AsyncIterableIterator<Page<TItem, TContinuation>>;
  [Symbol.asyncIterator](): AsyncIterableIterator<TItem>;
}

async function* walk<TItem, TContinuation>(
  fetchPage: FetchPage<TItem, TContinuation>,
  { start, prefetch = false, signal }: PaginatePagesOptions<TContinuation>,
): AsyncGenerator<Page<TItem, TContinuation>, void, undefined> {
  // Aborts a prefetch still in flight when the caller stops early (break, throw, return).
  const stopped = new AbortController();
  const requestSignal = signal ? AbortSignal.any([signal, stopped.signal]) : stopped.signal;
  const load = (continuation: TContinuation | undefined): Promise<PageResult<TItem, TContinuation>> => {
    try {
      throwIfAborted(signal);
      return abortable(fetchPage(continuation, requestSignal), signal);
    } catch (error) {
      return Promise.reject(error);
    }
  };
  let continuation = start;
  let pending = load(continuation);
  try {
    for (;;) {
      const { items, next } = await pending;
      if (next !== undefined && Object.is(next, continuation)) {
        throw new ApiError({
          message: `Pagination did not advance: the next page is this page (${String(next)}).`,
        });
      }
      if (prefetch && next !== undefined) {
        pending = load(next);
        pending.catch(() => {}); // surfaces when the caller reaches that page
      }
      yield { items, continuation, next };
      if (next === undefined) return;
      throwIfAborted(signal);
      continuation = next;
      if (!prefetch) pending = load(continuation);
    }
  } finally {
    stopped.abort();
  }
}

/**
 * Turns a page fetcher into a paginated list (see {@link Paginated}). Nothing is fetched until the
 * caller starts iterating.
 */
export function paginatePages<TItem, TContinuation>(
  fetchPage: FetchPage<TItem, TContinuation>,
  options: PaginatePagesOptions<TContinuation> = {},
): Paginated<TItem, TContinuation> {
  return paginatedOf(() => walk(fetchPage, options));
}

/** The paginated list whose walks are `pages()`: its items are their pages' items, in order. */
export const paginatedOf = <TItem, TContinuation>(
  pages: () => AsyncIterableIterator<Page<TItem, TContinuation>>,
): Paginated<TItem, TContinuation> => ({
  pages,
  async *[Symbol.asyncIterator]() {
    for await (const page of pages()) yield* page.items;
  },
});
