// The public surface of @reportkit/redis.
export type { OnUnavailable } from "./availability.js";
export type { RedisClientLike } from "./connection.js";
export { isUnreachable, RedisError, type RedisErrorCode } from "./errors.js";
export {
  createRedisOperationLimiter,
  createRedisOperationSlots,
  type RedisOperationSlotsOptions,
} from "./operation-slots.js";
export {
  createRedisOperationStore,
  type OperationClaim,
  OperationClaimedError,
  type RedisOperationStore,
  type RedisOperationStoreOptions,
} from "./operation-store.js";
export type { RedisStoreOptions } from "./options.js";
export {
  createRedisRateLimiter,
  createRedisRateLimiterStore,
  type RedisRateLimiterStoreOptions,
} from "./rate-limiter-store.js";
export { type RedisReportkitOptions, redisReportkitOptions } from "./shared.js";
export { createRedisTokenCache, type RedisTokenCacheOptions } from "./token-cache.js";
