import type { OperationInfo } from "../contract/validator.js";
import { ApiError } from "../core/api-error.js";
import type { Engine } from "../engine/engine.js";
import type { Client } from "../state/types.js";

const unauthorized = (message: string) =>
  new ApiError(401, "unauthorized", message, {
    headers: { "WWW-Authenticate": `Bearer error="invalid_token", error_description="${message}"` },
  });

/**
 * The client behind the request's bearer token: 401 when the token is missing, unknown or expired on
 * the sandbox clock, or (with `audience`, a preview's paths) not issued by that version's own token
 * endpoint; 403 `insufficient_scope` when it lacks a scope the operation's `security` names.
 */
export function authenticate(engine: Engine, request: Request, op: OperationInfo, audience?: string): Client {
  const header = request.headers.get("authorization");
  if (!header)
    throw unauthorized("The Authorization header is missing; send 'Authorization: Bearer <token>'.");
  const match = /^Bearer ([^\s]+)$/.exec(header);
  if (!match)
    throw unauthorized(
      "The Authorization header must be 'Bearer <token>' (the word Bearer, one space, the token).",
    );
  const token = engine.state.tokens[match[1]!];
  if (!token) throw unauthorized("The access token is not valid.");
  if (engine.now() >= token.expiresAt) throw unauthorized("The access token has expired; request a new one.");
  if (audience !== undefined && token.version !== audience) {
    throw unauthorized(
      `The access token is not valid for X-Version ${audience}: get one from its own token endpoint.`,
    );
  }
  const client = engine.client(token.clientId);
  if (!client) throw unauthorized("The access token's client no longer exists.");
  const alternatives = op.scopeAlternatives;
  if (
    alternatives.length > 0 &&
    !alternatives.some((scopes) => scopes.every((s) => token.scopes.includes(s)))
  ) {
    const needed = alternatives.map((scopes) => scopes.join(" ")).join(" or ");
    throw new ApiError(403, "insufficient_scope", `The access token lacks the required scope ${needed}.`, {
      target: "scope",
      headers: {
        "WWW-Authenticate": `Bearer error="insufficient_scope", scope="${alternatives[0]!.join(" ")}"`,
      },
    });
  }
  return client;
}
