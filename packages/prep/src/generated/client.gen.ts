// ⚠️ GENERATED FILE: DO NOT EDIT.
// Produced from specs/prep/openapi.yaml and specs/redocly.yaml (x-openapi-ts) by scripts/codegen/client.mjs.
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
export const PREP_API_VERSION = "2026-01-01";

export interface PrepClientOptions extends StrictClientOptions {
  /** X-Version to send; defaults to {@link PREP_API_VERSION}. */
  version?: string;
}

/**
 * A typed openapi-fetch client for the Data-preparation API: a wrong path, a missing parameter, a body of the wrong
 * shape or a body key the spec does not declare does not compile.
 */
export type PrepClient = StrictClient<paths>;

/**
 * A typed openapi-fetch client for the Data-preparation API (`baseUrl` is the `{prep_base_url}` address). Every request
 * carries `Accept: application/json` and `X-Version` unless `headers` or the call say otherwise.
 */
export function createPrepClient(options: PrepClientOptions = {}): PrepClient {
  return createStrictClient<paths>(PREP_API_VERSION, options);
}

// The options of each call, one interface per operation: a call's options are checked against one of
// these names, which TypeScript never expands for the paths the call does not name.
interface StartFileValidationInit extends CallOptions {
  params?: paths["/api/v1/admin/validation/files"]["post"]["parameters"];
  body: NonNullable<paths["/api/v1/admin/validation/files"]["post"]["requestBody"]>["content"][keyof NonNullable<paths["/api/v1/admin/validation/files"]["post"]["requestBody"]>["content"]];
}
interface ImportFileInit extends CallOptions {
  params: paths["/api/v1/table/{tableId}/import"]["post"]["parameters"];
  body?: NonNullable<paths["/api/v1/table/{tableId}/import"]["post"]["requestBody"]>["content"][keyof NonNullable<paths["/api/v1/table/{tableId}/import"]["post"]["requestBody"]>["content"]];
}
interface ListTagsInit extends CallOptions {
  params?: paths["/api/v1/tag"]["get"]["parameters"];
  body?: never;
}
interface CreateTagInit extends CallOptions {
  params?: paths["/api/v1/tag"]["post"]["parameters"];
  body: NonNullable<paths["/api/v1/tag"]["post"]["requestBody"]>["content"][keyof NonNullable<paths["/api/v1/tag"]["post"]["requestBody"]>["content"]];
}
interface GetSelectListInit extends CallOptions {
  params: paths["/api/v1/selectlist/{selectListId}"]["get"]["parameters"];
  body?: never;
}
interface UpdateSelectListInit extends CallOptions {
  params: paths["/api/v1/selectlist/{selectListId}"]["put"]["parameters"];
  body: NonNullable<paths["/api/v1/selectlist/{selectListId}"]["put"]["requestBody"]>["content"][keyof NonNullable<paths["/api/v1/selectlist/{selectListId}"]["put"]["requestBody"]>["content"]];
}
interface DeleteSelectListInit extends CallOptions {
  params: paths["/api/v1/selectlist/{selectListId}"]["delete"]["parameters"];
  body?: never;
}
interface GetTableInit extends CallOptions {
  params: paths["/api/v1/table/{tableId}"]["get"]["parameters"];
  body?: never;
}
interface UpdateTableInit extends CallOptions {
  params: paths["/api/v1/table/{tableId}"]["put"]["parameters"];
  body: NonNullable<paths["/api/v1/table/{tableId}"]["put"]["requestBody"]>["content"][keyof NonNullable<paths["/api/v1/table/{tableId}"]["put"]["requestBody"]>["content"]];
}
interface DeleteTableInit extends CallOptions {
  params: paths["/api/v1/table/{tableId}"]["delete"]["parameters"];
  body?: never;
}
interface DeleteWorkspaceInit extends CallOptions {
  params?: paths["/api/v1/admin/account"]["delete"]["parameters"];
  body?: never;
}
interface ExportWorkspaceInit extends CallOptions {
  params?: paths["/api/v1/admin/export"]["get"]["parameters"];
  body?: never;
}
interface ImportDataInit extends CallOptions {
  params?: paths["/api/v1/admin/import"]["post"]["parameters"];
  body?: NonNullable<paths["/api/v1/admin/import"]["post"]["requestBody"]>["content"][keyof NonNullable<paths["/api/v1/admin/import"]["post"]["requestBody"]>["content"]];
}
interface FindWorkspaceFilesBySizeInit extends CallOptions {
  params?: paths["/api/v1/admin/usage/filesBySize"]["get"]["parameters"];
  body?: never;
}
interface GetWorkspaceQueryUsageInit extends CallOptions {
  params?: paths["/api/v1/admin/usage/query"]["get"]["parameters"];
  body?: never;
}
interface GetWorkspaceUploadUsageInit extends CallOptions {
  params?: paths["/api/v1/admin/usage/upload"]["get"]["parameters"];
  body?: never;
}
interface ValidateTablesInit extends CallOptions {
  params?: paths["/api/v1/admin/validation/tables"]["post"]["parameters"];
  body?: never;
}
interface ListConnectionsInit extends CallOptions {
  params?: paths["/api/v1/connections"]["get"]["parameters"];
  body?: never;
}
interface RefreshBatchInit extends CallOptions {
  params?: paths["/api/v1/connections/batch/refresh"]["post"]["parameters"];
  body: NonNullable<paths["/api/v1/connections/batch/refresh"]["post"]["requestBody"]>["content"][keyof NonNullable<paths["/api/v1/connections/batch/refresh"]["post"]["requestBody"]>["content"]];
}
interface GetRefreshBatchStatusInit extends CallOptions {
  params: paths["/api/v1/connections/batch/refresh/{batchId}"]["get"]["parameters"];
  body?: never;
}
interface GetConnectionInit extends CallOptions {
  params: paths["/api/v1/connections/{connectionId}"]["get"]["parameters"];
  body?: never;
}
interface RefreshConnectionInit extends CallOptions {
  params: paths["/api/v1/connections/{connectionId}/refresh"]["post"]["parameters"];
  body: NonNullable<paths["/api/v1/connections/{connectionId}/refresh"]["post"]["requestBody"]>["content"][keyof NonNullable<paths["/api/v1/connections/{connectionId}/refresh"]["post"]["requestBody"]>["content"]];
}
interface GetRefreshStatusInit extends CallOptions {
  params: paths["/api/v1/connections/{connectionId}/status"]["get"]["parameters"];
  body?: never;
}
interface SearchInit extends CallOptions {
  params?: paths["/api/v1/entity"]["get"]["parameters"];
  body?: never;
}
interface GetFilesInit extends CallOptions {
  params: paths["/api/v1/file"]["get"]["parameters"];
  body?: never;
}
interface UploadFileInit extends CallOptions {
  params: paths["/api/v1/file"]["post"]["parameters"];
  body?: NonNullable<paths["/api/v1/file"]["post"]["requestBody"]>["content"][keyof NonNullable<paths["/api/v1/file"]["post"]["requestBody"]>["content"]];
}
interface ValidateFilenameInit extends CallOptions {
  params: paths["/api/v1/file/validateName"]["get"]["parameters"];
  body?: never;
}
interface GetFileInit extends CallOptions {
  params: paths["/api/v1/file/{fileId}"]["get"]["parameters"];
  body?: never;
}
interface DeleteFileInit extends CallOptions {
  params: paths["/api/v1/file/{fileId}"]["delete"]["parameters"];
  body?: never;
}
interface DownloadImportedFileInit extends CallOptions {
  params: paths["/api/v1/file/{fileId}/download"]["get"]["parameters"];
  body?: never;
}
interface GetErrorsInit extends CallOptions {
  params: paths["/api/v1/file/{fileId}/error"]["get"]["parameters"];
  body?: never;
}
interface ExportFileToSpreadsheetsInit extends CallOptions {
  params: paths["/api/v1/file/{fileId}/export"]["post"]["parameters"];
  body: NonNullable<paths["/api/v1/file/{fileId}/export"]["post"]["requestBody"]>["content"][keyof NonNullable<paths["/api/v1/file/{fileId}/export"]["post"]["requestBody"]>["content"]];
}
interface ListFoldersInit extends CallOptions {
  params?: paths["/api/v1/folder"]["get"]["parameters"];
  body?: never;
}
interface CreateFolderInit extends CallOptions {
  params?: paths["/api/v1/folder"]["post"]["parameters"];
  body: NonNullable<paths["/api/v1/folder"]["post"]["requestBody"]>["content"][keyof NonNullable<paths["/api/v1/folder"]["post"]["requestBody"]>["content"]];
}
interface GetFolderInit extends CallOptions {
  params: paths["/api/v1/folder/{folderId}"]["get"]["parameters"];
  body?: never;
}
interface UpdateFolderInit extends CallOptions {
  params: paths["/api/v1/folder/{folderId}"]["put"]["parameters"];
  body: NonNullable<paths["/api/v1/folder/{folderId}"]["put"]["requestBody"]>["content"][keyof NonNullable<paths["/api/v1/folder/{folderId}"]["put"]["requestBody"]>["content"]];
}
interface DeleteFolderInit extends CallOptions {
  params: paths["/api/v1/folder/{folderId}"]["delete"]["parameters"];
  body?: never;
}
interface ListChildrenInit extends CallOptions {
  params: paths["/api/v1/folder/{folderId}/children"]["get"]["parameters"];
  body?: never;
}
interface SetChildrenInit extends CallOptions {
  params: paths["/api/v1/folder/{folderId}/children"]["post"]["parameters"];
  body: NonNullable<paths["/api/v1/folder/{folderId}/children"]["post"]["requestBody"]>["content"][keyof NonNullable<paths["/api/v1/folder/{folderId}/children"]["post"]["requestBody"]>["content"]];
}
interface ListParametersInit extends CallOptions {
  params?: paths["/api/v1/parameter"]["get"]["parameters"];
  body?: never;
}
interface CreateParameterInit extends CallOptions {
  params?: paths["/api/v1/parameter"]["post"]["parameters"];
  body: NonNullable<paths["/api/v1/parameter"]["post"]["requestBody"]>["content"][keyof NonNullable<paths["/api/v1/parameter"]["post"]["requestBody"]>["content"]];
}
interface GetParameterInit extends CallOptions {
  params: paths["/api/v1/parameter/{parameterId}"]["get"]["parameters"];
  body?: never;
}
interface UpdateParameterInit extends CallOptions {
  params: paths["/api/v1/parameter/{parameterId}"]["put"]["parameters"];
  body: NonNullable<paths["/api/v1/parameter/{parameterId}"]["put"]["requestBody"]>["content"][keyof NonNullable<paths["/api/v1/parameter/{parameterId}"]["put"]["requestBody"]>["content"]];
}
interface DeleteParameterInit extends CallOptions {
  params: paths["/api/v1/parameter/{parameterId}"]["delete"]["parameters"];
  body?: never;
}
interface ListPivotViewsInit extends CallOptions {
  params: paths["/api/v1/pivotview"]["get"]["parameters"];
  body?: never;
}
interface CreatePivotViewInit extends CallOptions {
  params?: paths["/api/v1/pivotview"]["post"]["parameters"];
  body: NonNullable<paths["/api/v1/pivotview"]["post"]["requestBody"]>["content"][keyof NonNullable<paths["/api/v1/pivotview"]["post"]["requestBody"]>["content"]];
}
interface GetPivotViewInit extends CallOptions {
  params: paths["/api/v1/pivotview/{pivotViewId}"]["get"]["parameters"];
  body?: never;
}
interface UpdatePivotViewInit extends CallOptions {
  params: paths["/api/v1/pivotview/{pivotViewId}"]["put"]["parameters"];
  body: NonNullable<paths["/api/v1/pivotview/{pivotViewId}"]["put"]["requestBody"]>["content"][keyof NonNullable<paths["/api/v1/pivotview/{pivotViewId}"]["put"]["requestBody"]>["content"]];
}
interface DeletePivotViewInit extends CallOptions {
  params: paths["/api/v1/pivotview/{pivotViewId}"]["delete"]["parameters"];
  body?: never;
}
interface ListQueriesInit extends CallOptions {
  params?: paths["/api/v1/query"]["get"]["parameters"];
  body?: never;
}
interface CreateQueryInit extends CallOptions {
  params?: paths["/api/v1/query"]["post"]["parameters"];
  body: NonNullable<paths["/api/v1/query"]["post"]["requestBody"]>["content"][keyof NonNullable<paths["/api/v1/query"]["post"]["requestBody"]>["content"]];
}
interface GetQueryColumnDataInit extends CallOptions {
  params?: paths["/api/v1/query/data"]["post"]["parameters"];
  body: NonNullable<paths["/api/v1/query/data"]["post"]["requestBody"]>["content"][keyof NonNullable<paths["/api/v1/query/data"]["post"]["requestBody"]>["content"]];
}
interface IsQueryValidInit extends CallOptions {
  params?: paths["/api/v1/query/validation"]["post"]["parameters"];
  body: NonNullable<paths["/api/v1/query/validation"]["post"]["requestBody"]>["content"][keyof NonNullable<paths["/api/v1/query/validation"]["post"]["requestBody"]>["content"]];
}
interface GetQueryInit extends CallOptions {
  params: paths["/api/v1/query/{queryId}"]["get"]["parameters"];
  body?: never;
}
interface UpdateQueryInit extends CallOptions {
  params: paths["/api/v1/query/{queryId}"]["put"]["parameters"];
  body: NonNullable<paths["/api/v1/query/{queryId}"]["put"]["requestBody"]>["content"][keyof NonNullable<paths["/api/v1/query/{queryId}"]["put"]["requestBody"]>["content"]];
}
interface DeleteQueryInit extends CallOptions {
  params: paths["/api/v1/query/{queryId}"]["delete"]["parameters"];
  body?: never;
}
interface GetDependenciesInit extends CallOptions {
  params: paths["/api/v1/query/{queryId}/dependencies"]["get"]["parameters"];
  body?: never;
}
interface GetTablesDependentOnQueryInit extends CallOptions {
  params: paths["/api/v1/query/{queryId}/dependents"]["get"]["parameters"];
  body?: never;
}
interface DescribeQueryInit extends CallOptions {
  params: paths["/api/v1/query/{queryId}/describe"]["post"]["parameters"];
  body?: never;
}
interface ListQueryResultsInit extends CallOptions {
  params: paths["/api/v1/queryresult"]["get"]["parameters"];
  body?: never;
}
interface RunQueryInit extends CallOptions {
  params?: paths["/api/v1/queryresult"]["post"]["parameters"];
  body: NonNullable<paths["/api/v1/queryresult"]["post"]["requestBody"]>["content"][keyof NonNullable<paths["/api/v1/queryresult"]["post"]["requestBody"]>["content"]];
}
interface GetQueryResultInit extends CallOptions {
  params: paths["/api/v1/queryresult/{queryResultId}"]["get"]["parameters"];
  body?: never;
}
interface CancelQueryInit extends CallOptions {
  params: paths["/api/v1/queryresult/{queryResultId}"]["delete"]["parameters"];
  body?: never;
}
interface DownloadQueryResultInit extends CallOptions {
  params: paths["/api/v1/queryresult/{queryResultId}/download"]["get"]["parameters"];
  body?: never;
}
interface ExportQueryResultToSpreadsheetsInit extends CallOptions {
  params: paths["/api/v1/queryresult/{queryResultId}/export"]["post"]["parameters"];
  body: NonNullable<paths["/api/v1/queryresult/{queryResultId}/export"]["post"]["requestBody"]>["content"][keyof NonNullable<paths["/api/v1/queryresult/{queryResultId}/export"]["post"]["requestBody"]>["content"]];
}
interface ListSelectListsInit extends CallOptions {
  params?: paths["/api/v1/selectlist"]["get"]["parameters"];
  body?: never;
}
interface CreateSelectListInit extends CallOptions {
  params?: paths["/api/v1/selectlist"]["post"]["parameters"];
  body: NonNullable<paths["/api/v1/selectlist"]["post"]["requestBody"]>["content"][keyof NonNullable<paths["/api/v1/selectlist"]["post"]["requestBody"]>["content"]];
}
interface ListSharedTablesInit extends CallOptions {
  params: paths["/api/v1/sharedtable"]["get"]["parameters"];
  body?: never;
}
interface CreateSharedTableInit extends CallOptions {
  params?: paths["/api/v1/sharedtable"]["post"]["parameters"];
  body: NonNullable<paths["/api/v1/sharedtable"]["post"]["requestBody"]>["content"][keyof NonNullable<paths["/api/v1/sharedtable"]["post"]["requestBody"]>["content"]];
}
interface GetSharedTableInit extends CallOptions {
  params: paths["/api/v1/sharedtable/{sharedTableId}"]["get"]["parameters"];
  body?: never;
}
interface DeleteSharedTableInit extends CallOptions {
  params: paths["/api/v1/sharedtable/{sharedTableId}"]["delete"]["parameters"];
  body?: never;
}
interface GetTablesInit extends CallOptions {
  params?: paths["/api/v1/table"]["get"]["parameters"];
  body?: never;
}
interface CreateTableInit extends CallOptions {
  params?: paths["/api/v1/table"]["post"]["parameters"];
  body: NonNullable<paths["/api/v1/table"]["post"]["requestBody"]>["content"][keyof NonNullable<paths["/api/v1/table"]["post"]["requestBody"]>["content"]];
}
interface GetDependentsInit extends CallOptions {
  params: paths["/api/v1/table/{tableId}/dependents"]["get"]["parameters"];
  body?: never;
}
interface UnimportFileInit extends CallOptions {
  params: paths["/api/v1/table/{tableId}/import/{fileId}"]["delete"]["parameters"];
  body?: never;
}
interface GetImportInfoInit extends CallOptions {
  params: paths["/api/v1/table/{tableId}/importInfo"]["get"]["parameters"];
  body?: never;
}
interface ImportFromSpreadsheetsInit extends CallOptions {
  params: paths["/api/v1/table/{tableId}/spreadsheet/import"]["post"]["parameters"];
  body: NonNullable<paths["/api/v1/table/{tableId}/spreadsheet/import"]["post"]["requestBody"]>["content"][keyof NonNullable<paths["/api/v1/table/{tableId}/spreadsheet/import"]["post"]["requestBody"]>["content"]];
}
interface UpdateTagInit extends CallOptions {
  params: paths["/api/v1/tag/{tagId}"]["put"]["parameters"];
  body: NonNullable<paths["/api/v1/tag/{tagId}"]["put"]["requestBody"]>["content"][keyof NonNullable<paths["/api/v1/tag/{tagId}"]["put"]["requestBody"]>["content"]];
}
interface DeleteTagInit extends CallOptions {
  params: paths["/api/v1/tag/{tagId}"]["delete"]["parameters"];
  body?: never;
}
interface CreateTokenInit extends CallOptions {
  params?: paths["/api/v1/token"]["post"]["parameters"];
  body: NonNullable<paths["/api/v1/token"]["post"]["requestBody"]>["content"][keyof NonNullable<paths["/api/v1/token"]["post"]["requestBody"]>["content"]];
}
interface DownloadFileInit extends CallOptions {
  params: paths["/api/v1/token/{tokenId}"]["get"]["parameters"];
  body?: never;
}
interface ParseDateInit extends CallOptions {
  params?: paths["/api/v1/util/datetime"]["post"]["parameters"];
  body: NonNullable<paths["/api/v1/util/datetime"]["post"]["requestBody"]>["content"][keyof NonNullable<paths["/api/v1/util/datetime"]["post"]["requestBody"]>["content"]];
}
interface HealthCheckInit extends CallOptions {
  params?: paths["/health"]["get"]["parameters"];
  body?: never;
}

