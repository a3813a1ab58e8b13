import createClient, { type Client, type ClientOptions } from "openapi-fetch";
import type { paths } from "./generated/openapi.gen.js";

export type * from "./generated/openapi.gen.js";

/** The X-Version this package was generated for, sent on every request unless overridden. */
export const PLATFORM_API_VERSION = "2026-01-01";

export interface PlatformClientOptions extends Omit<ClientOptions, "headers"> {
  /** X-Version to send; defaults to {@link PLATFORM_API_VERSION}. */
  version?: string;
  /** Extra headers sent with every request (for example `Authorization: Bearer <token>`). */
  headers?: Record<string, string>;
}

export type PlatformClient = Client<paths>;

/** A typed openapi-fetch client for the platform API (`baseUrl` is the `{base_url}` address). */
export function createPlatformClient(options: PlatformClientOptions = {}): PlatformClient {
  const { version = PLATFORM_API_VERSION, headers, ...rest } = options;
  return createClient<paths>({ ...rest, headers: { "X-Version": version, ...headers } });
}
