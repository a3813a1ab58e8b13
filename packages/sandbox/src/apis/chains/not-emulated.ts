/**
 * Operations of the chains spec the sandbox does not emulate yet: it answers them `501 not_implemented`
 * (every other operation of every spec has a handler). They came with the provider's whole chains and
 * security API (issue 32); the spec-driven sandbox answers them in a later step. A handler added for one
 * of them must remove it from this list (the contract test checks both ways).
 */
export const NOT_EMULATED_OPERATIONS = {
  chains: [
    "exportChain",
    "publishChain",
    "publishMappingGroup",
    "updateMappingGroupRules",
    "importChain",
    "searchChainRunInputs",
    "searchChains",
    "listChainCommands",
    "listAuthorizationActivities",
    "listLoginActivities",
    "listPermissions",
    "listUserGroups",
    "getUserGroup",
    "listUserGroupPermissions",
    "listGroupsOfUser",
  ],
} as const satisfies Record<string, readonly string[]>;
