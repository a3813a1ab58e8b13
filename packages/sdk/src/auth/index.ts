export { type CachedToken, MemoryTokenCache, type TokenCache, tokenCacheKey } from "./token-cache.js";
export { createTokenProvider, type TokenProvider, type TokenProviderOptions } from "./token-provider.js";
