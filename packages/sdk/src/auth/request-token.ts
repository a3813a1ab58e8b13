import type { TokenResponse } from "@reportkit/auth-api";
import { AuthenticationError, ResponseBodyError } from "../errors/api-error.js";
import { bodyField, errorFromResponse, readErrorBody } from "../errors/from-response.js";
import type { FetchLike } from "../http/fetch-like.js";
import { errorUrl } from "../safety/redact.js";
import type { Clock } from "../time/clock.js";
import type { CachedToken } from "./token-cache.js";

export interface TokenRequestParams {
  tokenUrl: string;
  clientId: string;
  clientSecret: string;
  scope?: string | undefined;
  version: string;
  /** `form` (default): application/x-www-form-urlencoded;charset=UTF-8; `json`: application/json. */
  encoding: "form" | "json";
}

function requestInit(params: TokenRequestParams): RequestInit {
  const fields: Record<string, string> = {
    client_id: params.clientId,
    client_secret: params.clientSecret,
    grant_type: "client_credentials",
  };
  if (params.scope) fields.scope = params.scope;
  const json = params.encoding === "json";
  return {
    method: "POST",
    headers: {
      Accept: "application/json",
      "Content-Type": json ? "application/json" : "application/x-www-form-urlencoded;charset=UTF-8",
      "X-Version": params.version,
    },
    body: json ? JSON.stringify(fields) : new URLSearchParams(fields).toString(),
  };
}

/**
 * One client-credentials exchange through `send` (a pipeline that retries it: it changes nothing on
 * the server). Expiry is measured from when the request was sent, so the cached expiry is never later
 * than the server's. Only a 400 or 401 means the credentials were refused: {@link AuthenticationError}
 * with the server's `error` as `code` and `error_description` in the message. Any other failure keeps
 * its own class (ServerError, RateLimitError...) and names the token endpoint.
 */
export async function requestToken(
  send: FetchLike,
  params: TokenRequestParams,
  clock: Clock,
): Promise<CachedToken> {
  const sentAt = clock.now();
  const response = await send(params.tokenUrl, requestInit(params));
  const where = { api: "auth" as const, method: "POST", url: errorUrl(params.tokenUrl) };
  if (!response.ok) {
    const body = await readErrorBody(response);
    const typed = errorFromResponse(response, body, {
      ...where,
      now: clock.now(),
      what: "Token request failed",
    });
    if (response.status !== 400 && response.status !== 401) throw typed;
    const code = bodyField(body, "error");
    const description =
      bodyField(body, "error_description") ?? code ?? (response.statusText || "no reason given");
    throw new AuthenticationError({
      ...where,
      message: `Token request refused (${response.status}${code ? ` ${code}` : ""}): ${description}`,
      status: response.status,
      code: code ?? typed.code,
      version: typed.version,
      requestId: typed.requestId,
      cause: typed,
    });
  }
  const body = (await response.json().catch(() => undefined)) as Partial<TokenResponse> | undefined;
  if (typeof body?.access_token !== "string" || typeof body.expires_in !== "number") {
    throw new ResponseBodyError({
      ...where,
      status: response.status,
      message: `The token endpoint answered ${response.status} without access_token and expires_in (POST ${where.url})`,
    });
  }
  return {
    accessToken: body.access_token,
    expiresAt: sentAt + body.expires_in * 1000,
    obtainedAt: sentAt,
    scope: body.scope,
    tokenType: body.token_type,
  };
}
