/** The options given to reportkit cannot work (missing credentials, an insecure base address...). */
export class ConfigurationError extends Error {
  override name = "ConfigurationError";
}
