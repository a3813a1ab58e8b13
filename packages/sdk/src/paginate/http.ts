import type { ApiName } from "../errors/api-error.js";
import { errorFromResponse, readErrorBody } from "../errors/from-response.js";
import type { FetchLike } from "../http/fetch-like.js";
import { urlForError } from "./foreign-origin.js";

/** What a generated (openapi-fetch) client call resolves to. */
export interface ClientResult {
  data?: unknown;
  error?: unknown;
  response: Response;
}

/** The parsed body of a successful client call; the typed error of a failed one. */
export function bodyOf(result: ClientResult, api: ApiName): unknown {
  const { response } = result;
  if (result.error !== undefined || !response.ok) {
    throw errorFromResponse(response, result.error, {
      api,
      method: "GET",
      url: urlForError(response.url) || undefined,
    });
  }
  return result.data;
}

/** GETs `url` through `fetch` and returns its parsed JSON body; a non-2xx answer throws its typed error. */
export async function getJson(
  fetch: FetchLike,
  url: URL,
  signal: AbortSignal,
  api: ApiName,
): Promise<unknown> {
  const response = await fetch(
    new Request(url, { method: "GET", headers: { Accept: "application/json" }, signal }),
  );
  if (!response.ok) {
    const context = { api, method: "GET", url: urlForError(url) };
    throw errorFromResponse(response, await readErrorBody(response), context);
  }
  return response.json();
}
