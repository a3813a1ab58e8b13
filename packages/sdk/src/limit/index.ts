export {
  createRateLimiter,
  MemoryRateLimiterStore,
  type RateLimiter,
  type RateLimiterOptions,
  type RateLimiterStore,
} from "./rate-limiter.js";
export { isSheetValuesUpdate } from "./sheet-writes.js";
