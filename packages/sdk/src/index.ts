// The single public surface of @reportkit/sdk.

// Layers, usable on their own
export * from "./auth/index.js";
// Bulk copies and batches, riding out refusals
export * from "./bulk/index.js";
export {
  type ChainsPaths,
  createReportkitChainsClient,
  createReportkitPlatformClient,
  createReportkitPrepClient,
  type PlatformPaths,
  type PrepPaths,
  type ReportkitClientOptions,
  type StyledClient,
} from "./clients/api-clients.js";
// Error styles
export { errorFromResult, type FetchResultLike, unwrap } from "./clients/result-error.js";
export {
  type ThrowingClient,
  type ThrowingMethod,
  type ThrowingResult,
  throwingClient,
} from "./clients/throwing-client.js";
// Configuration
export { ConfigurationError } from "./config/configuration-error.js";
export {
  type EnvOptions,
  type EnvSource,
  optionsFromEnv,
  REPORTKIT_ENV,
  type ReportkitUrls,
} from "./config/from-env.js";
export { type Region, regionUrls } from "./config/regions.js";
// Entry point and wired clients
export { createReportkit, type Reportkit, type ReportkitOptions } from "./create-reportkit.js";
export * from "./errors/index.js";
// Building blocks
export type { AnyFetch, FetchLike } from "./http/fetch-like.js";
export * from "./limit/index.js";
export * from "./logging/index.js";
// Polling and pagination
export * from "./paginate/index.js";
export * from "./poll/index.js";
// Other API versions (the processes preview)
export * from "./preview/index.js";
// Results of completed operations
export {
  type OperationResult,
  type OperationResults,
  RESULTS_PATHS,
  type ResultsKind,
  results,
} from "./results/results.js";
export * from "./retry/index.js";
export { errorUrl, REDACTED, redactSecrets, redactUrl } from "./safety/redact.js";
export { isLoopbackHost, isSecureUrl, requireSecureUrl } from "./safety/require-https.js";
export { SecretRegistry, scrubError } from "./safety/secrets.js";
export { type Clock, systemClock, type TimerOptions } from "./time/clock.js";
export { parseRetryAfter } from "./time/retry-after.js";
// File transfers: import and export, streamed
export * from "./transfers/index.js";
export { createTransport, type TransportOptions } from "./transport.js";
export * from "./version/index.js";
