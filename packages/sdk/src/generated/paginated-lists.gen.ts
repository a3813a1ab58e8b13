// ⚠️ GENERATED FILE: DO NOT EDIT.
// Derived from the operation catalogue by scripts/codegen/sdk-tables.mjs (paginatedListsSource).
// Change the spec, then run `pnpm generate`; CI fails when this file drifts from the spec.

/** How a list endpoint pages: `@nextLink`, a `cursor`, a page number, or JSON:API `links.next`. */
export type GeneratedPaginationStyle = "nextLink" | "cursor" | "page" | "jsonApi";

/** The page fields every list of one style shares. */
export interface GeneratedPageFields {
  /** The 200 body's array of items. */
  readonly items: "data" | "body";
  /** The query parameter carrying the continuation (when a call sets it rather than following a link). */
  readonly cursorParam: string;
  /** Where a page names the next one: a link to follow, or the continuation itself (absent: counted pages). */
  readonly next?: { readonly field: readonly string[]; readonly kind: "link" | "cursor" };
  /** The number of the first page, for numbered pages. */
  readonly first?: number;
}

/** One list endpoint as the table holds it: its API, paging style and its own query parameters. */
export interface GeneratedPaginatedEntry {
  readonly api: "platform" | "prep" | "chains";
  readonly style: GeneratedPaginationStyle;
  /** The page-size query parameter, with its maximum and default when the spec declares them. */
  readonly pageSize?: { readonly param: string; readonly max?: number; readonly default?: number };
  /** The query parameter a continuation replaces: calls that carry one leave it out. */
  readonly offsetParam?: string;
}

/** One list endpoint with every field it pages with: its entry and its style's fields. */
export type GeneratedPaginatedList = GeneratedPaginatedEntry & GeneratedPageFields;

/** The page fields of each paging style. */
export const PAGING_STYLES = {
  nextLink: { items: "data", cursorParam: "$next", next: { field: ["@nextLink"], kind: "link" } },
  jsonApi: { items: "data", cursorParam: "page[after]", next: { field: ["links", "next"], kind: "link" } },
  cursor: { items: "body", cursorParam: "cursor", next: { field: ["cursor"], kind: "cursor" } },
  page: { items: "data", cursorParam: "page", first: 0 },
} as const satisfies Record<GeneratedPaginationStyle, GeneratedPageFields>;

