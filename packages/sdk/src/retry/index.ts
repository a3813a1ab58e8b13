export type { RetryReason } from "./classify.js";
export {
  backoffDelay,
  isIdempotentMethod,
  type RequestInfoLike,
  type ResolvedRetryOptions,
  type RetryOptions,
} from "./options.js";
