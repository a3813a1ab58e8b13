import { exponential } from "../time/backoff.js";

/** The least wait between two polls of one operation, whatever `Retry-After` says (0 included): 1 second. */
export const MIN_POLL_INTERVAL_MS = 1_000;
/** Without a `Retry-After` (or with 0), waits back off from the floor, doubling, up to this: 5 seconds. */
export const DEFAULT_POLL_INTERVAL_MS = 5_000;
/** Longest wait between polls, whatever `Retry-After` asks: 60 seconds. */
export const MAX_POLL_INTERVAL_MS = 60_000;

/** How long to wait between polls: every wait is at least `minIntervalMs` and at most `maxIntervalMs`. */
export interface PollIntervalOptions {
  /** Floor under every wait, whatever `Retry-After` says (0 included); default 1000 ms. */
  minIntervalMs?: number | undefined;
  /**
   * Without a `Retry-After` (or with 0), the waits start at `minIntervalMs` and double up to this;
   * default 5000 ms.
   */
  defaultIntervalMs?: number | undefined;
  /** Cap on any wait, whatever `Retry-After` asks; default 60000 ms. */
  maxIntervalMs?: number | undefined;
}

/**
 * How long to wait before the next poll: what the server asked (`Retry-After`), else (none, or 0) a
 * backoff from the floor that grows with `quietPolls`, the polls in a row that named no wait; never
 * under `minIntervalMs`, never over `maxIntervalMs`.
 */
export function pollDelay(
  retryAfterMs: number | undefined,
  quietPolls = 0,
  {
    minIntervalMs = MIN_POLL_INTERVAL_MS,
    defaultIntervalMs = DEFAULT_POLL_INTERVAL_MS,
    maxIntervalMs = MAX_POLL_INTERVAL_MS,
  }: PollIntervalOptions = {},
): number {
  const wanted = retryAfterMs || exponential(quietPolls, minIntervalMs, defaultIntervalMs);
  return Math.max(0, Math.min(maxIntervalMs, Math.max(minIntervalMs, wanted)));
}
