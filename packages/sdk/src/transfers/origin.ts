import { ApiError } from "../errors/api-error.js";
import { sameOriginUrl } from "../safety/origin.js";

/**
 * The absolute URL of a transfer (an import's `uploadUrl`, an export's `resourceUrl`) when it is on the
 * platform's origin or on one of `allowedOrigins`: the bearer token goes with the bytes, so any other
 * origin throws `ForeignOriginError` before anything is sent.
 */
export function transferUrl(
  link: unknown,
  baseUrl: string,
  allowedOrigins: readonly string[] | undefined,
  what: string,
): URL {
  if (typeof link !== "string" || link === "") {
    throw new ApiError({ message: `The server gave no ${what}.`, api: "platform" });
  }
  return sameOriginUrl(
    link,
    baseUrl,
    `the ${what} (list its origin in allowedOrigins to send the token there)`,
    allowedOrigins,
  );
}
