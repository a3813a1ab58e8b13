import type { CatalogOperation } from "@reportkit/catalog";

// Whether one page of a list (printed without --paginate) has pages after it, read from the page itself:
// a next link (nextLink, @odata.nextLink, links.next), a cursor, a total beyond the items so far, or a
// full numbered page.

const present = (v: unknown) => v !== undefined && v !== null && v !== "";

export function hasMorePages(
  operation: CatalogOperation | undefined,
  body: unknown,
  query: Readonly<Record<string, unknown>>,
): boolean {
  if (!operation || operation.paging === "none" || body === null || typeof body !== "object") return false;
  const page = body as Record<string, unknown>;
  const links = page.links as Record<string, unknown> | undefined;
  if ([page.nextLink, page["@nextLink"], page["@odata.nextLink"], links?.next, page.cursor].some(present))
    return true;
  const items = page[operation.paging === "cursor" ? "body" : "data"];
  if (typeof page.total === "number" && Array.isArray(items)) {
    const index = Number(query.page ?? 0) || 0;
    const size = Number(query.pageSize ?? query.page_size ?? items.length) || items.length;
    return index * size + items.length < page.total;
  }
  // Numbered pages without a total: a full page may have another after it.
  const asked = Number(query.pageSize ?? query.page_size);
  return operation.paging === "page" && Array.isArray(items) && asked > 0 && items.length >= asked;
}
