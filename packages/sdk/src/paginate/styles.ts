import { ApiError, type ApiName } from "../errors/api-error.js";
import { PAGINATED_LISTS, PAGING_STYLES } from "../generated/paginated-lists.gen.js";
import { sameOriginUrl } from "../safety/origin.js";
import { nextOf, type PageFields, pageItemsOf } from "./fields.js";
import type { FetchPage } from "./page.js";

function itemsOf<TItem>(body: unknown, fields: PageFields, api: ApiName): TItem[] {
  const items = pageItemsOf(fields, body);
  if (!items) {
    const message = `A page of the ${api} API has no "${fields.items}" array.`;
    throw new ApiError({ message, api, details: body });
  }
  return items as TItem[];
}

/** How link-paged lists fetch their first page and follow the next ones. */
export interface NextLinkTransport {
  api: ApiName;
  /** The client's base address: `@nextLink`s on another origin are refused. */
  baseUrl: string;
  /** Fetches the first page (through the generated client). */
  first(signal: AbortSignal): Promise<unknown>;
  /** GETs an absolute `@nextLink` (through the API's fetch, with its credentials). */
  follow(url: URL, signal: AbortSignal): Promise<unknown>;
}

/** Pages that name the next one by a link (`fields.next`), followed unchanged on the client's origin only. */
function linkPages<TItem>(transport: NextLinkTransport, fields: PageFields): FetchPage<TItem, string> {
  const what = fields.next?.field.join(".") ?? "the next link";
  return async (link, signal) => {
    const body =
      link === undefined
        ? await transport.first(signal)
        : await transport.follow(sameOriginUrl(link, transport.baseUrl, what), signal);
    return { items: itemsOf<TItem>(body, fields, transport.api), next: nextOf(fields, body) };
  };
}

/**
 * `{ data: T[], "@nextLink"?: string | null }` pages (platform lists): follows `@nextLink` unchanged
 * until it is absent or null. A link to another origin than `baseUrl` throws `ForeignOriginError`
 * before anything is sent. The continuation is the link.
 */
export const nextLinkPages = <TItem>(
  transport: NextLinkTransport,
  fields: PageFields = PAGING_STYLES.nextLink,
): FetchPage<TItem, string> => linkPages(transport, fields);

/**
 * JSON:API documents `{ data: T[], links: { next?: string | { href } } }` (organization report users,
 * paged with `page[size]` and `page[after]`): follows `links.next` (relative links resolve against the
 * base address) until it is absent, on the client's origin only. The continuation is the link.
 */
export const jsonApiPages = <TItem>(
  transport: NextLinkTransport,
  fields: PageFields = PAGING_STYLES.jsonApi,
): FetchPage<TItem, string> => linkPages(transport, fields);

/**
 * `{ body: T[], code, cursor: string | null }` pages (data-preparation tags): passes each `cursor` to
 * the next call, stops on a null cursor or an empty page. The continuation is the cursor.
 */
export function cursorPages<TItem>(
  call: (cursor: string | undefined, signal: AbortSignal) => Promise<unknown>,
  api: ApiName = "prep",
  fields: PageFields = PAGING_STYLES.cursor,
): FetchPage<TItem, string> {
  return async (cursor, signal) => {
    const body = await call(cursor, signal);
    const items = itemsOf<TItem>(body, fields, api);
    return { items, next: items.length > 0 ? nextOf(fields, body) : undefined };
  };
}

/** Most users a `/v1/security/users` page holds (the spec's `pageSize` maximum), and reportkit's default page size. */
// A pure call: a bundle that never pages drops it, and the table of lists with it (a bare property
// read at the top level would keep both, since reading a property may run a getter).
export const MAX_USERS_PAGE_SIZE: number = /* @__PURE__ */ (() =>
  PAGINATED_LISTS["/v1/security/users"].pageSize.max)();

/**
 * `{ data: T[] }` pages numbered from 0 with a page size (chains users): stops on a page shorter
 * than `pageSize`, an empty one included. The continuation is the page number.
 */
export function pageNumberPages<TItem>(
  call: (page: number, signal: AbortSignal) => Promise<unknown>,
  pageSize: number,
  api: ApiName = "chains",
  fields: PageFields = PAGING_STYLES.page,
): FetchPage<TItem, number> {
  return async (page = fields.first ?? 0, signal) => {
    const items = itemsOf<TItem>(await call(page, signal), fields, api);
    return { items, next: items.length < pageSize ? undefined : page + 1 };
  };
}
