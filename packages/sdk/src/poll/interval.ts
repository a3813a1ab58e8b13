/** Wait used when a response carries no `Retry-After`: 2 seconds. */
export const DEFAULT_POLL_INTERVAL_MS = 2_000;
/** Longest wait between polls, whatever `Retry-After` asks: 60 seconds. */
export const MAX_POLL_INTERVAL_MS = 60_000;

/** How long to wait before polling: what the server asked (`Retry-After`), else the default, capped. */
export function pollDelay(
  retryAfterMs: number | undefined,
  {
    defaultIntervalMs = DEFAULT_POLL_INTERVAL_MS,
    maxIntervalMs = MAX_POLL_INTERVAL_MS,
  }: { defaultIntervalMs?: number | undefined; maxIntervalMs?: number | undefined } = {},
): number {
  return Math.max(0, Math.min(maxIntervalMs, retryAfterMs ?? defaultIntervalMs));
}
