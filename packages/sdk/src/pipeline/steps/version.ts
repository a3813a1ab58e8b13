import type { Step } from "../outcome.js";

/** Pins `X-Version` on every call that names none (a call may pin another). */
export const pinVersion =
  (version: string): Step =>
  (call, next) => {
    if (!call.headers.has("x-version")) call.headers.set("x-version", version);
    return next(call);
  };
