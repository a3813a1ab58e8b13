// ⚠️ GENERATED FILE: DO NOT EDIT.
// Derived from every spec of specs/redocly.yaml by scripts/codegen.mjs (paginationOf).
// Change the spec, then run `pnpm generate`; CI fails when this file drifts from the spec.

/** How a list endpoint pages: `@nextLink`, a `cursor`, a page number, or JSON:API `links.next`. */
export type GeneratedPaginationStyle = "nextLink" | "cursor" | "page" | "jsonApi";

/** One list endpoint: its API, paging style, the body field holding the items, and its query parameters. */
export interface GeneratedPaginatedList {
  readonly api: "platform" | "prep" | "chains";
  readonly style: GeneratedPaginationStyle;
  /** The 200 body's array of items. */
  readonly items: "data" | "body";
  /** The query parameter carrying the continuation (when a call sets it rather than following a link). */
  readonly cursorParam: string;
  /** The page-size query parameter, with its maximum and default when the spec declares them. */
  readonly pageSize?: { readonly param: string; readonly max?: number; readonly default?: number };
}

/**
 * Every list operation of the specs, derived from its shape (see `paginationOf` in scripts/codegen.mjs):
 * path -> how it pages.
 */
export const PAGINATED_LISTS = {
  "/testForms/{testFormId}/testPhases/{testPhaseId}/matrices/{matrixId}/samples/{sampleId}/attachments": { api: "platform", style: "nextLink", items: "data", cursorParam: "$next" },
  "/organizations/{organizationId}/workspaces/{workspaceId}/activities": { api: "platform", style: "nextLink", items: "data", cursorParam: "$next", pageSize: { param: "$maxpagesize", max: 1000, default: 1000 } },
  "/content/richText/{richTextId}/paragraphs": { api: "platform", style: "nextLink", items: "data", cursorParam: "$next", pageSize: { param: "$maxpagesize", max: 1000, default: 1000 } },
  "/content/tables/{tableId}/rangeLinks": { api: "platform", style: "nextLink", items: "data", cursorParam: "$next", pageSize: { param: "$maxpagesize", max: 1000, default: 1000 } },
  "/content/tables/{tableId}/rangeLinks/{rangeLinkId}/destinations": { api: "platform", style: "nextLink", items: "data", cursorParam: "$next", pageSize: { param: "$maxpagesize", max: 1000, default: 1000 } },
  "/documents/{documentId}/tables": { api: "platform", style: "nextLink", items: "data", cursorParam: "$next", pageSize: { param: "$maxpagesize", max: 1000, default: 1000 } },
  "/presentations/{presentationId}/tables": { api: "platform", style: "nextLink", items: "data", cursorParam: "$next", pageSize: { param: "$maxpagesize", max: 1000, default: 1000 } },
  "/organizations": { api: "platform", style: "nextLink", items: "data", cursorParam: "$next", pageSize: { param: "$maxpagesize", max: 1000, default: 1000 } },
  "/organizations/{organizationId}/activities": { api: "platform", style: "nextLink", items: "data", cursorParam: "$next", pageSize: { param: "$maxpagesize", max: 1000, default: 1000 } },
  "/organizations/{organizationId}/orgReportUsers": { api: "platform", style: "jsonApi", items: "data", cursorParam: "page[after]", pageSize: { param: "page[size]", max: 1000, default: 100 } },
  "/operations/{operationId}/milestoneCreationResults": { api: "platform", style: "nextLink", items: "data", cursorParam: "$next", pageSize: { param: "$maxpagesize", max: 1000, default: 1000 } },
  "/operations/{operationId}/copyFileResults": { api: "platform", style: "nextLink", items: "data", cursorParam: "$next", pageSize: { param: "$maxpagesize", max: 1000, default: 1000 } },
  "/operations/{operationId}/importFileResults": { api: "platform", style: "nextLink", items: "data", cursorParam: "$next", pageSize: { param: "$maxpagesize", max: 1000, default: 1000 } },
  "/api/v1/tag": { api: "prep", style: "cursor", items: "body", cursorParam: "cursor", pageSize: { param: "limit", max: 1000, default: 1000 } },
  "/v1/security/users": { api: "chains", style: "page", items: "data", cursorParam: "page", pageSize: { param: "pageSize", max: 100 } },
  "/v1/security/authorizations_activity": { api: "chains", style: "page", items: "data", cursorParam: "page", pageSize: { param: "pageSize", max: 100 } },
  "/v1/security/login_activity": { api: "chains", style: "page", items: "data", cursorParam: "page", pageSize: { param: "pageSize", max: 100 } },
  "/v1/security/permissions": { api: "chains", style: "page", items: "data", cursorParam: "page", pageSize: { param: "pageSize", max: 100 } },
  "/v1/security/user_groups": { api: "chains", style: "page", items: "data", cursorParam: "page", pageSize: { param: "pageSize", max: 100 } },
  "/v1/security/user_groups/{userGroupId}/permissions": { api: "chains", style: "page", items: "data", cursorParam: "page", pageSize: { param: "pageSize", max: 100 } },
  "/v1/security/users/{userId}/groups": { api: "chains", style: "page", items: "data", cursorParam: "page", pageSize: { param: "pageSize", max: 100 } },
} as const satisfies Record<string, GeneratedPaginatedList>;

/** A path with a paginated list. */
export type GeneratedPaginatedPath = keyof typeof PAGINATED_LISTS;
