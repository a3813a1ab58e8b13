import type { CachedToken } from "./token-cache.js";

/** How usable a cached token is now: serve it, serve it and refresh in the background, or wait for a new one. */
export type Freshness = "fresh" | "refresh" | "stale";

/**
 * How usable `token` is at `now`. Windows are measured back from `expiresAt` and shrink for
 * short-lived tokens (at most half the lifetime for the refresh window, a quarter for the blocking
 * one); a token's own `refreshAt` moves the start of its refresh window. The one formula of
 * reportkit: token providers and shared token caches (`@reportkit/redis`) both use it.
 */
export function freshness(
  token: CachedToken | undefined,
  now: number,
  refreshBeforeMs: number,
  blockBeforeMs: number,
): Freshness {
  if (!token) return "stale";
  const lifetime = Math.max(0, token.expiresAt - token.obtainedAt);
  if (now >= token.expiresAt - Math.min(blockBeforeMs, lifetime / 4)) return "stale";
  if (now >= (token.refreshAt ?? token.expiresAt - Math.min(refreshBeforeMs, lifetime / 2))) return "refresh";
  return "fresh";
}
