// ⚠️ GENERATED FILE: DO NOT EDIT.
// Produced from specs/chains/openapi.yaml and specs/redocly.yaml (x-openapi-ts) by scripts/codegen/client.mjs.
// Change the spec, then run `pnpm generate`; CI fails when this file drifts from the spec.

import createClient, { type ClientOptions } from "openapi-fetch";
import type { StrictClient } from "@reportkit/strict-client";
import type { paths } from "./openapi.gen.js";

export type * from "./openapi.gen.js";
export type * from "@reportkit/strict-client";

/** The X-Version this package was generated for (the spec's `info.version`), sent on every request unless overridden. */
export const CHAINS_API_VERSION = "2026-01-01";

export interface ChainsClientOptions extends Omit<ClientOptions, "headers"> {
  /** X-Version to send; defaults to {@link CHAINS_API_VERSION}. */
  version?: string;
  /** Extra headers sent with every request (for example `Authorization: Bearer <token>`); they win over the defaults. */
  headers?: Record<string, string>;
}

/**
 * A typed openapi-fetch client for the Chains and security API: a wrong path, a missing parameter, a body of the wrong
 * shape or a body key the spec does not declare does not compile.
 */
export type ChainsClient = StrictClient<paths>;

/**
 * A typed openapi-fetch client for the Chains and security API (`baseUrl` is the `{oc_base_url}` address). Every request
 * carries `Accept: application/json` and `X-Version` unless `headers` or the call say otherwise.
 */
export function createChainsClient(options: ChainsClientOptions = {}): ChainsClient {
  const { version = CHAINS_API_VERSION, headers, ...rest } = options;
  return createClient<paths>({
    ...rest,
    headers: { Accept: "application/json", "X-Version": version, ...headers },
  }) as ChainsClient;
}
