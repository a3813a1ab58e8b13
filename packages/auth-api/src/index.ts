import createClient, { type Client, type ClientOptions } from "openapi-fetch";
import type { paths } from "./generated/openapi.gen.js";

export type * from "./generated/openapi.gen.js";

/** The X-Version this package was generated for, sent on every request unless overridden. */
export const AUTH_API_VERSION = "2026-01-01";

export interface AuthClientOptions extends Omit<ClientOptions, "headers"> {
  /** X-Version to send; defaults to {@link AUTH_API_VERSION}. The processes preview uses `2026-04-01.processes.preview`. */
  version?: string;
  /** Extra headers sent with every request. */
  headers?: Record<string, string>;
}

export type AuthClient = Client<paths>;

/** A typed openapi-fetch client for the token endpoint (`baseUrl` is the `{auth_url}` address). */
export function createAuthClient(options: AuthClientOptions = {}): AuthClient {
  const { version = AUTH_API_VERSION, headers, ...rest } = options;
  return createClient<paths>({ ...rest, headers: { "X-Version": version, ...headers } });
}
