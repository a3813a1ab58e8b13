import { isBuffered } from "../http/buffered-response.js";
import { parseRetryAfter } from "../time/retry-after.js";
import { errorBodyOf } from "../transport/error-body.js";
import {
  ApiError,
  type ApiErrorInit,
  type ApiName,
  AuthenticationError,
  ConcurrencyLimitError,
  ConflictError,
  InvalidRequestError,
  NotFoundError,
  PermissionError,
  RateLimitError,
  ServerError,
} from "./api-error.js";

/** The request id a response carries, under any of the names the APIs use. */
export const requestIdOf = (headers: Headers): string | undefined =>
  headers.get("X-Request-Id") ?? headers.get("Request-Id") ?? headers.get("X-Correlation-Id") ?? undefined;

/** Where a failed response came from. */
export interface ResponseContext {
  api?: ApiName;
  method?: string;
  /** Already redacted. */
  url?: string;
  /** For resolving an HTTP-date Retry-After; defaults to Date.now(). */
  now?: number;
  /** What failed, leading the message (e.g. "Token request failed"). */
  what?: string;
}

type Body = Record<string, unknown>;

const asString = (value: unknown): string | undefined =>
  typeof value === "string" ? value : typeof value === "number" ? String(value) : undefined;

/** A JSON:API error document's errors (`{ errors: [{ code, title, detail, ... }] }`, report users). */
const jsonApiErrors = (body: Body): Body[] | undefined =>
  Array.isArray(body.errors) && body.errors.length > 0
    ? body.errors.filter((e): e is Body => !!e && typeof e === "object")
    : undefined;

/**
 * The message of any of this service's error bodies: platform `{ code, message, target, details,
 * documentationUrl, version }`, data-preparation `{ code: number, body: string | string[], details }`,
 * chains and token endpoint `{ error, error_description }`, JSON:API `{ errors: [{ detail, title }] }`.
 */
function messageOf(body: Body): string | undefined {
  const errors = jsonApiErrors(body);
  if (errors) {
    const parts = errors
      .map((e) => asString(e.detail) ?? asString(e.title) ?? asString(e.code))
      .filter(Boolean);
    if (parts.length) return parts.join("; ");
  }
  if (typeof body.message === "string") return body.message;
  if (typeof body.error_description === "string") return body.error_description;
  if (typeof body.body === "string") return body.body;
  if (Array.isArray(body.body)) return body.body.filter((b) => typeof b === "string").join("; ") || undefined;
  if (typeof body.error === "string") return body.error;
  return undefined;
}

function classFor(status: number, code: string | undefined): typeof ApiError {
  if (code === "concurrent_operations_exceeded") return ConcurrencyLimitError;
  if (code && /scope|permission|forbidden/i.test(code) && status !== 401) return PermissionError;
  if (status === 401) return AuthenticationError;
  if (status === 403) return PermissionError;
  if (status === 404) return NotFoundError;
  if (status === 409 || status === 423) return ConflictError;
  if (status === 429) return RateLimitError;
  if (status === 400 || status === 422) return InvalidRequestError;
  if (status >= 500) return ServerError;
  return ApiError;
}

/** Turns a non-2xx response and its parsed body (any shape, or none) into the matching typed error. */
export function errorFromResponse(
  response: Response,
  body: unknown,
  context: ResponseContext = {},
): ApiError {
  const fields: Body = body && typeof body === "object" && !Array.isArray(body) ? (body as Body) : {};
  const errors = jsonApiErrors(fields);
  const code = asString(fields.code) ?? asString(fields.error) ?? asString(errors?.[0]?.code);
  const retryAfterMs = parseRetryAfter(response.headers.get("Retry-After"), context.now ?? Date.now());
  const serverMessage =
    messageOf(fields) ?? (typeof body === "string" && body.length < 500 ? body : undefined);
  const where = context.method && context.url ? ` (${context.method} ${context.url})` : "";
  const init: ApiErrorInit = {
    message: `${context.what ? `${context.what}: ` : ""}${response.status} ${serverMessage ?? (response.statusText || "Request failed")}${where}`,
    status: response.status,
    code,
    version: asString(fields.version),
    details: fields.details ?? errors,
    requestId: requestIdOf(response.headers),
    retryAfter: retryAfterMs === undefined ? undefined : retryAfterMs / 1000,
    target: asString(fields.target),
    documentationUrl: asString(fields.documentationUrl),
    api: context.api,
    method: context.method,
    url: context.url,
  };
  const ErrorClass = classFor(response.status, code);
  return new ErrorClass(init);
}

/** Reads a response body as JSON when it is JSON, as text otherwise, without throwing. */
export async function readErrorBody(response: Response): Promise<unknown> {
  if (isBuffered(response)) return errorBodyOf(response);
  const text = await response.text().catch(() => "");
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
