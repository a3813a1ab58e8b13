export type { RetryReason } from "./classify.js";
export { backoffDelay, isIdempotentMethod, type RetryOptions } from "./options.js";
export { type RetryLayerOptions, withRetry } from "./with-retry.js";
export { isAttemptTimeout, withTimeout } from "./with-timeout.js";
