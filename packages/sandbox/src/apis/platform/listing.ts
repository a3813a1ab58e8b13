import { decodeCursor, encodeCursor } from "./paging.js";

/** `$maxpagesize` of the platform lists (activities aside): 1 to 1000, default 1000, larger values clamped. */
export const PAGE_DEFAULT = 1000;
export const PAGE_MAX = 1000;

/** The page size a request asks for, clamped to the maximum. */
export function pageSize(query: Record<string, string>, fallback = PAGE_DEFAULT, max = PAGE_MAX): number {
  return Math.min(max, query.$maxpagesize === undefined ? fallback : Number(query.$maxpagesize));
}

/**
 * One page of `items` in the platform style: `{ data, "@nextLink"? }`. `$next` is an opaque offset
 * bound to `scope` (the list's identity); `@nextLink` is the absolute `link` with `$maxpagesize`,
 * `$next` and the `keep` parameters (such as a pinned `$revision`) already applied.
 */
export function pageOf<T>(
  items: readonly T[],
  input: {
    query: Record<string, string>;
    scope: string;
    link: string;
    keep?: Record<string, string | undefined>;
    fallbackSize?: number;
  },
): { data: T[]; "@nextLink"?: string } {
  const size = pageSize(input.query, input.fallbackSize);
  const start =
    input.query.$next === undefined ? 0 : decodeCursor(input.query.$next, "$next", input.scope).offset;
  const data = items.slice(start, start + size);
  const end = start + data.length;
  if (end >= items.length) return { data };
  const next = new URL(input.link);
  for (const [name, value] of Object.entries(input.keep ?? {})) {
    if (value !== undefined) next.searchParams.set(name, value);
  }
  next.searchParams.set("$maxpagesize", String(size));
  next.searchParams.set("$next", encodeCursor({ offset: end }, input.scope));
  return { data, "@nextLink": next.href };
}
