/**
 * Operations the service names without documenting their payloads (custom schema, bookmarks,
 * presentation and slide permissions). The sandbox emulates them with open objects
 * (`open-payloads.ts`): what a caller sends is kept and answered back.
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
