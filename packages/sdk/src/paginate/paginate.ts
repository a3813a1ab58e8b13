import type { Client, FetchOptions } from "openapi-fetch";
import { type FetchResultLike, unwrap } from "../clients/result-error.js";
import type { ThrowingClient } from "../clients/throwing-client.js";
import type { ChainsPaths, ClientWiring, PlatformPaths, PrepPaths } from "../clients/types.js";
import { ApiError, type ApiName } from "../errors/api-error.js";
import type { FetchLike } from "../http/fetch-like.js";
import { type HeaderSource, mergeHeaders } from "../http/headers.js";
import type { CallOptions } from "../pipeline/call.js";
import { getJson } from "./http.js";
import { type Paginated, paginatePages } from "./iterator.js";
import { type ContinuationOf, listOf, type PaginatedPath, type PaginationStyle } from "./lists.js";
import type { FetchPage } from "./page.js";
import {
  cursorPages,
  jsonApiPages,
  MAX_USERS_PAGE_SIZE,
  type NextLinkTransport,
  nextLinkPages,
  pageNumberPages,
} from "./styles.js";
import { tracedList } from "./traced.js";

/** One API as `paginate` needs it: its generated client, its fetch (with credentials) and base address. */
export interface PaginateApi<TClient> {
  client: TClient;
  /** Used for `@nextLink` pages; adds auth, version and retries like the client's own fetch. */
  fetch: FetchLike;
  /** The client's base address; links to any other origin are refused. */
  baseUrl: string;
}

/** The three APIs as {@link createPaginate} needs them, for clients reportkit did not build. */
export interface PaginateDeps {
  platform: PaginateApi<Client<PlatformPaths>>;
  prep: PaginateApi<Client<PrepPaths>>;
  chains: PaginateApi<Client<ChainsPaths>>;
}

/** A client of one of the three APIs (in either error style, or a plain openapi-fetch one). */
export type PaginateClient =
  | Client<PlatformPaths>
  | Client<PrepPaths>
  | Client<ChainsPaths>
  | ThrowingClient<PlatformPaths>
  | ThrowingClient<PrepPaths>
  | ThrowingClient<ChainsPaths>;

/** A client of one of the three APIs built by reportkit (it carries its wiring). */
export type WiredPaginateClient = PaginateClient & { readonly wiring: ClientWiring };

type PathsOf<C> =
  C extends Client<infer Paths, infer _Media>
    ? Paths
    : C extends ThrowingClient<infer Paths, infer _Media>
      ? Paths
      : never;
type GetOf<C, P> = P extends keyof PathsOf<C>
  ? PathsOf<C>[P] extends { get: infer Op }
    ? Op
    : never
  : never;
type JsonOf<Op> = Op extends { responses: { 200: { content: { "application/json": infer Body } } } }
  ? Body
  : never;

/** The paginated paths of client `C`. */
export type PaginatedPathOf<C extends PaginateClient> = Extract<keyof PathsOf<C>, PaginatedPath>;

/** The request options of the list, as `client.GET(path, init)` takes them (minus `signal` and `parseAs`). */
export type PaginateInit<C extends PaginateClient, P extends PaginatedPathOf<C>> = Omit<
  FetchOptions<GetOf<C, P>>,
  "signal" | "parseAs"
>;

/** The item type of the list: the elements of its page's `data` (or, for tags, `body`) array. */
export type PaginatedItem<C extends PaginateClient, P extends PaginatedPathOf<C>> =
  JsonOf<GetOf<C, P>> extends { data: (infer Item)[] }
    ? Item
    : JsonOf<GetOf<C, P>> extends { body: (infer Item)[] }
      ? Item
      : never;

/** How `paginate` walks: where to start, whether to prefetch, what stops it, and each page's `retry` and time limit. */
export interface PaginateOptions<TContinuation> extends Pick<CallOptions, "retry"> {
  /** The longest each page's call may take (ms), its retries included (`timeoutMs` of each page). */
  pageTimeoutMs?: number;
  /** Stops the walk with `AbortedError`; in-flight requests are aborted. */
  signal?: AbortSignal;
  /** Fetch the next page while the current one is being used (at most one page ahead). */
  prefetch?: boolean;
  /** A `continuation` or `next` of a page from an earlier walk, to start there. */
  resumeFrom?: TContinuation;
}

/** `init` is optional exactly when every request option of the list is. */
type PaginateArgs<C extends PaginateClient, P extends PaginatedPathOf<C>> =
  Partial<PaginateInit<C, P>> extends PaginateInit<C, P>
    ? [init?: PaginateInit<C, P>, options?: PaginateOptions<ContinuationOf<P>>]
    : [init: PaginateInit<C, P>, options?: PaginateOptions<ContinuationOf<P>>];

/**
 * Walks every page of a list endpoint: `for await (const item of paginate(client, path, init))`,
 * or `.pages()` for the pages and their continuations. `Base` is the kind of client it takes.
 */
export type Paginate<Base extends PaginateClient = WiredPaginateClient> = <
  C extends Base,
  P extends PaginatedPathOf<C>,
>(
  client: C,
  path: P,
  ...args: PaginateArgs<C, P>
) => Paginated<PaginatedItem<C, P>, ContinuationOf<P>>;

