import createClient, { type Client, type ClientOptions } from "openapi-fetch";
import type { paths } from "./generated/openapi.gen.js";

export type * from "./generated/openapi.gen.js";

/** The X-Version this package was generated for, sent on every request unless overridden. */
export const CHAINS_API_VERSION = "2026-01-01";

export interface ChainsClientOptions extends Omit<ClientOptions, "headers"> {
  /** X-Version to send; defaults to {@link CHAINS_API_VERSION}. */
  version?: string;
  /** Extra headers sent with every request. */
  headers?: Record<string, string>;
}

export type ChainsClient = Client<paths>;

/** A typed openapi-fetch client for the chains and security API (`baseUrl` is the `{oc_base_url}` address). */
export function createChainsClient(options: ChainsClientOptions = {}): ChainsClient {
  const { version = CHAINS_API_VERSION, headers, ...rest } = options;
  return createClient<paths>({ ...rest, headers: { "X-Version": version, ...headers } });
}
