// ⚠️ GENERATED FILE: DO NOT EDIT.
// Produced from specs/platform/openapi.yaml and specs/redocly.yaml (x-openapi-ts) by scripts/codegen/client.mjs.
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
export const PLATFORM_API_VERSION = "2026-01-01";

export interface PlatformClientOptions extends StrictClientOptions {
  /** X-Version to send; defaults to {@link PLATFORM_API_VERSION}. */
  version?: string;
}

/**
 * A typed openapi-fetch client for the Platform API: a wrong path, a missing parameter, a body of the wrong
 * shape or a body key the spec does not declare does not compile.
 */
export type PlatformClient = StrictClient<paths>;

/**
 * A typed openapi-fetch client for the Platform API (`baseUrl` is the `{base_url}` address). Every request
 * carries `Accept: application/json` and `X-Version` unless `headers` or the call say otherwise.
 */
export function createPlatformClient(options: PlatformClientOptions = {}): PlatformClient {
  return createStrictClient<paths>(PLATFORM_API_VERSION, options);
}

// The options of each call, one interface per operation: a call's options are checked against one of
// these names, which TypeScript never expands for the paths the call does not name.
interface GetFileByIdInit extends CallOptions {
  params: paths["/files/{fileId}"]["get"]["parameters"];
  body?: never;
}
interface UpdateFileInit extends CallOptions {
  params: paths["/files/{fileId}"]["put"]["parameters"];
  body: NonNullable<paths["/files/{fileId}"]["put"]["requestBody"]>["content"][keyof NonNullable<paths["/files/{fileId}"]["put"]["requestBody"]>["content"]];
}
interface PartiallyUpdateFileByIdInit extends CallOptions {
  params: paths["/files/{fileId}"]["patch"]["parameters"];
  body: NonNullable<paths["/files/{fileId}"]["patch"]["requestBody"]>["content"][keyof NonNullable<paths["/files/{fileId}"]["patch"]["requestBody"]>["content"]];
}
interface InsertSamplesInit extends CallOptions {
  params: paths["/testForms/{testFormId}/testPhases/{testPhaseId}/matrices/{matrixId}/samples/insertion"]["post"]["parameters"];
  body: NonNullable<paths["/testForms/{testFormId}/testPhases/{testPhaseId}/matrices/{matrixId}/samples/insertion"]["post"]["requestBody"]>["content"][keyof NonNullable<paths["/testForms/{testFormId}/testPhases/{testPhaseId}/matrices/{matrixId}/samples/insertion"]["post"]["requestBody"]>["content"]];
}
interface GetSampleInit extends CallOptions {
  params: paths["/testForms/{testFormId}/testPhases/{testPhaseId}/matrices/{matrixId}/samples/{sampleId}"]["get"]["parameters"];
  body?: never;
}
interface PartiallyUpdateSampleByIdInit extends CallOptions {
  params: paths["/testForms/{testFormId}/testPhases/{testPhaseId}/matrices/{matrixId}/samples/{sampleId}"]["patch"]["parameters"];
  body: NonNullable<paths["/testForms/{testFormId}/testPhases/{testPhaseId}/matrices/{matrixId}/samples/{sampleId}"]["patch"]["requestBody"]>["content"][keyof NonNullable<paths["/testForms/{testFormId}/testPhases/{testPhaseId}/matrices/{matrixId}/samples/{sampleId}"]["patch"]["requestBody"]>["content"]];
}
interface ListSampleAttachmentsInit extends CallOptions {
  params: paths["/testForms/{testFormId}/testPhases/{testPhaseId}/matrices/{matrixId}/samples/{sampleId}/attachments"]["get"]["parameters"];
  body?: never;
}
interface GetValuesByRangeInit extends CallOptions {
  params: paths["/spreadsheets/{spreadsheetId}/sheets/{sheetId}/values/{range}"]["get"]["parameters"];
  body?: never;
}
interface UpdateRangeValuesInit extends CallOptions {
  params: paths["/spreadsheets/{spreadsheetId}/sheets/{sheetId}/values/{range}"]["put"]["parameters"];
  body: NonNullable<paths["/spreadsheets/{spreadsheetId}/sheets/{sheetId}/values/{range}"]["put"]["requestBody"]>["content"][keyof NonNullable<paths["/spreadsheets/{spreadsheetId}/sheets/{sheetId}/values/{range}"]["put"]["requestBody"]>["content"]];
}
interface DeleteSheetDatasetInit extends CallOptions {
  params: paths["/spreadsheets/{spreadsheetId}/sheets/{sheetId}/dataset"]["delete"]["parameters"];
  body?: never;
}
interface ListActivitiesInit extends CallOptions {
  params: paths["/organizations/{organizationId}/workspaces/{workspaceId}/activities"]["get"]["parameters"];
  body?: never;
}
interface GetOperationInit extends CallOptions {
  params: paths["/operations/{operationId}"]["get"]["parameters"];
  body?: never;
}
interface ImportFileInit extends CallOptions {
  params?: paths["/files/import"]["post"]["parameters"];
  body: NonNullable<paths["/files/import"]["post"]["requestBody"]>["content"][keyof NonNullable<paths["/files/import"]["post"]["requestBody"]>["content"]];
}
interface CopyFileInit extends CallOptions {
  params: paths["/files/{fileId}/copy"]["post"]["parameters"];
  body: NonNullable<paths["/files/{fileId}/copy"]["post"]["requestBody"]>["content"][keyof NonNullable<paths["/files/{fileId}/copy"]["post"]["requestBody"]>["content"]];
}
interface ExportFileByIdInit extends CallOptions {
  params: paths["/files/{fileId}/export"]["post"]["parameters"];
  body: NonNullable<paths["/files/{fileId}/export"]["post"]["requestBody"]>["content"][keyof NonNullable<paths["/files/{fileId}/export"]["post"]["requestBody"]>["content"]];
}
interface TrashFileByIdInit extends CallOptions {
  params: paths["/files/{fileId}/trash"]["post"]["parameters"];
  body: NonNullable<paths["/files/{fileId}/trash"]["post"]["requestBody"]>["content"][keyof NonNullable<paths["/files/{fileId}/trash"]["post"]["requestBody"]>["content"]];
}
interface RestoreFileByIdInit extends CallOptions {
  params: paths["/files/{fileId}/restore"]["post"]["parameters"];
  body: NonNullable<paths["/files/{fileId}/restore"]["post"]["requestBody"]>["content"][keyof NonNullable<paths["/files/{fileId}/restore"]["post"]["requestBody"]>["content"]];
}
interface GetSpreadsheetByIdInit extends CallOptions {
  params: paths["/spreadsheets/{spreadsheetId}"]["get"]["parameters"];
  body?: never;
}
interface PartiallyUpdateSpreadsheetByIdInit extends CallOptions {
  params: paths["/spreadsheets/{spreadsheetId}"]["patch"]["parameters"];
  body: NonNullable<paths["/spreadsheets/{spreadsheetId}"]["patch"]["requestBody"]>["content"][keyof NonNullable<paths["/spreadsheets/{spreadsheetId}"]["patch"]["requestBody"]>["content"]];
}
interface GetSheetByIdInit extends CallOptions {
  params: paths["/spreadsheets/{spreadsheetId}/sheets/{sheetId}"]["get"]["parameters"];
  body?: never;
}
interface DeleteSheetByIdInit extends CallOptions {
  params: paths["/spreadsheets/{spreadsheetId}/sheets/{sheetId}"]["delete"]["parameters"];
  body?: never;
}
interface PartiallyUpdateSheetByIdInit extends CallOptions {
  params: paths["/spreadsheets/{spreadsheetId}/sheets/{sheetId}"]["patch"]["parameters"];
  body: NonNullable<paths["/spreadsheets/{spreadsheetId}/sheets/{sheetId}"]["patch"]["requestBody"]>["content"][keyof NonNullable<paths["/spreadsheets/{spreadsheetId}/sheets/{sheetId}"]["patch"]["requestBody"]>["content"]];
}
interface GetRichTextParagraphsInit extends CallOptions {
  params: paths["/content/richText/{richTextId}/paragraphs"]["get"]["parameters"];
  body?: never;
}
interface GetRangeLinksInit extends CallOptions {
  params: paths["/content/tables/{tableId}/rangeLinks"]["get"]["parameters"];
  body?: never;
}
interface GetRangeLinkByIdInit extends CallOptions {
  params: paths["/content/tables/{tableId}/rangeLinks/{rangeLinkId}"]["get"]["parameters"];
  body?: never;
}
interface GetRangeLinkDestinationsInit extends CallOptions {
  params: paths["/content/tables/{tableId}/rangeLinks/{rangeLinkId}/destinations"]["get"]["parameters"];
  body?: never;
}
interface TableEditInit extends CallOptions {
  params: paths["/content/tables/{tableId}/edit"]["post"]["parameters"];
  body: NonNullable<paths["/content/tables/{tableId}/edit"]["post"]["requestBody"]>["content"][keyof NonNullable<paths["/content/tables/{tableId}/edit"]["post"]["requestBody"]>["content"]];
}
interface GetDocumentTableCollectionInit extends CallOptions {
  params: paths["/documents/{documentId}/tables"]["get"]["parameters"];
  body?: never;
}
interface GetDocumentBookmarksInit extends CallOptions {
  params: paths["/documents/{documentId}/bookmarks"]["get"]["parameters"];
  body?: never;
}
interface EditDocumentBookmarksInit extends CallOptions {
  params: paths["/documents/{documentId}/bookmarks/edit"]["post"]["parameters"];
  body: NonNullable<paths["/documents/{documentId}/bookmarks/edit"]["post"]["requestBody"]>["content"][keyof NonNullable<paths["/documents/{documentId}/bookmarks/edit"]["post"]["requestBody"]>["content"]];
}
interface GetDocumentBookmarkByIdInit extends CallOptions {
  params: paths["/documents/{documentId}/bookmarks/{bookmarkId}"]["get"]["parameters"];
  body?: never;
}
interface GetPresentationTableCollectionInit extends CallOptions {
  params: paths["/presentations/{presentationId}/tables"]["get"]["parameters"];
  body?: never;
}
interface GetPresentationPermissionsInit extends CallOptions {
  params: paths["/presentations/{presentationId}/permissions"]["get"]["parameters"];
  body?: never;
}
interface ModifyPresentationPermissionsInit extends CallOptions {
  params: paths["/presentations/{presentationId}/permissions/modification"]["post"]["parameters"];
  body: NonNullable<paths["/presentations/{presentationId}/permissions/modification"]["post"]["requestBody"]>["content"][keyof NonNullable<paths["/presentations/{presentationId}/permissions/modification"]["post"]["requestBody"]>["content"]];
}
interface GetSlidePermissionsInit extends CallOptions {
  params: paths["/presentations/{presentationId}/slides/{slideId}/permissions"]["get"]["parameters"];
  body?: never;
}
interface ModifySlidePermissionsInit extends CallOptions {
  params: paths["/presentations/{presentationId}/slides/{slideId}/permissions/modification"]["post"]["parameters"];
  body: NonNullable<paths["/presentations/{presentationId}/slides/{slideId}/permissions/modification"]["post"]["requestBody"]>["content"][keyof NonNullable<paths["/presentations/{presentationId}/slides/{slideId}/permissions/modification"]["post"]["requestBody"]>["content"]];
}
interface MilestoneCreationInit extends CallOptions {
  params?: paths["/milestones/creation"]["post"]["parameters"];
  body: NonNullable<paths["/milestones/creation"]["post"]["requestBody"]>["content"][keyof NonNullable<paths["/milestones/creation"]["post"]["requestBody"]>["content"]];
}
interface GetMilestoneByIdInit extends CallOptions {
  params: paths["/milestones/{milestoneId}"]["get"]["parameters"];
  body?: never;
}
interface DeleteMilestoneByIdInit extends CallOptions {
  params: paths["/milestones/{milestoneId}"]["delete"]["parameters"];
  body?: never;
}
interface PartiallyUpdateMilestoneByIdInit extends CallOptions {
  params: paths["/milestones/{milestoneId}"]["patch"]["parameters"];
  body: NonNullable<paths["/milestones/{milestoneId}"]["patch"]["requestBody"]>["content"][keyof NonNullable<paths["/milestones/{milestoneId}"]["patch"]["requestBody"]>["content"]];
}
interface CreateEditsInit extends CallOptions {
  params?: paths["/graph/edits"]["post"]["parameters"];
  body: NonNullable<paths["/graph/edits"]["post"]["requestBody"]>["content"][keyof NonNullable<paths["/graph/edits"]["post"]["requestBody"]>["content"]];
}
interface GetCustomSchemaInit extends CallOptions {
  params?: paths["/customSchema"]["get"]["parameters"];
  body?: never;
}
interface UpdateCustomSchemaInit extends CallOptions {
  params?: paths["/customSchema"]["patch"]["parameters"];
  body: NonNullable<paths["/customSchema"]["patch"]["requestBody"]>["content"][keyof NonNullable<paths["/customSchema"]["patch"]["requestBody"]>["content"]];
}
interface GetActivityByIdInit extends CallOptions {
  params: paths["/activities/{activityId}"]["get"]["parameters"];
  body?: never;
}
interface GetOrganizationsInit extends CallOptions {
  params: paths["/organizations"]["get"]["parameters"];
  body?: never;
}
interface GetOrganizationActivitiesInit extends CallOptions {
  params: paths["/organizations/{organizationId}/activities"]["get"]["parameters"];
  body?: never;
}
interface GetWorkspaceByIdInit extends CallOptions {
  params: paths["/organizations/{organizationId}/workspaces/{workspaceId}"]["get"]["parameters"];
  body?: never;
}
interface PartiallyUpdateWorkspaceByIdInit extends CallOptions {
  params: paths["/organizations/{organizationId}/workspaces/{workspaceId}"]["patch"]["parameters"];
  body: NonNullable<paths["/organizations/{organizationId}/workspaces/{workspaceId}"]["patch"]["requestBody"]>["content"][keyof NonNullable<paths["/organizations/{organizationId}/workspaces/{workspaceId}"]["patch"]["requestBody"]>["content"]];
}
interface GetOrgReportUsersInit extends CallOptions {
  params: paths["/organizations/{organizationId}/orgReportUsers"]["get"]["parameters"];
  body?: never;
}
interface GetMilestoneCreationResultsInit extends CallOptions {
  params: paths["/operations/{operationId}/milestoneCreationResults"]["get"]["parameters"];
  body?: never;
}
interface GetCopyFileResultsInit extends CallOptions {
  params: paths["/operations/{operationId}/copyFileResults"]["get"]["parameters"];
  body?: never;
}
interface GetImportFileResultsInit extends CallOptions {
  params: paths["/operations/{operationId}/importFileResults"]["get"]["parameters"];
  body?: never;
}
interface GetTableEditResultsInit extends CallOptions {
  params: paths["/operations/{operationId}/tableEditResults"]["get"]["parameters"];
  body?: never;
}
interface GetAnchorByIdInit extends CallOptions {
  params: paths["/content/anchors/{anchorId}"]["get"]["parameters"];
  body?: never;
}
interface GetDestinationLinkByIdInit extends CallOptions {
  params: paths["/content/destinationLinks/{destinationLinkId}"]["get"]["parameters"];
  body?: never;
}
interface DestinationLinkSourceConversionInit extends CallOptions {
  params: paths["/content/destinationLinks/{destinationLinkId}/sourceConversion"]["post"]["parameters"];
  body?: never;
}
interface GetDrawingElementsByIdInit extends CallOptions {
  params: paths["/content/drawings/{drawingId}/elements"]["get"]["parameters"];
  body?: never;
}
interface GetDrawingAnchorsInit extends CallOptions {
  params: paths["/content/drawings/{drawingId}/anchors"]["get"]["parameters"];
  body?: never;
}
interface GetDrawingAnchorByIdInit extends CallOptions {
  params: paths["/content/drawings/{drawingId}/anchors/{anchorId}"]["get"]["parameters"];
  body?: never;
}
interface GetDrawingAnchorExtensionsInit extends CallOptions {
  params: paths["/content/drawings/{drawingId}/anchors/{anchorId}/extensions"]["get"]["parameters"];
  body?: never;
}
interface ImageUploadInit extends CallOptions {
  params?: paths["/content/images/upload"]["post"]["parameters"];
  body?: NonNullable<paths["/content/images/upload"]["post"]["requestBody"]>["content"][keyof NonNullable<paths["/content/images/upload"]["post"]["requestBody"]>["content"]];
}
interface GetImageByIdInit extends CallOptions {
  params: paths["/content/images/{imageId}"]["get"]["parameters"];
  body?: never;
}
interface GetRichTextAnchorsInit extends CallOptions {
  params: paths["/content/richText/{richTextId}/anchors"]["get"]["parameters"];
  body?: never;
}
interface RichTextAnchorCreationInit extends CallOptions {
  params: paths["/content/richText/{richTextId}/anchors/creation"]["post"]["parameters"];
  body: NonNullable<paths["/content/richText/{richTextId}/anchors/creation"]["post"]["requestBody"]>["content"][keyof NonNullable<paths["/content/richText/{richTextId}/anchors/creation"]["post"]["requestBody"]>["content"]];
}
interface GetRichTextAnchorByIdInit extends CallOptions {
  params: paths["/content/richText/{richTextId}/anchors/{anchorId}"]["get"]["parameters"];
  body?: never;
}
interface GetRichTextAnchorExtensionsInit extends CallOptions {
  params: paths["/content/richText/{richTextId}/anchors/{anchorId}/extensions"]["get"]["parameters"];
  body?: never;
}
interface RichTextDuplicationEditInit extends CallOptions {
  params: paths["/content/richText/{richTextId}/duplication/edit"]["post"]["parameters"];
  body: NonNullable<paths["/content/richText/{richTextId}/duplication/edit"]["post"]["requestBody"]>["content"][keyof NonNullable<paths["/content/richText/{richTextId}/duplication/edit"]["post"]["requestBody"]>["content"]];
}
interface RichTextBatchEditInit extends CallOptions {
  params: paths["/content/richText/{richTextId}/edit"]["post"]["parameters"];
  body: NonNullable<paths["/content/richText/{richTextId}/edit"]["post"]["requestBody"]>["content"][keyof NonNullable<paths["/content/richText/{richTextId}/edit"]["post"]["requestBody"]>["content"]];
}
interface RichTextLinksBatchEditInit extends CallOptions {
  params: paths["/content/richText/{richTextId}/links/edit"]["post"]["parameters"];
  body: NonNullable<paths["/content/richText/{richTextId}/links/edit"]["post"]["requestBody"]>["content"][keyof NonNullable<paths["/content/richText/{richTextId}/links/edit"]["post"]["requestBody"]>["content"]];
}
interface GetStyleGuideByIdInit extends CallOptions {
  params: paths["/content/styleGuides/{styleGuideId}"]["get"]["parameters"];
  body?: never;
}
interface StyleGuideExportInit extends CallOptions {
  params: paths["/content/styleGuides/{styleGuideId}/export"]["post"]["parameters"];
  body?: NonNullable<paths["/content/styleGuides/{styleGuideId}/export"]["post"]["requestBody"]>["content"][keyof NonNullable<paths["/content/styleGuides/{styleGuideId}/export"]["post"]["requestBody"]>["content"]];
}
interface StyleGuideImportInit extends CallOptions {
  params: paths["/content/styleGuides/{styleGuideId}/import"]["post"]["parameters"];
  body?: never;
}
interface GetTableAnchorsInit extends CallOptions {
  params: paths["/content/tables/{tableId}/anchors"]["get"]["parameters"];
  body?: never;
}
interface TableAnchorCreationInit extends CallOptions {
  params: paths["/content/tables/{tableId}/anchors/creation"]["post"]["parameters"];
  body: NonNullable<paths["/content/tables/{tableId}/anchors/creation"]["post"]["requestBody"]>["content"][keyof NonNullable<paths["/content/tables/{tableId}/anchors/creation"]["post"]["requestBody"]>["content"]];
}
interface GetTableAnchorByIdInit extends CallOptions {
  params: paths["/content/tables/{tableId}/anchors/{anchorId}"]["get"]["parameters"];
  body?: never;
}
interface GetTableAnchorExtensionsInit extends CallOptions {
  params: paths["/content/tables/{tableId}/anchors/{anchorId}/extensions"]["get"]["parameters"];
  body?: never;
}
interface GetTableCellsInit extends CallOptions {
  params: paths["/content/tables/{tableId}/cells"]["get"]["parameters"];
  body?: never;
}
interface TableCellsBatchEditInit extends CallOptions {
  params: paths["/content/tables/{tableId}/cells/edit"]["post"]["parameters"];
  body: NonNullable<paths["/content/tables/{tableId}/cells/edit"]["post"]["requestBody"]>["content"][keyof NonNullable<paths["/content/tables/{tableId}/cells/edit"]["post"]["requestBody"]>["content"]];
}
interface GetColumnPropertiesInit extends CallOptions {
  params: paths["/content/tables/{tableId}/properties/columns"]["get"]["parameters"];
  body?: never;
}
interface TableFiltersReapplicationInit extends CallOptions {
  params: paths["/content/tables/{tableId}/filters/reapplication"]["post"]["parameters"];
  body: NonNullable<paths["/content/tables/{tableId}/filters/reapplication"]["post"]["requestBody"]>["content"][keyof NonNullable<paths["/content/tables/{tableId}/filters/reapplication"]["post"]["requestBody"]>["content"]];
}
interface TableLinksBatchEditInit extends CallOptions {
  params: paths["/content/tables/{tableId}/links/edit"]["post"]["parameters"];
  body: NonNullable<paths["/content/tables/{tableId}/links/edit"]["post"]["requestBody"]>["content"][keyof NonNullable<paths["/content/tables/{tableId}/links/edit"]["post"]["requestBody"]>["content"]];
}
interface TableRangeLinksEditInit extends CallOptions {
  params: paths["/content/tables/{tableId}/rangeLinks/edit"]["post"]["parameters"];
  body: NonNullable<paths["/content/tables/{tableId}/rangeLinks/edit"]["post"]["requestBody"]>["content"][keyof NonNullable<paths["/content/tables/{tableId}/rangeLinks/edit"]["post"]["requestBody"]>["content"]];
}
interface GetTablePropertiesInit extends CallOptions {
  params: paths["/content/tables/{tableId}/properties"]["get"]["parameters"];
  body?: never;
}
interface PartiallyUpdateTablePropertiesInit extends CallOptions {
  params: paths["/content/tables/{tableId}/properties"]["patch"]["parameters"];
  body: NonNullable<paths["/content/tables/{tableId}/properties"]["patch"]["requestBody"]>["content"][keyof NonNullable<paths["/content/tables/{tableId}/properties"]["patch"]["requestBody"]>["content"]];
}
interface GetRowPropertiesInit extends CallOptions {
  params: paths["/content/tables/{tableId}/properties/rows"]["get"]["parameters"];
  body?: never;
}
interface GetDestinationLinkSourceConversionResultsInit extends CallOptions {
  params: paths["/operations/{operationId}/destinationLinkSourceConversionResults"]["get"]["parameters"];
  body?: never;
}
interface GetImageUploadCreationResultsInit extends CallOptions {
  params: paths["/operations/{operationId}/imageUploadResults"]["get"]["parameters"];
  body?: never;
}
interface GetPatchTablePropertiesResultsInit extends CallOptions {
  params: paths["/operations/{operationId}/patchTablePropertiesResults"]["get"]["parameters"];
  body?: never;
}
interface GetRangeLinkEditResultsInit extends CallOptions {
  params: paths["/operations/{operationId}/rangeLinkEditResults"]["get"]["parameters"];
  body?: never;
}
interface GetRichTextBatchEditResultsInit extends CallOptions {
  params: paths["/operations/{operationId}/richTextBatchEditResults"]["get"]["parameters"];
  body?: never;
}
interface GetRichTextAnchorCreationResultsInit extends CallOptions {
  params: paths["/operations/{operationId}/richTextAnchorCreationResults"]["get"]["parameters"];
  body?: never;
}
interface GetRichTextDuplicationEditResultsInit extends CallOptions {
  params: paths["/operations/{operationId}/richTextDuplicationEditResults"]["get"]["parameters"];
  body?: never;
}
interface GetRichTextLinksBatchEditResultsInit extends CallOptions {
  params: paths["/operations/{operationId}/richTextLinksBatchEditResults"]["get"]["parameters"];
  body?: never;
}
interface GetTableAnchorCreationResultsInit extends CallOptions {
  params: paths["/operations/{operationId}/tableAnchorCreationResults"]["get"]["parameters"];
  body?: never;
}
interface GetTableCellEditResultsInit extends CallOptions {
  params: paths["/operations/{operationId}/tableCellEditResults"]["get"]["parameters"];
  body?: never;
}
interface GetTableLinksEditResultsInit extends CallOptions {
  params: paths["/operations/{operationId}/tableLinksEditResults"]["get"]["parameters"];
  body?: never;
}
interface GetTableReapplyFilterResultsInit extends CallOptions {
  params: paths["/operations/{operationId}/tableReapplyFilterResults"]["get"]["parameters"];
  body?: never;
}
interface GetPermissionsInit extends CallOptions {
  params?: paths["/permissions"]["get"]["parameters"];
  body?: never;
}
interface GetPermissionByIdInit extends CallOptions {
  params: paths["/permissions/{permissionId}"]["get"]["parameters"];
  body?: never;
}
interface GetTasksInit extends CallOptions {
  params?: paths["/tasks"]["get"]["parameters"];
  body?: never;
}
interface CreateTaskInit extends CallOptions {
  params?: paths["/tasks"]["post"]["parameters"];
  body: NonNullable<paths["/tasks"]["post"]["requestBody"]>["content"][keyof NonNullable<paths["/tasks"]["post"]["requestBody"]>["content"]];
}
interface GetTaskByIdInit extends CallOptions {
  params: paths["/tasks/{taskId}"]["get"]["parameters"];
  body?: never;
}
interface DeleteTaskByIdInit extends CallOptions {
  params: paths["/tasks/{taskId}"]["delete"]["parameters"];
  body?: never;
}
interface PartiallyUpdateTaskByIdInit extends CallOptions {
  params: paths["/tasks/{taskId}"]["patch"]["parameters"];
  body: NonNullable<paths["/tasks/{taskId}"]["patch"]["requestBody"]>["content"][keyof NonNullable<paths["/tasks/{taskId}"]["patch"]["requestBody"]>["content"]];
}
interface SubmitTaskActionInit extends CallOptions {
  params: paths["/tasks/{taskId}/actionSubmission"]["post"]["parameters"];
  body: NonNullable<paths["/tasks/{taskId}/actionSubmission"]["post"]["requestBody"]>["content"][keyof NonNullable<paths["/tasks/{taskId}/actionSubmission"]["post"]["requestBody"]>["content"]];
}
interface GetActivityActionsInit extends CallOptions {
  params?: paths["/activityActions"]["get"]["parameters"];
  body?: never;
}
interface GetActivityActionByIdInit extends CallOptions {
  params: paths["/activityActions/{activityActionId}"]["get"]["parameters"];
  body?: never;
}
interface GetProgramsInit extends CallOptions {
  params?: paths["/programs"]["get"]["parameters"];
  body?: never;
}
interface CreateProgramInit extends CallOptions {
  params?: paths["/programs"]["post"]["parameters"];
  body: NonNullable<paths["/programs"]["post"]["requestBody"]>["content"][keyof NonNullable<paths["/programs"]["post"]["requestBody"]>["content"]];
}
interface GetProgramByIdInit extends CallOptions {
  params: paths["/programs/{programId}"]["get"]["parameters"];
  body?: never;
}
interface PartiallyUpdateProgramByIdInit extends CallOptions {
  params: paths["/programs/{programId}"]["patch"]["parameters"];
  body: NonNullable<paths["/programs/{programId}"]["patch"]["requestBody"]>["content"][keyof NonNullable<paths["/programs/{programId}"]["patch"]["requestBody"]>["content"]];
}
interface GetDimensionsInit extends CallOptions {
  params: paths["/programs/{programId}/dimensions"]["get"]["parameters"];
  body?: never;
}
interface CreateDimensionInit extends CallOptions {
  params: paths["/programs/{programId}/dimensions"]["post"]["parameters"];
  body: NonNullable<paths["/programs/{programId}/dimensions"]["post"]["requestBody"]>["content"][keyof NonNullable<paths["/programs/{programId}/dimensions"]["post"]["requestBody"]>["content"]];
}
interface GetDimensionByIdInit extends CallOptions {
  params: paths["/programs/{programId}/dimensions/{dimensionId}"]["get"]["parameters"];
  body?: never;
}
interface PartiallyUpdateDimensionByIdInit extends CallOptions {
  params: paths["/programs/{programId}/dimensions/{dimensionId}"]["patch"]["parameters"];
  body: NonNullable<paths["/programs/{programId}/dimensions/{dimensionId}"]["patch"]["requestBody"]>["content"][keyof NonNullable<paths["/programs/{programId}/dimensions/{dimensionId}"]["patch"]["requestBody"]>["content"]];
}
interface GetMetricsInit extends CallOptions {
  params: paths["/programs/{programId}/metrics"]["get"]["parameters"];
  body?: never;
}
interface CreateMetricInit extends CallOptions {
  params: paths["/programs/{programId}/metrics"]["post"]["parameters"];
  body: NonNullable<paths["/programs/{programId}/metrics"]["post"]["requestBody"]>["content"][keyof NonNullable<paths["/programs/{programId}/metrics"]["post"]["requestBody"]>["content"]];
}
interface GetMetricByIdInit extends CallOptions {
  params: paths["/programs/{programId}/metrics/{metricId}"]["get"]["parameters"];
  body?: never;
}
interface DeleteMetricByIdInit extends CallOptions {
  params: paths["/programs/{programId}/metrics/{metricId}"]["delete"]["parameters"];
  body?: never;
}
interface PartiallyUpdateMetricByIdInit extends CallOptions {
  params: paths["/programs/{programId}/metrics/{metricId}"]["patch"]["parameters"];
  body: NonNullable<paths["/programs/{programId}/metrics/{metricId}"]["patch"]["requestBody"]>["content"][keyof NonNullable<paths["/programs/{programId}/metrics/{metricId}"]["patch"]["requestBody"]>["content"]];
}
interface GetValuesInit extends CallOptions {
  params: paths["/programs/{programId}/metrics/{metricId}/values"]["get"]["parameters"];
  body?: never;
}
interface CreateValueInit extends CallOptions {
  params: paths["/programs/{programId}/metrics/{metricId}/values"]["post"]["parameters"];
  body: NonNullable<paths["/programs/{programId}/metrics/{metricId}/values"]["post"]["requestBody"]>["content"][keyof NonNullable<paths["/programs/{programId}/metrics/{metricId}/values"]["post"]["requestBody"]>["content"]];
}
interface GetMetricValueByIdInit extends CallOptions {
  params: paths["/programs/{programId}/metrics/{metricId}/values/{metricValueId}"]["get"]["parameters"];
  body?: never;
}
interface DeleteMetricValueByIdInit extends CallOptions {
  params: paths["/programs/{programId}/metrics/{metricId}/values/{metricValueId}"]["delete"]["parameters"];
  body?: never;
}
interface PartiallyUpdateMetricValueByIdInit extends CallOptions {
  params: paths["/programs/{programId}/metrics/{metricId}/values/{metricValueId}"]["patch"]["parameters"];
  body: NonNullable<paths["/programs/{programId}/metrics/{metricId}/values/{metricValueId}"]["patch"]["requestBody"]>["content"][keyof NonNullable<paths["/programs/{programId}/metrics/{metricId}/values/{metricValueId}"]["patch"]["requestBody"]>["content"]];
}
interface BatchDeletionMetricValuesInit extends CallOptions {
  params: paths["/programs/{programId}/metrics/{metricId}/values/batchDeletion"]["post"]["parameters"];
  body: NonNullable<paths["/programs/{programId}/metrics/{metricId}/values/batchDeletion"]["post"]["requestBody"]>["content"][keyof NonNullable<paths["/programs/{programId}/metrics/{metricId}/values/batchDeletion"]["post"]["requestBody"]>["content"]];
}
interface BatchUpsertionMetricValuesInit extends CallOptions {
  params: paths["/programs/{programId}/metrics/{metricId}/values/batchUpsertion"]["post"]["parameters"];
  body: NonNullable<paths["/programs/{programId}/metrics/{metricId}/values/batchUpsertion"]["post"]["requestBody"]>["content"][keyof NonNullable<paths["/programs/{programId}/metrics/{metricId}/values/batchUpsertion"]["post"]["requestBody"]>["content"]];
}
interface GetProgramPermissionsInit extends CallOptions {
  params: paths["/programs/{programId}/permissions"]["get"]["parameters"];
  body?: never;
}
interface ProgramPermissionsModificationInit extends CallOptions {
  params: paths["/programs/{programId}/permissions/modification"]["post"]["parameters"];
  body: NonNullable<paths["/programs/{programId}/permissions/modification"]["post"]["requestBody"]>["content"][keyof NonNullable<paths["/programs/{programId}/permissions/modification"]["post"]["requestBody"]>["content"]];
}
interface GetTopicsInit extends CallOptions {
  params: paths["/programs/{programId}/topics"]["get"]["parameters"];
  body?: never;
}
interface CreateTopicInit extends CallOptions {
  params: paths["/programs/{programId}/topics"]["post"]["parameters"];
  body: NonNullable<paths["/programs/{programId}/topics"]["post"]["requestBody"]>["content"][keyof NonNullable<paths["/programs/{programId}/topics"]["post"]["requestBody"]>["content"]];
}
interface GetTopicByIdInit extends CallOptions {
  params: paths["/programs/{programId}/topics/{topicId}"]["get"]["parameters"];
  body?: never;
}
interface DeleteTopicByIdInit extends CallOptions {
  params: paths["/programs/{programId}/topics/{topicId}"]["delete"]["parameters"];
  body?: never;
}
interface PartiallyUpdateTopicByIdInit extends CallOptions {
  params: paths["/programs/{programId}/topics/{topicId}"]["patch"]["parameters"];
  body: NonNullable<paths["/programs/{programId}/topics/{topicId}"]["patch"]["requestBody"]>["content"][keyof NonNullable<paths["/programs/{programId}/topics/{topicId}"]["patch"]["requestBody"]>["content"]];
}
interface GetOrganizationByIdInit extends CallOptions {
  params: paths["/organizations/{organizationId}"]["get"]["parameters"];
  body?: never;
}
interface PartiallyUpdateOrganizationByIdInit extends CallOptions {
  params: paths["/organizations/{organizationId}"]["patch"]["parameters"];
  body: NonNullable<paths["/organizations/{organizationId}"]["patch"]["requestBody"]>["content"][keyof NonNullable<paths["/organizations/{organizationId}"]["patch"]["requestBody"]>["content"]];
}
interface GetOrganizationRolesInit extends CallOptions {
  params: paths["/organizations/{organizationId}/roles"]["get"]["parameters"];
  body?: never;
}
interface GetOrganizationSolutionsInit extends CallOptions {
  params: paths["/organizations/{organizationId}/solutions"]["get"]["parameters"];
  body?: never;
}
interface GetOrganizationUsersInit extends CallOptions {
  params: paths["/organizations/{organizationId}/users"]["get"]["parameters"];
  body?: never;
}
interface CreateOrganizationUserInit extends CallOptions {
  params: paths["/organizations/{organizationId}/users"]["post"]["parameters"];
  body: NonNullable<paths["/organizations/{organizationId}/users"]["post"]["requestBody"]>["content"][keyof NonNullable<paths["/organizations/{organizationId}/users"]["post"]["requestBody"]>["content"]];
}
interface AssignUserToOrganizationInit extends CallOptions {
  params: paths["/organizations/{organizationId}/users/assignment"]["post"]["parameters"];
  body: NonNullable<paths["/organizations/{organizationId}/users/assignment"]["post"]["requestBody"]>["content"][keyof NonNullable<paths["/organizations/{organizationId}/users/assignment"]["post"]["requestBody"]>["content"]];
}
interface GetOrganizationUserByIdInit extends CallOptions {
  params: paths["/organizations/{organizationId}/users/{userId}"]["get"]["parameters"];
  body?: never;
}
interface DeleteOrganizationUserByIdInit extends CallOptions {
  params: paths["/organizations/{organizationId}/users/{userId}"]["delete"]["parameters"];
  body?: never;
}
interface PartiallyUpdateOrganizationUserByIdInit extends CallOptions {
  params: paths["/organizations/{organizationId}/users/{userId}"]["patch"]["parameters"];
  body: NonNullable<paths["/organizations/{organizationId}/users/{userId}"]["patch"]["requestBody"]>["content"][keyof NonNullable<paths["/organizations/{organizationId}/users/{userId}"]["patch"]["requestBody"]>["content"]];
}
interface GetOrganizationUserRoleListInit extends CallOptions {
  params: paths["/organizations/{organizationId}/users/{userId}/roles"]["get"]["parameters"];
  body?: never;
}
interface AssignOrganizationUserRolesInit extends CallOptions {
  params: paths["/organizations/{organizationId}/users/{userId}/roles/assignment"]["post"]["parameters"];
  body: NonNullable<paths["/organizations/{organizationId}/users/{userId}/roles/assignment"]["post"]["requestBody"]>["content"][keyof NonNullable<paths["/organizations/{organizationId}/users/{userId}/roles/assignment"]["post"]["requestBody"]>["content"]];
}
interface RevokeOrganizationUserRolesInit extends CallOptions {
  params: paths["/organizations/{organizationId}/users/{userId}/roles/revocation"]["post"]["parameters"];
  body: NonNullable<paths["/organizations/{organizationId}/users/{userId}/roles/revocation"]["post"]["requestBody"]>["content"][keyof NonNullable<paths["/organizations/{organizationId}/users/{userId}/roles/revocation"]["post"]["requestBody"]>["content"]];
}
interface GetWorkspacesInit extends CallOptions {
  params: paths["/organizations/{organizationId}/workspaces"]["get"]["parameters"];
  body?: never;
}
interface CreateWorkspaceInit extends CallOptions {
  params: paths["/organizations/{organizationId}/workspaces"]["post"]["parameters"];
  body: NonNullable<paths["/organizations/{organizationId}/workspaces"]["post"]["requestBody"]>["content"][keyof NonNullable<paths["/organizations/{organizationId}/workspaces"]["post"]["requestBody"]>["content"]];
}
interface GetWorkspaceGroupsInit extends CallOptions {
  params: paths["/organizations/{organizationId}/workspaces/{workspaceId}/groups"]["get"]["parameters"];
  body?: never;
}
interface CreateWorkspaceGroupInit extends CallOptions {
  params: paths["/organizations/{organizationId}/workspaces/{workspaceId}/groups"]["post"]["parameters"];
  body: NonNullable<paths["/organizations/{organizationId}/workspaces/{workspaceId}/groups"]["post"]["requestBody"]>["content"][keyof NonNullable<paths["/organizations/{organizationId}/workspaces/{workspaceId}/groups"]["post"]["requestBody"]>["content"]];
}
interface GetWorkspaceGroupByIdInit extends CallOptions {
  params: paths["/organizations/{organizationId}/workspaces/{workspaceId}/groups/{groupId}"]["get"]["parameters"];
  body?: never;
}
interface DeleteWorkspaceGroupByIdInit extends CallOptions {
  params: paths["/organizations/{organizationId}/workspaces/{workspaceId}/groups/{groupId}"]["delete"]["parameters"];
  body?: never;
}
interface PartiallyUpdateWorkspaceGroupByIdInit extends CallOptions {
  params: paths["/organizations/{organizationId}/workspaces/{workspaceId}/groups/{groupId}"]["patch"]["parameters"];
  body: NonNullable<paths["/organizations/{organizationId}/workspaces/{workspaceId}/groups/{groupId}"]["patch"]["requestBody"]>["content"][keyof NonNullable<paths["/organizations/{organizationId}/workspaces/{workspaceId}/groups/{groupId}"]["patch"]["requestBody"]>["content"]];
}
interface GetWorkspaceGroupMembersInit extends CallOptions {
  params: paths["/organizations/{organizationId}/workspaces/{workspaceId}/groups/{groupId}/members"]["get"]["parameters"];
  body?: never;
}
interface ModifyWorkspaceGroupMembersInit extends CallOptions {
  params: paths["/organizations/{organizationId}/workspaces/{workspaceId}/groups/{groupId}/members/modification"]["post"]["parameters"];
  body: NonNullable<paths["/organizations/{organizationId}/workspaces/{workspaceId}/groups/{groupId}/members/modification"]["post"]["requestBody"]>["content"][keyof NonNullable<paths["/organizations/{organizationId}/workspaces/{workspaceId}/groups/{groupId}/members/modification"]["post"]["requestBody"]>["content"]];
}
interface GetWorkspaceMembershipsInit extends CallOptions {
  params: paths["/organizations/{organizationId}/workspaces/{workspaceId}/memberships"]["get"]["parameters"];
  body?: never;
}
interface CreateWorkspaceMembershipInit extends CallOptions {
  params: paths["/organizations/{organizationId}/workspaces/{workspaceId}/memberships"]["post"]["parameters"];
  body: NonNullable<paths["/organizations/{organizationId}/workspaces/{workspaceId}/memberships"]["post"]["requestBody"]>["content"][keyof NonNullable<paths["/organizations/{organizationId}/workspaces/{workspaceId}/memberships"]["post"]["requestBody"]>["content"]];
}
interface WorkspaceMembershipCreationWithOptionsInit extends CallOptions {
  params: paths["/organizations/{organizationId}/workspaces/{workspaceId}/memberships/membershipCreation"]["post"]["parameters"];
  body: NonNullable<paths["/organizations/{organizationId}/workspaces/{workspaceId}/memberships/membershipCreation"]["post"]["requestBody"]>["content"][keyof NonNullable<paths["/organizations/{organizationId}/workspaces/{workspaceId}/memberships/membershipCreation"]["post"]["requestBody"]>["content"]];
}
interface GetWorkspaceMembershipByIdInit extends CallOptions {
  params: paths["/organizations/{organizationId}/workspaces/{workspaceId}/memberships/{workspaceMembershipId}"]["get"]["parameters"];
  body?: never;
}
interface DeleteWorkspaceMembershipByIdInit extends CallOptions {
  params: paths["/organizations/{organizationId}/workspaces/{workspaceId}/memberships/{workspaceMembershipId}"]["delete"]["parameters"];
  body?: never;
}
interface GetOrganizationWorkspaceMembershipRolesInit extends CallOptions {
  params: paths["/organizations/{organizationId}/workspaces/{workspaceId}/memberships/{workspaceMembershipId}/roles"]["get"]["parameters"];
  body?: never;
}
interface AssignWorkspaceMembershipRolesInit extends CallOptions {
  params: paths["/organizations/{organizationId}/workspaces/{workspaceId}/memberships/{workspaceMembershipId}/roles/assignment"]["post"]["parameters"];
  body: NonNullable<paths["/organizations/{organizationId}/workspaces/{workspaceId}/memberships/{workspaceMembershipId}/roles/assignment"]["post"]["requestBody"]>["content"][keyof NonNullable<paths["/organizations/{organizationId}/workspaces/{workspaceId}/memberships/{workspaceMembershipId}/roles/assignment"]["post"]["requestBody"]>["content"]];
}
interface RevokeWorkspaceMembershipRolesInit extends CallOptions {
  params: paths["/organizations/{organizationId}/workspaces/{workspaceId}/memberships/{workspaceMembershipId}/roles/revocation"]["post"]["parameters"];
  body: NonNullable<paths["/organizations/{organizationId}/workspaces/{workspaceId}/memberships/{workspaceMembershipId}/roles/revocation"]["post"]["requestBody"]>["content"][keyof NonNullable<paths["/organizations/{organizationId}/workspaces/{workspaceId}/memberships/{workspaceMembershipId}/roles/revocation"]["post"]["requestBody"]>["content"]];
}
interface GetOrganizationWorkspaceRolesInit extends CallOptions {
  params: paths["/organizations/{organizationId}/workspaces/{workspaceId}/roles"]["get"]["parameters"];
  body?: never;
}
interface GetWorkspaceSolutionsInit extends CallOptions {
  params: paths["/organizations/{organizationId}/workspaces/{workspaceId}/solutions"]["get"]["parameters"];
  body?: never;
}
interface GetWorkspaceSolutionsByIDInit extends CallOptions {
  params: paths["/organizations/{organizationId}/workspaces/{workspaceId}/solutions/{solutionId}"]["get"]["parameters"];
  body?: never;
}
interface GetBatchUpsertionMetricValuesResultsInit extends CallOptions {
  params: paths["/operations/{operationId}/metricValuesBatchUpsertionResults"]["get"]["parameters"];
  body?: never;
}
interface GetTestFormsInit extends CallOptions {
  params?: paths["/testForms"]["get"]["parameters"];
  body?: never;
}
interface GetTestFormByIdInit extends CallOptions {
  params: paths["/testForms/{testFormId}"]["get"]["parameters"];
  body?: never;
}
interface TestFormExportInit extends CallOptions {
  params: paths["/testForms/{testFormId}/export"]["post"]["parameters"];
  body: NonNullable<paths["/testForms/{testFormId}/export"]["post"]["requestBody"]>["content"][keyof NonNullable<paths["/testForms/{testFormId}/export"]["post"]["requestBody"]>["content"]];
}
interface GetTestPhasesInit extends CallOptions {
  params: paths["/testForms/{testFormId}/testPhases"]["get"]["parameters"];
  body?: never;
}
interface GetTestPhaseByIdInit extends CallOptions {
  params: paths["/testForms/{testFormId}/testPhases/{testPhaseId}"]["get"]["parameters"];
  body?: never;
}
interface TestPhaseAttachmentUploadInit extends CallOptions {
  params: paths["/testForms/{testFormId}/testPhases/{testPhaseId}/attachmentUpload"]["post"]["parameters"];
  body: NonNullable<paths["/testForms/{testFormId}/testPhases/{testPhaseId}/attachmentUpload"]["post"]["requestBody"]>["content"][keyof NonNullable<paths["/testForms/{testFormId}/testPhases/{testPhaseId}/attachmentUpload"]["post"]["requestBody"]>["content"]];
}
interface GetTestPhaseAttachmentsInit extends CallOptions {
  params: paths["/testForms/{testFormId}/testPhases/{testPhaseId}/attachments"]["get"]["parameters"];
  body?: never;
}
interface GetTestPhaseAttachmentByIdInit extends CallOptions {
  params: paths["/testForms/{testFormId}/testPhases/{testPhaseId}/attachments/{attachmentId}"]["get"]["parameters"];
  body?: never;
}
interface TestPhaseAttachmentDownloadByIdInit extends CallOptions {
  params: paths["/testForms/{testFormId}/testPhases/{testPhaseId}/attachments/{attachmentId}/download"]["post"]["parameters"];
  body?: never;
}
interface TestPhaseAttachmentExportByIdInit extends CallOptions {
  params: paths["/testForms/{testFormId}/testPhases/{testPhaseId}/attachments/{attachmentId}/export"]["post"]["parameters"];
  body: NonNullable<paths["/testForms/{testFormId}/testPhases/{testPhaseId}/attachments/{attachmentId}/export"]["post"]["requestBody"]>["content"][keyof NonNullable<paths["/testForms/{testFormId}/testPhases/{testPhaseId}/attachments/{attachmentId}/export"]["post"]["requestBody"]>["content"]];
}
interface GetMatricesInit extends CallOptions {
  params: paths["/testForms/{testFormId}/testPhases/{testPhaseId}/matrices"]["get"]["parameters"];
  body?: never;
}
interface CreateMatrixInit extends CallOptions {
  params: paths["/testForms/{testFormId}/testPhases/{testPhaseId}/matrices"]["post"]["parameters"];
  body: NonNullable<paths["/testForms/{testFormId}/testPhases/{testPhaseId}/matrices"]["post"]["requestBody"]>["content"][keyof NonNullable<paths["/testForms/{testFormId}/testPhases/{testPhaseId}/matrices"]["post"]["requestBody"]>["content"]];
}
interface GetMatrixByIdInit extends CallOptions {
  params: paths["/testForms/{testFormId}/testPhases/{testPhaseId}/matrices/{matrixId}"]["get"]["parameters"];
  body?: never;
}
interface MatrixAttachmentUploadInit extends CallOptions {
  params: paths["/testForms/{testFormId}/testPhases/{testPhaseId}/matrices/{matrixId}/attachmentUpload"]["post"]["parameters"];
  body: NonNullable<paths["/testForms/{testFormId}/testPhases/{testPhaseId}/matrices/{matrixId}/attachmentUpload"]["post"]["requestBody"]>["content"][keyof NonNullable<paths["/testForms/{testFormId}/testPhases/{testPhaseId}/matrices/{matrixId}/attachmentUpload"]["post"]["requestBody"]>["content"]];
}
interface GetMatrixAttachmentsInit extends CallOptions {
  params: paths["/testForms/{testFormId}/testPhases/{testPhaseId}/matrices/{matrixId}/attachments"]["get"]["parameters"];
  body?: never;
}
interface GetMatrixAttachmentByIdInit extends CallOptions {
  params: paths["/testForms/{testFormId}/testPhases/{testPhaseId}/matrices/{matrixId}/attachments/{attachmentId}"]["get"]["parameters"];
  body?: never;
}
interface MatrixAttachmentDownloadByIdInit extends CallOptions {
  params: paths["/testForms/{testFormId}/testPhases/{testPhaseId}/matrices/{matrixId}/attachments/{attachmentId}/download"]["post"]["parameters"];
  body?: never;
}
interface MatrixAttachmentExportByIdInit extends CallOptions {
  params: paths["/testForms/{testFormId}/testPhases/{testPhaseId}/matrices/{matrixId}/attachments/{attachmentId}/export"]["post"]["parameters"];
  body: NonNullable<paths["/testForms/{testFormId}/testPhases/{testPhaseId}/matrices/{matrixId}/attachments/{attachmentId}/export"]["post"]["requestBody"]>["content"][keyof NonNullable<paths["/testForms/{testFormId}/testPhases/{testPhaseId}/matrices/{matrixId}/attachments/{attachmentId}/export"]["post"]["requestBody"]>["content"]];
}
interface GetSamplesInit extends CallOptions {
  params: paths["/testForms/{testFormId}/testPhases/{testPhaseId}/matrices/{matrixId}/samples"]["get"]["parameters"];
  body?: never;
}
interface CreateSampleInit extends CallOptions {
  params: paths["/testForms/{testFormId}/testPhases/{testPhaseId}/matrices/{matrixId}/samples"]["post"]["parameters"];
  body: NonNullable<paths["/testForms/{testFormId}/testPhases/{testPhaseId}/matrices/{matrixId}/samples"]["post"]["requestBody"]>["content"][keyof NonNullable<paths["/testForms/{testFormId}/testPhases/{testPhaseId}/matrices/{matrixId}/samples"]["post"]["requestBody"]>["content"]];
}
interface SampleUpdateInit extends CallOptions {
  params: paths["/testForms/{testFormId}/testPhases/{testPhaseId}/matrices/{matrixId}/samples/update"]["post"]["parameters"];
  body: NonNullable<paths["/testForms/{testFormId}/testPhases/{testPhaseId}/matrices/{matrixId}/samples/update"]["post"]["requestBody"]>["content"][keyof NonNullable<paths["/testForms/{testFormId}/testPhases/{testPhaseId}/matrices/{matrixId}/samples/update"]["post"]["requestBody"]>["content"]];
}
interface SampleAttachmentUploadInit extends CallOptions {
  params: paths["/testForms/{testFormId}/testPhases/{testPhaseId}/matrices/{matrixId}/samples/{sampleId}/attachmentUpload"]["post"]["parameters"];
  body: NonNullable<paths["/testForms/{testFormId}/testPhases/{testPhaseId}/matrices/{matrixId}/samples/{sampleId}/attachmentUpload"]["post"]["requestBody"]>["content"][keyof NonNullable<paths["/testForms/{testFormId}/testPhases/{testPhaseId}/matrices/{matrixId}/samples/{sampleId}/attachmentUpload"]["post"]["requestBody"]>["content"]];
}
interface GetSampleAttachmentByIdInit extends CallOptions {
  params: paths["/testForms/{testFormId}/testPhases/{testPhaseId}/matrices/{matrixId}/samples/{sampleId}/attachments/{attachmentId}"]["get"]["parameters"];
  body?: never;
}
interface SampleAttachmentDownloadByIdInit extends CallOptions {
  params: paths["/testForms/{testFormId}/testPhases/{testPhaseId}/matrices/{matrixId}/samples/{sampleId}/attachments/{attachmentId}/download"]["post"]["parameters"];
  body?: never;
}
interface SampleAttachmentExportByIdInit extends CallOptions {
  params: paths["/testForms/{testFormId}/testPhases/{testPhaseId}/matrices/{matrixId}/samples/{sampleId}/attachments/{attachmentId}/export"]["post"]["parameters"];
  body: NonNullable<paths["/testForms/{testFormId}/testPhases/{testPhaseId}/matrices/{matrixId}/samples/{sampleId}/attachments/{attachmentId}/export"]["post"]["requestBody"]>["content"][keyof NonNullable<paths["/testForms/{testFormId}/testPhases/{testPhaseId}/matrices/{matrixId}/samples/{sampleId}/attachments/{attachmentId}/export"]["post"]["requestBody"]>["content"]];
}
interface GetDocumentsInit extends CallOptions {
  params?: paths["/documents"]["get"]["parameters"];
  body?: never;
}
interface GetDocumentByIdInit extends CallOptions {
  params: paths["/documents/{documentId}"]["get"]["parameters"];
  body?: never;
}
interface PartiallyUpdateDocumentByIdInit extends CallOptions {
  params: paths["/documents/{documentId}"]["patch"]["parameters"];
  body: NonNullable<paths["/documents/{documentId}"]["patch"]["requestBody"]>["content"][keyof NonNullable<paths["/documents/{documentId}"]["patch"]["requestBody"]>["content"]];
}
interface DocumentExportInit extends CallOptions {
  params: paths["/documents/{documentId}/export"]["post"]["parameters"];
  body: NonNullable<paths["/documents/{documentId}/export"]["post"]["requestBody"]>["content"][keyof NonNullable<paths["/documents/{documentId}/export"]["post"]["requestBody"]>["content"]];
}
interface DocumentFiltersReapplicationInit extends CallOptions {
  params: paths["/documents/{documentId}/filters/reapplication"]["post"]["parameters"];
  body: NonNullable<paths["/documents/{documentId}/filters/reapplication"]["post"]["requestBody"]>["content"][keyof NonNullable<paths["/documents/{documentId}/filters/reapplication"]["post"]["requestBody"]>["content"]];
}
interface DocumentLinksPublicationInit extends CallOptions {
  params: paths["/documents/{documentId}/links/publication"]["post"]["parameters"];
  body: NonNullable<paths["/documents/{documentId}/links/publication"]["post"]["requestBody"]>["content"][keyof NonNullable<paths["/documents/{documentId}/links/publication"]["post"]["requestBody"]>["content"]];
}
interface GetDocumentMilestonesInit extends CallOptions {
  params: paths["/documents/{documentId}/milestones"]["get"]["parameters"];
  body?: never;
}
interface GetDocumentPermissionsInit extends CallOptions {
  params: paths["/documents/{documentId}/permissions"]["get"]["parameters"];
  body?: never;
}
interface DocumentPermissionsModificationInit extends CallOptions {
  params: paths["/documents/{documentId}/permissions/modification"]["post"]["parameters"];
  body: NonNullable<paths["/documents/{documentId}/permissions/modification"]["post"]["requestBody"]>["content"][keyof NonNullable<paths["/documents/{documentId}/permissions/modification"]["post"]["requestBody"]>["content"]];
}
interface GetSectionsInit extends CallOptions {
  params: paths["/documents/{documentId}/sections"]["get"]["parameters"];
  body?: never;
}
interface CreateSectionInit extends CallOptions {
  params: paths["/documents/{documentId}/sections"]["post"]["parameters"];
  body: NonNullable<paths["/documents/{documentId}/sections"]["post"]["requestBody"]>["content"][keyof NonNullable<paths["/documents/{documentId}/sections"]["post"]["requestBody"]>["content"]];
}
interface GetSectionByIdInit extends CallOptions {
  params: paths["/documents/{documentId}/sections/{sectionId}"]["get"]["parameters"];
  body?: never;
}
interface DeleteSectionByIdInit extends CallOptions {
  params: paths["/documents/{documentId}/sections/{sectionId}"]["delete"]["parameters"];
  body?: never;
}
interface PartiallyUpdateSectionByIdInit extends CallOptions {
  params: paths["/documents/{documentId}/sections/{sectionId}"]["patch"]["parameters"];
  body: NonNullable<paths["/documents/{documentId}/sections/{sectionId}"]["patch"]["requestBody"]>["content"][keyof NonNullable<paths["/documents/{documentId}/sections/{sectionId}"]["patch"]["requestBody"]>["content"]];
}
interface CopySectionInit extends CallOptions {
  params: paths["/documents/{documentId}/sections/{sectionId}/copy"]["post"]["parameters"];
  body: NonNullable<paths["/documents/{documentId}/sections/{sectionId}/copy"]["post"]["requestBody"]>["content"][keyof NonNullable<paths["/documents/{documentId}/sections/{sectionId}/copy"]["post"]["requestBody"]>["content"]];
}
interface EditSectionsInit extends CallOptions {
  params: paths["/documents/{documentId}/sections/edit"]["post"]["parameters"];
  body: NonNullable<paths["/documents/{documentId}/sections/edit"]["post"]["requestBody"]>["content"][keyof NonNullable<paths["/documents/{documentId}/sections/edit"]["post"]["requestBody"]>["content"]];
}
interface GetSectionPermissionsInit extends CallOptions {
  params: paths["/documents/{documentId}/sections/{sectionId}/permissions"]["get"]["parameters"];
  body?: never;
}
interface SectionPermissionsModificationInit extends CallOptions {
  params: paths["/documents/{documentId}/sections/{sectionId}/permissions/modification"]["post"]["parameters"];
  body: NonNullable<paths["/documents/{documentId}/sections/{sectionId}/permissions/modification"]["post"]["requestBody"]>["content"][keyof NonNullable<paths["/documents/{documentId}/sections/{sectionId}/permissions/modification"]["post"]["requestBody"]>["content"]];
}
interface GetFilesInit extends CallOptions {
  params?: paths["/files"]["get"]["parameters"];
  body?: never;
}
interface CreateFileInit extends CallOptions {
  params?: paths["/files"]["post"]["parameters"];
  body: NonNullable<paths["/files"]["post"]["requestBody"]>["content"][keyof NonNullable<paths["/files"]["post"]["requestBody"]>["content"]];
}
interface GetTrashedFilesInit extends CallOptions {
  params?: paths["/files/trash"]["get"]["parameters"];
  body?: never;
}
interface GetFilePermissionsInit extends CallOptions {
  params: paths["/files/{fileId}/permissions"]["get"]["parameters"];
  body?: never;
}
interface FilePermissionsModificationInit extends CallOptions {
  params: paths["/files/{fileId}/permissions/modification"]["post"]["parameters"];
  body: NonNullable<paths["/files/{fileId}/permissions/modification"]["post"]["requestBody"]>["content"][keyof NonNullable<paths["/files/{fileId}/permissions/modification"]["post"]["requestBody"]>["content"]];
}
interface GetRecordsInit extends CallOptions {
  params?: paths["/graph/records"]["get"]["parameters"];
  body?: never;
}
interface GetRecordByIdInit extends CallOptions {
  params: paths["/graph/records/{recordId}"]["get"]["parameters"];
  body?: never;
}
interface GraphReportExportInit extends CallOptions {
  params: paths["/graph/reports/{reportId}/export"]["post"]["parameters"];
  body: NonNullable<paths["/graph/reports/{reportId}/export"]["post"]["requestBody"]>["content"][keyof NonNullable<paths["/graph/reports/{reportId}/export"]["post"]["requestBody"]>["content"]];
}
interface GetTypesInit extends CallOptions {
  params?: paths["/graph/types"]["get"]["parameters"];
  body?: never;
}
interface GetTypeByIdInit extends CallOptions {
  params: paths["/graph/types/{typeId}"]["get"]["parameters"];
  body?: never;
}
interface GetPatchDocumentResultsInit extends CallOptions {
  params: paths["/operations/{operationId}/patchDocumentResults"]["get"]["parameters"];
  body?: never;
}
interface GetPatchPresentationResultsInit extends CallOptions {
  params: paths["/operations/{operationId}/patchPresentationResults"]["get"]["parameters"];
  body?: never;
}
interface GetPatchSectionResultsInit extends CallOptions {
  params: paths["/operations/{operationId}/patchSectionResults"]["get"]["parameters"];
  body?: never;
}
interface GetPatchSheetResultsInit extends CallOptions {
  params: paths["/operations/{operationId}/patchSheetResults"]["get"]["parameters"];
  body?: never;
}
interface GetPatchSlideLayoutResultsInit extends CallOptions {
  params: paths["/operations/{operationId}/patchSlideLayoutResults"]["get"]["parameters"];
  body?: never;
}
interface GetPatchSlideResultsInit extends CallOptions {
  params: paths["/operations/{operationId}/patchSlideResults"]["get"]["parameters"];
  body?: never;
}
interface GetPatchSpreadsheetResultsInit extends CallOptions {
  params: paths["/operations/{operationId}/patchSpreadsheetResults"]["get"]["parameters"];
  body?: never;
}
interface GetPresentationByIdInit extends CallOptions {
  params: paths["/presentations/{presentationId}"]["get"]["parameters"];
  body?: never;
}
interface PartiallyUpdatePresentationByIdInit extends CallOptions {
  params: paths["/presentations/{presentationId}"]["patch"]["parameters"];
  body: NonNullable<paths["/presentations/{presentationId}"]["patch"]["requestBody"]>["content"][keyof NonNullable<paths["/presentations/{presentationId}"]["patch"]["requestBody"]>["content"]];
}
interface PresentationExportInit extends CallOptions {
  params: paths["/presentations/{presentationId}/export"]["post"]["parameters"];
  body: NonNullable<paths["/presentations/{presentationId}/export"]["post"]["requestBody"]>["content"][keyof NonNullable<paths["/presentations/{presentationId}/export"]["post"]["requestBody"]>["content"]];
}
interface PresentationFiltersReapplicationInit extends CallOptions {
  params: paths["/presentations/{presentationId}/filters/reapplication"]["post"]["parameters"];
  body: NonNullable<paths["/presentations/{presentationId}/filters/reapplication"]["post"]["requestBody"]>["content"][keyof NonNullable<paths["/presentations/{presentationId}/filters/reapplication"]["post"]["requestBody"]>["content"]];
}
interface PresentationLinksPublicationInit extends CallOptions {
  params: paths["/presentations/{presentationId}/links/publication"]["post"]["parameters"];
  body: NonNullable<paths["/presentations/{presentationId}/links/publication"]["post"]["requestBody"]>["content"][keyof NonNullable<paths["/presentations/{presentationId}/links/publication"]["post"]["requestBody"]>["content"]];
}
interface GetPresentationMilestonesInit extends CallOptions {
  params: paths["/presentations/{presentationId}/milestones"]["get"]["parameters"];
  body?: never;
}
interface GetSlideLayoutsInit extends CallOptions {
  params: paths["/presentations/{presentationId}/slideLayouts"]["get"]["parameters"];
  body?: never;
}
interface GetSlideLayoutByIdInit extends CallOptions {
  params: paths["/presentations/{presentationId}/slideLayouts/{slideLayoutId}"]["get"]["parameters"];
  body?: never;
}
interface PartiallyUpdateSlideLayoutByIdInit extends CallOptions {
  params: paths["/presentations/{presentationId}/slideLayouts/{slideLayoutId}"]["patch"]["parameters"];
  body: NonNullable<paths["/presentations/{presentationId}/slideLayouts/{slideLayoutId}"]["patch"]["requestBody"]>["content"][keyof NonNullable<paths["/presentations/{presentationId}/slideLayouts/{slideLayoutId}"]["patch"]["requestBody"]>["content"]];
}
interface GetSlidesInit extends CallOptions {
  params: paths["/presentations/{presentationId}/slides"]["get"]["parameters"];
  body?: never;
}
interface GetSlideByIdInit extends CallOptions {
  params: paths["/presentations/{presentationId}/slides/{slideId}"]["get"]["parameters"];
  body?: never;
}
interface PartiallyUpdateSlideByIdInit extends CallOptions {
  params: paths["/presentations/{presentationId}/slides/{slideId}"]["patch"]["parameters"];
  body: NonNullable<paths["/presentations/{presentationId}/slides/{slideId}"]["patch"]["requestBody"]>["content"][keyof NonNullable<paths["/presentations/{presentationId}/slides/{slideId}"]["patch"]["requestBody"]>["content"]];
}
interface GetSpreadsheetsInit extends CallOptions {
  params?: paths["/spreadsheets"]["get"]["parameters"];
  body?: never;
}
interface GetDatasetsInit extends CallOptions {
  params: paths["/spreadsheets/{spreadsheetId}/datasets"]["get"]["parameters"];
  body?: never;
}
interface UpsertDatasetsInit extends CallOptions {
  params: paths["/spreadsheets/{spreadsheetId}/datasets/bulkUpsert"]["post"]["parameters"];
  body: NonNullable<paths["/spreadsheets/{spreadsheetId}/datasets/bulkUpsert"]["post"]["requestBody"]>["content"][keyof NonNullable<paths["/spreadsheets/{spreadsheetId}/datasets/bulkUpsert"]["post"]["requestBody"]>["content"]];
}
interface SpreadsheetExportInit extends CallOptions {
  params: paths["/spreadsheets/{spreadsheetId}/export"]["post"]["parameters"];
  body: NonNullable<paths["/spreadsheets/{spreadsheetId}/export"]["post"]["requestBody"]>["content"][keyof NonNullable<paths["/spreadsheets/{spreadsheetId}/export"]["post"]["requestBody"]>["content"]];
}
interface SpreadsheetFiltersReapplicationInit extends CallOptions {
  params: paths["/spreadsheets/{spreadsheetId}/filters/reapplication"]["post"]["parameters"];
  body: NonNullable<paths["/spreadsheets/{spreadsheetId}/filters/reapplication"]["post"]["requestBody"]>["content"][keyof NonNullable<paths["/spreadsheets/{spreadsheetId}/filters/reapplication"]["post"]["requestBody"]>["content"]];
}
interface SpreadsheetLinksPublicationInit extends CallOptions {
  params: paths["/spreadsheets/{spreadsheetId}/links/publication"]["post"]["parameters"];
  body: NonNullable<paths["/spreadsheets/{spreadsheetId}/links/publication"]["post"]["requestBody"]>["content"][keyof NonNullable<paths["/spreadsheets/{spreadsheetId}/links/publication"]["post"]["requestBody"]>["content"]];
}
interface GetSpreadsheetMilestonesInit extends CallOptions {
  params: paths["/spreadsheets/{spreadsheetId}/milestones"]["get"]["parameters"];
  body?: never;
}
interface GetSpreadsheetPermissionsInit extends CallOptions {
  params: paths["/spreadsheets/{spreadsheetId}/permissions"]["get"]["parameters"];
  body?: never;
}
interface SpreadsheetPermissionsModificationInit extends CallOptions {
  params: paths["/spreadsheets/{spreadsheetId}/permissions/modification"]["post"]["parameters"];
  body: NonNullable<paths["/spreadsheets/{spreadsheetId}/permissions/modification"]["post"]["requestBody"]>["content"][keyof NonNullable<paths["/spreadsheets/{spreadsheetId}/permissions/modification"]["post"]["requestBody"]>["content"]];
}
interface GetSheetsInit extends CallOptions {
  params: paths["/spreadsheets/{spreadsheetId}/sheets"]["get"]["parameters"];
  body?: never;
}
interface CreateSheetInit extends CallOptions {
  params: paths["/spreadsheets/{spreadsheetId}/sheets"]["post"]["parameters"];
  body: NonNullable<paths["/spreadsheets/{spreadsheetId}/sheets"]["post"]["requestBody"]>["content"][keyof NonNullable<paths["/spreadsheets/{spreadsheetId}/sheets"]["post"]["requestBody"]>["content"]];
}
interface CopySheetInit extends CallOptions {
  params: paths["/spreadsheets/{spreadsheetId}/sheets/{sheetId}/copy"]["post"]["parameters"];
  body: NonNullable<paths["/spreadsheets/{spreadsheetId}/sheets/{sheetId}/copy"]["post"]["requestBody"]>["content"][keyof NonNullable<paths["/spreadsheets/{spreadsheetId}/sheets/{sheetId}/copy"]["post"]["requestBody"]>["content"]];
}
interface GetSheetPermissionsInit extends CallOptions {
  params: paths["/spreadsheets/{spreadsheetId}/sheets/{sheetId}/permissions"]["get"]["parameters"];
  body?: never;
}
interface SheetPermissionsModificationInit extends CallOptions {
  params: paths["/spreadsheets/{spreadsheetId}/sheets/{sheetId}/permissions/modification"]["post"]["parameters"];
  body: NonNullable<paths["/spreadsheets/{spreadsheetId}/sheets/{sheetId}/permissions/modification"]["post"]["requestBody"]>["content"][keyof NonNullable<paths["/spreadsheets/{spreadsheetId}/sheets/{sheetId}/permissions/modification"]["post"]["requestBody"]>["content"]];
}
interface GetSheetDataInit extends CallOptions {
  params: paths["/spreadsheets/{spreadsheetId}/sheets/{sheetId}/sheetdata"]["get"]["parameters"];
  body?: never;
}
interface UpdateSheetInit extends CallOptions {
  params: paths["/spreadsheets/{spreadsheetId}/sheets/{sheetId}/update"]["post"]["parameters"];
  body: NonNullable<paths["/spreadsheets/{spreadsheetId}/sheets/{sheetId}/update"]["post"]["requestBody"]>["content"][keyof NonNullable<paths["/spreadsheets/{spreadsheetId}/sheets/{sheetId}/update"]["post"]["requestBody"]>["content"]];
}

