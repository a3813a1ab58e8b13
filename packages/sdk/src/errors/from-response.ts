import { parseRetryAfter } from "../http/retry-after.js";
import {
  ApiError,
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
import { type GuideAnchor, withFrames, withNextStep } from "./guide.js";

/** A string field of a parsed error body (`code`, OAuth's `error`...), if it has one. */
export function bodyField(body: unknown, name: string): string | undefined {
  const value = body && typeof body === "object" ? (body as Record<string, unknown>)[name] : undefined;
  return typeof value === "string" ? value : undefined;
}

/** What a request id can be read from: a result (either error style), a `Response`, its `Headers`, an `ApiError`. */
export type RequestIdSource =
  | Headers
  | Response
  | { readonly response: Response }
  | { readonly requestId?: string | undefined };

/**
 * The service's id of the request that produced `source`, for a support ticket or a log search: the
 * `X-Request-Id` response header, else `Request-Id`, else `X-Correlation-Id` (the names the APIs use);
 * an `ApiError`'s own `requestId`. Undefined when the service sent none.
 *
 * @example
 * const result = await rk.platform.GET("/files/{fileId}", { params: { path: { fileId } } });
 * console.log(requestIdOf(result)); // e.g. "5f0c1d2e-..."
 */
export function requestIdOf(source: RequestIdSource | null | undefined): string | undefined {
  const { headers, response, requestId } = (source ?? {}) as Partial<
    Response & { response: Response; requestId: string }
  >;
  const read = source instanceof Headers ? source : (headers ?? response?.headers);
  return read
    ? (read.get("X-Request-Id") ?? read.get("Request-Id") ?? read.get("X-Correlation-Id") ?? undefined)
    : requestId;
}

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
const jsonApiErrors = ({ errors }: Body): Body[] | undefined =>
  Array.isArray(errors) && errors.length > 0
    ? errors.filter((e): e is Body => !!e && typeof e === "object")
    : undefined;

/** Where the other error bodies keep their message, in the order they are looked at. */
const MESSAGE_KEYS = ["message", "error_description", "body", "error"] as const;

/**
 * The message of any of this service's error bodies: JSON:API `{ errors: [{ detail, title }] }`
 * (`errors` is its {@link jsonApiErrors}), platform `{ code, message, target, details,
 * documentationUrl, version }`, token endpoint `{ error, error_description }`, data-preparation
 * `{ code: number, body: string | string[], details }`, chains `{ error }`.
 */
function messageOf(body: Body, errors: Body[] | undefined): string | undefined {
  const parts = errors
    ?.map((e) => asString(e.detail) ?? asString(e.title) ?? asString(e.code))
    .filter(Boolean);
  if (parts?.length) return parts.join("; ");
  for (const key of MESSAGE_KEYS) {
    const value = body[key];
    if (typeof value === "string") return value;
    // A data-preparation list of lines settles it, even when it holds no string.
    if (key === "body" && Array.isArray(value))
      return value.filter((b) => typeof b === "string").join("; ") || undefined;
  }
  return undefined;
}

/** An error class, its anchor in the Errors guide, and the next step its message gives. */
type Kind = [typeof ApiError, GuideAnchor, string];

const PERMISSION: Kind = [
  PermissionError,
  "permissionerror",
  "Ask for the scope (scope option) or the role.",
];

/** The kind for a status and the server's code: the code decides first, when it says enough. */
function kindFor(status: number, code: string | undefined, api?: ApiName, retryAfter?: number): Kind {
  if (code === "concurrent_operations_exceeded")
    return [
      ConcurrencyLimitError,
      "concurrencylimiterror",
      "Wait for running copies, imports or exports to end.",
    ];
  if (code && /scope|permission|forbidden/i.test(code) && status !== 401) return PERMISSION;
  if (status === 401)
    return [
      AuthenticationError,
      "authenticationerror",
      api === "auth" ? "Check the client id and secret." : "Check that urls.auth is in this API's region.",
    ];
  if (status === 403) return PERMISSION;
  if (status === 404) return [NotFoundError, "notfounderror", "Check the id and the region."];
  if (status === 409 || status === 423)
    return [ConflictError, "conflicterror", "Retry later, or resolve the conflict."];
  if (status === 429)
    return [
      RateLimitError,
      "ratelimiterror",
      retryAfter ? `Retry in ${retryAfter} s.` : "Retry later, or send fewer requests.",
    ];
  if (status === 400 || status === 422)
    return [
      InvalidRequestError,
      "invalidrequesterror",
      "Fix the request (see details): resent as is, it fails again.",
    ];
  if (status >= 500) return [ServerError, "servererror", "Retry later; quote the requestId to support."];
  return [ApiError, "apierror", "Read code and details."];
}

/** Turns a non-2xx response and its parsed body (any shape, or none) into the matching typed error. */
export function errorFromResponse(
  response: Response,
  body: unknown,
  context: ResponseContext = {},
): ApiError {
  return responseError(response, body, context);
}

/**
 * {@link errorFromResponse}; with `asCause`, the error is made to be the cause of another that gives
 * the next step (a refused token request): its message is the one line of what happened, with no frames.
 */
export function responseError(
  response: Response,
  body: unknown,
  context: ResponseContext,
  asCause?: boolean,
): ApiError {
  const { what, method, url } = context;
  const fields: Body = body && typeof body === "object" && !Array.isArray(body) ? (body as Body) : {};
  const errors = jsonApiErrors(fields);
  const code = asString(fields.code) ?? asString(fields.error) ?? asString(errors?.[0]?.code);
  const retryAfterMs = parseRetryAfter(response.headers.get("Retry-After"), context.now ?? Date.now());
  const serverMessage =
    messageOf(fields, errors) ?? (typeof body === "string" && body.length < 500 ? body : undefined);
  const where = method && url ? ` (${method} ${url})` : "";
  // Milliseconds to seconds; undefined (no Retry-After) and 0 stay as they are.
  const retryAfter = retryAfterMs && retryAfterMs / 1000;
  const [ErrorClass, anchor, next] = kindFor(response.status, code, context.api, retryAfter);
  const cause = `${what ? `${what}: ` : ""}${response.status} ${serverMessage ?? (response.statusText || "Request failed")}${where}`;
  return withFrames(
    asCause ? 0 : 1,
    () =>
      new ErrorClass({
        message: asCause ? cause : withNextStep(cause, next, anchor),
        status: response.status,
        code,
        version: asString(fields.version),
        details: fields.details ?? errors,
        requestId: requestIdOf(response.headers),
        retryAfter,
        target: asString(fields.target),
        documentationUrl: asString(fields.documentationUrl),
        api: context.api,
        method,
        url,
      }),
  );
}

/** An error body's text parsed as JSON when it is JSON, else the text itself (undefined when empty). */
export function parseErrorBody(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Reads a response body as JSON when it is JSON, as text otherwise, without throwing. */
export async function readErrorBody(response: Response): Promise<unknown> {
  return parseErrorBody(await response.text().catch(() => ""));
}
