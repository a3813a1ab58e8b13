// ⚠️ GENERATED FILE: DO NOT EDIT.
// Produced from specs/auth/openapi.yaml and specs/redocly.yaml (x-openapi-ts) by scripts/codegen/client.mjs.
// Change the spec, then run `pnpm generate`; CI fails when this file drifts from the spec.

import {
  type CallOptions,
  createStrictClient,
  type StrictClient,
  type StrictClientOptions,
} from "@reportkit/strict-client";
import type { paths } from "./openapi.gen.js";

export type * from "./openapi.gen.js";
export type * from "@reportkit/strict-client";

/** The X-Version this package was generated for (the spec's `info.version`), sent on every request unless overridden. */
export const AUTH_API_VERSION = "2026-01-01";

export interface AuthClientOptions extends StrictClientOptions {
  /** X-Version to send; defaults to {@link AUTH_API_VERSION}. */
  version?: string;
}

/**
 * A typed openapi-fetch client for the Token endpoint: a wrong path, a missing parameter, a body of the wrong
 * shape or a body key the spec does not declare does not compile.
 */
export type AuthClient = StrictClient<paths>;

/**
 * A typed openapi-fetch client for the Token endpoint (`baseUrl` is the `{auth_url}` address). Every request
 * carries `Accept: application/json` and `X-Version` unless `headers` or the call say otherwise.
 */
export function createAuthClient(options: AuthClientOptions = {}): AuthClient {
  return createStrictClient<paths>(AUTH_API_VERSION, options);
}

// The options of each call, one interface per operation: a call's options are checked against one of
// these names, which TypeScript never expands for the paths the call does not name.
interface RequestTokenInit extends CallOptions {
  params?: paths["/oauth2/token"]["post"]["parameters"];
  body: NonNullable<paths["/oauth2/token"]["post"]["requestBody"]>["content"][keyof NonNullable<paths["/oauth2/token"]["post"]["requestBody"]>["content"]];
}

declare module "@reportkit/strict-client" {
  interface GeneratedInits {
    "auth": {
      paths: paths;
      inits: {
        post: {
          "/oauth2/token": RequestTokenInit;
        };
      };
    };
  }
}
