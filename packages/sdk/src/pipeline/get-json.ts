import { type ApiName, ResponseBodyError } from "../errors/api-error.js";
import { errorFromResponse, readErrorBody } from "../errors/from-response.js";
import type { FetchLike } from "../http/fetch-like.js";
import { errorUrl } from "../safety/redact.js";
import type { CallOptions } from "./call.js";

/**
 * GETs `url` through `fetch` (with the call's own `headers` and options) and returns the answer with its
 * parsed JSON body: a non-2xx answer throws its typed error (`now` reads a dated `Retry-After`), a body
 * that is not JSON a `ResponseBodyError` naming `what` answered (`A page of the prep API`).
 */
export async function getJson(
  fetch: FetchLike,
  url: string,
  what: string,
  { api, now }: { api: ApiName; now?: number },
  options: CallOptions & { signal: AbortSignal; headers?: Record<string, string> },
): Promise<{ response: Response; body: unknown }> {
  const headers = { accept: "application/json", ...options.headers };
  const response = await fetch(url, { method: "GET", ...options, headers } as RequestInit);
  const context = { api, method: "GET", url: errorUrl(url) } as const;
  if (!response.ok) throw errorFromResponse(response, await readErrorBody(response), { ...context, now });
  try {
    return { response, body: await response.json() };
  } catch (cause) {
    throw new ResponseBodyError({
      ...context,
      status: response.status,
      message: `${what} at GET ${context.url} answered ${response.status} with a body that is not JSON.`,
      cause,
    });
  }
}
