/** A bearer token as cached. Plain JSON, so any store can hold it. */
export interface CachedToken {
  accessToken: string;
  /** Epoch ms after which the server no longer accepts it (measured from when the request was sent). */
  expiresAt: number;
  /** Epoch ms when the token request was sent. */
  obtainedAt: number;
  /**
   * Epoch ms from which the provider refreshes it in the background (default: `refreshBeforeMs`
   * before expiry, at most half its life). A shared cache moves it later while another process is
   * refreshing the token, so that processes do not all ask at once.
   */
  refreshAt?: number;
  /** Space-separated scopes granted. */
  scope?: string;
  tokenType?: string;
}

/**
 * Where tokens are kept between calls. Every method may be async, so a shared store (Redis, KV...)
 * lets several processes use one token. Keys come from {@link tokenCacheKey}.
 */
export interface TokenCache {
  get(key: string): CachedToken | undefined | Promise<CachedToken | undefined>;
  set(key: string, token: CachedToken): void | Promise<void>;
  delete(key: string): void | Promise<void>;
}

/** The default cache: a Map in this process. */
export class MemoryTokenCache implements TokenCache {
  readonly #tokens = new Map<string, CachedToken>();

  get(key: string): CachedToken | undefined {
    return this.#tokens.get(key);
  }

  set(key: string, token: CachedToken): void {
    this.#tokens.set(key, token);
  }

  delete(key: string): void {
    this.#tokens.delete(key);
  }
}

/** The cache key of a token: who asked (client id), where (token URL), for what (scope, version). */
export function tokenCacheKey(parts: {
  tokenUrl: string;
  clientId: string;
  scope?: string;
  version: string;
}): string {
  return ["reportkit-token", parts.tokenUrl, parts.clientId, parts.scope ?? "", parts.version].join("|");
}
