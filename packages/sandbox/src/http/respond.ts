import type { ApiContract } from "../contract/validator.js";
import type { Engine } from "../engine/engine.js";
import { type ResponseMismatch, ResponseValidationError } from "../engine/response-validation.js";
import type { OperationResult } from "./types.js";

/** A handler's result as a Response (JSON when it has a body), with the body's text for the faults. */
export function render(result: OperationResult): { response: Response; text: string } {
  if (result.raw) {
    const headers = new Headers(result.headers);
    headers.set("content-type", result.raw.contentType);
    const text = typeof result.raw.data === "string" ? result.raw.data : "";
    return { response: new Response(result.raw.data, { status: result.status, headers }), text };
  }
  const text = result.body === undefined ? "" : JSON.stringify(result.body);
  const headers = new Headers(result.headers);
  if (result.body !== undefined) headers.set("content-type", "application/json; charset=utf-8");
  return {
    response: new Response(result.body === undefined ? null : text, { status: result.status, headers }),
    text,
  };
}

/**
 * Checks a response against the operation's responses in the spec (unless validation is off): a
 * mismatch is recorded, then thrown (`throw`) or logged (`warn`).
 */
export function checkResponse(
  engine: Engine,
  contract: ApiContract,
  operationId: string,
  request: Request,
  result: OperationResult,
  response: Response,
): void {
  if (engine.responseValidation === "off") return;
  const headers: Record<string, string> = {};
  response.headers.forEach((value, key) => {
    headers[key] = value;
  });
  const body = result.raw
    ? undefined
    : result.body === undefined
      ? undefined
      : (JSON.parse(JSON.stringify(result.body)) as unknown);
  const issues = contract.validateResponse(
    operationId,
    result.status,
    body,
    headers,
    response.headers.get("content-type"),
  );
  if (issues.length === 0) return;
  const mismatch: ResponseMismatch = {
    api: contract.api,
    operationId,
    method: request.method,
    url: request.url,
    status: result.status,
    issues,
  };
  engine.mismatches.push(mismatch);
  const error = new ResponseValidationError(mismatch);
  if (engine.responseValidation === "throw") throw error;
  console.warn(error.message);
}
