import type { FetchResultLike } from "../clients/result-error.js";
import { ApiError } from "../errors/api-error.js";
import { errorFromResponse, readErrorBody } from "../errors/from-response.js";
import { type FollowApi, linkedUrl, linkStartedAt, PLATFORM_OPERATION_URL } from "../http/links.js";
import { parseRetryAfter } from "../http/retry-after.js";
import { sameOriginUrl } from "../safety/origin.js";
import { errorUrl } from "../safety/redact.js";

/** The result of a generated client call that answered 202 (`await platform.PUT(...)`); its body names the operation's URL too. */
export type AcceptedResult = FetchResultLike;

/** Where an operation is, and how long the server asked to wait before polling it. */
export interface LocatedOperation {
  operationUrl: string;
  /** `Retry-After` of the 202, in ms; undefined when absent (and always for a bare URL). */
  retryAfterMs: number | undefined;
  /** The API of a state followed until it settles (an import's file): `operationUrl` is its read URL. */
  api?: FollowApi;
}

/** Where a 202 names its operation, in words: "an operationLocation in its body nor a Location header". */
const places = () =>
  PLATFORM_OPERATION_URL.location
    ?.map((source) => (source.in === "body" ? `an ${source.name} in its body` : `a ${source.name} header`))
    .join(" nor ");

const notWaitable = (status: number | undefined) =>
  new ApiError({
    message: `Cannot wait for this response (status ${status}): it has neither ${places()}. Only the 202 responses of asynchronous operations can be waited for.`,
    status,
    api: "platform",
  });

/**
 * Finds the operation URL of a 202 where the specs say it is (the body's `operationLocation`, else the
 * `Location` header: {@link PLATFORM_OPERATION_URL}), resolved against `baseUrl` and required to share its origin. A non-2xx response throws its typed
 * error; a response with neither throws an {@link ApiError} saying so. The answer of an operation the
 * specs follow until it settles (`linkStartedAt`) gives its read URL, on `followBase` of its API.
 */
export async function locateOperation(
  source: AcceptedResult | Response | URL | string | ApiError,
  baseUrl: string,
  now: number,
  followBase: (api: FollowApi) => string | undefined = () => undefined,
): Promise<LocatedOperation> {
  if (source instanceof ApiError || typeof source === "string" || source instanceof URL) {
    // An error of a write whose 202 arrived but whose body broke: the operation runs all the same.
    const location = source instanceof ApiError ? source.operationLocation : source;
    if (source instanceof ApiError && !location) throw notWaitable(source.status);
    return {
      operationUrl: sameOriginUrl(location ?? "", baseUrl, "the operation location").href,
      retryAfterMs: undefined,
    };
  }
  const isResponse = source instanceof Response;
  const response = isResponse ? source : source.response;
  // A Response's body, read from a copy (JSON, else its text); a client result's, as it parsed it.
  const read = isResponse && !response.bodyUsed ? await readErrorBody(response.clone()) : undefined;
  if (!response.ok) {
    const context = { api: "platform", url: errorUrl(response.url) || undefined, now } as const;
    throw errorFromResponse(response, isResponse ? read : source.error, context);
  }
  const body = isResponse ? read : source.data;
  const started = response.status === 202 || !response.url ? undefined : linkStartedAt(response.url);
  const followBaseUrl = started && followBase(started.api);
  const followed = followBaseUrl && linkedUrl(started.link, response.headers, body, followBaseUrl);
  if (followed) return { operationUrl: followed, retryAfterMs: undefined, api: started?.api };
  const location = linkedUrl(PLATFORM_OPERATION_URL, response.headers, body, baseUrl);
  if (location === undefined) throw notWaitable(response.status);
  return {
    operationUrl: sameOriginUrl(location, baseUrl, "the operation location").href,
    retryAfterMs: parseRetryAfter(response.headers.get("Retry-After"), now),
  };
}
