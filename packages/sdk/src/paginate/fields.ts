/**
 * The fields a list pages with, as the specs say (the catalogue's `paging`, or the SDK's generated
 * `PAGINATED_LISTS`): the array of items, the continuation's query parameter, and where a page names the
 * next one. Nothing here names a field: every name comes from these tables.
 */
export interface PageFields {
  /** The page body's array of items. */
  readonly items: string;
  /** The query parameter that carries the continuation. */
  readonly cursorParam: string;
  /** Where a page names the next one (a field path): a link to follow, or the continuation itself. */
  readonly next?: { readonly field: readonly string[]; readonly kind: "link" | "cursor" };
  /** The number of the first page, for counted pages. */
  readonly first?: number;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The items of a page (one object, a chunk of a sheet's cells, is one item); undefined when it has none. */
export function pageItemsOf(fields: Pick<PageFields, "items">, body: unknown): unknown[] | undefined {
  const items = isRecord(body) ? body[fields.items] : undefined;
  return Array.isArray(items) ? items : isRecord(items) ? [items] : undefined;
}

/**
 * What a page names as the next one: its link (a JSON:API link object's `href`) or its cursor, as it is;
 * undefined on the last page (absent, null or empty) and for counted pages.
 */
export function nextOf(fields: Pick<PageFields, "next">, body: unknown): string | undefined {
  let value: unknown = body;
  for (const key of fields.next?.field ?? []) value = isRecord(value) ? value[key] : undefined;
  if (isRecord(value)) value = value.href;
  return typeof value === "string" && value !== "" ? value : undefined;
}

/**
 * The continuation to send as `cursorParam` for the page after this one: the cursor, or the value of
 * `cursorParam` in the next link's query; undefined on the last page and for counted pages.
 */
export function continuationOf(
  fields: Pick<PageFields, "next" | "cursorParam">,
  body: unknown,
): string | undefined {
  const next = nextOf(fields, body);
  if (next === undefined || fields.next?.kind !== "link") return next;
  try {
    return new URL(next, "http://base.invalid/").searchParams.get(fields.cursorParam) ?? undefined;
  } catch {
    return undefined;
  }
}
