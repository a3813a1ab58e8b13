import type { TokenResponse } from "@reportkit/auth-api";
import { AuthenticationError } from "../errors/api-error.js";
import { errorFromResponse, readErrorBody } from "../errors/from-response.js";
import type { FetchLike } from "../http/fetch-like.js";
import { errorUrl } from "../http/response-origin.js";
import { REDACTED, redactSecrets } from "../safety/redact.js";
import type { Clock } from "../time/clock.js";
import type { CachedToken } from "./token-cache.js";

export interface TokenRequestParams {
  tokenUrl: string;
  clientId: string;
  clientSecret: string;
  scope?: string;
  version: string;
  /** `form` (default): application/x-www-form-urlencoded;charset=UTF-8; `json`: application/json. */
  encoding: "form" | "json";
}

function buildRequest(params: TokenRequestParams): Request {
  const fields: Record<string, string> = {
    client_id: params.clientId,
    client_secret: params.clientSecret,
    grant_type: "client_credentials",
  };
  if (params.scope) fields.scope = params.scope;
  const json = params.encoding === "json";
  return new Request(params.tokenUrl, {
    method: "POST",
    headers: {
      Accept: "application/json",
      "Content-Type": json ? "application/json" : "application/x-www-form-urlencoded;charset=UTF-8",
      "X-Version": params.version,
    },
    body: json ? JSON.stringify(fields) : new URLSearchParams(fields).toString(),
  });
}

/** The secret as it may appear in an echo of the request: raw, JSON-escaped, form- or URL-encoded. */
const secretForms = (secret: string): string[] => [
  secret,
  JSON.stringify(secret).slice(1, -1),
  new URLSearchParams({ s: secret }).toString().slice(2),
  encodeURIComponent(secret),
];

/** Scrubs the secret from a body the server sent back (in case it echoes the request). */
function scrub(body: unknown, secret: string): unknown {
  if (body === undefined) return undefined;
  const forms = secretForms(secret);
  if (typeof body === "string") return redactSecrets(body, forms);
  const text = redactSecrets(JSON.stringify(body), [
    ...forms,
    ...forms.map((f) => JSON.stringify(f).slice(1, -1)),
  ]);
  return text.includes(REDACTED) ? JSON.parse(text) : body;
}

const field = (body: unknown, name: string): string | undefined => {
  const value = body && typeof body === "object" ? (body as Record<string, unknown>)[name] : undefined;
  return typeof value === "string" ? value : undefined;
};

/**
 * One client-credentials exchange. Expiry is measured from the moment the request was sent, so the
 * cached expiry is never later than the server's. A refusal becomes {@link AuthenticationError}
 * with the server's `error` as `code` and `error_description` in the message.
 */
export async function requestToken(
  send: FetchLike,
  params: TokenRequestParams,
  clock: Clock,
): Promise<CachedToken> {
  const sentAt = clock.now();
  const response = await send(buildRequest(params));
  const where = { api: "auth" as const, method: "POST", url: errorUrl(params.tokenUrl) };
  if (!response.ok) {
    const body = scrub(await readErrorBody(response), params.clientSecret);
    const typed = errorFromResponse(response, body, { ...where, now: clock.now() });
    const code = field(body, "error");
    const description =
      field(body, "error_description") ?? code ?? (response.statusText || "no reason given");
    throw new AuthenticationError({
      ...where,
      message: `Token request refused (${response.status}${code ? ` ${code}` : ""}): ${description}`,
      status: response.status,
      code: code ?? typed.code,
      version: typed.version,
      requestId: typed.requestId,
      retryAfter: typed.retryAfter,
      cause: typed,
    });
  }
  const body = (await response.json().catch(() => undefined)) as Partial<TokenResponse> | undefined;
  if (typeof body?.access_token !== "string" || typeof body.expires_in !== "number") {
    throw new AuthenticationError({
      ...where,
      status: response.status,
      message: "Token response had no access_token/expires_in",
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
