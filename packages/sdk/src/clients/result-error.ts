import type { ApiError, ApiName } from "../errors/api-error.js";
import { errorFromResponse } from "../errors/from-response.js";
import { originOf } from "../http/read-response.js";
import { afterUnknownAttempt } from "../pipeline/failure.js";
import { errorUrl } from "../safety/redact.js";

/** The shape every openapi-fetch call resolves to. */
export interface FetchResultLike {
  data?: unknown;
  error?: unknown;
  response: Response;
}

/**
 * The typed {@link ApiError} for a failed openapi-fetch result (`{ data, error, response }`),
 * or undefined when the call succeeded.
 *
 * @example
 * const result = await rk.platform.GET("/files/{fileId}", { params: { path: { fileId } } });
 * const error = errorFromResult(result);
 * if (error instanceof NotFoundError) ...
 */
export function errorFromResult(
  result: FetchResultLike,
  context: { api?: ApiName; now?: number } = {},
): ApiError | undefined {
  const { response } = result;
  if (response.ok && result.error === undefined) return undefined;
  const origin = originOf(response);
  const error = errorFromResponse(response, result.error, {
    api: context.api,
    now: context.now,
    method: origin?.method,
    url: errorUrl(origin?.url ?? response.url) || undefined,
  });
  // A refusal or a server error after an attempt that may have landed says so.
  return origin ? afterUnknownAttempt(error, origin) : error;
}

/** The data of a successful result; throws the typed {@link ApiError} otherwise. */
export function unwrap<R extends FetchResultLike>(
  result: R,
  context: { api?: ApiName } = {},
): NonNullable<R["data"]> {
  const error = errorFromResult(result, context);
  if (error) throw error;
  return result.data as NonNullable<R["data"]>;
}
