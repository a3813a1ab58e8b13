import { exponential } from "../time/backoff.js";

/** How the retry layer behaves; every field has a default. */
export interface RetryOptions {
  /** Retries after the first attempt (default 3, so at most 4 sends). 0 disables retrying. */
  maxRetries?: number;
  /** First backoff step in ms (default 500); step n is `baseDelayMs * 2^n`, capped. */
  baseDelayMs?: number;
  /** Cap of one backoff wait in ms (default 20 000). */
  maxDelayMs?: number;
  /**
   * Longest `Retry-After` (ms) the layer sleeps on (default 60 000). A longer one is not waited
   * for: the response is returned as is (the throwing style raises RateLimitError with `retryAfter`).
   */
  maxRetryAfterMs?: number;
  /**
   * The longest one attempt may take in ms, headers and whole body (default 60 000); `0` or `Infinity`
   * disables it. Not `timeoutMs`: that name is always a whole call's limit (a call's, a wait's...).
   */
  attemptTimeoutMs?: number;
  /** Overall budget in ms for all attempts and waits of one call (default: none). */
  deadlineMs?: number;
  /** Source of jitter in [0, 1) (default Math.random); inject one in tests. */
  random?: () => number;
  /**
   * Whether a request may be resent when its outcome is unknown (5xx answers, timeouts, resets, broken
   * bodies). Default: GET, HEAD, OPTIONS, PUT and DELETE. Never return true for a POST that writes.
   */
  isIdempotent?(request: RequestInfoLike): boolean;
}

/** What `isIdempotent` is shown of a request. */
export interface RequestInfoLike {
  readonly method: string;
  readonly url: string;
  readonly headers: Headers;
}

/** Retry settings with every default filled in (what the pipeline reads). */
export interface ResolvedRetryOptions {
  maxRetries: number;
  baseDelayMs: number;
  maxDelayMs: number;
  maxRetryAfterMs: number;
  attemptTimeoutMs: number;
  deadlineMs: number;
  random: () => number;
  isIdempotent: (request: RequestInfoLike) => boolean;
}

const IDEMPOTENT = new Set(["GET", "HEAD", "OPTIONS", "PUT", "DELETE"]);

/** GET, HEAD, OPTIONS, PUT and DELETE: sending them twice has the effect of sending them once. */
export const isIdempotentMethod = (request: RequestInfoLike): boolean =>
  IDEMPOTENT.has(request.method.toUpperCase());

const DEFAULTS: ResolvedRetryOptions = {
  maxRetries: 3,
  baseDelayMs: 500,
  maxDelayMs: 20_000,
  maxRetryAfterMs: 60_000,
  attemptTimeoutMs: 60_000,
  deadlineMs: Infinity,
  random: Math.random,
  isIdempotent: isIdempotentMethod,
};

/**
 * `options` over `base` (default: reportkit's defaults): every field given wins, `false` sends once,
 * an `attemptTimeoutMs` of 0 means none. Resolved once per client, and again only for a call that brings its
 * own `retry` or `timeoutMs`.
 */
export function resolveRetryOptions(
  options: RetryOptions | false | undefined,
  base: ResolvedRetryOptions = DEFAULTS,
): ResolvedRetryOptions {
  if (options === undefined) return base;
  const given = options === false ? { maxRetries: 0 } : options;
  const resolved = { ...base };
  for (const key of Object.keys(given) as (keyof RetryOptions)[]) {
    if (given[key] !== undefined) (resolved as Record<string, unknown>)[key] = given[key];
  }
  resolved.attemptTimeoutMs ||= Infinity; // 0: none
  return resolved;
}

/** Exponential backoff with full jitter: a uniform wait in [0, min(cap, base * 2^retry)). */
export const backoffDelay = (retry: number, options: ResolvedRetryOptions): number =>
  Math.floor(options.random() * exponential(retry, options.baseDelayMs, options.maxDelayMs));
