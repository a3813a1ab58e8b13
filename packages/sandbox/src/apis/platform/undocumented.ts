import { ApiError } from "../../core/api-error.js";
import type { HandlerMap, OperationHandler } from "../../http/types.js";

/**
 * Operations the service names without documenting their payloads (custom schema, bookmarks,
 * presentation and slide permissions): the sandbox cannot emulate what is not described, so each
 * answers 501 `not_implemented` in the platform's error shape, after the usual auth and validation.
 */
export const UNDOCUMENTED_OPERATIONS = {
  getCustomSchema: "GET /customSchema",
  updateCustomSchema: "PATCH /customSchema",
  getDocumentBookmarks: "GET /documents/{documentId}/bookmarks",
  editDocumentBookmarks: "POST /documents/{documentId}/bookmarks/edit",
  getDocumentBookmarkById: "GET /documents/{documentId}/bookmarks/{bookmarkId}",
  getPresentationPermissions: "GET /presentations/{presentationId}/permissions",
  modifyPresentationPermissions: "POST /presentations/{presentationId}/permissions/modification",
  getSlidePermissions: "GET /presentations/{presentationId}/slides/{slideId}/permissions",
  modifySlidePermissions: "POST /presentations/{presentationId}/slides/{slideId}/permissions/modification",
} as const;

const notImplemented =
  (operationId: string, route: string): OperationHandler =>
  () => {
    throw new ApiError(
      501,
      "not_implemented",
      `${operationId} (${route}) is not emulated by the sandbox: the service does not document its request or response, so there is nothing faithful to answer.`,
      { target: operationId },
    );
  };

export const undocumentedHandlers: HandlerMap = Object.fromEntries(
  Object.entries(UNDOCUMENTED_OPERATIONS).map(([id, route]) => [id, notImplemented(id, route)]),
);
