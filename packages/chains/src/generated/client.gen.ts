// ⚠️ GENERATED FILE: DO NOT EDIT.
// Produced from specs/chains/openapi.yaml and specs/redocly.yaml (x-openapi-ts) by scripts/codegen/client.mjs.
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

// The options of each call, one interface per operation: a call's options are checked against one of
// these names, which TypeScript never expands for the paths the call does not name.
interface ListChainsInit extends CallOptions {
  params: paths["/v1/metadata/environment/{environment_id}/chain"]["get"]["parameters"];
  body?: never;
}
interface ListUsersInit extends CallOptions {
  params?: paths["/v1/security/users"]["get"]["parameters"];
  body?: never;
}
interface GetUserInit extends CallOptions {
  params: paths["/v1/security/users/{userId}"]["get"]["parameters"];
  body?: never;
}
interface ExportChainInit extends CallOptions {
  params: paths["/v1/chains/{chain_id}/export"]["post"]["parameters"];
  body?: never;
}
interface PublishChainInit extends CallOptions {
  params: paths["/v1/chains/{chain_id}/publish"]["post"]["parameters"];
  body?: NonNullable<paths["/v1/chains/{chain_id}/publish"]["post"]["requestBody"]>["content"][keyof NonNullable<paths["/v1/chains/{chain_id}/publish"]["post"]["requestBody"]>["content"]];
}
interface PublishMappingGroupInit extends CallOptions {
  params: paths["/v1/dataprep/mapping_groups/{mappingGroupGuid}/publish"]["post"]["parameters"];
  body?: never;
}
interface UpdateMappingGroupRulesInit extends CallOptions {
  params: paths["/v1/dataprep/mapping_groups/{mappingGroupGuid}/update_rules"]["post"]["parameters"];
  body: NonNullable<paths["/v1/dataprep/mapping_groups/{mappingGroupGuid}/update_rules"]["post"]["requestBody"]>["content"][keyof NonNullable<paths["/v1/dataprep/mapping_groups/{mappingGroupGuid}/update_rules"]["post"]["requestBody"]>["content"]];
}
interface ImportChainInit extends CallOptions {
  params: paths["/v1/environments/{environment_id}/import_chain"]["post"]["parameters"];
  body: NonNullable<paths["/v1/environments/{environment_id}/import_chain"]["post"]["requestBody"]>["content"][keyof NonNullable<paths["/v1/environments/{environment_id}/import_chain"]["post"]["requestBody"]>["content"]];
}
interface SearchChainRunsInit extends CallOptions {
  params?: paths["/v1/execute/chain_run/search"]["get"]["parameters"];
  body?: never;
}
interface GetChainRunInit extends CallOptions {
  params: paths["/v1/execute/chain_run/{chain_run_id}"]["get"]["parameters"];
  body?: never;
}
interface GetChainRunNodesInit extends CallOptions {
  params: paths["/v1/execute/chain_run/{chain_run_id}/nodes"]["get"]["parameters"];
  body?: never;
}
interface StopChainRunInit extends CallOptions {
  params: paths["/v1/execute/chain_run/{chain_run_id}/stop"]["post"]["parameters"];
  body?: never;
}
interface SearchChainRunInputsInit extends CallOptions {
  params: paths["/v1/execute/environment/{environment_id}/chain/inputs_search"]["get"]["parameters"];
  body?: never;
}
interface ListChainRunsInit extends CallOptions {
  params: paths["/v1/execute/environment/{environment_id}/chain/{chain_id}/history"]["get"]["parameters"];
  body?: never;
}
interface StartChainInit extends CallOptions {
  params: paths["/v1/execute/environment/{environment_id}/chain/{chain_id}/start"]["post"]["parameters"];
  body: NonNullable<paths["/v1/execute/environment/{environment_id}/chain/{chain_id}/start"]["post"]["requestBody"]>["content"][keyof NonNullable<paths["/v1/execute/environment/{environment_id}/chain/{chain_id}/start"]["post"]["requestBody"]>["content"]];
}
interface SearchChainsInit extends CallOptions {
  params?: paths["/v1/metadata/chains/search"]["get"]["parameters"];
  body?: never;
}
interface GetChainInit extends CallOptions {
  params: paths["/v1/metadata/environment/{environment_id}/chain/{chain_id}"]["get"]["parameters"];
  body?: never;
}
interface ListChainCommandsInit extends CallOptions {
  params: paths["/v1/metadata/environment/{environment_id}/chain/{chain_id}/command"]["get"]["parameters"];
  body?: never;
}
interface ListWorkspacesInit extends CallOptions {
  params?: paths["/v1/metadata/workspace"]["get"]["parameters"];
  body?: never;
}
interface GetWorkspaceInit extends CallOptions {
  params: paths["/v1/metadata/workspace/{workspace_id}"]["get"]["parameters"];
  body?: never;
}
interface ListEnvironmentsInit extends CallOptions {
  params: paths["/v1/metadata/workspace/{workspace_id}/environment"]["get"]["parameters"];
  body?: never;
}
interface GetEnvironmentInit extends CallOptions {
  params: paths["/v1/metadata/workspace/{workspace_id}/environment/{environment_id}"]["get"]["parameters"];
  body?: never;
}
interface ListAuthorizationActivitiesInit extends CallOptions {
  params?: paths["/v1/security/authorizations_activity"]["get"]["parameters"];
  body?: never;
}
interface ListLoginActivitiesInit extends CallOptions {
  params?: paths["/v1/security/login_activity"]["get"]["parameters"];
  body?: never;
}
interface ListPermissionsInit extends CallOptions {
  params?: paths["/v1/security/permissions"]["get"]["parameters"];
  body?: never;
}
interface ListUserGroupsInit extends CallOptions {
  params?: paths["/v1/security/user_groups"]["get"]["parameters"];
  body?: never;
}
interface GetUserGroupInit extends CallOptions {
  params: paths["/v1/security/user_groups/{userGroupId}"]["get"]["parameters"];
  body?: never;
}
interface ListUserGroupPermissionsInit extends CallOptions {
  params: paths["/v1/security/user_groups/{userGroupId}/permissions"]["get"]["parameters"];
  body?: never;
}
interface ListGroupsOfUserInit extends CallOptions {
  params: paths["/v1/security/users/{userId}/groups"]["get"]["parameters"];
  body?: never;
}

