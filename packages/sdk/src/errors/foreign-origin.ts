import { ApiError } from "./api-error.js";
import { withNextStep } from "./guide.js";

/**
 * A link from a response (`@nextLink`, an operation location, a resumed state) points to another
 * origin than the client's base address. reportkit refuses to follow it, because following it would
 * send the client's credentials there; no request is made.
 */
export class ForeignOriginError extends ApiError {
  override name = "ForeignOriginError";
  /** The origin the link points to. */
  declare readonly origin: string;
  /** The origin of the client's base address. */
  declare readonly expectedOrigin: string;

  constructor(init: { link: URL; expectedOrigin: string; what: string }) {
    super({
      message: withNextStep(
        `Refusing to follow ${init.what} to ${init.link.origin}: it is not the client's origin (${init.expectedOrigin}), and following it would send the client's credentials there.`,
        "If that host is one to trust (a storage host), list it in allowedOrigins.",
        "foreignoriginerror",
      ),
      url: `${init.link.origin}${init.link.pathname}`,
    });
    this.origin = init.link.origin;
    this.expectedOrigin = init.expectedOrigin;
  }

  override toJSON(): Record<string, unknown> {
    return { ...super.toJSON(), origin: this.origin, expectedOrigin: this.expectedOrigin };
  }
}
