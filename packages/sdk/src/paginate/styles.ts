import { ApiError, type ApiName } from "../errors/api-error.js";
import { PAGINATED_LISTS } from "../generated/paginated-lists.gen.js";
import { sameOriginUrl } from "../safety/origin.js";
import type { FetchPage } from "./page.js";

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

function itemsOf<TItem>(body: unknown, field: "data" | "body", api: ApiName): TItem[] {
  const items = isRecord(body) ? body[field] : undefined;
  if (!Array.isArray(items)) {
    throw new ApiError({ message: `A page of the ${api} API has no "${field}" array.`, api, details: body });
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

type NextOf = (body: unknown) => unknown;

/** Pages that name the next one by a link, followed unchanged on the client's origin only. */
function linkPages<TItem>(
  transport: NextLinkTransport,
  nextOf: NextOf,
  what: string,
): FetchPage<TItem, string> {
  return async (link, signal) => {
    const body =
      link === undefined
        ? await transport.first(signal)
        : await transport.follow(sameOriginUrl(link, transport.baseUrl, what), signal);
    const next = nextOf(body);
    return {
      items: itemsOf<TItem>(body, "data", transport.api),
      next: typeof next === "string" && next !== "" ? next : undefined,
    };
  };
}

/**
 * `{ data: T[], "@nextLink"?: string | null }` pages (platform lists): follows `@nextLink` unchanged
 * until it is absent or null. A link to another origin than `baseUrl` throws `ForeignOriginError`
 * before anything is sent. The continuation is the link.
 */
export const nextLinkPages = <TItem>(transport: NextLinkTransport): FetchPage<TItem, string> =>
  linkPages(transport, (body) => (isRecord(body) ? body["@nextLink"] : undefined), "@nextLink");

/**
 * JSON:API documents `{ data: T[], links: { next?: string | { href } } }` (organization report users,
 * paged with `page[size]` and `page[after]`): follows `links.next` (relative links resolve against the
 * base address) until it is absent, on the client's origin only. The continuation is the link.
 */
export const jsonApiPages = <TItem>(transport: NextLinkTransport): FetchPage<TItem, string> =>
  linkPages(
    transport,
    (body) => {
      const links = isRecord(body) ? body.links : undefined;
      const next = isRecord(links) ? links.next : undefined;
      return isRecord(next) ? next.href : next;
    },
    "links.next",
  );

/**
 * `{ body: T[], code, cursor: string | null }` pages (data-preparation tags): passes each `cursor` to
 * the next call, stops on a null cursor or an empty page. The continuation is the cursor.
 */
export function cursorPages<TItem>(
  call: (cursor: string | undefined, signal: AbortSignal) => Promise<unknown>,
  api: ApiName = "prep",
): FetchPage<TItem, string> {
  return async (cursor, signal) => {
    const body = await call(cursor, signal);
    const items = itemsOf<TItem>(body, "body", api);
    const next = isRecord(body) ? body.cursor : undefined;
    return { items, next: typeof next === "string" && next !== "" && items.length > 0 ? next : undefined };
  };
}

/**
 * Most users a `/v1/security/users` page holds (the spec's `pageSize` maximum), and reportkit's default
 * page size. Read in a pure call, so that a bundle which never pages drops the table of lists with it.
 */
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
): FetchPage<TItem, number> {
  return async (page = 0, signal) => {
    const items = itemsOf<TItem>(await call(page, signal), "data", api);
    return { items, next: items.length < pageSize ? undefined : page + 1 };
  };
}
