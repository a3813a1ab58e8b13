import { isOnOrigin } from "../../safety/origin.js";
import type { Step } from "../outcome.js";

/**
 * Adds the client's own headers to every call on the API's origin that does not set them itself
 * (continuation pages, polls and transfers get them as the typed calls do); never to another origin.
 */
export const addDefaultHeaders =
  (origin: string, headers: Headers): Step =>
  (call, next) => {
    if (isOnOrigin(call.url, origin)) {
      for (const [name, value] of headers) if (!call.headers.has(name)) call.headers.set(name, value);
    }
    return next(call);
  };
