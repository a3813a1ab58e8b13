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
  /** Per-attempt timeout in ms (default 60 000); `0` or `Infinity` disables it. */
  timeoutMs?: number;
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

export interface ResolvedRetryOptions {
  maxRetries: number;
  baseDelayMs: number;
  maxDelayMs: number;
  maxRetryAfterMs: number;
  timeoutMs: number;
  deadlineMs: number;
  random: () => number;
  isIdempotent: (request: RequestInfoLike) => boolean;
}

const IDEMPOTENT = new Set(["GET", "HEAD", "OPTIONS", "PUT", "DELETE"]);

/** GET, HEAD, OPTIONS, PUT and DELETE: sending them twice has the effect of sending them once. */
export const isIdempotentMethod = (request: RequestInfoLike): boolean =>
  IDEMPOTENT.has(request.method.toUpperCase());

export function resolveRetryOptions(options: RetryOptions | false | undefined): ResolvedRetryOptions {
  const given = options === false ? { maxRetries: 0 } : (options ?? {});
  return {
    maxRetries: given.maxRetries ?? 3,
    baseDelayMs: given.baseDelayMs ?? 500,
    maxDelayMs: given.maxDelayMs ?? 20_000,
    maxRetryAfterMs: given.maxRetryAfterMs ?? 60_000,
    timeoutMs: given.timeoutMs === 0 ? Infinity : (given.timeoutMs ?? 60_000),
    deadlineMs: given.deadlineMs ?? Infinity,
    random: given.random ?? Math.random,
    isIdempotent: given.isIdempotent
      ? (request) => given.isIdempotent?.(request) ?? false
      : isIdempotentMethod,
  };
}

/** Exponential backoff with full jitter: a uniform wait in [0, min(cap, base * 2^retry)). */
export function backoffDelay(retry: number, options: ResolvedRetryOptions): number {
  const ceiling = Math.min(options.maxDelayMs, options.baseDelayMs * 2 ** retry);
  return Math.floor(options.random() * ceiling);
}