/** The untyped view of a generated client this module calls through. */
interface ClientLike {
  GET(path: string, init: Record<string, unknown>): Promise<FetchResultLike>;
}
type Init = {
  params?: { query?: Record<string, unknown>; header?: Record<string, unknown> } & Record<string, unknown>;
  headers?: HeaderSource;
} & Record<string, unknown>;

function withQuery(init: Init, change: (query: Record<string, unknown>) => void): Init {
  const query = { ...init.params?.query };
  change(query);
  return { ...init, params: { ...init.params, query } };
}

type Locate = (client: PaginateClient, api: ApiName) => { fetch: FetchLike; baseUrl: string };
type Untyped = (
  client: PaginateClient,
  path: string,
  init?: Init,
  options?: PaginateOptions<string | number>,
) => Paginated<unknown, string | number>;

/**
 * Creates `paginate` for the three APIs' list endpoints: platform activities and sample attachments
 * (`@nextLink`), data-preparation tags (`cursor`), chains users (`page`/`pageSize`, default 100).
 * The first page goes through `client.GET(path, init)`; `@nextLink` pages through the API's `fetch`.
 */
export function createPaginate(deps: PaginateDeps): Paginate<PaginateClient> {
  return paginateWith((_, api) => deps[api as keyof PaginateDeps]) as Paginate<PaginateClient>;
}

/**
 * Walks every page of a list endpoint of a client built by reportkit (`createReportkit`, or a
 * `createReportkit*Client`): `for await (const user of paginate(rk.chains, "/v1/security/users"))`,
 * or `.pages()` for the pages and their continuations. `@nextLink` pages go through the client's own
 * wired fetch and must stay on its origin.
 */
export const paginate: Paginate = /* @__PURE__ */ paginateWith(
  (client) => (client as WiredPaginateClient).wiring,
) as Paginate;

function paginateWith(locate: Locate): Untyped {
  function paginate(
    client: PaginateClient,
    path: string,
    init: Init = {},
    options: PaginateOptions<string | number> = {},
  ): Paginated<unknown, string | number> {
    const list = listOf(path);
    if (!list) throw new ApiError({ message: `${path} is not a paginated list that paginate knows.` });
    const { api } = list;
    const style: PaginationStyle = list.style;
    const caller = client as unknown as ClientLike;
    // Each page is its own call: the walk's `retry` and `pageTimeoutMs` apply to every one of them.
    const perPage: CallOptions = { retry: options.retry, timeoutMs: options.pageTimeoutMs };
    const get = async (pageInit: Init, signal: AbortSignal) =>
      unwrap(await caller.GET(path, { ...pageInit, ...perPage, signal }), { api });

    let fetchPage: FetchPage<unknown, string> | FetchPage<unknown, number>;
    let start = options.resumeFrom;
    if (style === "nextLink" || style === "jsonApi") {
      const { fetch, baseUrl } = locate(client, api);
      // A followed link carries the filter, sort and cursor; the call's headers go with it unchanged.
      const headers = Object.fromEntries(mergeHeaders(new Headers(), init.headers, init.params?.header));
      const transport: NextLinkTransport = {
        api,
        baseUrl,
        first: (signal) => get(init, signal),
        follow: (url, signal) => getJson(fetch, url, signal, api, headers, perPage),
      };
      fetchPage = style === "jsonApi" ? jsonApiPages(transport, list) : nextLinkPages(transport, list);
    } else if (style === "cursor") {
      // Later calls carry the cursor instead of the offset: the cursor already says where to go on.
      const { cursorParam, offsetParam } = list;
      const withCursor = (cursor: string) =>
        withQuery(init, (query) => {
          query[cursorParam] = cursor;
          if (offsetParam) delete query[offsetParam];
        });
      fetchPage = cursorPages(
        (cursor, signal) => get(cursor === undefined ? init : withCursor(cursor), signal),
        api,
        list,
      );
    } else {
      const sizeParam = list.pageSize?.param ?? "";
      const max = list.pageSize?.max ?? Number.MAX_SAFE_INTEGER;
      const query = init.params?.query ?? {};
      const pageSize = query[sizeParam] ?? list.pageSize?.max ?? MAX_USERS_PAGE_SIZE;
      if (typeof pageSize !== "number" || !Number.isInteger(pageSize) || pageSize < 1 || pageSize > max) {
        throw new RangeError(`${sizeParam} must be an integer from 1 to ${max}; got ${String(pageSize)}.`);
      }
      const pageParam = list.cursorParam;
      if (start === undefined && typeof query[pageParam] === "number") start = query[pageParam];
      fetchPage = pageNumberPages(
        (page, signal) =>
          get(
            withQuery(init, (q) => {
              q[pageParam] = page;
              q[sizeParam] = pageSize;
            }),
            signal,
          ),
        pageSize,
        api,
        list,
      );
    }
    const pages = paginatePages(fetchPage as FetchPage<unknown, string | number>, {
      start,
      prefetch: options.prefetch,
      signal: options.signal,
    });
    const traced = (locate(client, api) as { fetch?: FetchLike } | undefined)?.fetch;
    return traced ? tracedList(pages, traced, api, path) : pages;
  }
  return paginate;
}