/** Every list operation of the specs (the catalogue's `paging`): path -> how it pages. */
export const PAGINATED_LISTS = {
  "/testForms/{testFormId}/testPhases/{testPhaseId}/matrices/{matrixId}/samples/{sampleId}/attachments": { api: "platform", style: "nextLink" },
  "/spreadsheets/{spreadsheetId}/sheets/{sheetId}/values/{range}": { api: "platform", style: "nextLink" },
  "/organizations/{organizationId}/workspaces/{workspaceId}/activities": { api: "platform", style: "nextLink", pageSize: { param: "$maxpagesize", max: 1000, default: 1000 } },
  "/content/richText/{richTextId}/paragraphs": { api: "platform", style: "nextLink", pageSize: { param: "$maxpagesize", max: 1000, default: 1000 } },
  "/content/tables/{tableId}/rangeLinks": { api: "platform", style: "nextLink", pageSize: { param: "$maxpagesize", max: 1000, default: 1000 } },
  "/content/tables/{tableId}/rangeLinks/{rangeLinkId}/destinations": { api: "platform", style: "nextLink", pageSize: { param: "$maxpagesize", max: 1000, default: 1000 } },
  "/documents/{documentId}/tables": { api: "platform", style: "nextLink", pageSize: { param: "$maxpagesize", max: 1000, default: 1000 } },
  "/presentations/{presentationId}/tables": { api: "platform", style: "nextLink", pageSize: { param: "$maxpagesize", max: 1000, default: 1000 } },
  "/organizations": { api: "platform", style: "nextLink", pageSize: { param: "$maxpagesize", max: 1000, default: 1000 } },
  "/organizations/{organizationId}/activities": { api: "platform", style: "nextLink", pageSize: { param: "$maxpagesize", max: 1000, default: 1000 } },
  "/organizations/{organizationId}/orgReportUsers": { api: "platform", style: "jsonApi", pageSize: { param: "page[size]", max: 1000, default: 100 } },
  "/operations/{operationId}/milestoneCreationResults": { api: "platform", style: "nextLink", pageSize: { param: "$maxpagesize", max: 1000, default: 1000 } },
  "/operations/{operationId}/copyFileResults": { api: "platform", style: "nextLink", pageSize: { param: "$maxpagesize", max: 1000, default: 1000 } },
  "/operations/{operationId}/importFileResults": { api: "platform", style: "nextLink", pageSize: { param: "$maxpagesize", max: 1000, default: 1000 } },
  "/content/drawings/{drawingId}/elements": { api: "platform", style: "nextLink", pageSize: { param: "$maxpagesize", max: 1000, default: 1000 } },
  "/content/drawings/{drawingId}/anchors": { api: "platform", style: "nextLink", pageSize: { param: "$maxpagesize", max: 1000, default: 1000 } },
  "/content/drawings/{drawingId}/anchors/{anchorId}/extensions": { api: "platform", style: "nextLink", pageSize: { param: "$maxpagesize", max: 1000, default: 1000 } },
  "/content/richText/{richTextId}/anchors": { api: "platform", style: "nextLink", pageSize: { param: "$maxpagesize", max: 1000, default: 1000 } },
  "/content/richText/{richTextId}/anchors/{anchorId}/extensions": { api: "platform", style: "nextLink", pageSize: { param: "$maxpagesize", max: 1000, default: 1000 } },
  "/content/tables/{tableId}/anchors": { api: "platform", style: "nextLink", pageSize: { param: "$maxpagesize", max: 1000, default: 1000 } },
  "/content/tables/{tableId}/anchors/{anchorId}/extensions": { api: "platform", style: "nextLink", pageSize: { param: "$maxpagesize", max: 1000, default: 1000 } },
  "/content/tables/{tableId}/cells": { api: "platform", style: "nextLink" },
  "/content/tables/{tableId}/properties/columns": { api: "platform", style: "nextLink", pageSize: { param: "$maxpagesize", max: 1000, default: 1000 } },
  "/content/tables/{tableId}/properties/rows": { api: "platform", style: "nextLink", pageSize: { param: "$maxpagesize", max: 1000, default: 1000 } },
  "/operations/{operationId}/destinationLinkSourceConversionResults": { api: "platform", style: "nextLink", pageSize: { param: "$maxpagesize", max: 1000, default: 1000 } },
  "/operations/{operationId}/imageUploadResults": { api: "platform", style: "nextLink", pageSize: { param: "$maxpagesize", max: 1000, default: 1000 } },
  "/operations/{operationId}/rangeLinkEditResults": { api: "platform", style: "nextLink", pageSize: { param: "$maxpagesize", max: 1000, default: 1000 } },
  "/operations/{operationId}/richTextBatchEditResults": { api: "platform", style: "nextLink", pageSize: { param: "$maxpagesize", max: 1000, default: 1000 } },
  "/operations/{operationId}/richTextAnchorCreationResults": { api: "platform", style: "nextLink", pageSize: { param: "$maxpagesize", max: 1000, default: 1000 } },
  "/operations/{operationId}/richTextDuplicationEditResults": { api: "platform", style: "nextLink", pageSize: { param: "$maxpagesize", max: 1000, default: 1000 } },
  "/operations/{operationId}/richTextLinksBatchEditResults": { api: "platform", style: "nextLink", pageSize: { param: "$maxpagesize", max: 1000, default: 1000 } },
  "/operations/{operationId}/tableAnchorCreationResults": { api: "platform", style: "nextLink", pageSize: { param: "$maxpagesize", max: 1000, default: 1000 } },
  "/operations/{operationId}/tableLinksEditResults": { api: "platform", style: "nextLink", pageSize: { param: "$maxpagesize", max: 1000, default: 1000 } },
  "/permissions": { api: "platform", style: "nextLink" },
  "/tasks": { api: "platform", style: "nextLink", pageSize: { param: "$maxpagesize", max: 1000, default: 1000 } },
  "/activityActions": { api: "platform", style: "nextLink", pageSize: { param: "$maxpagesize", max: 1000, default: 1000 } },
  "/programs": { api: "platform", style: "nextLink", pageSize: { param: "$maxpagesize", max: 1000, default: 1000 } },
  "/programs/{programId}/dimensions": { api: "platform", style: "nextLink", pageSize: { param: "$maxpagesize", max: 1000, default: 1000 } },
  "/programs/{programId}/metrics": { api: "platform", style: "nextLink", pageSize: { param: "$maxpagesize", max: 1000, default: 1000 } },
  "/programs/{programId}/metrics/{metricId}/values": { api: "platform", style: "nextLink", pageSize: { param: "$maxpagesize", max: 1000, default: 1000 } },
  "/programs/{programId}/permissions": { api: "platform", style: "nextLink", pageSize: { param: "$maxpagesize", max: 1000, default: 1000 } },
  "/programs/{programId}/topics": { api: "platform", style: "nextLink", pageSize: { param: "$maxpagesize", max: 1000, default: 1000 } },
  "/organizations/{organizationId}/roles": { api: "platform", style: "nextLink" },
  "/organizations/{organizationId}/solutions": { api: "platform", style: "nextLink" },
  "/organizations/{organizationId}/users": { api: "platform", style: "nextLink", pageSize: { param: "$maxpagesize", max: 1000, default: 1000 } },
  "/organizations/{organizationId}/users/{userId}/roles": { api: "platform", style: "nextLink" },
  "/organizations/{organizationId}/workspaces": { api: "platform", style: "nextLink", pageSize: { param: "$maxpagesize", max: 1000, default: 1000 } },
  "/organizations/{organizationId}/workspaces/{workspaceId}/groups": { api: "platform", style: "nextLink", pageSize: { param: "$maxpagesize", max: 1000, default: 1000 } },
  "/organizations/{organizationId}/workspaces/{workspaceId}/groups/{groupId}/members": { api: "platform", style: "nextLink", pageSize: { param: "$maxpagesize", max: 1000, default: 1000 } },
  "/organizations/{organizationId}/workspaces/{workspaceId}/memberships": { api: "platform", style: "nextLink", pageSize: { param: "$maxpagesize", max: 1000, default: 1000 } },
  "/organizations/{organizationId}/workspaces/{workspaceId}/memberships/{workspaceMembershipId}/roles": { api: "platform", style: "nextLink" },
  "/organizations/{organizationId}/workspaces/{workspaceId}/roles": { api: "platform", style: "nextLink" },
  "/organizations/{organizationId}/workspaces/{workspaceId}/solutions": { api: "platform", style: "nextLink" },
  "/operations/{operationId}/metricValuesBatchUpsertionResults": { api: "platform", style: "nextLink", pageSize: { param: "$maxpagesize", max: 1000, default: 1000 } },
  "/testForms": { api: "platform", style: "nextLink" },
  "/testForms/{testFormId}/testPhases": { api: "platform", style: "nextLink" },
  "/testForms/{testFormId}/testPhases/{testPhaseId}/attachments": { api: "platform", style: "nextLink" },
  "/testForms/{testFormId}/testPhases/{testPhaseId}/matrices": { api: "platform", style: "nextLink" },
  "/testForms/{testFormId}/testPhases/{testPhaseId}/matrices/{matrixId}/attachments": { api: "platform", style: "nextLink" },
  "/testForms/{testFormId}/testPhases/{testPhaseId}/matrices/{matrixId}/samples": { api: "platform", style: "nextLink" },
  "/documents": { api: "platform", style: "nextLink", pageSize: { param: "$maxpagesize", max: 1000, default: 1000 } },
  "/documents/{documentId}/milestones": { api: "platform", style: "nextLink" },
  "/documents/{documentId}/permissions": { api: "platform", style: "nextLink", pageSize: { param: "$maxpagesize", max: 1000, default: 1000 } },
  "/documents/{documentId}/sections": { api: "platform", style: "nextLink", pageSize: { param: "$maxpagesize", max: 1000, default: 1000 } },
  "/documents/{documentId}/sections/{sectionId}/permissions": { api: "platform", style: "nextLink", pageSize: { param: "$maxpagesize", max: 1000, default: 1000 } },
  "/files": { api: "platform", style: "nextLink", pageSize: { param: "$maxpagesize", max: 1000, default: 1000 } },
  "/files/trash": { api: "platform", style: "nextLink", pageSize: { param: "$maxpagesize", max: 1000, default: 1000 } },
  "/files/{fileId}/permissions": { api: "platform", style: "nextLink", pageSize: { param: "$maxpagesize", max: 1000, default: 1000 } },
  "/graph/records": { api: "platform", style: "nextLink" },
  "/graph/types": { api: "platform", style: "nextLink" },
  "/presentations/{presentationId}/milestones": { api: "platform", style: "nextLink" },
  "/presentations/{presentationId}/slideLayouts": { api: "platform", style: "nextLink", pageSize: { param: "$maxpagesize", max: 1000, default: 1000 } },
  "/presentations/{presentationId}/slides": { api: "platform", style: "nextLink", pageSize: { param: "$maxpagesize", max: 1000, default: 1000 } },
  "/spreadsheets": { api: "platform", style: "nextLink", pageSize: { param: "$maxpagesize", max: 1000, default: 1000 } },
  "/spreadsheets/{spreadsheetId}/datasets": { api: "platform", style: "nextLink" },
  "/spreadsheets/{spreadsheetId}/milestones": { api: "platform", style: "nextLink" },
  "/spreadsheets/{spreadsheetId}/permissions": { api: "platform", style: "nextLink", pageSize: { param: "$maxpagesize", max: 1000, default: 1000 } },
  "/spreadsheets/{spreadsheetId}/sheets": { api: "platform", style: "nextLink", pageSize: { param: "$maxpagesize", max: 1000, default: 1000 } },
  "/spreadsheets/{spreadsheetId}/sheets/{sheetId}/permissions": { api: "platform", style: "nextLink", pageSize: { param: "$maxpagesize", max: 1000, default: 1000 } },
  "/spreadsheets/{spreadsheetId}/sheets/{sheetId}/sheetdata": { api: "platform", style: "nextLink" },
  "/api/v1/tag": { api: "prep", style: "cursor", pageSize: { param: "limit", max: 1000, default: 1000 }, offsetParam: "offset" },
  "/api/v1/admin/usage/filesBySize": { api: "prep", style: "cursor", pageSize: { param: "limit", max: 1000 }, offsetParam: "offset" },
  "/api/v1/connections": { api: "prep", style: "cursor", pageSize: { param: "limit", max: 1000 }, offsetParam: "offset" },
  "/api/v1/entity": { api: "prep", style: "cursor", pageSize: { param: "limit", max: 1000, default: 1000 }, offsetParam: "offset" },
  "/api/v1/file": { api: "prep", style: "cursor", pageSize: { param: "limit", max: 1000 }, offsetParam: "offset" },
  "/api/v1/file/{fileId}/error": { api: "prep", style: "cursor", pageSize: { param: "limit", max: 50, default: 50 }, offsetParam: "offset" },
  "/api/v1/folder": { api: "prep", style: "cursor", pageSize: { param: "limit", max: 1000, default: 1000 }, offsetParam: "offset" },
  "/api/v1/folder/{folderId}/children": { api: "prep", style: "cursor", pageSize: { param: "limit", max: 1000, default: 1000 }, offsetParam: "offset" },
  "/api/v1/parameter": { api: "prep", style: "cursor", pageSize: { param: "limit", max: 1000, default: 1000 }, offsetParam: "offset" },
  "/api/v1/pivotview": { api: "prep", style: "cursor", pageSize: { param: "limit", max: 1000, default: 1000 }, offsetParam: "offset" },
  "/api/v1/query": { api: "prep", style: "cursor", pageSize: { param: "limit", max: 1000, default: 1000 }, offsetParam: "offset" },
  "/api/v1/query/{queryId}/dependencies": { api: "prep", style: "cursor", pageSize: { param: "limit", max: 1000, default: 1000 }, offsetParam: "offset" },
  "/api/v1/query/{queryId}/dependents": { api: "prep", style: "cursor", pageSize: { param: "limit", max: 1000, default: 1000 }, offsetParam: "offset" },
  "/api/v1/queryresult": { api: "prep", style: "cursor", pageSize: { param: "limit", max: 1000 }, offsetParam: "offset" },
  "/api/v1/selectlist": { api: "prep", style: "cursor", pageSize: { param: "limit", max: 1000 }, offsetParam: "offset" },
  "/api/v1/sharedtable": { api: "prep", style: "cursor", pageSize: { param: "limit", max: 1000, default: 1000 }, offsetParam: "offset" },
  "/api/v1/table": { api: "prep", style: "cursor", pageSize: { param: "limit", max: 1000, default: 1000 }, offsetParam: "offset" },
  "/api/v1/table/{tableId}/dependents": { api: "prep", style: "cursor", pageSize: { param: "limit", max: 1000, default: 1000 }, offsetParam: "offset" },
  "/v1/security/users": { api: "chains", style: "page", pageSize: { param: "pageSize", max: 100 } },
  "/v1/security/authorizations_activity": { api: "chains", style: "page", pageSize: { param: "pageSize", max: 100 } },
  "/v1/security/login_activity": { api: "chains", style: "page", pageSize: { param: "pageSize", max: 100 } },
  "/v1/security/permissions": { api: "chains", style: "page", pageSize: { param: "pageSize", max: 100 } },
  "/v1/security/user_groups": { api: "chains", style: "page", pageSize: { param: "pageSize", max: 100 } },
  "/v1/security/user_groups/{userGroupId}/permissions": { api: "chains", style: "page", pageSize: { param: "pageSize", max: 100 } },
  "/v1/security/users/{userId}/groups": { api: "chains", style: "page", pageSize: { param: "pageSize", max: 100 } },
} as const satisfies Record<string, GeneratedPaginatedEntry>;

/** A path with a paginated list. */
export type GeneratedPaginatedPath = keyof typeof PAGINATED_LISTS;
