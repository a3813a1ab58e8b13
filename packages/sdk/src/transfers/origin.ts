import { ApiError } from "../errors/api-error.js";
import { ForeignOriginError } from "../paginate/foreign-origin.js";

/**
 * The absolute URL of a transfer (an import's `uploadUrl`, an export's `resourceUrl`) when it is on the
 * platform's origin or on one of `allowedOrigins`: the bearer token goes with the bytes, so any other
 * origin throws {@link ForeignOriginError} before anything is sent.
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
  const base = new URL(baseUrl);
  let url: URL;
  try {
    url = new URL(link, base);
  } catch (cause) {
    throw new ApiError({ message: `The ${what} is not a URL.`, api: "platform", cause });
  }
  if (url.origin === base.origin) return url;
  for (const allowed of allowedOrigins ?? []) if (new URL(allowed).origin === url.origin) return url;
  throw new ForeignOriginError({
    link: url,
    expectedOrigin: base.origin,
    what: `the ${what} (list its origin in allowedOrigins to send the token there)`,
  });
}
