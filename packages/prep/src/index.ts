import createClient, { type Client, type ClientOptions } from "openapi-fetch";
import type { paths } from "./generated/openapi.gen.js";

export type * from "./generated/openapi.gen.js";

/** The X-Version this package was generated for, sent on every request unless overridden. */
export const PREP_API_VERSION = "2026-01-01";

export interface PrepClientOptions extends Omit<ClientOptions, "headers"> {
  /** X-Version to send; defaults to {@link PREP_API_VERSION}. */
  version?: string;
  /** Extra headers sent with every request. */
  headers?: Record<string, string>;
}

export type PrepClient = Client<paths>;

/** A typed openapi-fetch client for the data-preparation API (`baseUrl` is the `{prep_base_url}` address). */
export function createPrepClient(options: PrepClientOptions = {}): PrepClient {
  const { version = PREP_API_VERSION, headers, ...rest } = options;
  return createClient<paths>({ ...rest, headers: { "X-Version": version, ...headers } });
}
