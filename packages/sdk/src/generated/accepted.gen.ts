// ⚠️ GENERATED FILE: DO NOT EDIT.
// Derived from the operation catalogue by scripts/codegen/sdk-tables.mjs (acceptedSource).
// Change the spec, then run `pnpm generate`; CI fails when this file drifts from the spec.

/** The operations that have results, by kind, and where each lists them (`GET /operations/{id}/<kind>Results`). */
export const RESULTS_PATHS = {
  importFile: "/operations/{operationId}/importFileResults",
  copyFile: "/operations/{operationId}/copyFileResults",
  patchSpreadsheet: "/operations/{operationId}/patchSpreadsheetResults",
  patchSheet: "/operations/{operationId}/patchSheetResults",
  tableEdit: "/operations/{operationId}/tableEditResults",
  milestoneCreation: "/operations/{operationId}/milestoneCreationResults",
  destinationLinkSourceConversion: "/operations/{operationId}/destinationLinkSourceConversionResults",
  imageUpload: "/operations/{operationId}/imageUploadResults",
  richTextAnchorCreation: "/operations/{operationId}/richTextAnchorCreationResults",
  richTextDuplicationEdit: "/operations/{operationId}/richTextDuplicationEditResults",
  richTextBatchEdit: "/operations/{operationId}/richTextBatchEditResults",
  richTextLinksBatchEdit: "/operations/{operationId}/richTextLinksBatchEditResults",
  tableAnchorCreation: "/operations/{operationId}/tableAnchorCreationResults",
  tableCellEdit: "/operations/{operationId}/tableCellEditResults",
  tableReapplyFilter: "/operations/{operationId}/tableReapplyFilterResults",
  tableLinksEdit: "/operations/{operationId}/tableLinksEditResults",
  rangeLinkEdit: "/operations/{operationId}/rangeLinkEditResults",
  patchTableProperties: "/operations/{operationId}/patchTablePropertiesResults",
  metricValuesBatchUpsertion: "/operations/{operationId}/metricValuesBatchUpsertionResults",
  patchDocument: "/operations/{operationId}/patchDocumentResults",
  patchSection: "/operations/{operationId}/patchSectionResults",
  patchPresentation: "/operations/{operationId}/patchPresentationResults",
  patchSlideLayout: "/operations/{operationId}/patchSlideLayoutResults",
  patchSlide: "/operations/{operationId}/patchSlideResults",
} as const;

/** The kinds whose results endpoint answers one object, not a page. */
export const SINGLE_RESULT_KINDS = ["patchSpreadsheet", "patchSheet", "tableEdit", "tableCellEdit", "tableReapplyFilter", "patchTableProperties", "patchDocument", "patchSection", "patchPresentation", "patchSlideLayout", "patchSlide"] as const;
