import type { ApiName } from "../contract/load.js";
import type { Issue } from "../contract/validator.js";
import { ApiError } from "../core/api-error.js";

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
export function errorBody(
  api: ApiName,
  version: string,
  error: ApiError,
  style: "api" | "jsonapi" = "api",
  occurrenceId?: string,
): Record<string, unknown> {
  if (style === "jsonapi") return jsonApiErrorBody(version, error, occurrenceId);
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

const TITLES: Record<number, string> = {
  400: "Bad Request",
  401: "Unauthorized",
  403: "Forbidden",
  404: "Not Found",
  405: "Method Not Allowed",
  409: "Conflict",
  413: "Payload Too Large",
  415: "Unsupported Media Type",
  429: "Too Many Requests",
  500: "Internal Server Error",
  501: "Not Implemented",
  503: "Service Unavailable",
};

/**
 * A JSON:API error document (the report-users list's error shape): one error per problem, each with
 * the status as text, the code, a title, the detail, its source (a parameter or a pointer) and the
 * API version in `meta`.
 */
function jsonApiErrorBody(version: string, error: ApiError, occurrenceId?: string): Record<string, unknown> {
  const source = (target: string | undefined) =>
    target === undefined
      ? {}
      : target.startsWith("body")
        ? {
            source: {
              pointer: `/${target
                .slice(5)
                .replace(/[.[\]]+/g, "/")
                .replace(/\/$/, "")}`,
            },
          }
        : { source: { parameter: target.replace(/^(query parameter|path parameter|header) /, "") } };
  const one = (detail: string, target: string | undefined, index: number) => ({
    ...(occurrenceId ? { id: index === 0 ? occurrenceId : `${occurrenceId}-${index}` } : {}),
    status: String(error.status),
    code: error.code,
    title: TITLES[error.status] ?? "Error",
    detail,
    ...source(target),
    meta: { version },
  });
  const details = error.extra.details ?? [];
  const errors =
    details.length > 1
      ? details.map((d, i) =>
          one(
            `${typeof d.target === "string" ? `${d.target} ` : ""}${String(d.message ?? error.message)}`,
            typeof d.target === "string" ? d.target : undefined,
            i,
          ),
        )
      : [one(error.message, error.extra.target, 0)];
  return { errors };
}
