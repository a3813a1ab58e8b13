import type { ApiName } from "../errors/api-error.js";
import { ResponseBodyError } from "../errors/api-error.js";
import { errorFromResponse, readErrorBody } from "../errors/from-response.js";
import type { FetchLike } from "../http/fetch-like.js";
import type { CallOptions } from "../pipeline/call.js";
import { errorUrl } from "../safety/redact.js";

/**
 * GETs `url` through `fetch` (with the call's own `headers`) and returns its parsed JSON body; a
 * non-2xx answer throws its typed error.
 */
export async function getJson(
  fetch: FetchLike,
  url: URL,
  signal: AbortSignal,
  api: ApiName,
  headers: Record<string, string> = {},
  options: CallOptions = {},
): Promise<unknown> {
  const init = { method: "GET", headers: { accept: "application/json", ...headers }, signal, ...options };
  const response = await fetch(url.href, init);
  const context = { api, method: "GET", url: errorUrl(url) };
  if (!response.ok) throw errorFromResponse(response, await readErrorBody(response), context);
  try {
    return await response.json();
  } catch (cause) {
    throw new ResponseBodyError({
      ...context,
      status: response.status,
      message: `A page of the ${api} API answered ${response.status} with a body that is not JSON (GET ${context.url}).`,
      cause,
    });
  }
}
