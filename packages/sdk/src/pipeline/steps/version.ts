import { SDK_USER_AGENT } from "../../version/versions.js";
import type { Step } from "../outcome.js";

/**
 * Pins `X-Version` on every call that names none (a call may pin another), and names the SDK in its
 * User-Agent: after the client's own product token (`product`, its `headers` option's User-Agent),
 * else alone; a User-Agent a call sets itself is sent as it is.
 */
export const pinVersion =
  (version: string | undefined, product: string | null | undefined): Step =>
  (call, next) => {
    if (version && !call.headers.has("x-version")) call.headers.set("x-version", version);
    const userAgent = call.headers.get("user-agent") ?? product;
    if (userAgent === product)
      call.headers.set("user-agent", product ? `${product} ${SDK_USER_AGENT}` : SDK_USER_AGENT);
    return next(call);
  };
