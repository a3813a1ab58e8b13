import type { FetchLike } from "../http/fetch-like.js";
import type { RateLimiter } from "./rate-limiter.js";

const SHEET_VALUES = /\/spreadsheets\/[^/]+\/sheets\/[^/]+\/values\/[^/]+\/?$/;

/** PUT /spreadsheets/{spreadsheetId}/sheets/{sheetId}/values/{range}: 60 per minute per workspace. */
export function isSheetValuesUpdate(request: Request): boolean {
  return request.method.toUpperCase() === "PUT" && SHEET_VALUES.test(new URL(request.url).pathname);
}

export interface RateLimitLayerOptions {
  limiter: RateLimiter;
  /** The budget's key, e.g. the workspace id; clients with the same key and limiter share it. */
  key: string;
  /** Which requests the budget covers (default {@link isSheetValuesUpdate}). */
  applies?: (request: Request) => boolean;
}

/**
 * Takes a permit before each send of a covered request. It sits inside the retry layer, so every
 * attempt (retries included) takes its own permit; the wait honours the request's AbortSignal.
 */
export function withRateLimit(next: FetchLike, options: RateLimitLayerOptions): FetchLike {
  const { limiter, key, applies = isSheetValuesUpdate } = options;
  return async (request) => {
    if (applies(request)) await limiter.acquire(key, request.signal);
    return next(request);
  };
}
