import type { ApiName } from "../contract/load.js";
import type { Issue } from "../contract/validator.js";

/** An error answer, rendered in the shape of the API that gives it. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extra: {
      target?: string;
      details?: Record<string, unknown>[];
      headers?: Record<string, string>;
      /** For the data-preparation API: several messages instead of one. */
      messages?: string[];
    } = {},
  ) {
    super(message);
    this.name = "ApiError";
  }
}

export const badRequest = (message: string, target?: string, details?: Record<string, unknown>[]) =>
  new ApiError(400, "invalid_request", message, {
    ...(target ? { target } : {}),
    ...(details ? { details } : {}),
  });

export const notFound = (message: string, target?: string) =>
  new ApiError(404, "not_found", message, target ? { target } : {});

/** The request did not match the spec: one 400 listing every issue. */
export function invalidRequest(issues: Issue[]): ApiError {
  const lines = issues.map((i) => `${i.where} ${i.message}`);
  return new ApiError(400, "invalid_request", `Invalid request: ${lines.join("; ")}.`, {
    ...(issues.length === 1 ? { target: issues[0]!.where } : {}),
    details: issues.map((i) => ({ code: "invalid", target: i.where, message: i.message })),
    messages: lines,
  });
}

/**
 * The error body of each API, as the live service shapes it: platform `{ code, message, target?, details?,
 * version }`; data preparation `{ code: status, body, details?, version }`; chains and the token
 * endpoint `{ error, error_description, version }`.
 */
export function errorBody(api: ApiName, version: string, error: ApiError): Record<string, unknown> {
  switch (api) {
    case "platform":
      return {
        code: error.code,
        message: error.message,
        ...(error.extra.target ? { target: error.extra.target } : {}),
        ...(error.extra.details ? { details: error.extra.details } : {}),
        version,
      };
    case "prep":
      return {
        code: error.status,
        body: error.extra.messages && error.extra.messages.length > 1 ? error.extra.messages : error.message,
        ...(error.extra.details ? { details: error.extra.details } : {}),
        version,
      };
    case "auth":
    case "chains":
      return { error: error.code, error_description: error.message, version };
  }
}
