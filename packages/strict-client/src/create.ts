import createClient, { type ClientOptions } from "openapi-fetch";
import type { StrictClient } from "./index.js";

export interface StrictClientOptions extends Omit<ClientOptions, "headers"> {
  /** X-Version to send; defaults to the version the client was generated for. */
  version?: string;
  /** Extra headers sent with every request (for example `Authorization: Bearer <token>`); they win over the defaults. */
  headers?: Record<string, string>;
}

/**
 * An openapi-fetch client for `Paths`, typed as a {@link StrictClient}. Every request carries
 * `Accept: application/json` and `X-Version` (`options.version`, else `defaultVersion`) unless `headers`
 * or the call say otherwise.
 */
export function createStrictClient<Paths extends {}>(
  defaultVersion: string,
  options: StrictClientOptions = {},
): StrictClient<Paths> {
  const { version = defaultVersion, headers, ...rest } = options;
  return createClient<Paths>({
    ...rest,
    headers: { Accept: "application/json", "X-Version": version, ...headers },
  }) as StrictClient<Paths>;
}
