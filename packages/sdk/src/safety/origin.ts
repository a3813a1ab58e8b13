import { ApiError } from "../errors/api-error.js";
import { ForeignOriginError } from "../errors/foreign-origin.js";

/**
 * The one same-origin check: resolves `link` against `baseUrl` and returns it as an absolute URL when
 * it is on the base's origin or on one of `allowedOrigins`; throws {@link ForeignOriginError} before
 * anything is sent otherwise (the bearer token would go with the request), and an {@link ApiError}
 * when it is not a URL. `what` names the link in the messages ("@nextLink", "the operation location").
 */
export function sameOriginUrl(
  link: string | URL,
  baseUrl: string,
  what = "a link",
  allowedOrigins: readonly string[] = [],
): URL {
  let base: URL;
  let url: URL;
  try {
    base = new URL(baseUrl);
  } catch (cause) {
    throw new ApiError({ message: `The client's base address is not an absolute URL: ${baseUrl}`, cause });
  }
  try {
    url = new URL(link, base);
  } catch (cause) {
    throw new ApiError({ message: `Cannot follow ${what}: it is not a URL.`, cause });
  }
  if (url.origin === base.origin) return url;
  for (const allowed of allowedOrigins) if (new URL(allowed).origin === url.origin) return url;
  throw new ForeignOriginError({ link: url, expectedOrigin: base.origin, what });
}

/** Whether `url` is on `origin` (an `URL.origin`), without throwing for a URL that does not parse. */
export function isOnOrigin(url: string, origin: string): boolean {
  try {
    return new URL(url).origin === origin;
  } catch {
    return false;
  }
}
