import { ApiError } from "../../core/api-error.js";
import { TOKEN_LIFETIME_SECONDS } from "../../engine/engine.js";
import type { HandlerMap, OperationHandler } from "../../http/types.js";

/**
 * POST /oauth2/token, the client-credentials grant (form or JSON body; the spec has checked the
 * fields). An optional `scope` narrows the token to some of the client's scopes.
 */
export const requestToken: OperationHandler = ({ engine, body }) => {
  const { client_id, client_secret, scope } = body as {
    client_id: string;
    client_secret: string;
    scope?: unknown;
  };
  const client = engine.client(client_id);
  if (!client || client.secret !== client_secret) {
    throw new ApiError(
      401,
      "invalid_client",
      "Client authentication failed: unknown client_id or wrong client_secret.",
    );
  }
  let scopes = client.scopes;
  if (scope !== undefined) {
    if (typeof scope !== "string")
      throw new ApiError(400, "invalid_scope", "scope must be a space-separated string.");
    const requested = scope.split(/\s+/).filter(Boolean);
    const unknown = requested.filter((s) => !client.scopes.includes(s));
    if (unknown.length > 0) {
      throw new ApiError(
        400,
        "invalid_scope",
        `The client may not request ${unknown.join(" ")}; it has ${client.scopes.join(" ")}.`,
      );
    }
    if (requested.length > 0) scopes = requested;
  }
  const { token, record } = engine.issueToken(client, scopes);
  return {
    status: 200,
    headers: { "Cache-Control": "no-store" },
    body: {
      access_token: token,
      expires_in: TOKEN_LIFETIME_SECONDS,
      scope: record.scopes.join(" "),
      token_type: "Bearer",
    },
  };
};

export const authHandlers: HandlerMap = { requestToken };
