import type { OperationLimiter, RateLimiter, TokenCache } from "@reportkit/sdk";
import { createRedisOperationLimiter, type RedisOperationSlotsOptions } from "./operation-slots.js";
import { createRedisRateLimiter, type RedisRateLimiterStoreOptions } from "./rate-limiter-store.js";
import { createRedisTokenCache, type RedisTokenCacheOptions } from "./token-cache.js";

export interface RedisReportkitOptions
  extends Omit<RedisRateLimiterStoreOptions & RedisTokenCacheOptions & RedisOperationSlotsOptions, "limit"> {
  /** Sheet writes per `windowMs` per workspace (default 60 per 60 000 ms, the service's limit). */
  sheetWrites?: { limit?: number; windowMs?: number };
  /** Copies, imports and exports at once per workspace (default 3). */
  operations?: number;
}

/**
 * The three `createReportkit` options that make several processes act as one client of a workspace:
 * a shared sheet-write budget, a shared token (one request for all), shared operation slots.
 *
 * ```ts
 * createReportkit({ ...redisReportkitOptions({ client }), limiterKey: workspaceId })
 * ```
 */
export function redisReportkitOptions(options: RedisReportkitOptions): {
  rateLimiter: RateLimiter;
  tokenCache: TokenCache;
  operationLimiter: OperationLimiter;
} {
  return {
    rateLimiter: createRedisRateLimiter({ ...options, ...options.sheetWrites }),
    tokenCache: createRedisTokenCache(options),
    operationLimiter: createRedisOperationLimiter({ ...options, limit: options.operations }),
  };
}