declare module "@reportkit/strict-client" {
  interface GeneratedInits {
    "platform": {
      paths: paths;
      inits: {
        get: {
          "/files/{fileId}": GetFileByIdInit;
          "/testForms/{testFormId}/testPhases/{testPhaseId}/matrices/{matrixId}/samples/{sampleId}": GetSampleInit;
          "/testForms/{testFormId}/testPhases/{testPhaseId}/matrices/{matrixId}/samples/{sampleId}/attachments": ListSampleAttachmentsInit;
          "/spreadsheets/{spreadsheetId}/sheets/{sheetId}/values/{range}": GetValuesByRangeInit;
          "/organizations/{organizationId}/workspaces/{workspaceId}/activities": ListActivitiesInit;
          "/operations/{operationId}": GetOperationInit;
          "/spreadsheets/{spreadsheetId}": GetSpreadsheetByIdInit;
          "/spreadsheets/{spreadsheetId}/sheets/{sheetId}": GetSheetByIdInit;
          "/content/richText/{richTextId}/paragraphs": GetRichTextParagraphsInit;
          "/content/tables/{tableId}/rangeLinks": GetRangeLinksInit;
          "/content/tables/{tableId}/rangeLinks/{rangeLinkId}": GetRangeLinkByIdInit;
          "/content/tables/{tableId}/rangeLinks/{rangeLinkId}/destinations": GetRangeLinkDestinationsInit;
          "/documents/{documentId}/tables": GetDocumentTableCollectionInit;
          "/documents/{documentId}/bookmarks": GetDocumentBookmarksInit;
          "/documents/{documentId}/bookmarks/{bookmarkId}": GetDocumentBookmarkByIdInit;
          "/presentations/{presentationId}/tables": GetPresentationTableCollectionInit;
          "/presentations/{presentationId}/permissions": GetPresentationPermissionsInit;
          "/presentations/{presentationId}/slides/{slideId}/permissions": GetSlidePermissionsInit;
          "/milestones/{milestoneId}": GetMilestoneByIdInit;
          "/customSchema": GetCustomSchemaInit;
          "/activities/{activityId}": GetActivityByIdInit;
          "/organizations": GetOrganizationsInit;
          "/organizations/{organizationId}/activities": GetOrganizationActivitiesInit;
          "/organizations/{organizationId}/workspaces/{workspaceId}": GetWorkspaceByIdInit;
          "/organizations/{organizationId}/orgReportUsers": GetOrgReportUsersInit;
          "/operations/{operationId}/milestoneCreationResults": GetMilestoneCreationResultsInit;
          "/operations/{operationId}/copyFileResults": GetCopyFileResultsInit;
          "/operations/{operationId}/importFileResults": GetImportFileResultsInit;
          "/operations/{operationId}/tableEditResults": GetTableEditResultsInit;
          "/content/anchors/{anchorId}": GetAnchorByIdInit;
          "/content/destinationLinks/{destinationLinkId}": GetDestinationLinkByIdInit;
          "/content/drawings/{drawingId}/elements": GetDrawingElementsByIdInit;
          "/content/drawings/{drawingId}/anchors": GetDrawingAnchorsInit;
          "/content/drawings/{drawingId}/anchors/{anchorId}": GetDrawingAnchorByIdInit;
          "/content/drawings/{drawingId}/anchors/{anchorId}/extensions": GetDrawingAnchorExtensionsInit;
          "/content/images/{imageId}": GetImageByIdInit;
          "/content/richText/{richTextId}/anchors": GetRichTextAnchorsInit;
          "/content/richText/{richTextId}/anchors/{anchorId}": GetRichTextAnchorByIdInit;
          "/content/richText/{richTextId}/anchors/{anchorId}/extensions": GetRichTextAnchorExtensionsInit;
          "/content/styleGuides/{styleGuideId}": GetStyleGuideByIdInit;
          "/content/tables/{tableId}/anchors": GetTableAnchorsInit;
          "/content/tables/{tableId}/anchors/{anchorId}": GetTableAnchorByIdInit;
          "/content/tables/{tableId}/anchors/{anchorId}/extensions": GetTableAnchorExtensionsInit;
          "/content/tables/{tableId}/cells": GetTableCellsInit;
          "/content/tables/{tableId}/properties/columns": GetColumnPropertiesInit;
          "/content/tables/{tableId}/properties": GetTablePropertiesInit;
          "/content/tables/{tableId}/properties/rows": GetRowPropertiesInit;
          "/operations/{operationId}/destinationLinkSourceConversionResults": GetDestinationLinkSourceConversionResultsInit;
          "/operations/{operationId}/imageUploadResults": GetImageUploadCreationResultsInit;
          "/operations/{operationId}/patchTablePropertiesResults": GetPatchTablePropertiesResultsInit;
          "/operations/{operationId}/rangeLinkEditResults": GetRangeLinkEditResultsInit;
          "/operations/{operationId}/richTextBatchEditResults": GetRichTextBatchEditResultsInit;
          "/operations/{operationId}/richTextAnchorCreationResults": GetRichTextAnchorCreationResultsInit;
          "/operations/{operationId}/richTextDuplicationEditResults": GetRichTextDuplicationEditResultsInit;
          "/operations/{operationId}/richTextLinksBatchEditResults": GetRichTextLinksBatchEditResultsInit;
          "/operations/{operationId}/tableAnchorCreationResults": GetTableAnchorCreationResultsInit;
          "/operations/{operationId}/tableCellEditResults": GetTableCellEditResultsInit;
          "/operations/{operationId}/tableLinksEditResults": GetTableLinksEditResultsInit;
          "/operations/{operationId}/tableReapplyFilterResults": GetTableReapplyFilterResultsInit;
          "/permissions": GetPermissionsInit;
          "/permissions/{permissionId}": GetPermissionByIdInit;
          "/tasks": GetTasksInit;
          "/tasks/{taskId}": GetTaskByIdInit;
          "/activityActions": GetActivityActionsInit;
          "/activityActions/{activityActionId}": GetActivityActionByIdInit;
          "/programs": GetProgramsInit;
          "/programs/{programId}": GetProgramByIdInit;
          "/programs/{programId}/dimensions": GetDimensionsInit;
          "/programs/{programId}/dimensions/{dimensionId}": GetDimensionByIdInit;
          "/programs/{programId}/metrics": GetMetricsInit;
          "/programs/{programId}/metrics/{metricId}": GetMetricByIdInit;
          "/programs/{programId}/metrics/{metricId}/values": GetValuesInit;
          "/programs/{programId}/metrics/{metricId}/values/{metricValueId}": GetMetricValueByIdInit;
          "/programs/{programId}/permissions": GetProgramPermissionsInit;
          "/programs/{programId}/topics": GetTopicsInit;
          "/programs/{programId}/topics/{topicId}": GetTopicByIdInit;
          "/organizations/{organizationId}": GetOrganizationByIdInit;
          "/organizations/{organizationId}/roles": GetOrganizationRolesInit;
          "/organizations/{organizationId}/solutions": GetOrganizationSolutionsInit;
          "/organizations/{organizationId}/users": GetOrganizationUsersInit;
          "/organizations/{organizationId}/users/{userId}": GetOrganizationUserByIdInit;
          "/organizations/{organizationId}/users/{userId}/roles": GetOrganizationUserRoleListInit;
          "/organizations/{organizationId}/workspaces": GetWorkspacesInit;
          "/organizations/{organizationId}/workspaces/{workspaceId}/groups": GetWorkspaceGroupsInit;
          "/organizations/{organizationId}/workspaces/{workspaceId}/groups/{groupId}": GetWorkspaceGroupByIdInit;
          "/organizations/{organizationId}/workspaces/{workspaceId}/groups/{groupId}/members": GetWorkspaceGroupMembersInit;
          "/organizations/{organizationId}/workspaces/{workspaceId}/memberships": GetWorkspaceMembershipsInit;
          "/organizations/{organizationId}/workspaces/{workspaceId}/memberships/{workspaceMembershipId}": GetWorkspaceMembershipByIdInit;
          "/organizations/{organizationId}/workspaces/{workspaceId}/memberships/{workspaceMembershipId}/roles": GetOrganizationWorkspaceMembershipRolesInit;
          "/organizations/{organizationId}/workspaces/{workspaceId}/roles": GetOrganizationWorkspaceRolesInit;
          "/organizations/{organizationId}/workspaces/{workspaceId}/solutions": GetWorkspaceSolutionsInit;
          "/organizations/{organizationId}/workspaces/{workspaceId}/solutions/{solutionId}": GetWorkspaceSolutionsByIDInit;
          "/operations/{operationId}/metricValuesBatchUpsertionResults": GetBatchUpsertionMetricValuesResultsInit;
          "/testForms": GetTestFormsInit;
          "/testForms/{testFormId}": GetTestFormByIdInit;
          "/testForms/{testFormId}/testPhases": GetTestPhasesInit;
          "/testForms/{testFormId}/testPhases/{testPhaseId}": GetTestPhaseByIdInit;
          "/testForms/{testFormId}/testPhases/{testPhaseId}/attachments": GetTestPhaseAttachmentsInit;
          "/testForms/{testFormId}/testPhases/{testPhaseId}/attachments/{attachmentId}": GetTestPhaseAttachmentByIdInit;
          "/testForms/{testFormId}/testPhases/{testPhaseId}/matrices": GetMatricesInit;
          "/testForms/{testFormId}/testPhases/{testPhaseId}/matrices/{matrixId}": GetMatrixByIdInit;
          "/testForms/{testFormId}/testPhases/{testPhaseId}/matrices/{matrixId}/attachments": GetMatrixAttachmentsInit;
          "/testForms/{testFormId}/testPhases/{testPhaseId}/matrices/{matrixId}/attachments/{attachmentId}": GetMatrixAttachmentByIdInit;
          "/testForms/{testFormId}/testPhases/{testPhaseId}/matrices/{matrixId}/samples": GetSamplesInit;
          "/testForms/{testFormId}/testPhases/{testPhaseId}/matrices/{matrixId}/samples/{sampleId}/attachments/{attachmentId}": GetSampleAttachmentByIdInit;
          "/documents": GetDocumentsInit;
          "/documents/{documentId}": GetDocumentByIdInit;
          "/documents/{documentId}/milestones": GetDocumentMilestonesInit;
          "/documents/{documentId}/permissions": GetDocumentPermissionsInit;
          "/documents/{documentId}/sections": GetSectionsInit;
          "/documents/{documentId}/sections/{sectionId}": GetSectionByIdInit;
          "/documents/{documentId}/sections/{sectionId}/permissions": GetSectionPermissionsInit;
          "/files": GetFilesInit;
          "/files/trash": GetTrashedFilesInit;
          "/files/{fileId}/permissions": GetFilePermissionsInit;
          "/graph/records": GetRecordsInit;
          "/graph/records/{recordId}": GetRecordByIdInit;
          "/graph/types": GetTypesInit;
          "/graph/types/{typeId}": GetTypeByIdInit;
          "/operations/{operationId}/patchDocumentResults": GetPatchDocumentResultsInit;
          "/operations/{operationId}/patchPresentationResults": GetPatchPresentationResultsInit;
          "/operations/{operationId}/patchSectionResults": GetPatchSectionResultsInit;
          "/operations/{operationId}/patchSheetResults": GetPatchSheetResultsInit;
          "/operations/{operationId}/patchSlideLayoutResults": GetPatchSlideLayoutResultsInit;
          "/operations/{operationId}/patchSlideResults": GetPatchSlideResultsInit;
          "/operations/{operationId}/patchSpreadsheetResults": GetPatchSpreadsheetResultsInit;
          "/presentations/{presentationId}": GetPresentationByIdInit;
          "/presentations/{presentationId}/milestones": GetPresentationMilestonesInit;
          "/presentations/{presentationId}/slideLayouts": GetSlideLayoutsInit;
          "/presentations/{presentationId}/slideLayouts/{slideLayoutId}": GetSlideLayoutByIdInit;
          "/presentations/{presentationId}/slides": GetSlidesInit;
          "/presentations/{presentationId}/slides/{slideId}": GetSlideByIdInit;
          "/spreadsheets": GetSpreadsheetsInit;
          "/spreadsheets/{spreadsheetId}/datasets": GetDatasetsInit;
          "/spreadsheets/{spreadsheetId}/milestones": GetSpreadsheetMilestonesInit;
          "/spreadsheets/{spreadsheetId}/permissions": GetSpreadsheetPermissionsInit;
          "/spreadsheets/{spreadsheetId}/sheets": GetSheetsInit;
          "/spreadsheets/{spreadsheetId}/sheets/{sheetId}/permissions": GetSheetPermissionsInit;
          "/spreadsheets/{spreadsheetId}/sheets/{sheetId}/sheetdata": GetSheetDataInit;
        };
        put: {
          "/files/{fileId}": UpdateFileInit;
          "/spreadsheets/{spreadsheetId}/sheets/{sheetId}/values/{range}": UpdateRangeValuesInit;
        };
        patch: {
          "/files/{fileId}": PartiallyUpdateFileByIdInit;
          "/testForms/{testFormId}/testPhases/{testPhaseId}/matrices/{matrixId}/samples/{sampleId}": PartiallyUpdateSampleByIdInit;
          "/spreadsheets/{spreadsheetId}": PartiallyUpdateSpreadsheetByIdInit;
          "/spreadsheets/{spreadsheetId}/sheets/{sheetId}": PartiallyUpdateSheetByIdInit;
          "/milestones/{milestoneId}": PartiallyUpdateMilestoneByIdInit;
          "/customSchema": UpdateCustomSchemaInit;
          "/organizations/{organizationId}/workspaces/{workspaceId}": PartiallyUpdateWorkspaceByIdInit;
          "/content/tables/{tableId}/properties": PartiallyUpdateTablePropertiesInit;
          "/tasks/{taskId}": PartiallyUpdateTaskByIdInit;
          "/programs/{programId}": PartiallyUpdateProgramByIdInit;
          "/programs/{programId}/dimensions/{dimensionId}": PartiallyUpdateDimensionByIdInit;
          "/programs/{programId}/metrics/{metricId}": PartiallyUpdateMetricByIdInit;
          "/programs/{programId}/metrics/{metricId}/values/{metricValueId}": PartiallyUpdateMetricValueByIdInit;
          "/programs/{programId}/topics/{topicId}": PartiallyUpdateTopicByIdInit;
          "/organizations/{organizationId}": PartiallyUpdateOrganizationByIdInit;
          "/organizations/{organizationId}/users/{userId}": PartiallyUpdateOrganizationUserByIdInit;
          "/organizations/{organizationId}/workspaces/{workspaceId}/groups/{groupId}": PartiallyUpdateWorkspaceGroupByIdInit;
          "/documents/{documentId}": PartiallyUpdateDocumentByIdInit;
          "/documents/{documentId}/sections/{sectionId}": PartiallyUpdateSectionByIdInit;
          "/presentations/{presentationId}": PartiallyUpdatePresentationByIdInit;
          "/presentations/{presentationId}/slideLayouts/{slideLayoutId}": PartiallyUpdateSlideLayoutByIdInit;
          "/presentations/{presentationId}/slides/{slideId}": PartiallyUpdateSlideByIdInit;
        };
        post: {
          "/testForms/{testFormId}/testPhases/{testPhaseId}/matrices/{matrixId}/samples/insertion": InsertSamplesInit;
          "/files/import": ImportFileInit;
          "/files/{fileId}/copy": CopyFileInit;
          "/files/{fileId}/export": ExportFileByIdInit;
          "/files/{fileId}/trash": TrashFileByIdInit;
          "/files/{fileId}/restore": RestoreFileByIdInit;
          "/content/tables/{tableId}/edit": TableEditInit;
          "/documents/{documentId}/bookmarks/edit": EditDocumentBookmarksInit;
          "/presentations/{presentationId}/permissions/modification": ModifyPresentationPermissionsInit;
          "/presentations/{presentationId}/slides/{slideId}/permissions/modification": ModifySlidePermissionsInit;
          "/milestones/creation": MilestoneCreationInit;
          "/graph/edits": CreateEditsInit;
          "/content/destinationLinks/{destinationLinkId}/sourceConversion": DestinationLinkSourceConversionInit;
          "/content/images/upload": ImageUploadInit;
          "/content/richText/{richTextId}/anchors/creation": RichTextAnchorCreationInit;
          "/content/richText/{richTextId}/duplication/edit": RichTextDuplicationEditInit;
          "/content/richText/{richTextId}/edit": RichTextBatchEditInit;
          "/content/richText/{richTextId}/links/edit": RichTextLinksBatchEditInit;
          "/content/styleGuides/{styleGuideId}/export": StyleGuideExportInit;
          "/content/styleGuides/{styleGuideId}/import": StyleGuideImportInit;
          "/content/tables/{tableId}/anchors/creation": TableAnchorCreationInit;
          "/content/tables/{tableId}/cells/edit": TableCellsBatchEditInit;
          "/content/tables/{tableId}/filters/reapplication": TableFiltersReapplicationInit;
          "/content/tables/{tableId}/links/edit": TableLinksBatchEditInit;
          "/content/tables/{tableId}/rangeLinks/edit": TableRangeLinksEditInit;
          "/tasks": CreateTaskInit;
          "/tasks/{taskId}/actionSubmission": SubmitTaskActionInit;
          "/programs": CreateProgramInit;
          "/programs/{programId}/dimensions": CreateDimensionInit;
          "/programs/{programId}/metrics": CreateMetricInit;
          "/programs/{programId}/metrics/{metricId}/values": CreateValueInit;
          "/programs/{programId}/metrics/{metricId}/values/batchDeletion": BatchDeletionMetricValuesInit;
          "/programs/{programId}/metrics/{metricId}/values/batchUpsertion": BatchUpsertionMetricValuesInit;
          "/programs/{programId}/permissions/modification": ProgramPermissionsModificationInit;
          "/programs/{programId}/topics": CreateTopicInit;
          "/organizations/{organizationId}/users": CreateOrganizationUserInit;
          "/organizations/{organizationId}/users/assignment": AssignUserToOrganizationInit;
          "/organizations/{organizationId}/users/{userId}/roles/assignment": AssignOrganizationUserRolesInit;
          "/organizations/{organizationId}/users/{userId}/roles/revocation": RevokeOrganizationUserRolesInit;
          "/organizations/{organizationId}/workspaces": CreateWorkspaceInit;
          "/organizations/{organizationId}/workspaces/{workspaceId}/groups": CreateWorkspaceGroupInit;
          "/organizations/{organizationId}/workspaces/{workspaceId}/groups/{groupId}/members/modification": ModifyWorkspaceGroupMembersInit;
          "/organizations/{organizationId}/workspaces/{workspaceId}/memberships": CreateWorkspaceMembershipInit;
          "/organizations/{organizationId}/workspaces/{workspaceId}/memberships/membershipCreation": WorkspaceMembershipCreationWithOptionsInit;
          "/organizations/{organizationId}/workspaces/{workspaceId}/memberships/{workspaceMembershipId}/roles/assignment": AssignWorkspaceMembershipRolesInit;
          "/organizations/{organizationId}/workspaces/{workspaceId}/memberships/{workspaceMembershipId}/roles/revocation": RevokeWorkspaceMembershipRolesInit;
          "/testForms/{testFormId}/export": TestFormExportInit;
          "/testForms/{testFormId}/testPhases/{testPhaseId}/attachmentUpload": TestPhaseAttachmentUploadInit;
          "/testForms/{testFormId}/testPhases/{testPhaseId}/attachments/{attachmentId}/download": TestPhaseAttachmentDownloadByIdInit;
          "/testForms/{testFormId}/testPhases/{testPhaseId}/attachments/{attachmentId}/export": TestPhaseAttachmentExportByIdInit;
          "/testForms/{testFormId}/testPhases/{testPhaseId}/matrices": CreateMatrixInit;
          "/testForms/{testFormId}/testPhases/{testPhaseId}/matrices/{matrixId}/attachmentUpload": MatrixAttachmentUploadInit;
          "/testForms/{testFormId}/testPhases/{testPhaseId}/matrices/{matrixId}/attachments/{attachmentId}/download": MatrixAttachmentDownloadByIdInit;
          "/testForms/{testFormId}/testPhases/{testPhaseId}/matrices/{matrixId}/attachments/{attachmentId}/export": MatrixAttachmentExportByIdInit;
          "/testForms/{testFormId}/testPhases/{testPhaseId}/matrices/{matrixId}/samples": CreateSampleInit;
          "/testForms/{testFormId}/testPhases/{testPhaseId}/matrices/{matrixId}/samples/update": SampleUpdateInit;
          "/testForms/{testFormId}/testPhases/{testPhaseId}/matrices/{matrixId}/samples/{sampleId}/attachmentUpload": SampleAttachmentUploadInit;
          "/testForms/{testFormId}/testPhases/{testPhaseId}/matrices/{matrixId}/samples/{sampleId}/attachments/{attachmentId}/download": SampleAttachmentDownloadByIdInit;
          "/testForms/{testFormId}/testPhases/{testPhaseId}/matrices/{matrixId}/samples/{sampleId}/attachments/{attachmentId}/export": SampleAttachmentExportByIdInit;
          "/documents/{documentId}/export": DocumentExportInit;
          "/documents/{documentId}/filters/reapplication": DocumentFiltersReapplicationInit;
          "/documents/{documentId}/links/publication": DocumentLinksPublicationInit;
          "/documents/{documentId}/permissions/modification": DocumentPermissionsModificationInit;
          "/documents/{documentId}/sections": CreateSectionInit;
          "/documents/{documentId}/sections/{sectionId}/copy": CopySectionInit;
          "/documents/{documentId}/sections/edit": EditSectionsInit;
          "/documents/{documentId}/sections/{sectionId}/permissions/modification": SectionPermissionsModificationInit;
          "/files": CreateFileInit;
          "/files/{fileId}/permissions/modification": FilePermissionsModificationInit;
          "/graph/reports/{reportId}/export": GraphReportExportInit;
          "/presentations/{presentationId}/export": PresentationExportInit;
          "/presentations/{presentationId}/filters/reapplication": PresentationFiltersReapplicationInit;
          "/presentations/{presentationId}/links/publication": PresentationLinksPublicationInit;
          "/spreadsheets/{spreadsheetId}/datasets/bulkUpsert": UpsertDatasetsInit;
          "/spreadsheets/{spreadsheetId}/export": SpreadsheetExportInit;
          "/spreadsheets/{spreadsheetId}/filters/reapplication": SpreadsheetFiltersReapplicationInit;
          "/spreadsheets/{spreadsheetId}/links/publication": SpreadsheetLinksPublicationInit;
          "/spreadsheets/{spreadsheetId}/permissions/modification": SpreadsheetPermissionsModificationInit;
          "/spreadsheets/{spreadsheetId}/sheets": CreateSheetInit;
          "/spreadsheets/{spreadsheetId}/sheets/{sheetId}/copy": CopySheetInit;
          "/spreadsheets/{spreadsheetId}/sheets/{sheetId}/permissions/modification": SheetPermissionsModificationInit;
          "/spreadsheets/{spreadsheetId}/sheets/{sheetId}/update": UpdateSheetInit;
        };
        delete: {
          "/spreadsheets/{spreadsheetId}/sheets/{sheetId}/dataset": DeleteSheetDatasetInit;
          "/spreadsheets/{spreadsheetId}/sheets/{sheetId}": DeleteSheetByIdInit;
          "/milestones/{milestoneId}": DeleteMilestoneByIdInit;
          "/tasks/{taskId}": DeleteTaskByIdInit;
          "/programs/{programId}/metrics/{metricId}": DeleteMetricByIdInit;
          "/programs/{programId}/metrics/{metricId}/values/{metricValueId}": DeleteMetricValueByIdInit;
          "/programs/{programId}/topics/{topicId}": DeleteTopicByIdInit;
          "/organizations/{organizationId}/users/{userId}": DeleteOrganizationUserByIdInit;
          "/organizations/{organizationId}/workspaces/{workspaceId}/groups/{groupId}": DeleteWorkspaceGroupByIdInit;
          "/organizations/{organizationId}/workspaces/{workspaceId}/memberships/{workspaceMembershipId}": DeleteWorkspaceMembershipByIdInit;
          "/documents/{documentId}/sections/{sectionId}": DeleteSectionByIdInit;
        };
      };
    };
  }
}
