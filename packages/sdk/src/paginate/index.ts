export { batches, MAX_BATCH_SIZE } from "./batches.js";
export { ForeignOriginError } from "./foreign-origin.js";
export { type Paginated, type PaginatePagesOptions, paginatePages } from "./iterator.js";
export { type ContinuationOf, PAGINATED_LISTS, type PaginatedPath, type PaginationStyle } from "./lists.js";
export type { FetchPage, Page, PageResult } from "./page.js";
export {
  createPaginate,
  type Paginate,
  type PaginateApi,
  type PaginateClient,
  type PaginateDeps,
  type PaginatedItem,
  type PaginatedPathOf,
  type PaginateInit,
  type PaginateOptions,
  paginate,
} from "./paginate.js";
export {
  cursorPages,
  MAX_USERS_PAGE_SIZE,
  type NextLinkTransport,
  nextLinkPages,
  pageNumberPages,
} from "./styles.js";
