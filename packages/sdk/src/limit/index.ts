export {
  createRateLimiter,
  MemoryRateLimiterStore,
  type RateLimiter,
  type RateLimiterOptions,
  type RateLimiterStore,
} from "./rate-limiter.js";
export { isSheetValuesUpdate, type RateLimitLayerOptions, withRateLimit } from "./with-rate-limit.js";
