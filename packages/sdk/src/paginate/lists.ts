import type { ApiName } from "../errors/api-error.js";

/** How a list endpoint pages. */
export type PaginationStyle = "nextLink" | "cursor" | "page";

/** The paginated list endpoints `paginate` knows, with their API and paging style. */
export const PAGINATED_LISTS = {
  "/organizations/{organizationId}/workspaces/{workspaceId}/activities": {
    api: "platform",
    style: "nextLink",
  },
  "/testForms/{testFormId}/testPhases/{testPhaseId}/matrices/{matrixId}/samples/{sampleId}/attachments": {
    api: "platform",
    style: "nextLink",
  },
  "/api/v1/tag": { api: "prep", style: "cursor" },
  "/v1/security/users": { api: "chains", style: "page" },
} as const satisfies Record<string, { api: ApiName; style: PaginationStyle }>;

/** A path `paginate` can walk. */
export type PaginatedPath = keyof typeof PAGINATED_LISTS;

/** The continuation of a list: the `@nextLink` or cursor (text), or the page number. */
export type ContinuationOf<P extends PaginatedPath> = (typeof PAGINATED_LISTS)[P]["style"] extends "page"
  ? number
  : string;

export function listOf(path: string): (typeof PAGINATED_LISTS)[PaginatedPath] | undefined {
  return Object.hasOwn(PAGINATED_LISTS, path) ? PAGINATED_LISTS[path as PaginatedPath] : undefined;
}