declare module "@reportkit/strict-client" {
  interface GeneratedInits {
    "chains": {
      paths: paths;
      inits: {
        get: {
          "/v1/metadata/environment/{environment_id}/chain": ListChainsInit;
          "/v1/security/users": ListUsersInit;
          "/v1/security/users/{userId}": GetUserInit;
          "/v1/execute/chain_run/search": SearchChainRunsInit;
          "/v1/execute/chain_run/{chain_run_id}": GetChainRunInit;
          "/v1/execute/chain_run/{chain_run_id}/nodes": GetChainRunNodesInit;
          "/v1/execute/environment/{environment_id}/chain/inputs_search": SearchChainRunInputsInit;
          "/v1/execute/environment/{environment_id}/chain/{chain_id}/history": ListChainRunsInit;
          "/v1/metadata/chains/search": SearchChainsInit;
          "/v1/metadata/environment/{environment_id}/chain/{chain_id}": GetChainInit;
          "/v1/metadata/environment/{environment_id}/chain/{chain_id}/command": ListChainCommandsInit;
          "/v1/metadata/workspace": ListWorkspacesInit;
          "/v1/metadata/workspace/{workspace_id}": GetWorkspaceInit;
          "/v1/metadata/workspace/{workspace_id}/environment": ListEnvironmentsInit;
          "/v1/metadata/workspace/{workspace_id}/environment/{environment_id}": GetEnvironmentInit;
          "/v1/security/authorizations_activity": ListAuthorizationActivitiesInit;
          "/v1/security/login_activity": ListLoginActivitiesInit;
          "/v1/security/permissions": ListPermissionsInit;
          "/v1/security/user_groups": ListUserGroupsInit;
          "/v1/security/user_groups/{userGroupId}": GetUserGroupInit;
          "/v1/security/user_groups/{userGroupId}/permissions": ListUserGroupPermissionsInit;
          "/v1/security/users/{userId}/groups": ListGroupsOfUserInit;
        };
        post: {
          "/v1/chains/{chain_id}/export": ExportChainInit;
          "/v1/chains/{chain_id}/publish": PublishChainInit;
          "/v1/dataprep/mapping_groups/{mappingGroupGuid}/publish": PublishMappingGroupInit;
          "/v1/dataprep/mapping_groups/{mappingGroupGuid}/update_rules": UpdateMappingGroupRulesInit;
          "/v1/environments/{environment_id}/import_chain": ImportChainInit;
          "/v1/execute/chain_run/{chain_run_id}/stop": StopChainRunInit;
          "/v1/execute/environment/{environment_id}/chain/{chain_id}/start": StartChainInit;
        };
      };
    };
  }
}
