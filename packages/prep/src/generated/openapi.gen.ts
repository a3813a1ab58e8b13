// ⚠️ GENERATED FILE: DO NOT EDIT.
// Produced from specs/prep/openapi.yaml by scripts/generate.mjs (openapi-typescript).
// Change the spec, then run `pnpm generate`; CI fails when this file drifts from the spec.

export interface paths {
    "/api/v1/admin/validation/files": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Validate and repair the files of a table
         * @description Validates the files of the table named in the body. Files in an inconsistent state are repaired;
         *     files without enough state to recover are deleted. The response lists every deleted and every
         *     repaired file. No OAuth scope is required.
         */
        post: operations["startFileValidation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/table/{tableId}/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Import a file into a table
         * @description Starts importing a file into the table. The call returns at once with the file's metadata record;
         *     use the returned `id` to poll the file for its processing status. The body is optional. No OAuth
         *     scope is required.
         */
        post: operations["importFile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tag": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List tags
         * @description Lists tags, one page at a time. The response's `cursor` is passed as the next call's `cursor` to get
         *     the next set; it is `null` (or absent or empty) when there are no more results. When `cursor` is
         *     given, `limit` is ignored.
         *     No OAuth scope is required.
         */
        get: operations["listTags"];
        put?: never;
        /**
         * Create a tag
         * @description Creates a tag and answers it. No OAuth scope is required.
         */
        post: operations["createTag"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/selectlist/{selectListId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a select list
         * @description Returns one select list. Answers 404 when no select list matches the id. No OAuth scope is required.
         */
        get: operations["getSelectList"];
        /**
         * Change a select list
         * @description Replaces a select list and answers it. No OAuth scope is required.
         */
        put: operations["updateSelectList"];
        post?: never;
        /**
         * Delete a select list
         * @description Deletes a select list. No OAuth scope is required.
         */
        delete: operations["deleteSelectList"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/table/{tableId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a table
         * @description Answers one table with its columns. Answers 404 when no table has the id. No OAuth scope is required.
         */
        get: operations["getTable"];
        /**
         * Change a table
         * @description Changes a table and answers it. Columns can be added (a column is new when no column has its name, whatever the case) but never removed or changed. No OAuth scope is required.
         */
        put: operations["updateTable"];
        post?: never;
        /**
         * Delete a table
         * @description Deletes the table. Deleting a table is a soft delete: the table is marked deleted, not erased. The
         *     response body is the id of the deleted table. No OAuth scope is required.
         */
        delete: operations["deleteTable"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/account": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete the workspace's data
         * @description Deletes every data-preparation record of the workspace. Only a workspace administrator may call it; the body is a message. No OAuth scope is required.
         */
        delete: operations["deleteWorkspace"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export the workspace
         * @description Packs every data-preparation record of the workspace into a file and answers a token that downloads it (see the Tokens operations). Only a workspace administrator may call it. No OAuth scope is required.
         */
        get: operations["exportWorkspace"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Import a workspace export
         * @description Loads a file written by an export of a workspace (multipart form). With `wipe` (the default) the workspace's records are removed first. Only a workspace administrator may call it. No OAuth scope is required.
         */
        post: operations["importData"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/usage/filesBySize": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the workspace's files by size
         * @description Lists the files of every table of the workspace, largest first, one page at a time (pass the response's `cursor` back to go on). Only a workspace administrator may call it. No OAuth scope is required.
         */
        get: operations["findWorkspaceFilesBySize"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/usage/query": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Count the bytes queries read
         * @description Answers how many bytes the workspace's queries read between two dates (ISO dates; by default from the first day on record to far in the future). Only a workspace administrator may call it. No OAuth scope is required.
         */
        get: operations["getWorkspaceQueryUsage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/usage/upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Count the bytes uploaded
         * @description Answers how many bytes were uploaded to the workspace between two dates (ISO dates; by default from the first day on record to far in the future). Only a workspace administrator may call it. No OAuth scope is required.
         */
        get: operations["getWorkspaceUploadUsage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/validation/tables": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Validate and repair the workspace's tables
         * @description Checks every table of the workspace: tables in an inconsistent state are set right, tables with too little state left are removed. Both lists come back. No OAuth scope is required.
         */
        post: operations["validateTables"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/connections": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List connections
         * @description Lists the connections of the workspace, one page at a time, optionally only those from or to a kind of record or one record. Pass the response's `cursor` back to go on. No OAuth scope is required.
         */
        get: operations["listConnections"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/connections/batch/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Refresh several connections
         * @description Starts a refresh of each connection named in the body, as one batch; follow it with getRefreshBatchStatus. With `cancelUnwritables`, refreshes whose destination cannot be written are cancelled instead of failing. No OAuth scope is required.
         */
        post: operations["refreshBatch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/connections/batch/refresh/{batchId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a batch refresh
         * @description Answers a batch of refreshes started by refreshBatch, with the state of each refresh in it. Answers 404 when no batch has the id. No OAuth scope is required.
         */
        get: operations["getRefreshBatchStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/connections/{connectionId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a connection
         * @description Answers one connection, with its last run. Answers 404 when no connection has the id. No OAuth scope is required.
         */
        get: operations["getConnection"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/connections/{connectionId}/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Refresh a connection
         * @description Starts a run of the connection: the source is read and the destination written. The answer is the run; follow it with getRefreshStatus. No OAuth scope is required.
         */
        post: operations["refreshConnection"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/connections/{connectionId}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a connection's run
         * @description Answers the state of a run of the connection: the one named by `jobId`, else the latest. No OAuth scope is required.
         */
        get: operations["getRefreshStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/entity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search entities
         * @description Finds tables, queries, folders and other entities of the workspace by name, description or kind (the kinds are numbers), one page at a time. Pass the response's `cursor` back to go on. No OAuth scope is required.
         */
        get: operations["search"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/file": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the files of a table
         * @description Lists the files of one table, one page at a time, optionally sorted or narrowed by a text. Pass the response's `cursor` back to go on. No OAuth scope is required.
         */
        get: operations["getFiles"];
        put?: never;
        /**
         * Upload a file
         * @description Adds a file to a table, sent as a multipart form or fetched from `url`; the file is then STAGED and an import (importFile) brings it into the table. A file whose name the table already has is refused. No OAuth scope is required.
         */
        post: operations["uploadFile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/file/validateName": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Check a file name
         * @description Answers whether a file of that name could be added to the table (the name must not be taken). No OAuth scope is required.
         */
        get: operations["validateFilename"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/file/{fileId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a file
         * @description Answers a file's metadata record, with its `status`: follow an import with it until the status is IMPORTED or ERROR. Answers 404 when no file has the id. No OAuth scope is required.
         */
        get: operations["getFile"];
        put?: never;
        post?: never;
        /**
         * Delete a file
         * @description Deletes a file of a table. An imported file must be unimported first (unimportFile). No OAuth scope is required.
         */
        delete: operations["deleteFile"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/file/{fileId}/download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download a file
         * @description Answers the content of a file as it was uploaded. No OAuth scope is required.
         */
        get: operations["downloadImportedFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/file/{fileId}/error": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the errors of a file
         * @description Lists what went wrong while a file was read or imported, line by line, one page at a time (at most 50 a page). Pass the response's `cursor` back to go on. No OAuth scope is required.
         */
        get: operations["getErrors"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/file/{fileId}/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Write a file to a spreadsheet
         * @description Writes the content of a file to the spreadsheet (or sheet) at `url` and answers which spreadsheet and sheet were written. No OAuth scope is required.
         */
        post: operations["exportFileToSpreadsheets"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/folder": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List folders
         * @description Lists the folders of the workspace, one page at a time. Pass the response's `cursor` back to go on. No OAuth scope is required.
         */
        get: operations["listFolders"];
        put?: never;
        /**
         * Create a folder
         * @description Creates a folder and answers it. No OAuth scope is required.
         */
        post: operations["createFolder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/folder/{folderId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a folder
         * @description Answers one folder. Answers 404 when no folder has the id. No OAuth scope is required.
         */
        get: operations["getFolder"];
        /**
         * Change a folder
         * @description Replaces the name and description of a folder and answers it. No OAuth scope is required.
         */
        put: operations["updateFolder"];
        post?: never;
        /**
         * Delete a folder
         * @description Deletes a folder. No OAuth scope is required.
         */
        delete: operations["deleteFolder"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/folder/{folderId}/children": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List what a folder holds
         * @description Lists the entities (tables, queries, folders...) a folder holds, one page at a time. Pass the response's `cursor` back to go on. No OAuth scope is required.
         */
        get: operations["listChildren"];
        put?: never;
        /**
         * Move entities into a folder
         * @description Puts the entities named in the body into the folder and answers them. No OAuth scope is required.
         */
        post: operations["setChildren"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/parameter": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List parameters
         * @description Lists the global parameters, one page at a time, optionally of one scope. Pass the response's `cursor` back to go on. No OAuth scope is required.
         */
        get: operations["listParameters"];
        put?: never;
        /**
         * Create a parameter
         * @description Creates a global parameter and answers it. No OAuth scope is required.
         */
        post: operations["createParameter"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/parameter/{parameterId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a parameter
         * @description Answers one global parameter. Answers 404 when no parameter has the id. No OAuth scope is required.
         */
        get: operations["getParameter"];
        /**
         * Change a parameter
         * @description Replaces a global parameter and answers it. No OAuth scope is required.
         */
        put: operations["updateParameter"];
        post?: never;
        /**
         * Delete a parameter
         * @description Deletes a global parameter. No OAuth scope is required.
         */
        delete: operations["deleteParameter"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/pivotview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the pivot views of a query
         * @description Lists the pivot views of one query, one page at a time. Pass the response's `cursor` back to go on. No OAuth scope is required.
         */
        get: operations["listPivotViews"];
        put?: never;
        /**
         * Create a pivot view
         * @description Creates a pivot view of a query and answers it; its query cannot be changed afterwards. No OAuth scope is required.
         */
        post: operations["createPivotView"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/pivotview/{pivotViewId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a pivot view
         * @description Answers one pivot view. Answers 404 when no pivot view has the id. No OAuth scope is required.
         */
        get: operations["getPivotView"];
        /**
         * Change a pivot view
         * @description Replaces a pivot view and answers it; a change of its query is ignored. No OAuth scope is required.
         */
        put: operations["updatePivotView"];
        post?: never;
        /**
         * Delete a pivot view
         * @description Deletes a pivot view. No OAuth scope is required.
         */
        delete: operations["deletePivotView"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/query": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List queries
         * @description Lists the saved queries, one page at a time, optionally only those with the given ids. Pass the response's `cursor` back to go on. No OAuth scope is required.
         */
        get: operations["listQueries"];
        put?: never;
        /**
         * Create a query
         * @description Saves a query and answers it. Run it with runQuery. No OAuth scope is required.
         */
        post: operations["createQuery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/query/data": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Preview a query's columns
         * @description Answers the columns a query text would give, without saving or running it. No OAuth scope is required.
         */
        post: operations["getQueryColumnData"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/query/validation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check a query
         * @description Checks a query without saving it and answers it as it would be saved. No OAuth scope is required.
         */
        post: operations["isQueryValid"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/query/{queryId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a query
         * @description Answers one saved query. Answers 404 when no query has the id. No OAuth scope is required.
         */
        get: operations["getQuery"];
        /**
         * Change a query
         * @description Replaces a saved query and answers it. No OAuth scope is required.
         */
        put: operations["updateQuery"];
        post?: never;
        /**
         * Delete a query
         * @description Deletes a saved query. No OAuth scope is required.
         */
        delete: operations["deleteQuery"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/query/{queryId}/dependencies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the tables a query reads
         * @description Lists the tables the query reads, one page at a time. Pass the response's `cursor` back to go on. No OAuth scope is required.
         */
        get: operations["getDependencies"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/query/{queryId}/dependents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the tables built on a query
         * @description Lists the tables filled from the query, one page at a time. Pass the response's `cursor` back to go on. No OAuth scope is required.
         */
        get: operations["getTablesDependentOnQuery"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/query/{queryId}/describe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Describe a query's columns
         * @description Answers the columns of the saved query's result and where each comes from. No OAuth scope is required.
         */
        post: operations["describeQuery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/queryresult": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the runs of a query
         * @description Lists the results (runs) of one query, one page at a time, optionally only the caller's. Pass the response's `cursor` back to go on. No OAuth scope is required.
         */
        get: operations["listQueryResults"];
        put?: never;
        /**
         * Run a query
         * @description Starts a run of a saved query and answers the new result; follow it with getQueryResult until its status is COMPLETE or ERROR. No OAuth scope is required.
         */
        post: operations["runQuery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/queryresult/{queryResultId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a query run
         * @description Answers a result (run) of a query with its status. Answers 404 when no result has the id. No OAuth scope is required.
         */
        get: operations["getQueryResult"];
        put?: never;
        post?: never;
        /**
         * Cancel a query run
         * @description Stops a run that has not finished and answers the result. No OAuth scope is required.
         */
        delete: operations["cancelQuery"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/queryresult/{queryResultId}/download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download a query result
         * @description Answers the rows of a finished run as a file. No OAuth scope is required.
         */
        get: operations["downloadQueryResult"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/queryresult/{queryResultId}/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Write a query result to a spreadsheet
         * @description Writes the rows of a finished run to the spreadsheet (or sheet) at `url`. No OAuth scope is required.
         */
        post: operations["exportQueryResultToSpreadsheets"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/selectlist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List select lists
         * @description Lists the select lists, one page at a time. Pass the response's `cursor` back to go on. No OAuth scope is required.
         */
        get: operations["listSelectLists"];
        put?: never;
        /**
         * Create a select list
         * @description Creates a select list and answers it. No OAuth scope is required.
         */
        post: operations["createSelectList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/sharedtable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List shared tables
         * @description Lists the tables this workspace shares, or with `sharedWithMe` those shared with it, one page at a time, optionally of one table. Pass the response's `cursor` back to go on. No OAuth scope is required.
         */
        get: operations["listSharedTables"];
        put?: never;
        /**
         * Share a table
         * @description Shares a table with another workspace and answers the share. No OAuth scope is required.
         */
        post: operations["createSharedTable"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/sharedtable/{sharedTableId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a shared table
         * @description Answers one share of a table, with the table. Answers 404 when no share has the id. No OAuth scope is required.
         */
        get: operations["getSharedTable"];
        put?: never;
        post?: never;
        /**
         * Stop sharing a table
         * @description Removes a share of a table. No OAuth scope is required.
         */
        delete: operations["deleteSharedTable"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/table": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List tables
         * @description Lists the tables of the workspace, one page at a time, with `includeShared` also those shared with it. Pass the response's `cursor` back to go on. No OAuth scope is required.
         */
        get: operations["getTables"];
        put?: never;
        /**
         * Create a table
         * @description Creates a table with its columns and answers it. No OAuth scope is required.
         */
        post: operations["createTable"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/table/{tableId}/dependents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the queries that read a table
         * @description Lists the saved queries that read the table, one page at a time. Pass the response's `cursor` back to go on. No OAuth scope is required.
         */
        get: operations["getDependents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/table/{tableId}/import/{fileId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Take a file's rows out of a table
         * @description Removes the rows of an imported file from the table; the file stays (delete it with deleteFile). `force` takes it out even when other records depend on it. No OAuth scope is required.
         */
        delete: operations["unimportFile"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/table/{tableId}/importInfo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Count what a table holds
         * @description Answers how many files were imported into the table and how many records they brought. No OAuth scope is required.
         */
        get: operations["getImportInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/table/{tableId}/spreadsheet/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Import from a spreadsheet
         * @description Reads the spreadsheet (or sheet) at `url` into a new file of the table and imports it; the answer is the file, to follow with getFile. No OAuth scope is required.
         */
        post: operations["importFromSpreadsheets"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tag/{tagId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change a tag
         * @description Replaces a tag and answers it. No OAuth scope is required.
         */
        put: operations["updateTag"];
        post?: never;
        /**
         * Delete a tag
         * @description Deletes a tag. No OAuth scope is required.
         */
        delete: operations["deleteTag"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a download token
         * @description Creates a short-lived token for one file or query result; read it with downloadFile. No OAuth scope is required.
         */
        post: operations["createToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/token/{tokenId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download with a token
         * @description Answers the file or query result a token was made for. The token is the only credential this call needs. No OAuth scope is required.
         */
        get: operations["downloadFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/util/datetime": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Read a date
         * @description Reads a text as a date or time with the given pattern and answers it in ISO 8601. No OAuth scope is required.
         */
        post: operations["parseDate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Check the service
         * @description Answers a map of status details when the service is up. No OAuth scope is required.
         */
        get: operations["healthCheck"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /**
         * @description An API version date, optionally with a suffix.
         * @default 2026-01-01
         * @example 2026-01-01
         * @example 2022-01-01
         */
        ApiVersion: string;
        /** @description Names the table whose files are validated. */
        StartValidateFilesDto: {
            /**
             * @description Id of the table whose files are validated and repaired (a UUID without dashes).
             * @example d8205bca61a04d77ba769ab98c31ee77
             */
            tableId: string;
        };
        /**
         * @description Error body of the data-preparation API. `body` holds one message or a list of messages; `version` is
         *     the API version in use.
         */
        PrepError: {
            /** @description Status code of the error. */
            code: number;
            /** @description The error message, or a list of messages. */
            body: string | string[];
            /** @description Further details; their shape is not shown. */
            details?: unknown;
            /** @description The API version in use. */
            version?: string;
        } & {
            [key: string]: unknown;
        };
        /**
         * @description Metadata record of a file imported into a data-preparation table. Which fields are always present is
         *     not shown, so all are optional.
         */
        FileMetaDto: {
            /** @description Identifier of the file; used to poll the file for its status. */
            id?: string;
            /** @description Id of the owning table. */
            tableId?: string;
            /** @description Name of the file. */
            name?: string;
            /** @description Key of the file. */
            key?: string;
            /** @description Source of the file. */
            source?: string;
            /**
             * @description Processing status. Known values: `STAGING`, `STAGED`, `IMPORTING`, `IMPORTED`, `ERROR`; the set is
             *     open. Its transitions are not documented.
             */
            status?: "STAGING" | "STAGED" | "IMPORTING" | "IMPORTED" | "ERROR" | (string & {});
            /** @description Field delimiter of the file. */
            delimiter?: string;
            /** @description Map of import column id to table column id. */
            columnMappings?: {
                [key: string]: string;
            };
            /** @description Free-form metadata. */
            metadata?: {
                [key: string]: unknown;
            };
            /** @description Key/value map of tags. */
            tags?: {
                [key: string]: string;
            };
            /** @description How many errors the file has. */
            numErrors?: number;
            /** @description Number of records in the file. */
            numRecords?: number;
            /** @description Size of the original file. */
            originalFileSize?: number;
            /** @description Version of the record. */
            version?: number;
            /** @description Id of the user who owns the record. */
            userId?: string;
            /** @description When the record was created (a timestamp; its format is not shown). */
            created?: string;
            /** @description When the record was last updated (a timestamp; its format is not shown). */
            updated?: string;
        } & {
            [key: string]: unknown;
        };
        /** @description Result of a validation run. */
        ValidateFilesDto: {
            /** @description Files deleted because they lacked enough state to recover. */
            deletedFiles?: components["schemas"]["FileMetaDto"][];
            /** @description Files repaired from an inconsistent state. */
            repairedFiles?: components["schemas"]["FileMetaDto"][];
        } & {
            [key: string]: unknown;
        };
        /** @description Envelope of a validation result. */
        ValidateFilesResponse: {
            body: components["schemas"]["ValidateFilesDto"];
            /** @description Result code of the call. */
            code: number;
        } & {
            [key: string]: unknown;
        };
        /**
         * @description Options of a file import. All fields are optional. `columnMappings` and `tags` are JSON text per the API
         *     summary; the live service takes them as objects, so both forms are accepted.
         */
        ImportDto: {
            /**
             * @description Map from import column id to table column id, as JSON text or as an object.
             * @example {"col-a":"region"}
             * @example {
             *       "col-a": "region"
             *     }
             */
            columnMappings?: string | {
                [key: string]: string;
            };
            /** @description Field delimiter of the file. */
            delimiter?: string;
            /** @description Identifier of the file to bring into the table. */
            fileId?: string;
            /** @description Map of names to maps of names to free-form objects. */
            metadata?: {
                [key: string]: {
                    [key: string]: {
                        [key: string]: unknown;
                    };
                };
            };
            /**
             * @description Key/value map of tags, as JSON text or as an object.
             * @example {"quarter":"Q1"}
             * @example {
             *       "quarter": "Q1"
             *     }
             */
            tags?: string | {
                [key: string]: string;
            };
        };
        /** @description Envelope of a file metadata record. */
        FileMetaResponse: {
            body: components["schemas"]["FileMetaDto"];
            /** @description Result code of the call. */
            code: number;
        } & {
            [key: string]: unknown;
        };
        /** @description A tag and its values. `key` is always present. */
        TagDto: {
            /** @description Identifier of the tag. */
            id?: string;
            /** @description Key of the tag, at most 100 characters. */
            key: string;
            /** @description Values of the tag, at most 300, each once. */
            values?: string[];
            /** @description Id of the user who owns the tag. */
            userId?: string;
            /** @description Version of the tag. */
            version?: number;
            /** @description When the tag was created (a timestamp; its format is not shown). */
            created?: string;
            /** @description When the tag was last updated (a timestamp; its format is not shown). */
            updated?: string;
        } & {
            [key: string]: unknown;
        };
        /** @description Envelope of a page of tags. */
        TagListResponse: {
            /** @description The tags of this page; an empty array when there are none. */
            body: components["schemas"]["TagDto"][];
            /** @description Result code of the call. */
            code: number;
            /**
             * @description Pass it as the next call's `cursor` to get the next set. At the end it is `null` (per the API
             *     summary), or absent or empty (as the live service may send it).
             */
            cursor?: string | null;
        } & {
            [key: string]: unknown;
        };
        /** @description What a request sends: read-only members are left out. */
        TagInput: {
            /** @description Key of the tag, at most 100 characters. */
            key: string;
            /** @description Values of the tag. */
            values?: string[];
        };
        /** @description Envelope of an answer. */
        TagResponse: {
            body: components["schemas"]["TagDto"];
            /**
             * Format: int32
             * @description Result code of the call.
             */
            code: number;
        } & {
            [key: string]: unknown;
        };
        /** @description A select list. */
        SelectListDto: {
            /** @description Identifier of the select list. */
            id?: string;
            /** @description Name of the select list, at most 100 characters. */
            name?: string;
            /** @description Description of the select list, at most 1024 characters. */
            description?: string;
            /** @description Type of the select list. Known value `static`; more may be added. */
            type?: "static" | (string & {});
            /**
             * @description Type of the values. Known values: `string`, `bytes`, `integer`, `float`, `boolean`, `timestamp`,
             *     `date`, `time`, `datetime`, `global_parameter`, `nested_query_parameter`; the set is open.
             */
            valueType?: "string" | "bytes" | "integer" | "float" | "boolean" | "timestamp" | "date" | "time" | "datetime" | "global_parameter" | "nested_query_parameter" | (string & {});
            /** @description Items of the select list. Their shape is not shown, so any JSON value may appear. */
            values?: unknown[];
            /** @description Id of the user who owns the select list. */
            userId?: string;
            /** @description Version of the select list. */
            version?: number;
            /** @description When the select list was created (a timestamp; its format is not shown). */
            created?: string;
            /** @description When the select list was last updated (a timestamp; its format is not shown). */
            updated?: string;
        } & {
            [key: string]: unknown;
        };
        /** @description Envelope of a select list. */
        SelectListResponse: {
            body: components["schemas"]["SelectListDto"];
            /** @description Result code of the call. */
            code: number;
        } & {
            [key: string]: unknown;
        };
        /** @description What a request sends: read-only members are left out. */
        SelectListInput: {
            /** @description Free text about the record. */
            description?: string;
            /** @description Name of the record. */
            name: string;
            /**
             * @description Kind of record.
             * @default static
             */
            type?: "static" | (string & {});
            /** @description Data type of the values. */
            valueType: "string" | "bytes" | "integer" | "float" | "boolean" | "timestamp" | "date" | "time" | "datetime" | "global_parameter" | "nested_query_parameter" | (string & {});
            /** @description Items of the select list. */
            values: unknown[];
        };
        /** @description Envelope of an answer. */
        MessageResponse: {
            /** @description A message, or the id of the record the call acted on. */
            body: string;
            /**
             * Format: int32
             * @description Result code of the call.
             */
            code: number;
        } & {
            [key: string]: unknown;
        };
        /** @description The parent and child columns of a hierarchy table. */
        HierarchyMetadata: {
            /** @description Column that holds the child member of each row. */
            childColumnId: string;
            /** @description Column that holds the parent member of each row. */
            parentColumnId: string;
        } & {
            [key: string]: unknown;
        };
        /** @description A column of a table. */
        ColumnDto: {
            /** @description Another name for the column or parameter, used in place of its name. */
            alias?: string;
            /** @description Free text about the record. */
            description?: string;
            /** @description Free-form details. */
            metadata?: {
                [key: string]: unknown;
            };
            /** @description Whether the column may be empty, must be set, or repeats. */
            mode?: "nullable" | "required" | "repeated" | (string & {});
            /** @description Name of the record. */
            name: string;
            /** @description Data type of the column. */
            type: "string" | "bytes" | "integer" | "float" | "boolean" | "timestamp" | "date" | "time" | "datetime" | "global_parameter" | "nested_query_parameter" | (string & {});
        } & {
            [key: string]: unknown;
        };
        /** @description The columns of a table. */
        TableSchema: {
            /** @description Columns of the table. */
            columns: components["schemas"]["ColumnDto"][];
        } & {
            [key: string]: unknown;
        };
        /** @description A set of columns whose values are unique across the table's rows. */
        UniqueConstraintDto: {
            /** @description Free text about the record. */
            description?: string;
            /** @description Identifier of the constraint. */
            id: string;
            /** @description Kind of constraint. */
            name: "key_columns" | (string & {});
            /** @description Identifier of the table. */
            tableId: string;
            /** @description Columns whose values together are unique. */
            values: string[];
        } & {
            [key: string]: unknown;
        };
        /** @description A data-preparation table. */
        TableDto: {
            /**
             * Format: date-time
             * @description When the record was created.
             */
            created?: string;
            /** @description Identifier of the database that holds the record. */
            databaseId?: string;
            /**
             * Format: date-time
             * @description When the data of the table last changed.
             */
            datasetUpdated?: string;
            /** @description Whether the table was (soft-)deleted. */
            deleted?: boolean;
            /** @description Free text about the record. */
            description?: string;
            hierarchyMetadata?: components["schemas"]["HierarchyMetadata"];
            /** @description Identifier of the record. */
            id?: string;
            /** @description Whether the record is shared with other workspaces. */
            isShared: boolean;
            /**
             * Format: date-time
             * @description When a file was last imported into the table.
             */
            lastUploaded?: string;
            /** @description Name of the table. */
            name: string;
            /** @description Folder that holds the record. */
            parentId?: string;
            /** @description Whether the table can be changed. */
            readOnly?: boolean;
            tableSchema: components["schemas"]["TableSchema"];
            /** @description Kind of table: `data` (a fact table), `lookup` or `hierarchy`. */
            type: "data" | "lookup" | "hierarchy" | (string & {});
            /** @description Sets of columns whose values are unique across the table's rows. */
            uniqueTableConstraints: components["schemas"]["UniqueConstraintDto"][];
            /**
             * Format: date-time
             * @description When the record last changed.
             */
            updated?: string;
            /** @description User who owns the record. */
            userId?: string;
            /**
             * Format: int64
             * @description Version of the record; it grows with every change.
             */
            version?: number;
        } & {
            [key: string]: unknown;
        };
        /** @description Envelope of an answer. */
        TableResponse: {
            body: components["schemas"]["TableDto"];
            /**
             * Format: int32
             * @description Result code of the call.
             */
            code: number;
        } & {
            [key: string]: unknown;
        };
        /** @description The parent and child columns of a hierarchy table. What a request sends: read-only members are left out. */
        HierarchyMetadataInput: {
            /** @description Column that holds the child member of each row. */
            childColumnId: string;
            /** @description Column that holds the parent member of each row. */
            parentColumnId: string;
        };
        /** @description A column of a table. What a request sends: read-only members are left out. */
        ColumnInput: {
            /** @description Another name for the column or parameter, used in place of its name. */
            alias?: string;
            /** @description Free text about the record. */
            description?: string;
            /** @description Free-form details. */
            metadata?: {
                [key: string]: unknown;
            };
            /** @description Whether the column may be empty, must be set, or repeats. */
            mode?: "nullable" | "required" | "repeated" | (string & {});
            /** @description Name of the record. */
            name: string;
            /** @description Data type of the column. */
            type: "string" | "bytes" | "integer" | "float" | "boolean" | "timestamp" | "date" | "time" | "datetime" | "global_parameter" | "nested_query_parameter" | (string & {});
        };
        /** @description The columns of a table. What a request sends: read-only members are left out. */
        TableSchemaInput: {
            /** @description Columns of the table. */
            columns: components["schemas"]["ColumnInput"][];
        };
        /** @description A set of columns whose values are unique across the table's rows. What a request sends: read-only members are left out. */
        UniqueConstraintInput: {
            /** @description Free text about the record. */
            description?: string;
            /** @description Identifier of the constraint. */
            id: string;
            /** @description Kind of constraint. */
            name: "key_columns" | (string & {});
            /** @description Identifier of the table. */
            tableId: string;
            /** @description Columns whose values together are unique. */
            values: string[];
        };
        /** @description A data-preparation table. What a request sends: read-only members are left out. */
        TableInput: {
            /**
             * Format: date-time
             * @description When the data of the table last changed.
             */
            datasetUpdated?: string;
            /** @description Free text about the record. */
            description?: string;
            hierarchyMetadata?: components["schemas"]["HierarchyMetadataInput"];
            /** @description Name of the table. */
            name: string;
            tableSchema: components["schemas"]["TableSchemaInput"];
            /** @description Kind of table: `data` (a fact table), `lookup` or `hierarchy`. */
            type: "data" | "lookup" | "hierarchy" | (string & {});
            /** @description Sets of columns whose values are unique across the table's rows. */
            uniqueTableConstraints: components["schemas"]["UniqueConstraintInput"][];
        };
        /** @description Envelope of a table deletion. */
        DeleteTableResponse: {
            /** @description Id of the deleted table. */
            body: string;
            /** @description Result code of the call. */
            code: number;
        } & {
            [key: string]: unknown;
        };
        /** @description A short-lived token that downloads one file or query result. */
        TokenDto: {
            /**
             * Format: date-time
             * @description When the record was created.
             */
            created?: string;
            /** @description The token; read the file with it. */
            id?: string;
            /** @description Identifier of the file or query result the token downloads. */
            objectId: string;
            /**
             * Format: date-time
             * @description When the record last changed.
             */
            updated?: string;
            /** @description Whether the download uses a flat file name. */
            useFlatKey?: boolean;
            /** @description User who owns the record. */
            userId?: string;
            /**
             * Format: int64
             * @description Version of the record; it grows with every change.
             */
            version?: number;
        } & {
            [key: string]: unknown;
        };
        /** @description Envelope of an answer. */
        TokenResponse: {
            body: components["schemas"]["TokenDto"];
            /**
             * Format: int32
             * @description Result code of the call.
             */
            code: number;
        } & {
            [key: string]: unknown;
        };
        /** @description A workspace export to load, as a multipart form. */
        WorkspaceImportForm: {
            /**
             * Format: binary
             * @description The export file.
             */
            file?: string;
        };
        /** @description Envelope of a page of FileMeta items. */
        FileMetaListResponse: {
            /** @description The items of this page; an empty array when there are none. */
            body: components["schemas"]["FileMetaDto"][];
            /**
             * Format: int32
             * @description Result code of the call.
             */
            code: number;
            /** @description Pass it as the next call's `cursor` to get the next page. At the end it is `null`, empty or left out. */
            cursor?: string | null;
        } & {
            [key: string]: unknown;
        };
        /** @description Envelope of an answer. */
        ByteCountResponse: {
            /**
             * Format: int64
             * @description The count, in bytes.
             */
            body: number;
            /**
             * Format: int32
             * @description Result code of the call.
             */
            code: number;
        } & {
            [key: string]: unknown;
        };
        /** @description What a validation run did to the tables. */
        ValidateTablesDto: {
            /** @description Tables removed because not enough of their state was left to recover them. */
            deletedTables?: components["schemas"]["TableDto"][];
            /** @description Tables that were in an inconsistent state and were set right. */
            repairedTables?: components["schemas"]["TableDto"][];
        } & {
            [key: string]: unknown;
        };
        /** @description Envelope of an answer. */
        ValidateTablesResponse: {
            body: components["schemas"]["ValidateTablesDto"];
            /**
             * Format: int32
             * @description Result code of the call.
             */
            code: number;
        } & {
            [key: string]: unknown;
        };
        /** @description One run (refresh) of a connection. */
        ConnectionRunDto: {
            /** @description Identifier of the connection. */
            connectionId?: string;
            /**
             * Format: date-time
             * @description When the record was created.
             */
            created?: string;
            /** @description User who created the record. */
            createdBy?: string;
            /** @description Free-form details of the destination side. */
            destinationMetadata?: {
                [key: string]: unknown;
            };
            /** @description Parameters given to the destination side. */
            destinationParameters?: {
                [key: string]: unknown;
            };
            /** @description State of the destination side. */
            destinationStatus?: "not_started" | "running" | "complete" | "error" | "cancelled" | (string & {});
            /** @description Workspace of the destination side. */
            destinationWorkspaceId?: string;
            /** @description What went wrong, when something did. */
            error?: string;
            /** @description Identifier of the refresh job. */
            jobId?: string;
            /** @description Free-form details of the source side. */
            sourceMetadata?: {
                [key: string]: unknown;
            };
            /** @description Parameters given to the source side. */
            sourceParameters?: {
                [key: string]: unknown;
            };
            /** @description State of the source side. */
            sourceStatus?: "not_started" | "running" | "complete" | "error" | "cancelled" | (string & {});
            /** @description Workspace of the source side. */
            sourceWorkspaceId?: string;
            /**
             * Format: date-time
             * @description When the record last changed.
             */
            updated?: string;
            /** @description Workspace of the record. */
            workspaceId?: string;
        } & {
            [key: string]: unknown;
        };
        /** @description A connection: data flowing from a source record to a destination record. */
        ConnectionDto: {
            /** @description Identifier of the connection. */
            connectionId?: string;
            /**
             * Format: date-time
             * @description When the record was created.
             */
            created?: string;
            /** @description User who created the record. */
            createdBy?: string;
            /** @description Free text about the record. */
            description?: string;
            /** @description Identifier of the record the connection writes to. */
            destinationId?: string;
            /** @description Kind of record the connection writes to. */
            destinationType?: "spreadsheet" | "spreadsheet_section" | "presentation" | "presentation_chart" | "presentation_embedded_table" | "document" | "document_chart" | "document_embedded_table" | "wdata_query" | "wdata_shared_query" | "wdata_table" | "wdata_table_dataset" | "report" | "esg_program" | "chart_visual" | "unknown_record_type" | (string & {});
            /** @description Workspace of the destination side. */
            destinationWorkspaceId?: string;
            lastRun?: components["schemas"]["ConnectionRunDto"];
            /** @description User who ran it last. */
            lastRunBy?: string;
            /**
             * Format: date-time
             * @description When the connection last ran.
             */
            lastRunDate?: string;
            /** @description Destination parameters of the last run. */
            lastRunDestinationParameters?: {
                [key: string]: unknown;
            };
            /** @description Job of the last run. */
            lastRunJobId?: string;
            /** @description Source parameters of the last run. */
            lastRunSourceParameters?: {
                [key: string]: unknown;
            };
            /** @description Free-form details of the connection. */
            metadata?: {
                [key: string]: unknown;
            };
            /** @description Name of the record. */
            name?: string;
            /** @description Identifier of the record the connection reads. */
            sourceId?: string;
            /** @description Kind of record the connection reads. */
            sourceType?: "spreadsheet" | "spreadsheet_section" | "presentation" | "presentation_chart" | "presentation_embedded_table" | "document" | "document_chart" | "document_embedded_table" | "wdata_query" | "wdata_shared_query" | "wdata_table" | "wdata_table_dataset" | "report" | "esg_program" | "chart_visual" | "unknown_record_type" | (string & {});
            /** @description Workspace of the source side. */
            sourceWorkspaceId?: string;
            /**
             * Format: date-time
             * @description When the record last changed.
             */
            updated?: string;
            /** @description Workspace of the record. */
            workspaceId?: string;
        } & {
            [key: string]: unknown;
        };
        /** @description Envelope of a page of Connection items. */
        ConnectionListResponse: {
            /** @description The items of this page; an empty array when there are none. */
            body: components["schemas"]["ConnectionDto"][];
            /**
             * Format: int32
             * @description Result code of the call.
             */
            code: number;
            /** @description Pass it as the next call's `cursor` to get the next page. At the end it is `null`, empty or left out. */
            cursor?: string | null;
        } & {
            [key: string]: unknown;
        };
        /** @description What a connection refresh should use. What a request sends: read-only members are left out. */
        RefreshConnectionInput: {
            /** @description Identifier of the connection. */
            connectionId?: string;
            /** @description Parameters given to the destination side. */
            destinationParameters?: {
                [key: string]: unknown;
            };
            /** @description Parameters given to the source side. */
            sourceParameters?: {
                [key: string]: unknown;
            };
            /** @description Whether the destination parameters of the last run are used again. */
            usePreviousDestinationParameters?: boolean;
            /** @description Whether the source parameters of the last run are used again. */
            usePreviousSourceParameters?: boolean;
            /** @description Workspace of the connection. */
            workspaceId?: string;
        };
        /** @description A batch of connection refreshes. */
        RefreshBatchDto: {
            /** @description Identifier of the batch of refreshes. */
            batchRefreshId?: string;
            /** @description The refresh of each connection in the batch. */
            childRefreshes?: components["schemas"]["ConnectionRunDto"][];
            /**
             * Format: date-time
             * @description When the record was created.
             */
            created?: string;
            /** @description User who created the record. */
            createdBy?: string;
            /** @description State of the destination side. */
            destinationStatus?: "not_started" | "running" | "complete" | "error" | "cancelled" | (string & {});
            /** @description What went wrong, when something did. */
            error?: string;
            /** @description State of the source side. */
            sourceStatus?: "not_started" | "running" | "complete" | "error" | "cancelled" | (string & {});
            /**
             * Format: date-time
             * @description When the record last changed.
             */
            updated?: string;
        } & {
            [key: string]: unknown;
        };
        /** @description Envelope of an answer. */
        RefreshBatchResponse: {
            body: components["schemas"]["RefreshBatchDto"];
            /**
             * Format: int32
             * @description Result code of the call.
             */
            code: number;
        } & {
            [key: string]: unknown;
        };
        /** @description Envelope of an answer. */
        ConnectionResponse: {
            body: components["schemas"]["ConnectionDto"];
            /**
             * Format: int32
             * @description Result code of the call.
             */
            code: number;
        } & {
            [key: string]: unknown;
        };
        /** @description Envelope of an answer. */
        ConnectionRunResponse: {
            body: components["schemas"]["ConnectionRunDto"];
            /**
             * Format: int32
             * @description Result code of the call.
             */
            code: number;
        } & {
            [key: string]: unknown;
        };
        /** @description An entity that sits in a folder: a table, a query, a folder... */
        FolderableDto: {
            /**
             * Format: date-time
             * @description When the record was created.
             */
            created?: string;
            /** @description Free text about the record. */
            description?: string;
            /**
             * @description Identifier of the entity (a UUID without dashes).
             * @example 4f1c2a9e7b4d4c1e9a552d8e6f0b1c7a
             */
            id: string;
            /** @description Free-form details of the entity (a table, for example, says its kind). */
            metadata?: {
                [key: string]: unknown;
            };
            /**
             * Format: date-time
             * @description When the entity last changed.
             */
            modified?: string;
            /** @description User who changed it last. */
            modifiedBy?: string;
            /** @description Name of the entity. */
            name?: string;
            /** @description Folder that holds the record. */
            parentId?: string;
            /**
             * Format: int32
             * @description Kind of entity, as a number.
             */
            type: number;
            /**
             * Format: date-time
             * @description When the record last changed.
             */
            updated?: string;
            /** @description User who changed it last. */
            updatedBy?: string;
        } & {
            [key: string]: unknown;
        };
        /** @description Envelope of a page of Folderable items. */
        FolderableListResponse: {
            /** @description The items of this page; an empty array when there are none. */
            body: components["schemas"]["FolderableDto"][];
            /**
             * Format: int32
             * @description Result code of the call.
             */
            code: number;
            /** @description Pass it as the next call's `cursor` to get the next page. At the end it is `null`, empty or left out. */
            cursor?: string | null;
        } & {
            [key: string]: unknown;
        };
        /** @description The file to upload, as a multipart form. */
        UploadFileForm: {
            /**
             * Format: binary
             * @description Content of the file.
             */
            file?: string;
        };
        /** @description An error found in an imported file. */
        ImportErrorDto: {
            /**
             * Format: int64
             * @description Code of the error.
             */
            code?: number;
            /**
             * Format: date-time
             * @description When the record was created.
             */
            created?: string;
            /** @description Identifier of the record. */
            id?: string;
            /**
             * Format: int64
             * @description Line of the file the error is on.
             */
            lineNumber?: number;
            /** @description What the error is about. */
            message?: string;
            /**
             * Format: date-time
             * @description When the record last changed.
             */
            updated?: string;
            /** @description User who owns the record. */
            userId?: string;
            /**
             * Format: int64
             * @description Version of the record; it grows with every change.
             */
            version?: number;
        } & {
            [key: string]: unknown;
        };
        /** @description Envelope of a page of ImportError items. */
        ImportErrorListResponse: {
            /** @description The items of this page; an empty array when there are none. */
            body: components["schemas"]["ImportErrorDto"][];
            /**
             * Format: int32
             * @description Result code of the call.
             */
            code: number;
            /** @description Pass it as the next call's `cursor` to get the next page. At the end it is `null`, empty or left out. */
            cursor?: string | null;
        } & {
            [key: string]: unknown;
        };
        /** @description Where to write the file. What a request sends: read-only members are left out. */
        ExportFileInput: {
            /** @description Address of the spreadsheet (or sheet) the file is written to. */
            url?: string;
        };
        /** @description The spreadsheet and sheet written to. */
        SpreadsheetInfoDto: {
            /** @description Sheet written to. */
            sheetId?: string;
            /** @description Spreadsheet written to. */
            workbookId?: string;
        } & {
            [key: string]: unknown;
        };
        /** @description Envelope of an answer. */
        SpreadsheetInfoResponse: {
            body: components["schemas"]["SpreadsheetInfoDto"];
            /**
             * Format: int32
             * @description Result code of the call.
             */
            code: number;
        } & {
            [key: string]: unknown;
        };
        /** @description A folder of the data-preparation workspace. */
        FolderDto: {
            /**
             * Format: date-time
             * @description When the record was created.
             */
            created?: string;
            /** @description Free text about the record. */
            description?: string;
            /** @description Identifier of the record. */
            id?: string;
            /** @description Name of the folder. */
            name: string;
            /** @description Folder that holds the record. */
            parentId?: string;
            /**
             * Format: date-time
             * @description When the record last changed.
             */
            updated?: string;
            /** @description User who owns the record. */
            userId?: string;
            /**
             * Format: int64
             * @description Version of the record; it grows with every change.
             */
            version?: number;
        } & {
            [key: string]: unknown;
        };
        /** @description Envelope of a page of Folder items. */
        FolderListResponse: {
            /** @description The items of this page; an empty array when there are none. */
            body: components["schemas"]["FolderDto"][];
            /**
             * Format: int32
             * @description Result code of the call.
             */
            code: number;
            /** @description Pass it as the next call's `cursor` to get the next page. At the end it is `null`, empty or left out. */
            cursor?: string | null;
        } & {
            [key: string]: unknown;
        };
        /** @description A folder of the data-preparation workspace. What a request sends: read-only members are left out. */
        FolderInput: {
            /** @description Free text about the record. */
            description?: string;
            /** @description Name of the folder. */
            name: string;
        };
        /** @description Envelope of an answer. */
        FolderResponse: {
            body: components["schemas"]["FolderDto"];
            /**
             * Format: int32
             * @description Result code of the call.
             */
            code: number;
        } & {
            [key: string]: unknown;
        };
        /** @description An entity that sits in a folder: a table, a query, a folder... What a request sends: read-only members are left out. */
        FolderableInput: {
            /**
             * @description Identifier of the entity (a UUID without dashes).
             * @example 4f1c2a9e7b4d4c1e9a552d8e6f0b1c7a
             */
            id: string;
            /**
             * Format: int32
             * @description Kind of entity, as a number.
             */
            type: number;
        };
        /** @description Envelope of an answer. */
        FolderableCollectionResponse: {
            /** @description The entities now in the folder. */
            body: components["schemas"]["FolderableDto"][];
            /**
             * Format: int32
             * @description Result code of the call.
             */
            code: number;
        } & {
            [key: string]: unknown;
        };
        /** @description A parameter that queries and pivot views can filter on. */
        GlobalParameterDto: {
            /** @description Values a caller may pick from when the parameter is a select. */
            choices?: unknown[];
            /**
             * Format: date-time
             * @description When the record was created.
             */
            created?: string;
            /** @description Identifier of the database that holds the record. */
            databaseId?: string;
            /** @description Free text about the record. */
            description?: string;
            /** @description Identifier of the record. */
            id?: string;
            /** @description Name shown to people. */
            label?: string;
            /** @description Kind of list the choices come from. */
            listType?: string;
            /** @description How the value is given. */
            mode: "scalar" | "singleSelect" | "multiSelect" | (string & {});
            /** @description Name of the parameter (word characters). */
            name: string;
            /** @description Whether a later step may override the value. */
            overridable?: boolean;
            /** @description Where the parameter can be used. */
            scope?: "global" | "local" | "system" | (string & {});
            /** @description Select list the choices come from. */
            selectListId?: string;
            /** @description Data type of the parameter. */
            type: "string" | "bytes" | "integer" | "float" | "boolean" | "timestamp" | "date" | "time" | "datetime" | "global_parameter" | "nested_query_parameter" | (string & {});
            /**
             * Format: date-time
             * @description When the record last changed.
             */
            updated?: string;
            /** @description User who owns the record. */
            userId?: string;
            /** @description Value of the parameter. */
            value?: unknown;
            /**
             * Format: int64
             * @description Version of the record; it grows with every change.
             */
            version?: number;
        } & {
            [key: string]: unknown;
        };
        /** @description Envelope of a page of GlobalParameter items. */
        GlobalParameterListResponse: {
            /** @description The items of this page; an empty array when there are none. */
            body: components["schemas"]["GlobalParameterDto"][];
            /**
             * Format: int32
             * @description Result code of the call.
             */
            code: number;
            /** @description Pass it as the next call's `cursor` to get the next page. At the end it is `null`, empty or left out. */
            cursor?: string | null;
        } & {
            [key: string]: unknown;
        };
        /** @description A parameter that queries and pivot views can filter on. What a request sends: read-only members are left out. */
        GlobalParameterInput: {
            /** @description Free text about the record. */
            description?: string;
            /** @description Name shown to people. */
            label?: string;
            /** @description How the value is given. */
            mode: "scalar" | "singleSelect" | "multiSelect" | (string & {});
            /** @description Name of the parameter (word characters). */
            name: string;
            /** @description Whether a later step may override the value. */
            overridable?: boolean;
            /** @description Select list the choices come from. */
            selectListId?: string;
            /** @description Data type of the parameter. */
            type: "string" | "bytes" | "integer" | "float" | "boolean" | "timestamp" | "date" | "time" | "datetime" | "global_parameter" | "nested_query_parameter" | (string & {});
            /** @description Value of the parameter. */
            value?: unknown;
        };
        /** @description Envelope of an answer. */
        GlobalParameterResponse: {
            body: components["schemas"]["GlobalParameterDto"];
            /**
             * Format: int32
             * @description Result code of the call.
             */
            code: number;
        } & {
            [key: string]: unknown;
        };
        /** @description A pivot view of a query. */
        PivotViewDto: {
            /** @description Free-form extra settings kept with the pivot view. */
            additionalMeta?: {
                [key: string]: unknown;
            };
            /**
             * Format: date-time
             * @description When the record was created.
             */
            created?: string;
            /** @description Free text about the record. */
            description?: string;
            /** @description Identifier of the record. */
            id?: string;
            /** @description Name of the record. */
            name: string;
            /** @description Folder that holds the record. */
            parentId?: string;
            /**
             * @description Query the pivot view reads; set when created, fixed afterwards.
             * @example 4f1c2a9e7b4d4c1e9a552d8e6f0b1c7a
             */
            queryId: string;
            /**
             * @description A result of that query the pivot view is tied to, if any.
             * @example 9a7e51c3d2b84f06a1e3c5d7f9b2a4e6
             */
            queryResultId?: string;
            /**
             * Format: date-time
             * @description When the record last changed.
             */
            updated?: string;
            /** @description User who owns the record. */
            userId?: string;
            /**
             * Format: int64
             * @description Version of the record; it grows with every change.
             */
            version?: number;
        } & {
            [key: string]: unknown;
        };
        /** @description Envelope of a page of PivotView items. */
        PivotViewListResponse: {
            /** @description The items of this page; an empty array when there are none. */
            body: components["schemas"]["PivotViewDto"][];
            /**
             * Format: int32
             * @description Result code of the call.
             */
            code: number;
            /** @description Pass it as the next call's `cursor` to get the next page. At the end it is `null`, empty or left out. */
            cursor?: string | null;
        } & {
            [key: string]: unknown;
        };
        /** @description A pivot view of a query. What a request sends: read-only members are left out. */
        PivotViewInput: {
            /** @description Free-form extra settings kept with the pivot view. */
            additionalMeta?: {
                [key: string]: unknown;
            };
            /** @description Free text about the record. */
            description?: string;
            /** @description Name of the record. */
            name: string;
            /**
             * @description Query the pivot view reads; set when created, fixed afterwards.
             * @example 4f1c2a9e7b4d4c1e9a552d8e6f0b1c7a
             */
            queryId: string;
            /**
             * @description A result of that query the pivot view is tied to, if any.
             * @example 9a7e51c3d2b84f06a1e3c5d7f9b2a4e6
             */
            queryResultId?: string;
        };
        /** @description Envelope of an answer. */
        PivotViewResponse: {
            body: components["schemas"]["PivotViewDto"];
            /**
             * Format: int32
             * @description Result code of the call.
             */
            code: number;
        } & {
            [key: string]: unknown;
        };
        /** @description A column grouping of a pivot. */
        PivotViewDefinitionColumnDto: {
            /** @description Data type of the column. */
            columnType?: "integer" | "number" | "boolean" | "timestamp" | "date" | "string" | "float" | (string & {});
            /** @description Name of the record. */
            name: string;
        } & {
            [key: string]: unknown;
        };
        /** @description A filter of a pivot. */
        PivotViewDefinitionFilterDto: {
            /** @description Upper bound of the range when the filter compares between two values. */
            betweenValue?: string;
            /** @description Data type of the column. */
            columnType: "integer" | "number" | "boolean" | "timestamp" | "date" | "string" | "float" | (string & {});
            /** @description Whether rows that match are left out instead of kept. */
            exclude: boolean;
            /** @description How the column is compared with the filter's value. */
            filter?: "EQUAL" | "NOT_EQUAL" | "GREATER" | "GREATER_OR_EQUAL" | "LESS" | "LESS_OR_EQUAL" | "BETWEEN" | "NOT_BETWEEN" | (string & {});
            /** @description Values the column is compared with. */
            filterValues?: string[];
            /** @description Name of the record. */
            name: string;
            /** @description Value of the parameter. */
            value?: string;
        } & {
            [key: string]: unknown;
        };
        /** @description A row grouping of a pivot. */
        PivotViewDefinitionRowDto: {
            /** @description Name of the record. */
            name: string;
            /** @description Data type of the column. */
            type?: "integer" | "number" | "boolean" | "timestamp" | "date" | "string" | "float" | (string & {});
        } & {
            [key: string]: unknown;
        };
        /** @description A value column of a pivot. */
        PivotViewDefinitionValueDto: {
            /** @description Whether this value column is shown in the pivot. */
            active: boolean;
            /** @description How the values of the column are combined in each cell. */
            aggregation: "sum" | "count" | "distinctcount" | "average" | "median" | "product" | "min" | "max" | "percent" | "percentofcolumn" | "percentofrow" | "difference" | "percentdifference" | "runningtotals" | "stdevp" | "stdevs" | (string & {});
            /** @description Data type of the column. */
            columnType?: "integer" | "number" | "boolean" | "timestamp" | "date" | "string" | "float" | (string & {});
            /** @description Name of the record. */
            name: string;
        } & {
            [key: string]: unknown;
        };
        /** @description Settings of a pivot: rows, columns, values, filters, totals. */
        PivotDefinitionDto: {
            /** @description Column groupings of the pivot. */
            columns?: components["schemas"]["PivotViewDefinitionColumnDto"][];
            /**
             * Format: int32
             * @description Digits shown after the decimal point, 0 to 16.
             */
            decimalPlaces?: number;
            /** @description Filters applied before the pivot is computed. */
            filters?: components["schemas"]["PivotViewDefinitionFilterDto"][];
            /** @description Where grand totals are shown. */
            grandTotalEnabled?: "ENABLED" | "ROW" | "COLUMN" | "DISABLED" | (string & {});
            /**
             * @description Identifier of the record.
             * @example 4f1c2a9e7b4d4c1e9a552d8e6f0b1c7a
             */
            id?: string;
            /** @description Whether the pivot shows headers on several lines. */
            multipleHeaders?: boolean;
            /** @description Layout of the pivot. */
            pivotViewType?: "CLASSIC" | "COMPACT" | "FLAT" | (string & {});
            /** @description Row groupings of the pivot. */
            rows?: components["schemas"]["PivotViewDefinitionRowDto"][];
            /** @description Columns the pivot is sorted by. */
            sortColumns?: string[];
            /** @description Where subtotals are shown. */
            subtotalEnabled?: "ENABLED" | "ROW" | "COLUMN" | "DISABLED" | (string & {});
            /** @description Value columns of the pivot. */
            values?: components["schemas"]["PivotViewDefinitionValueDto"][];
        } & {
            [key: string]: unknown;
        };
        /** @description A table a query reads. */
        QueryDependencyDto: {
            /** @description Database of that table. */
            databaseId: string;
            /** @description Service that owns the table. */
            system: "prep" | "spreadsheets" | "queries" | "program" | "com" | "iam" | "graph" | "explorer" | "program_v2" | "explorer_v2" | "program_dimension_v1" | "program_tag_v1" | "pcaf" | (string & {});
            /** @description Table the query reads. */
            tableId: string;
        } & {
            [key: string]: unknown;
        };
        /** @description A parameter of a query. */
        QueryParameterDto: {
            /** @description Another name for the column or parameter, used in place of its name. */
            alias?: string;
            /** @description Values a caller may pick from when the parameter is a select. */
            choices?: unknown[];
            /** @description Identifier of the record. */
            id?: string;
            /** @description Name shown to people. */
            label?: string;
            /** @description Kind of list the choices come from. */
            listType?: string;
            /** @description How the value is given. */
            mode: "scalar" | "singleSelect" | "multiSelect" | "reference" | (string & {});
            /** @description Name of the parameter (word characters). */
            name: string;
            /** @description Whether a later step may override the value. */
            overridable?: boolean;
            /** @description What the parameter refers to. */
            reference?: unknown;
            /** @description Select list the choices come from. */
            selectListId?: string;
            /** @description Data type of the parameter. */
            type: "string" | "bytes" | "integer" | "float" | "boolean" | "timestamp" | "date" | "time" | "datetime" | "global_parameter" | "nested_query_parameter" | (string & {});
            /** @description Value of the parameter. */
            value?: unknown;
        } & {
            [key: string]: unknown;
        };
        /** @description A saved query. */
        QueryDto: {
            /**
             * Format: date-time
             * @description When the record was created.
             */
            created?: string;
            definition?: components["schemas"]["PivotDefinitionDto"];
            /** @description Tables the query reads. */
            dependencies?: components["schemas"]["QueryDependencyDto"][];
            /** @description Free text about the record. */
            description?: string;
            /**
             * Format: int64
             * @description Revision of the query's history.
             */
            historyRevision?: number;
            /** @description Identifier of the record. */
            id?: string;
            /** @description Whether the query is shared. */
            isShared?: boolean;
            /**
             * Format: date-time
             * @description When the query last ran.
             */
            lastRun?: string;
            /** @description User who ran it last. */
            lastRunBy?: string;
            /** @description Name of the query. */
            name: string;
            /** @description Parameters the query text uses. */
            parameters?: components["schemas"]["QueryParameterDto"][];
            /** @description Folder that holds the record. */
            parentId?: string;
            /** @description The query's main result. */
            primaryQueryResultId?: string;
            /** @description Text of the query (SQL). */
            queryText: string;
            /** @description Whether the query is a temporary one. */
            temporary?: boolean;
            /** @description Kind of query. */
            type?: string;
            /**
             * Format: date-time
             * @description When the record last changed.
             */
            updated?: string;
            /** @description User who owns the record. */
            userId?: string;
            /**
             * Format: int64
             * @description Version of the record; it grows with every change.
             */
            version?: number;
        } & {
            [key: string]: unknown;
        };
        /** @description Envelope of a page of Query items. */
        QueryListResponse: {
            /** @description The items of this page; an empty array when there are none. */
            body: components["schemas"]["QueryDto"][];
            /**
             * Format: int32
             * @description Result code of the call.
             */
            code: number;
            /** @description Pass it as the next call's `cursor` to get the next page. At the end it is `null`, empty or left out. */
            cursor?: string | null;
        } & {
            [key: string]: unknown;
        };
        /** @description A column grouping of a pivot. What a request sends: read-only members are left out. */
        PivotViewDefinitionColumnInput: {
            /** @description Data type of the column. */
            columnType?: "integer" | "number" | "boolean" | "timestamp" | "date" | "string" | "float" | (string & {});
            /** @description Name of the record. */
            name: string;
        };
        /** @description A filter of a pivot. What a request sends: read-only members are left out. */
        PivotViewDefinitionFilterInput: {
            /** @description Upper bound of the range when the filter compares between two values. */
            betweenValue?: string;
            /** @description Data type of the column. */
            columnType: "integer" | "number" | "boolean" | "timestamp" | "date" | "string" | "float" | (string & {});
            /** @description Whether rows that match are left out instead of kept. */
            exclude: boolean;
            /** @description How the column is compared with the filter's value. */
            filter?: "EQUAL" | "NOT_EQUAL" | "GREATER" | "GREATER_OR_EQUAL" | "LESS" | "LESS_OR_EQUAL" | "BETWEEN" | "NOT_BETWEEN" | (string & {});
            /** @description Values the column is compared with. */
            filterValues?: string[];
            /** @description Name of the record. */
            name: string;
            /** @description Value of the parameter. */
            value?: string;
        };
        /** @description A row grouping of a pivot. What a request sends: read-only members are left out. */
        PivotViewDefinitionRowInput: {
            /** @description Name of the record. */
            name: string;
            /** @description Data type of the column. */
            type?: "integer" | "number" | "boolean" | "timestamp" | "date" | "string" | "float" | (string & {});
        };
        /** @description A value column of a pivot. What a request sends: read-only members are left out. */
        PivotViewDefinitionValueInput: {
            /** @description Whether this value column is shown in the pivot. */
            active: boolean;
            /** @description How the values of the column are combined in each cell. */
            aggregation: "sum" | "count" | "distinctcount" | "average" | "median" | "product" | "min" | "max" | "percent" | "percentofcolumn" | "percentofrow" | "difference" | "percentdifference" | "runningtotals" | "stdevp" | "stdevs" | (string & {});
            /** @description Data type of the column. */
            columnType?: "integer" | "number" | "boolean" | "timestamp" | "date" | "string" | "float" | (string & {});
            /** @description Name of the record. */
            name: string;
        };
        /** @description Settings of a pivot: rows, columns, values, filters, totals. What a request sends: read-only members are left out. */
        PivotDefinitionInput: {
            /** @description Column groupings of the pivot. */
            columns?: components["schemas"]["PivotViewDefinitionColumnInput"][];
            /**
             * Format: int32
             * @description Digits shown after the decimal point, 0 to 16.
             */
            decimalPlaces?: number;
            /** @description Filters applied before the pivot is computed. */
            filters?: components["schemas"]["PivotViewDefinitionFilterInput"][];
            /** @description Where grand totals are shown. */
            grandTotalEnabled?: "ENABLED" | "ROW" | "COLUMN" | "DISABLED" | (string & {});
            /** @description Whether the pivot shows headers on several lines. */
            multipleHeaders?: boolean;
            /** @description Layout of the pivot. */
            pivotViewType?: "CLASSIC" | "COMPACT" | "FLAT" | (string & {});
            /** @description Row groupings of the pivot. */
            rows?: components["schemas"]["PivotViewDefinitionRowInput"][];
            /** @description Columns the pivot is sorted by. */
            sortColumns?: string[];
            /** @description Where subtotals are shown. */
            subtotalEnabled?: "ENABLED" | "ROW" | "COLUMN" | "DISABLED" | (string & {});
            /** @description Value columns of the pivot. */
            values?: components["schemas"]["PivotViewDefinitionValueInput"][];
        };
        /** @description A parameter of a query. What a request sends: read-only members are left out. */
        QueryParameterInput: {
            /** @description Another name for the column or parameter, used in place of its name. */
            alias?: string;
            /** @description Identifier of the record. */
            id?: string;
            /** @description Name shown to people. */
            label?: string;
            /** @description Kind of list the choices come from. */
            listType?: string;
            /** @description How the value is given. */
            mode: "scalar" | "singleSelect" | "multiSelect" | "reference" | (string & {});
            /** @description Name of the parameter (word characters). */
            name: string;
            /** @description Select list the choices come from. */
            selectListId?: string;
            /** @description Data type of the parameter. */
            type: "string" | "bytes" | "integer" | "float" | "boolean" | "timestamp" | "date" | "time" | "datetime" | "global_parameter" | "nested_query_parameter" | (string & {});
            /** @description Value of the parameter. */
            value?: unknown;
        };
        /** @description A saved query. What a request sends: read-only members are left out. */
        QueryInput: {
            definition?: components["schemas"]["PivotDefinitionInput"];
            /** @description Free text about the record. */
            description?: string;
            /**
             * Format: int64
             * @description Revision of the query's history.
             */
            historyRevision?: number;
            /** @description Whether the query is shared. */
            isShared?: boolean;
            /** @description Name of the query. */
            name: string;
            /** @description Parameters the query text uses. */
            parameters?: components["schemas"]["QueryParameterInput"][];
            /** @description The query's main result. */
            primaryQueryResultId?: string;
            /** @description Text of the query (SQL). */
            queryText: string;
            /** @description Whether the query is a temporary one. */
            temporary?: boolean;
        };
        /** @description Envelope of an answer. */
        QueryResponse: {
            body: components["schemas"]["QueryDto"];
            /**
             * Format: int32
             * @description Result code of the call.
             */
            code: number;
        } & {
            [key: string]: unknown;
        };
        /** @description A query text. What a request sends: read-only members are left out. */
        QueryTextInput: {
            /** @description Text of the query (SQL). */
            queryText: string;
        };
        /** @description A column a query would give. */
        Column: {
            /** @description Another name for the column or parameter, used in place of its name. */
            alias?: string;
            /** @description Free text about the record. */
            description?: string;
            /** @description Free-form details. */
            metadata?: {
                [key: string]: unknown;
            };
            /** @description Whether the column may be empty, must be set, or repeats. */
            mode?: "nullable" | "required" | "repeated" | (string & {});
            /** @description Name of the record. */
            name?: string;
            /** @description Data type of the column. */
            type?: "string" | "bytes" | "integer" | "float" | "boolean" | "timestamp" | "date" | "time" | "datetime" | "global_parameter" | "nested_query_parameter" | (string & {});
        } & {
            [key: string]: unknown;
        };
        /** @description The columns a query text would give. */
        QueryColumnDataDto: {
            /** @description Columns the query would give. */
            columns?: components["schemas"]["Column"][];
        } & {
            [key: string]: unknown;
        };
        /** @description Envelope of an answer. */
        QueryColumnDataResponse: {
            body: components["schemas"]["QueryColumnDataDto"];
            /**
             * Format: int32
             * @description Result code of the call.
             */
            code: number;
        } & {
            [key: string]: unknown;
        };
        /** @description Envelope of a page of Table items. */
        TableListResponse: {
            /** @description The items of this page; an empty array when there are none. */
            body: components["schemas"]["TableDto"][];
            /**
             * Format: int32
             * @description Result code of the call.
             */
            code: number;
            /** @description Pass it as the next call's `cursor` to get the next page. At the end it is `null`, empty or left out. */
            cursor?: string | null;
        } & {
            [key: string]: unknown;
        };
        /** @description A column of a query's result and where it comes from. */
        DescribeQueryColumnDto: {
            /** @description Catalog the column comes from. */
            catalog?: string;
            /** @description Name of the column in its catalog. */
            catalogColumnName?: string;
            /** @description Name of the record. */
            name?: string;
            /** @description Schema the column comes from. */
            schema?: string;
            /** @description The shared table, filled in when shared tables are listed or read. */
            table?: string;
            /** @description Data type of the column. */
            type?: "string" | "bytes" | "integer" | "float" | "boolean" | "timestamp" | "date" | "time" | "datetime" | "global_parameter" | "nested_query_parameter" | (string & {});
        } & {
            [key: string]: unknown;
        };
        /** @description The columns a query gives. */
        DescribeQueryResponseDto: {
            /** @description Columns of the query's result. */
            columns: components["schemas"]["DescribeQueryColumnDto"][];
        } & {
            [key: string]: unknown;
        };
        /** @description Envelope of an answer. */
        DescribeQueryResponseResponse: {
            body: components["schemas"]["DescribeQueryResponseDto"];
            /**
             * Format: int32
             * @description Result code of the call.
             */
            code: number;
        } & {
            [key: string]: unknown;
        };
        /** @description Name and type of a column of a query result. */
        ColumnInfoDto: {
            /** @description Name of the record. */
            name?: string;
            /** @description Data type of the column. */
            type?: "string" | "bytes" | "integer" | "float" | "boolean" | "timestamp" | "date" | "time" | "datetime" | "global_parameter" | "nested_query_parameter" | (string & {});
        } & {
            [key: string]: unknown;
        };
        /** @description A run of a query and what it gave. */
        QueryResultDto: {
            /**
             * Format: int64
             * @description How many bytes the query read.
             */
            bytesScanned?: number;
            /** @description Columns of the result. */
            columns?: components["schemas"]["ColumnInfoDto"][];
            /**
             * Format: date-time
             * @description When the record was created.
             */
            created?: string;
            /**
             * Format: int64
             * @description How long the run took, in milliseconds.
             */
            duration?: number;
            /** @description Why the run failed, when it did. */
            error?: string;
            /** @description Identifier of the record. */
            id?: string;
            /** @description Whether the run only explains the query's plan instead of running it. */
            isExplain?: boolean;
            /** @description Parameter values given to the run. */
            parameters?: {
                [key: string]: unknown;
            };
            /** @description State of the pivot computed from the result. */
            pivotStatus?: "NOT_STARTED" | "RUNNING" | "COMPLETE" | "ERROR" | "CANCELLED" | "RUNNING_QUERY" | "PIVOT_QUEUED" | "RUNNING_PIVOT" | "QUERY_COMPLETE" | "NOT_APPLICABLE" | "PIVOT_ERROR" | (string & {});
            queryDto?: components["schemas"]["QueryDto"];
            /** @description Identifier of the query. */
            queryId: string;
            /** @description Parameter values the run used. */
            queryParameters?: components["schemas"]["QueryParameterDto"][];
            /** @description Text of the query (SQL). */
            queryText?: string;
            /**
             * Format: int64
             * @description How many rows the query gave.
             */
            rowsReturned?: number;
            /**
             * Format: int64
             * @description Size of the result, in bytes.
             */
            size?: number;
            /** @description State of the run; COMPLETE and ERROR are final. */
            status?: "NOT_STARTED" | "RUNNING" | "COMPLETE" | "ERROR" | "CANCELLED" | (string & {});
            /**
             * Format: date-time
             * @description When the record last changed.
             */
            updated?: string;
            /** @description User who owns the record. */
            userId?: string;
            /**
             * Format: int64
             * @description Version of the record; it grows with every change.
             */
            version?: number;
        } & {
            [key: string]: unknown;
        };
        /** @description Envelope of a page of QueryResult items. */
        QueryResultListResponse: {
            /** @description The items of this page; an empty array when there are none. */
            body: components["schemas"]["QueryResultDto"][];
            /**
             * Format: int32
             * @description Result code of the call.
             */
            code: number;
            /** @description Pass it as the next call's `cursor` to get the next page. At the end it is `null`, empty or left out. */
            cursor?: string | null;
        } & {
            [key: string]: unknown;
        };
        /** @description A run of a query and what it gave. What a request sends: read-only members are left out. */
        QueryResultInput: {
            /** @description Whether the run only explains the query's plan instead of running it. */
            isExplain?: boolean;
            /** @description Parameter values given to the run. */
            parameters?: {
                [key: string]: unknown;
            };
            queryDto?: components["schemas"]["QueryInput"];
            /** @description Identifier of the query. */
            queryId: string;
        };
        /** @description Envelope of an answer. */
        QueryResultResponse: {
            body: components["schemas"]["QueryResultDto"];
            /**
             * Format: int32
             * @description Result code of the call.
             */
            code: number;
        } & {
            [key: string]: unknown;
        };
        /** @description Where and how to write the query result. What a request sends: read-only members are left out. */
        ExportQueryResultInput: {
            /** @description Whether the result goes to the spreadsheet as a dataset. */
            exportAsDataset?: boolean;
            /** @description Address of the spreadsheet (or sheet) the result is written to. */
            url?: string;
            /** @description Whether the download uses a flat file name. */
            useFlatKey?: boolean;
        };
        /** @description Envelope of a page of SelectList items. */
        SelectListListResponse: {
            /** @description The items of this page; an empty array when there are none. */
            body: components["schemas"]["SelectListDto"][];
            /**
             * Format: int32
             * @description Result code of the call.
             */
            code: number;
            /** @description Pass it as the next call's `cursor` to get the next page. At the end it is `null`, empty or left out. */
            cursor?: string | null;
        } & {
            [key: string]: unknown;
        };
        /** @description A table shared with another workspace. */
        SharedTableDto: {
            /**
             * Format: date-time
             * @description When the record was created.
             */
            created?: string;
            /** @description Workspace the table is shared with. */
            destinationWorkspaceId: string;
            /** @description Identifier of the record. */
            id?: string;
            /** @description Folder that holds the record. */
            parentId?: string;
            /**
             * @description Table that is shared.
             * @example d8205bca61a04d77ba769ab98c31ee77
             */
            sourceTableId: string;
            table?: components["schemas"]["TableDto"];
            /**
             * Format: date-time
             * @description When the record last changed.
             */
            updated?: string;
            /** @description User who owns the record. */
            userId?: string;
            /**
             * Format: int64
             * @description Version of the record; it grows with every change.
             */
            version?: number;
        } & {
            [key: string]: unknown;
        };
        /** @description Envelope of a page of SharedTable items. */
        SharedTableListResponse: {
            /** @description The items of this page; an empty array when there are none. */
            body: components["schemas"]["SharedTableDto"][];
            /**
             * Format: int32
             * @description Result code of the call.
             */
            code: number;
            /** @description Pass it as the next call's `cursor` to get the next page. At the end it is `null`, empty or left out. */
            cursor?: string | null;
        } & {
            [key: string]: unknown;
        };
        /** @description A table shared with another workspace. What a request sends: read-only members are left out. */
        SharedTableInput: {
            /** @description Workspace the table is shared with. */
            destinationWorkspaceId: string;
            /**
             * @description Table that is shared.
             * @example d8205bca61a04d77ba769ab98c31ee77
             */
            sourceTableId: string;
        };
        /** @description Envelope of an answer. */
        SharedTableResponse: {
            body: components["schemas"]["SharedTableDto"];
            /**
             * Format: int32
             * @description Result code of the call.
             */
            code: number;
        } & {
            [key: string]: unknown;
        };
        /** @description How much has been imported into a table. */
        ImportInfoDto: {
            /**
             * Format: int64
             * @description How many files were imported.
             */
            numFiles?: number;
            /**
             * Format: int64
             * @description How many records there are.
             */
            numRecords?: number;
            /** @description Identifier of the table. */
            tableId?: string;
        } & {
            [key: string]: unknown;
        };
        /** @description Envelope of an answer. */
        ImportInfoResponse: {
            body: components["schemas"]["ImportInfoDto"];
            /**
             * Format: int32
             * @description Result code of the call.
             */
            code: number;
        } & {
            [key: string]: unknown;
        };
        /** @description The spreadsheet to import from. What a request sends: read-only members are left out. */
        ImportFromSpreadsheetInput: {
            /** @description Identifier to give the new file. */
            fileId?: string;
            /** @description Name given to the imported file. */
            name: string;
            /** @description Key/value map of tags. */
            tags?: {
                [key: string]: string;
            };
            /** @description Address of the spreadsheet (or sheet) to read from. */
            url: string;
        };
        /** @description A short-lived token that downloads one file or query result. What a request sends: read-only members are left out. */
        TokenInput: {
            /** @description Identifier of the file or query result the token downloads. */
            objectId: string;
            /** @description Whether the download uses a flat file name. */
            useFlatKey?: boolean;
        };
        /** @description Text to read as a date or time, and the pattern to read it with. What a request sends: read-only members are left out. */
        DatetimeInput: {
            /** @description The text to read as a date or time. */
            candidate: string;
            /** @description Pattern the text is read with, for example `yyyy-MM-dd`. */
            dateFormat: string;
        };
        /** @description Envelope of an answer. */
        HealthResponse: {
            /** @description Status details, by name. */
            body: {
                [key: string]: string;
            };
            /**
             * Format: int32
             * @description Result code of the call.
             */
            code: number;
        } & {
            [key: string]: unknown;
        };
    };
    responses: {
        /** @description An unexpected error. */
        UnexpectedError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["PrepError"];
            };
        };
        /** @description The request is invalid. */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["PrepError"];
            };
        };
        /** @description The bearer token is missing, invalid or expired. */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["PrepError"];
            };
        };
        /** @description The resource is locked; try again later. */
        Locked: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["PrepError"];
            };
        };
        /** @description Too many requests; wait for Retry-After seconds before trying again. */
        TooManyRequests: {
            headers: {
                /** @description Seconds to wait before trying again. */
                "Retry-After"?: number;
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["PrepError"];
            };
        };
        /** @description No resource matches the id in the path. */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["PrepError"];
            };
        };
        /** @description The caller may not do this (for example, a workspace administrator's task called by another user). */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["PrepError"];
            };
        };
        /** @description The request clashes with the current state (for example, a name already taken). */
        Conflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["PrepError"];
            };
        };
    };
    parameters: {
        /**
         * @description API version, a date optionally followed by a suffix. This API is described for the stable version
         *     `2026-01-01`, which reportkit always sends unless told otherwise. The service's behaviour when the
         *     header is omitted is not shown.
         */
        XVersion: components["schemas"]["ApiVersion"];
        /**
         * @description Id of the data-preparation table. One path segment: characters such as `/` and spaces are
         *     percent-encoded.
         * @example d8205bca61a04d77ba769ab98c31ee77
         */
        TableId: string;
        /**
         * @description Maximum number of tags to return, 1 to 1000. Ignored when `cursor` is given.
         * @example 100
         */
        TagLimit: number;
        /**
         * @description The `cursor` of the previous response, to get the next set of tags. When present, `limit` is ignored.
         * @example eyJvZmZzZXQiOjJ9
         */
        TagCursor: string;
        /**
         * @description Number of tags to skip, at least 0.
         * @example 0
         */
        TagOffset: number;
        /**
         * @description Id of the select list. One path segment: characters such as `/` and spaces are percent-encoded.
         * @example sl-1c8955
         */
        SelectListId: string;
        /**
         * @description The `cursor` of the previous page, to get the next one. With it, `limit` and `offset` are ignored.
         * @example eyJvZmZzZXQiOjJ9
         */
        Cursor: string;
        /**
         * @description Largest number of items in a page, 1 to 1000 (the service's default is not stated). Ignored with `cursor`.
         * @example 100
         */
        PageLimit: number;
        /**
         * @description How many items to skip before the first page, at least 0. Ignored with `cursor`.
         * @example 0
         */
        Offset: number;
        /**
         * @description Identifier of the batch of refreshes. One path segment: characters such as `/` and spaces are percent-encoded.
         * @example 9a7e51c3d2b84f06a1e3c5d7f9b2a4e6
         */
        BatchId: string;
        /**
         * @description Workspace the record belongs to, at most 40 characters.
         * @example ws-3c91
         */
        WorkspaceId: string;
        /**
         * @description Identifier of the connection. One path segment: characters such as `/` and spaces are percent-encoded.
         * @example 4f1c2a9e7b4d4c1e9a552d8e6f0b1c7a
         */
        ConnectionId: string;
        /**
         * @description Largest number of items in a page, 1 to 1000. Ignored with `cursor`.
         * @example 100
         */
        Limit: number;
        /**
         * @description Identifier of the table (a UUID without dashes).
         * @example d8205bca61a04d77ba769ab98c31ee77
         */
        TableIdQuery: string;
        /**
         * @description Identifier of the file. One path segment: characters such as `/` and spaces are percent-encoded.
         * @example file-a19cc1b7
         */
        FileId: string;
        /**
         * @description Largest number of errors in a page, 1 to 50. Ignored with `cursor`.
         * @example 50
         */
        ErrorLimit: number;
        /**
         * @description Identifier of the folder. One path segment: characters such as `/` and spaces are percent-encoded.
         * @example 4f1c2a9e7b4d4c1e9a552d8e6f0b1c7a
         */
        FolderId: string;
        /**
         * @description Identifier of the global parameter. One path segment: characters such as `/` and spaces are percent-encoded.
         * @example 9a7e51c3d2b84f06a1e3c5d7f9b2a4e6
         */
        ParameterId: string;
        /**
         * @description Identifier of the pivot view. One path segment: characters such as `/` and spaces are percent-encoded.
         * @example 9a7e51c3d2b84f06a1e3c5d7f9b2a4e6
         */
        PivotViewId: string;
        /**
         * @description Identifier of the saved query. One path segment: characters such as `/` and spaces are percent-encoded.
         * @example 9a7e51c3d2b84f06a1e3c5d7f9b2a4e6
         */
        QueryId: string;
        /**
         * @description Identifier of the query result (a run of a query). One path segment: characters such as `/` and spaces are percent-encoded.
         * @example d8205bca61a04d77ba769ab98c31ee77
         */
        QueryResultId: string;
        /**
         * @description Identifier of the share of a table. One path segment: characters such as `/` and spaces are percent-encoded.
         * @example d8205bca61a04d77ba769ab98c31ee77
         */
        SharedTableId: string;
        /**
         * @description Identifier of the tag. One path segment: characters such as `/` and spaces are percent-encoded.
         * @example d8205bca61a04d77ba769ab98c31ee77
         */
        TagId: string;
        /**
         * @description The download token made by createToken. One path segment: characters such as `/` and spaces are percent-encoded.
         * @example tok-5d1e0c
         */
        TokenId: string;
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type ApiVersion = components['schemas']['ApiVersion'];
export type StartValidateFilesDto = components['schemas']['StartValidateFilesDto'];
export type PrepError = components['schemas']['PrepError'];
export type FileMetaDto = components['schemas']['FileMetaDto'];
export type ValidateFilesDto = components['schemas']['ValidateFilesDto'];
export type ValidateFilesResponse = components['schemas']['ValidateFilesResponse'];
export type ImportDto = components['schemas']['ImportDto'];
export type FileMetaResponse = components['schemas']['FileMetaResponse'];
export type TagDto = components['schemas']['TagDto'];
export type TagListResponse = components['schemas']['TagListResponse'];
export type TagInput = components['schemas']['TagInput'];
export type TagResponse = components['schemas']['TagResponse'];
export type SelectListDto = components['schemas']['SelectListDto'];
export type SelectListResponse = components['schemas']['SelectListResponse'];
export type SelectListInput = components['schemas']['SelectListInput'];
export type MessageResponse = components['schemas']['MessageResponse'];
export type HierarchyMetadata = components['schemas']['HierarchyMetadata'];
export type ColumnDto = components['schemas']['ColumnDto'];
export type TableSchema = components['schemas']['TableSchema'];
export type UniqueConstraintDto = components['schemas']['UniqueConstraintDto'];
export type TableDto = components['schemas']['TableDto'];
export type TableResponse = components['schemas']['TableResponse'];
export type HierarchyMetadataInput = components['schemas']['HierarchyMetadataInput'];
export type ColumnInput = components['schemas']['ColumnInput'];
export type TableSchemaInput = components['schemas']['TableSchemaInput'];
export type UniqueConstraintInput = components['schemas']['UniqueConstraintInput'];
export type TableInput = components['schemas']['TableInput'];
export type DeleteTableResponse = components['schemas']['DeleteTableResponse'];
export type TokenDto = components['schemas']['TokenDto'];
export type TokenResponse = components['schemas']['TokenResponse'];
export type WorkspaceImportForm = components['schemas']['WorkspaceImportForm'];
export type FileMetaListResponse = components['schemas']['FileMetaListResponse'];
export type ByteCountResponse = components['schemas']['ByteCountResponse'];
export type ValidateTablesDto = components['schemas']['ValidateTablesDto'];
export type ValidateTablesResponse = components['schemas']['ValidateTablesResponse'];
export type ConnectionRunDto = components['schemas']['ConnectionRunDto'];
export type ConnectionDto = components['schemas']['ConnectionDto'];
export type ConnectionListResponse = components['schemas']['ConnectionListResponse'];
export type RefreshConnectionInput = components['schemas']['RefreshConnectionInput'];
export type RefreshBatchDto = components['schemas']['RefreshBatchDto'];
export type RefreshBatchResponse = components['schemas']['RefreshBatchResponse'];
export type ConnectionResponse = components['schemas']['ConnectionResponse'];
export type ConnectionRunResponse = components['schemas']['ConnectionRunResponse'];
export type FolderableDto = components['schemas']['FolderableDto'];
export type FolderableListResponse = components['schemas']['FolderableListResponse'];
export type UploadFileForm = components['schemas']['UploadFileForm'];
export type ImportErrorDto = components['schemas']['ImportErrorDto'];
export type ImportErrorListResponse = components['schemas']['ImportErrorListResponse'];
export type ExportFileInput = components['schemas']['ExportFileInput'];
export type SpreadsheetInfoDto = components['schemas']['SpreadsheetInfoDto'];
export type SpreadsheetInfoResponse = components['schemas']['SpreadsheetInfoResponse'];
export type FolderDto = components['schemas']['FolderDto'];
export type FolderListResponse = components['schemas']['FolderListResponse'];
export type FolderInput = components['schemas']['FolderInput'];
export type FolderResponse = components['schemas']['FolderResponse'];
export type FolderableInput = components['schemas']['FolderableInput'];
export type FolderableCollectionResponse = components['schemas']['FolderableCollectionResponse'];
export type GlobalParameterDto = components['schemas']['GlobalParameterDto'];
export type GlobalParameterListResponse = components['schemas']['GlobalParameterListResponse'];
export type GlobalParameterInput = components['schemas']['GlobalParameterInput'];
export type GlobalParameterResponse = components['schemas']['GlobalParameterResponse'];
export type PivotViewDto = components['schemas']['PivotViewDto'];
export type PivotViewListResponse = components['schemas']['PivotViewListResponse'];
export type PivotViewInput = components['schemas']['PivotViewInput'];
export type PivotViewResponse = components['schemas']['PivotViewResponse'];
export type PivotViewDefinitionColumnDto = components['schemas']['PivotViewDefinitionColumnDto'];
export type PivotViewDefinitionFilterDto = components['schemas']['PivotViewDefinitionFilterDto'];
export type PivotViewDefinitionRowDto = components['schemas']['PivotViewDefinitionRowDto'];
export type PivotViewDefinitionValueDto = components['schemas']['PivotViewDefinitionValueDto'];
export type PivotDefinitionDto = components['schemas']['PivotDefinitionDto'];
export type QueryDependencyDto = components['schemas']['QueryDependencyDto'];
export type QueryParameterDto = components['schemas']['QueryParameterDto'];
export type QueryDto = components['schemas']['QueryDto'];
export type QueryListResponse = components['schemas']['QueryListResponse'];
export type PivotViewDefinitionColumnInput = components['schemas']['PivotViewDefinitionColumnInput'];
export type PivotViewDefinitionFilterInput = components['schemas']['PivotViewDefinitionFilterInput'];
export type PivotViewDefinitionRowInput = components['schemas']['PivotViewDefinitionRowInput'];
export type PivotViewDefinitionValueInput = components['schemas']['PivotViewDefinitionValueInput'];
export type PivotDefinitionInput = components['schemas']['PivotDefinitionInput'];
export type QueryParameterInput = components['schemas']['QueryParameterInput'];
export type QueryInput = components['schemas']['QueryInput'];
export type QueryResponse = components['schemas']['QueryResponse'];
export type QueryTextInput = components['schemas']['QueryTextInput'];
export type Column = components['schemas']['Column'];
export type QueryColumnDataDto = components['schemas']['QueryColumnDataDto'];
export type QueryColumnDataResponse = components['schemas']['QueryColumnDataResponse'];
export type TableListResponse = components['schemas']['TableListResponse'];
export type DescribeQueryColumnDto = components['schemas']['DescribeQueryColumnDto'];
export type DescribeQueryResponseDto = components['schemas']['DescribeQueryResponseDto'];
export type DescribeQueryResponseResponse = components['schemas']['DescribeQueryResponseResponse'];
export type ColumnInfoDto = components['schemas']['ColumnInfoDto'];
export type QueryResultDto = components['schemas']['QueryResultDto'];
export type QueryResultListResponse = components['schemas']['QueryResultListResponse'];
export type QueryResultInput = components['schemas']['QueryResultInput'];
export type QueryResultResponse = components['schemas']['QueryResultResponse'];
export type ExportQueryResultInput = components['schemas']['ExportQueryResultInput'];
export type SelectListListResponse = components['schemas']['SelectListListResponse'];
export type SharedTableDto = components['schemas']['SharedTableDto'];
export type SharedTableListResponse = components['schemas']['SharedTableListResponse'];
export type SharedTableInput = components['schemas']['SharedTableInput'];
export type SharedTableResponse = components['schemas']['SharedTableResponse'];
export type ImportInfoDto = components['schemas']['ImportInfoDto'];
export type ImportInfoResponse = components['schemas']['ImportInfoResponse'];
export type ImportFromSpreadsheetInput = components['schemas']['ImportFromSpreadsheetInput'];
export type TokenInput = components['schemas']['TokenInput'];
export type DatetimeInput = components['schemas']['DatetimeInput'];
export type HealthResponse = components['schemas']['HealthResponse'];
export type ResponseUnexpectedError = components['responses']['UnexpectedError'];
export type ResponseBadRequest = components['responses']['BadRequest'];
export type ResponseUnauthorized = components['responses']['Unauthorized'];
export type ResponseLocked = components['responses']['Locked'];
export type ResponseTooManyRequests = components['responses']['TooManyRequests'];
export type ResponseNotFound = components['responses']['NotFound'];
export type ResponseForbidden = components['responses']['Forbidden'];
export type ResponseConflict = components['responses']['Conflict'];
export type ParameterXVersion = components['parameters']['XVersion'];
export type ParameterTableId = components['parameters']['TableId'];
export type ParameterTagLimit = components['parameters']['TagLimit'];
export type ParameterTagCursor = components['parameters']['TagCursor'];
export type ParameterTagOffset = components['parameters']['TagOffset'];
export type ParameterSelectListId = components['parameters']['SelectListId'];
export type ParameterCursor = components['parameters']['Cursor'];
export type ParameterPageLimit = components['parameters']['PageLimit'];
export type ParameterOffset = components['parameters']['Offset'];
export type ParameterBatchId = components['parameters']['BatchId'];
export type ParameterWorkspaceId = components['parameters']['WorkspaceId'];
export type ParameterConnectionId = components['parameters']['ConnectionId'];
export type ParameterLimit = components['parameters']['Limit'];
export type ParameterTableIdQuery = components['parameters']['TableIdQuery'];
export type ParameterFileId = components['parameters']['FileId'];
export type ParameterErrorLimit = components['parameters']['ErrorLimit'];
export type ParameterFolderId = components['parameters']['FolderId'];
export type ParameterParameterId = components['parameters']['ParameterId'];
export type ParameterPivotViewId = components['parameters']['PivotViewId'];
export type ParameterQueryId = components['parameters']['QueryId'];
export type ParameterQueryResultId = components['parameters']['QueryResultId'];
export type ParameterSharedTableId = components['parameters']['SharedTableId'];
export type ParameterTagId = components['parameters']['TagId'];
export type ParameterTokenId = components['parameters']['TokenId'];
export type $defs = Record<string, never>;
export interface operations {
    startFileValidation: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This API is described for the stable version
                 *     `2026-01-01`, which reportkit always sends unless told otherwise. The service's behaviour when the
                 *     header is omitted is not shown.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StartValidateFilesDto"];
            };
        };
        responses: {
            /** @description Validation ran; the deleted and repaired files are listed. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidateFilesResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            423: components["responses"]["Locked"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    importFile: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This API is described for the stable version
                 *     `2026-01-01`, which reportkit always sends unless told otherwise. The service's behaviour when the
                 *     header is omitted is not shown.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Id of the data-preparation table. One path segment: characters such as `/` and spaces are
                 *     percent-encoded.
                 * @example d8205bca61a04d77ba769ab98c31ee77
                 */
                tableId: components["parameters"]["TableId"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["ImportDto"];
            };
        };
        responses: {
            /** @description The import started; the body is the new file's metadata record. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FileMetaResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            423: components["responses"]["Locked"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    listTags: {
        parameters: {
            query?: {
                /**
                 * @description Maximum number of tags to return, 1 to 1000. Ignored when `cursor` is given.
                 * @example 100
                 */
                limit?: components["parameters"]["TagLimit"];
                /**
                 * @description The `cursor` of the previous response, to get the next set of tags. When present, `limit` is ignored.
                 * @example eyJvZmZzZXQiOjJ9
                 */
                cursor?: components["parameters"]["TagCursor"];
                /**
                 * @description Number of tags to skip, at least 0.
                 * @example 0
                 */
                offset?: components["parameters"]["TagOffset"];
            };
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This API is described for the stable version
                 *     `2026-01-01`, which reportkit always sends unless told otherwise. The service's behaviour when the
                 *     header is omitted is not shown.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of tags (an empty array when there are none) and the cursor of the next page. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TagListResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            423: components["responses"]["Locked"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    createTag: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This API is described for the stable version
                 *     `2026-01-01`, which reportkit always sends unless told otherwise. The service's behaviour when the
                 *     header is omitted is not shown.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "key": "quarter"
                 *     }
                 */
                "application/json": components["schemas"]["TagInput"];
            };
        };
        responses: {
            /** @description Done; the body holds what was created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 201,
                     *       "body": {
                     *         "created": "2026-01-12T09:30:00Z",
                     *         "id": "0b6e3c1f2a9d4e58b7c4a1f09e2d3c6b",
                     *         "key": "quarter",
                     *         "updated": "2026-01-12T09:30:00Z",
                     *         "userId": "9a7e51c3d2b84f06a1e3c5d7f9b2a4e6",
                     *         "values": [
                     *           "values-1"
                     *         ],
                     *         "version": 1
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["TagResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            423: components["responses"]["Locked"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getSelectList: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This API is described for the stable version
                 *     `2026-01-01`, which reportkit always sends unless told otherwise. The service's behaviour when the
                 *     header is omitted is not shown.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Id of the select list. One path segment: characters such as `/` and spaces are percent-encoded.
                 * @example sl-1c8955
                 */
                selectListId: components["parameters"]["SelectListId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The select list. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SelectListResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            423: components["responses"]["Locked"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    updateSelectList: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This API is described for the stable version
                 *     `2026-01-01`, which reportkit always sends unless told otherwise. The service's behaviour when the
                 *     header is omitted is not shown.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Id of the select list. One path segment: characters such as `/` and spaces are percent-encoded.
                 * @example sl-1c8955
                 */
                selectListId: components["parameters"]["SelectListId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Q1 sales",
                 *       "valueType": "string",
                 *       "values": [
                 *         "EMEA"
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["SelectListInput"];
            };
        };
        responses: {
            /** @description Done; the body holds the answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 200,
                     *       "body": {
                     *         "created": "2026-01-12T09:30:00Z",
                     *         "description": "Quarterly sales.",
                     *         "id": "4f1c2a9e7b4d4c1e9a552d8e6f0b1c7a",
                     *         "name": "Q1 sales",
                     *         "type": "static",
                     *         "updated": "2026-01-12T09:30:00Z",
                     *         "userId": "d8205bca61a04d77ba769ab98c31ee77",
                     *         "valueType": "string",
                     *         "values": [
                     *           "EMEA"
                     *         ],
                     *         "version": 1
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["SelectListResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            423: components["responses"]["Locked"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    deleteSelectList: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This API is described for the stable version
                 *     `2026-01-01`, which reportkit always sends unless told otherwise. The service's behaviour when the
                 *     header is omitted is not shown.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Id of the select list. One path segment: characters such as `/` and spaces are percent-encoded.
                 * @example sl-1c8955
                 */
                selectListId: components["parameters"]["SelectListId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; the body holds the answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 200,
                     *       "body": "4f1c2a9e7b4d4c1e9a552d8e6f0b1c7a"
                     *     }
                     */
                    "application/json": components["schemas"]["MessageResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            423: components["responses"]["Locked"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getTable: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This API is described for the stable version
                 *     `2026-01-01`, which reportkit always sends unless told otherwise. The service's behaviour when the
                 *     header is omitted is not shown.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Id of the data-preparation table. One path segment: characters such as `/` and spaces are
                 *     percent-encoded.
                 * @example d8205bca61a04d77ba769ab98c31ee77
                 */
                tableId: components["parameters"]["TableId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; the body holds the answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 200,
                     *       "body": {
                     *         "created": "2026-01-12T09:30:00Z",
                     *         "databaseId": "9a7e51c3d2b84f06a1e3c5d7f9b2a4e6",
                     *         "datasetUpdated": "2026-01-12T09:30:00Z",
                     *         "deleted": false,
                     *         "description": "Quarterly sales.",
                     *         "hierarchyMetadata": {
                     *           "childColumnId": "4f1c2a9e7b4d4c1e9a552d8e6f0b1c7a",
                     *           "parentColumnId": "d8205bca61a04d77ba769ab98c31ee77"
                     *         },
                     *         "id": "0b6e3c1f2a9d4e58b7c4a1f09e2d3c6b",
                     *         "isShared": false,
                     *         "lastUploaded": "2026-01-12T09:30:00Z",
                     *         "name": "Q1 sales",
                     *         "parentId": "9a7e51c3d2b84f06a1e3c5d7f9b2a4e6",
                     *         "readOnly": false,
                     *         "tableSchema": {
                     *           "columns": [
                     *             {
                     *               "name": "Q1 sales",
                     *               "type": "string"
                     *             }
                     *           ]
                     *         },
                     *         "type": "data",
                     *         "uniqueTableConstraints": [
                     *           {
                     *             "id": "4f1c2a9e7b4d4c1e9a552d8e6f0b1c7a",
                     *             "name": "key_columns",
                     *             "tableId": "d8205bca61a04d77ba769ab98c31ee77",
                     *             "values": [
                     *               "values-1"
                     *             ]
                     *           }
                     *         ],
                     *         "updated": "2026-01-12T09:30:00Z",
                     *         "userId": "0b6e3c1f2a9d4e58b7c4a1f09e2d3c6b",
                     *         "version": 1
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["TableResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            423: components["responses"]["Locked"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    updateTable: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This API is described for the stable version
                 *     `2026-01-01`, which reportkit always sends unless told otherwise. The service's behaviour when the
                 *     header is omitted is not shown.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Id of the data-preparation table. One path segment: characters such as `/` and spaces are
                 *     percent-encoded.
                 * @example d8205bca61a04d77ba769ab98c31ee77
                 */
                tableId: components["parameters"]["TableId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Q1 sales",
                 *       "tableSchema": {
                 *         "columns": [
                 *           {
                 *             "name": "Q1 sales",
                 *             "type": "string"
                 *           }
                 *         ]
                 *       },
                 *       "type": "data",
                 *       "uniqueTableConstraints": [
                 *         {
                 *           "id": "9a7e51c3d2b84f06a1e3c5d7f9b2a4e6",
                 *           "name": "key_columns",
                 *           "tableId": "4f1c2a9e7b4d4c1e9a552d8e6f0b1c7a",
                 *           "values": [
                 *             "values-1"
                 *           ]
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["TableInput"];
            };
        };
        responses: {
            /** @description Done; the body holds the answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 200,
                     *       "body": {
                     *         "created": "2026-01-12T09:30:00Z",
                     *         "databaseId": "d8205bca61a04d77ba769ab98c31ee77",
                     *         "datasetUpdated": "2026-01-12T09:30:00Z",
                     *         "deleted": false,
                     *         "description": "Quarterly sales.",
                     *         "hierarchyMetadata": {
                     *           "childColumnId": "0b6e3c1f2a9d4e58b7c4a1f09e2d3c6b",
                     *           "parentColumnId": "9a7e51c3d2b84f06a1e3c5d7f9b2a4e6"
                     *         },
                     *         "id": "4f1c2a9e7b4d4c1e9a552d8e6f0b1c7a",
                     *         "isShared": false,
                     *         "lastUploaded": "2026-01-12T09:30:00Z",
                     *         "name": "Q1 sales",
                     *         "parentId": "d8205bca61a04d77ba769ab98c31ee77",
                     *         "readOnly": false,
                     *         "tableSchema": {
                     *           "columns": [
                     *             {
                     *               "name": "Q1 sales",
                     *               "type": "string"
                     *             }
                     *           ]
                     *         },
                     *         "type": "data",
                     *         "uniqueTableConstraints": [
                     *           {
                     *             "id": "0b6e3c1f2a9d4e58b7c4a1f09e2d3c6b",
                     *             "name": "key_columns",
                     *             "tableId": "9a7e51c3d2b84f06a1e3c5d7f9b2a4e6",
                     *             "values": [
                     *               "values-1"
                     *             ]
                     *           }
                     *         ],
                     *         "updated": "2026-01-12T09:30:00Z",
                     *         "userId": "4f1c2a9e7b4d4c1e9a552d8e6f0b1c7a",
                     *         "version": 1
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["TableResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            423: components["responses"]["Locked"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    deleteTable: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This API is described for the stable version
                 *     `2026-01-01`, which reportkit always sends unless told otherwise. The service's behaviour when the
                 *     header is omitted is not shown.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Id of the data-preparation table. One path segment: characters such as `/` and spaces are
                 *     percent-encoded.
                 * @example d8205bca61a04d77ba769ab98c31ee77
                 */
                tableId: components["parameters"]["TableId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The table was (soft-)deleted; the body is its id. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeleteTableResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            423: components["responses"]["Locked"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    deleteWorkspace: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This API is described for the stable version
                 *     `2026-01-01`, which reportkit always sends unless told otherwise. The service's behaviour when the
                 *     header is omitted is not shown.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; the body holds the answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 200,
                     *       "body": "4f1c2a9e7b4d4c1e9a552d8e6f0b1c7a"
                     *     }
                     */
                    "application/json": components["schemas"]["MessageResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            423: components["responses"]["Locked"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    exportWorkspace: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This API is described for the stable version
                 *     `2026-01-01`, which reportkit always sends unless told otherwise. The service's behaviour when the
                 *     header is omitted is not shown.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; the body holds the answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 200,
                     *       "body": {
                     *         "created": "2026-01-12T09:30:00Z",
                     *         "id": "4f1c2a9e7b4d4c1e9a552d8e6f0b1c7a",
                     *         "objectId": "d8205bca61a04d77ba769ab98c31ee77",
                     *         "updated": "2026-01-12T09:30:00Z",
                     *         "useFlatKey": false,
                     *         "userId": "0b6e3c1f2a9d4e58b7c4a1f09e2d3c6b",
                     *         "version": 1
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["TokenResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            423: components["responses"]["Locked"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    importData: {
        parameters: {
            query?: {
                /**
                 * @description Remove the workspace's records before loading the export.
                 * @example true
                 */
                wipe?: boolean;
            };
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This API is described for the stable version
                 *     `2026-01-01`, which reportkit always sends unless told otherwise. The service's behaviour when the
                 *     header is omitted is not shown.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "file": "cmVnaW9uLHJldmVudWUK"
                 *     }
                 */
                "multipart/form-data": components["schemas"]["WorkspaceImportForm"];
            };
        };
        responses: {
            /** @description Done; the body holds what was created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 201,
                     *       "body": "4f1c2a9e7b4d4c1e9a552d8e6f0b1c7a"
                     *     }
                     */
                    "application/json": components["schemas"]["MessageResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            423: components["responses"]["Locked"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    findWorkspaceFilesBySize: {
        parameters: {
            query?: {
                /**
                 * @description The `cursor` of the previous page, to get the next one. With it, `limit` and `offset` are ignored.
                 * @example eyJvZmZzZXQiOjJ9
                 */
                cursor?: components["parameters"]["Cursor"];
                /**
                 * @description Largest number of items in a page, 1 to 1000 (the service's default is not stated). Ignored with `cursor`.
                 * @example 100
                 */
                limit?: components["parameters"]["PageLimit"];
                /**
                 * @description How many items to skip before the first page, at least 0. Ignored with `cursor`.
                 * @example 0
                 */
                offset?: components["parameters"]["Offset"];
            };
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This API is described for the stable version
                 *     `2026-01-01`, which reportkit always sends unless told otherwise. The service's behaviour when the
                 *     header is omitted is not shown.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; the body holds the answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 200,
                     *       "body": [
                     *         {
                     *           "columnMappings": {
                     *             "col-a": "region"
                     *           },
                     *           "created": "2026-01-12T09:30:00Z",
                     *           "delimiter": ",",
                     *           "id": "9a7e51c3d2b84f06a1e3c5d7f9b2a4e6",
                     *           "key": "quarter",
                     *           "metadata": {},
                     *           "name": "Q1 sales",
                     *           "numErrors": 1,
                     *           "numRecords": 1,
                     *           "originalFileSize": 1,
                     *           "source": "source-1",
                     *           "status": "STAGING",
                     *           "tableId": "4f1c2a9e7b4d4c1e9a552d8e6f0b1c7a",
                     *           "tags": {
                     *             "quarter": "Q1"
                     *           },
                     *           "updated": "2026-01-12T09:30:00Z",
                     *           "userId": "d8205bca61a04d77ba769ab98c31ee77",
                     *           "version": 1
                     *         }
                     *       ],
                     *       "cursor": null
                     *     }
                     */
                    "application/json": components["schemas"]["FileMetaListResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            423: components["responses"]["Locked"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getWorkspaceQueryUsage: {
        parameters: {
            query?: {
                /**
                 * @description First day counted (ISO date).
                 * @example 1970-01-01
                 */
                startDate?: string;
                /**
                 * @description Last day counted (ISO date).
                 * @example 9999-01-01
                 */
                stopDate?: string;
            };
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This API is described for the stable version
                 *     `2026-01-01`, which reportkit always sends unless told otherwise. The service's behaviour when the
                 *     header is omitted is not shown.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; the body holds the answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 200,
                     *       "body": 1048576
                     *     }
                     */
                    "application/json": components["schemas"]["ByteCountResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            423: components["responses"]["Locked"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getWorkspaceUploadUsage: {
        parameters: {
            query?: {
                /**
                 * @description First day counted (ISO date).
                 * @example 1970-01-01
                 */
                startDate?: string;
                /**
                 * @description Last day counted (ISO date).
                 * @example 9999-01-01
                 */
                stopDate?: string;
            };
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This API is described for the stable version
                 *     `2026-01-01`, which reportkit always sends unless told otherwise. The service's behaviour when the
                 *     header is omitted is not shown.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; the body holds the answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 200,
                     *       "body": 1048576
                     *     }
                     */
                    "application/json": components["schemas"]["ByteCountResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            423: components["responses"]["Locked"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    validateTables: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This API is described for the stable version
                 *     `2026-01-01`, which reportkit always sends unless told otherwise. The service's behaviour when the
                 *     header is omitted is not shown.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; the body holds what was created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 201,
                     *       "body": {
                     *         "deletedTables": [
                     *           {
                     *             "isShared": false,
                     *             "name": "Q1 sales",
                     *             "tableSchema": {
                     *               "columns": []
                     *             },
                     *             "type": "data",
                     *             "uniqueTableConstraints": [
                     *               {
                     *                 "id": "0b6e3c1f2a9d4e58b7c4a1f09e2d3c6b",
                     *                 "name": "key_columns",
                     *                 "tableId": "9a7e51c3d2b84f06a1e3c5d7f9b2a4e6",
                     *                 "values": []
                     *               }
                     *             ]
                     *           }
                     *         ],
                     *         "repairedTables": [
                     *           {
                     *             "isShared": false,
                     *             "name": "Q1 sales",
                     *             "tableSchema": {
                     *               "columns": []
                     *             },
                     *             "type": "data",
                     *             "uniqueTableConstraints": [
                     *               {
                     *                 "id": "4f1c2a9e7b4d4c1e9a552d8e6f0b1c7a",
                     *                 "name": "key_columns",
                     *                 "tableId": "d8205bca61a04d77ba769ab98c31ee77",
                     *                 "values": []
                     *               }
                     *             ]
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ValidateTablesResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            423: components["responses"]["Locked"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    listConnections: {
        parameters: {
            query?: {
                /**
                 * @description Only connections that read this kind of record.
                 * @example document
                 */
                sourceType?: "document" | "document_chart" | "document_embedded_table" | "esg_program" | "presentation" | "presentation_chart" | "presentation_embedded_table" | "report" | "spreadsheet" | "spreadsheet_section" | "wdata_query" | "wdata_table" | "wdata_table_dataset" | (string & {});
                /**
                 * @description Only connections that write this kind of record.
                 * @example document
                 */
                destinationType?: "document" | "document_chart" | "document_embedded_table" | "presentation" | "presentation_chart" | "presentation_embedded_table" | "report" | "spreadsheet" | "spreadsheet_section" | "wdata_query" | "wdata_table" | "wdata_table_dataset" | (string & {});
                /**
                 * @description Only connections that read this record.
                 * @example EMEA
                 */
                sourceId?: string;
                /**
                 * @description Only connections that write this record.
                 * @example EMEA
                 */
                destinationId?: string;
                /**
                 * @description The `cursor` of the previous page, to get the next one. With it, `limit` and `offset` are ignored.
                 * @example eyJvZmZzZXQiOjJ9
                 */
                cursor?: components["parameters"]["Cursor"];
                /**
                 * @description Largest number of items in a page, 1 to 1000 (the service's default is not stated). Ignored with `cursor`.
                 * @example 100
                 */
                limit?: components["parameters"]["PageLimit"];
                /**
                 * @description How many items to skip before the first page, at least 0. Ignored with `cursor`.
                 * @example 0
                 */
                offset?: components["parameters"]["Offset"];
            };
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This API is described for the stable version
                 *     `2026-01-01`, which reportkit always sends unless told otherwise. The service's behaviour when the
                 *     header is omitted is not shown.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; the body holds the answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 200,
                     *       "body": [
                     *         {
                     *           "connectionId": "0b6e3c1f2a9d4e58b7c4a1f09e2d3c6b",
                     *           "created": "2026-01-12T09:30:00Z",
                     *           "createdBy": "createdBy-1",
                     *           "description": "Quarterly sales.",
                     *           "destinationId": "9a7e51c3d2b84f06a1e3c5d7f9b2a4e6",
                     *           "destinationType": "spreadsheet",
                     *           "destinationWorkspaceId": "4f1c2a9e7b4d4c1e9a552d8e6f0b1c7a",
                     *           "lastRun": {},
                     *           "lastRunBy": "lastRunBy-1",
                     *           "lastRunDate": "2026-01-12T09:30:00Z",
                     *           "lastRunDestinationParameters": {},
                     *           "lastRunJobId": "d8205bca61a04d77ba769ab98c31ee77",
                     *           "lastRunSourceParameters": {},
                     *           "metadata": {},
                     *           "name": "Q1 sales",
                     *           "sourceId": "0b6e3c1f2a9d4e58b7c4a1f09e2d3c6b",
                     *           "sourceType": "spreadsheet",
                     *           "sourceWorkspaceId": "9a7e51c3d2b84f06a1e3c5d7f9b2a4e6",
                     *           "updated": "2026-01-12T09:30:00Z",
                     *           "workspaceId": "4f1c2a9e7b4d4c1e9a552d8e6f0b1c7a"
                     *         }
                     *       ],
                     *       "cursor": null
                     *     }
                     */
                    "application/json": components["schemas"]["ConnectionListResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            423: components["responses"]["Locked"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    refreshBatch: {
        parameters: {
            query?: {
                /**
                 * @description Cancel the refreshes whose destination cannot be written, instead of letting them fail.
                 * @example true
                 */
                cancelUnwritables?: boolean;
            };
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This API is described for the stable version
                 *     `2026-01-01`, which reportkit always sends unless told otherwise. The service's behaviour when the
                 *     header is omitted is not shown.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example [
                 *       {}
                 *     ]
                 */
                "application/json": components["schemas"]["RefreshConnectionInput"][];
            };
        };
        responses: {
            /** @description Done; the body holds the answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 200,
                     *       "body": {
                     *         "batchRefreshId": "d8205bca61a04d77ba769ab98c31ee77",
                     *         "childRefreshes": [
                     *           {}
                     *         ],
                     *         "created": "2026-01-12T09:30:00Z",
                     *         "createdBy": "createdBy-1",
                     *         "destinationStatus": "not_started",
                     *         "error": "error-1",
                     *         "sourceStatus": "not_started",
                     *         "updated": "2026-01-12T09:30:00Z"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RefreshBatchResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            423: components["responses"]["Locked"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getRefreshBatchStatus: {
        parameters: {
            query?: {
                /**
                 * @description Workspace the record belongs to, at most 40 characters.
                 * @example ws-3c91
                 */
                workspaceId?: components["parameters"]["WorkspaceId"];
            };
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This API is described for the stable version
                 *     `2026-01-01`, which reportkit always sends unless told otherwise. The service's behaviour when the
                 *     header is omitted is not shown.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of the batch of refreshes. One path segment: characters such as `/` and spaces are percent-encoded.
                 * @example 9a7e51c3d2b84f06a1e3c5d7f9b2a4e6
                 */
                batchId: components["parameters"]["BatchId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; the body holds the answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 200,
                     *       "body": {
                     *         "batchRefreshId": "0b6e3c1f2a9d4e58b7c4a1f09e2d3c6b",
                     *         "childRefreshes": [
                     *           {}
                     *         ],
                     *         "created": "2026-01-12T09:30:00Z",
                     *         "createdBy": "createdBy-1",
                     *         "destinationStatus": "not_started",
                     *         "error": "error-1",
                     *         "sourceStatus": "not_started",
                     *         "updated": "2026-01-12T09:30:00Z"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RefreshBatchResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            423: components["responses"]["Locked"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getConnection: {
        parameters: {
            query?: {
                /**
                 * @description Workspace the record belongs to, at most 40 characters.
                 * @example ws-3c91
                 */
                workspaceId?: components["parameters"]["WorkspaceId"];
            };
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This API is described for the stable version
                 *     `2026-01-01`, which reportkit always sends unless told otherwise. The service's behaviour when the
                 *     header is omitted is not shown.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of the connection. One path segment: characters such as `/` and spaces are percent-encoded.
                 * @example 4f1c2a9e7b4d4c1e9a552d8e6f0b1c7a
                 */
                connectionId: components["parameters"]["ConnectionId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; the body holds the answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 200,
                     *       "body": {
                     *         "connectionId": "9a7e51c3d2b84f06a1e3c5d7f9b2a4e6",
                     *         "created": "2026-01-12T09:30:00Z",
                     *         "createdBy": "createdBy-1",
                     *         "description": "Quarterly sales.",
                     *         "destinationId": "4f1c2a9e7b4d4c1e9a552d8e6f0b1c7a",
                     *         "destinationType": "spreadsheet",
                     *         "destinationWorkspaceId": "d8205bca61a04d77ba769ab98c31ee77",
                     *         "lastRun": {
                     *           "connectionId": "0b6e3c1f2a9d4e58b7c4a1f09e2d3c6b",
                     *           "created": "2026-01-12T09:30:00Z",
                     *           "createdBy": "createdBy-1",
                     *           "destinationMetadata": {},
                     *           "destinationParameters": {},
                     *           "destinationStatus": "not_started",
                     *           "destinationWorkspaceId": "9a7e51c3d2b84f06a1e3c5d7f9b2a4e6",
                     *           "error": "error-1",
                     *           "jobId": "4f1c2a9e7b4d4c1e9a552d8e6f0b1c7a",
                     *           "sourceMetadata": {},
                     *           "sourceParameters": {},
                     *           "sourceStatus": "not_started",
                     *           "sourceWorkspaceId": "d8205bca61a04d77ba769ab98c31ee77",
                     *           "updated": "2026-01-12T09:30:00Z",
                     *           "workspaceId": "0b6e3c1f2a9d4e58b7c4a1f09e2d3c6b"
                     *         },
                     *         "lastRunBy": "lastRunBy-1",
                     *         "lastRunDate": "2026-01-12T09:30:00Z",
                     *         "lastRunDestinationParameters": {},
                     *         "lastRunJobId": "9a7e51c3d2b84f06a1e3c5d7f9b2a4e6",
                     *         "lastRunSourceParameters": {},
                     *         "metadata": {},
                     *         "name": "Q1 sales",
                     *         "sourceId": "4f1c2a9e7b4d4c1e9a552d8e6f0b1c7a",
                     *         "sourceType": "spreadsheet",
                     *         "sourceWorkspaceId": "d8205bca61a04d77ba769ab98c31ee77",
                     *         "updated": "2026-01-12T09:30:00Z",
                     *         "workspaceId": "0b6e3c1f2a9d4e58b7c4a1f09e2d3c6b"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ConnectionResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            423: components["responses"]["Locked"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    refreshConnection: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This API is described for the stable version
                 *     `2026-01-01`, which reportkit always sends unless told otherwise. The service's behaviour when the
                 *     header is omitted is not shown.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of the connection. One path segment: characters such as `/` and spaces are percent-encoded.
                 * @example 4f1c2a9e7b4d4c1e9a552d8e6f0b1c7a
                 */
                connectionId: components["parameters"]["ConnectionId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /** @example {} */
                "application/json": components["schemas"]["RefreshConnectionInput"];
            };
        };
        responses: {
            /** @description Done; the body holds the answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 200,
                     *       "body": {
                     *         "connectionId": "9a7e51c3d2b84f06a1e3c5d7f9b2a4e6",
                     *         "created": "2026-01-12T09:30:00Z",
                     *         "createdBy": "createdBy-1",
                     *         "destinationMetadata": {},
                     *         "destinationParameters": {},
                     *         "destinationStatus": "not_started",
                     *         "destinationWorkspaceId": "4f1c2a9e7b4d4c1e9a552d8e6f0b1c7a",
                     *         "error": "error-1",
                     *         "jobId": "d8205bca61a04d77ba769ab98c31ee77",
                     *         "sourceMetadata": {},
                     *         "sourceParameters": {},
                     *         "sourceStatus": "not_started",
                     *         "sourceWorkspaceId": "0b6e3c1f2a9d4e58b7c4a1f09e2d3c6b",
                     *         "updated": "2026-01-12T09:30:00Z",
                     *         "workspaceId": "9a7e51c3d2b84f06a1e3c5d7f9b2a4e6"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ConnectionRunResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            423: components["responses"]["Locked"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getRefreshStatus: {
        parameters: {
            query?: {
                /**
                 * @description The run to answer; the latest when left out.
                 * @example EMEA
                 */
                jobId?: string;
                /**
                 * @description Workspace the record belongs to, at most 40 characters.
                 * @example ws-3c91
                 */
                workspaceId?: components["parameters"]["WorkspaceId"];
            };
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This API is described for the stable version
                 *     `2026-01-01`, which reportkit always sends unless told otherwise. The service's behaviour when the
                 *     header is omitted is not shown.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of the connection. One path segment: characters such as `/` and spaces are percent-encoded.
                 * @example 4f1c2a9e7b4d4c1e9a552d8e6f0b1c7a
                 */
                connectionId: components["parameters"]["ConnectionId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; the body holds the answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 200,
                     *       "body": {
                     *         "connectionId": "4f1c2a9e7b4d4c1e9a552d8e6f0b1c7a",
                     *         "created": "2026-01-12T09:30:00Z",
                     *         "createdBy": "createdBy-1",
                     *         "destinationMetadata": {},
                     *         "destinationParameters": {},
                     *         "destinationStatus": "not_started",
                     *         "destinationWorkspaceId": "d8205bca61a04d77ba769ab98c31ee77",
                     *         "error": "error-1",
                     *         "jobId": "0b6e3c1f2a9d4e58b7c4a1f09e2d3c6b",
                     *         "sourceMetadata": {},
                     *         "sourceParameters": {},
                     *         "sourceStatus": "not_started",
                     *         "sourceWorkspaceId": "9a7e51c3d2b84f06a1e3c5d7f9b2a4e6",
                     *         "updated": "2026-01-12T09:30:00Z",
                     *         "workspaceId": "4f1c2a9e7b4d4c1e9a552d8e6f0b1c7a"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ConnectionRunResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            423: components["responses"]["Locked"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    search: {
        parameters: {
            query?: {
                /**
                 * @description Only entities whose name matches.
                 * @example EMEA
                 */
                name?: string;
                /**
                 * @description Only entities whose description matches.
                 * @example EMEA
                 */
                description?: string;
                /**
                 * @description Only entities of these kinds (numbers).
                 * @example [
                 *       1
                 *     ]
                 */
                type?: number[];
                /**
                 * @description The `cursor` of the previous page, to get the next one. With it, `limit` and `offset` are ignored.
                 * @example eyJvZmZzZXQiOjJ9
                 */
                cursor?: components["parameters"]["Cursor"];
                /**
                 * @description Largest number of items in a page, 1 to 1000. Ignored with `cursor`.
                 * @example 100
                 */
                limit?: components["parameters"]["Limit"];
                /**
                 * @description How many items to skip before the first page, at least 0. Ignored with `cursor`.
                 * @example 0
                 */
                offset?: components["parameters"]["Offset"];
            };
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This API is described for the stable version
                 *     `2026-01-01`, which reportkit always sends unless told otherwise. The service's behaviour when the
                 *     header is omitted is not shown.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; the body holds the answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 200,
                     *       "body": [
                     *         {
                     *           "created": "2026-01-12T09:30:00Z",
                     *           "description": "Quarterly sales.",
                     *           "id": "d8205bca61a04d77ba769ab98c31ee77",
                     *           "metadata": {},
                     *           "modified": "2026-01-12T09:30:00Z",
                     *           "modifiedBy": "modifiedBy-1",
                     *           "name": "Q1 sales",
                     *           "parentId": "0b6e3c1f2a9d4e58b7c4a1f09e2d3c6b",
                     *           "type": 1,
                     *           "updated": "2026-01-12T09:30:00Z",
                     *           "updatedBy": "updatedBy-1"
                     *         }
                     *       ],
                     *       "cursor": null
                     *     }
                     */
                    "application/json": components["schemas"]["FolderableListResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            423: components["responses"]["Locked"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getFiles: {
        parameters: {
            query: {
                /**
                 * @description Identifier of the table (a UUID without dashes).
                 * @example d8205bca61a04d77ba769ab98c31ee77
                 */
                tableId: components["parameters"]["TableIdQuery"];
                /**
                 * @description The `cursor` of the previous page, to get the next one. With it, `limit` and `offset` are ignored.
                 * @example eyJvZmZzZXQiOjJ9
                 */
                cursor?: components["parameters"]["Cursor"];
                /**
                 * @description Largest number of items in a page, 1 to 1000 (the service's default is not stated). Ignored with `cursor`.
                 * @example 100
                 */
                limit?: components["parameters"]["PageLimit"];
                /**
                 * @description How many items to skip before the first page, at least 0. Ignored with `cursor`.
                 * @example 0
                 */
                offset?: components["parameters"]["Offset"];
                /**
                 * @description Sort order: `asc` or `desc`.
                 * @example asc
                 */
                sortOrder?: "asc" | "desc" | (string & {});
                /**
                 * @description What the files are sorted by (the service lists `asc` and `desc`).
                 * @example asc
                 */
                sortBy?: "asc" | "desc" | (string & {});
                /**
                 * @description Only files whose name contains this text.
                 * @example EMEA
                 */
                searchText?: string;
            };
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This API is described for the stable version
                 *     `2026-01-01`, which reportkit always sends unless told otherwise. The service's behaviour when the
                 *     header is omitted is not shown.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; the body holds the answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 200,
                     *       "body": [
                     *         {
                     *           "columnMappings": {
                     *             "col-a": "region"
                     *           },
                     *           "created": "2026-01-12T09:30:00Z",
                     *           "delimiter": ",",
                     *           "id": "9a7e51c3d2b84f06a1e3c5d7f9b2a4e6",
                     *           "key": "quarter",
                     *           "metadata": {},
                     *           "name": "Q1 sales",
                     *           "numErrors": 1,
                     *           "numRecords": 1,
                     *           "originalFileSize": 1,
                     *           "source": "source-1",
                     *           "status": "STAGING",
                     *           "tableId": "4f1c2a9e7b4d4c1e9a552d8e6f0b1c7a",
                     *           "tags": {
                     *             "quarter": "Q1"
                     *           },
                     *           "updated": "2026-01-12T09:30:00Z",
                     *           "userId": "d8205bca61a04d77ba769ab98c31ee77",
                     *           "version": 1
                     *         }
                     *       ],
                     *       "cursor": null
                     *     }
                     */
                    "application/json": components["schemas"]["FileMetaListResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            423: components["responses"]["Locked"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    uploadFile: {
        parameters: {
            query: {
                /**
                 * @description Identifier of the table (a UUID without dashes).
                 * @example d8205bca61a04d77ba769ab98c31ee77
                 */
                tableId: components["parameters"]["TableIdQuery"];
                /**
                 * @description Name of the file in the table.
                 * @example EMEA
                 */
                name?: string;
                /**
                 * @description Address to fetch the file from, instead of sending it in the form.
                 * @example EMEA
                 */
                url?: string;
                /**
                 * @description Where the file comes from.
                 * @example EMEA
                 */
                source?: string;
                /**
                 * @description Character that separates the fields of the file.
                 * @example EMEA
                 */
                delimiter?: string;
                /**
                 * @description Import options as JSON text (the fields of an import request).
                 * @example EMEA
                 */
                importDto?: string;
            };
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This API is described for the stable version
                 *     `2026-01-01`, which reportkit always sends unless told otherwise. The service's behaviour when the
                 *     header is omitted is not shown.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "file": "cmVnaW9uLHJldmVudWUK"
                 *     }
                 */
                "multipart/form-data": components["schemas"]["UploadFileForm"];
            };
        };
        responses: {
            /** @description Done; the body holds what was created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 201,
                     *       "body": {
                     *         "columnMappings": {
                     *           "col-a": "region"
                     *         },
                     *         "created": "2026-01-12T09:30:00Z",
                     *         "delimiter": ",",
                     *         "id": "0b6e3c1f2a9d4e58b7c4a1f09e2d3c6b",
                     *         "key": "quarter",
                     *         "metadata": {},
                     *         "name": "Q1 sales",
                     *         "numErrors": 1,
                     *         "numRecords": 1,
                     *         "originalFileSize": 1,
                     *         "source": "source-1",
                     *         "status": "STAGING",
                     *         "tableId": "9a7e51c3d2b84f06a1e3c5d7f9b2a4e6",
                     *         "tags": {
                     *           "quarter": "Q1"
                     *         },
                     *         "updated": "2026-01-12T09:30:00Z",
                     *         "userId": "4f1c2a9e7b4d4c1e9a552d8e6f0b1c7a",
                     *         "version": 1
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["FileMetaResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            423: components["responses"]["Locked"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    validateFilename: {
        parameters: {
            query: {
                /**
                 * @description Identifier of the table (a UUID without dashes).
                 * @example d8205bca61a04d77ba769ab98c31ee77
                 */
                tableId: components["parameters"]["TableIdQuery"];
                /**
                 * @description The file name to check.
                 * @example EMEA
                 */
                filename: string;
            };
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This API is described for the stable version
                 *     `2026-01-01`, which reportkit always sends unless told otherwise. The service's behaviour when the
                 *     header is omitted is not shown.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; the body holds the answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 200,
                     *       "body": "4f1c2a9e7b4d4c1e9a552d8e6f0b1c7a"
                     *     }
                     */
                    "application/json": components["schemas"]["MessageResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            423: components["responses"]["Locked"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getFile: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This API is described for the stable version
                 *     `2026-01-01`, which reportkit always sends unless told otherwise. The service's behaviour when the
                 *     header is omitted is not shown.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of the file. One path segment: characters such as `/` and spaces are percent-encoded.
                 * @example file-a19cc1b7
                 */
                fileId: components["parameters"]["FileId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; the body holds the answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 200,
                     *       "body": {
                     *         "columnMappings": {
                     *           "col-a": "region"
                     *         },
                     *         "created": "2026-01-12T09:30:00Z",
                     *         "delimiter": ",",
                     *         "id": "d8205bca61a04d77ba769ab98c31ee77",
                     *         "key": "quarter",
                     *         "metadata": {},
                     *         "name": "Q1 sales",
                     *         "numErrors": 1,
                     *         "numRecords": 1,
                     *         "originalFileSize": 1,
                     *         "source": "source-1",
                     *         "status": "STAGING",
                     *         "tableId": "0b6e3c1f2a9d4e58b7c4a1f09e2d3c6b",
                     *         "tags": {
                     *           "quarter": "Q1"
                     *         },
                     *         "updated": "2026-01-12T09:30:00Z",
                     *         "userId": "9a7e51c3d2b84f06a1e3c5d7f9b2a4e6",
                     *         "version": 1
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["FileMetaResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            423: components["responses"]["Locked"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    deleteFile: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This API is described for the stable version
                 *     `2026-01-01`, which reportkit always sends unless told otherwise. The service's behaviour when the
                 *     header is omitted is not shown.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of the file. One path segment: characters such as `/` and spaces are percent-encoded.
                 * @example file-a19cc1b7
                 */
                fileId: components["parameters"]["FileId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; the body holds the answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 200,
                     *       "body": "4f1c2a9e7b4d4c1e9a552d8e6f0b1c7a"
                     *     }
                     */
                    "application/json": components["schemas"]["MessageResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            423: components["responses"]["Locked"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    downloadImportedFile: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This API is described for the stable version
                 *     `2026-01-01`, which reportkit always sends unless told otherwise. The service's behaviour when the
                 *     header is omitted is not shown.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of the file. One path segment: characters such as `/` and spaces are percent-encoded.
                 * @example file-a19cc1b7
                 */
                fileId: components["parameters"]["FileId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The content of the file. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /** @example cmVnaW9uLHJldmVudWUK */
                    "application/octet-stream": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            423: components["responses"]["Locked"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getErrors: {
        parameters: {
            query?: {
                /**
                 * @description The `cursor` of the previous page, to get the next one. With it, `limit` and `offset` are ignored.
                 * @example eyJvZmZzZXQiOjJ9
                 */
                cursor?: components["parameters"]["Cursor"];
                /**
                 * @description Largest number of errors in a page, 1 to 50. Ignored with `cursor`.
                 * @example 50
                 */
                limit?: components["parameters"]["ErrorLimit"];
                /**
                 * @description How many items to skip before the first page, at least 0. Ignored with `cursor`.
                 * @example 0
                 */
                offset?: components["parameters"]["Offset"];
            };
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This API is described for the stable version
                 *     `2026-01-01`, which reportkit always sends unless told otherwise. The service's behaviour when the
                 *     header is omitted is not shown.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of the file. One path segment: characters such as `/` and spaces are percent-encoded.
                 * @example file-a19cc1b7
                 */
                fileId: components["parameters"]["FileId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; the body holds the answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 200,
                     *       "body": [
                     *         {
                     *           "code": 1,
                     *           "created": "2026-01-12T09:30:00Z",
                     *           "id": "4f1c2a9e7b4d4c1e9a552d8e6f0b1c7a",
                     *           "lineNumber": 1,
                     *           "message": "message-1",
                     *           "updated": "2026-01-12T09:30:00Z",
                     *           "userId": "d8205bca61a04d77ba769ab98c31ee77",
                     *           "version": 1
                     *         }
                     *       ],
                     *       "cursor": null
                     *     }
                     */
                    "application/json": components["schemas"]["ImportErrorListResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            423: components["responses"]["Locked"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    exportFileToSpreadsheets: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This API is described for the stable version
                 *     `2026-01-01`, which reportkit always sends unless told otherwise. The service's behaviour when the
                 *     header is omitted is not shown.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of the file. One path segment: characters such as `/` and spaces are percent-encoded.
                 * @example file-a19cc1b7
                 */
                fileId: components["parameters"]["FileId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /** @example {} */
                "application/json": components["schemas"]["ExportFileInput"];
            };
        };
        responses: {
            /** @description Done; the body holds what was created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 201,
                     *       "body": {
                     *         "sheetId": "0b6e3c1f2a9d4e58b7c4a1f09e2d3c6b",
                     *         "workbookId": "9a7e51c3d2b84f06a1e3c5d7f9b2a4e6"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["SpreadsheetInfoResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            423: components["responses"]["Locked"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    listFolders: {
        parameters: {
            query?: {
                /**
                 * @description The `cursor` of the previous page, to get the next one. With it, `limit` and `offset` are ignored.
                 * @example eyJvZmZzZXQiOjJ9
                 */
                cursor?: components["parameters"]["Cursor"];
                /**
                 * @description Largest number of items in a page, 1 to 1000. Ignored with `cursor`.
                 * @example 100
                 */
                limit?: components["parameters"]["Limit"];
                /**
                 * @description How many items to skip before the first page, at least 0. Ignored with `cursor`.
                 * @example 0
                 */
                offset?: components["parameters"]["Offset"];
            };
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This API is described for the stable version
                 *     `2026-01-01`, which reportkit always sends unless told otherwise. The service's behaviour when the
                 *     header is omitted is not shown.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; the body holds the answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 200,
                     *       "body": [
                     *         {
                     *           "created": "2026-01-12T09:30:00Z",
                     *           "description": "Quarterly sales.",
                     *           "id": "4f1c2a9e7b4d4c1e9a552d8e6f0b1c7a",
                     *           "name": "Q1 sales",
                     *           "parentId": "d8205bca61a04d77ba769ab98c31ee77",
                     *           "updated": "2026-01-12T09:30:00Z",
                     *           "userId": "0b6e3c1f2a9d4e58b7c4a1f09e2d3c6b",
                     *           "version": 1
                     *         }
                     *       ],
                     *       "cursor": null
                     *     }
                     */
                    "application/json": components["schemas"]["FolderListResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            423: components["responses"]["Locked"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    createFolder: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This API is described for the stable version
                 *     `2026-01-01`, which reportkit always sends unless told otherwise. The service's behaviour when the
                 *     header is omitted is not shown.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Q1 sales"
                 *     }
                 */
                "application/json": components["schemas"]["FolderInput"];
            };
        };
        responses: {
            /** @description Done; the body holds what was created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 201,
                     *       "body": {
                     *         "created": "2026-01-12T09:30:00Z",
                     *         "description": "Quarterly sales.",
                     *         "id": "9a7e51c3d2b84f06a1e3c5d7f9b2a4e6",
                     *         "name": "Q1 sales",
                     *         "parentId": "4f1c2a9e7b4d4c1e9a552d8e6f0b1c7a",
                     *         "updated": "2026-01-12T09:30:00Z",
                     *         "userId": "d8205bca61a04d77ba769ab98c31ee77",
                     *         "version": 1
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["FolderResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            423: components["responses"]["Locked"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getFolder: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This API is described for the stable version
                 *     `2026-01-01`, which reportkit always sends unless told otherwise. The service's behaviour when the
                 *     header is omitted is not shown.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of the folder. One path segment: characters such as `/` and spaces are percent-encoded.
                 * @example 4f1c2a9e7b4d4c1e9a552d8e6f0b1c7a
                 */
                folderId: components["parameters"]["FolderId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; the body holds the answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 200,
                     *       "body": {
                     *         "created": "2026-01-12T09:30:00Z",
                     *         "description": "Quarterly sales.",
                     *         "id": "0b6e3c1f2a9d4e58b7c4a1f09e2d3c6b",
                     *         "name": "Q1 sales",
                     *         "parentId": "9a7e51c3d2b84f06a1e3c5d7f9b2a4e6",
                     *         "updated": "2026-01-12T09:30:00Z",
                     *         "userId": "4f1c2a9e7b4d4c1e9a552d8e6f0b1c7a",
                     *         "version": 1
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["FolderResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            423: components["responses"]["Locked"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    updateFolder: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This API is described for the stable version
                 *     `2026-01-01`, which reportkit always sends unless told otherwise. The service's behaviour when the
                 *     header is omitted is not shown.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of the folder. One path segment: characters such as `/` and spaces are percent-encoded.
                 * @example 4f1c2a9e7b4d4c1e9a552d8e6f0b1c7a
                 */
                folderId: components["parameters"]["FolderId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Q1 sales"
                 *     }
                 */
                "application/json": components["schemas"]["FolderInput"];
            };
        };
        responses: {
            /** @description Done; the body holds the answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 200,
                     *       "body": {
                     *         "created": "2026-01-12T09:30:00Z",
                     *         "description": "Quarterly sales.",
                     *         "id": "d8205bca61a04d77ba769ab98c31ee77",
                     *         "name": "Q1 sales",
                     *         "parentId": "0b6e3c1f2a9d4e58b7c4a1f09e2d3c6b",
                     *         "updated": "2026-01-12T09:30:00Z",
                     *         "userId": "9a7e51c3d2b84f06a1e3c5d7f9b2a4e6",
                     *         "version": 1
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["FolderResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            423: components["responses"]["Locked"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    deleteFolder: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This API is described for the stable version
                 *     `2026-01-01`, which reportkit always sends unless told otherwise. The service's behaviour when the
                 *     header is omitted is not shown.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of the folder. One path segment: characters such as `/` and spaces are percent-encoded.
                 * @example 4f1c2a9e7b4d4c1e9a552d8e6f0b1c7a
                 */
                folderId: components["parameters"]["FolderId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; the body holds the answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 200,
                     *       "body": "4f1c2a9e7b4d4c1e9a552d8e6f0b1c7a"
                     *     }
                     */
                    "application/json": components["schemas"]["MessageResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            423: components["responses"]["Locked"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    listChildren: {
        parameters: {
            query?: {
                /**
                 * @description The `cursor` of the previous page, to get the next one. With it, `limit` and `offset` are ignored.
                 * @example eyJvZmZzZXQiOjJ9
                 */
                cursor?: components["parameters"]["Cursor"];
                /**
                 * @description Largest number of items in a page, 1 to 1000. Ignored with `cursor`.
                 * @example 100
                 */
                limit?: components["parameters"]["Limit"];
                /**
                 * @description How many items to skip before the first page, at least 0. Ignored with `cursor`.
                 * @example 0
                 */
                offset?: components["parameters"]["Offset"];
            };
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This API is described for the stable version
                 *     `2026-01-01`, which reportkit always sends unless told otherwise. The service's behaviour when the
                 *     header is omitted is not shown.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of the folder. One path segment: characters such as `/` and spaces are percent-encoded.
                 * @example 4f1c2a9e7b4d4c1e9a552d8e6f0b1c7a
                 */
                folderId: components["parameters"]["FolderId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; the body holds the answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 200,
                     *       "body": [
                     *         {
                     *           "created": "2026-01-12T09:30:00Z",
                     *           "description": "Quarterly sales.",
                     *           "id": "4f1c2a9e7b4d4c1e9a552d8e6f0b1c7a",
                     *           "metadata": {},
                     *           "modified": "2026-01-12T09:30:00Z",
                     *           "modifiedBy": "modifiedBy-1",
                     *           "name": "Q1 sales",
                     *           "parentId": "d8205bca61a04d77ba769ab98c31ee77",
                     *           "type": 1,
                     *           "updated": "2026-01-12T09:30:00Z",
                     *           "updatedBy": "updatedBy-1"
                     *         }
                     *       ],
                     *       "cursor": null
                     *     }
                     */
                    "application/json": components["schemas"]["FolderableListResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            423: components["responses"]["Locked"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    setChildren: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This API is described for the stable version
                 *     `2026-01-01`, which reportkit always sends unless told otherwise. The service's behaviour when the
                 *     header is omitted is not shown.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of the folder. One path segment: characters such as `/` and spaces are percent-encoded.
                 * @example 4f1c2a9e7b4d4c1e9a552d8e6f0b1c7a
                 */
                folderId: components["parameters"]["FolderId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example [
                 *       {
                 *         "id": "0b6e3c1f2a9d4e58b7c4a1f09e2d3c6b",
                 *         "type": 1
                 *       }
                 *     ]
                 */
                "application/json": components["schemas"]["FolderableInput"][];
            };
        };
        responses: {
            /** @description Done; the body holds the answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 200,
                     *       "body": [
                     *         {
                     *           "created": "2026-01-12T09:30:00Z",
                     *           "description": "Quarterly sales.",
                     *           "id": "9a7e51c3d2b84f06a1e3c5d7f9b2a4e6",
                     *           "metadata": {},
                     *           "modified": "2026-01-12T09:30:00Z",
                     *           "modifiedBy": "modifiedBy-1",
                     *           "name": "Q1 sales",
                     *           "parentId": "4f1c2a9e7b4d4c1e9a552d8e6f0b1c7a",
                     *           "type": 1,
                     *           "updated": "2026-01-12T09:30:00Z",
                     *           "updatedBy": "updatedBy-1"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["FolderableCollectionResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            423: components["responses"]["Locked"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    listParameters: {
        parameters: {
            query?: {
                /**
                 * @description The `cursor` of the previous page, to get the next one. With it, `limit` and `offset` are ignored.
                 * @example eyJvZmZzZXQiOjJ9
                 */
                cursor?: components["parameters"]["Cursor"];
                /**
                 * @description Largest number of items in a page, 1 to 1000. Ignored with `cursor`.
                 * @example 100
                 */
                limit?: components["parameters"]["Limit"];
                /**
                 * @description How many items to skip before the first page, at least 0. Ignored with `cursor`.
                 * @example 0
                 */
                offset?: components["parameters"]["Offset"];
                /**
                 * @description Only parameters of this scope.
                 * @example EMEA
                 */
                scope?: string;
            };
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This API is described for the stable version
                 *     `2026-01-01`, which reportkit always sends unless told otherwise. The service's behaviour when the
                 *     header is omitted is not shown.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; the body holds the answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 200,
                     *       "body": [
                     *         {
                     *           "choices": [
                     *             "EMEA"
                     *           ],
                     *           "created": "2026-01-12T09:30:00Z",
                     *           "databaseId": "d8205bca61a04d77ba769ab98c31ee77",
                     *           "description": "Quarterly sales.",
                     *           "id": "0b6e3c1f2a9d4e58b7c4a1f09e2d3c6b",
                     *           "label": "Region",
                     *           "listType": "listType-1",
                     *           "mode": "scalar",
                     *           "name": "region",
                     *           "overridable": false,
                     *           "scope": "global",
                     *           "selectListId": "9a7e51c3d2b84f06a1e3c5d7f9b2a4e6",
                     *           "type": "string",
                     *           "updated": "2026-01-12T09:30:00Z",
                     *           "userId": "4f1c2a9e7b4d4c1e9a552d8e6f0b1c7a",
                     *           "value": "EMEA",
                     *           "version": 1
                     *         }
                     *       ],
                     *       "cursor": null
                     *     }
                     */
                    "application/json": components["schemas"]["GlobalParameterListResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            423: components["responses"]["Locked"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    createParameter: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This API is described for the stable version
                 *     `2026-01-01`, which reportkit always sends unless told otherwise. The service's behaviour when the
                 *     header is omitted is not shown.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "mode": "scalar",
                 *       "name": "region",
                 *       "type": "string"
                 *     }
                 */
                "application/json": components["schemas"]["GlobalParameterInput"];
            };
        };
        responses: {
            /** @description Done; the body holds what was created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 201,
                     *       "body": {
                     *         "choices": [
                     *           "EMEA"
                     *         ],
                     *         "created": "2026-01-12T09:30:00Z",
                     *         "databaseId": "d8205bca61a04d77ba769ab98c31ee77",
                     *         "description": "Quarterly sales.",
                     *         "id": "0b6e3c1f2a9d4e58b7c4a1f09e2d3c6b",
                     *         "label": "Region",
                     *         "listType": "listType-1",
                     *         "mode": "scalar",
                     *         "name": "region",
                     *         "overridable": false,
                     *         "scope": "global",
                     *         "selectListId": "9a7e51c3d2b84f06a1e3c5d7f9b2a4e6",
                     *         "type": "string",
                     *         "updated": "2026-01-12T09:30:00Z",
                     *         "userId": "4f1c2a9e7b4d4c1e9a552d8e6f0b1c7a",
                     *         "value": "EMEA",
                     *         "version": 1
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["GlobalParameterResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            423: components["responses"]["Locked"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getParameter: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This API is described for the stable version
                 *     `2026-01-01`, which reportkit always sends unless told otherwise. The service's behaviour when the
                 *     header is omitted is not shown.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of the global parameter. One path segment: characters such as `/` and spaces are percent-encoded.
                 * @example 9a7e51c3d2b84f06a1e3c5d7f9b2a4e6
                 */
                parameterId: components["parameters"]["ParameterId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; the body holds the answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 200,
                     *       "body": {
                     *         "choices": [
                     *           "EMEA"
                     *         ],
                     *         "created": "2026-01-12T09:30:00Z",
                     *         "databaseId": "d8205bca61a04d77ba769ab98c31ee77",
                     *         "description": "Quarterly sales.",
                     *         "id": "0b6e3c1f2a9d4e58b7c4a1f09e2d3c6b",
                     *         "label": "Region",
                     *         "listType": "listType-1",
                     *         "mode": "scalar",
                     *         "name": "region",
                     *         "overridable": false,
                     *         "scope": "global",
                     *         "selectListId": "9a7e51c3d2b84f06a1e3c5d7f9b2a4e6",
                     *         "type": "string",
                     *         "updated": "2026-01-12T09:30:00Z",
                     *         "userId": "4f1c2a9e7b4d4c1e9a552d8e6f0b1c7a",
                     *         "value": "EMEA",
                     *         "version": 1
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["GlobalParameterResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            423: components["responses"]["Locked"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    updateParameter: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This API is described for the stable version
                 *     `2026-01-01`, which reportkit always sends unless told otherwise. The service's behaviour when the
                 *     header is omitted is not shown.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of the global parameter. One path segment: characters such as `/` and spaces are percent-encoded.
                 * @example 9a7e51c3d2b84f06a1e3c5d7f9b2a4e6
                 */
                parameterId: components["parameters"]["ParameterId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "mode": "scalar",
                 *       "name": "region",
                 *       "type": "string"
                 *     }
                 */
                "application/json": components["schemas"]["GlobalParameterInput"];
            };
        };
        responses: {
            /** @description Done; the body holds the answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 200,
                     *       "body": {
                     *         "choices": [
                     *           "EMEA"
                     *         ],
                     *         "created": "2026-01-12T09:30:00Z",
                     *         "databaseId": "d8205bca61a04d77ba769ab98c31ee77",
                     *         "description": "Quarterly sales.",
                     *         "id": "0b6e3c1f2a9d4e58b7c4a1f09e2d3c6b",
                     *         "label": "Region",
                     *         "listType": "listType-1",
                     *         "mode": "scalar",
                     *         "name": "region",
                     *         "overridable": false,
                     *         "scope": "global",
                     *         "selectListId": "9a7e51c3d2b84f06a1e3c5d7f9b2a4e6",
                     *         "type": "string",
                     *         "updated": "2026-01-12T09:30:00Z",
                     *         "userId": "4f1c2a9e7b4d4c1e9a552d8e6f0b1c7a",
                     *         "value": "EMEA",
                     *         "version": 1
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["GlobalParameterResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            423: components["responses"]["Locked"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    deleteParameter: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This API is described for the stable version
                 *     `2026-01-01`, which reportkit always sends unless told otherwise. The service's behaviour when the
                 *     header is omitted is not shown.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of the global parameter. One path segment: characters such as `/` and spaces are percent-encoded.
                 * @example 9a7e51c3d2b84f06a1e3c5d7f9b2a4e6
                 */
                parameterId: components["parameters"]["ParameterId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; the body holds the answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 200,
                     *       "body": "4f1c2a9e7b4d4c1e9a552d8e6f0b1c7a"
                     *     }
                     */
                    "application/json": components["schemas"]["MessageResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            423: components["responses"]["Locked"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    listPivotViews: {
        parameters: {
            query: {
                /**
                 * @description The query whose pivot views are listed.
                 * @example EMEA
                 */
                queryId: string;
                /**
                 * @description The `cursor` of the previous page, to get the next one. With it, `limit` and `offset` are ignored.
                 * @example eyJvZmZzZXQiOjJ9
                 */
                cursor?: components["parameters"]["Cursor"];
                /**
                 * @description Largest number of items in a page, 1 to 1000. Ignored with `cursor`.
                 * @example 100
                 */
                limit?: components["parameters"]["Limit"];
                /**
                 * @description How many items to skip before the first page, at least 0. Ignored with `cursor`.
                 * @example 0
                 */
                offset?: components["parameters"]["Offset"];
            };
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This API is described for the stable version
                 *     `2026-01-01`, which reportkit always sends unless told otherwise. The service's behaviour when the
                 *     header is omitted is not shown.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; the body holds the answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 200,
                     *       "body": [
                     *         {
                     *           "additionalMeta": {},
                     *           "created": "2026-01-12T09:30:00Z",
                     *           "description": "Quarterly sales.",
                     *           "id": "d8205bca61a04d77ba769ab98c31ee77",
                     *           "name": "Q1 sales",
                     *           "parentId": "0b6e3c1f2a9d4e58b7c4a1f09e2d3c6b",
                     *           "queryId": "9a7e51c3d2b84f06a1e3c5d7f9b2a4e6",
                     *           "queryResultId": "4f1c2a9e7b4d4c1e9a552d8e6f0b1c7a",
                     *           "updated": "2026-01-12T09:30:00Z",
                     *           "userId": "d8205bca61a04d77ba769ab98c31ee77",
                     *           "version": 1
                     *         }
                     *       ],
                     *       "cursor": null
                     *     }
                     */
                    "application/json": components["schemas"]["PivotViewListResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            423: components["responses"]["Locked"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    createPivotView: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This API is described for the stable version
                 *     `2026-01-01`, which reportkit always sends unless told otherwise. The service's behaviour when the
                 *     header is omitted is not shown.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Q1 sales",
                 *       "queryId": "0b6e3c1f2a9d4e58b7c4a1f09e2d3c6b"
                 *     }
                 */
                "application/json": components["schemas"]["PivotViewInput"];
            };
        };
        responses: {
            /** @description Done; the body holds what was created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 201,
                     *       "body": {
                     *         "additionalMeta": {},
                     *         "created": "2026-01-12T09:30:00Z",
                     *         "description": "Quarterly sales.",
                     *         "id": "9a7e51c3d2b84f06a1e3c5d7f9b2a4e6",
                     *         "name": "Q1 sales",
                     *         "parentId": "4f1c2a9e7b4d4c1e9a552d8e6f0b1c7a",
                     *         "queryId": "d8205bca61a04d77ba769ab98c31ee77",
                     *         "queryResultId": "0b6e3c1f2a9d4e58b7c4a1f09e2d3c6b",
                     *         "updated": "2026-01-12T09:30:00Z",
                     *         "userId": "9a7e51c3d2b84f06a1e3c5d7f9b2a4e6",
                     *         "version": 1
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["PivotViewResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            423: components["responses"]["Locked"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getPivotView: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This API is described for the stable version
                 *     `2026-01-01`, which reportkit always sends unless told otherwise. The service's behaviour when the
                 *     header is omitted is not shown.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of the pivot view. One path segment: characters such as `/` and spaces are percent-encoded.
                 * @example 9a7e51c3d2b84f06a1e3c5d7f9b2a4e6
                 */
                pivotViewId: components["parameters"]["PivotViewId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; the body holds the answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 200,
                     *       "body": {
                     *         "additionalMeta": {},
                     *         "created": "2026-01-12T09:30:00Z",
                     *         "description": "Quarterly sales.",
                     *         "id": "4f1c2a9e7b4d4c1e9a552d8e6f0b1c7a",
                     *         "name": "Q1 sales",
                     *         "parentId": "d8205bca61a04d77ba769ab98c31ee77",
                     *         "queryId": "0b6e3c1f2a9d4e58b7c4a1f09e2d3c6b",
                     *         "queryResultId": "9a7e51c3d2b84f06a1e3c5d7f9b2a4e6",
                     *         "updated": "2026-01-12T09:30:00Z",
                     *         "userId": "4f1c2a9e7b4d4c1e9a552d8e6f0b1c7a",
                     *         "version": 1
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["PivotViewResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            423: components["responses"]["Locked"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    updatePivotView: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This API is described for the stable version
                 *     `2026-01-01`, which reportkit always sends unless told otherwise. The service's behaviour when the
                 *     header is omitted is not shown.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of the pivot view. One path segment: characters such as `/` and spaces are percent-encoded.
                 * @example 9a7e51c3d2b84f06a1e3c5d7f9b2a4e6
                 */
                pivotViewId: components["parameters"]["PivotViewId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Q1 sales",
                 *       "queryId": "d8205bca61a04d77ba769ab98c31ee77"
                 *     }
                 */
                "application/json": components["schemas"]["PivotViewInput"];
            };
        };
        responses: {
            /** @description Done; the body holds the answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 200,
                     *       "body": {
                     *         "additionalMeta": {},
                     *         "created": "2026-01-12T09:30:00Z",
                     *         "description": "Quarterly sales.",
                     *         "id": "0b6e3c1f2a9d4e58b7c4a1f09e2d3c6b",
                     *         "name": "Q1 sales",
                     *         "parentId": "9a7e51c3d2b84f06a1e3c5d7f9b2a4e6",
                     *         "queryId": "4f1c2a9e7b4d4c1e9a552d8e6f0b1c7a",
                     *         "queryResultId": "d8205bca61a04d77ba769ab98c31ee77",
                     *         "updated": "2026-01-12T09:30:00Z",
                     *         "userId": "0b6e3c1f2a9d4e58b7c4a1f09e2d3c6b",
                     *         "version": 1
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["PivotViewResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            423: components["responses"]["Locked"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    deletePivotView: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This API is described for the stable version
                 *     `2026-01-01`, which reportkit always sends unless told otherwise. The service's behaviour when the
                 *     header is omitted is not shown.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of the pivot view. One path segment: characters such as `/` and spaces are percent-encoded.
                 * @example 9a7e51c3d2b84f06a1e3c5d7f9b2a4e6
                 */
                pivotViewId: components["parameters"]["PivotViewId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; the body holds the answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 200,
                     *       "body": "4f1c2a9e7b4d4c1e9a552d8e6f0b1c7a"
                     *     }
                     */
                    "application/json": components["schemas"]["MessageResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            423: components["responses"]["Locked"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    listQueries: {
        parameters: {
            query?: {
                /**
                 * @description The `cursor` of the previous page, to get the next one. With it, `limit` and `offset` are ignored.
                 * @example eyJvZmZzZXQiOjJ9
                 */
                cursor?: components["parameters"]["Cursor"];
                /**
                 * @description Largest number of items in a page, 1 to 1000. Ignored with `cursor`.
                 * @example 100
                 */
                limit?: components["parameters"]["Limit"];
                /**
                 * @description How many items to skip before the first page, at least 0. Ignored with `cursor`.
                 * @example 0
                 */
                offset?: components["parameters"]["Offset"];
                /**
                 * @description Only the queries with these ids.
                 * @example [
                 *       "4f1c2a9e7b4d4c1e9a552d8e6f0b1c7a"
                 *     ]
                 */
                ids?: string[];
            };
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This API is described for the stable version
                 *     `2026-01-01`, which reportkit always sends unless told otherwise. The service's behaviour when the
                 *     header is omitted is not shown.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; the body holds the answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 200,
                     *       "body": [
                     *         {
                     *           "created": "2026-01-12T09:30:00Z",
                     *           "definition": {},
                     *           "dependencies": [
                     *             {
                     *               "databaseId": "9a7e51c3d2b84f06a1e3c5d7f9b2a4e6",
                     *               "system": "prep",
                     *               "tableId": "4f1c2a9e7b4d4c1e9a552d8e6f0b1c7a"
                     *             }
                     *           ],
                     *           "description": "Quarterly sales.",
                     *           "historyRevision": 1,
                     *           "id": "d8205bca61a04d77ba769ab98c31ee77",
                     *           "isShared": false,
                     *           "lastRun": "2026-01-12T09:30:00Z",
                     *           "lastRunBy": "lastRunBy-1",
                     *           "name": "Q1 sales",
                     *           "parameters": [
                     *             {
                     *               "mode": "scalar",
                     *               "name": "region",
                     *               "type": "string"
                     *             }
                     *           ],
                     *           "parentId": "0b6e3c1f2a9d4e58b7c4a1f09e2d3c6b",
                     *           "primaryQueryResultId": "9a7e51c3d2b84f06a1e3c5d7f9b2a4e6",
                     *           "queryText": "SELECT region, revenue FROM sales",
                     *           "temporary": false,
                     *           "type": "type-1",
                     *           "updated": "2026-01-12T09:30:00Z",
                     *           "userId": "4f1c2a9e7b4d4c1e9a552d8e6f0b1c7a",
                     *           "version": 1
                     *         }
                     *       ],
                     *       "cursor": null
                     *     }
                     */
                    "application/json": components["schemas"]["QueryListResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            423: components["responses"]["Locked"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    createQuery: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This API is described for the stable version
                 *     `2026-01-01`, which reportkit always sends unless told otherwise. The service's behaviour when the
                 *     header is omitted is not shown.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Q1 sales",
                 *       "queryText": "SELECT region, revenue FROM sales"
                 *     }
                 */
                "application/json": components["schemas"]["QueryInput"];
            };
        };
        responses: {
            /** @description Done; the body holds what was created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 201,
                     *       "body": {
                     *         "created": "2026-01-12T09:30:00Z",
                     *         "definition": {
                     *           "columns": [
                     *             {
                     *               "name": "Q1 sales"
                     *             }
                     *           ],
                     *           "decimalPlaces": 0,
                     *           "filters": [
                     *             {
                     *               "columnType": "integer",
                     *               "exclude": false,
                     *               "name": "Q1 sales"
                     *             }
                     *           ],
                     *           "grandTotalEnabled": "ENABLED",
                     *           "id": "d8205bca61a04d77ba769ab98c31ee77",
                     *           "multipleHeaders": false,
                     *           "pivotViewType": "CLASSIC",
                     *           "rows": [
                     *             {
                     *               "name": "Q1 sales"
                     *             }
                     *           ],
                     *           "sortColumns": [
                     *             "sortColumns-1"
                     *           ],
                     *           "subtotalEnabled": "ENABLED",
                     *           "values": [
                     *             {
                     *               "active": false,
                     *               "aggregation": "sum",
                     *               "name": "Q1 sales"
                     *             }
                     *           ]
                     *         },
                     *         "dependencies": [
                     *           {
                     *             "databaseId": "0b6e3c1f2a9d4e58b7c4a1f09e2d3c6b",
                     *             "system": "prep",
                     *             "tableId": "9a7e51c3d2b84f06a1e3c5d7f9b2a4e6"
                     *           }
                     *         ],
                     *         "description": "Quarterly sales.",
                     *         "historyRevision": 1,
                     *         "id": "4f1c2a9e7b4d4c1e9a552d8e6f0b1c7a",
                     *         "isShared": false,
                     *         "lastRun": "2026-01-12T09:30:00Z",
                     *         "lastRunBy": "lastRunBy-1",
                     *         "name": "Q1 sales",
                     *         "parameters": [
                     *           {
                     *             "mode": "scalar",
                     *             "name": "region",
                     *             "type": "string"
                     *           }
                     *         ],
                     *         "parentId": "d8205bca61a04d77ba769ab98c31ee77",
                     *         "primaryQueryResultId": "0b6e3c1f2a9d4e58b7c4a1f09e2d3c6b",
                     *         "queryText": "SELECT region, revenue FROM sales",
                     *         "temporary": false,
                     *         "type": "type-1",
                     *         "updated": "2026-01-12T09:30:00Z",
                     *         "userId": "9a7e51c3d2b84f06a1e3c5d7f9b2a4e6",
                     *         "version": 1
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["QueryResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            423: components["responses"]["Locked"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getQueryColumnData: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This API is described for the stable version
                 *     `2026-01-01`, which reportkit always sends unless told otherwise. The service's behaviour when the
                 *     header is omitted is not shown.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "queryText": "SELECT region, revenue FROM sales"
                 *     }
                 */
                "application/json": components["schemas"]["QueryTextInput"];
            };
        };
        responses: {
            /** @description Done; the body holds the answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 200,
                     *       "body": {
                     *         "columns": [
                     *           {}
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["QueryColumnDataResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            423: components["responses"]["Locked"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    isQueryValid: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This API is described for the stable version
                 *     `2026-01-01`, which reportkit always sends unless told otherwise. The service's behaviour when the
                 *     header is omitted is not shown.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Q1 sales",
                 *       "queryText": "SELECT region, revenue FROM sales"
                 *     }
                 */
                "application/json": components["schemas"]["QueryInput"];
            };
        };
        responses: {
            /** @description Done; the body holds the answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 200,
                     *       "body": {
                     *         "created": "2026-01-12T09:30:00Z",
                     *         "definition": {
                     *           "columns": [
                     *             {
                     *               "name": "Q1 sales"
                     *             }
                     *           ],
                     *           "decimalPlaces": 0,
                     *           "filters": [
                     *             {
                     *               "columnType": "integer",
                     *               "exclude": false,
                     *               "name": "Q1 sales"
                     *             }
                     *           ],
                     *           "grandTotalEnabled": "ENABLED",
                     *           "id": "4f1c2a9e7b4d4c1e9a552d8e6f0b1c7a",
                     *           "multipleHeaders": false,
                     *           "pivotViewType": "CLASSIC",
                     *           "rows": [
                     *             {
                     *               "name": "Q1 sales"
                     *             }
                     *           ],
                     *           "sortColumns": [
                     *             "sortColumns-1"
                     *           ],
                     *           "subtotalEnabled": "ENABLED",
                     *           "values": [
                     *             {
                     *               "active": false,
                     *               "aggregation": "sum",
                     *               "name": "Q1 sales"
                     *             }
                     *           ]
                     *         },
                     *         "dependencies": [
                     *           {
                     *             "databaseId": "d8205bca61a04d77ba769ab98c31ee77",
                     *             "system": "prep",
                     *             "tableId": "0b6e3c1f2a9d4e58b7c4a1f09e2d3c6b"
                     *           }
                     *         ],
                     *         "description": "Quarterly sales.",
                     *         "historyRevision": 1,
                     *         "id": "9a7e51c3d2b84f06a1e3c5d7f9b2a4e6",
                     *         "isShared": false,
                     *         "lastRun": "2026-01-12T09:30:00Z",
                     *         "lastRunBy": "lastRunBy-1",
                     *         "name": "Q1 sales",
                     *         "parameters": [
                     *           {
                     *             "mode": "scalar",
                     *             "name": "region",
                     *             "type": "string"
                     *           }
                     *         ],
                     *         "parentId": "4f1c2a9e7b4d4c1e9a552d8e6f0b1c7a",
                     *         "primaryQueryResultId": "d8205bca61a04d77ba769ab98c31ee77",
                     *         "queryText": "SELECT region, revenue FROM sales",
                     *         "temporary": false,
                     *         "type": "type-1",
                     *         "updated": "2026-01-12T09:30:00Z",
                     *         "userId": "0b6e3c1f2a9d4e58b7c4a1f09e2d3c6b",
                     *         "version": 1
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["QueryResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            423: components["responses"]["Locked"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getQuery: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This API is described for the stable version
                 *     `2026-01-01`, which reportkit always sends unless told otherwise. The service's behaviour when the
                 *     header is omitted is not shown.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of the saved query. One path segment: characters such as `/` and spaces are percent-encoded.
                 * @example 9a7e51c3d2b84f06a1e3c5d7f9b2a4e6
                 */
                queryId: components["parameters"]["QueryId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; the body holds the answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 200,
                     *       "body": {
                     *         "created": "2026-01-12T09:30:00Z",
                     *         "definition": {
                     *           "columns": [
                     *             {
                     *               "name": "Q1 sales"
                     *             }
                     *           ],
                     *           "decimalPlaces": 0,
                     *           "filters": [
                     *             {
                     *               "columnType": "integer",
                     *               "exclude": false,
                     *               "name": "Q1 sales"
                     *             }
                     *           ],
                     *           "grandTotalEnabled": "ENABLED",
                     *           "id": "9a7e51c3d2b84f06a1e3c5d7f9b2a4e6",
                     *           "multipleHeaders": false,
                     *           "pivotViewType": "CLASSIC",
                     *           "rows": [
                     *             {
                     *               "name": "Q1 sales"
                     *             }
                     *           ],
                     *           "sortColumns": [
                     *             "sortColumns-1"
                     *           ],
                     *           "subtotalEnabled": "ENABLED",
                     *           "values": [
                     *             {
                     *               "active": false,
                     *               "aggregation": "sum",
                     *               "name": "Q1 sales"
                     *             }
                     *           ]
                     *         },
                     *         "dependencies": [
                     *           {
                     *             "databaseId": "4f1c2a9e7b4d4c1e9a552d8e6f0b1c7a",
                     *             "system": "prep",
                     *             "tableId": "d8205bca61a04d77ba769ab98c31ee77"
                     *           }
                     *         ],
                     *         "description": "Quarterly sales.",
                     *         "historyRevision": 1,
                     *         "id": "0b6e3c1f2a9d4e58b7c4a1f09e2d3c6b",
                     *         "isShared": false,
                     *         "lastRun": "2026-01-12T09:30:00Z",
                     *         "lastRunBy": "lastRunBy-1",
                     *         "name": "Q1 sales",
                     *         "parameters": [
                     *           {
                     *             "mode": "scalar",
                     *             "name": "region",
                     *             "type": "string"
                     *           }
                     *         ],
                     *         "parentId": "9a7e51c3d2b84f06a1e3c5d7f9b2a4e6",
                     *         "primaryQueryResultId": "4f1c2a9e7b4d4c1e9a552d8e6f0b1c7a",
                     *         "queryText": "SELECT region, revenue FROM sales",
                     *         "temporary": false,
                     *         "type": "type-1",
                     *         "updated": "2026-01-12T09:30:00Z",
                     *         "userId": "d8205bca61a04d77ba769ab98c31ee77",
                     *         "version": 1
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["QueryResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            423: components["responses"]["Locked"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    updateQuery: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This API is described for the stable version
                 *     `2026-01-01`, which reportkit always sends unless told otherwise. The service's behaviour when the
                 *     header is omitted is not shown.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of the saved query. One path segment: characters such as `/` and spaces are percent-encoded.
                 * @example 9a7e51c3d2b84f06a1e3c5d7f9b2a4e6
                 */
                queryId: components["parameters"]["QueryId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Q1 sales",
                 *       "queryText": "SELECT region, revenue FROM sales"
                 *     }
                 */
                "application/json": components["schemas"]["QueryInput"];
            };
        };
        responses: {
            /** @description Done; the body holds the answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 200,
                     *       "body": {
                     *         "created": "2026-01-12T09:30:00Z",
                     *         "definition": {
                     *           "columns": [
                     *             {
                     *               "name": "Q1 sales"
                     *             }
                     *           ],
                     *           "decimalPlaces": 0,
                     *           "filters": [
                     *             {
                     *               "columnType": "integer",
                     *               "exclude": false,
                     *               "name": "Q1 sales"
                     *             }
                     *           ],
                     *           "grandTotalEnabled": "ENABLED",
                     *           "id": "0b6e3c1f2a9d4e58b7c4a1f09e2d3c6b",
                     *           "multipleHeaders": false,
                     *           "pivotViewType": "CLASSIC",
                     *           "rows": [
                     *             {
                     *               "name": "Q1 sales"
                     *             }
                     *           ],
                     *           "sortColumns": [
                     *             "sortColumns-1"
                     *           ],
                     *           "subtotalEnabled": "ENABLED",
                     *           "values": [
                     *             {
                     *               "active": false,
                     *               "aggregation": "sum",
                     *               "name": "Q1 sales"
                     *             }
                     *           ]
                     *         },
                     *         "dependencies": [
                     *           {
                     *             "databaseId": "9a7e51c3d2b84f06a1e3c5d7f9b2a4e6",
                     *             "system": "prep",
                     *             "tableId": "4f1c2a9e7b4d4c1e9a552d8e6f0b1c7a"
                     *           }
                     *         ],
                     *         "description": "Quarterly sales.",
                     *         "historyRevision": 1,
                     *         "id": "d8205bca61a04d77ba769ab98c31ee77",
                     *         "isShared": false,
                     *         "lastRun": "2026-01-12T09:30:00Z",
                     *         "lastRunBy": "lastRunBy-1",
                     *         "name": "Q1 sales",
                     *         "parameters": [
                     *           {
                     *             "mode": "scalar",
                     *             "name": "region",
                     *             "type": "string"
                     *           }
                     *         ],
                     *         "parentId": "0b6e3c1f2a9d4e58b7c4a1f09e2d3c6b",
                     *         "primaryQueryResultId": "9a7e51c3d2b84f06a1e3c5d7f9b2a4e6",
                     *         "queryText": "SELECT region, revenue FROM sales",
                     *         "temporary": false,
                     *         "type": "type-1",
                     *         "updated": "2026-01-12T09:30:00Z",
                     *         "userId": "4f1c2a9e7b4d4c1e9a552d8e6f0b1c7a",
                     *         "version": 1
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["QueryResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            423: components["responses"]["Locked"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    deleteQuery: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This API is described for the stable version
                 *     `2026-01-01`, which reportkit always sends unless told otherwise. The service's behaviour when the
                 *     header is omitted is not shown.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of the saved query. One path segment: characters such as `/` and spaces are percent-encoded.
                 * @example 9a7e51c3d2b84f06a1e3c5d7f9b2a4e6
                 */
                queryId: components["parameters"]["QueryId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; the body holds the answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 200,
                     *       "body": "4f1c2a9e7b4d4c1e9a552d8e6f0b1c7a"
                     *     }
                     */
                    "application/json": components["schemas"]["MessageResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            423: components["responses"]["Locked"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getDependencies: {
        parameters: {
            query?: {
                /**
                 * @description The `cursor` of the previous page, to get the next one. With it, `limit` and `offset` are ignored.
                 * @example eyJvZmZzZXQiOjJ9
                 */
                cursor?: components["parameters"]["Cursor"];
                /**
                 * @description Largest number of items in a page, 1 to 1000. Ignored with `cursor`.
                 * @example 100
                 */
                limit?: components["parameters"]["Limit"];
                /**
                 * @description How many items to skip before the first page, at least 0. Ignored with `cursor`.
                 * @example 0
                 */
                offset?: components["parameters"]["Offset"];
            };
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This API is described for the stable version
                 *     `2026-01-01`, which reportkit always sends unless told otherwise. The service's behaviour when the
                 *     header is omitted is not shown.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of the saved query. One path segment: characters such as `/` and spaces are percent-encoded.
                 * @example 9a7e51c3d2b84f06a1e3c5d7f9b2a4e6
                 */
                queryId: components["parameters"]["QueryId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; the body holds the answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 200,
                     *       "body": [
                     *         {
                     *           "created": "2026-01-12T09:30:00Z",
                     *           "databaseId": "d8205bca61a04d77ba769ab98c31ee77",
                     *           "datasetUpdated": "2026-01-12T09:30:00Z",
                     *           "deleted": false,
                     *           "description": "Quarterly sales.",
                     *           "hierarchyMetadata": {
                     *             "childColumnId": "0b6e3c1f2a9d4e58b7c4a1f09e2d3c6b",
                     *             "parentColumnId": "9a7e51c3d2b84f06a1e3c5d7f9b2a4e6"
                     *           },
                     *           "id": "4f1c2a9e7b4d4c1e9a552d8e6f0b1c7a",
                     *           "isShared": false,
                     *           "lastUploaded": "2026-01-12T09:30:00Z",
                     *           "name": "Q1 sales",
                     *           "parentId": "d8205bca61a04d77ba769ab98c31ee77",
                     *           "readOnly": false,
                     *           "tableSchema": {
                     *             "columns": [
                     *               {
                     *                 "name": "Q1 sales",
                     *                 "type": "string"
                     *               }
                     *             ]
                     *           },
                     *           "type": "data",
                     *           "uniqueTableConstraints": [
                     *             {
                     *               "id": "0b6e3c1f2a9d4e58b7c4a1f09e2d3c6b",
                     *               "name": "key_columns",
                     *               "tableId": "9a7e51c3d2b84f06a1e3c5d7f9b2a4e6",
                     *               "values": []
                     *             }
                     *           ],
                     *           "updated": "2026-01-12T09:30:00Z",
                     *           "userId": "4f1c2a9e7b4d4c1e9a552d8e6f0b1c7a",
                     *           "version": 1
                     *         }
                     *       ],
                     *       "cursor": null
                     *     }
                     */
                    "application/json": components["schemas"]["TableListResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            423: components["responses"]["Locked"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getTablesDependentOnQuery: {
        parameters: {
            query?: {
                /**
                 * @description The `cursor` of the previous page, to get the next one. With it, `limit` and `offset` are ignored.
                 * @example eyJvZmZzZXQiOjJ9
                 */
                cursor?: components["parameters"]["Cursor"];
                /**
                 * @description Largest number of items in a page, 1 to 1000. Ignored with `cursor`.
                 * @example 100
                 */
                limit?: components["parameters"]["Limit"];
                /**
                 * @description How many items to skip before the first page, at least 0. Ignored with `cursor`.
                 * @example 0
                 */
                offset?: components["parameters"]["Offset"];
            };
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This API is described for the stable version
                 *     `2026-01-01`, which reportkit always sends unless told otherwise. The service's behaviour when the
                 *     header is omitted is not shown.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of the saved query. One path segment: characters such as `/` and spaces are percent-encoded.
                 * @example 9a7e51c3d2b84f06a1e3c5d7f9b2a4e6
                 */
                queryId: components["parameters"]["QueryId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; the body holds the answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 200,
                     *       "body": [
                     *         {
                     *           "created": "2026-01-12T09:30:00Z",
                     *           "databaseId": "d8205bca61a04d77ba769ab98c31ee77",
                     *           "datasetUpdated": "2026-01-12T09:30:00Z",
                     *           "deleted": false,
                     *           "description": "Quarterly sales.",
                     *           "hierarchyMetadata": {
                     *             "childColumnId": "0b6e3c1f2a9d4e58b7c4a1f09e2d3c6b",
                     *             "parentColumnId": "9a7e51c3d2b84f06a1e3c5d7f9b2a4e6"
                     *           },
                     *           "id": "4f1c2a9e7b4d4c1e9a552d8e6f0b1c7a",
                     *           "isShared": false,
                     *           "lastUploaded": "2026-01-12T09:30:00Z",
                     *           "name": "Q1 sales",
                     *           "parentId": "d8205bca61a04d77ba769ab98c31ee77",
                     *           "readOnly": false,
                     *           "tableSchema": {
                     *             "columns": [
                     *               {
                     *                 "name": "Q1 sales",
                     *                 "type": "string"
                     *               }
                     *             ]
                     *           },
                     *           "type": "data",
                     *           "uniqueTableConstraints": [
                     *             {
                     *               "id": "0b6e3c1f2a9d4e58b7c4a1f09e2d3c6b",
                     *               "name": "key_columns",
                     *               "tableId": "9a7e51c3d2b84f06a1e3c5d7f9b2a4e6",
                     *               "values": []
                     *             }
                     *           ],
                     *           "updated": "2026-01-12T09:30:00Z",
                     *           "userId": "4f1c2a9e7b4d4c1e9a552d8e6f0b1c7a",
                     *           "version": 1
                     *         }
                     *       ],
                     *       "cursor": null
                     *     }
                     */
                    "application/json": components["schemas"]["TableListResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            423: components["responses"]["Locked"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    describeQuery: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This API is described for the stable version
                 *     `2026-01-01`, which reportkit always sends unless told otherwise. The service's behaviour when the
                 *     header is omitted is not shown.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of the saved query. One path segment: characters such as `/` and spaces are percent-encoded.
                 * @example 9a7e51c3d2b84f06a1e3c5d7f9b2a4e6
                 */
                queryId: components["parameters"]["QueryId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; the body holds the answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 200,
                     *       "body": {
                     *         "columns": [
                     *           {}
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["DescribeQueryResponseResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            423: components["responses"]["Locked"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    listQueryResults: {
        parameters: {
            query: {
                /**
                 * @description The query whose runs are listed.
                 * @example EMEA
                 */
                queryId: string;
                /**
                 * @description Only the caller's own runs.
                 * @example false
                 */
                userSpecific?: boolean;
                /**
                 * @description The `cursor` of the previous page, to get the next one. With it, `limit` and `offset` are ignored.
                 * @example eyJvZmZzZXQiOjJ9
                 */
                cursor?: components["parameters"]["Cursor"];
                /**
                 * @description Largest number of items in a page, 1 to 1000 (the service's default is not stated). Ignored with `cursor`.
                 * @example 100
                 */
                limit?: components["parameters"]["PageLimit"];
                /**
                 * @description How many items to skip before the first page, at least 0. Ignored with `cursor`.
                 * @example 0
                 */
                offset?: components["parameters"]["Offset"];
            };
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This API is described for the stable version
                 *     `2026-01-01`, which reportkit always sends unless told otherwise. The service's behaviour when the
                 *     header is omitted is not shown.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; the body holds the answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 200,
                     *       "body": [
                     *         {
                     *           "bytesScanned": 1,
                     *           "columns": [
                     *             {}
                     *           ],
                     *           "created": "2026-01-12T09:30:00Z",
                     *           "duration": 1,
                     *           "error": "error-1",
                     *           "id": "d8205bca61a04d77ba769ab98c31ee77",
                     *           "isExplain": false,
                     *           "parameters": {},
                     *           "pivotStatus": "NOT_STARTED",
                     *           "queryDto": {
                     *             "name": "Q1 sales",
                     *             "queryText": "SELECT region, revenue FROM sales"
                     *           },
                     *           "queryId": "0b6e3c1f2a9d4e58b7c4a1f09e2d3c6b",
                     *           "queryParameters": [
                     *             {
                     *               "mode": "scalar",
                     *               "name": "region",
                     *               "type": "string"
                     *             }
                     *           ],
                     *           "queryText": "SELECT region, revenue FROM sales",
                     *           "rowsReturned": 1,
                     *           "size": 1,
                     *           "status": "NOT_STARTED",
                     *           "updated": "2026-01-12T09:30:00Z",
                     *           "userId": "9a7e51c3d2b84f06a1e3c5d7f9b2a4e6",
                     *           "version": 1
                     *         }
                     *       ],
                     *       "cursor": null
                     *     }
                     */
                    "application/json": components["schemas"]["QueryResultListResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            423: components["responses"]["Locked"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    runQuery: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This API is described for the stable version
                 *     `2026-01-01`, which reportkit always sends unless told otherwise. The service's behaviour when the
                 *     header is omitted is not shown.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "queryId": "4f1c2a9e7b4d4c1e9a552d8e6f0b1c7a"
                 *     }
                 */
                "application/json": components["schemas"]["QueryResultInput"];
            };
        };
        responses: {
            /** @description Done; the body holds what was created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 201,
                     *       "body": {
                     *         "bytesScanned": 1,
                     *         "columns": [
                     *           {}
                     *         ],
                     *         "created": "2026-01-12T09:30:00Z",
                     *         "duration": 1,
                     *         "error": "error-1",
                     *         "id": "d8205bca61a04d77ba769ab98c31ee77",
                     *         "isExplain": false,
                     *         "parameters": {},
                     *         "pivotStatus": "NOT_STARTED",
                     *         "queryDto": {
                     *           "created": "2026-01-12T09:30:00Z",
                     *           "definition": {},
                     *           "dependencies": [
                     *             {
                     *               "databaseId": "0b6e3c1f2a9d4e58b7c4a1f09e2d3c6b",
                     *               "system": "prep",
                     *               "tableId": "9a7e51c3d2b84f06a1e3c5d7f9b2a4e6"
                     *             }
                     *           ],
                     *           "description": "Quarterly sales.",
                     *           "historyRevision": 1,
                     *           "id": "4f1c2a9e7b4d4c1e9a552d8e6f0b1c7a",
                     *           "isShared": false,
                     *           "lastRun": "2026-01-12T09:30:00Z",
                     *           "lastRunBy": "lastRunBy-1",
                     *           "name": "Q1 sales",
                     *           "parameters": [
                     *             {
                     *               "mode": "scalar",
                     *               "name": "region",
                     *               "type": "string"
                     *             }
                     *           ],
                     *           "parentId": "d8205bca61a04d77ba769ab98c31ee77",
                     *           "primaryQueryResultId": "0b6e3c1f2a9d4e58b7c4a1f09e2d3c6b",
                     *           "queryText": "SELECT region, revenue FROM sales",
                     *           "temporary": false,
                     *           "type": "type-1",
                     *           "updated": "2026-01-12T09:30:00Z",
                     *           "userId": "9a7e51c3d2b84f06a1e3c5d7f9b2a4e6",
                     *           "version": 1
                     *         },
                     *         "queryId": "4f1c2a9e7b4d4c1e9a552d8e6f0b1c7a",
                     *         "queryParameters": [
                     *           {
                     *             "mode": "scalar",
                     *             "name": "region",
                     *             "type": "string"
                     *           }
                     *         ],
                     *         "queryText": "SELECT region, revenue FROM sales",
                     *         "rowsReturned": 1,
                     *         "size": 1,
                     *         "status": "NOT_STARTED",
                     *         "updated": "2026-01-12T09:30:00Z",
                     *         "userId": "d8205bca61a04d77ba769ab98c31ee77",
                     *         "version": 1
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["QueryResultResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            423: components["responses"]["Locked"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getQueryResult: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This API is described for the stable version
                 *     `2026-01-01`, which reportkit always sends unless told otherwise. The service's behaviour when the
                 *     header is omitted is not shown.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of the query result (a run of a query). One path segment: characters such as `/` and spaces are percent-encoded.
                 * @example d8205bca61a04d77ba769ab98c31ee77
                 */
                queryResultId: components["parameters"]["QueryResultId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; the body holds the answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 200,
                     *       "body": {
                     *         "bytesScanned": 1,
                     *         "columns": [
                     *           {}
                     *         ],
                     *         "created": "2026-01-12T09:30:00Z",
                     *         "duration": 1,
                     *         "error": "error-1",
                     *         "id": "9a7e51c3d2b84f06a1e3c5d7f9b2a4e6",
                     *         "isExplain": false,
                     *         "parameters": {},
                     *         "pivotStatus": "NOT_STARTED",
                     *         "queryDto": {
                     *           "created": "2026-01-12T09:30:00Z",
                     *           "definition": {},
                     *           "dependencies": [
                     *             {
                     *               "databaseId": "4f1c2a9e7b4d4c1e9a552d8e6f0b1c7a",
                     *               "system": "prep",
                     *               "tableId": "d8205bca61a04d77ba769ab98c31ee77"
                     *             }
                     *           ],
                     *           "description": "Quarterly sales.",
                     *           "historyRevision": 1,
                     *           "id": "0b6e3c1f2a9d4e58b7c4a1f09e2d3c6b",
                     *           "isShared": false,
                     *           "lastRun": "2026-01-12T09:30:00Z",
                     *           "lastRunBy": "lastRunBy-1",
                     *           "name": "Q1 sales",
                     *           "parameters": [
                     *             {
                     *               "mode": "scalar",
                     *               "name": "region",
                     *               "type": "string"
                     *             }
                     *           ],
                     *           "parentId": "9a7e51c3d2b84f06a1e3c5d7f9b2a4e6",
                     *           "primaryQueryResultId": "4f1c2a9e7b4d4c1e9a552d8e6f0b1c7a",
                     *           "queryText": "SELECT region, revenue FROM sales",
                     *           "temporary": false,
                     *           "type": "type-1",
                     *           "updated": "2026-01-12T09:30:00Z",
                     *           "userId": "d8205bca61a04d77ba769ab98c31ee77",
                     *           "version": 1
                     *         },
                     *         "queryId": "0b6e3c1f2a9d4e58b7c4a1f09e2d3c6b",
                     *         "queryParameters": [
                     *           {
                     *             "mode": "scalar",
                     *             "name": "region",
                     *             "type": "string"
                     *           }
                     *         ],
                     *         "queryText": "SELECT region, revenue FROM sales",
                     *         "rowsReturned": 1,
                     *         "size": 1,
                     *         "status": "NOT_STARTED",
                     *         "updated": "2026-01-12T09:30:00Z",
                     *         "userId": "9a7e51c3d2b84f06a1e3c5d7f9b2a4e6",
                     *         "version": 1
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["QueryResultResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            423: components["responses"]["Locked"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    cancelQuery: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This API is described for the stable version
                 *     `2026-01-01`, which reportkit always sends unless told otherwise. The service's behaviour when the
                 *     header is omitted is not shown.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of the query result (a run of a query). One path segment: characters such as `/` and spaces are percent-encoded.
                 * @example d8205bca61a04d77ba769ab98c31ee77
                 */
                queryResultId: components["parameters"]["QueryResultId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; the body holds the answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 200,
                     *       "body": {
                     *         "bytesScanned": 1,
                     *         "columns": [
                     *           {}
                     *         ],
                     *         "created": "2026-01-12T09:30:00Z",
                     *         "duration": 1,
                     *         "error": "error-1",
                     *         "id": "0b6e3c1f2a9d4e58b7c4a1f09e2d3c6b",
                     *         "isExplain": false,
                     *         "parameters": {},
                     *         "pivotStatus": "NOT_STARTED",
                     *         "queryDto": {
                     *           "created": "2026-01-12T09:30:00Z",
                     *           "definition": {},
                     *           "dependencies": [
                     *             {
                     *               "databaseId": "9a7e51c3d2b84f06a1e3c5d7f9b2a4e6",
                     *               "system": "prep",
                     *               "tableId": "4f1c2a9e7b4d4c1e9a552d8e6f0b1c7a"
                     *             }
                     *           ],
                     *           "description": "Quarterly sales.",
                     *           "historyRevision": 1,
                     *           "id": "d8205bca61a04d77ba769ab98c31ee77",
                     *           "isShared": false,
                     *           "lastRun": "2026-01-12T09:30:00Z",
                     *           "lastRunBy": "lastRunBy-1",
                     *           "name": "Q1 sales",
                     *           "parameters": [
                     *             {
                     *               "mode": "scalar",
                     *               "name": "region",
                     *               "type": "string"
                     *             }
                     *           ],
                     *           "parentId": "0b6e3c1f2a9d4e58b7c4a1f09e2d3c6b",
                     *           "primaryQueryResultId": "9a7e51c3d2b84f06a1e3c5d7f9b2a4e6",
                     *           "queryText": "SELECT region, revenue FROM sales",
                     *           "temporary": false,
                     *           "type": "type-1",
                     *           "updated": "2026-01-12T09:30:00Z",
                     *           "userId": "4f1c2a9e7b4d4c1e9a552d8e6f0b1c7a",
                     *           "version": 1
                     *         },
                     *         "queryId": "d8205bca61a04d77ba769ab98c31ee77",
                     *         "queryParameters": [
                     *           {
                     *             "mode": "scalar",
                     *             "name": "region",
                     *             "type": "string"
                     *           }
                     *         ],
                     *         "queryText": "SELECT region, revenue FROM sales",
                     *         "rowsReturned": 1,
                     *         "size": 1,
                     *         "status": "NOT_STARTED",
                     *         "updated": "2026-01-12T09:30:00Z",
                     *         "userId": "0b6e3c1f2a9d4e58b7c4a1f09e2d3c6b",
                     *         "version": 1
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["QueryResultResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            423: components["responses"]["Locked"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    downloadQueryResult: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This API is described for the stable version
                 *     `2026-01-01`, which reportkit always sends unless told otherwise. The service's behaviour when the
                 *     header is omitted is not shown.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of the query result (a run of a query). One path segment: characters such as `/` and spaces are percent-encoded.
                 * @example d8205bca61a04d77ba769ab98c31ee77
                 */
                queryResultId: components["parameters"]["QueryResultId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The rows of the result, as a file. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /** @example cmVnaW9uLHJldmVudWUK */
                    "application/octet-stream": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            423: components["responses"]["Locked"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    exportQueryResultToSpreadsheets: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This API is described for the stable version
                 *     `2026-01-01`, which reportkit always sends unless told otherwise. The service's behaviour when the
                 *     header is omitted is not shown.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of the query result (a run of a query). One path segment: characters such as `/` and spaces are percent-encoded.
                 * @example d8205bca61a04d77ba769ab98c31ee77
                 */
                queryResultId: components["parameters"]["QueryResultId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /** @example {} */
                "application/json": components["schemas"]["ExportQueryResultInput"];
            };
        };
        responses: {
            /** @description Done; the body holds what was created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 201,
                     *       "body": "4f1c2a9e7b4d4c1e9a552d8e6f0b1c7a"
                     *     }
                     */
                    "application/json": components["schemas"]["MessageResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            423: components["responses"]["Locked"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    listSelectLists: {
        parameters: {
            query?: {
                /**
                 * @description The `cursor` of the previous page, to get the next one. With it, `limit` and `offset` are ignored.
                 * @example eyJvZmZzZXQiOjJ9
                 */
                cursor?: components["parameters"]["Cursor"];
                /**
                 * @description Largest number of items in a page, 1 to 1000 (the service's default is not stated). Ignored with `cursor`.
                 * @example 100
                 */
                limit?: components["parameters"]["PageLimit"];
                /**
                 * @description How many items to skip before the first page, at least 0. Ignored with `cursor`.
                 * @example 0
                 */
                offset?: components["parameters"]["Offset"];
            };
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This API is described for the stable version
                 *     `2026-01-01`, which reportkit always sends unless told otherwise. The service's behaviour when the
                 *     header is omitted is not shown.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; the body holds the answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 200,
                     *       "body": [
                     *         {
                     *           "created": "2026-01-12T09:30:00Z",
                     *           "description": "Quarterly sales.",
                     *           "id": "4f1c2a9e7b4d4c1e9a552d8e6f0b1c7a",
                     *           "name": "Q1 sales",
                     *           "type": "static",
                     *           "updated": "2026-01-12T09:30:00Z",
                     *           "userId": "d8205bca61a04d77ba769ab98c31ee77",
                     *           "valueType": "string",
                     *           "values": [
                     *             "EMEA"
                     *           ],
                     *           "version": 1
                     *         }
                     *       ],
                     *       "cursor": null
                     *     }
                     */
                    "application/json": components["schemas"]["SelectListListResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            423: components["responses"]["Locked"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    createSelectList: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This API is described for the stable version
                 *     `2026-01-01`, which reportkit always sends unless told otherwise. The service's behaviour when the
                 *     header is omitted is not shown.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Q1 sales",
                 *       "valueType": "string",
                 *       "values": [
                 *         "EMEA"
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["SelectListInput"];
            };
        };
        responses: {
            /** @description Done; the body holds what was created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 201,
                     *       "body": {
                     *         "created": "2026-01-12T09:30:00Z",
                     *         "description": "Quarterly sales.",
                     *         "id": "0b6e3c1f2a9d4e58b7c4a1f09e2d3c6b",
                     *         "name": "Q1 sales",
                     *         "type": "static",
                     *         "updated": "2026-01-12T09:30:00Z",
                     *         "userId": "9a7e51c3d2b84f06a1e3c5d7f9b2a4e6",
                     *         "valueType": "string",
                     *         "values": [
                     *           "EMEA"
                     *         ],
                     *         "version": 1
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["SelectListResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            423: components["responses"]["Locked"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    listSharedTables: {
        parameters: {
            query: {
                /**
                 * @description List the tables other workspaces share with this one instead of those it shares.
                 * @example true
                 */
                sharedWithMe?: boolean;
                /**
                 * @description Identifier of the table (a UUID without dashes).
                 * @example d8205bca61a04d77ba769ab98c31ee77
                 */
                tableId: components["parameters"]["TableIdQuery"];
                /**
                 * @description The `cursor` of the previous page, to get the next one. With it, `limit` and `offset` are ignored.
                 * @example eyJvZmZzZXQiOjJ9
                 */
                cursor?: components["parameters"]["Cursor"];
                /**
                 * @description Largest number of items in a page, 1 to 1000. Ignored with `cursor`.
                 * @example 100
                 */
                limit?: components["parameters"]["Limit"];
                /**
                 * @description How many items to skip before the first page, at least 0. Ignored with `cursor`.
                 * @example 0
                 */
                offset?: components["parameters"]["Offset"];
            };
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This API is described for the stable version
                 *     `2026-01-01`, which reportkit always sends unless told otherwise. The service's behaviour when the
                 *     header is omitted is not shown.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; the body holds the answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 200,
                     *       "body": [
                     *         {
                     *           "created": "2026-01-12T09:30:00Z",
                     *           "destinationWorkspaceId": "0b6e3c1f2a9d4e58b7c4a1f09e2d3c6b",
                     *           "id": "9a7e51c3d2b84f06a1e3c5d7f9b2a4e6",
                     *           "parentId": "4f1c2a9e7b4d4c1e9a552d8e6f0b1c7a",
                     *           "sourceTableId": "d8205bca61a04d77ba769ab98c31ee77",
                     *           "table": {
                     *             "isShared": false,
                     *             "name": "Q1 sales",
                     *             "tableSchema": {
                     *               "columns": []
                     *             },
                     *             "type": "data",
                     *             "uniqueTableConstraints": [
                     *               {
                     *                 "id": "0b6e3c1f2a9d4e58b7c4a1f09e2d3c6b",
                     *                 "name": "key_columns",
                     *                 "tableId": "9a7e51c3d2b84f06a1e3c5d7f9b2a4e6",
                     *                 "values": []
                     *               }
                     *             ]
                     *           },
                     *           "updated": "2026-01-12T09:30:00Z",
                     *           "userId": "4f1c2a9e7b4d4c1e9a552d8e6f0b1c7a",
                     *           "version": 1
                     *         }
                     *       ],
                     *       "cursor": null
                     *     }
                     */
                    "application/json": components["schemas"]["SharedTableListResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            423: components["responses"]["Locked"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    createSharedTable: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This API is described for the stable version
                 *     `2026-01-01`, which reportkit always sends unless told otherwise. The service's behaviour when the
                 *     header is omitted is not shown.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "destinationWorkspaceId": "d8205bca61a04d77ba769ab98c31ee77",
                 *       "sourceTableId": "0b6e3c1f2a9d4e58b7c4a1f09e2d3c6b"
                 *     }
                 */
                "application/json": components["schemas"]["SharedTableInput"];
            };
        };
        responses: {
            /** @description Done; the body holds what was created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 201,
                     *       "body": {
                     *         "created": "2026-01-12T09:30:00Z",
                     *         "destinationWorkspaceId": "9a7e51c3d2b84f06a1e3c5d7f9b2a4e6",
                     *         "id": "4f1c2a9e7b4d4c1e9a552d8e6f0b1c7a",
                     *         "parentId": "d8205bca61a04d77ba769ab98c31ee77",
                     *         "sourceTableId": "0b6e3c1f2a9d4e58b7c4a1f09e2d3c6b",
                     *         "table": {
                     *           "created": "2026-01-12T09:30:00Z",
                     *           "databaseId": "9a7e51c3d2b84f06a1e3c5d7f9b2a4e6",
                     *           "datasetUpdated": "2026-01-12T09:30:00Z",
                     *           "deleted": false,
                     *           "description": "Quarterly sales.",
                     *           "hierarchyMetadata": {
                     *             "childColumnId": "4f1c2a9e7b4d4c1e9a552d8e6f0b1c7a",
                     *             "parentColumnId": "d8205bca61a04d77ba769ab98c31ee77"
                     *           },
                     *           "id": "0b6e3c1f2a9d4e58b7c4a1f09e2d3c6b",
                     *           "isShared": false,
                     *           "lastUploaded": "2026-01-12T09:30:00Z",
                     *           "name": "Q1 sales",
                     *           "parentId": "9a7e51c3d2b84f06a1e3c5d7f9b2a4e6",
                     *           "readOnly": false,
                     *           "tableSchema": {
                     *             "columns": [
                     *               {
                     *                 "name": "Q1 sales",
                     *                 "type": "string"
                     *               }
                     *             ]
                     *           },
                     *           "type": "data",
                     *           "uniqueTableConstraints": [
                     *             {
                     *               "id": "4f1c2a9e7b4d4c1e9a552d8e6f0b1c7a",
                     *               "name": "key_columns",
                     *               "tableId": "d8205bca61a04d77ba769ab98c31ee77",
                     *               "values": []
                     *             }
                     *           ],
                     *           "updated": "2026-01-12T09:30:00Z",
                     *           "userId": "0b6e3c1f2a9d4e58b7c4a1f09e2d3c6b",
                     *           "version": 1
                     *         },
                     *         "updated": "2026-01-12T09:30:00Z",
                     *         "userId": "9a7e51c3d2b84f06a1e3c5d7f9b2a4e6",
                     *         "version": 1
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["SharedTableResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            423: components["responses"]["Locked"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getSharedTable: {
        parameters: {
            query?: {
                /**
                 * @description Read a share made by another workspace with this one.
                 * @example true
                 */
                sharedWithMe?: boolean;
            };
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This API is described for the stable version
                 *     `2026-01-01`, which reportkit always sends unless told otherwise. The service's behaviour when the
                 *     header is omitted is not shown.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of the share of a table. One path segment: characters such as `/` and spaces are percent-encoded.
                 * @example d8205bca61a04d77ba769ab98c31ee77
                 */
                sharedTableId: components["parameters"]["SharedTableId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; the body holds the answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 200,
                     *       "body": {
                     *         "created": "2026-01-12T09:30:00Z",
                     *         "destinationWorkspaceId": "4f1c2a9e7b4d4c1e9a552d8e6f0b1c7a",
                     *         "id": "d8205bca61a04d77ba769ab98c31ee77",
                     *         "parentId": "0b6e3c1f2a9d4e58b7c4a1f09e2d3c6b",
                     *         "sourceTableId": "9a7e51c3d2b84f06a1e3c5d7f9b2a4e6",
                     *         "table": {
                     *           "created": "2026-01-12T09:30:00Z",
                     *           "databaseId": "4f1c2a9e7b4d4c1e9a552d8e6f0b1c7a",
                     *           "datasetUpdated": "2026-01-12T09:30:00Z",
                     *           "deleted": false,
                     *           "description": "Quarterly sales.",
                     *           "hierarchyMetadata": {
                     *             "childColumnId": "d8205bca61a04d77ba769ab98c31ee77",
                     *             "parentColumnId": "0b6e3c1f2a9d4e58b7c4a1f09e2d3c6b"
                     *           },
                     *           "id": "9a7e51c3d2b84f06a1e3c5d7f9b2a4e6",
                     *           "isShared": false,
                     *           "lastUploaded": "2026-01-12T09:30:00Z",
                     *           "name": "Q1 sales",
                     *           "parentId": "4f1c2a9e7b4d4c1e9a552d8e6f0b1c7a",
                     *           "readOnly": false,
                     *           "tableSchema": {
                     *             "columns": [
                     *               {
                     *                 "name": "Q1 sales",
                     *                 "type": "string"
                     *               }
                     *             ]
                     *           },
                     *           "type": "data",
                     *           "uniqueTableConstraints": [
                     *             {
                     *               "id": "d8205bca61a04d77ba769ab98c31ee77",
                     *               "name": "key_columns",
                     *               "tableId": "0b6e3c1f2a9d4e58b7c4a1f09e2d3c6b",
                     *               "values": []
                     *             }
                     *           ],
                     *           "updated": "2026-01-12T09:30:00Z",
                     *           "userId": "9a7e51c3d2b84f06a1e3c5d7f9b2a4e6",
                     *           "version": 1
                     *         },
                     *         "updated": "2026-01-12T09:30:00Z",
                     *         "userId": "4f1c2a9e7b4d4c1e9a552d8e6f0b1c7a",
                     *         "version": 1
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["SharedTableResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            423: components["responses"]["Locked"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    deleteSharedTable: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This API is described for the stable version
                 *     `2026-01-01`, which reportkit always sends unless told otherwise. The service's behaviour when the
                 *     header is omitted is not shown.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of the share of a table. One path segment: characters such as `/` and spaces are percent-encoded.
                 * @example d8205bca61a04d77ba769ab98c31ee77
                 */
                sharedTableId: components["parameters"]["SharedTableId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; the body holds the answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 200,
                     *       "body": "4f1c2a9e7b4d4c1e9a552d8e6f0b1c7a"
                     *     }
                     */
                    "application/json": components["schemas"]["MessageResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            423: components["responses"]["Locked"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getTables: {
        parameters: {
            query?: {
                /**
                 * @description Also list the tables other workspaces share with this one.
                 * @example false
                 */
                includeShared?: boolean;
                /**
                 * @description The `cursor` of the previous page, to get the next one. With it, `limit` and `offset` are ignored.
                 * @example eyJvZmZzZXQiOjJ9
                 */
                cursor?: components["parameters"]["Cursor"];
                /**
                 * @description Largest number of items in a page, 1 to 1000. Ignored with `cursor`.
                 * @example 100
                 */
                limit?: components["parameters"]["Limit"];
                /**
                 * @description How many items to skip before the first page, at least 0. Ignored with `cursor`.
                 * @example 0
                 */
                offset?: components["parameters"]["Offset"];
            };
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This API is described for the stable version
                 *     `2026-01-01`, which reportkit always sends unless told otherwise. The service's behaviour when the
                 *     header is omitted is not shown.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; the body holds the answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 200,
                     *       "body": [
                     *         {
                     *           "created": "2026-01-12T09:30:00Z",
                     *           "databaseId": "d8205bca61a04d77ba769ab98c31ee77",
                     *           "datasetUpdated": "2026-01-12T09:30:00Z",
                     *           "deleted": false,
                     *           "description": "Quarterly sales.",
                     *           "hierarchyMetadata": {
                     *             "childColumnId": "0b6e3c1f2a9d4e58b7c4a1f09e2d3c6b",
                     *             "parentColumnId": "9a7e51c3d2b84f06a1e3c5d7f9b2a4e6"
                     *           },
                     *           "id": "4f1c2a9e7b4d4c1e9a552d8e6f0b1c7a",
                     *           "isShared": false,
                     *           "lastUploaded": "2026-01-12T09:30:00Z",
                     *           "name": "Q1 sales",
                     *           "parentId": "d8205bca61a04d77ba769ab98c31ee77",
                     *           "readOnly": false,
                     *           "tableSchema": {
                     *             "columns": [
                     *               {
                     *                 "name": "Q1 sales",
                     *                 "type": "string"
                     *               }
                     *             ]
                     *           },
                     *           "type": "data",
                     *           "uniqueTableConstraints": [
                     *             {
                     *               "id": "0b6e3c1f2a9d4e58b7c4a1f09e2d3c6b",
                     *               "name": "key_columns",
                     *               "tableId": "9a7e51c3d2b84f06a1e3c5d7f9b2a4e6",
                     *               "values": []
                     *             }
                     *           ],
                     *           "updated": "2026-01-12T09:30:00Z",
                     *           "userId": "4f1c2a9e7b4d4c1e9a552d8e6f0b1c7a",
                     *           "version": 1
                     *         }
                     *       ],
                     *       "cursor": null
                     *     }
                     */
                    "application/json": components["schemas"]["TableListResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            423: components["responses"]["Locked"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    createTable: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This API is described for the stable version
                 *     `2026-01-01`, which reportkit always sends unless told otherwise. The service's behaviour when the
                 *     header is omitted is not shown.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Q1 sales",
                 *       "tableSchema": {
                 *         "columns": [
                 *           {
                 *             "name": "Q1 sales",
                 *             "type": "string"
                 *           }
                 *         ]
                 *       },
                 *       "type": "data",
                 *       "uniqueTableConstraints": [
                 *         {
                 *           "id": "d8205bca61a04d77ba769ab98c31ee77",
                 *           "name": "key_columns",
                 *           "tableId": "0b6e3c1f2a9d4e58b7c4a1f09e2d3c6b",
                 *           "values": [
                 *             "values-1"
                 *           ]
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["TableInput"];
            };
        };
        responses: {
            /** @description Done; the body holds what was created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 201,
                     *       "body": {
                     *         "created": "2026-01-12T09:30:00Z",
                     *         "databaseId": "9a7e51c3d2b84f06a1e3c5d7f9b2a4e6",
                     *         "datasetUpdated": "2026-01-12T09:30:00Z",
                     *         "deleted": false,
                     *         "description": "Quarterly sales.",
                     *         "hierarchyMetadata": {
                     *           "childColumnId": "4f1c2a9e7b4d4c1e9a552d8e6f0b1c7a",
                     *           "parentColumnId": "d8205bca61a04d77ba769ab98c31ee77"
                     *         },
                     *         "id": "0b6e3c1f2a9d4e58b7c4a1f09e2d3c6b",
                     *         "isShared": false,
                     *         "lastUploaded": "2026-01-12T09:30:00Z",
                     *         "name": "Q1 sales",
                     *         "parentId": "9a7e51c3d2b84f06a1e3c5d7f9b2a4e6",
                     *         "readOnly": false,
                     *         "tableSchema": {
                     *           "columns": [
                     *             {
                     *               "name": "Q1 sales",
                     *               "type": "string"
                     *             }
                     *           ]
                     *         },
                     *         "type": "data",
                     *         "uniqueTableConstraints": [
                     *           {
                     *             "id": "4f1c2a9e7b4d4c1e9a552d8e6f0b1c7a",
                     *             "name": "key_columns",
                     *             "tableId": "d8205bca61a04d77ba769ab98c31ee77",
                     *             "values": [
                     *               "values-1"
                     *             ]
                     *           }
                     *         ],
                     *         "updated": "2026-01-12T09:30:00Z",
                     *         "userId": "0b6e3c1f2a9d4e58b7c4a1f09e2d3c6b",
                     *         "version": 1
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["TableResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            423: components["responses"]["Locked"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getDependents: {
        parameters: {
            query?: {
                /**
                 * @description The `cursor` of the previous page, to get the next one. With it, `limit` and `offset` are ignored.
                 * @example eyJvZmZzZXQiOjJ9
                 */
                cursor?: components["parameters"]["Cursor"];
                /**
                 * @description Largest number of items in a page, 1 to 1000. Ignored with `cursor`.
                 * @example 100
                 */
                limit?: components["parameters"]["Limit"];
                /**
                 * @description How many items to skip before the first page, at least 0. Ignored with `cursor`.
                 * @example 0
                 */
                offset?: components["parameters"]["Offset"];
            };
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This API is described for the stable version
                 *     `2026-01-01`, which reportkit always sends unless told otherwise. The service's behaviour when the
                 *     header is omitted is not shown.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Id of the data-preparation table. One path segment: characters such as `/` and spaces are
                 *     percent-encoded.
                 * @example d8205bca61a04d77ba769ab98c31ee77
                 */
                tableId: components["parameters"]["TableId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; the body holds the answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 200,
                     *       "body": [
                     *         {
                     *           "created": "2026-01-12T09:30:00Z",
                     *           "definition": {},
                     *           "dependencies": [
                     *             {
                     *               "databaseId": "d8205bca61a04d77ba769ab98c31ee77",
                     *               "system": "prep",
                     *               "tableId": "0b6e3c1f2a9d4e58b7c4a1f09e2d3c6b"
                     *             }
                     *           ],
                     *           "description": "Quarterly sales.",
                     *           "historyRevision": 1,
                     *           "id": "9a7e51c3d2b84f06a1e3c5d7f9b2a4e6",
                     *           "isShared": false,
                     *           "lastRun": "2026-01-12T09:30:00Z",
                     *           "lastRunBy": "lastRunBy-1",
                     *           "name": "Q1 sales",
                     *           "parameters": [
                     *             {
                     *               "mode": "scalar",
                     *               "name": "region",
                     *               "type": "string"
                     *             }
                     *           ],
                     *           "parentId": "4f1c2a9e7b4d4c1e9a552d8e6f0b1c7a",
                     *           "primaryQueryResultId": "d8205bca61a04d77ba769ab98c31ee77",
                     *           "queryText": "SELECT region, revenue FROM sales",
                     *           "temporary": false,
                     *           "type": "type-1",
                     *           "updated": "2026-01-12T09:30:00Z",
                     *           "userId": "0b6e3c1f2a9d4e58b7c4a1f09e2d3c6b",
                     *           "version": 1
                     *         }
                     *       ],
                     *       "cursor": null
                     *     }
                     */
                    "application/json": components["schemas"]["QueryListResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            423: components["responses"]["Locked"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    unimportFile: {
        parameters: {
            query?: {
                /**
                 * @description Take the file out even when other records depend on it (`true` or `false`).
                 * @example false
                 */
                force?: string;
            };
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This API is described for the stable version
                 *     `2026-01-01`, which reportkit always sends unless told otherwise. The service's behaviour when the
                 *     header is omitted is not shown.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Id of the data-preparation table. One path segment: characters such as `/` and spaces are
                 *     percent-encoded.
                 * @example d8205bca61a04d77ba769ab98c31ee77
                 */
                tableId: components["parameters"]["TableId"];
                /**
                 * @description Identifier of the file. One path segment: characters such as `/` and spaces are percent-encoded.
                 * @example file-a19cc1b7
                 */
                fileId: components["parameters"]["FileId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; the body holds the answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 200,
                     *       "body": {
                     *         "columnMappings": {
                     *           "col-a": "region"
                     *         },
                     *         "created": "2026-01-12T09:30:00Z",
                     *         "delimiter": ",",
                     *         "id": "9a7e51c3d2b84f06a1e3c5d7f9b2a4e6",
                     *         "key": "quarter",
                     *         "metadata": {},
                     *         "name": "Q1 sales",
                     *         "numErrors": 1,
                     *         "numRecords": 1,
                     *         "originalFileSize": 1,
                     *         "source": "source-1",
                     *         "status": "STAGING",
                     *         "tableId": "4f1c2a9e7b4d4c1e9a552d8e6f0b1c7a",
                     *         "tags": {
                     *           "quarter": "Q1"
                     *         },
                     *         "updated": "2026-01-12T09:30:00Z",
                     *         "userId": "d8205bca61a04d77ba769ab98c31ee77",
                     *         "version": 1
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["FileMetaResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            423: components["responses"]["Locked"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getImportInfo: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This API is described for the stable version
                 *     `2026-01-01`, which reportkit always sends unless told otherwise. The service's behaviour when the
                 *     header is omitted is not shown.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Id of the data-preparation table. One path segment: characters such as `/` and spaces are
                 *     percent-encoded.
                 * @example d8205bca61a04d77ba769ab98c31ee77
                 */
                tableId: components["parameters"]["TableId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; the body holds the answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 200,
                     *       "body": {
                     *         "numFiles": 1,
                     *         "numRecords": 1,
                     *         "tableId": "0b6e3c1f2a9d4e58b7c4a1f09e2d3c6b"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ImportInfoResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            423: components["responses"]["Locked"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    importFromSpreadsheets: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This API is described for the stable version
                 *     `2026-01-01`, which reportkit always sends unless told otherwise. The service's behaviour when the
                 *     header is omitted is not shown.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Id of the data-preparation table. One path segment: characters such as `/` and spaces are
                 *     percent-encoded.
                 * @example d8205bca61a04d77ba769ab98c31ee77
                 */
                tableId: components["parameters"]["TableId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Q1 sales",
                 *       "url": "https://app.reporting.invalid/spreadsheets/5b4f/sheets/1"
                 *     }
                 */
                "application/json": components["schemas"]["ImportFromSpreadsheetInput"];
            };
        };
        responses: {
            /** @description Done; the body holds the answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 200,
                     *       "body": {
                     *         "columnMappings": {
                     *           "col-a": "region"
                     *         },
                     *         "created": "2026-01-12T09:30:00Z",
                     *         "delimiter": ",",
                     *         "id": "9a7e51c3d2b84f06a1e3c5d7f9b2a4e6",
                     *         "key": "quarter",
                     *         "metadata": {},
                     *         "name": "Q1 sales",
                     *         "numErrors": 1,
                     *         "numRecords": 1,
                     *         "originalFileSize": 1,
                     *         "source": "source-1",
                     *         "status": "STAGING",
                     *         "tableId": "4f1c2a9e7b4d4c1e9a552d8e6f0b1c7a",
                     *         "tags": {
                     *           "quarter": "Q1"
                     *         },
                     *         "updated": "2026-01-12T09:30:00Z",
                     *         "userId": "d8205bca61a04d77ba769ab98c31ee77",
                     *         "version": 1
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["FileMetaResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            423: components["responses"]["Locked"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    updateTag: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This API is described for the stable version
                 *     `2026-01-01`, which reportkit always sends unless told otherwise. The service's behaviour when the
                 *     header is omitted is not shown.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of the tag. One path segment: characters such as `/` and spaces are percent-encoded.
                 * @example d8205bca61a04d77ba769ab98c31ee77
                 */
                tagId: components["parameters"]["TagId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "key": "quarter"
                 *     }
                 */
                "application/json": components["schemas"]["TagInput"];
            };
        };
        responses: {
            /** @description Done; the body holds the answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 200,
                     *       "body": {
                     *         "created": "2026-01-12T09:30:00Z",
                     *         "id": "4f1c2a9e7b4d4c1e9a552d8e6f0b1c7a",
                     *         "key": "quarter",
                     *         "updated": "2026-01-12T09:30:00Z",
                     *         "userId": "d8205bca61a04d77ba769ab98c31ee77",
                     *         "values": [
                     *           "values-1"
                     *         ],
                     *         "version": 1
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["TagResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            423: components["responses"]["Locked"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    deleteTag: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This API is described for the stable version
                 *     `2026-01-01`, which reportkit always sends unless told otherwise. The service's behaviour when the
                 *     header is omitted is not shown.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of the tag. One path segment: characters such as `/` and spaces are percent-encoded.
                 * @example d8205bca61a04d77ba769ab98c31ee77
                 */
                tagId: components["parameters"]["TagId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; the body holds the answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 200,
                     *       "body": "4f1c2a9e7b4d4c1e9a552d8e6f0b1c7a"
                     *     }
                     */
                    "application/json": components["schemas"]["MessageResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            423: components["responses"]["Locked"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    createToken: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This API is described for the stable version
                 *     `2026-01-01`, which reportkit always sends unless told otherwise. The service's behaviour when the
                 *     header is omitted is not shown.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "objectId": "0b6e3c1f2a9d4e58b7c4a1f09e2d3c6b"
                 *     }
                 */
                "application/json": components["schemas"]["TokenInput"];
            };
        };
        responses: {
            /** @description Done; the body holds what was created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 201,
                     *       "body": {
                     *         "created": "2026-01-12T09:30:00Z",
                     *         "id": "9a7e51c3d2b84f06a1e3c5d7f9b2a4e6",
                     *         "objectId": "4f1c2a9e7b4d4c1e9a552d8e6f0b1c7a",
                     *         "updated": "2026-01-12T09:30:00Z",
                     *         "useFlatKey": false,
                     *         "userId": "d8205bca61a04d77ba769ab98c31ee77",
                     *         "version": 1
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["TokenResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            423: components["responses"]["Locked"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    downloadFile: {
        parameters: {
            query?: {
                /**
                 * @description Name to give the downloaded file.
                 * @example EMEA
                 */
                filename?: string;
            };
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This API is described for the stable version
                 *     `2026-01-01`, which reportkit always sends unless told otherwise. The service's behaviour when the
                 *     header is omitted is not shown.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description The download token made by createToken. One path segment: characters such as `/` and spaces are percent-encoded.
                 * @example tok-5d1e0c
                 */
                tokenId: components["parameters"]["TokenId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file the token was made for. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /** @example cmVnaW9uLHJldmVudWUK */
                    "application/octet-stream": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            423: components["responses"]["Locked"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    parseDate: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This API is described for the stable version
                 *     `2026-01-01`, which reportkit always sends unless told otherwise. The service's behaviour when the
                 *     header is omitted is not shown.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "candidate": "2026-01-12",
                 *       "dateFormat": "yyyy-MM-dd"
                 *     }
                 */
                "application/json": components["schemas"]["DatetimeInput"];
            };
        };
        responses: {
            /** @description Done; the body holds the answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 200,
                     *       "body": "4f1c2a9e7b4d4c1e9a552d8e6f0b1c7a"
                     *     }
                     */
                    "application/json": components["schemas"]["MessageResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            423: components["responses"]["Locked"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    healthCheck: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This API is described for the stable version
                 *     `2026-01-01`, which reportkit always sends unless told otherwise. The service's behaviour when the
                 *     header is omitted is not shown.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; the body holds the answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 200,
                     *       "body": {
                     *         "status": "UP"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["HealthResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            423: components["responses"]["Locked"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
}
