// @reportkit/sdk/advanced: the building blocks `@reportkit/sdk` is made of, for those who assemble their
// own: the pipeline as a fetch, retry and backoff, page walkers, the polling engine, pools, slots,
// token freshness and redaction. Everything here is public and documented, and changes only with a
// changeset; most applications never need it.

export { type Freshness, freshness } from "./auth/freshness.js";
export { tokenCacheKey } from "./auth/token-cache.js";
export { type Outcome, runPool } from "./bulk/pool.js";
export { type RideOutOptions, rideOut } from "./bulk/ride-out.js";
export { createTransport, type TransportOptions } from "./clients/create-transport.js";
export { throwingClient } from "./clients/throwing-client.js";
export {
  errorFromResponse,
  type ResponseContext,
  readErrorBody,
  requestIdOf,
} from "./errors/from-response.js";
export {
  type Link,
  linkedUrl,
  operationIdIn,
  operationUrlOf,
  PLATFORM_OPERATION_URL,
  valueAt,
} from "./http/links.js";
export { parseRetryAfter } from "./http/retry-after.js";
export { slotOperationOf } from "./limit/operation-limiter.js";
export { createMemoryOperationSlots, type MemoryOperationSlotsOptions } from "./limit/operation-slots.js";
export { MemoryRateLimiterStore } from "./limit/rate-limiter.js";
export { isSheetValuesUpdate } from "./limit/sheet-writes.js";
export {
  type Log,
  type LogFunction,
  type LoggerObject,
  type LogLine,
  toLog,
} from "./logging/logger.js";
export { OPERATION_STATUSES } from "./operation/resource.js";
export { MAX_BATCH_SIZE } from "./paginate/batches.js";
export { continuationOf, nextOf, type PageFields, pageItemsOf } from "./paginate/fields.js";
export { type PaginatePagesOptions, paginatePages } from "./paginate/iterator.js";
export { PAGINATED_LISTS, PAGING_STYLES } from "./paginate/lists.js";
export type { FetchPage, PageResult } from "./paginate/page.js";
export {
  createPaginate,
  type PaginateApi,
  type PaginateClient,
  type PaginateDeps,
  type WiredPaginateClient,
} from "./paginate/paginate.js";
export {
  cursorPages,
  jsonApiPages,
  MAX_USERS_PAGE_SIZE,
  type NextLinkTransport,
  nextLinkPages,
  pageNumberPages,
} from "./paginate/styles.js";
export {
  type PollEngineOptions,
  type PollResult,
  type PollStrategies,
  pollUntilDone,
} from "./poll/engine.js";
export {
  DEFAULT_POLL_INTERVAL_MS,
  MAX_POLL_INTERVAL_MS,
  MIN_POLL_INTERVAL_MS,
  pollDelay,
} from "./poll/interval.js";
export { OPERATION_STATE_KIND, type PollState } from "./poll/state.js";
export { createWaiter, type WaiterDeps } from "./poll/waiter.js";
export { type VersionClientOptions, versionClient } from "./preview/version-client.js";
export { RESULTS_PATHS } from "./results/results.js";
export { isRefusal, isTransient, type RetryReason } from "./retry/classify.js";
export {
  backoffDelay,
  isIdempotentMethod,
  type RequestInfoLike,
  type ResolvedRetryOptions,
} from "./retry/policy.js";
export { sameOriginUrl } from "./safety/origin.js";
export { errorUrl, REDACTED, redactSecrets, redactUrl } from "./safety/redact.js";
export { isLoopbackHost, isSecureUrl, requireSecureUrl } from "./safety/require-https.js";
export { SecretRegistry, scrubError } from "./safety/secrets.js";
export { exponential } from "./time/backoff.js";
export { systemClock, type TimerOptions } from "./time/clock.js";
export { type Download, type DownloadOptions, fetchDownload } from "./transfers/download.js";
export { transferUrl } from "./transfers/origin.js";
export { uploadBody } from "./transfers/sources.js";
export { type PutOptions, putBytes } from "./transfers/upload.js";
