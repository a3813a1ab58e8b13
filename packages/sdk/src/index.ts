// @reportkit/sdk: what users call, and the types they need. Building blocks (the pipeline, backoff,
// pools, page walkers, redaction...) are in "@reportkit/sdk/advanced"; Node-only file transfers and
// the undici transport in "@reportkit/sdk/node".

// Clients
export type { CachedToken, TokenCache } from "./auth/token-cache.js";
export { MemoryTokenCache } from "./auth/token-cache.js";
export {
  createTokenProvider,
  type TokenProvider,
  type TokenProviderOptions,
} from "./auth/token-provider.js";
// Many files and batches
export {
  type CopyFilesOptions,
  type CopyOutcome,
  type CopyRequest,
  copyFiles,
} from "./bulk/copy-files.js";
export { type BatchOutcome, type InBatchesOptions, inBatches } from "./bulk/in-batches.js";
export { errorFromResult, type FetchResultLike, unwrap } from "./clients/result-error.js";
export type { ThrowingClient, ThrowingMethod, ThrowingResult } from "./clients/throwing-client.js";
export type {
  ChainsPaths,
  ClientWiring,
  HasPlatform,
  PlatformPaths,
  PrepPaths,
  ReportkitClient,
  StyledClient,
} from "./clients/types.js";
// Configuration
export type { CredentialSources } from "./config/credential-source.js";
export {
  type EnvSource,
  optionsFromEnv,
  REPORTKIT_ENV,
  type ReportkitUrls,
} from "./config/from-env.js";
export type { ReportkitOptions } from "./config/options.js";
export { type Region, regionUrls } from "./config/regions.js";
// Errors
export {
  AbortedError,
  ApiError,
  type ApiErrorInit,
  type ApiName,
  AuthenticationError,
  ConcurrencyLimitError,
  ConflictError,
  ConnectionError,
  InvalidRequestError,
  NotFoundError,
  OperationFailedError,
  PermissionError,
  RateLimitError,
  ResponseBodyError,
  ServerError,
  TimeoutError,
} from "./errors/api-error.js";
export { ConfigurationError } from "./errors/configuration-error.js";
export { ForeignOriginError } from "./errors/foreign-origin.js";
export { type RequestIdSource, requestIdOf } from "./errors/from-response.js";
export type { AnyFetch, FetchLike } from "./http/fetch-like.js";
export { createReportkit, type Reportkit } from "./instance/reportkit.js";
export {
  createReportkitChainsClient,
  createReportkitPlatformClient,
  createReportkitPrepClient,
  type ReportkitClientOptions,
} from "./instance/standalone-clients.js";
// Limits shared by many clients
export {
  createOperationLimiter,
  type OperationLimiter,
  type OperationLimiterOptions,
} from "./limit/operation-limiter.js";
export type { OperationSlot, OperationSlots, SlotOperation } from "./limit/operation-slots.js";
export {
  createRateLimiter,
  type RateLimiter,
  type RateLimiterOptions,
  type RateLimiterStore,
} from "./limit/rate-limiter.js";
export type { LogFields, Logger, LogLevel, LogThreshold } from "./logging/logger.js";
// Operations: wait, results
export {
  actionTime,
  type KnownOperationStatus,
  type Operation,
  type OperationAction,
  type OperationDetail,
  type OperationOutcome,
  type OperationStatus,
  outcomeOf,
} from "./operation/resource.js";
// Lists
export { batches } from "./paginate/batches.js";
export type { Paginated } from "./paginate/iterator.js";
export type { ContinuationOf, PaginatedPath, PaginationStyle } from "./paginate/lists.js";
export type { Page } from "./paginate/page.js";
export {
  type Paginate,
  type PaginatedItem,
  type PaginatedPathOf,
  type PaginateInit,
  type PaginateOptions,
  paginate,
} from "./paginate/paginate.js";
export type { CallOptions } from "./pipeline/call.js";
export type { PollIntervalOptions } from "./poll/interval.js";
export type { AcceptedResult } from "./poll/source.js";
export {
  type OperationSource,
  type OperationState,
  type Poller,
  type Waited,
  type Waiter,
  type WaitOptions,
  wait,
  waiter,
} from "./poll/waiter.js";
// Other API versions (the processes preview)
export {
  type ProcessesPreviewOptions,
  type ProcessesPreviewPaths,
  processesPreview,
} from "./preview/processes.js";
export {
  type OperationResult,
  type OperationResults,
  type ResultsKind,
  results,
} from "./results/results.js";
export type { RetryOptions } from "./retry/policy.js";
export type {
  OpenTelemetryApi,
  OpenTelemetryOptions,
  OtelAttributes,
  OtelAttributeValue,
  OtelContext,
  OtelInstrument,
  OtelInstrumentOptions,
  OtelMeter,
  OtelSpan,
  OtelTracer,
} from "./telemetry/otel-api.js";
export type { Clock } from "./time/clock.js";
// File transfers: import and export, streamed
export { type ExportedFile, type ExportFileOptions, exportFile } from "./transfers/export-file.js";
export {
  type ImportedFile,
  type ImportFileOptions,
  importFile,
  type TransferOptions,
} from "./transfers/import-file.js";
export type { OnTransferProgress, TransferProgress } from "./transfers/progress.js";
export type { UploadBody, UploadSource } from "./transfers/sources.js";
export { DEFAULT_API_VERSION, PROCESSES_PREVIEW_VERSION } from "./version/versions.js";
