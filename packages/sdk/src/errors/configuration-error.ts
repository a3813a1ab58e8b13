import { withNextStep } from "./guide.js";

/** The options given to reportkit cannot work (missing credentials, an insecure base address...). */
export class ConfigurationError extends Error {
  override name = "ConfigurationError";
}

/** A {@link ConfigurationError} saying what is wrong, then how to fix it, then the guide's link. */
export const misconfigured = (cause: string, next: string, options?: ErrorOptions): ConfigurationError =>
  new ConfigurationError(withNextStep(cause, next, "configurationerror"), options);
