import {
  type GeneratedPaginatedList,
  type GeneratedPaginationStyle,
  PAGINATED_LISTS,
  PAGING_STYLES,
} from "../generated/paginated-lists.gen.js";

export { PAGINATED_LISTS, PAGING_STYLES };

/** How a list endpoint pages (derived from the specs at generation time). */
export type PaginationStyle = GeneratedPaginationStyle;

/** A path `paginate` can walk: every list operation of the specs. */
export type PaginatedPath = keyof typeof PAGINATED_LISTS;

/** The continuation of a list: the `@nextLink`, `links.next` or cursor (text), or the page number. */
export type ContinuationOf<P extends PaginatedPath> = (typeof PAGINATED_LISTS)[P]["style"] extends "page"
  ? number
  : string;

/** How the list at `path` pages, with its fields; undefined when `path` is no list of the specs. */
export function listOf(path: string): GeneratedPaginatedList | undefined {
  if (!Object.hasOwn(PAGINATED_LISTS, path)) return undefined;
  const entry = PAGINATED_LISTS[path as PaginatedPath];
  return { ...PAGING_STYLES[entry.style], ...entry };
}
