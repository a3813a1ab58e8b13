/** What one call of a list endpoint gave: its items and where the following page starts. */
export interface PageResult<TItem, TContinuation> {
  items: TItem[];
  /** Fetches the following page; undefined when this was the last page. */
  next: TContinuation | undefined;
}

/**
 * Fetches one page. `continuation` is undefined for the first page, else a `next` from an earlier
 * page. Must honour `signal`.
 */
export type FetchPage<TItem, TContinuation> = (
  continuation: TContinuation | undefined,
  signal: AbortSignal,
) => Promise<PageResult<TItem, TContinuation>>;

/** One page as `.pages()` yields it. Both continuations are plain JSON values, safe to store. */
export interface Page<TItem, TContinuation> {
  readonly items: TItem[];
  /**
   * What fetched this page: pass it as `resumeFrom` to fetch this page again and go on from there.
   * Undefined for the first page (resuming from undefined starts over).
   */
  readonly continuation: TContinuation | undefined;
  /**
   * What fetches the following page: pass it as `resumeFrom` to carry on after this page.
   * Undefined on the last page: there is nothing left to resume.
   */
  readonly next: TContinuation | undefined;
}
