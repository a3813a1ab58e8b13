// ⚠️ GENERATED FILE: DO NOT EDIT.
// Produced from specs/chains/openapi.yaml and specs/redocly.yaml (x-openapi-ts) by scripts/codegen/client.mjs.
// Change the spec, then run `pnpm generate`; CI fails when this file drifts from the spec.

import { createStrictClient, type StrictClient, type StrictClientOptions } from "@reportkit/strict-client";
import type { paths } from "./openapi.gen.js";

export type * from "./openapi.gen.js";
export type * from "@reportkit/strict-client";

/** The X-Version this package was generated for (the spec's `info.version`), sent on every request unless overridden. */
export const CHAINS_API_VERSION = "2026-01-01";

export interface ChainsClientOptions extends StrictClientOptions {
  /** X-Version to send; defaults to {@link CHAINS_API_VERSION}. */
  version?: string;
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
  return createStrictClient<paths>(CHAINS_API_VERSION, options);
}
