import type { CatalogOperation } from "@reportkit/catalog";

// Whether one page of a list (printed without --paginate) has pages after it, read from the page with
// the catalogue's paging fields: the page names a next one (a link or a cursor), or, for numbered pages,
// the page is full (a full page may have another after it).

export async function hasMorePages(
  operation: CatalogOperation | undefined,
  body: unknown,
  query: Readonly<Record<string, unknown>>,
): Promise<boolean> {
  const paging = operation?.paging;
  if (!paging || body === null || typeof body !== "object") return false;
  const { nextOf, pageItemsOf } = await import("@reportkit/sdk/advanced");
  const items = pageItemsOf(paging, body) ?? [];
  if (paging.next)
    return nextOf(paging, body) !== undefined && (paging.next.kind === "link" || items.length > 0);
  const asked = paging.pageSize
    ? Number(query[paging.pageSize.param] ?? paging.pageSize.default)
    : Number.NaN;
  return asked > 0 && items.length >= asked;
}
