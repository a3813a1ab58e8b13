import { ConfigurationError } from "../config/configuration-error.js";
import { cloneRequest, withHeaders } from "../http/derive-request.js";
import type { FetchLike } from "../http/fetch-like.js";
import { errorUrl } from "../http/response-origin.js";
import { isSecureUrl } from "../safety/require-https.js";
import { scrubError } from "../safety/scrub-error.js";
import type { TokenProvider } from "./token-provider.js";

export interface AuthLayerOptions {
  tokens: TokenProvider;
  /** Send the token over plain HTTP to non-loopback hosts too (default false: refuse). */
  allowInsecureHttp?: boolean;
}

/**
 * Adds `Authorization: Bearer <token>`. A 401 means the token was rejected (revoked, expired early):
 * the token is invalidated and the call is sent once more with a fresh one. The request is cloned
 * before the first send so its body can go again; a 401 changed nothing on the server, so this is
 * safe for a POST too.
 */
export function withAuth(next: FetchLike, options: AuthLayerOptions): FetchLike {
  const { tokens, allowInsecureHttp = false } = options;
  // A failed send's error never carries the token onwards (some fetches echo headers into messages).
  const send = (request: Request, token: string) =>
    next(withHeaders(request, { Authorization: `Bearer ${token}` })).catch((error: unknown) => {
      throw scrubError(error, [token]);
    });
  return async (request) => {
    if (!isSecureUrl(request.url, allowInsecureHttp)) {
      throw new ConfigurationError(
        `Refusing to send a bearer token over plain HTTP to ${errorUrl(request.url)} (use HTTPS, or allowInsecureHttp: true).`,
      );
    }
    const spare = cloneRequest(request);
    const token = await tokens.getToken({ signal: request.signal });
    const response = await send(request, token);
    if (response.status !== 401) return response;
    await response.body?.cancel().catch(() => {});
    await tokens.invalidate(token);
    const fresh = await tokens.getToken({ signal: request.signal });
    return send(spare, fresh);
  };
}
