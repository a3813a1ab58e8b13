import type { TokenResponse } from "@reportkit/auth-api";
import { AuthenticationError, ResponseBodyError } from "../errors/api-error.js";
import { bodyField, readErrorBody, responseError } from "../errors/from-response.js";
import { withFrames, withNextStep } from "../errors/guide.js";
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
  /**
   * Where the client id and secret came from, as a refusal names them ("REPORTKIT_CLIENT_ID /
   * REPORTKIT_CLIENT_SECRET from the environment"); never the values themselves.
   */
  source?: string | undefined;
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
 * with the server's `error` as `code` and `error_description` in the message, which names the token URL
 * and where the credentials came from. Any other failure keeps its own class (ServerError,
 * RateLimitError...) and names the token endpoint.
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
    // Refused credentials are rethrown below as an AuthenticationError: this one is only its cause.
    const refused = response.status === 400 || response.status === 401;
    const typed = responseError(
      response,
      body,
      { ...where, now: clock.now(), what: "Token request failed" },
      refused,
    );
    if (!refused) throw typed;
    const code = bodyField(body, "error");
    const description =
      bodyField(body, "error_description") ?? code ?? (response.statusText || "no reason given");
    throw withFrames(
      1,
      () =>
        new AuthenticationError({
          ...where,
          message: withNextStep(
            `Token request refused (${response.status}${code ? ` ${code}` : ""}): ${description} (POST ${where.url})`,
            `Check ${params.source ?? "the clientId / clientSecret options"}, and that they are for this token endpoint's region.`,
            "authenticationerror",
          ),
          status: response.status,
          code: code ?? typed.code,
          version: typed.version,
          requestId: typed.requestId,
          cause: typed,
        }),
    );
  }
  const body = (await response.json().catch(() => undefined)) as Partial<TokenResponse> | undefined;
  if (typeof body?.access_token !== "string" || typeof body.expires_in !== "number") {
    throw new ResponseBodyError({
      ...where,
      status: response.status,
      message: withNextStep(
        `The token endpoint answered ${response.status} without access_token and expires_in (POST ${where.url})`,
        "Check urls.auth (REPORTKIT_AUTH_URL).",
        "responsebodyerror",
      ),
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
