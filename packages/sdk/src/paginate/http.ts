import type { ApiName } from "../errors/api-error.js";
import { errorFromResponse } from "../errors/from-response.js";
import { originOf } from "../http/read-response.js";
import { errorUrl } from "../safety/redact.js";

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
      url: errorUrl(originOf(response)?.url ?? response.url) || undefined,
    });
  }
  return result.data;
}
