import type { CatalogPaging } from "@reportkit/catalog";
import { ApiError } from "../../core/api-error.js";

/** One page of a list and how the next one is named (undefined on the last page). */
export interface GenericPage<T> {
  items: T[];
  /** The continuation of the next page (an opaque cursor, or the next page's number). */
  next?: string;
}

const encode = (offset: number) => Buffer.from(`o:${offset}`).toString("base64url");

function decode(token: string, param: string): number {
  const m = /^o:(\d+)$/.exec(Buffer.from(token, "base64url").toString());
  if (!m)
    throw new ApiError(400, "invalid_request", `'${token}' is not a continuation of this list.`, {
      target: param,
    });
  return Number(m[1]);
}

/** The page size asked for, the spec's default without one, clamped to the spec's maximum. */
function sizeOf(paging: CatalogPaging, query: Record<string, string>): number {
  const asked = paging.pageSize ? query[paging.pageSize.param] : undefined;
  const size = asked === undefined ? (paging.pageSize?.default ?? 50) : Number(asked);
  return Math.max(1, Math.min(size, paging.pageSize?.max ?? size));
}

/** The page of `all` a request asks for, in the list's own style (the catalogue's `paging`). */
export function pageOf<T>(
  all: T[],
  paging: CatalogPaging | undefined,
  query: Record<string, string>,
): GenericPage<T> {
  if (!paging) return { items: all };
  const size = sizeOf(paging, query);
  const token = query[paging.cursorParam];
  let start: number;
  if (paging.style === "page") start = (Number(token ?? paging.first ?? 0) - (paging.first ?? 0)) * size;
  else if (token !== undefined) start = decode(token, paging.cursorParam);
  else start = paging.offsetParam && query[paging.offsetParam] ? Number(query[paging.offsetParam]) : 0;
  const items = all.slice(start, start + size);
  if (start + size >= all.length) return { items };
  const next =
    paging.style === "page" ? String(Number(token ?? paging.first ?? 0) + 1) : encode(start + size);
  return { items, next };
}

/** Sets `value` at `field` (a member path) of `body`, making the objects on the way. */
function setAt(body: Record<string, unknown>, field: readonly string[], value: unknown): void {
  let at = body;
  for (const key of field.slice(0, -1)) {
    if (typeof at[key] !== "object" || at[key] === null) at[key] = {};
    at = at[key] as Record<string, unknown>;
  }
  const last = field.at(-1)!;
  if (value === undefined) delete at[last];
  else at[last] = value;
}

/**
 * Writes where the next page is into a page's body: a link (the request's address with the
 * continuation) or the continuation itself; on the last page null where the schema allows it (`nullable`),
 * else the member is left out.
 */
export function linkNext(
  body: Record<string, unknown>,
  paging: CatalogPaging | undefined,
  page: GenericPage<unknown>,
  url: URL,
  nullable: boolean,
): void {
  if (!paging?.next) return;
  let value: unknown = nullable ? null : undefined;
  if (page.next !== undefined) {
    if (paging.next.kind === "cursor") value = page.next;
    else {
      const link = new URL(url);
      link.searchParams.set(paging.cursorParam, page.next);
      if (paging.offsetParam) link.searchParams.delete(paging.offsetParam);
      value = link.toString();
    }
  }
  setAt(body, paging.next.field, value);
}