declare module "@reportkit/strict-client" {
  interface GeneratedInits {
    "prep": {
      paths: paths;
      inits: {
        post: {
          "/api/v1/admin/validation/files": StartFileValidationInit;
          "/api/v1/table/{tableId}/import": ImportFileInit;
          "/api/v1/tag": CreateTagInit;
          "/api/v1/admin/import": ImportDataInit;
          "/api/v1/admin/validation/tables": ValidateTablesInit;
          "/api/v1/connections/batch/refresh": RefreshBatchInit;
          "/api/v1/connections/{connectionId}/refresh": RefreshConnectionInit;
          "/api/v1/file": UploadFileInit;
          "/api/v1/file/{fileId}/export": ExportFileToSpreadsheetsInit;
          "/api/v1/folder": CreateFolderInit;
          "/api/v1/folder/{folderId}/children": SetChildrenInit;
          "/api/v1/parameter": CreateParameterInit;
          "/api/v1/pivotview": CreatePivotViewInit;
          "/api/v1/query": CreateQueryInit;
          "/api/v1/query/data": GetQueryColumnDataInit;
          "/api/v1/query/validation": IsQueryValidInit;
          "/api/v1/query/{queryId}/describe": DescribeQueryInit;
          "/api/v1/queryresult": RunQueryInit;
          "/api/v1/queryresult/{queryResultId}/export": ExportQueryResultToSpreadsheetsInit;
          "/api/v1/selectlist": CreateSelectListInit;
          "/api/v1/sharedtable": CreateSharedTableInit;
          "/api/v1/table": CreateTableInit;
          "/api/v1/table/{tableId}/spreadsheet/import": ImportFromSpreadsheetsInit;
          "/api/v1/token": CreateTokenInit;
          "/api/v1/util/datetime": ParseDateInit;
        };
        get: {
          "/api/v1/tag": ListTagsInit;
          "/api/v1/selectlist/{selectListId}": GetSelectListInit;
          "/api/v1/table/{tableId}": GetTableInit;
          "/api/v1/admin/export": ExportWorkspaceInit;
          "/api/v1/admin/usage/filesBySize": FindWorkspaceFilesBySizeInit;
          "/api/v1/admin/usage/query": GetWorkspaceQueryUsageInit;
          "/api/v1/admin/usage/upload": GetWorkspaceUploadUsageInit;
          "/api/v1/connections": ListConnectionsInit;
          "/api/v1/connections/batch/refresh/{batchId}": GetRefreshBatchStatusInit;
          "/api/v1/connections/{connectionId}": GetConnectionInit;
          "/api/v1/connections/{connectionId}/status": GetRefreshStatusInit;
          "/api/v1/entity": SearchInit;
          "/api/v1/file": GetFilesInit;
          "/api/v1/file/validateName": ValidateFilenameInit;
          "/api/v1/file/{fileId}": GetFileInit;
          "/api/v1/file/{fileId}/download": DownloadImportedFileInit;
          "/api/v1/file/{fileId}/error": GetErrorsInit;
          "/api/v1/folder": ListFoldersInit;
          "/api/v1/folder/{folderId}": GetFolderInit;
          "/api/v1/folder/{folderId}/children": ListChildrenInit;
          "/api/v1/parameter": ListParametersInit;
          "/api/v1/parameter/{parameterId}": GetParameterInit;
          "/api/v1/pivotview": ListPivotViewsInit;
          "/api/v1/pivotview/{pivotViewId}": GetPivotViewInit;
          "/api/v1/query": ListQueriesInit;
          "/api/v1/query/{queryId}": GetQueryInit;
          "/api/v1/query/{queryId}/dependencies": GetDependenciesInit;
          "/api/v1/query/{queryId}/dependents": GetTablesDependentOnQueryInit;
          "/api/v1/queryresult": ListQueryResultsInit;
          "/api/v1/queryresult/{queryResultId}": GetQueryResultInit;
          "/api/v1/queryresult/{queryResultId}/download": DownloadQueryResultInit;
          "/api/v1/selectlist": ListSelectListsInit;
          "/api/v1/sharedtable": ListSharedTablesInit;
          "/api/v1/sharedtable/{sharedTableId}": GetSharedTableInit;
          "/api/v1/table": GetTablesInit;
          "/api/v1/table/{tableId}/dependents": GetDependentsInit;
          "/api/v1/table/{tableId}/importInfo": GetImportInfoInit;
          "/api/v1/token/{tokenId}": DownloadFileInit;
          "/health": HealthCheckInit;
        };
        put: {
          "/api/v1/selectlist/{selectListId}": UpdateSelectListInit;
          "/api/v1/table/{tableId}": UpdateTableInit;
          "/api/v1/folder/{folderId}": UpdateFolderInit;
          "/api/v1/parameter/{parameterId}": UpdateParameterInit;
          "/api/v1/pivotview/{pivotViewId}": UpdatePivotViewInit;
          "/api/v1/query/{queryId}": UpdateQueryInit;
          "/api/v1/tag/{tagId}": UpdateTagInit;
        };
        delete: {
          "/api/v1/selectlist/{selectListId}": DeleteSelectListInit;
          "/api/v1/table/{tableId}": DeleteTableInit;
          "/api/v1/admin/account": DeleteWorkspaceInit;
          "/api/v1/file/{fileId}": DeleteFileInit;
          "/api/v1/folder/{folderId}": DeleteFolderInit;
          "/api/v1/parameter/{parameterId}": DeleteParameterInit;
          "/api/v1/pivotview/{pivotViewId}": DeletePivotViewInit;
          "/api/v1/query/{queryId}": DeleteQueryInit;
          "/api/v1/queryresult/{queryResultId}": CancelQueryInit;
          "/api/v1/sharedtable/{sharedTableId}": DeleteSharedTableInit;
          "/api/v1/table/{tableId}/import/{fileId}": UnimportFileInit;
          "/api/v1/tag/{tagId}": DeleteTagInit;
        };
      };
    };
  }
}
