// ⚠️ GENERATED FILE: DO NOT EDIT.
// Produced from specs/platform/openapi.yaml by scripts/generate.mjs (openapi-typescript).
// Change the spec, then run `pnpm generate`; CI fails when this file drifts from the spec.

export interface paths {
    "/files/{fileId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a file
         * @description Returns one file, found by its identifier. The answer carries its kind, container, state and who created and last changed it.
         */
        get: operations["getFileById"];
        /**
         * Replace a file's metadata
         * @description Replaces the file's metadata as a whole. This is a full replacement, not a partial update: send every
         *     writable property (`name`, `kind`, `type`, `container`, `template`). Setting `container` moves the
         *     file to another folder. Answers with the updated file.
         */
        put: operations["updateFile"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change a file with JSON Patch
         * @description Applies a JSON Patch document (RFC 6902) to the file's metadata and answers with the updated file. This is the live service's way to rename a file or change its kind; `PUT /files/{fileId}` (`updateFile`) replaces the whole metadata instead.
         */
        patch: operations["partiallyUpdateFileById"];
        trace?: never;
    };
    "/testForms/{testFormId}/testPhases/{testPhaseId}/matrices/{matrixId}/samples/insertion": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Insert samples into a matrix
         * @description Appends samples to the end of the matrix, asynchronously. New samples carry no `id`: the service
         *     generates one for each. Poll the returned location for the result.
         */
        post: operations["insertSamples"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/testForms/{testFormId}/testPhases/{testPhaseId}/matrices/{matrixId}/samples/{sampleId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a sample
         * @description Returns one sample (row) of a matrix. Use `$expand=attachments` to include its attachments.
         */
        get: operations["getSample"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update sample
         * @description Changes the resource at `/testForms/{testFormId}/testPhases/{testPhaseId}/matrices/{matrixId}/samples/{sampleId}` with a JSON Patch document (RFC 6902) and answers with the updated resource.
         */
        patch: operations["partiallyUpdateSampleById"];
        trace?: never;
    };
    "/testForms/{testFormId}/testPhases/{testPhaseId}/matrices/{matrixId}/samples/{sampleId}/attachments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a sample's attachments
         * @description Returns the files attached to a sample, a page at a time. Follow `@nextLink` unchanged until it is
         *     absent or null.
         */
        get: operations["listSampleAttachments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/spreadsheets/{spreadsheetId}/sheets/{sheetId}/values/{range}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the values of a range
         * @description Returns the cell values of the range (A1 notation) as rows, at most `$maxcellsperpage` cells per page; follow `@nextLink` unchanged until it is absent or null. `$valuestyle` chooses between the values as entered (`raw`, formulas included) and as computed (`calculated`, the default). Numbers come on a scale of ones, whatever the cells' scale formatting.
         */
        get: operations["getValuesByRange"];
        /**
         * Write the values of a range
         * @description Writes all values of an A1-notation range of a sheet, asynchronously. The provided values must not
         *     exceed the addressed range; when they cover less, every cell of the addressed range is cleared,
         *     including those not covered, and an empty `values` array clears the range. A `null` cell is left
         *     unchanged. Numbers are written on a scale of ones, whatever the cell's scale formatting. The service
         *     accepts 60 of these requests per minute across the whole workspace.
         */
        put: operations["updateRangeValues"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/spreadsheets/{spreadsheetId}/sheets/{sheetId}/dataset": {
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
         * Delete a sheet's dataset
         * @description Deletes the dataset of a sheet, asynchronously. With `$deletevalues=true` the dataset's values are
         *     deleted from the sheet too; by default they stay.
         */
        delete: operations["deleteSheetDataset"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/organizations/{organizationId}/workspaces/{workspaceId}/activities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a workspace's activities
         * @description Returns the audit activities of a workspace, a page at a time. Filter with `$filter` and sort by
         *     `activityDateTime` with `$orderBy`. Follow `@nextLink` unchanged until it is absent or null.
         */
        get: operations["listActivities"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operations/{operationId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get an operation's status
         * @description Returns the state of an asynchronous operation, the URL a `202 Accepted` response points to. Wait
         *     `Retry-After` seconds between polls. `status` is open: `completed`, `cancelled` and `failed` are
         *     final, and any other value (known: `acknowledged`, `queued`, `started`) means the operation is
         *     still running. Any one of the read scopes grants access: `file:read`, `graph:read` or
         *     `activity:read` (reportkit's reading of the live service; the scope of this endpoint is not
         *     documented).
         */
        get: operations["getOperation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/files/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Import a file
         * @description Starts importing a file, asynchronously. The answer's `uploadUrl` is where to `PUT` the file's bytes
         *     (with the same authorization); then poll `Location`. The imported files are listed at
         *     `GET /operations/{operationId}/importFileResults`. Too many concurrent copies, imports or exports in
         *     the workspace answer 429 with the code `concurrent_operations_exceeded` and a `Retry-After`.
         */
        post: operations["importFile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/files/{fileId}/copy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Copy a file
         * @description Copies a file, asynchronously, into `destinationContainer` (by default the file's own folder), named
         *     `destinationName` when given. `options` choose what the copy carries over; every flag defaults to
         *     false. Poll the returned location; the new files are listed at
         *     `GET /operations/{operationId}/copyFileResults`. Too many concurrent copies, imports or exports in the
         *     workspace answer 429 with the code `concurrent_operations_exceeded` and a `Retry-After`.
         */
        post: operations["copyFile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/files/{fileId}/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Export a file
         * @description Exports a file, asynchronously, to the format chosen in the member matching `kind`. When the polled
         *     operation completes, its `resourceUrl` is the download URL (`GET` it with the same authorization).
         *     Too many concurrent copies, imports or exports in the workspace answer 429 with the code
         *     `concurrent_operations_exceeded` and a `Retry-After`.
         */
        post: operations["exportFileById"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/files/{fileId}/trash": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Trash a file
         * @description Moves a file to the trash, asynchronously. Trashing a folder trashes its contents recursively. The file's `state` becomes `Trashed`. The body is required and must be the empty object `{}`. Poll the returned location.
         */
        post: operations["trashFileById"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/files/{fileId}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Restore a file
         * @description Restores a trashed file, asynchronously. The file's `state` becomes `Active` again. The body is required and must be the empty object `{}`. Poll the returned location.
         */
        post: operations["restoreFileById"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/spreadsheets/{spreadsheetId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a spreadsheet
         * @description Returns the metadata of a spreadsheet: its name, revision, lock and link status and custom fields.
         *     Pin a revision with `$revision`.
         */
        get: operations["getSpreadsheetById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change a spreadsheet
         * @description Applies a JSON Patch document (RFC 6902) to the spreadsheet's properties. Runs asynchronously: the answer is `202 Accepted`; poll its `Location` until the operation settles. Once it has completed, `GET /operations/{operationId}/patchSpreadsheetResults` says which revision the change produced.
         */
        patch: operations["partiallyUpdateSpreadsheetById"];
        trace?: never;
    };
    "/spreadsheets/{spreadsheetId}/sheets/{sheetId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a sheet
         * @description Returns one sheet, found by its identifier. Pin a revision with `$revision`.
         */
        get: operations["getSheetById"];
        put?: never;
        post?: never;
        /**
         * Delete a sheet
         * @description Deletes a sheet of a spreadsheet and answers 204 without a body. A sheet that contains XBRL is only
         *     deleted with `force=true`.
         */
        delete: operations["deleteSheetById"];
        options?: never;
        head?: never;
        /**
         * Change a sheet
         * @description Applies a JSON Patch document (RFC 6902) to the sheet's properties. Runs asynchronously: the answer is `202 Accepted`; poll its `Location` until the operation settles. Once it has completed, `GET /operations/{operationId}/patchSheetResults` says which revision the change produced.
         */
        patch: operations["partiallyUpdateSheetById"];
        trace?: never;
    };
    "/content/richText/{richTextId}/paragraphs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the paragraphs of a rich text
         * @description Returns the paragraphs of a rich text (such as the body of a document section) with their text
         *     elements, formats and layout, a page at a time, and the revision they were read at. Pin a revision
         *     with `$revision`. Follow `@nextLink` unchanged until it is absent or null.
         */
        get: operations["getRichTextParagraphs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/content/tables/{tableId}/rangeLinks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the range links of a table
         * @description Returns the range links of a table, source and destination links alike, a page at a time. Pin a
         *     revision with `$revision`. Follow `@nextLink` unchanged until it is absent or null.
         */
        get: operations["getRangeLinks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/content/tables/{tableId}/rangeLinks/{rangeLinkId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a range link
         * @description Returns one range link of a table: a source link with its range, or a destination link with the
         *     source link it copies. Pin a revision with `$revision`.
         */
        get: operations["getRangeLinkById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/content/tables/{tableId}/rangeLinks/{rangeLinkId}/destinations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the destinations of a source range link
         * @description Returns the destination links that copy a source range link, a page at a time. Pin a revision with
         *     `$revision`. Follow `@nextLink` unchanged until it is absent or null.
         */
        get: operations["getRangeLinkDestinations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/content/tables/{tableId}/edit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Edit the structure of a table
         * @description Inserts, deletes or moves rows or columns of a table, asynchronously. `type` names the edit and the
         *     member of the same name holds its details. Poll the returned location; the edit's results (the new
         *     revision) is at `GET /operations/{operationId}/tableEditResults`.
         */
        post: operations["tableEdit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/documents/{documentId}/tables": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the tables of a document
         * @description Returns the tables of a document, each with the content that holds it, a page at a time, and the
         *     revision they were read at. Pin a revision with `$revision`. Follow `@nextLink` unchanged until it is
         *     absent or null.
         */
        get: operations["getDocumentTableCollection"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/documents/{documentId}/bookmarks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the bookmarks of a document
         * @description Returns the bookmarks of a document. The payload is not documented: request and answer are open
         *     JSON objects, passed through as is. The scope is not documented either; reportkit assumes
         *     `file:read`.
         */
        get: operations["getDocumentBookmarks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/documents/{documentId}/bookmarks/edit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Edit the bookmarks of a document
         * @description Creates, changes or deletes bookmarks of a document. The payload is not documented: request and
         *     answer are open JSON objects, passed through as is. The scope is not documented either;
         *     reportkit assumes `file:write`.
         */
        post: operations["editDocumentBookmarks"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/documents/{documentId}/bookmarks/{bookmarkId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a bookmark of a document
         * @description Returns one bookmark of a document. The payload is not documented: request and answer are open
         *     JSON objects, passed through as is. The scope is not documented either; reportkit assumes
         *     `file:read`.
         */
        get: operations["getDocumentBookmarkById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/presentations/{presentationId}/tables": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the tables of a presentation
         * @description Returns the tables of a presentation, each with the content that holds it, a page at a time, and the
         *     revision they were read at. Pin a revision with `$revision`. Follow `@nextLink` unchanged until it is
         *     absent or null.
         */
        get: operations["getPresentationTableCollection"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/presentations/{presentationId}/permissions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the permissions of a presentation
         * @description Returns who may do what with a presentation. The payload is not documented: request and answer
         *     are open JSON objects, passed through as is. The scope is not documented either; reportkit
         *     assumes `file:read`.
         */
        get: operations["getPresentationPermissions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/presentations/{presentationId}/permissions/modification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Modify the permissions of a presentation
         * @description Grants or revokes permissions on a presentation. The payload is not documented: request and
         *     answer are open JSON objects, passed through as is. The scope is not documented either;
         *     reportkit assumes `file:write`.
         */
        post: operations["modifyPresentationPermissions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/presentations/{presentationId}/slides/{slideId}/permissions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the permissions of a slide
         * @description Returns who may do what with a slide of a presentation. The payload is not documented: request
         *     and answer are open JSON objects, passed through as is. The scope is not documented either;
         *     reportkit assumes `file:read`.
         */
        get: operations["getSlidePermissions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/presentations/{presentationId}/slides/{slideId}/permissions/modification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Modify the permissions of a slide
         * @description Grants or revokes permissions on a slide of a presentation. The payload is not documented:
         *     request and answer are open JSON objects, passed through as is. The scope is not documented
         *     either; reportkit assumes `file:write`.
         */
        post: operations["modifySlidePermissions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/milestones/creation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a milestone
         * @description Takes a milestone (a named version) of a document, presentation or spreadsheet, asynchronously. `type`
         *     names the kind of resource and the member of the same name holds its id. Poll the returned location;
         *     the completed operation's `resourceUrl` points to the new milestone, and the results are listed at
         *     `GET /operations/{operationId}/milestoneCreationResults`. A resource that does not exist is a 404.
         */
        post: operations["milestoneCreation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/milestones/{milestoneId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get milestone
         * @description Reads the one resource addressed by `/milestones/{milestoneId}` and answers with it.
         */
        get: operations["getMilestoneById"];
        put?: never;
        post?: never;
        /**
         * Delete a milestone
         * @description Deletes a milestone. The resource it was taken of is not changed. Answers 204 without a body.
         */
        delete: operations["deleteMilestoneById"];
        options?: never;
        head?: never;
        /**
         * Update a milestone
         * @description Changes a milestone with a JSON Patch document (RFC 6902), such as replacing its `/title` or
         *     `/remarks`, and answers with the updated milestone.
         */
        patch: operations["partiallyUpdateMilestoneById"];
        trace?: never;
    };
    "/graph/edits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Edit the graph
         * @description Applies up to 1000 edits to the graph (create or delete records and relationships, set properties) in
         *     one request and answers 201 with `recordIdMap`, the real id of each record created by its
         *     `temporaryRecordId`. More than 1000 edits are refused (400); the errors of invalid edits name each
         *     edit's zero-based position.
         */
        post: operations["createEdits"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customSchema": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the custom schema
         * @description Returns the workspace's custom schema. The payload is not documented: request and answer are
         *     open JSON objects, passed through as is. The scope is not documented either; reportkit assumes
         *     `graph:read`.
         */
        get: operations["getCustomSchema"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update the custom schema
         * @description Changes the workspace's custom schema. The payload is not documented: request and answer are
         *     open JSON objects, passed through as is. The scope is not documented either; reportkit assumes
         *     `graph:write`.
         */
        patch: operations["updateCustomSchema"];
        trace?: never;
    };
    "/activities/{activityId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get an activity
         * @description Returns one audit activity by its id. `workspace` is null for activities that happened outside a
         *     workspace.
         */
        get: operations["getActivityById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/organizations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the organizations of a managed service provider
         * @description Returns the organizations a managed service provider administers, a page at a time. Only for
         *     managed-service-provider applications: the `Wk-Service-Provider` header names the provider, and a
         *     request without it is refused (400). Takes a contextless token (`contextless-oauth`) with
         *     `organization:read`. Follow `@nextLink` unchanged until it is absent or null.
         */
        get: operations["getOrganizations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/organizations/{organizationId}/activities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List an organization's activities
         * @description Returns the audit activities of an organization, across its workspaces, a page at a time. Filter with
         *     `$filter` and sort by `activityDateTime` with `$orderBy`, as for a workspace's activities. Follow
         *     `@nextLink` unchanged until it is absent or null.
         */
        get: operations["getOrganizationActivities"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/organizations/{organizationId}/workspaces/{workspaceId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a workspace
         * @description Returns one workspace of an organization. With `$expand=solutions` the workspace's solution is
         *     included. Takes `organization:read`, with an ordinary or a contextless token.
         */
        get: operations["getWorkspaceById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update a workspace
         * @description Changes a workspace with a JSON Patch document (RFC 6902), such as replacing its `/name`, and answers
         *     with the updated workspace. Takes `organization:write`, with an ordinary or a contextless token.
         */
        patch: operations["partiallyUpdateWorkspaceById"];
        trace?: never;
    };
    "/organizations/{organizationId}/orgReportUsers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List an organization's report users
         * @description Returns the report users of an organization, sorted by display name, as JSON:API documents a page at a
         *     time: `page[size]` sets the page size (1 to 1000, 100 by default) and the document's `links.next` is
         *     the URL of the next page (follow it unchanged; it carries the `page[after]` cursor). The caller must
         *     be an organization administrator. Errors are JSON:API error documents.
         */
        get: operations["getOrgReportUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operations/{operationId}/milestoneCreationResults": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the results of a milestone creation
         * @description Returns what a completed milestone creation operation produced (the new milestone), a page at a time. Follow `@nextLink`
         *     unchanged until it is absent or null.
         */
        get: operations["getMilestoneCreationResults"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operations/{operationId}/copyFileResults": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the results of a file copy
         * @description Returns what a completed file copy operation produced (the new files), a page at a time. Follow `@nextLink`
         *     unchanged until it is absent or null.
         */
        get: operations["getCopyFileResults"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operations/{operationId}/importFileResults": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the results of a file import
         * @description Returns what a completed file import operation produced (the imported files), a page at a time. Follow `@nextLink`
         *     unchanged until it is absent or null.
         */
        get: operations["getImportFileResults"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operations/{operationId}/tableEditResults": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the result of a table edit
         * @description Returns what a completed table edit operation produced: one object holding the table's new
         *     `revision`. Unlike the other results endpoints it is not a page (no `data`, no `@nextLink`).
         */
        get: operations["getTableEditResults"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/content/anchors/{anchorId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get an anchor
         * @description Reads one anchor, whatever content it is attached to. Pass `$revision` to read it as of an earlier content revision.
         */
        get: operations["getAnchorById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/content/destinationLinks/{destinationLinkId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a destination link
         * @description Reads one destination link: the source it mirrors and the revision it points at. `$revision` pins an earlier content revision.
         */
        get: operations["getDestinationLinkById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/content/destinationLinks/{destinationLinkId}/sourceConversion": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Detach a destination link as its own source
         * @description Starts converting a destination link so that its content becomes a source of its own, asynchronously. Poll the answer's location; once it succeeds the results endpoint lists what the conversion produced.
         */
        post: operations["destinationLinkSourceConversion"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/content/drawings/{drawingId}/elements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the elements of a drawing
         * @description Pages through the elements (shapes, images, text boxes and so on) of a drawing. Keep following `@nextLink` until it is missing or null.
         */
        get: operations["getDrawingElementsById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/content/drawings/{drawingId}/anchors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the anchors of a drawing
         * @description Pages through the anchors attached to a drawing. Keep following `@nextLink` until it is missing or null.
         */
        get: operations["getDrawingAnchors"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/content/drawings/{drawingId}/anchors/{anchorId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get an anchor of a drawing
         * @description Reads one anchor attached to a drawing, optionally at a pinned `$revision`.
         */
        get: operations["getDrawingAnchorById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/content/drawings/{drawingId}/anchors/{anchorId}/extensions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the extensions of a drawing anchor
         * @description Pages through the extensions registered on one anchor of a drawing. Keep following `@nextLink` until it is missing or null.
         */
        get: operations["getDrawingAnchorExtensions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/content/images/upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start an image upload
         * @description Reserves an upload for an image: the 202 answer gives the URL to send the image's bytes to, then the operation to poll. Once it succeeds, its results endpoint names the stored image.
         */
        post: operations["imageUpload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/content/images/{imageId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get an image
         * @description Reads the metadata of one uploaded image, including where its bytes can be fetched.
         */
        get: operations["getImageById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/content/richText/{richTextId}/anchors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the anchors of a rich text
         * @description Pages through the anchors attached to a rich text. Keep following `@nextLink` until it is missing or null.
         */
        get: operations["getRichTextAnchors"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/content/richText/{richTextId}/anchors/creation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create an anchor in a rich text
         * @description Starts creating an anchor over a range of a rich text, asynchronously. Poll the answer's location; the new anchor is listed by the results endpoint once the operation succeeds.
         */
        post: operations["richTextAnchorCreation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/content/richText/{richTextId}/anchors/{anchorId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get an anchor of a rich text
         * @description Reads one anchor attached to a rich text, optionally at a pinned `$revision`.
         */
        get: operations["getRichTextAnchorById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/content/richText/{richTextId}/anchors/{anchorId}/extensions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the extensions of a rich-text anchor
         * @description Pages through the extensions registered on one anchor of a rich text. Keep following `@nextLink` until it is missing or null.
         */
        get: operations["getRichTextAnchorExtensions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/content/richText/{richTextId}/duplication/edit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Duplicate rich text
         * @description Starts copying rich-text content within or between rich texts, asynchronously. Poll the answer's location; the results endpoint reports the outcome once the operation succeeds.
         */
        post: operations["richTextDuplicationEdit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/content/richText/{richTextId}/edit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Edit a rich text in a batch
         * @description Applies a list of text edits (inserting or deleting text, paragraphs, styles, formats) to one rich text as a single asynchronous operation. Poll the answer's location; the results endpoint reports each edit's outcome.
         */
        post: operations["richTextBatchEdit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/content/richText/{richTextId}/links/edit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Edit the links of a rich text
         * @description Applies a batch of link edits (creating or removing links) to one rich text, asynchronously. Poll the answer's location; the results endpoint reports the outcome once it succeeds.
         */
        post: operations["richTextLinksBatchEdit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/content/styleGuides/{styleGuideId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a style guide
         * @description Reads one style guide with its text, list and table styles, optionally at a pinned `$revision`.
         */
        get: operations["getStyleGuideById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/content/styleGuides/{styleGuideId}/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Export a style guide
         * @description Starts writing a style guide out as a file, asynchronously. Poll the answer's location; the finished operation names where the exported file can be downloaded.
         */
        post: operations["styleGuideExport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/content/styleGuides/{styleGuideId}/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Import a style guide
         * @description Reserves an upload that replaces a style guide: the 202 answer gives the URL to send the style guide file to, then the operation to poll until the import settles.
         */
        post: operations["styleGuideImport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/content/tables/{tableId}/anchors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the anchors of a table
         * @description Pages through the anchors attached to a table. Keep following `@nextLink` until it is missing or null.
         */
        get: operations["getTableAnchors"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/content/tables/{tableId}/anchors/creation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create an anchor in a table
         * @description Starts creating an anchor over a range of cells of a table, asynchronously. Poll the answer's location; the new anchor is listed by the results endpoint once the operation succeeds.
         */
        post: operations["tableAnchorCreation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/content/tables/{tableId}/anchors/{anchorId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get an anchor of a table
         * @description Reads one anchor attached to a table, optionally at a pinned `$revision`.
         */
        get: operations["getTableAnchorById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/content/tables/{tableId}/anchors/{anchorId}/extensions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the extensions of a table anchor
         * @description Pages through the extensions registered on one anchor of a table. Keep following `@nextLink` until it is missing or null.
         */
        get: operations["getTableAnchorExtensions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/content/tables/{tableId}/cells": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the cells of a table
         * @description Pages through a table's cells, row by row, optionally narrowed to a block of rows and columns. The page size is counted in cells (`$maxcellsperpage`). Keep following `@nextLink` until it is missing or null.
         */
        get: operations["getTableCells"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/content/tables/{tableId}/cells/edit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Edit table cells in a batch
         * @description Applies a list of cell edits (content, formats, merges) to one table as a single asynchronous operation. Poll the answer's location; the results endpoint reports the table's new revision.
         */
        post: operations["tableCellsBatchEdit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/content/tables/{tableId}/properties/columns": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the column properties of a table
         * @description Pages through the properties (width, hidden state and so on) of a table's columns, optionally only a span of them. Keep following `@nextLink` until it is missing or null.
         */
        get: operations["getColumnProperties"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/content/tables/{tableId}/filters/reapplication": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reapply a table's filters
         * @description Runs the filters already defined on a table again, asynchronously, so that rows hidden or shown match the current values. Poll the answer's location; the results endpoint reports the new revision.
         */
        post: operations["tableFiltersReapplication"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/content/tables/{tableId}/links/edit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Edit the links of a table
         * @description Applies a batch of link edits to the cells of one table, asynchronously. Poll the answer's location; the results endpoint reports the outcome once it succeeds.
         */
        post: operations["tableLinksBatchEdit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/content/tables/{tableId}/rangeLinks/edit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Edit the range links of a table
         * @description Creates, changes or removes range links of one table in a batch, asynchronously. Poll the answer's location; the results endpoint lists the range links the edit touched.
         */
        post: operations["tableRangeLinksEdit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/content/tables/{tableId}/properties": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the properties of a table
         * @description Reads the table-wide properties of a table (its size, header rows and columns, filters and so on), optionally at a pinned `$revision`.
         */
        get: operations["getTableProperties"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change the properties of a table
         * @description Changes table-wide properties with a JSON Patch document, asynchronously. Poll the answer's location; the results endpoint reports the revision the change produced.
         */
        patch: operations["partiallyUpdateTableProperties"];
        trace?: never;
    };
    "/content/tables/{tableId}/properties/rows": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the row properties of a table
         * @description Pages through the properties (height, hidden state and so on) of a table's rows, optionally only a span of them. Keep following `@nextLink` until it is missing or null.
         */
        get: operations["getRowProperties"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operations/{operationId}/destinationLinkSourceConversionResults": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List what a destination link conversion produced
         * @description Lists what a finished destination-link conversion produced, a page at a time. Keep following `@nextLink` until it is missing or null.
         */
        get: operations["getDestinationLinkSourceConversionResults"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operations/{operationId}/imageUploadResults": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List what an image upload produced
         * @description Lists the image a finished upload stored, a page at a time. Keep following `@nextLink` until it is missing or null.
         */
        get: operations["getImageUploadCreationResults"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operations/{operationId}/patchTablePropertiesResults": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read what a table properties change produced
         * @description Reports what a finished change of a table's properties produced: the table's new revision.
         */
        get: operations["getPatchTablePropertiesResults"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operations/{operationId}/rangeLinkEditResults": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List what a range link edit produced
         * @description Lists the range links a finished range-link edit created or changed, a page at a time. Keep following `@nextLink` until it is missing or null.
         */
        get: operations["getRangeLinkEditResults"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operations/{operationId}/richTextBatchEditResults": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List what a rich-text batch edit produced
         * @description Lists what each edit of a finished rich-text batch produced, a page at a time. Keep following `@nextLink` until it is missing or null.
         */
        get: operations["getRichTextBatchEditResults"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operations/{operationId}/richTextAnchorCreationResults": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List what a rich-text anchor creation produced
         * @description Lists the anchors a finished rich-text anchor creation made, a page at a time. Keep following `@nextLink` until it is missing or null.
         */
        get: operations["getRichTextAnchorCreationResults"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operations/{operationId}/richTextDuplicationEditResults": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List what a rich-text duplication produced
         * @description Lists what a finished rich-text duplication produced, a page at a time. Keep following `@nextLink` until it is missing or null.
         */
        get: operations["getRichTextDuplicationEditResults"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operations/{operationId}/richTextLinksBatchEditResults": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List what a rich-text links edit produced
         * @description Lists what each link edit of a finished rich-text batch produced, a page at a time. Keep following `@nextLink` until it is missing or null.
         */
        get: operations["getRichTextLinksBatchEditResults"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operations/{operationId}/tableAnchorCreationResults": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List what a table anchor creation produced
         * @description Lists the anchors a finished table anchor creation made, a page at a time. Keep following `@nextLink` until it is missing or null.
         */
        get: operations["getTableAnchorCreationResults"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operations/{operationId}/tableCellEditResults": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read what a table cell edit produced
         * @description Reports what a finished batch of cell edits produced: the table's new revision.
         */
        get: operations["getTableCellEditResults"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operations/{operationId}/tableLinksEditResults": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List what a table links edit produced
         * @description Lists what each link edit of a finished table batch produced, a page at a time. Keep following `@nextLink` until it is missing or null.
         */
        get: operations["getTableLinksEditResults"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operations/{operationId}/tableReapplyFilterResults": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read what reapplying a table's filters produced
         * @description Reports what a finished filter reapplication produced: the table's new revision.
         */
        get: operations["getTableReapplyFilterResults"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/permissions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the permissions
         * @description Lists every permission that can be granted on resources (view, edit, own and so on), a page at a time. Keep following `@nextLink` until it is missing or null.
         */
        get: operations["getPermissions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/permissions/{permissionId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a permission
         * @description Reads one grantable permission: its name and what it allows.
         */
        get: operations["getPermissionById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tasks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List tasks
         * @description Pages through the tasks the caller can see, with `$filter` and `$orderBy` to narrow and sort them. Keep following `@nextLink` until it is missing or null.
         */
        get: operations["getTasks"];
        put?: never;
        /**
         * Create a task
         * @description Creates a task (a piece of work assigned to people, optionally about a file) and returns it with its id.
         */
        post: operations["createTask"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tasks/{taskId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a task
         * @description Reads one task: its title, assignees, status, dates and what it is about.
         */
        get: operations["getTaskById"];
        put?: never;
        post?: never;
        /**
         * Delete a task
         * @description Deletes a task; a later read of it answers 404.
         */
        delete: operations["deleteTaskById"];
        options?: never;
        head?: never;
        /**
         * Change a task
         * @description Changes fields of a task with a JSON Patch document and returns the task as it is afterwards.
         */
        patch: operations["partiallyUpdateTaskById"];
        trace?: never;
    };
    "/tasks/{taskId}/actionSubmission": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Act on a task
         * @description Submits an action on a task (for example approving or rejecting it, or marking it done) and returns the task as the action left it.
         */
        post: operations["submitTaskAction"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/activityActions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List activity actions
         * @description Answers the activity actions found at `/activityActions`, one page at a time: follow each page's `@nextLink` unchanged until it is absent or null.
         */
        get: operations["getActivityActions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/activityActions/{activityActionId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get activity action
         * @description Reads the one resource addressed by `/activityActions/{activityActionId}` and answers with it.
         */
        get: operations["getActivityActionById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/programs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List programs
         * @description Answers the programs found at `/programs`, one page at a time: follow each page's `@nextLink` unchanged until it is absent or null.
         */
        get: operations["getPrograms"];
        put?: never;
        /**
         * Create program
         * @description Makes a new resource under `/programs` from the body and answers 201 with it.
         */
        post: operations["createProgram"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/programs/{programId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get program
         * @description Reads the one resource addressed by `/programs/{programId}` and answers with it.
         */
        get: operations["getProgramById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update program
         * @description Changes the resource at `/programs/{programId}` with a JSON Patch document (RFC 6902) and answers with the updated resource.
         */
        patch: operations["partiallyUpdateProgramById"];
        trace?: never;
    };
    "/programs/{programId}/dimensions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List dimensions
         * @description Answers the dimensions found at `/programs/{programId}/dimensions`, one page at a time: follow each page's `@nextLink` unchanged until it is absent or null.
         */
        get: operations["getDimensions"];
        put?: never;
        /**
         * Create dimension
         * @description Makes a new resource under `/programs/{programId}/dimensions` from the body and answers 201 with it.
         */
        post: operations["createDimension"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/programs/{programId}/dimensions/{dimensionId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get dimension
         * @description Reads the one resource addressed by `/programs/{programId}/dimensions/{dimensionId}` and answers with it.
         */
        get: operations["getDimensionById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update dimension
         * @description Changes the resource at `/programs/{programId}/dimensions/{dimensionId}` with a JSON Patch document (RFC 6902) and answers with the updated resource.
         */
        patch: operations["partiallyUpdateDimensionById"];
        trace?: never;
    };
    "/programs/{programId}/metrics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List metrics
         * @description Answers the metrics found at `/programs/{programId}/metrics`, one page at a time: follow each page's `@nextLink` unchanged until it is absent or null.
         */
        get: operations["getMetrics"];
        put?: never;
        /**
         * Create metric
         * @description Makes a new resource under `/programs/{programId}/metrics` from the body and answers 201 with it.
         */
        post: operations["createMetric"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/programs/{programId}/metrics/{metricId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get metric
         * @description Reads the one resource addressed by `/programs/{programId}/metrics/{metricId}` and answers with it.
         */
        get: operations["getMetricById"];
        put?: never;
        post?: never;
        /**
         * Delete metric
         * @description Removes the resource at `/programs/{programId}/metrics/{metricId}`; the answer is a 204 without a body.
         */
        delete: operations["deleteMetricById"];
        options?: never;
        head?: never;
        /**
         * Update metric
         * @description Changes the resource at `/programs/{programId}/metrics/{metricId}` with a JSON Patch document (RFC 6902) and answers with the updated resource.
         */
        patch: operations["partiallyUpdateMetricById"];
        trace?: never;
    };
    "/programs/{programId}/metrics/{metricId}/values": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List values
         * @description Answers the values found at `/programs/{programId}/metrics/{metricId}/values`, one page at a time: follow each page's `@nextLink` unchanged until it is absent or null.
         */
        get: operations["getValues"];
        put?: never;
        /**
         * Create value
         * @description Makes a new resource under `/programs/{programId}/metrics/{metricId}/values` from the body and answers 201 with it.
         */
        post: operations["createValue"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/programs/{programId}/metrics/{metricId}/values/{metricValueId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get metric value
         * @description Reads the one resource addressed by `/programs/{programId}/metrics/{metricId}/values/{metricValueId}` and answers with it.
         */
        get: operations["getMetricValueById"];
        put?: never;
        post?: never;
        /**
         * Delete metric value
         * @description Removes the resource at `/programs/{programId}/metrics/{metricId}/values/{metricValueId}`; the answer is a 204 without a body.
         */
        delete: operations["deleteMetricValueById"];
        options?: never;
        head?: never;
        /**
         * Update metric value
         * @description Changes the resource at `/programs/{programId}/metrics/{metricId}/values/{metricValueId}` with a JSON Patch document (RFC 6902) and answers with the updated resource.
         */
        patch: operations["partiallyUpdateMetricValueById"];
        trace?: never;
    };
    "/programs/{programId}/metrics/{metricId}/values/batchDeletion": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Batch deletion metric values
         * @description Sends the body to `/programs/{programId}/metrics/{metricId}/values/batchDeletion` (batch deletion metric values) and answers with the outcome.
         */
        post: operations["batchDeletionMetricValues"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/programs/{programId}/metrics/{metricId}/values/batchUpsertion": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Batch upsertion metric values
         * @description Starts this change in the background (batch upsertion metric values). The 202 answer's `Location` is the operation to poll (`GET /operations/{operationId}`), waiting `Retry-After` seconds between polls. Once it has succeeded, its results are listed at `/operations/{operationId}/metricValuesBatchUpsertionResults`.
         */
        post: operations["batchUpsertionMetricValues"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/programs/{programId}/permissions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List program permissions
         * @description Answers the permissions found at `/programs/{programId}/permissions`, one page at a time: follow each page's `@nextLink` unchanged until it is absent or null.
         */
        get: operations["getProgramPermissions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/programs/{programId}/permissions/modification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Program permissions modification
         * @description Sends the body to `/programs/{programId}/permissions/modification` (program permissions modification) and answers with the outcome.
         */
        post: operations["programPermissionsModification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/programs/{programId}/topics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List topics
         * @description Answers the topics found at `/programs/{programId}/topics`, one page at a time: follow each page's `@nextLink` unchanged until it is absent or null.
         */
        get: operations["getTopics"];
        put?: never;
        /**
         * Create topic
         * @description Makes a new resource under `/programs/{programId}/topics` from the body and answers 201 with it.
         */
        post: operations["createTopic"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/programs/{programId}/topics/{topicId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get topic
         * @description Reads the one resource addressed by `/programs/{programId}/topics/{topicId}` and answers with it.
         */
        get: operations["getTopicById"];
        put?: never;
        post?: never;
        /**
         * Delete topic
         * @description Removes the resource at `/programs/{programId}/topics/{topicId}`; the answer is a 204 without a body.
         */
        delete: operations["deleteTopicById"];
        options?: never;
        head?: never;
        /**
         * Update topic
         * @description Changes the resource at `/programs/{programId}/topics/{topicId}` with a JSON Patch document (RFC 6902) and answers with the updated resource.
         */
        patch: operations["partiallyUpdateTopicById"];
        trace?: never;
    };
    "/organizations/{organizationId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get organization
         * @description Reads the one resource addressed by `/organizations/{organizationId}` and answers with it.
         */
        get: operations["getOrganizationById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update organization
         * @description Changes the resource at `/organizations/{organizationId}` with a JSON Patch document (RFC 6902) and answers with the updated resource.
         */
        patch: operations["partiallyUpdateOrganizationById"];
        trace?: never;
    };
    "/organizations/{organizationId}/roles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List organization roles
         * @description Answers the roles found at `/organizations/{organizationId}/roles`, one page at a time: follow each page's `@nextLink` unchanged until it is absent or null.
         */
        get: operations["getOrganizationRoles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/organizations/{organizationId}/solutions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List organization solutions
         * @description Answers the solutions found at `/organizations/{organizationId}/solutions`, one page at a time: follow each page's `@nextLink` unchanged until it is absent or null.
         */
        get: operations["getOrganizationSolutions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/organizations/{organizationId}/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List organization users
         * @description Answers the users found at `/organizations/{organizationId}/users`, one page at a time: follow each page's `@nextLink` unchanged until it is absent or null.
         */
        get: operations["getOrganizationUsers"];
        put?: never;
        /**
         * Create organization user
         * @description Makes a new resource under `/organizations/{organizationId}/users` from the body and answers 201 with it.
         */
        post: operations["createOrganizationUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/organizations/{organizationId}/users/assignment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Assign user to organization
         * @description Sends the body to `/organizations/{organizationId}/users/assignment` (assign user to organization) and answers with the outcome.
         */
        post: operations["assignUserToOrganization"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/organizations/{organizationId}/users/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get organization user
         * @description Reads the one resource addressed by `/organizations/{organizationId}/users/{userId}` and answers with it.
         */
        get: operations["getOrganizationUserById"];
        put?: never;
        post?: never;
        /**
         * Delete organization user
         * @description Removes the resource at `/organizations/{organizationId}/users/{userId}`; the answer is a 204 without a body.
         */
        delete: operations["deleteOrganizationUserById"];
        options?: never;
        head?: never;
        /**
         * Update organization user
         * @description Changes the resource at `/organizations/{organizationId}/users/{userId}` with a JSON Patch document (RFC 6902) and answers with the updated resource.
         */
        patch: operations["partiallyUpdateOrganizationUserById"];
        trace?: never;
    };
    "/organizations/{organizationId}/users/{userId}/roles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List organization user role list
         * @description Answers the roles found at `/organizations/{organizationId}/users/{userId}/roles`, one page at a time: follow each page's `@nextLink` unchanged until it is absent or null.
         */
        get: operations["getOrganizationUserRoleList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/organizations/{organizationId}/users/{userId}/roles/assignment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Assign organization user roles
         * @description Starts this change in the background (assign organization user roles). The 202 answer's `Location` is the operation to poll (`GET /operations/{operationId}`), waiting `Retry-After` seconds between polls.
         */
        post: operations["assignOrganizationUserRoles"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/organizations/{organizationId}/users/{userId}/roles/revocation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Revoke organization user roles
         * @description Starts this change in the background (revoke organization user roles). The 202 answer's `Location` is the operation to poll (`GET /operations/{operationId}`), waiting `Retry-After` seconds between polls.
         */
        post: operations["revokeOrganizationUserRoles"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/organizations/{organizationId}/workspaces": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List workspaces
         * @description Answers the workspaces found at `/organizations/{organizationId}/workspaces`, one page at a time: follow each page's `@nextLink` unchanged until it is absent or null.
         */
        get: operations["getWorkspaces"];
        put?: never;
        /**
         * Create workspace
         * @description Makes a new resource under `/organizations/{organizationId}/workspaces` from the body and answers 201 with it.
         */
        post: operations["createWorkspace"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/organizations/{organizationId}/workspaces/{workspaceId}/groups": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List workspace groups
         * @description Answers the groups found at `/organizations/{organizationId}/workspaces/{workspaceId}/groups`, one page at a time: follow each page's `@nextLink` unchanged until it is absent or null.
         */
        get: operations["getWorkspaceGroups"];
        put?: never;
        /**
         * Create workspace group
         * @description Makes a new resource under `/organizations/{organizationId}/workspaces/{workspaceId}/groups` from the body and answers 201 with it.
         */
        post: operations["createWorkspaceGroup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/organizations/{organizationId}/workspaces/{workspaceId}/groups/{groupId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get workspace group
         * @description Reads the one resource addressed by `/organizations/{organizationId}/workspaces/{workspaceId}/groups/{groupId}` and answers with it.
         */
        get: operations["getWorkspaceGroupById"];
        put?: never;
        post?: never;
        /**
         * Delete workspace group
         * @description Removes the resource at `/organizations/{organizationId}/workspaces/{workspaceId}/groups/{groupId}`; the answer is a 204 without a body.
         */
        delete: operations["deleteWorkspaceGroupById"];
        options?: never;
        head?: never;
        /**
         * Update workspace group
         * @description Changes the resource at `/organizations/{organizationId}/workspaces/{workspaceId}/groups/{groupId}` with a JSON Patch document (RFC 6902) and answers with the updated resource.
         */
        patch: operations["partiallyUpdateWorkspaceGroupById"];
        trace?: never;
    };
    "/organizations/{organizationId}/workspaces/{workspaceId}/groups/{groupId}/members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List workspace group members
         * @description Answers the members found at `/organizations/{organizationId}/workspaces/{workspaceId}/groups/{groupId}/members`, one page at a time: follow each page's `@nextLink` unchanged until it is absent or null.
         */
        get: operations["getWorkspaceGroupMembers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/organizations/{organizationId}/workspaces/{workspaceId}/groups/{groupId}/members/modification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Modify workspace group members
         * @description Sends the body to `/organizations/{organizationId}/workspaces/{workspaceId}/groups/{groupId}/members/modification` (modify workspace group members) and answers with the outcome.
         */
        post: operations["modifyWorkspaceGroupMembers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/organizations/{organizationId}/workspaces/{workspaceId}/memberships": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List workspace memberships
         * @description Answers the memberships found at `/organizations/{organizationId}/workspaces/{workspaceId}/memberships`, one page at a time: follow each page's `@nextLink` unchanged until it is absent or null.
         */
        get: operations["getWorkspaceMemberships"];
        put?: never;
        /**
         * Create workspace membership
         * @description Makes a new resource under `/organizations/{organizationId}/workspaces/{workspaceId}/memberships` from the body and answers 201 with it.
         */
        post: operations["createWorkspaceMembership"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/organizations/{organizationId}/workspaces/{workspaceId}/memberships/membershipCreation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Workspace membership creation with options
         * @description Makes a new resource under `/organizations/{organizationId}/workspaces/{workspaceId}/memberships/membershipCreation` from the body and answers 201 with it.
         */
        post: operations["workspaceMembershipCreationWithOptions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/organizations/{organizationId}/workspaces/{workspaceId}/memberships/{workspaceMembershipId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get workspace membership
         * @description Reads the one resource addressed by `/organizations/{organizationId}/workspaces/{workspaceId}/memberships/{workspaceMembershipId}` and answers with it.
         */
        get: operations["getWorkspaceMembershipById"];
        put?: never;
        post?: never;
        /**
         * Delete workspace membership
         * @description Removes the resource at `/organizations/{organizationId}/workspaces/{workspaceId}/memberships/{workspaceMembershipId}`; the answer is a 204 without a body.
         */
        delete: operations["deleteWorkspaceMembershipById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/organizations/{organizationId}/workspaces/{workspaceId}/memberships/{workspaceMembershipId}/roles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List organization workspace membership roles
         * @description Answers the roles found at `/organizations/{organizationId}/workspaces/{workspaceId}/memberships/{workspaceMembershipId}/roles`, one page at a time: follow each page's `@nextLink` unchanged until it is absent or null.
         */
        get: operations["getOrganizationWorkspaceMembershipRoles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/organizations/{organizationId}/workspaces/{workspaceId}/memberships/{workspaceMembershipId}/roles/assignment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Assign workspace membership roles
         * @description Starts this change in the background (assign workspace membership roles). The 202 answer's `Location` is the operation to poll (`GET /operations/{operationId}`), waiting `Retry-After` seconds between polls.
         */
        post: operations["assignWorkspaceMembershipRoles"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/organizations/{organizationId}/workspaces/{workspaceId}/memberships/{workspaceMembershipId}/roles/revocation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Revoke workspace membership roles
         * @description Starts this change in the background (revoke workspace membership roles). The 202 answer's `Location` is the operation to poll (`GET /operations/{operationId}`), waiting `Retry-After` seconds between polls.
         */
        post: operations["revokeWorkspaceMembershipRoles"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/organizations/{organizationId}/workspaces/{workspaceId}/roles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List organization workspace roles
         * @description Answers the roles found at `/organizations/{organizationId}/workspaces/{workspaceId}/roles`, one page at a time: follow each page's `@nextLink` unchanged until it is absent or null.
         */
        get: operations["getOrganizationWorkspaceRoles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/organizations/{organizationId}/workspaces/{workspaceId}/solutions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List workspace solutions
         * @description Answers the solutions found at `/organizations/{organizationId}/workspaces/{workspaceId}/solutions`, one page at a time: follow each page's `@nextLink` unchanged until it is absent or null.
         */
        get: operations["getWorkspaceSolutions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/organizations/{organizationId}/workspaces/{workspaceId}/solutions/{solutionId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get workspace solutions
         * @description Reads the one resource addressed by `/organizations/{organizationId}/workspaces/{workspaceId}/solutions/{solutionId}` and answers with it.
         */
        get: operations["getWorkspaceSolutionsByID"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operations/{operationId}/metricValuesBatchUpsertionResults": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List batch upsertion metric values results
         * @description The results of a finished `batchUpsertionMetricValues` operation, a page at a time (follow `@nextLink` until it is absent or null).
         */
        get: operations["getBatchUpsertionMetricValuesResults"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/testForms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List test forms
         * @description Answers the test forms found at `/testForms`, one page at a time: follow each page's `@nextLink` unchanged until it is absent or null.
         */
        get: operations["getTestForms"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/testForms/{testFormId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get test form
         * @description Reads the one resource addressed by `/testForms/{testFormId}` and answers with it.
         */
        get: operations["getTestFormById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/testForms/{testFormId}/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Test form export
         * @description Starts this change in the background (test form export). The 202 answer's `Location` is the operation to poll (`GET /operations/{operationId}`), waiting `Retry-After` seconds between polls.
         */
        post: operations["testFormExport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/testForms/{testFormId}/testPhases": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List test phases
         * @description Answers the test phases found at `/testForms/{testFormId}/testPhases`, one page at a time: follow each page's `@nextLink` unchanged until it is absent or null.
         */
        get: operations["getTestPhases"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/testForms/{testFormId}/testPhases/{testPhaseId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get test phase
         * @description Reads the one resource addressed by `/testForms/{testFormId}/testPhases/{testPhaseId}` and answers with it.
         */
        get: operations["getTestPhaseById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/testForms/{testFormId}/testPhases/{testPhaseId}/attachmentUpload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Test phase attachment upload
         * @description Starts this change in the background (test phase attachment upload). The 202 answer's `Location` is the operation to poll (`GET /operations/{operationId}`), waiting `Retry-After` seconds between polls.
         */
        post: operations["testPhaseAttachmentUpload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/testForms/{testFormId}/testPhases/{testPhaseId}/attachments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List test phase attachments
         * @description Answers the attachments found at `/testForms/{testFormId}/testPhases/{testPhaseId}/attachments`, one page at a time: follow each page's `@nextLink` unchanged until it is absent or null.
         */
        get: operations["getTestPhaseAttachments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/testForms/{testFormId}/testPhases/{testPhaseId}/attachments/{attachmentId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get test phase attachment
         * @description Reads the one resource addressed by `/testForms/{testFormId}/testPhases/{testPhaseId}/attachments/{attachmentId}` and answers with it.
         */
        get: operations["getTestPhaseAttachmentById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/testForms/{testFormId}/testPhases/{testPhaseId}/attachments/{attachmentId}/download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Test phase attachment download
         * @description Starts this change in the background (test phase attachment download by id). The 202 answer's `Location` is the operation to poll (`GET /operations/{operationId}`), waiting `Retry-After` seconds between polls.
         */
        post: operations["testPhaseAttachmentDownloadById"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/testForms/{testFormId}/testPhases/{testPhaseId}/attachments/{attachmentId}/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Test phase attachment export
         * @description Starts this change in the background (test phase attachment export by id). The 202 answer's `Location` is the operation to poll (`GET /operations/{operationId}`), waiting `Retry-After` seconds between polls.
         */
        post: operations["testPhaseAttachmentExportById"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/testForms/{testFormId}/testPhases/{testPhaseId}/matrices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List matrices
         * @description Answers the matrices found at `/testForms/{testFormId}/testPhases/{testPhaseId}/matrices`, one page at a time: follow each page's `@nextLink` unchanged until it is absent or null.
         */
        get: operations["getMatrices"];
        put?: never;
        /**
         * Create matrix
         * @description Makes a new resource under `/testForms/{testFormId}/testPhases/{testPhaseId}/matrices` from the body and answers 201 with it.
         */
        post: operations["createMatrix"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/testForms/{testFormId}/testPhases/{testPhaseId}/matrices/{matrixId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get matrix
         * @description Reads the one resource addressed by `/testForms/{testFormId}/testPhases/{testPhaseId}/matrices/{matrixId}` and answers with it.
         */
        get: operations["getMatrixById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/testForms/{testFormId}/testPhases/{testPhaseId}/matrices/{matrixId}/attachmentUpload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Matrix attachment upload
         * @description Starts this change in the background (matrix attachment upload). The 202 answer's `Location` is the operation to poll (`GET /operations/{operationId}`), waiting `Retry-After` seconds between polls.
         */
        post: operations["matrixAttachmentUpload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/testForms/{testFormId}/testPhases/{testPhaseId}/matrices/{matrixId}/attachments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List matrix attachments
         * @description Answers the attachments found at `/testForms/{testFormId}/testPhases/{testPhaseId}/matrices/{matrixId}/attachments`, one page at a time: follow each page's `@nextLink` unchanged until it is absent or null.
         */
        get: operations["getMatrixAttachments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/testForms/{testFormId}/testPhases/{testPhaseId}/matrices/{matrixId}/attachments/{attachmentId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get matrix attachment
         * @description Reads the one resource addressed by `/testForms/{testFormId}/testPhases/{testPhaseId}/matrices/{matrixId}/attachments/{attachmentId}` and answers with it.
         */
        get: operations["getMatrixAttachmentById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/testForms/{testFormId}/testPhases/{testPhaseId}/matrices/{matrixId}/attachments/{attachmentId}/download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Matrix attachment download
         * @description Starts this change in the background (matrix attachment download by id). The 202 answer's `Location` is the operation to poll (`GET /operations/{operationId}`), waiting `Retry-After` seconds between polls.
         */
        post: operations["matrixAttachmentDownloadById"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/testForms/{testFormId}/testPhases/{testPhaseId}/matrices/{matrixId}/attachments/{attachmentId}/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Matrix attachment export
         * @description Starts this change in the background (matrix attachment export by id). The 202 answer's `Location` is the operation to poll (`GET /operations/{operationId}`), waiting `Retry-After` seconds between polls.
         */
        post: operations["matrixAttachmentExportById"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/testForms/{testFormId}/testPhases/{testPhaseId}/matrices/{matrixId}/samples": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List samples
         * @description Answers the samples found at `/testForms/{testFormId}/testPhases/{testPhaseId}/matrices/{matrixId}/samples`, one page at a time: follow each page's `@nextLink` unchanged until it is absent or null.
         */
        get: operations["getSamples"];
        put?: never;
        /**
         * Create sample
         * @description Makes a new resource under `/testForms/{testFormId}/testPhases/{testPhaseId}/matrices/{matrixId}/samples` from the body and answers 201 with it.
         */
        post: operations["createSample"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/testForms/{testFormId}/testPhases/{testPhaseId}/matrices/{matrixId}/samples/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sample update
         * @description Starts this change in the background (sample update). The 202 answer's `Location` is the operation to poll (`GET /operations/{operationId}`), waiting `Retry-After` seconds between polls.
         */
        post: operations["sampleUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/testForms/{testFormId}/testPhases/{testPhaseId}/matrices/{matrixId}/samples/{sampleId}/attachmentUpload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sample attachment upload
         * @description Starts this change in the background (sample attachment upload). The 202 answer's `Location` is the operation to poll (`GET /operations/{operationId}`), waiting `Retry-After` seconds between polls.
         */
        post: operations["sampleAttachmentUpload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/testForms/{testFormId}/testPhases/{testPhaseId}/matrices/{matrixId}/samples/{sampleId}/attachments/{attachmentId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get sample attachment
         * @description Reads the one resource addressed by `/testForms/{testFormId}/testPhases/{testPhaseId}/matrices/{matrixId}/samples/{sampleId}/attachments/{attachmentId}` and answers with it.
         */
        get: operations["getSampleAttachmentById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/testForms/{testFormId}/testPhases/{testPhaseId}/matrices/{matrixId}/samples/{sampleId}/attachments/{attachmentId}/download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sample attachment download
         * @description Starts this change in the background (sample attachment download by id). The 202 answer's `Location` is the operation to poll (`GET /operations/{operationId}`), waiting `Retry-After` seconds between polls.
         */
        post: operations["sampleAttachmentDownloadById"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/testForms/{testFormId}/testPhases/{testPhaseId}/matrices/{matrixId}/samples/{sampleId}/attachments/{attachmentId}/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sample attachment export
         * @description Starts this change in the background (sample attachment export by id). The 202 answer's `Location` is the operation to poll (`GET /operations/{operationId}`), waiting `Retry-After` seconds between polls.
         */
        post: operations["sampleAttachmentExportById"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/documents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List documents
         * @description Returns the documents the caller can see, one page at a time: follow `@nextLink` unchanged until it is absent or null. Narrow the list with `$filter` and sort it with `$orderBy`.
         */
        get: operations["getDocuments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/documents/{documentId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a document
         * @description Returns one document, found by its identifier. `$expand` asks for related resources in the same answer.
         */
        get: operations["getDocumentById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change a document
         * @description Applies a JSON Patch document (RFC 6902) to the document's properties. Runs asynchronously: the answer is `202 Accepted`; poll its `Location` until the operation settles. Once it has completed, `GET /operations/{operationId}/patchDocumentResults` says which revision the change produced.
         */
        patch: operations["partiallyUpdateDocumentById"];
        trace?: never;
    };
    "/documents/{documentId}/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Export a document
         * @description Starts rendering the document in the format the body names (with per-format options). Runs asynchronously: the answer is `202 Accepted`; poll its `Location` until the operation settles. When it has completed, the operation's `resourceUrl` is where the rendered file can be downloaded, with the same authorization.
         */
        post: operations["documentExport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/documents/{documentId}/filters/reapplication": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reapply a document's filters
         * @description Runs the filters of the document again, so that filtered content reflects the current data. Runs asynchronously: the answer is `202 Accepted`; poll its `Location` until the operation settles.
         */
        post: operations["documentFiltersReapplication"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/documents/{documentId}/links/publication": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Publish a document's links
         * @description Publishes the links of the document: either only the links whose destination is in this document (`ownLinks`) or every link it holds (`allLinks`). Runs asynchronously: the answer is `202 Accepted`; poll its `Location` until the operation settles.
         */
        post: operations["documentLinksPublication"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/documents/{documentId}/milestones": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a document's milestones
         * @description Returns the milestones (named versions) recorded for the document, one page at a time: follow `@nextLink` unchanged until it is absent or null.
         */
        get: operations["getDocumentMilestones"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/documents/{documentId}/permissions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the permissions on a document
         * @description Returns who holds which permission on the document (users and groups), one page at a time: follow `@nextLink` unchanged until it is absent or null. `$filter` narrows the list.
         */
        get: operations["getDocumentPermissions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/documents/{documentId}/permissions/modification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Grant or revoke permissions on a document
         * @description Assigns the permissions listed in `toAssign` and removes those listed in `toRevoke` on the document, in one request. Answers 204 with no body.
         */
        post: operations["documentPermissionsModification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/documents/{documentId}/sections": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a document's sections
         * @description Returns the sections of the document, with their position, parent, children and content references, one page at a time: follow `@nextLink` unchanged until it is absent or null. Pin a revision with `$revision`.
         */
        get: operations["getSections"];
        put?: never;
        /**
         * Add a section
         * @description Adds a section to the document, named `name`, at `index` under `parent` when they are given. Answers 201 with the new section.
         */
        post: operations["createSection"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/documents/{documentId}/sections/{sectionId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a section
         * @description Returns one section, found by its identifier. Pin a revision with `$revision`; `$expand` asks for related resources in the same answer.
         */
        get: operations["getSectionById"];
        put?: never;
        post?: never;
        /**
         * Delete a section
         * @description Removes the section from its document. Answers 204 with no body.
         */
        delete: operations["deleteSectionById"];
        options?: never;
        head?: never;
        /**
         * Change a section
         * @description Applies a JSON Patch document (RFC 6902) to the section's properties. Runs asynchronously: the answer is `202 Accepted`; poll its `Location` until the operation settles. Once it has completed, `GET /operations/{operationId}/patchSectionResults` says which revision the change produced.
         */
        patch: operations["partiallyUpdateSectionById"];
        trace?: never;
    };
    "/documents/{documentId}/sections/{sectionId}/copy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Copy a section
         * @description Copies the section into the document named by `document` (the same one or another), optionally under a new name, parent and position. Runs asynchronously: the answer is `202 Accepted`; poll its `Location` until the operation settles.
         */
        post: operations["copySection"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/documents/{documentId}/sections/edit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Edit several sections at once
         * @description Applies a batch of section edits (locking, unlocking, marking as non-printing) to the sections each edit selects; a batch holds 1 to 240 edits. Runs asynchronously: the answer is `202 Accepted`; poll its `Location` until the operation settles.
         */
        post: operations["editSections"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/documents/{documentId}/sections/{sectionId}/permissions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the permissions on a section
         * @description Returns who holds which permission on the section (users and groups), one page at a time: follow `@nextLink` unchanged until it is absent or null. `$filter` narrows the list.
         */
        get: operations["getSectionPermissions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/documents/{documentId}/sections/{sectionId}/permissions/modification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Grant or revoke permissions on a section
         * @description Assigns the permissions listed in `toAssign` and removes those listed in `toRevoke` on the section, in one request. Answers 204 with no body.
         */
        post: operations["sectionPermissionsModification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/files": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List files
         * @description Returns the files the caller can see, one page at a time: follow `@nextLink` unchanged until it is absent or null. Narrow the list with `$filter` and sort it with `$orderBy`; trashed files are listed by `getTrashedFiles`.
         */
        get: operations["getFiles"];
        put?: never;
        /**
         * Create a file
         * @description Creates a file (for example an empty document or spreadsheet, or a folder) of the given `kind` and `name`, inside `container` when one is given. Answers 201 with the new file.
         */
        post: operations["createFile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/files/trash": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List trashed files
         * @description Returns the files that are in the trash and can still be restored, one page at a time: follow `@nextLink` unchanged until it is absent or null.
         */
        get: operations["getTrashedFiles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/files/{fileId}/permissions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the permissions on a file
         * @description Returns who holds which permission on the file (users and groups), one page at a time: follow `@nextLink` unchanged until it is absent or null. `$filter` narrows the list.
         */
        get: operations["getFilePermissions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/files/{fileId}/permissions/modification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Grant or revoke permissions on a file
         * @description Assigns the permissions listed in `toAssign` and removes those listed in `toRevoke` on the file, in one request. Answers 204 with no body.
         */
        post: operations["filePermissionsModification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/graph/records": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List graph records
         * @description Returns records of the graph, one page at a time: follow `@nextLink` unchanged until it is absent or null. `$filter` narrows them (by type, for example) and `$expand` brings their relationships inline.
         */
        get: operations["getRecords"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/graph/records/{recordId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a graph record
         * @description Returns one graph record, found by its identifier. `$expand` brings its relationships inline.
         */
        get: operations["getRecordById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/graph/reports/{reportId}/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Export a graph report
         * @description Starts rendering the report's results in the format the body names (`csv`). Runs asynchronously: the answer is `202 Accepted`; poll its `Location` until the operation settles. When it has completed, the operation's `resourceUrl` is where the file can be downloaded, with the same authorization.
         */
        post: operations["graphReportExport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/graph/types": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List graph types
         * @description Returns the record types of the graph, one page at a time: follow `@nextLink` unchanged until it is absent or null. `$expand` brings related definitions inline.
         */
        get: operations["getTypes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/graph/types/{typeId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a graph type
         * @description Returns one graph type, found by its identifier. `$expand` brings related definitions inline.
         */
        get: operations["getTypeById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operations/{operationId}/patchDocumentResults": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the result of a document change
         * @description What a completed `partiallyUpdateDocumentById` operation produced: the document's new revision. Ask only once the operation's status is `completed`.
         */
        get: operations["getPatchDocumentResults"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operations/{operationId}/patchPresentationResults": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the result of a presentation change
         * @description What a completed `partiallyUpdatePresentationById` operation produced: the presentation's new revision. Ask only once the operation's status is `completed`.
         */
        get: operations["getPatchPresentationResults"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operations/{operationId}/patchSectionResults": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the result of a section change
         * @description What a completed `partiallyUpdateSectionById` operation produced: the section's new revision. Ask only once the operation's status is `completed`.
         */
        get: operations["getPatchSectionResults"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operations/{operationId}/patchSheetResults": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the result of a sheet change
         * @description What a completed `partiallyUpdateSheetById` operation produced: the sheet's new revision. Ask only once the operation's status is `completed`.
         */
        get: operations["getPatchSheetResults"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operations/{operationId}/patchSlideLayoutResults": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the result of a slide layout change
         * @description What a completed `partiallyUpdateSlideLayoutById` operation produced: the slide layout's new revision. Ask only once the operation's status is `completed`.
         */
        get: operations["getPatchSlideLayoutResults"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operations/{operationId}/patchSlideResults": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the result of a slide change
         * @description What a completed `partiallyUpdateSlideById` operation produced: the slide's new revision. Ask only once the operation's status is `completed`.
         */
        get: operations["getPatchSlideResults"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operations/{operationId}/patchSpreadsheetResults": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the result of a spreadsheet change
         * @description What a completed `partiallyUpdateSpreadsheetById` operation produced: the spreadsheet's new revision. Ask only once the operation's status is `completed`.
         */
        get: operations["getPatchSpreadsheetResults"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/presentations/{presentationId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a presentation
         * @description Returns one presentation, found by its identifier. Pin a revision with `$revision`.
         */
        get: operations["getPresentationById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change a presentation
         * @description Applies a JSON Patch document (RFC 6902) to the presentation's properties. Runs asynchronously: the answer is `202 Accepted`; poll its `Location` until the operation settles. Once it has completed, `GET /operations/{operationId}/patchPresentationResults` says which revision the change produced.
         */
        patch: operations["partiallyUpdatePresentationById"];
        trace?: never;
    };
    "/presentations/{presentationId}/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Export a presentation
         * @description Starts rendering the presentation in the format the body names (with per-format options). Runs asynchronously: the answer is `202 Accepted`; poll its `Location` until the operation settles. When it has completed, the operation's `resourceUrl` is where the rendered file can be downloaded, with the same authorization.
         */
        post: operations["presentationExport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/presentations/{presentationId}/filters/reapplication": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reapply a presentation's filters
         * @description Runs the filters of the presentation again, so that filtered content reflects the current data. Runs asynchronously: the answer is `202 Accepted`; poll its `Location` until the operation settles.
         */
        post: operations["presentationFiltersReapplication"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/presentations/{presentationId}/links/publication": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Publish a presentation's links
         * @description Publishes the links of the presentation: either only the links whose destination is in this presentation (`ownLinks`) or every link it holds (`allLinks`). Runs asynchronously: the answer is `202 Accepted`; poll its `Location` until the operation settles.
         */
        post: operations["presentationLinksPublication"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/presentations/{presentationId}/milestones": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a presentation's milestones
         * @description Returns the milestones (named versions) recorded for the presentation, one page at a time: follow `@nextLink` unchanged until it is absent or null.
         */
        get: operations["getPresentationMilestones"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/presentations/{presentationId}/slideLayouts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a presentation's slide layouts
         * @description Returns the slide layouts of the presentation, one page at a time: follow `@nextLink` unchanged until it is absent or null. Pin a revision with `$revision`.
         */
        get: operations["getSlideLayouts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/presentations/{presentationId}/slideLayouts/{slideLayoutId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a slide layout
         * @description Returns one slide layout, found by its identifier. Pin a revision with `$revision`.
         */
        get: operations["getSlideLayoutById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change a slide layout
         * @description Applies a JSON Patch document (RFC 6902) to the slide layout's properties. Runs asynchronously: the answer is `202 Accepted`; poll its `Location` until the operation settles. Once it has completed, `GET /operations/{operationId}/patchSlideLayoutResults` says which revision the change produced.
         */
        patch: operations["partiallyUpdateSlideLayoutById"];
        trace?: never;
    };
    "/presentations/{presentationId}/slides": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a presentation's slides
         * @description Returns the slides of the presentation, in order, one page at a time: follow `@nextLink` unchanged until it is absent or null. Pin a revision with `$revision`.
         */
        get: operations["getSlides"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/presentations/{presentationId}/slides/{slideId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a slide
         * @description Returns one slide, found by its identifier. Pin a revision with `$revision`.
         */
        get: operations["getSlideById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change a slide
         * @description Applies a JSON Patch document (RFC 6902) to the slide's properties. Runs asynchronously: the answer is `202 Accepted`; poll its `Location` until the operation settles. Once it has completed, `GET /operations/{operationId}/patchSlideResults` says which revision the change produced.
         */
        patch: operations["partiallyUpdateSlideById"];
        trace?: never;
    };
    "/spreadsheets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List spreadsheets
         * @description Returns the spreadsheets the caller can see, one page at a time: follow `@nextLink` unchanged until it is absent or null. Narrow the list with `$filter` and sort it with `$orderBy`.
         */
        get: operations["getSpreadsheets"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/spreadsheets/{spreadsheetId}/datasets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a spreadsheet's datasets
         * @description Returns the datasets of the spreadsheet's sheets (for each, its sheet, range and values), one page at a time: follow `@nextLink` unchanged until it is absent or null.
         */
        get: operations["getDatasets"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/spreadsheets/{spreadsheetId}/datasets/bulkUpsert": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create or replace datasets
         * @description Writes a dataset into each sheet the body names, replacing any dataset that sheet already holds. Runs asynchronously: the answer is `202 Accepted`; poll its `Location` until the operation settles.
         */
        post: operations["upsertDatasets"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/spreadsheets/{spreadsheetId}/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Export a spreadsheet
         * @description Starts rendering the spreadsheet in the format the body names (with per-format options). Runs asynchronously: the answer is `202 Accepted`; poll its `Location` until the operation settles. When it has completed, the operation's `resourceUrl` is where the rendered file can be downloaded, with the same authorization.
         */
        post: operations["spreadsheetExport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/spreadsheets/{spreadsheetId}/filters/reapplication": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reapply a spreadsheet's filters
         * @description Runs the filters of the spreadsheet again, so that filtered content reflects the current data. Runs asynchronously: the answer is `202 Accepted`; poll its `Location` until the operation settles.
         */
        post: operations["spreadsheetFiltersReapplication"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/spreadsheets/{spreadsheetId}/links/publication": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Publish a spreadsheet's links
         * @description Publishes the links of the spreadsheet: either only the links whose destination is in this spreadsheet (`ownLinks`) or every link it holds (`allLinks`). Runs asynchronously: the answer is `202 Accepted`; poll its `Location` until the operation settles.
         */
        post: operations["spreadsheetLinksPublication"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/spreadsheets/{spreadsheetId}/milestones": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a spreadsheet's milestones
         * @description Returns the milestones (named versions) recorded for the spreadsheet, one page at a time: follow `@nextLink` unchanged until it is absent or null.
         */
        get: operations["getSpreadsheetMilestones"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/spreadsheets/{spreadsheetId}/permissions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the permissions on a spreadsheet
         * @description Returns who holds which permission on the spreadsheet (users and groups), one page at a time: follow `@nextLink` unchanged until it is absent or null. `$filter` narrows the list.
         */
        get: operations["getSpreadsheetPermissions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/spreadsheets/{spreadsheetId}/permissions/modification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Grant or revoke permissions on a spreadsheet
         * @description Assigns the permissions listed in `toAssign` and removes those listed in `toRevoke` on the spreadsheet, in one request. Answers 204 with no body.
         */
        post: operations["spreadsheetPermissionsModification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/spreadsheets/{spreadsheetId}/sheets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a spreadsheet's sheets
         * @description Returns the sheets of the spreadsheet, with their position, parent and children, one page at a time: follow `@nextLink` unchanged until it is absent or null. Pin a revision with `$revision`.
         */
        get: operations["getSheets"];
        put?: never;
        /**
         * Add a sheet
         * @description Adds a sheet to the spreadsheet, named `name`, at `index` under `parent` when they are given. Answers 201 with the new sheet.
         */
        post: operations["createSheet"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/spreadsheets/{spreadsheetId}/sheets/{sheetId}/copy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Copy a sheet
         * @description Copies the sheet into the spreadsheet named by `spreadsheet` (the same one or another), optionally under a new name, parent and position. Runs asynchronously: the answer is `202 Accepted`; poll its `Location` until the operation settles.
         */
        post: operations["copySheet"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/spreadsheets/{spreadsheetId}/sheets/{sheetId}/permissions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the permissions on a sheet
         * @description Returns who holds which permission on the sheet (users and groups), one page at a time: follow `@nextLink` unchanged until it is absent or null. `$filter` narrows the list.
         */
        get: operations["getSheetPermissions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/spreadsheets/{spreadsheetId}/sheets/{sheetId}/permissions/modification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Grant or revoke permissions on a sheet
         * @description Assigns the permissions listed in `toAssign` and removes those listed in `toRevoke` on the sheet, in one request. Answers 204 with no body.
         */
        post: operations["sheetPermissionsModification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/spreadsheets/{spreadsheetId}/sheets/{sheetId}/sheetdata": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a sheet's cells
         * @description Returns the cells of the sheet (or of `$cellrange` only, in A1 notation, open-ended ranges allowed) with their values and formats, at most `$maxcellsperpage` cells per page. Follow `@nextLink` unchanged until it is absent or null; `$fields` limits which cell members are sent.
         */
        get: operations["getSheetData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/spreadsheets/{spreadsheetId}/sheets/{sheetId}/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Edit a sheet's content and layout
         * @description Applies a batch of edits to the sheet: cell and range values, formats and borders, rows and columns inserted, deleted, hidden, resized, merged. The service accepts a limited number of these requests per minute for a whole workspace. Runs asynchronously: the answer is `202 Accepted`; poll its `Location` until the operation settles.
         */
        post: operations["updateSheet"];
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
         * @example 2026-01-01
         * @example 2022-01-01
         * @example 2026-04-01.processes.preview
         */
        ApiVersion: string;
        /** @description One further error of an error body. */
        PlatformErrorDetail: {
            /** @description Machine-readable error code. */
            code?: string;
            /** @description Human-readable explanation. */
            message?: string;
            /** @description What the error is about. */
            target?: string;
        } & {
            [key: string]: unknown;
        };
        /**
         * @description Error body of the platform API. Per the API summary it names the API version in use; the live service's
         *     description makes every member optional, so all are.
         */
        PlatformError: {
            /** @description Machine-readable error code, such as `concurrent_operations_exceeded`. */
            code?: string;
            /** @description Human-readable explanation. */
            message?: string;
            /** @description What the error is about, such as a parameter or property name. */
            target?: string;
            /** @description Further errors. */
            details?: components["schemas"]["PlatformErrorDetail"][];
            /**
             * Format: uri
             * @description Where the error is documented.
             */
            documentationUrl?: string;
            /** @description The API version that served the request. */
            version?: string;
        } & {
            [key: string]: unknown;
        };
        /**
         * @description Kind of file. Known values: `Document`, `Spreadsheet`, `Presentation`, `Folder`, `Script`,
         *     `SupportingDocument`. The set is open: other values may appear.
         * @example Document
         */
        FileKind: "Document" | "Spreadsheet" | "Presentation" | "Folder" | "Script" | "SupportingDocument" | (string & {});
        /** @description The user (or client) behind an operation's change. */
        OperationUser: {
            /**
             * @description Identifier of the user.
             * @example 2f9c1e7a-3b4d-4e5f-8a6b-7c8d9e0f1a2b
             */
            id: string;
        } & {
            [key: string]: unknown;
        };
        /** @description When something happened to a file, and who did it. */
        FileTimestamp: {
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp.
             * @example 2026-01-15T09:30:00Z
             */
            dateTime?: string;
            /** @description Who did it; null when the service does not say (the provider's descriptions mark it nullable). */
            user?: components["schemas"]["OperationUser"] | null;
        } & {
            [key: string]: unknown;
        };
        /**
         * @description Metadata of a file (a document, spreadsheet or other kind). `kind` is an open set of known values;
         *     `type` is open text (`Document` is the only documented value). `container`, `type` and `template`
         *     may be null.
         */
        File: {
            /** @description Identifier of the file; set by the service. */
            id?: string;
            /** @description Name of the file. */
            name?: string;
            kind?: components["schemas"]["FileKind"];
            /**
             * @description Type of file, such as `Document`. Other values may exist; treat unknown ones as opaque.
             * @example Document
             */
            type?: string | null;
            /** @description Identifier of the folder that contains the file. Writable. */
            container?: string | null;
            /** @description Whether the file is a template. */
            template?: boolean | null;
            /** @description Whether the file is `Active` or `Trashed` (known values; the set is open). Read-only. */
            readonly state?: "Active" | "Trashed" | (string & {});
            /** @description When the file was created, and by whom; set by the service. */
            created?: components["schemas"]["FileTimestamp"];
            /** @description When the file was last modified, and by whom; set by the service. */
            modified?: components["schemas"]["FileTimestamp"];
        } & {
            [key: string]: unknown;
        };
        /**
         * @description Body of a file replacement. A replacement is not a partial update: every writable property of the file
         *     is required, and a property left out would be reset, so reportkit makes them all mandatory. `id`
         *     (taken from the path), `state`, `created` and `modified` are set by the service and are not sent.
         *     `type`, `container` and `template` may be null, as the service sends them.
         */
        FileUpdate: {
            /** @description Name of the file. */
            name: string;
            kind: components["schemas"]["FileKind"];
            /**
             * @description Type of file, such as `Document`.
             * @example Document
             */
            type: string | null;
            /** @description Identifier of the folder that contains the file; give another folder's id to move it. */
            container: string | null;
            /** @description Whether the file is a template. */
            template: boolean | null;
        };
        /** @description One JSON Patch operation. `value` is used by `add`, `replace` and `test`; `from` by `move` and `copy`. */
        JsonPatchOperation: {
            /** @description The operation; RFC 6902 defines `add`, `remove`, `replace`, `move`, `copy` and `test`. */
            op: "add" | "remove" | "replace" | "move" | "copy" | "test" | (string & {});
            /** @description JSON Pointer to the member the operation applies to. */
            path: string;
            /** @description The value to add, replace or test; any JSON value. */
            value?: unknown;
            /** @description JSON Pointer to the member to move or copy from. */
            from?: string;
        };
        /**
         * @description A JSON Patch document (RFC 6902): the operations to apply, in order. Paths are JSON Pointers into the
         *     resource, such as `/name`.
         */
        JsonPatch: components["schemas"]["JsonPatchOperation"][];
        /** @description The value of one data column of a new sample. */
        NewDataValue: {
            /**
             * Format: uuid
             * @description Identifier (UUID) of the column.
             */
            column: string;
            /** @description The value, a number or text (the live service documents text). */
            value: number | string;
        };
        /** @description The value of one result column of a new sample. */
        NewResultValue: {
            /**
             * Format: uuid
             * @description Identifier (UUID) of the column.
             */
            column: string;
            /** @description The value, as text. */
            value: string;
        };
        /**
         * @description A sample to insert. New samples carry no `id`: the service generates it. Either array may be empty,
         *     since columns may be left empty.
         */
        NewSample: {
            /** @description Values of the sample's data columns. */
            dataValues: components["schemas"]["NewDataValue"][];
            /** @description Values of the sample's result columns. */
            resultValues: components["schemas"]["NewResultValue"][];
        };
        /**
         * @description Body of a `202 Accepted` response, per the API summary. Poll `operationLocation` (the same URL as the
         *     `Location` header) for the operation's result. The live service sends no body with its 202 answers:
         *     read the `Location` header when the body is missing.
         */
        AcceptedOperation: {
            /**
             * Format: uri
             * @description URL to poll for the operation's result, the same as the `Location` header.
             */
            operationLocation: string;
        } & {
            [key: string]: unknown;
        };
        /** @description The value of one data column of a sample. */
        DataValue: {
            /**
             * Format: uuid
             * @description Identifier (UUID) of the column.
             */
            column: string;
            /** @description The value, a number or text. */
            value: number | string;
        } & {
            [key: string]: unknown;
        };
        /** @description The value of one result column of a sample. */
        ResultValue: {
            /**
             * Format: uuid
             * @description Identifier (UUID) of the column.
             */
            column: string;
            /** @description The value, as text. */
            value: string;
        } & {
            [key: string]: unknown;
        };
        /** @description A file attached to a sample. */
        GraphAttachment: {
            /**
             * Format: uuid
             * @description Identifier (UUID) of the attachment.
             */
            id?: string;
            /** @description Name of the attached file. */
            fileName?: string;
        } & {
            [key: string]: unknown;
        };
        /**
         * @description One sample (row) of a test-form matrix. Columns may be left empty, so a sample may omit them. With
         *     `$expand=attachments` the service includes the sample's attachments.
         */
        Sample: {
            /**
             * Format: uuid
             * @description Identifier (UUID) of the sample, generated by the service.
             */
            id?: string;
            /** @description Values of the sample's data columns. */
            dataValues?: components["schemas"]["DataValue"][];
            /** @description Values of the sample's result columns. */
            resultValues?: components["schemas"]["ResultValue"][];
            /** @description The sample's attachments; present with `$expand=attachments`. Read-only. */
            readonly attachments?: components["schemas"]["GraphAttachment"][] | null;
        } & {
            [key: string]: unknown;
        };
        /**
         * Format: uri
         * @description Absolute URL of the next page, with the continuation token, filter, sort and page size already applied;
         *     follow it unchanged. Absent or `null` on the last page.
         * @example https://api.reporting.invalid/organizations/6cf764cf-ca59-43c5-b0e6-58c6862c38f0/activities?$next=eyJvZmZzZXQiOjF9
         */
        NextLink: string | null;
        /** @description A page of sample attachments. */
        GraphAttachmentPage: {
            /** @description The attachments of this page; an empty array when there are none. */
            data: components["schemas"]["GraphAttachment"][];
            "@nextLink"?: components["schemas"]["NextLink"];
        } & {
            [key: string]: unknown;
        };
        /**
         * @description A cell value. `null` leaves the cell unchanged; an empty string is a value like any other.
         * @example Revenue
         * @example 1250.5
         * @example true
         * @example null
         */
        CellValue: string | number | boolean | null;
        /**
         * @description The values of a range as read: its address in A1 notation and its rows of cell values (numbers on a
         *     scale of ones). A cell with no value reads as an empty string or null.
         */
        RangeValuesResult: {
            /**
             * @description The range the values are for, in A1 notation.
             * @example A1:B2
             */
            range?: string;
            /** @description Rows of cell values, all of equal length. */
            values?: components["schemas"]["CellValue"][][];
        } & {
            [key: string]: unknown;
        };
        /** @description A page of a range's values: `data` holds the range read (rows of cell values); follow `@nextLink` until it is absent or null. */
        RangeValuesPage: {
            "@nextLink"?: components["schemas"]["NextLink"];
            data: components["schemas"]["RangeValuesResult"][];
        } & {
            [key: string]: unknown;
        };
        /**
         * @description All values of a range: an array of rows, each an array of cell values. Rows must be of equal length.
         *     The provided range must not exceed the addressed range. When the values cover less than the
         *     addressed range, every cell of the addressed range is cleared, including those not covered; an empty
         *     array clears the range. A `null` cell is left unchanged. Numbers are written on a scale of ones,
         *     whatever the cell's scale formatting.
         */
        RangeValues: {
            /**
             * @description The range the values are for, in A1 notation; optional (the path names the range).
             * @example A1:B2
             */
            range?: string;
            /** @description Rows of cell values, all of equal length. */
            values: components["schemas"]["CellValue"][][];
        };
        /** @description What was done. */
        ActivityAction: {
            /** @description Namespaced identifier of the action. */
            id: string;
            /** @description Short alias of the action, usable in `$filter`. */
            alias?: string;
            /** @description Category of the action. */
            category?: string;
            /** @description Human-readable name of the action. */
            name?: string;
            /** @description Whether the action is deprecated. */
            deprecated?: boolean;
        } & {
            [key: string]: unknown;
        };
        /** @description Who performed the action. */
        ActivityPerformer: {
            /** @description Identifier of the performer. */
            id: string;
            /** @description Namespaced type of the performer. */
            type: string;
            /** @description Display name of the performer. */
            displayName?: string;
            /** @description Unique name of the performer. */
            uniqueName?: string;
            /** @description IP address the action came from. */
            ipAddress?: string;
        } & {
            [key: string]: unknown;
        };
        /** @description Something the action was performed on. `uniqueName` is optional. */
        ActivityTarget: {
            /** @description Identifier of the target. */
            id: string;
            /** @description Type of the target. */
            type: string;
            /** @description Display name of the target. */
            displayName?: string;
            /** @description Unique name of the target, when it has one. */
            uniqueName?: string;
        } & {
            [key: string]: unknown;
        };
        /** @description The workspace the activity happened in. Its `id` may be null. */
        ActivityWorkspace: {
            /** @description Identifier of the workspace. */
            id?: string | null;
            /** @description Name of the workspace. */
            name?: string;
        } & {
            [key: string]: unknown;
        };
        /**
         * @description Whether the organization is `active` or `inactive` (known values; the set is open). Read-only.
         * @example active
         */
        OrganizationStatus: "active" | "inactive" | (string & {});
        /** @description When something happened to a resource, and who did it. */
        Action: {
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp.
             * @example 2026-01-15T09:30:00Z
             */
            dateTime: string;
            /** @description Who did it; `null` when the service does not name a user. */
            user?: components["schemas"]["OperationUser"] | null;
        } & {
            [key: string]: unknown;
        };
        /** @description The organization the activity happened in. */
        ActivityOrganization: {
            /** @description Identifier of the organization. */
            id?: string;
            /** @description Name of the organization. */
            name?: string;
            status?: components["schemas"]["OrganizationStatus"];
            /** @description When the organization was created, and by whom. */
            created?: components["schemas"]["Action"];
            /** @description When the organization was last modified, and by whom. */
            modified?: components["schemas"]["Action"];
        } & {
            [key: string]: unknown;
        };
        /**
         * @description Free-form detail of an activity. An entry may hold `entityChanges`, a list of
         *     `{propertyName, new, old}` changes.
         * @example {
         *       "entityChanges": [
         *         {
         *           "propertyName": "name",
         *           "new": "Q1 report",
         *           "old": "Draft report"
         *         }
         *       ]
         *     }
         */
        ActivityAttachment: {
            [key: string]: unknown;
        };
        /**
         * @description One audit activity. `id`, `action` (with its `id`), `performer` (with `id` and `type`), `targets`
         *     (each with `id` and `type`) and `activityDateTime` are always present; `workspace` may be null and
         *     `attachments` is optional.
         */
        Activity: {
            /** @description Opaque identifier of the activity. */
            id: string;
            action: components["schemas"]["ActivityAction"];
            /** @description A human-readable sentence describing the activity. */
            summary?: string;
            performer: components["schemas"]["ActivityPerformer"];
            /** @description What the action was performed on. */
            targets: components["schemas"]["ActivityTarget"][];
            /**
             * Format: date-time
             * @description When the activity happened, an ISO 8601 UTC timestamp.
             */
            activityDateTime: string;
            /** @description The workspace the activity happened in; null for activities outside a workspace. */
            workspace?: components["schemas"]["ActivityWorkspace"] | null;
            organization?: components["schemas"]["ActivityOrganization"];
            /** @description Outcome of the action. Known values `success`, `failure`, `pending`, `unknown`; the set is open. */
            outcome?: "success" | "failure" | "pending" | "unknown" | (string & {});
            /** @description Tags of the form `name:value`. */
            tags?: string[];
            /** @description Optional free-form details of the activity. */
            attachments?: components["schemas"]["ActivityAttachment"][];
        } & {
            [key: string]: unknown;
        };
        /** @description A page of activities. */
        ActivityPage: {
            /** @description The activities of this page; an empty array when there are none. */
            data: components["schemas"]["Activity"][];
            "@nextLink"?: components["schemas"]["NextLink"];
        } & {
            [key: string]: unknown;
        };
        /** @description When something happened to an operation, and who did it (the live service's shape). */
        OperationAction: {
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp.
             * @example 2026-01-15T09:30:00Z
             */
            dateTime: string;
            /** @description Who did it; null when the service does not say (the provider's descriptions mark it nullable). */
            user?: components["schemas"]["OperationUser"] | null;
        } & {
            [key: string]: unknown;
        };
        /**
         * @description When something happened to an operation. The live service sends an object `{ dateTime, user? }`;
         *     a plain ISO 8601 timestamp is accepted too, so both shapes are typed.
         */
        OperationTimestamp: components["schemas"]["OperationAction"] | string;
        /** @description A detail (usually an error) reported by an operation. Any of its fields may be null. */
        OperationDetail: {
            /** @description Machine-readable code of the detail. */
            code?: string | null;
            /** @description Human-readable explanation. */
            message?: string | null;
            /** @description What the detail is about, such as a property name. */
            target?: string | null;
        } & {
            [key: string]: unknown;
        };
        /** @description The state of an asynchronous operation, polled at the `Location` of a `202 Accepted` response. */
        Operation: {
            /** @description Identifier of the operation. */
            id: string;
            /**
             * @description State of the operation. Known values: `acknowledged`, `queued`, `started` (still running), and the
             *     final `completed`, `cancelled`, `failed`. The set is open: treat any other value as still running
             *     and keep polling.
             * @example acknowledged
             * @example queued
             * @example started
             * @example completed
             * @example cancelled
             * @example failed
             */
            status: "acknowledged" | "queued" | "started" | "completed" | "cancelled" | "failed" | (string & {});
            /** @description When the operation was created, and by whom. */
            created?: components["schemas"]["OperationTimestamp"];
            /** @description When the operation last changed, and by whom. */
            updated?: components["schemas"]["OperationTimestamp"];
            /**
             * Format: uuid
             * @description Identifier (a UUID) of the request that started the operation, for support. It is not a URL.
             */
            originalRequest?: string;
            /**
             * Format: uri
             * @description URL of the resource the operation produced or changed, when there is one; null (or absent) until
             *     the operation has completed, and for operations without a resource.
             */
            resourceUrl?: string | null;
            /** @description Details of the outcome, such as the errors of a failed operation; null when there are none. */
            details?: components["schemas"]["OperationDetail"][] | null;
        } & {
            [key: string]: unknown;
        };
        /** @description Where an imported supporting document goes. */
        SupportingDocumentImportOptions: {
            /** @description Identifier of the folder to import into. */
            containerId?: string;
        };
        /**
         * @description Options of a platform-export-file import. Further `include*` flags exist; their full list is not
         *     documented, so other boolean flags are accepted as additional properties.
         */
        WorkivaFileImportOptions: {
            /** @description Identifier of the folder to import into. */
            destinationContainer?: string;
            /** @description Create a new folder for the imported files. */
            createNewResultContainer?: boolean;
            /** @description Name of the new folder, with `createNewResultContainer`. */
            newResultContainerName?: string;
            /** @description Email the caller when the import is done. */
            emailOnComplete?: boolean;
            /** @description Keep input mode enabled in the imported files. */
            keepInputModeEnabled?: boolean;
            /** @description Import the values of custom fields. */
            includeCustomFieldValues?: boolean;
            /** @description Import references to connection parameters (named by the API summary). */
            includeConnectionParameterReferences?: boolean;
        } & {
            [key: string]: unknown;
        };
        /**
         * @description A file to import. The answer carries an `uploadUrl` to `PUT` the file's bytes to. `kind` says what the
         *     file becomes; `supportingDocumentImportOptions` applies to supporting documents and
         *     `workivaFileImportOptions` to platform export files (`Workiva`).
         */
        FileImport: {
            /** @description Name of the file being imported, with its extension. */
            fileName?: string;
            /**
             * @description What the file is imported as. Known values: `Document`, `Spreadsheet`, `Presentation`, `Workiva`,
             *     `SupportingDocument`. The set is open.
             */
            kind?: "Document" | "Spreadsheet" | "Presentation" | "Workiva" | "SupportingDocument" | (string & {});
            /** @description Options of a supporting-document import. */
            supportingDocumentImportOptions?: components["schemas"]["SupportingDocumentImportOptions"] | null;
            /** @description Options of a platform-export-file import. */
            workivaFileImportOptions?: components["schemas"]["WorkivaFileImportOptions"] | null;
        };
        /**
         * @description Body of the `202 Accepted` answer to a file import: where to upload the file's bytes (`PUT` them to
         *     `uploadUrl` with the same authorization), and, per the API summary, the operation URL too (the live
         *     service sends only `uploadUrl`; `Location` always holds the operation URL).
         */
        FileImportAccepted: {
            /**
             * Format: uri
             * @description URL to `PUT` the file's bytes to, with the same authorization.
             */
            uploadUrl: string;
            /**
             * Format: uri
             * @description URL to poll for the operation's result, the same as the `Location` header.
             */
            operationLocation?: string;
        } & {
            [key: string]: unknown;
        };
        /** @description What a file copy carries over. Every flag defaults to false. */
        FileCopyOptions: {
            /**
             * @description Email the caller when the copy is done.
             * @default false
             */
            emailOnComplete?: boolean;
            /**
             * @description Copy the file's attachments.
             * @default false
             */
            includeAttachments?: boolean;
            /**
             * @description Copy the file's automations.
             * @default false
             */
            includeAutomations?: boolean;
            /**
             * @description Copy the file's comments.
             * @default false
             */
            includeComments?: boolean;
            /**
             * @description Copy the document's markup.
             * @default false
             */
            includeDocumentMarkup?: boolean;
            /**
             * @description Copy the values of input cells.
             * @default false
             */
            includeInputCellValues?: boolean;
            /**
             * @description Copy outline labels.
             * @default false
             */
            includeOutlineLabels?: boolean;
            /**
             * @description Copy the metadata of smart links.
             * @default false
             */
            includeSmartLinkMetadata?: boolean;
            /**
             * @description Copy incoming data-preparation connections.
             * @default false
             */
            includeWdataIncomingConnections?: boolean;
            /**
             * @description Copy outgoing data-preparation connections.
             * @default false
             */
            includeWdataOutgoingConnections?: boolean;
            /**
             * @description Copy XBRL tagging.
             * @default false
             */
            includeXBRL?: boolean;
            /**
             * @description Copy XBRL tagging, disconnected from its source.
             * @default false
             */
            includeXBRLDisconnected?: boolean;
            /**
             * @description Keep input mode enabled in the copy.
             * @default false
             */
            keepInputModeEnabled?: boolean;
            /**
             * @description Remove links to GRC content from the copy.
             * @default false
             */
            removeGRCLinks?: boolean;
            /**
             * @description Remove links from the copy.
             * @default false
             */
            removeLinks?: boolean;
            /**
             * @description Copy the file without its linked content.
             * @default false
             */
            shallowCopy?: boolean;
            /**
             * @description Copy the values of custom fields (named by the API summary).
             * @default false
             */
            includeCustomFieldValues?: boolean;
            /**
             * @description Copy references to connection parameters (named by the API summary).
             * @default false
             */
            includeConnectionParameterReferences?: boolean;
        };
        /**
         * @description Where and how to copy a file. Every option defaults to false. `destinationName` and the options
         *     `includeCustomFieldValues` and `includeConnectionParameterReferences` come from the API summary (the
         *     live service's description does not name them yet).
         */
        FileCopy: {
            /** @description Identifier of the folder to copy into; by default the file's own folder. */
            destinationContainer?: string | null;
            /** @description Name of the copy. */
            destinationName?: string | null;
            /** @description What the copy carries over. */
            options?: components["schemas"]["FileCopyOptions"] | null;
        };
        /** @description Options of a document export. */
        DocumentExport: {
            /** @description Format of the export. Known values `pdf`, `docx`, `xhtml`; the set is open. */
            format: "pdf" | "docx" | "xhtml" | (string & {});
            /** @description Identifiers of the sections to export; all sections by default. */
            sections?: string[];
            /** @description Options of a PDF export (not documented in detail). */
            pdfOptions?: {
                [key: string]: unknown;
            };
            /** @description Options of a DOCX export (not documented in detail). */
            docxOptions?: {
                [key: string]: unknown;
            };
            /** @description Options of an XHTML export (not documented in detail). */
            xhtmlOptions?: {
                [key: string]: unknown;
            };
        };
        /** @description Options of a spreadsheet export. */
        SpreadsheetExport: {
            /** @description Format of the export. Known values `pdf`, `xlsx`, `csv`; the set is open. */
            format: "pdf" | "xlsx" | "csv" | (string & {});
            /** @description Identifiers of the sheets to export; all sheets by default. */
            sheets?: string[];
            /** @description Options of a CSV export. */
            csvOptions?: {
                /** @description Export formulas instead of their values. */
                exportAsFormulas?: boolean;
            };
            /** @description Options of an XLSX export. */
            xlsxOptions?: {
                /** @description Export formulas instead of their values. */
                exportAsFormulas?: boolean;
                /**
                 * @description Precision of exported numbers. Known values `fullPrecision`, `rounded`, `displayed`; the set is
                 *     open.
                 */
                exportPrecision?: "fullPrecision" | "rounded" | "displayed" | (string & {});
            };
            /** @description Options of a PDF export (page size, orientation, scale and more; not documented in detail). */
            pdfOptions?: {
                [key: string]: unknown;
            };
        };
        /** @description Options of a presentation export. Further options exist and are accepted as additional properties. */
        PresentationExport: {
            /** @description Format of the export. Known values `pdf`, `pptx`; the set is open. */
            format: "pdf" | "pptx" | (string & {});
            /** @description Identifiers of the slides to export; all slides by default. */
            slides?: string[];
        } & {
            [key: string]: unknown;
        };
        /**
         * @description What an export to a platform export file carries (boolean flags; their full list is not documented, so
         *     other flags are accepted as additional properties).
         */
        WorkivaFileExportOptions: {
            /** @description Export the values of custom fields. */
            includeCustomFieldValues?: boolean;
            /** @description Export references to connection parameters (named by the API summary). */
            includeConnectionParameterReferences?: boolean;
        } & {
            [key: string]: unknown;
        };
        /**
         * @description How to export a file. `kind` names the kind of file; the options go in the matching member
         *     (`documentExport`, `spreadsheetExport`, `presentationExport`, `folderExport` or `workivaFileExport`).
         *     When the operation completes, its `resourceUrl` is the download URL (`GET` it with the same
         *     authorization).
         */
        FileExport: {
            /**
             * @description Kind of file exported. Known values: `Document`, `Spreadsheet`, `Presentation`,
             *     `SupportingDocument`, `Folder`, `Workiva`. The set is open.
             */
            kind?: "Document" | "Spreadsheet" | "Presentation" | "SupportingDocument" | "Folder" | "Workiva" | (string & {});
            documentExport?: components["schemas"]["DocumentExport"];
            spreadsheetExport?: components["schemas"]["SpreadsheetExport"];
            presentationExport?: components["schemas"]["PresentationExport"];
            /** @description Options of a folder export (boolean flags; their list is not documented). */
            folderExport?: {
                [key: string]: unknown;
            };
            /** @description Options of an export to a platform export file. */
            workivaFileExport?: {
                workivaFileExportOptions?: components["schemas"]["WorkivaFileExportOptions"];
            };
        };
        /** @description An empty object. The operation takes no options, but the body is required. */
        EmptyOptions: Record<string, never>;
        /**
         * @description Whether links are `published` or `unpublished` (known values; the set is open).
         * @example published
         */
        PublicationStatus: "published" | "unpublished" | (string & {});
        /** @description Metadata of a spreadsheet. `lock` is present (`locked`) when the spreadsheet is locked and may be null. */
        Spreadsheet: {
            /** @description Identifier of the spreadsheet. Read-only. */
            readonly id?: string;
            /** @description Name of the spreadsheet. Read-only. */
            readonly name?: string;
            /** @description The spreadsheet's current revision. Read-only. */
            readonly revision?: string;
            /** @description Whether the spreadsheet is a template. Read-only. */
            readonly template?: boolean;
            /** @description When the spreadsheet was created, and by whom. */
            created?: components["schemas"]["Action"];
            /** @description When the spreadsheet was last modified, and by whom. */
            modified?: components["schemas"]["Action"];
            /** @description Lock state; `locked` (known value; the set is open) or null. */
            lock?: "locked" | (string & {}) | null;
            /** @description Whether the spreadsheet's links are published. */
            linksStatus?: {
                allLinks: components["schemas"]["PublicationStatus"];
                ownLinks: components["schemas"]["PublicationStatus"];
            } & {
                [key: string]: unknown;
            };
            /** @description Values of the spreadsheet's custom fields, by name (shape not documented in detail). */
            customFields?: {
                [key: string]: unknown;
            };
            /** @description Custom field groups of the spreadsheet (shape not documented in detail). */
            customFieldGroups?: unknown[];
            /** @description Custom field groups of the spreadsheet's sheets (shape not documented in detail). */
            sheetCustomFieldGroups?: unknown[];
        } & {
            [key: string]: unknown;
        };
        /** @description A sheet of a spreadsheet: its name, position among its siblings, parent and children, lock, dataset and table. */
        Sheet: {
            readonly children?: components["schemas"]["Sheet"][];
            customFields?: unknown;
            dataset?: components["schemas"]["Dataset"] | null;
            id?: string | null;
            index?: number;
            lock?: components["schemas"]["SheetLockType"] | null;
            name?: string;
            parent?: components["schemas"]["Sheet"] | null;
            readonly revision?: string;
            table?: components["schemas"]["SheetTableRef"];
        } & {
            [key: string]: unknown;
        };
        /** @description A dataset of a sheet: the sheet it belongs to, the range it covers and its values. */
        Dataset: {
            readonly range?: string | null;
            sheet?: string;
            values?: unknown[][] | null;
        } & {
            [key: string]: unknown;
        };
        SheetLockType: "lock" | "inputMode" | (string & {});
        SheetTableId: string;
        SheetTableRef: {
            readonly revision?: string;
            table?: components["schemas"]["SheetTableId"];
        } & {
            [key: string]: unknown;
        };
        Color: {
            blue: number;
            green: number;
            red: number;
        } & {
            [key: string]: unknown;
        };
        /**
         * @description Character format. Every member may be null: null means the format is inherited (from the style or the
         *     container), not set on the text. Other members the service may send are reachable as additional
         *     properties.
         */
        TextFormat: {
            /** @description Whether the text is bold; null when inherited. */
            bold?: boolean | null;
            /** @description Whether the text is italic; null when inherited. */
            italic?: boolean | null;
            /** @description Whether the text is underlined; null when inherited. */
            underline?: boolean | null;
            /** @description Whether the text is struck through; null when inherited. */
            strikethrough?: boolean | null;
            /** @description Name of the font; null when inherited. */
            font?: string | null;
            /** @description Font size in points, at most 100; null when inherited. */
            size?: number | null;
            /**
             * @description Vertical position; null when inherited. Known values `baseline`, `superscript`, `subscript`; the set
             *     is open.
             */
            baselineShift?: "baseline" | "superscript" | "subscript" | (string & {}) | null;
            /** @description Extra spacing between characters, in thousandths of an em; null when inherited. */
            characterSpacing?: number | null;
            /** @description Colour behind the text; null when inherited. */
            backgroundColor?: components["schemas"]["Color"] | null;
            /** @description Colour of the text itself; null when inherited. */
            textColor?: components["schemas"]["Color"] | null;
        } & {
            [key: string]: unknown;
        };
        /**
         * @description A reference to a style (of a paragraph, or of the list a paragraph belongs to) and the style guide it
         *     comes from.
         */
        ParagraphStyle: {
            /** @description Name or identifier of the style. */
            style?: string;
            /** @description Identifier of the style guide. */
            styleGuide?: string;
            /** @description Revision of the style guide. */
            revision?: string;
        } & {
            [key: string]: unknown;
        };
        Dimensions: {
            height: number;
            width: number;
        } & {
            [key: string]: unknown;
        };
        TableId: string;
        TableRef: {
            readonly revision?: string;
            table?: components["schemas"]["TableId"];
        } & {
            [key: string]: unknown;
        };
        ChartTextElement: ({
            format?: components["schemas"]["TextFormat"];
            /** @default 1 */
            length: number;
            /** @default 0 */
            offset: number;
            style?: components["schemas"]["ParagraphStyle"];
            dimensions: components["schemas"]["Dimensions"];
            table: components["schemas"]["TableRef"];
        } & {
            [key: string]: unknown;
        }) | null;
        DestinationLinkRef: {
            destinationLink: string;
            revision: string;
        } & {
            [key: string]: unknown;
        };
        SoftReturn: {
            format?: components["schemas"]["TextFormat"];
            /** @default 1 */
            length: number;
            /** @default 0 */
            offset: number;
            style?: components["schemas"]["ParagraphStyle"];
        } & {
            [key: string]: unknown;
        };
        /**
         * @description A run of text sharing one format. `offset` is where the run starts in the paragraph and `length` how many
         *     characters (Unicode code points) it spans; the service always sends both.
         */
        TextSpan: ({
            /**
             * @description Position of the run's first character in the paragraph, counted in code points from 0.
             * @default 0
             */
            offset: number;
            /**
             * @description Number of code points the run spans.
             * @default 1
             */
            length: number;
            /** @description The characters of the run (no paragraph separators, line feeds or carriage returns). */
            text: string;
            format?: components["schemas"]["TextFormat"];
            style?: components["schemas"]["ParagraphStyle"];
        } & {
            [key: string]: unknown;
        }) | null;
        UnspecifiedTextElement: ({
            format?: components["schemas"]["TextFormat"];
            /** @default 1 */
            length: number;
            /** @default 0 */
            offset: number;
            style?: components["schemas"]["ParagraphStyle"];
        } & {
            [key: string]: unknown;
        }) | null;
        SourceTextElement: {
            softReturn?: components["schemas"]["SoftReturn"] | null;
            textSpan?: components["schemas"]["TextSpan"];
            /** @default textSpan */
            type: "softReturn" | "textSpan" | "unspecified" | (string & {});
            unspecified?: components["schemas"]["UnspecifiedTextElement"];
        } & {
            [key: string]: unknown;
        };
        /**
         * @description How a paragraph belongs to a list. `prefix`, `suffix` and `startAt` may be null; `style` is a reference
         *     to the list style (`{ style, styleGuide, revision }`), not a name.
         */
        ParagraphList: {
            /** @description Nesting level in the list. */
            level?: number;
            /** @description Text before the list marker; null when there is none. */
            prefix?: string | null;
            /** @description Text after the list marker; null when there is none. */
            suffix?: string | null;
            /** @description Number an ordered list starts at; null when the list continues from the previous item. */
            startAt?: number | null;
            style?: components["schemas"]["ParagraphStyle"];
        } & {
            [key: string]: unknown;
        };
        /** @default left */
        ParagraphPropertiesAlignment: "left" | "center" | "right" | "justified" | (string & {}) | null;
        LineSpacing: {
            unit?: "percent" | "points" | (string & {});
            value?: number;
        } & {
            [key: string]: unknown;
        };
        /**
         * @description Layout of a paragraph. A null member is not set on the paragraph: its value comes from the style or the
         *     container. Indents and spacing are in points.
         */
        ParagraphProperties: {
            alignment?: components["schemas"]["ParagraphPropertiesAlignment"];
            /**
             * @description Indent of every line from the margin on the side where lines start, in points (positive moves
             *     towards the middle of the page); null when inherited.
             */
            startIndent?: number | null;
            /**
             * @description Indent of every line from the margin on the side where lines end, in points (positive moves towards
             *     the middle of the page); null when inherited.
             */
            endIndent?: number | null;
            /** @description Extra indent of the first line, added to `startIndent`, in points; null when inherited. */
            firstLineIndent?: number | null;
            lineSpacing?: components["schemas"]["LineSpacing"];
            /**
             * @description Whether a page break precedes the paragraph; null when inherited.
             * @default false
             */
            pageBreakBefore?: boolean | null;
            /** @description Room left below the paragraph, in points; null when inherited. */
            spaceAfterParagraph?: number | null;
            /** @description Room left above the paragraph, in points; null when inherited. */
            spaceBeforeParagraph?: number | null;
        } & {
            [key: string]: unknown;
        };
        SourceParagraph: {
            elements: components["schemas"]["SourceTextElement"][];
            format: components["schemas"]["TextFormat"];
            list?: components["schemas"]["ParagraphList"];
            properties: components["schemas"]["ParagraphProperties"];
            style: components["schemas"]["ParagraphStyle"];
        } & {
            [key: string]: unknown;
        };
        DestinationLinkTextElement: ({
            format?: components["schemas"]["TextFormat"];
            /** @default 1 */
            length: number;
            /** @default 0 */
            offset: number;
            style?: components["schemas"]["ParagraphStyle"];
            destinationLink: components["schemas"]["DestinationLinkRef"];
            paragraphs: components["schemas"]["SourceParagraph"][];
        } & {
            [key: string]: unknown;
        }) | null;
        BaseTextElement: {
            format?: components["schemas"]["TextFormat"];
            /** @default 1 */
            length: number;
            /** @default 0 */
            offset: number;
            style?: components["schemas"]["ParagraphStyle"];
        } & {
            [key: string]: unknown;
        };
        FootnoteAnnotation: components["schemas"]["BaseTextElement"] | null;
        RichTextId: string;
        RichTextRef: {
            readonly revision?: string;
            richText?: components["schemas"]["RichTextId"];
        } & {
            [key: string]: unknown;
        };
        FootnoteIndicator: ({
            format?: components["schemas"]["TextFormat"];
            /** @default 1 */
            length: number;
            /** @default 0 */
            offset: number;
            style?: components["schemas"]["ParagraphStyle"];
            footnote: components["schemas"]["RichTextRef"];
        } & {
            [key: string]: unknown;
        }) | null;
        HyperlinkType: "document" | "section" | "presentation" | "slide" | "spreadsheet" | "sheet" | "url" | "unspecified" | (string & {});
        Revision: string;
        DocumentRef: {
            readonly document?: string;
            revision?: components["schemas"]["Revision"];
        } & {
            [key: string]: unknown;
        };
        SectionRef: {
            readonly document?: string;
            readonly revision?: string;
            readonly section?: string;
        } & {
            [key: string]: unknown;
        };
        SpreadsheetRef: {
            readonly spreadsheet?: string;
            revision?: components["schemas"]["Revision"];
        } & {
            [key: string]: unknown;
        };
        SheetRef: {
            readonly sheet?: string;
            readonly spreadsheet?: string;
            revision?: components["schemas"]["Revision"];
        } & {
            [key: string]: unknown;
        };
        PresentationRef: {
            readonly presentation?: string;
            revision?: components["schemas"]["Revision"];
        } & {
            [key: string]: unknown;
        };
        SlideRef: {
            readonly slide?: string;
            readonly presentation?: string;
            revision?: components["schemas"]["Revision"];
        } & {
            [key: string]: unknown;
        };
        Hyperlink: {
            type: components["schemas"]["HyperlinkType"];
            document?: components["schemas"]["DocumentRef"] | null;
            section?: components["schemas"]["SectionRef"] | null;
            spreadsheet?: components["schemas"]["SpreadsheetRef"] | null;
            sheet?: components["schemas"]["SheetRef"] | null;
            presentation?: components["schemas"]["PresentationRef"] | null;
            slide?: components["schemas"]["SlideRef"] | null;
            url?: string | null;
        } & {
            [key: string]: unknown;
        };
        HyperlinkTextElement: ({
            format?: components["schemas"]["TextFormat"];
            /** @default 1 */
            length: number;
            /** @default 0 */
            offset: number;
            style?: components["schemas"]["ParagraphStyle"];
            hyperlink: components["schemas"]["Hyperlink"];
            text: string;
        } & {
            [key: string]: unknown;
        }) | null;
        ImageRef: {
            image?: string;
        } & {
            [key: string]: unknown;
        };
        ImageTextElement: ({
            format?: components["schemas"]["TextFormat"];
            /** @default 1 */
            length: number;
            /** @default 0 */
            offset: number;
            style?: components["schemas"]["ParagraphStyle"];
            dimensions: components["schemas"]["Dimensions"];
            image?: components["schemas"]["ImageRef"];
        } & {
            [key: string]: unknown;
        }) | null;
        PageNumber: components["schemas"]["BaseTextElement"] | null;
        SectionPageNumber: ({
            format?: components["schemas"]["TextFormat"];
            /** @default 1 */
            length: number;
            /** @default 0 */
            offset: number;
            style?: components["schemas"]["ParagraphStyle"];
            section: components["schemas"]["SectionRef"];
        } & {
            [key: string]: unknown;
        }) | null;
        TableBreakingType: "neverBreak" | "alwaysBreak" | "breakWhenExceeds" | (string & {});
        TableBreaking: ({
            breakingPercentage?: number | null;
            type?: components["schemas"]["TableBreakingType"];
        } & {
            [key: string]: unknown;
        }) | null;
        TableTextElementProperties: {
            /** @default 0 */
            headerRows: number;
            tableBreaking: components["schemas"]["TableBreaking"];
            /** @default false */
            titleRow: boolean;
            titleSuffix?: string | null;
        } & {
            [key: string]: unknown;
        };
        TableTextElement: ({
            format?: components["schemas"]["TextFormat"];
            /** @default 1 */
            length: number;
            /** @default 0 */
            offset: number;
            style?: components["schemas"]["ParagraphStyle"];
            properties?: components["schemas"]["TableTextElementProperties"];
            table: components["schemas"]["TableRef"];
        } & {
            [key: string]: unknown;
        }) | null;
        /**
         * @description One element of a paragraph. `type` names what it is, and the member of the same name (`textSpan`,
         *     `image`, `hyperlink`...) holds its details: a text span's `offset`, `length` and `text`, for example.
         */
        TextElement: {
            chart?: components["schemas"]["ChartTextElement"];
            destinationLink?: components["schemas"]["DestinationLinkTextElement"];
            footnoteAnnotation?: components["schemas"]["FootnoteAnnotation"];
            footnoteIndicator?: components["schemas"]["FootnoteIndicator"];
            hyperlink?: components["schemas"]["HyperlinkTextElement"];
            image?: components["schemas"]["ImageTextElement"];
            pageNumber?: components["schemas"]["PageNumber"];
            sectionPageNumber?: components["schemas"]["SectionPageNumber"];
            table?: components["schemas"]["TableTextElement"];
            textSpan?: components["schemas"]["TextSpan"];
            /**
             * @description What the element is, and so which member holds its details. The set is open.
             * @default textSpan
             */
            type: "chart" | "destinationLink" | "footnoteAnnotation" | "footnoteIndicator" | "hyperlink" | "image" | "pageNumber" | "sectionPageNumber" | "table" | "textSpan" | "softReturn" | "unspecified" | (string & {});
            unspecified?: components["schemas"]["UnspecifiedTextElement"];
        } & {
            [key: string]: unknown;
        };
        /**
         * @description One paragraph of a rich text: its text elements, and optionally its format, list membership and
         *     layout properties. `format`, `list` and `properties` may be null.
         */
        Paragraph: {
            /** @description The text elements of the paragraph, in order. */
            elements?: components["schemas"]["TextElement"][];
            /** @description The paragraph's character format. */
            format?: components["schemas"]["TextFormat"] | null;
            /** @description Zero-based position of the paragraph in the rich text. Read-only. */
            readonly index?: number;
            /** @description The list the paragraph belongs to, if any. */
            list?: components["schemas"]["ParagraphList"] | null;
            /** @description Layout properties of the paragraph. */
            properties?: components["schemas"]["ParagraphProperties"] | null;
            style?: components["schemas"]["ParagraphStyle"];
        } & {
            [key: string]: unknown;
        };
        /** @description A page of the paragraphs of a rich text, with the revision they were read at. */
        ParagraphPage: {
            /** @description The paragraphs of this page, in order; an empty array when there are none. */
            data: components["schemas"]["Paragraph"][];
            "@nextLink"?: components["schemas"]["NextLink"];
            /** @description The content revision the paragraphs were read at. */
            revision?: string;
        } & {
            [key: string]: unknown;
        };
        /**
         * @description A rectangle of cells by zero-based row and column bounds. Any bound may be null or absent (the range is
         *     then open on that side).
         */
        CellRange: {
            /** @description First row of the range. */
            startRow?: number | null;
            /** @description Last row of the range. */
            stopRow?: number | null;
            /** @description First column of the range. */
            startColumn?: number | null;
            /** @description Last column of the range. */
            stopColumn?: number | null;
        } & {
            [key: string]: unknown;
        };
        /** @description The linked range of a source link. */
        RangeLinkSource: {
            range: components["schemas"]["CellRange"];
        } & {
            [key: string]: unknown;
        };
        /** @description The source link a destination link copies. */
        RangeLinkDestination: {
            /** @description Where the copied range comes from. */
            source: {
                /** @description Identifier of the source range link. */
                rangeLink: string;
                /** @description Identifier of the source link's table. */
                table: string;
                /** @description Revision of the source table. */
                revision?: string;
            } & {
                [key: string]: unknown;
            };
        } & {
            [key: string]: unknown;
        };
        /**
         * @description A link between ranges of tables. A `source` link describes the linked range of its table; a
         *     `destination` link names the source link it copies. `source` and `destination` may be null.
         */
        RangeLink: {
            /** @description Identifier of the range link. */
            id: string;
            /** @description Identifier of the table the link belongs to. */
            table: string;
            /** @description The content revision the link was read at. */
            revision: string;
            /** @description Whether the link is a `source` or a `destination` (known values; the set is open). */
            type: "source" | "destination" | (string & {});
            /** @description The linked range, for a `source` link; may be null (or absent) otherwise. */
            source?: components["schemas"]["RangeLinkSource"] | null;
            /** @description The source link copied, for a `destination` link; may be null (or absent) otherwise. */
            destination?: components["schemas"]["RangeLinkDestination"] | null;
        } & {
            [key: string]: unknown;
        };
        /** @description A page of range links. */
        RangeLinkPage: {
            /** @description The range links of this page; an empty array when there are none. */
            data: components["schemas"]["RangeLink"][];
            "@nextLink"?: components["schemas"]["NextLink"];
        } & {
            [key: string]: unknown;
        };
        /**
         * @description A range of columns, by zero-based first and last index (both inclusive). The live service names the
         *     bounds `startColumn` and `stopColumn`, as in a `CellRange`.
         */
        TableEditColumnRange: {
            /** @description First column of the range (inclusive). */
            startColumn: number;
            /** @description Last column of the range (inclusive). */
            stopColumn: number;
        };
        /**
         * @description A range of rows, by zero-based first and last index (both inclusive). The live service names the
         *     bounds `startRow` and `stopRow`, as in a `CellRange`.
         */
        TableEditRowRange: {
            /** @description First row of the range (inclusive). */
            startRow: number;
            /** @description Last row of the range (inclusive). */
            stopRow: number;
        };
        /**
         * @description Which side of `nextTo` the rows or columns go: `putAfter` or `putBefore` (known values; the set is
         *     open).
         * @example putAfter
         */
        TableEditSide: "putAfter" | "putBefore" | (string & {});
        /** @description Rows or columns to insert, and where. */
        TableEditInsert: {
            /** @description How many rows or columns to insert. */
            count: number;
            /** @description The row or column the new ones go next to. */
            nextTo: number;
            side: components["schemas"]["TableEditSide"];
        };
        /** @description Columns to move, and where. */
        TableEditMoveColumns: {
            move: components["schemas"]["TableEditColumnRange"];
            /** @description The column the moved ones go next to; it may not lie inside `move`. */
            nextTo: number;
            side: components["schemas"]["TableEditSide"];
        };
        /** @description Rows to move, and where. */
        TableEditMoveRows: {
            move: components["schemas"]["TableEditRowRange"];
            /** @description The row the moved ones go next to; it may not lie inside `move`. */
            nextTo: number;
            side: components["schemas"]["TableEditSide"];
        };
        /**
         * @description One edit of a table's structure. `type` names the edit; its details go in the member of the same name
         *     (`deleteColumns`, `deleteRows`, `insertColumns`, `insertRows`, `moveColumns` or `moveRows`). Ranges
         *     of rows are `{ startRow, stopRow }` and ranges of columns `{ startColumn, stopColumn }`, both bounds
         *     inclusive.
         */
        TableEdit: {
            /**
             * @description The edit. Known values: `deleteColumns`, `deleteRows`, `moveColumns`, `moveRows`, `insertColumns`,
             *     `insertRows`. The set is open.
             */
            type: "deleteColumns" | "deleteRows" | "moveColumns" | "moveRows" | "insertColumns" | "insertRows" | (string & {});
            /** @description The columns to delete. */
            deleteColumns?: {
                columns: components["schemas"]["TableEditColumnRange"];
            };
            /** @description The rows to delete. */
            deleteRows?: {
                rows: components["schemas"]["TableEditRowRange"];
            };
            insertColumns?: components["schemas"]["TableEditInsert"];
            insertRows?: components["schemas"]["TableEditInsert"];
            moveColumns?: components["schemas"]["TableEditMoveColumns"];
            moveRows?: components["schemas"]["TableEditMoveRows"];
        };
        /** @description A table of a document or presentation, and the content that holds it. */
        ContentTable: {
            /** @description Identifier of the table. */
            id: string;
            /** @description Name of the table. */
            name: string;
            /** @description Zero-based position of the table in its parent. */
            index: number;
            /**
             * @description The content that holds the table: its `type`, and its id in the member named by `type`. The
             *     members not named by `type` may be null.
             */
            parent: {
                /** @description Kind of parent. Known values `richText`, `table`, `drawing`; the set is open. */
                type: "richText" | "table" | "drawing" | (string & {});
                /** @description Identifier of the parent rich text (when `type` is `richText`). */
                richText?: string | null;
                /** @description Identifier of the parent table (when `type` is `table`). */
                table?: string | null;
                /** @description Identifier of the parent drawing (when `type` is `drawing`). */
                drawing?: string | null;
            } & {
                [key: string]: unknown;
            };
        } & {
            [key: string]: unknown;
        };
        /** @description A page of the tables of a document or presentation, with the revision they were read at. */
        ContentTablePage: {
            /** @description The tables of this page; an empty array when there are none. */
            data: components["schemas"]["ContentTable"][];
            "@nextLink"?: components["schemas"]["NextLink"];
            /** @description The content revision the tables were read at. */
            revision: string;
        } & {
            [key: string]: unknown;
        };
        /** @description A payload whose shape the service does not document. Any JSON object is accepted and returned as is. */
        OpenPayload: {
            [key: string]: unknown;
        };
        /**
         * @description Kind of resource a milestone is taken of. Known values `document`, `presentation`, `spreadsheet`; the
         *     set is open.
         * @example document
         */
        ResourceKind: "document" | "presentation" | "spreadsheet" | (string & {});
        /**
         * @description A milestone to create. `type` names the kind of resource; its id goes in the member of that name
         *     (`document`, `presentation` or `spreadsheet`). When that resource does not exist the service answers
         *     404.
         */
        MilestoneCreation: {
            type: components["schemas"]["ResourceKind"];
            /** @description Identifier of the document (when `type` is `document`). */
            document?: string | null;
            /** @description Identifier of the presentation (when `type` is `presentation`). */
            presentation?: string | null;
            /** @description Identifier of the spreadsheet (when `type` is `spreadsheet`). */
            spreadsheet?: string | null;
            /** @description Title of the milestone, at most 200 characters. */
            title: string;
            /**
             * @description Remarks about the milestone; empty by default.
             * @default
             */
            remarks?: string | null;
        };
        /**
         * @description A version of the resource a milestone was taken of: the resource's id, in the member named like its
         *     kind (`document`, `presentation` or `spreadsheet`), and the revision.
         */
        MilestoneResourceVersion: {
            /** @description Identifier of the document (for a document milestone). Read-only. */
            readonly document?: string;
            /** @description Identifier of the presentation (for a presentation milestone). Read-only. */
            readonly presentation?: string;
            /** @description Identifier of the spreadsheet (for a spreadsheet milestone). Read-only. */
            readonly spreadsheet?: string;
            /** @description The revision the milestone was taken at. */
            revision?: string;
        } & {
            [key: string]: unknown;
        };
        /**
         * @description A milestone: a named version of a document, presentation or spreadsheet. `resource.type` names the
         *     kind; the member of that name holds the resource's id and revision.
         */
        Milestone: {
            /** @description Identifier of the milestone. */
            id: string;
            /** @description The resource the milestone was taken of. */
            resource: {
                type: components["schemas"]["ResourceKind"];
                /** @description The document version when `type` is `document`; absent or `null` otherwise. */
                document?: components["schemas"]["MilestoneResourceVersion"] | null;
                /** @description The presentation version when `type` is `presentation`; absent or `null` otherwise. */
                presentation?: components["schemas"]["MilestoneResourceVersion"] | null;
                /** @description The spreadsheet version when `type` is `spreadsheet`; absent or `null` otherwise. */
                spreadsheet?: components["schemas"]["MilestoneResourceVersion"] | null;
            } & {
                [key: string]: unknown;
            };
            /** @description Title of the milestone. */
            title: string;
            /** @description Remarks about the milestone. */
            remarks: string;
            /** @description When the milestone was created, and by whom. */
            created: components["schemas"]["Action"];
        } & {
            [key: string]: unknown;
        };
        /**
         * @description One edit of the graph. `operation` says what it does; which other members apply depends on it (a new
         *     record carries a `temporaryRecordId` that the answer's `recordIdMap` maps to its real id).
         */
        GraphEdit: {
            /**
             * @description The edit. Known values: `create_record`, `delete_record`, `create_relationship`,
             *     `delete_relationship`, `set_properties`. The set is open.
             */
            operation: "create_record" | "delete_record" | "create_relationship" | "delete_relationship" | "set_properties" | (string & {});
            /** @description Identifier of the record or relationship the edit targets. */
            targetId?: string;
            /** @description Identifier of an existing record. */
            recordId?: string;
            /** @description Caller-chosen id of a record created by this request, usable by later edits of the request. */
            temporaryRecordId?: string;
            /** @description Type of the record or relationship. */
            type?: string;
            /** @description Label of the relationship. */
            label?: string;
            /** @description Properties to set, by name. */
            properties?: {
                [key: string]: unknown;
            };
        };
        /** @description The outcome of a batch of graph edits. */
        GraphEditResult: {
            /** @description The real id of each record created, by the `temporaryRecordId` the request gave it. */
            recordIdMap: {
                [key: string]: string;
            };
        } & {
            [key: string]: unknown;
        };
        /** @description An organization. `id` and `status` are set by the service. */
        Organization: {
            /**
             * Format: uuid
             * @description Identifier (a UUID) of the organization. Read-only.
             */
            readonly id?: string;
            /** @description Name of the organization. */
            name?: string;
            status?: components["schemas"]["OrganizationStatus"];
            /** @description When the organization was created, and by whom. */
            created?: components["schemas"]["Action"];
            /** @description When the organization was last modified, and by whom. */
            modified?: components["schemas"]["Action"];
        } & {
            [key: string]: unknown;
        };
        /** @description A page of organizations. */
        OrganizationPage: {
            /** @description The organizations of this page; an empty array when there are none. */
            data: components["schemas"]["Organization"][];
            "@nextLink"?: components["schemas"]["NextLink"];
        } & {
            [key: string]: unknown;
        };
        /** @description A solution of a workspace. */
        WorkspaceSolution: {
            /** @description Identifier of the solution. */
            id: string;
            /** @description Name of the solution. */
            name?: string | null;
        } & {
            [key: string]: unknown;
        };
        /**
         * @description A workspace of an organization. `solutions` is present with `$expand=solutions`. `id`, `created`,
         *     `modified`, `organization` and `solutions` may be null.
         */
        Workspace: {
            /** @description Identifier of the workspace. Read-only. */
            readonly id?: string | null;
            /** @description Name of the workspace. */
            name?: string;
            /** @description When the workspace was created, and by whom. */
            created?: components["schemas"]["Action"] | null;
            /** @description When the workspace was last modified, and by whom. */
            modified?: components["schemas"]["Action"] | null;
            /** @description The organization the workspace belongs to. */
            organization?: components["schemas"]["Organization"] | null;
            /** @description The workspace's solution (at most one); included with `$expand=solutions`. */
            solutions?: components["schemas"]["WorkspaceSolution"][] | null;
        } & {
            [key: string]: unknown;
        };
        /** @description One JSON:API error. All members are optional. */
        JsonApiError: {
            /** @description Identifier of this occurrence of the problem. */
            id?: string;
            /** @description HTTP status code, as text. */
            status?: string;
            /** @description Machine-readable error code. */
            code?: string;
            /** @description Short summary of the problem. */
            title?: string;
            /** @description Explanation of this occurrence of the problem. */
            detail?: string;
            /** @description What caused the error (a JSON Pointer into the request, or a parameter name). */
            source?: {
                [key: string]: unknown;
            };
            /** @description Non-standard meta-information about the error. */
            meta?: {
                [key: string]: unknown;
            };
        } & {
            [key: string]: unknown;
        };
        /**
         * @description A JSON:API error document, the error body of the report-users endpoint. It carries no `version` field
         *     of its own; each error may.
         */
        JsonApiErrorDocument: {
            /** @description The errors, at least one. */
            errors: components["schemas"]["JsonApiError"][];
        } & {
            [key: string]: unknown;
        };
        /** @description A report user's membership of a workspace. */
        WorkspaceMembership: {
            /** @description Identifier of the workspace. */
            id: string;
            /** @description Name of the workspace. */
            workspaceName?: string | null;
            /** @description The user's roles in the workspace (item shape not documented). */
            workspaceRoles?: unknown[] | null;
        } & {
            [key: string]: unknown;
        };
        /** @description What is known about a report user. Every attribute may be null. */
        OrgReportUserAttributes: {
            /** @description User name. */
            userName?: string | null;
            /** @description Display name; the list is sorted by it. */
            displayName?: string | null;
            /** @description First name. */
            firstName?: string | null;
            /** @description Last name. */
            lastName?: string | null;
            /** @description Email address. */
            email?: string | null;
            /** @description Identifier of the user for SAML single sign-on. */
            samlId?: string | null;
            /** @description When the user last signed in (a timestamp; its format is not documented). */
            lastLogin?: string | null;
            /** @description Whether the user is active. */
            active?: boolean | null;
            /** @description The user's licenses (item shape not documented). */
            licenses?: unknown[] | null;
            /** @description The user's organization roles (item shape not documented). */
            organizationRoles?: unknown[] | null;
            /** @description The workspaces the user belongs to, with the user's roles there. */
            workspaceMemberships?: components["schemas"]["WorkspaceMembership"][] | null;
        } & {
            [key: string]: unknown;
        };
        /** @description A report user of an organization (a JSON:API resource object of type `orgReportUser`). */
        OrgReportUser: {
            /** @description Identifier of the user. */
            id: string;
            /** @description Resource type; `orgReportUser`, or `File` as the provider's description also lists (the set is open). */
            type: "orgReportUser" | "File" | (string & {});
            attributes?: components["schemas"]["OrgReportUserAttributes"];
            /** @description Links of the resource; may be null. */
            links?: {
                [key: string]: unknown;
            } | null;
            /** @description Relationships of the resource; may be null. */
            relationships?: {
                [key: string]: unknown;
            } | null;
        } & {
            [key: string]: unknown;
        };
        /** @description Links of a JSON:API document. `next` is the next page's URL; absent or null on the last page. */
        JsonApiLinks: {
            /** @description URL of the next page, with its `page[after]` cursor; follow it unchanged. */
            next?: string | null;
            /** @description URL of this page. */
            self?: string | null;
        } & {
            [key: string]: unknown;
        };
        /**
         * @description A JSON:API document holding a page of an organization's report users, sorted by display name.
         *     `links.next` is the URL of the next page (absent or null on the last page). `meta`, `included` and
         *     `jsonapi` may be null.
         */
        OrgReportUserPage: {
            /** @description The report users of this page; an empty array when there are none. */
            data: components["schemas"]["OrgReportUser"][];
            links?: components["schemas"]["JsonApiLinks"];
            /** @description Non-standard meta-information about the document. */
            meta?: {
                [key: string]: unknown;
            } | null;
            /** @description Related resources included in the document. */
            included?: ({
                /** @description Identifier of the included resource. */
                id?: string;
                /** @description Kind of the included resource. */
                type?: string;
                /** @description The included resource's attributes. */
                attributes?: {
                    [key: string]: unknown;
                };
            } & {
                [key: string]: unknown;
            })[] | null;
            /** @description The JSON:API version the document follows. */
            jsonapi?: ({
                /** @description The JSON:API version, such as `1.0`. */
                version?: string;
            } & {
                [key: string]: unknown;
            }) | null;
        } & {
            [key: string]: unknown;
        };
        /** @description One result of a milestone creation. */
        MilestoneCreationResult: {
            /** @description Kind of result; `milestone` (the set is open). */
            type: "milestone" | (string & {});
            /** @description Identifier of the created milestone. */
            milestone?: string | null;
        } & {
            [key: string]: unknown;
        };
        /** @description A page of the results of a milestone creation. */
        MilestoneCreationResultPage: {
            /** @description The results of this page. */
            data: components["schemas"]["MilestoneCreationResult"][];
            "@nextLink"?: components["schemas"]["NextLink"];
        } & {
            [key: string]: unknown;
        };
        /** @description A file produced by a copy or an import. */
        FileResult: {
            /** @description Identifier of the new file. Read-only. */
            readonly id?: string;
            /** @description Identifier of the folder that holds the new file. */
            container?: string | null;
            kind?: components["schemas"]["FileKind"];
        } & {
            [key: string]: unknown;
        };
        /** @description A page of the files a copy or an import produced. */
        FileResultPage: {
            /** @description The files of this page. */
            data: components["schemas"]["FileResult"][];
            "@nextLink"?: components["schemas"]["NextLink"];
        } & {
            [key: string]: unknown;
        };
        /**
         * @description The result of a table edit: the content revision it produced. `GET
         *     /operations/{operationId}/tableEditResults` answers this one object, not a page.
         */
        TableEditResult: {
            /** @description The content revision the edit produced. */
            revision?: string;
        } & {
            [key: string]: unknown;
        };
        Caret: {
            offset: number;
            paragraphIndex: number;
        } & {
            [key: string]: unknown;
        };
        RichTextSelection: {
            start: components["schemas"]["Caret"];
            stop: components["schemas"]["Caret"];
        } & {
            [key: string]: unknown;
        };
        RichTextSelectionAnchorAttachmentPointType: "comment" | "sourceLink" | (string & {});
        RichTextSelectionAnchorAttachmentPoint: {
            selection?: components["schemas"]["RichTextSelection"];
            type?: components["schemas"]["RichTextSelectionAnchorAttachmentPointType"];
        } & {
            [key: string]: unknown;
        };
        TableRangeAnchorAttachmentPoint: {
            range?: components["schemas"]["CellRange"];
        } & {
            [key: string]: unknown;
        };
        DrawingElementId: string;
        DrawingElementAnchorAttachmentPointType: "comment" | (string & {});
        DrawingElementAnchorAttachmentPoint: {
            selection: components["schemas"]["DrawingElementId"][];
            type: components["schemas"]["DrawingElementAnchorAttachmentPointType"];
        } & {
            [key: string]: unknown;
        };
        DrawingRichTextSelection: {
            start: components["schemas"]["Caret"];
            stop: components["schemas"]["Caret"];
            drawingElement: components["schemas"]["DrawingElementId"];
        } & {
            [key: string]: unknown;
        };
        DrawingRichTextSelectionAnchorAttachmentPointType: "comment" | "sourceLink" | (string & {});
        DrawingRichTextSelectionAnchorAttachmentPoint: {
            selection: components["schemas"]["DrawingRichTextSelection"];
            type: components["schemas"]["DrawingRichTextSelectionAnchorAttachmentPointType"];
        } & {
            [key: string]: unknown;
        };
        AnchorAttachmentPoint: {
            richTextSelection?: components["schemas"]["RichTextSelectionAnchorAttachmentPoint"] | null;
            tableRange?: components["schemas"]["TableRangeAnchorAttachmentPoint"] | null;
            drawingSelection?: components["schemas"]["DrawingElementAnchorAttachmentPoint"] | null;
            drawingRichTextSelection?: components["schemas"]["DrawingRichTextSelectionAnchorAttachmentPoint"] | null;
            type?: "richTextSelection" | "tableRange" | "drawingSelection" | "drawingRichTextSelection" | (string & {});
        } & {
            [key: string]: unknown;
        };
        ContentRef: {
            richText?: string | null;
            table?: components["schemas"]["TableId"] | null;
            drawing?: string | null;
            type?: "richText" | "table" | "drawing" | (string & {});
        } & {
            [key: string]: unknown;
        };
        ExtensionType: "comment" | "destinationLink" | (string & {});
        /** @description A marked range of content (in a rich text, a table or a drawing) that comments, links and extensions attach to. */
        Anchor: {
            attachmentPoint?: components["schemas"]["AnchorAttachmentPoint"];
            content?: components["schemas"]["ContentRef"];
            extensionTypes?: components["schemas"]["ExtensionType"][];
            id?: string;
            revision?: string;
        } & {
            [key: string]: unknown;
        };
        AnchorRef: {
            anchor: string;
            content: components["schemas"]["ContentRef"];
            revision: string;
        } & {
            [key: string]: unknown;
        };
        /** @default unidentified */
        DestinationLinkSourceType: "unidentified" | "anchor" | (string & {});
        DestinationLinkSource: {
            anchor?: components["schemas"]["AnchorRef"] | null;
            type: components["schemas"]["DestinationLinkSourceType"];
            unidentified?: {
                [key: string]: unknown;
            } | null;
        } & {
            [key: string]: unknown;
        };
        /** @default connected */
        DestinationLinkStatus: "connected" | "disconnected" | (string & {});
        /** @description Content that mirrors a source elsewhere and follows it as the source changes. */
        DestinationLink: {
            content: components["schemas"]["ContentRef"];
            id: string;
            revision: string;
            source: components["schemas"]["DestinationLinkSource"];
            status: components["schemas"]["DestinationLinkStatus"];
        } & {
            [key: string]: unknown;
        };
        /** @default 1 */
        Opacity: number;
        Fill: ({
            color: components["schemas"]["Color"];
            opacity?: components["schemas"]["Opacity"];
        } & {
            [key: string]: unknown;
        }) | null;
        Margins: ({
            bottom?: number | null;
            left?: number | null;
            right?: number | null;
            top?: number | null;
        } & {
            [key: string]: unknown;
        }) | null;
        Position: {
            x: number;
            y: number;
        } & {
            [key: string]: unknown;
        };
        DesignPageRelative: components["schemas"]["Position"] | null;
        ParagraphRelative: ({
            x: number;
            y: number;
            paragraphIndex: number;
        } & {
            [key: string]: unknown;
        }) | null;
        SlideRelative: components["schemas"]["Position"] | null;
        DrawingRelativeType: "designPageRelative" | "paragraphRelative" | "slideRelative" | (string & {});
        DrawingRelativePosition: {
            designPageRelative?: components["schemas"]["DesignPageRelative"];
            paragraphRelative?: components["schemas"]["ParagraphRelative"];
            slideRelative?: components["schemas"]["SlideRelative"];
            type: components["schemas"]["DrawingRelativeType"];
        } & {
            [key: string]: unknown;
        };
        /** @default solid */
        StrokePattern: "solid" | "dashed" | "dotted" | "dash-dot" | "ditted" | "small-dash" | "long-dash" | "long-dash-dot" | "long-dash-dot-dot" | (string & {});
        Stroke: ({
            color: components["schemas"]["Color"];
            pattern?: components["schemas"]["StrokePattern"];
            /** @default 1 */
            width?: number;
        } & {
            [key: string]: unknown;
        }) | null;
        WrapStyleType: "inFrontOfText" | "wrapText" | "behindText" | (string & {}) | null;
        ChartDrawingElement: ({
            dimensions: components["schemas"]["Dimensions"];
            fill?: components["schemas"]["Fill"];
            id: components["schemas"]["DrawingElementId"];
            margins: components["schemas"]["Margins"];
            position: components["schemas"]["DrawingRelativePosition"];
            stroke?: components["schemas"]["Stroke"];
            wrapStyle: components["schemas"]["WrapStyleType"];
            table: components["schemas"]["TableRef"];
        } & {
            [key: string]: unknown;
        }) | null;
        /** @default 0 */
        Rotation: number;
        ImageDrawingElement: ({
            dimensions: components["schemas"]["Dimensions"];
            fill?: components["schemas"]["Fill"];
            id: components["schemas"]["DrawingElementId"];
            margins: components["schemas"]["Margins"];
            position: components["schemas"]["DrawingRelativePosition"];
            stroke?: components["schemas"]["Stroke"];
            wrapStyle: components["schemas"]["WrapStyleType"];
            image: components["schemas"]["ImageRef"];
            rotation: components["schemas"]["Rotation"];
        } & {
            [key: string]: unknown;
        }) | null;
        /** @default none */
        LineCap: "none" | "triangle" | "circle" | "diamond" | (string & {});
        LineRelativeType: "designPageRelative" | "paragraphRelative" | "slideRelative" | (string & {});
        LineRelativePosition: {
            designPageRelative?: components["schemas"]["DesignPageRelative"];
            paragraphRelative?: components["schemas"]["ParagraphRelative"];
            slideRelative?: components["schemas"]["SlideRelative"];
            type: components["schemas"]["LineRelativeType"];
        } & {
            [key: string]: unknown;
        };
        /** @default medium */
        LineCapSize: "small" | "medium" | "large" | (string & {});
        LineTerminator: {
            cap: components["schemas"]["LineCap"];
            position: components["schemas"]["LineRelativePosition"];
            size: components["schemas"]["LineCapSize"];
        } & {
            [key: string]: unknown;
        };
        Line: ({
            head: components["schemas"]["LineTerminator"];
            id: components["schemas"]["DrawingElementId"];
            length: number;
            margins: components["schemas"]["Margins"];
            stroke: components["schemas"]["Stroke"];
            tail: components["schemas"]["LineTerminator"];
            wrapStyle: components["schemas"]["WrapStyleType"];
        } & {
            [key: string]: unknown;
        }) | null;
        Paddings: {
            bottom: number | null;
            left: number | null;
            right: number | null;
            top: number | null;
        } & {
            [key: string]: unknown;
        };
        ShapeType: "rectangle" | "roundedRectangle" | "ellipse" | "triangle" | "diamond" | "trapezoid" | "parallelogram" | "pentagon" | "hexagon" | "octagon" | "arrowRight" | "arrowLeft" | "arrowUp" | "arrowDown" | "chevron" | "cylinder" | "rectangularCallout" | "roundedRectangularCallout" | "ovalCallout" | "leftBracket" | "rightBracket" | "inputOutput" | "terminator" | "subroutine" | "internalStorage" | "manualInput" | "manualOperation" | "offPageConnector" | "card" | "document" | "preparation" | "display" | "database" | "directAccess" | "storedData" | "offPageReference" | (string & {});
        Shape: ({
            dimensions: components["schemas"]["Dimensions"];
            fill?: components["schemas"]["Fill"];
            id: components["schemas"]["DrawingElementId"];
            margins: components["schemas"]["Margins"];
            position: components["schemas"]["DrawingRelativePosition"];
            stroke?: components["schemas"]["Stroke"];
            wrapStyle: components["schemas"]["WrapStyleType"];
            paddings?: components["schemas"]["Paddings"];
            paragraphs?: components["schemas"]["Paragraph"][];
            rotation?: components["schemas"]["Rotation"];
            shapeType: components["schemas"]["ShapeType"];
        } & {
            [key: string]: unknown;
        }) | null;
        TableDrawingElement: ({
            dimensions: components["schemas"]["Dimensions"];
            fill?: components["schemas"]["Fill"];
            id: components["schemas"]["DrawingElementId"];
            margins: components["schemas"]["Margins"];
            position: components["schemas"]["DrawingRelativePosition"];
            stroke?: components["schemas"]["Stroke"];
            wrapStyle: components["schemas"]["WrapStyleType"];
            table: components["schemas"]["TableRef"];
        } & {
            [key: string]: unknown;
        }) | null;
        /** @default shape */
        DrawingElementType: "shape" | "line" | "chart" | "image" | "table" | "unspecified" | (string & {});
        BaseDrawingElement: {
            dimensions: components["schemas"]["Dimensions"];
            fill?: components["schemas"]["Fill"];
            id: components["schemas"]["DrawingElementId"];
            margins: components["schemas"]["Margins"];
            position: components["schemas"]["DrawingRelativePosition"];
            stroke?: components["schemas"]["Stroke"];
            wrapStyle: components["schemas"]["WrapStyleType"];
        } & {
            [key: string]: unknown;
        };
        UnspecifiedDrawingElement: components["schemas"]["BaseDrawingElement"] | null;
        /** @description One element of a drawing (a shape, an image, a text box...). */
        DrawingElement: {
            chart?: components["schemas"]["ChartDrawingElement"];
            image?: components["schemas"]["ImageDrawingElement"];
            line?: components["schemas"]["Line"];
            shape?: components["schemas"]["Shape"];
            table?: components["schemas"]["TableDrawingElement"];
            type: components["schemas"]["DrawingElementType"];
            unspecified?: components["schemas"]["UnspecifiedDrawingElement"];
        } & {
            [key: string]: unknown;
        };
        DrawingElementListResult: {
            "@nextLink"?: components["schemas"]["NextLink"];
            data: components["schemas"]["DrawingElement"][];
        } & {
            [key: string]: unknown;
        };
        AnchorsListResult: {
            "@nextLink"?: components["schemas"]["NextLink"];
            readonly data?: components["schemas"]["Anchor"][];
            revision?: components["schemas"]["Revision"];
        } & {
            [key: string]: unknown;
        };
        /** @description An extension registered on an anchor, named by its id and type. */
        AnchorExtension: {
            id?: string;
            type?: components["schemas"]["ExtensionType"];
        } & {
            [key: string]: unknown;
        };
        AnchorExtensionsListResult: {
            "@nextLink"?: components["schemas"]["NextLink"];
            readonly data?: components["schemas"]["AnchorExtension"][];
            revision?: components["schemas"]["Revision"];
        } & {
            [key: string]: unknown;
        };
        /** @description The image to upload: the name of its file. */
        ImageUpload: {
            fileName: string;
        };
        /** @description Body of the 202 answer to an image upload: where to send the image's bytes. */
        ImageUploadResponse: {
            uploadUrl: string;
            /**
             * Format: uri
             * @description URL to poll for the operation's result, the same as the `Location` header (per the API summary; the live service leaves it out).
             */
            operationLocation?: string;
        } & {
            [key: string]: unknown;
        };
        /** @description An uploaded image: its id, file name, media type and where its bytes can be downloaded. */
        Image: {
            downloadUrl: string;
            fileName: string;
            id: string;
            mimeType: string;
        } & {
            [key: string]: unknown;
        };
        CaretInput: {
            offset: number;
            paragraphIndex: number;
        };
        RichTextSelectionInput: {
            start: components["schemas"]["CaretInput"];
            stop: components["schemas"]["CaretInput"];
        };
        RichTextAnchorCreation: {
            revision: string;
            selection: components["schemas"]["RichTextSelectionInput"];
            type: components["schemas"]["RichTextSelectionAnchorAttachmentPointType"];
        };
        DuplicateTable: {
            insertAt: components["schemas"]["CaretInput"];
            sourceTable: components["schemas"]["TableId"];
        };
        RichTextDuplicationEdit: {
            duplicateTable?: components["schemas"]["DuplicateTable"] | null;
            revision?: components["schemas"]["Revision"] | null;
            type: "duplicateTable" | (string & {});
        };
        ParagraphSelection: {
            start?: number;
            stop?: number;
        };
        ClearListFormat: {
            /** @default false */
            clearAll?: boolean;
            /** @default false */
            clearPrefix?: boolean;
            /** @default false */
            clearStartAt?: boolean;
            /** @default false */
            clearStyle?: boolean;
            /** @default false */
            clearSuffix?: boolean;
            selection: components["schemas"]["ParagraphSelection"];
        };
        ClearParagraphProperties: {
            /** @default false */
            clearAlignment?: boolean;
            /** @default false */
            clearAll?: boolean;
            /** @default false */
            clearEndIndent?: boolean;
            /** @default false */
            clearFirstLineIndent?: boolean;
            /** @default false */
            clearLineSpacing?: boolean;
            /** @default false */
            clearPageBreakBefore?: boolean;
            /** @default false */
            clearSpaceAfterParagraph?: boolean;
            /** @default false */
            clearSpaceBeforeParagraph?: boolean;
            /** @default false */
            clearStartIndent?: boolean;
            selection: components["schemas"]["ParagraphSelection"];
        };
        ClearTextFormat: {
            /** @default false */
            clearAll?: boolean;
            /** @default false */
            clearBackgroundColor?: boolean;
            /** @default false */
            clearBaselineShift?: boolean;
            /** @default false */
            clearBold?: boolean;
            /** @default false */
            clearCharacterSpacing?: boolean;
            /** @default false */
            clearFont?: boolean;
            /** @default false */
            clearItalic?: boolean;
            /** @default false */
            clearSize?: boolean;
            /** @default false */
            clearStrikethrough?: boolean;
            /** @default false */
            clearTextColor?: boolean;
            /** @default false */
            clearUnderline?: boolean;
            selection: components["schemas"]["RichTextSelectionInput"];
        };
        DeleteText: {
            selection: components["schemas"]["RichTextSelectionInput"];
        };
        ColorInput: {
            blue: number;
            green: number;
            red: number;
        };
        RichTextBaselineShift: "baseline" | "superscript" | "subscript" | (string & {}) | null;
        FormatText: {
            backgroundColor?: components["schemas"]["ColorInput"] | null;
            baselineShift?: components["schemas"]["RichTextBaselineShift"];
            /** @default false */
            bold?: boolean | null;
            characterSpacing?: number | null;
            font?: string | null;
            /** @default false */
            italic?: boolean | null;
            selection: components["schemas"]["RichTextSelectionInput"];
            /** @default 12 */
            size?: number | null;
            /** @default false */
            strikethrough?: boolean | null;
            textColor?: components["schemas"]["ColorInput"] | null;
            /** @default false */
            underline?: boolean | null;
        };
        InsertFootnote: {
            insertAt: components["schemas"]["CaretInput"];
        } | null;
        InsertImage: {
            dimensions: {
                height: number;
                width: number;
            };
            image: string;
            insertAt: components["schemas"]["CaretInput"];
        };
        InsertPageNumber: {
            insertAt: components["schemas"]["CaretInput"];
        };
        InsertParagraph: {
            insertAt: components["schemas"]["CaretInput"];
        };
        InsertSoftReturn: {
            insertAt: components["schemas"]["CaretInput"];
        };
        RichTextInsertTable: {
            /** @default 5 */
            columnCount: number;
            dimensions?: {
                height?: number | null;
                width?: number | null;
            };
            insertAt: components["schemas"]["CaretInput"];
            /** @default 10 */
            rowCount: number;
        };
        ApplicableTextFormat: {
            backgroundColor?: components["schemas"]["ColorInput"] | null;
            baselineShift?: components["schemas"]["RichTextBaselineShift"];
            /** @default false */
            bold?: boolean | null;
            characterSpacing?: number | null;
            font?: string | null;
            /** @default false */
            italic?: boolean | null;
            /** @default 12 */
            size?: number | null;
            /** @default false */
            strikethrough?: boolean | null;
            textColor?: components["schemas"]["ColorInput"] | null;
            /** @default false */
            underline?: boolean | null;
        } | null;
        InsertText: {
            format?: components["schemas"]["ApplicableTextFormat"];
            /** @default true */
            inheritFormats?: boolean;
            insertAt: components["schemas"]["CaretInput"];
            style?: string | null;
            text: string;
        };
        RemoveHyperlinks: {
            selection: components["schemas"]["RichTextSelectionInput"];
        } | null;
        SetHyperlink: {
            document?: string | null;
            presentation?: string | null;
            section?: {
                document?: string;
                section?: string;
            } | null;
            selection: components["schemas"]["RichTextSelectionInput"];
            sheet?: {
                sheet?: string;
                spreadsheet?: string;
            } | null;
            slide?: {
                presentation?: string;
                slide?: string;
            } | null;
            spreadsheet?: string | null;
            type: "document" | "section" | "presentation" | "slide" | "spreadsheet" | "sheet" | "url" | (string & {});
            url?: string | null;
        };
        SetListFormat: {
            level?: number | null;
            prefix?: string | null;
            selection: components["schemas"]["ParagraphSelection"];
            startAt?: number | null;
            style?: string | null;
            suffix?: string | null;
        };
        LineSpacingInput: {
            unit?: "percent" | "points" | (string & {});
            value?: number;
        };
        SetParagraphProperties: {
            alignment?: "left" | "center" | "right" | "justified" | (string & {}) | null;
            endIndent?: number | null;
            firstLineIndent?: number | null;
            lineSpacing?: components["schemas"]["LineSpacingInput"] | null;
            pageBreakBefore?: boolean | null;
            selection: components["schemas"]["ParagraphSelection"];
            spaceAfterParagraph?: number | null;
            spaceBeforeParagraph?: number | null;
            startIndent?: number | null;
        };
        SetParagraphStyle: {
            selection: components["schemas"]["ParagraphSelection"];
            style: string;
        };
        SetTableBreaking: {
            type?: components["schemas"]["TableBreakingType"] | null;
            breakingPercentage?: number | null;
        };
        SetTableTextElementProperties: {
            selection: components["schemas"]["RichTextSelectionInput"];
            titleRow?: boolean | null;
            titleSuffix?: string | null;
            headerRows?: number | null;
            tableBreaking?: components["schemas"]["SetTableBreaking"] | null;
        };
        StyleText: {
            selection: components["schemas"]["RichTextSelectionInput"];
            style: string;
        };
        TextEdit: {
            clearListFormat?: components["schemas"]["ClearListFormat"] | null;
            clearParagraphProperties?: components["schemas"]["ClearParagraphProperties"] | null;
            clearTextFormat?: components["schemas"]["ClearTextFormat"] | null;
            deleteText?: components["schemas"]["DeleteText"] | null;
            formatText?: components["schemas"]["FormatText"] | null;
            insertFootnote?: components["schemas"]["InsertFootnote"];
            insertImage?: components["schemas"]["InsertImage"] | null;
            insertPageNumber?: components["schemas"]["InsertPageNumber"] | null;
            insertParagraph?: components["schemas"]["InsertParagraph"] | null;
            insertSoftReturn?: components["schemas"]["InsertSoftReturn"] | null;
            insertTable?: components["schemas"]["RichTextInsertTable"] | null;
            insertText?: components["schemas"]["InsertText"] | null;
            removeHyperlinks?: components["schemas"]["RemoveHyperlinks"];
            setHyperlink?: components["schemas"]["SetHyperlink"] | null;
            setListFormat?: components["schemas"]["SetListFormat"] | null;
            setParagraphProperties?: components["schemas"]["SetParagraphProperties"] | null;
            setParagraphStyle?: components["schemas"]["SetParagraphStyle"] | null;
            setTableProperties?: components["schemas"]["SetTableTextElementProperties"] | null;
            styleText?: components["schemas"]["StyleText"] | null;
            type: "clearListFormat" | "clearParagraphProperties" | "clearTextFormat" | "deleteText" | "formatText" | "insertFootnote" | "insertImage" | "insertPageNumber" | "insertParagraph" | "insertSoftReturn" | "insertTable" | "insertText" | "removeHyperlinks" | "setHyperlink" | "setListFormat" | "setParagraphProperties" | "setParagraphStyle" | "setTableProperties" | "styleText" | (string & {});
        };
        /** @description A batch of edits applied to one rich text, in order, as one operation. */
        RichTextBatchEdit: {
            data: components["schemas"]["TextEdit"][];
            /** @default false */
            islolateEdits?: boolean;
            revision?: components["schemas"]["Revision"] | null;
        };
        InsertDestinationLink: {
            insertAt: components["schemas"]["CaretInput"];
            sourceAnchor: string;
        };
        RemoveLinks: {
            selection: components["schemas"]["RichTextSelectionInput"];
        };
        TextLinkEdit: {
            insertDestinationLink?: components["schemas"]["InsertDestinationLink"] | null;
            removeLinks?: components["schemas"]["RemoveLinks"] | null;
            type: "insertDestinationLink" | "removeLinks" | (string & {});
        };
        RichTextLinksBatchEdit: {
            data: components["schemas"]["TextLinkEdit"][];
            /** @default false */
            isolateEdits?: boolean;
            revision?: components["schemas"]["Revision"] | null;
        };
        ListProgressionBold: ({
            bold?: boolean;
            locked?: boolean;
        } & {
            [key: string]: unknown;
        }) | null;
        ListProgressionFont: ({
            fontFamily?: string;
            locked?: boolean;
        } & {
            [key: string]: unknown;
        }) | null;
        /** @default glyphAlignLeft */
        ListGlyphAlignment: "glyphAlignLeft" | "glyphAlignRight" | (string & {});
        ListProgressionAlignment: {
            alignment?: components["schemas"]["ListGlyphAlignment"];
        } & {
            [key: string]: unknown;
        };
        ListProgressionIndentation: ({
            firstLineIndent?: number;
            startIndent?: number;
        } & {
            [key: string]: unknown;
        }) | null;
        ListProgressionItalic: ({
            italic?: boolean;
            locked?: boolean;
        } & {
            [key: string]: unknown;
        }) | null;
        ListProgressionText: {
            locked?: boolean;
            prefix?: string;
            suffix?: string;
        } & {
            [key: string]: unknown;
        };
        /** @default unorderedSequence */
        ListSequenceType: "unorderedSequence" | "numericSequence" | "uppercaseAlphabeticSequence" | "lowercaseAlphabeticSequence" | "uppercaseRomanSequence" | "lowercaseRomanSequence" | (string & {});
        ListProgressionStyle: {
            sequenceType?: components["schemas"]["ListSequenceType"];
            unorderedGlyph?: string | null;
        } & {
            [key: string]: unknown;
        };
        ListProgressionColor: ({
            locked?: boolean;
            symbolColor?: components["schemas"]["Color"];
        } & {
            [key: string]: unknown;
        }) | null;
        ListProgressionSize: ({
            locked?: boolean;
            symbolSize?: number;
        } & {
            [key: string]: unknown;
        }) | null;
        ListProgressionUnderline: ({
            locked?: boolean;
            underline?: boolean;
        } & {
            [key: string]: unknown;
        }) | null;
        ListProgressionFormats: {
            bold?: components["schemas"]["ListProgressionBold"];
            fontFamily?: components["schemas"]["ListProgressionFont"];
            glyphAlignment?: components["schemas"]["ListProgressionAlignment"];
            indentation?: components["schemas"]["ListProgressionIndentation"];
            italic?: components["schemas"]["ListProgressionItalic"];
            listText?: components["schemas"]["ListProgressionText"];
            style?: components["schemas"]["ListProgressionStyle"];
            symbolColor?: components["schemas"]["ListProgressionColor"];
            symbolSize?: components["schemas"]["ListProgressionSize"];
            underline?: components["schemas"]["ListProgressionUnderline"];
        } & {
            [key: string]: unknown;
        };
        ListProgression: {
            formats?: components["schemas"]["ListProgressionFormats"];
            listLevel?: number;
        } & {
            [key: string]: unknown;
        };
        StyleNotes: string;
        /** @default orderedListStyle */
        ListStyleType: "orderedListStyle" | "unorderedListStyle" | (string & {});
        ListStyle: {
            id?: string;
            index?: number;
            isNormalStyle?: boolean;
            listProgressions?: components["schemas"]["ListProgression"][];
            name?: string;
            notes?: components["schemas"]["StyleNotes"];
            type?: components["schemas"]["ListStyleType"];
        } & {
            [key: string]: unknown;
        };
        /** @default left */
        TextAlignment: "left" | "center" | "right" | "justified" | (string & {}) | null;
        TextStyleAlignment: ({
            alignment?: components["schemas"]["TextAlignment"];
            locked?: boolean;
        } & {
            [key: string]: unknown;
        }) | null;
        TextStyleCharacterSpacing: {
            characterSpacing?: number;
            locked?: boolean;
        } & {
            [key: string]: unknown;
        };
        TextStyleEmphasis: {
            bold?: boolean;
            italic?: boolean;
            locked?: boolean;
            underline?: boolean;
        } & {
            [key: string]: unknown;
        };
        TextStyleFirstLineIndent: {
            firstLineIndent?: number;
            locked?: boolean;
        } & {
            [key: string]: unknown;
        };
        TextStyleFontColor: {
            fontColor?: components["schemas"]["Color"] | null;
            locked?: boolean;
        } & {
            [key: string]: unknown;
        };
        TextStyleFontFamily: {
            fontFamily?: string;
            locked?: boolean;
        } & {
            [key: string]: unknown;
        };
        TextStyleFontSize: {
            fontSize?: number;
            locked?: boolean;
        } & {
            [key: string]: unknown;
        };
        LineSpacingUnit: "percent" | "points" | (string & {});
        TextStyleLineSpacing: {
            lineSpacing?: number;
            locked?: boolean;
            unit?: components["schemas"]["LineSpacingUnit"];
        } & {
            [key: string]: unknown;
        };
        TextStyleSpaceAfterParagraph: {
            locked?: boolean;
            spaceAfterParagraph?: number;
        } & {
            [key: string]: unknown;
        };
        TextStyleSpaceBeforeParagraph: {
            locked?: boolean;
            spaceBeforeParagraph?: number;
        } & {
            [key: string]: unknown;
        };
        TextStyleStartIndent: {
            locked?: boolean;
            startIndent?: number;
        } & {
            [key: string]: unknown;
        };
        TextStyleFormats: {
            alignment?: components["schemas"]["TextStyleAlignment"];
            characterSpacing?: components["schemas"]["TextStyleCharacterSpacing"];
            emphasis?: components["schemas"]["TextStyleEmphasis"];
            firstLineIndent?: components["schemas"]["TextStyleFirstLineIndent"];
            fontColor?: components["schemas"]["TextStyleFontColor"];
            fontFamily?: components["schemas"]["TextStyleFontFamily"];
            fontSize?: components["schemas"]["TextStyleFontSize"];
            lineSpacing?: components["schemas"]["TextStyleLineSpacing"];
            spaceAfterParagraph?: components["schemas"]["TextStyleSpaceAfterParagraph"];
            spaceBeforeParagraph?: components["schemas"]["TextStyleSpaceBeforeParagraph"];
            startIndent?: components["schemas"]["TextStyleStartIndent"];
        } & {
            [key: string]: unknown;
        };
        TableStyle: {
            formats?: components["schemas"]["TextStyleFormats"];
            id?: string;
            index?: number;
            isNormalStyle?: boolean;
            name?: string;
            notes?: components["schemas"]["StyleNotes"];
        } & {
            [key: string]: unknown;
        };
        /** @default paragraphStyle */
        TextStyleType: "paragraphStyle" | "headingStyle" | (string & {});
        TextStyle: {
            formats?: components["schemas"]["TextStyleFormats"];
            id?: string;
            index?: number;
            isNormalStyle?: boolean;
            name?: string;
            notes?: components["schemas"]["StyleNotes"];
            type?: components["schemas"]["TextStyleType"];
        } & {
            [key: string]: unknown;
        };
        /** @description A style guide: the named text, list and table styles content refers to. */
        StyleGuide: {
            id?: string;
            orderedListStyles?: components["schemas"]["ListStyle"][];
            readonly revision?: string;
            tableStyles?: components["schemas"]["TableStyle"][];
            textStyles?: components["schemas"]["TextStyle"][];
            unorderedListStyles?: components["schemas"]["ListStyle"][];
        } & {
            [key: string]: unknown;
        };
        StyleGuideExport: {
            revision?: string;
        } | null;
        /** @description Body of the 202 answer to a style guide import: where to send the style guide file. */
        StyleGuideImportResponse: {
            uploadUrl: string;
            /**
             * Format: uri
             * @description URL to poll for the operation's result, the same as the `Location` header (per the API summary; the live service leaves it out).
             */
            operationLocation?: string;
        } & {
            [key: string]: unknown;
        };
        CellRangeInput: {
            startColumn?: number | null;
            startRow?: number | null;
            stopColumn?: number | null;
            stopRow?: number | null;
        };
        TableAnchorCreation: {
            range: components["schemas"]["CellRangeInput"];
            revision: string;
        };
        Cell: {
            column: number;
            row: number;
        } & {
            [key: string]: unknown;
        };
        TableCellMerges: ({
            childOf?: components["schemas"]["Cell"] | null;
            parentOf?: components["schemas"]["CellRange"] | null;
            type: "parentOf" | "childOf" | (string & {});
        } & {
            [key: string]: unknown;
        }) | null;
        CellBorder: {
            color: components["schemas"]["Color"];
            style: "single" | "double" | "dashed1" | "dashed2" | "dashed3" | "dashed4" | "dashed5" | (string & {});
            weight: number;
        } & {
            [key: string]: unknown;
        };
        CellBorders: {
            bottom?: components["schemas"]["CellBorder"] | null;
            left?: components["schemas"]["CellBorder"] | null;
            right?: components["schemas"]["CellBorder"] | null;
            top?: components["schemas"]["CellBorder"] | null;
        } & {
            [key: string]: unknown;
        };
        CellHorizontalAlignment: "left" | "center" | "right" | "justified" | (string & {}) | null;
        TableCellProperties: {
            borders?: components["schemas"]["CellBorders"] | null;
            fillColor?: components["schemas"]["Color"] | null;
            horizontalAlignment?: components["schemas"]["CellHorizontalAlignment"];
            indent?: number | null;
            verticalAlignment?: "top" | "middle" | "bottom" | (string & {}) | null;
        } & {
            [key: string]: unknown;
        };
        CellDestinationLinkValue: {
            destinationLink: components["schemas"]["DestinationLinkRef"];
            paragraphs: components["schemas"]["SourceParagraph"][];
        } & {
            [key: string]: unknown;
        };
        CellFormulaValue: {
            calculatedValue: string;
            effectiveValue: string;
            format: components["schemas"]["TextFormat"];
            style: components["schemas"]["ParagraphStyle"];
        } & {
            [key: string]: unknown;
        };
        CellPlainTextValue: {
            effectiveValue: string;
            format: components["schemas"]["TextFormat"];
            style: components["schemas"]["ParagraphStyle"];
        } & {
            [key: string]: unknown;
        };
        CellRichTextValue: {
            paragraphs: components["schemas"]["Paragraph"][];
        } & {
            [key: string]: unknown;
        };
        TableCellContent: {
            destinationLink?: components["schemas"]["CellDestinationLinkValue"] | null;
            formula?: components["schemas"]["CellFormulaValue"] | null;
            plainText?: components["schemas"]["CellPlainTextValue"] | null;
            richText?: components["schemas"]["CellRichTextValue"] | null;
            type: "destinationLink" | "formula" | "plainText" | "richText" | (string & {});
        } & {
            [key: string]: unknown;
        };
        /** @description One cell of a table: its position, content and format. */
        TableCell: {
            inputCell?: boolean;
            locked?: boolean;
            merges?: components["schemas"]["TableCellMerges"];
            properties?: components["schemas"]["TableCellProperties"] | null;
            rawValue?: string;
            value?: components["schemas"]["TableCellContent"];
        } & {
            [key: string]: unknown;
        };
        TableRow: {
            cells?: components["schemas"]["TableCell"][];
        } & {
            [key: string]: unknown;
        };
        TableCellsResult: {
            "@nextLink"?: components["schemas"]["NextLink"];
            data?: components["schemas"]["TableRow"][];
            range?: components["schemas"]["CellRange"];
            revision: string;
        } & {
            [key: string]: unknown;
        };
        CellRanges: components["schemas"]["CellRangeInput"][];
        ClearCellsBorders: {
            /** @default false */
            clearAll?: boolean;
            ranges: components["schemas"]["CellRanges"];
        };
        ClearCellsFormat: {
            /** @default false */
            clearAll?: boolean;
            /** @default false */
            clearBackgroundColor?: boolean;
            /** @default false */
            clearBold?: boolean;
            /** @default false */
            clearCharacterSpacing?: boolean;
            /** @default false */
            clearFont?: boolean;
            /** @default false */
            clearItalic?: boolean;
            /** @default false */
            clearSize?: boolean;
            /** @default false */
            clearStrikeThrough?: boolean;
            /** @default false */
            clearTextColor?: boolean;
            /** @default false */
            clearUnderline?: boolean;
            ranges: components["schemas"]["CellRanges"];
        };
        ClearCellsProperties: {
            /** @default false */
            clearAll?: boolean;
            /** @default false */
            clearFillColor?: boolean;
            /** @default false */
            clearHorizontalAlignment?: boolean;
            /** @default false */
            clearIndent?: boolean;
            /** @default false */
            clearVerticalAlignment?: boolean;
            ranges: components["schemas"]["CellRanges"];
        };
        ClearCellsText: {
            ranges: components["schemas"]["CellRanges"];
        };
        FormatCells: {
            backgroundColor?: string | null;
            baselineShift?: "baseline" | "superscript" | "subscript" | (string & {}) | null;
            bold?: boolean | null;
            characterSpacing?: number | null;
            font?: string | null;
            italic?: boolean | null;
            ranges: components["schemas"]["CellRanges"];
            size?: number | null;
            strikethrough?: boolean | null;
            textColor?: components["schemas"]["ColorInput"];
            underline?: boolean | null;
        };
        CellInput: {
            column: number;
            row: number;
        };
        RichCellBatchEdit: {
            cell: components["schemas"]["CellInput"];
            data: components["schemas"]["TextEdit"][];
            isolateEdits: boolean;
        };
        CellBorderInput: {
            color: components["schemas"]["ColorInput"];
            style: "single" | "double" | "dashed1" | "dashed2" | "dashed3" | "dashed4" | "dashed5" | (string & {});
            weight: number;
        };
        SetCellsBorders: {
            bottom?: components["schemas"]["CellBorderInput"] | null;
            left?: components["schemas"]["CellBorderInput"] | null;
            ranges: components["schemas"]["CellRanges"];
            right?: components["schemas"]["CellBorderInput"] | null;
            top?: components["schemas"]["CellBorderInput"] | null;
        };
        SetCellsLock: {
            lock: boolean;
            ranges: components["schemas"]["CellRanges"];
        };
        CellVerticalAlignment: "top" | "middle" | "bottom" | (string & {}) | null;
        SetCellsProperties: {
            fillColor?: components["schemas"]["ColorInput"] | null;
            horizontalAlignment?: components["schemas"]["CellHorizontalAlignment"];
            indent?: number | null;
            ranges: components["schemas"]["CellRanges"];
            verticalAlignment?: components["schemas"]["CellVerticalAlignment"];
        };
        SetCellsStyle: {
            ranges: components["schemas"]["CellRanges"];
            style: string;
        };
        SetCellsText: {
            range: components["schemas"]["CellRangeInput"];
            text: string[][];
        };
        SetInputCells: {
            ranges: components["schemas"]["CellRanges"];
            inputCell: boolean;
        };
        TableCellsEdit: {
            clearCellsBorders?: components["schemas"]["ClearCellsBorders"] | null;
            clearCellsFormat?: components["schemas"]["ClearCellsFormat"] | null;
            clearCellsProperties?: components["schemas"]["ClearCellsProperties"] | null;
            clearCellsText?: components["schemas"]["ClearCellsText"] | null;
            formatCells?: components["schemas"]["FormatCells"] | null;
            richCellBatchEdit?: components["schemas"]["RichCellBatchEdit"] | null;
            setCellsBorders?: components["schemas"]["SetCellsBorders"] | null;
            setCellsLock?: components["schemas"]["SetCellsLock"] | null;
            setCellsProperties?: components["schemas"]["SetCellsProperties"] | null;
            setCellsStyle?: components["schemas"]["SetCellsStyle"] | null;
            setCellsText?: components["schemas"]["SetCellsText"] | null;
            setInputCells?: components["schemas"]["SetInputCells"] | null;
            type: "clearCellsBorders" | "clearCellsFormat" | "clearCellsProperties" | "clearCellsText" | "formatCells" | "richCellBatchEdit" | "setCellsBorders" | "setCellsLock" | "setCellsProperties" | "setCellsStyle" | "setCellsText" | "setInputCells" | (string & {});
        };
        /** @default strict */
        LockedCellEditMode: "strict" | "trim" | (string & {});
        /** @description A batch of cell edits applied to one table, in order, as one operation. */
        TableCellsBatchEdit: {
            data: components["schemas"]["TableCellsEdit"][];
            lockedCellEditMode?: components["schemas"]["LockedCellEditMode"];
            revision?: string | null;
        };
        TableColumnProperties: {
            hidden?: boolean;
            width?: number;
        } & {
            [key: string]: unknown;
        };
        ColumnPropertiesListResult: {
            "@nextLink"?: components["schemas"]["NextLink"];
            data?: components["schemas"]["TableColumnProperties"][];
            revision?: components["schemas"]["Revision"];
        } & {
            [key: string]: unknown;
        };
        TableFiltersReapplication: {
            /** @default false */
            forceHideFootnotes?: boolean;
        };
        InsertCellDestinationLink: {
            insertAt: components["schemas"]["CellInput"];
            sourceAnchor: string;
        };
        RemoveCellsLink: {
            ranges: components["schemas"]["CellRangeInput"][];
        };
        RichCellLinkBatchEdit: {
            cell: components["schemas"]["CellInput"];
            data: components["schemas"]["TextLinkEdit"][];
            /** @default false */
            isolateEdits: boolean;
        };
        TableLinksEdit: {
            insertCellDestinationLink?: components["schemas"]["InsertCellDestinationLink"] | null;
            removeCellsLink?: components["schemas"]["RemoveCellsLink"] | null;
            richCellLinkBatchEdit?: components["schemas"]["RichCellLinkBatchEdit"] | null;
            type: "insertCellDestinationLink" | "removeCellsLink" | "richCellLinkBatchEdit" | (string & {});
        };
        TableLinksBatchEdit: {
            data: components["schemas"]["TableLinksEdit"][];
            lockedCellEditMode?: components["schemas"]["LockedCellEditMode"];
            revision?: string | null;
        };
        RangeLinkId: string;
        ChangeSourceRange: {
            range: components["schemas"]["CellRangeInput"];
            rangeLink: components["schemas"]["RangeLinkId"];
        };
        CreateDestinationRangeLink: {
            /** @default true */
            applyColumnWidth?: boolean;
            /** @default true */
            applyFormatting?: boolean;
            sourceRangeLink: components["schemas"]["RangeLinkId"];
            sourceTable: string;
        };
        CreateSourceRangeLink: {
            range: components["schemas"]["CellRangeInput"];
        };
        RemoveDestinationRangeLink: {
            rangeLink: components["schemas"]["RangeLinkId"];
        };
        RemoveSourceRangeLink: {
            rangeLink: components["schemas"]["RangeLinkId"];
        };
        /** @description One edit of a table's range links: `type` names it and the member of the same name holds its details. */
        RangeLinkEdit: {
            changeSourceRange?: components["schemas"]["ChangeSourceRange"] | null;
            createDestination?: components["schemas"]["CreateDestinationRangeLink"] | null;
            createSource?: components["schemas"]["CreateSourceRangeLink"] | null;
            removeDestination?: components["schemas"]["RemoveDestinationRangeLink"] | null;
            removeSource?: components["schemas"]["RemoveSourceRangeLink"] | null;
            type: "createSource" | "createDestination" | "removeSource" | "removeDestination" | "changeSourceRange" | (string & {});
        };
        TableLockType: "formatting" | (string & {});
        /** @description Table-wide properties of a table of content. */
        TableProperties: {
            id: string;
            revision: components["schemas"]["Revision"];
            lock: components["schemas"]["TableLockType"] | null;
            name: string;
            resizeRowsToFit: boolean | null;
            sheet: string;
        } & {
            [key: string]: unknown;
        };
        TableRowProperties: {
            filtered?: boolean;
            height?: number;
            hidden?: boolean;
        } & {
            [key: string]: unknown;
        };
        RowPropertiesListResult: {
            "@nextLink"?: components["schemas"]["NextLink"];
            data?: components["schemas"]["TableRowProperties"][];
            revision?: components["schemas"]["Revision"];
        } & {
            [key: string]: unknown;
        };
        DestinationLinkSourceConversionResultType: "anchor" | "destinationLink" | (string & {});
        DestinationLinkSourceConversionResult: {
            anchor?: string | null;
            destinationLink?: string | null;
            type: components["schemas"]["DestinationLinkSourceConversionResultType"];
        } & {
            [key: string]: unknown;
        };
        DestinationLinkSourceConversionResultListResult: {
            "@nextLink"?: components["schemas"]["NextLink"];
            data?: components["schemas"]["DestinationLinkSourceConversionResult"][];
            revision?: string;
        } & {
            [key: string]: unknown;
        };
        ImageUploadResult: {
            image?: string | null;
            type: "image" | (string & {});
        } & {
            [key: string]: unknown;
        };
        ImageUploadResultCollection: {
            "@nextLink"?: components["schemas"]["NextLink"];
            data?: components["schemas"]["ImageUploadResult"][];
        } & {
            [key: string]: unknown;
        };
        PatchTablePropertiesListResult: {
            revision?: string;
        } & {
            [key: string]: unknown;
        };
        RangeLinkEditResult: {
            rangeLink?: string | null;
            type: "rangeLink" | (string & {});
        } & {
            [key: string]: unknown;
        };
        RangeLinkEditResultCollection: {
            "@nextLink"?: components["schemas"]["NextLink"];
            data?: components["schemas"]["RangeLinkEditResult"][];
            revision?: components["schemas"]["Revision"];
        } & {
            [key: string]: unknown;
        };
        RichTextEditResult: {
            table?: components["schemas"]["TableId"] | null;
            richText?: components["schemas"]["RichTextId"] | null;
            type?: "table" | "richText" | (string & {});
        } & {
            [key: string]: unknown;
        };
        RichTextEditListResult: {
            "@nextLink"?: components["schemas"]["NextLink"];
            readonly data?: components["schemas"]["RichTextEditResult"][];
            revision?: string;
        } & {
            [key: string]: unknown;
        };
        RichTextAnchorCreationResult: {
            anchor?: string | null;
            type: "anchor" | (string & {});
        } & {
            [key: string]: unknown;
        };
        RichTextAnchorCreationResultCollection: {
            "@nextLink"?: components["schemas"]["NextLink"];
            data?: components["schemas"]["RichTextAnchorCreationResult"][];
            revision?: string;
        } & {
            [key: string]: unknown;
        };
        RichTextDuplicationEditResult: {
            table?: components["schemas"]["TableId"] | null;
            type?: "table" | (string & {});
        } & {
            [key: string]: unknown;
        };
        RichTextDuplicationEditListResult: {
            "@nextLink"?: components["schemas"]["NextLink"];
            readonly data?: components["schemas"]["RichTextDuplicationEditResult"][];
            revision?: string;
        } & {
            [key: string]: unknown;
        };
        RichTextLinksEditResult: {
            destinationLink?: string | null;
            type?: "destinationLink" | (string & {});
        } & {
            [key: string]: unknown;
        };
        RichTextLinksEditListResult: {
            "@nextLink"?: components["schemas"]["NextLink"];
            readonly data?: components["schemas"]["RichTextLinksEditResult"][];
            revision?: string;
        } & {
            [key: string]: unknown;
        };
        TableAnchorCreationResult: {
            anchor?: string | null;
            type: "anchor" | (string & {});
        } & {
            [key: string]: unknown;
        };
        TableAnchorCreationResultCollection: {
            "@nextLink"?: components["schemas"]["NextLink"];
            data?: components["schemas"]["TableAnchorCreationResult"][];
            revision?: string;
        } & {
            [key: string]: unknown;
        };
        TableCellEditListResult: {
            revision?: string;
        } & {
            [key: string]: unknown;
        };
        TableLinksEditResult: {
            destinationLink?: string | null;
            type: "destinationLink" | (string & {});
        } & {
            [key: string]: unknown;
        };
        TableLinksEditListResult: {
            "@nextLink"?: components["schemas"]["NextLink"];
            readonly data?: components["schemas"]["TableLinksEditResult"][];
            revision?: string;
        } & {
            [key: string]: unknown;
        };
        TableReapplyFilterListResult: {
            revision?: string;
        } & {
            [key: string]: unknown;
        };
        /** @description A permission that can be granted on resources, such as viewing or editing. */
        Permission: {
            readonly id: string;
            name: string;
        } & {
            [key: string]: unknown;
        };
        PermissionsListResult: {
            "@nextLink"?: components["schemas"]["NextLink"];
            data: components["schemas"]["Permission"][];
        } & {
            [key: string]: unknown;
        };
        TaskUser: {
            id?: string;
            type?: "USER" | (string & {});
        } & {
            [key: string]: unknown;
        };
        TaskApprovalResponse: {
            created: components["schemas"]["Action"];
            action: "SKIP" | "APPROVE" | "REJECT" | (string & {});
            comment?: string | null;
        } & {
            [key: string]: unknown;
        };
        TaskApprovalStep: {
            completionMode: "ONE" | "ALL" | (string & {});
            participants: components["schemas"]["TaskUser"][];
            /** Format: date-time */
            dueDate?: string | null;
            readonly responses?: components["schemas"]["TaskApprovalResponse"][];
        } & {
            [key: string]: unknown;
        };
        TaskLocation: {
            resource?: string;
            segment?: string | null;
        } & {
            [key: string]: unknown;
        };
        /** @description A task: work assigned to people, with its status, dates, approval steps and what it is about. */
        Task: {
            readonly id?: string;
            approvalSteps?: components["schemas"]["TaskApprovalStep"][];
            assignees?: components["schemas"]["TaskUser"][];
            created?: components["schemas"]["Action"];
            description?: string;
            /** Format: date-time */
            dueDate?: string | null;
            location?: components["schemas"]["TaskLocation"] | null;
            modified?: components["schemas"]["Action"];
            notificationsDisabled?: boolean;
            readonly owner?: string;
            readonly sourceUrl?: string;
            /** @default Created */
            status?: string;
            title: string;
        } & {
            [key: string]: unknown;
        };
        TasksListResult: {
            "@nextLink"?: components["schemas"]["NextLink"];
            data?: components["schemas"]["Task"][];
        } & {
            [key: string]: unknown;
        };
        TaskUserInput: {
            id?: string;
            type?: "USER" | (string & {});
        };
        UserInput: {
            id?: string;
        };
        ActionInput: {
            /** Format: date-time */
            readonly dateTime?: string;
            user?: components["schemas"]["UserInput"] | null;
        };
        TaskApprovalResponseInput: {
            created: components["schemas"]["ActionInput"];
            action: "SKIP" | "APPROVE" | "REJECT" | (string & {});
            comment?: string | null;
        };
        TaskApprovalStepInput: {
            completionMode: "ONE" | "ALL" | (string & {});
            participants: components["schemas"]["TaskUserInput"][];
            /** Format: date-time */
            dueDate?: string | null;
            readonly responses?: components["schemas"]["TaskApprovalResponseInput"][];
        };
        TaskLocationInput: {
            resource?: string;
            segment?: string | null;
        };
        /** @description A new task as sent to create it (read-only members are ignored by the service). */
        TaskInput: {
            readonly id?: string;
            approvalSteps?: components["schemas"]["TaskApprovalStepInput"][];
            assignees?: components["schemas"]["TaskUserInput"][];
            created?: components["schemas"]["ActionInput"];
            description?: string;
            /** Format: date-time */
            dueDate?: string | null;
            location?: components["schemas"]["TaskLocationInput"] | null;
            modified?: components["schemas"]["ActionInput"];
            notificationsDisabled?: boolean;
            readonly owner?: string;
            readonly sourceUrl?: string;
            /** @default Created */
            status?: string;
            title: string;
        };
        /** @description An action submitted on a task, with an optional comment. */
        TaskAction: {
            action: "SUBMIT" | "APPROVE" | "REJECT" | "CANCEL" | "RESTART" | "SKIP" | (string & {});
            comment?: string | null;
        };
        /** @description One page of a list: its items in `data`, the URL of the next page in `@nextLink` (absent or null at the end). */
        ActivityActionPage: {
            "@nextLink"?: components["schemas"]["NextLink"];
            data: components["schemas"]["ActivityAction"][];
        } & {
            [key: string]: unknown;
        };
        /**
         * @description A program as the service answers it; more members may be added over time.
         * @example {
         *       "name": "Sustainability Program"
         *     }
         */
        Program: {
            /** Format: uuid */
            readonly id?: string;
            name?: string;
        } & {
            [key: string]: unknown;
        };
        /** @description One page of a list: its items in `data`, the URL of the next page in `@nextLink` (absent or null at the end). */
        ProgramPage: {
            "@nextLink"?: components["schemas"]["NextLink"];
            data: components["schemas"]["Program"][];
        } & {
            [key: string]: unknown;
        };
        /** @description The request body to send for a program; unknown members are refused. */
        ProgramInput: {
            name?: string;
        };
        /**
         * @description A dimension value as the service answers it; more members may be added over time.
         * @example {
         *       "active": true,
         *       "id": "Ames, IA",
         *       "name": "Ames, Iowa"
         *     }
         */
        DimensionValue: {
            /** @default true */
            active?: boolean;
            id?: string;
            name?: string | null;
        } & {
            [key: string]: unknown;
        };
        /**
         * @description A dimension as the service answers it; more members may be added over time.
         * @example {
         *       "active": true,
         *       "name": "Facility",
         *       "values": [
         *         {
         *           "id": "Ames, IA",
         *           "name": "Ames, Iowa"
         *         },
         *         {
         *           "id": "Portland, OR",
         *           "name": "Portland, Oregon"
         *         }
         *       ]
         *     }
         */
        Dimension: {
            /** @default true */
            active?: boolean;
            /** Format: uuid */
            readonly id?: string;
            name?: string | null;
            values?: components["schemas"]["DimensionValue"][] | null;
        } & {
            [key: string]: unknown;
        };
        /** @description One page of a list: its items in `data`, the URL of the next page in `@nextLink` (absent or null at the end). */
        DimensionPage: {
            "@nextLink"?: components["schemas"]["NextLink"];
            data: components["schemas"]["Dimension"][];
        } & {
            [key: string]: unknown;
        };
        /** @description The request body to send for a dimension value; unknown members are refused. */
        DimensionValueInput: {
            /** @default true */
            active?: boolean;
            id?: string;
            name?: string | null;
        };
        /** @description The request body to send for a dimension; unknown members are refused. */
        DimensionInput: {
            /** @default true */
            active?: boolean;
            name?: string | null;
            values?: components["schemas"]["DimensionValueInput"][] | null;
        };
        /**
         * @description A framework reference as the service answers it; more members may be added over time.
         * @example {
         *       "framework": "GRI",
         *       "publishedVersion": "2016.2",
         *       "referenceName": "2-6-b-iii"
         *     }
         */
        FrameworkReference: {
            framework: string;
            publishedVersion?: string;
            referenceName: string;
        } & {
            [key: string]: unknown;
        };
        /**
         * @description A tag as the service answers it; more members may be added over time.
         * @example {
         *       "name": "Industry",
         *       "value": "Agriculture"
         *     }
         */
        Tag: {
            name: string;
            value: string;
        } & {
            [key: string]: unknown;
        };
        /**
         * @description A metric as the service answers it; more members may be added over time.
         * @example {
         *       "code": 12,
         *       "dataType": "text",
         *       "description": "Scope 1 emissions of the sites we own, in tonnes of CO2e.",
         *       "id": "ae82b647-8e43-44c3-a4e7-2aa3294c87ac",
         *       "index": 0,
         *       "name": "Scope 1 Consolidated GHG Emissions",
         *       "requireNotes": false,
         *       "requireSupportingAttachments": false,
         *       "topic": "cc507098-c403-4b8b-98b4-31a6c5a639f4",
         *       "unit": "Metric Ton"
         *     }
         */
        Metric: {
            allowedDimensions?: string[];
            code?: number;
            /** @default text */
            dataType?: "text" | "number" | "date" | "currency" | "percent" | (string & {});
            description?: string;
            frameworkReferences?: components["schemas"]["FrameworkReference"][];
            /** Format: uuid */
            id?: string;
            index?: number;
            name?: string;
            /** @default false */
            requireNotes?: boolean;
            /** @default false */
            requireSupportingAttachments?: boolean;
            readonly strCode?: string;
            tags?: components["schemas"]["Tag"][];
            /** Format: uuid */
            topic?: string;
            unit?: string;
        } & {
            [key: string]: unknown;
        };
        /** @description One page of a list: its items in `data`, the URL of the next page in `@nextLink` (absent or null at the end). */
        MetricPage: {
            "@nextLink"?: components["schemas"]["NextLink"];
            data: components["schemas"]["Metric"][];
        } & {
            [key: string]: unknown;
        };
        /** @description The request body to send for a framework reference; unknown members are refused. */
        FrameworkReferenceInput: {
            framework: string;
            publishedVersion?: string;
            referenceName: string;
        };
        /** @description The request body to send for a tag; unknown members are refused. */
        TagInput: {
            name: string;
            value: string;
        };
        /** @description The request body to send for a metric; unknown members are refused. */
        MetricInput: {
            allowedDimensions?: string[];
            code?: number;
            /** @default text */
            dataType?: "text" | "number" | "date" | "currency" | "percent" | (string & {});
            description?: string;
            frameworkReferences?: components["schemas"]["FrameworkReferenceInput"][];
            /** Format: uuid */
            id?: string;
            index?: number;
            name?: string;
            /** @default false */
            requireNotes?: boolean;
            /** @default false */
            requireSupportingAttachments?: boolean;
            tags?: components["schemas"]["TagInput"][];
            /** Format: uuid */
            topic?: string;
            unit?: string;
        };
        /** @description A spreadsheet cell connection as the service answers it; more members may be added over time. */
        SpreadsheetCellConnection: ({
            cell: string;
            sheet: string;
            spreadsheet: string;
        } & {
            [key: string]: unknown;
        }) | null;
        /** @description A table cell connection as the service answers it; more members may be added over time. */
        TableCellConnection: ({
            cell: string;
            document: string;
            section: string;
            table: string;
        } & {
            [key: string]: unknown;
        }) | null;
        /** @description A text region connection as the service answers it; more members may be added over time. */
        TextRegionConnection: ({
            document: string;
            section: string;
        } & {
            [key: string]: unknown;
        }) | null;
        /** @description A metric attachment as the service answers it; more members may be added over time. */
        MetricAttachment: {
            name: string;
            type: "url" | "file" | "externalFile" | (string & {});
        } & {
            [key: string]: unknown;
        };
        /** @description A metric value as the service answers it; more members may be added over time. */
        MetricValue: {
            /** @default {} */
            coordinates?: {
                [key: string]: string;
            };
            dataSource?: {
                /** @default spreadsheetCell */
                connectionType?: "spreadsheetCell" | "tableCell" | "textRegion" | (string & {});
                spreadsheetCellConnection?: components["schemas"]["SpreadsheetCellConnection"];
                tableCellConnection?: components["schemas"]["TableCellConnection"];
                textRegionConnection?: components["schemas"]["TextRegionConnection"];
            } & {
                [key: string]: unknown;
            };
            fieldsToClear?: string[];
            /** Format: uuid */
            id?: string;
            notes?: string | null;
            reportingPeriod?: {
                end: number;
                start: number;
                year: number;
            } & {
                [key: string]: unknown;
            };
            /** @default notStarted */
            status?: "notStarted" | "notSent" | "inProgress" | "sentForApproval" | "returned" | "complete" | "error" | (string & {});
            readonly supportingAttachments?: components["schemas"]["MetricAttachment"][] | null;
            value?: string;
            task?: string;
        } & {
            [key: string]: unknown;
        };
        /** @description One page of a list: its items in `data`, the URL of the next page in `@nextLink` (absent or null at the end). */
        MetricValuePage: {
            "@nextLink"?: components["schemas"]["NextLink"];
            data: components["schemas"]["MetricValue"][];
        } & {
            [key: string]: unknown;
        };
        /** @description The request body to send for a spreadsheet cell connection; unknown members are refused. */
        SpreadsheetCellConnectionInput: {
            cell: string;
            sheet: string;
            spreadsheet: string;
        } | null;
        /** @description The request body to send for a table cell connection; unknown members are refused. */
        TableCellConnectionInput: {
            cell: string;
            document: string;
            section: string;
            table: string;
        } | null;
        /** @description The request body to send for a text region connection; unknown members are refused. */
        TextRegionConnectionInput: {
            document: string;
            section: string;
        } | null;
        /** @description The request body to send for a metric value; unknown members are refused. */
        MetricValueInput: {
            /**
             * @description A payload whose members are not documented.
             * @default {}
             */
            coordinates?: {
                [key: string]: string;
            };
            dataSource?: {
                /** @default spreadsheetCell */
                connectionType?: "spreadsheetCell" | "tableCell" | "textRegion" | (string & {});
                spreadsheetCellConnection?: components["schemas"]["SpreadsheetCellConnectionInput"];
                tableCellConnection?: components["schemas"]["TableCellConnectionInput"];
                textRegionConnection?: components["schemas"]["TextRegionConnectionInput"];
            };
            fieldsToClear?: string[];
            /** Format: uuid */
            id?: string;
            notes?: string | null;
            reportingPeriod?: {
                end: number;
                start: number;
                year: number;
            };
            /** @default notStarted */
            status?: "notStarted" | "notSent" | "inProgress" | "sentForApproval" | "returned" | "complete" | "error" | (string & {});
            value?: string;
            task?: string;
        };
        /** @description The request body to send for a metric value identifier; unknown members are refused. */
        MetricValueIdentifier: {
            data?: {
                /**
                 * @description A payload whose members are not documented.
                 * @default {}
                 */
                coordinates?: {
                    [key: string]: string;
                };
                reportingPeriod?: {
                    end: number;
                    start: number;
                    year: number;
                };
            }[];
        };
        /** @description The request body to send for a metric value upsertion; unknown members are refused. */
        MetricValueUpsertion: {
            data?: components["schemas"]["MetricValueInput"][];
        };
        /** @description A resource permission as the service answers it; more members may be added over time. */
        ProgramPermission: {
            permission: string;
            principal: string;
            readonly principalType?: "user" | "group" | (string & {});
            readonly resource?: string;
        } & {
            [key: string]: unknown;
        };
        /**
         * @description One page of a list: its items in `data`, the URL of the next page in `@nextLink` (absent or null at the end).
         * @example {
         *       "@nextLink": null,
         *       "data": [
         *         {
         *           "permission": "85aa87ee-beb9-4417-8fa0-420e9de63534",
         *           "principal": "V0ZVc2VyHzU2NDg2NjU2MjQ0NDQ5Mjg",
         *           "principalType": "user",
         *           "resource": "014b90fd-0631-422c-b94e-1240c53f1d6d"
         *         },
         *         {
         *           "permission": "85aa87ee-beb9-4417-8fa0-420e9de63534",
         *           "principal": "V0ZVc2VyHzUQ0NDQ5Mjg2NDg2NjU2Mj",
         *           "principalType": "group",
         *           "resource": "014b90fd-b94e-0631-422c-1240c53f1d6d"
         *         }
         *       ]
         *     }
         */
        ProgramPermissionPage: {
            "@nextLink"?: components["schemas"]["NextLink"];
            data: components["schemas"]["ProgramPermission"][];
        } & {
            [key: string]: unknown;
        };
        /** @description The request body to send for a resource permission; unknown members are refused. */
        ProgramPermissionInput: {
            permission: string;
            principal: string;
        };
        /** @description The request body to send for a resource permissions modification; unknown members are refused. */
        ProgramPermissionsModificationInput: {
            toAssign?: components["schemas"]["ProgramPermissionInput"][] | null;
            toRevoke?: components["schemas"]["ProgramPermissionInput"][] | null;
        };
        /**
         * @description A topic as the service answers it; more members may be added over time.
         * @example {
         *       "index": 0,
         *       "name": "Climate",
         *       "parent": "82bae647-8e43-44c3-a4e7-2aa3294c87ac"
         *     }
         */
        Topic: {
            /** Format: uuid */
            readonly id?: string;
            index?: number;
            name: string;
            /** Format: uuid */
            parent?: string | null;
        } & {
            [key: string]: unknown;
        };
        /** @description One page of a list: its items in `data`, the URL of the next page in `@nextLink` (absent or null at the end). */
        TopicPage: {
            "@nextLink"?: components["schemas"]["NextLink"];
            data: components["schemas"]["Topic"][];
        } & {
            [key: string]: unknown;
        };
        /** @description The request body to send for a topic; unknown members are refused. */
        TopicInput: {
            index?: number;
            name: string;
            /** Format: uuid */
            parent?: string | null;
        };
        /** @description A organization role as the service answers it; more members may be added over time. */
        OrganizationRole: {
            /** Format: uuid */
            readonly id?: string;
            name?: string;
        } & {
            [key: string]: unknown;
        };
        /** @description One page of a list: its items in `data`, the URL of the next page in `@nextLink` (absent or null at the end). */
        OrganizationRolePage: {
            "@nextLink"?: components["schemas"]["NextLink"];
            data: components["schemas"]["OrganizationRole"][];
        } & {
            [key: string]: unknown;
        };
        /** @description A solution as the service answers it; more members may be added over time. */
        Solution: {
            id?: string;
            name?: string | null;
        } & {
            [key: string]: unknown;
        };
        /** @description One page of a list: its items in `data`, the URL of the next page in `@nextLink` (absent or null at the end). */
        OrganizationSolutionPage: {
            "@nextLink"?: components["schemas"]["NextLink"];
            data: components["schemas"]["Solution"][];
        } & {
            [key: string]: unknown;
        };
        /** @description A organization user as the service answers it; more members may be added over time. */
        OrganizationUser: {
            readonly id?: string | null;
            givenName?: string;
            familyName?: string;
            displayName?: string;
            email?: string;
            username?: string;
            status?: "active" | "suspended" | (string & {}) | null;
            created?: components["schemas"]["Action"] | null;
            modified?: components["schemas"]["Action"] | null;
        } & {
            [key: string]: unknown;
        };
        /** @description One page of a list: its items in `data`, the URL of the next page in `@nextLink` (absent or null at the end). */
        OrganizationUserPage: {
            data: components["schemas"]["OrganizationUser"][];
            "@nextLink"?: components["schemas"]["NextLink"];
        } & {
            [key: string]: unknown;
        };
        /** @description The request body to send for a organization user; unknown members are refused. */
        OrganizationUserInput: {
            givenName?: string;
            familyName?: string;
            displayName?: string;
            email?: string;
            username?: string;
            status?: "active" | "suspended" | (string & {}) | null;
        };
        /** @description The request body to send for a organization user assignment; unknown members are refused. */
        OrganizationUserAssignment: {
            user?: string;
        };
        /** @description The request body to send for a organization roles modification; unknown members are refused. */
        OrganizationRolesModification: string[];
        /** @description One page of a list: its items in `data`, the URL of the next page in `@nextLink` (absent or null at the end). */
        WorkspacePage: {
            "@nextLink"?: components["schemas"]["NextLink"];
            data: components["schemas"]["Workspace"][];
        } & {
            [key: string]: unknown;
        };
        /** @description The request body to send for a solution; unknown members are refused. */
        SolutionInput: {
            id?: string;
            name?: string | null;
        };
        /** @description The request body to send for a workspace; unknown members are refused. */
        WorkspaceInput: {
            name?: string;
            solutions?: components["schemas"]["SolutionInput"][] | null;
        };
        /** @description A workspace group member as the service answers it; more members may be added over time. */
        WorkspaceGroupMember: {
            readonly id?: string;
        } & {
            [key: string]: unknown;
        };
        /** @description A workspace group as the service answers it; more members may be added over time. */
        WorkspaceGroup: {
            created?: components["schemas"]["Action"] | null;
            readonly id?: string | null;
            readonly memberCount?: number | null;
            readonly members?: components["schemas"]["WorkspaceGroupMember"][] | null;
            modified?: components["schemas"]["Action"] | null;
            name?: string;
        } & {
            [key: string]: unknown;
        };
        /** @description One page of a list: its items in `data`, the URL of the next page in `@nextLink` (absent or null at the end). */
        WorkspaceGroupPage: {
            "@nextLink"?: components["schemas"]["NextLink"];
            data: components["schemas"]["WorkspaceGroup"][];
        } & {
            [key: string]: unknown;
        };
        /** @description The request body to send for a workspace group; unknown members are refused. */
        WorkspaceGroupInput: {
            name?: string;
        };
        /** @description One page of a list: its items in `data`, the URL of the next page in `@nextLink` (absent or null at the end). */
        WorkspaceGroupMemberPage: {
            "@nextLink"?: components["schemas"]["NextLink"];
            data: components["schemas"]["WorkspaceGroupMember"][];
        } & {
            [key: string]: unknown;
        };
        /** @description The request body to send for a bulk workspace group members modification; unknown members are refused. */
        BulkWorkspaceGroupMembersModification: {
            toAdd?: string[] | null;
            toRemove?: string[] | null;
        };
        /** @description One page of a list: its items in `data`, the URL of the next page in `@nextLink` (absent or null at the end). */
        WorkspaceMembershipPage: {
            "@nextLink"?: components["schemas"]["NextLink"];
            data: components["schemas"]["WorkspaceMembership"][];
        } & {
            [key: string]: unknown;
        };
        /** @description The request body to send for a workspace membership; unknown members are refused. */
        WorkspaceMembershipInput: {
            user?: components["schemas"]["OrganizationUserInput"];
            workspace?: components["schemas"]["WorkspaceInput"];
        };
        /** @description The request body to send for a workspace membership creation options; unknown members are refused. */
        WorkspaceMembershipCreationOptions: {
            /** @default false */
            notifyNewMember?: boolean;
            /** @default false */
            sendWelcomeEmail?: boolean;
        };
        /** @description The request body to send for a workspace membership creation; unknown members are refused. */
        WorkspaceMembershipCreation: {
            options?: components["schemas"]["WorkspaceMembershipCreationOptions"] | null;
            user?: string;
        };
        /** @description A workspace membership role as the service answers it; more members may be added over time. */
        WorkspaceMembershipRole: {
            /** Format: uuid */
            readonly id?: string;
            name?: string;
        } & {
            [key: string]: unknown;
        };
        /** @description One page of a list: its items in `data`, the URL of the next page in `@nextLink` (absent or null at the end). */
        WorkspaceMembershipRolePage: {
            "@nextLink"?: components["schemas"]["NextLink"];
            data: components["schemas"]["WorkspaceMembershipRole"][];
        } & {
            [key: string]: unknown;
        };
        /** @description The request body to send for a workspace roles modification; unknown members are refused. */
        WorkspaceRolesModification: string[];
        /** @description A workspace role as the service answers it; more members may be added over time. */
        WorkspaceRole: {
            /** Format: uuid */
            readonly id?: string;
            name?: string;
        } & {
            [key: string]: unknown;
        };
        /** @description One page of a list: its items in `data`, the URL of the next page in `@nextLink` (absent or null at the end). */
        WorkspaceRolePage: {
            "@nextLink"?: components["schemas"]["NextLink"];
            data: components["schemas"]["WorkspaceRole"][];
        } & {
            [key: string]: unknown;
        };
        /** @description One page of a list: its items in `data`, the URL of the next page in `@nextLink` (absent or null at the end). */
        WorkspaceSolutionPage: {
            "@nextLink"?: components["schemas"]["NextLink"];
            data: components["schemas"]["Solution"][];
        } & {
            [key: string]: unknown;
        };
        /**
         * @description A matrix column as the service answers it; more members may be added over time.
         * @example {
         *       "externalId": "TA05",
         *       "id": "fbd818ec-4fd1-42ad-9112-3c80e71dc2dc",
         *       "name": "PO #"
         *     }
         */
        MatrixColumn: {
            externalId?: string;
            id?: string | null;
            name?: string;
            readonly testable?: boolean | null;
        } & {
            [key: string]: unknown;
        };
        /**
         * @description A matrix as the service answers it; more members may be added over time.
         * @example {
         *       "dataColumns": [
         *         {
         *           "externalId": "TA05",
         *           "id": "d795d7a3-e7f7-4b3f-be6a-109653b2929b",
         *           "name": "PO Number"
         *         },
         *         {
         *           "externalId": "TA06",
         *           "id": "fbd818ec-4fd1-42ad-9112-3c80e71dc2dc",
         *           "name": "Amount"
         *         }
         *       ],
         *       "name": "Purchase Orders",
         *       "resultColumns": [
         *         {
         *           "externalId": "TA07",
         *           "id": "d795d7a3-e7f7-4b3f-be6a-109653b2c34d",
         *           "name": "A"
         *         }
         *       ]
         *     }
         */
        Matrix: {
            readonly attachments?: components["schemas"]["GraphAttachment"][] | null;
            dataColumns?: components["schemas"]["MatrixColumn"][] | null;
            readonly id?: string | null;
            name?: string;
            resultColumns?: components["schemas"]["MatrixColumn"][];
            readonly samples?: components["schemas"]["Sample"][] | null;
        } & {
            [key: string]: unknown;
        };
        /**
         * @description A test phase as the service answers it; more members may be added over time.
         * @example {
         *       "id": "bac770b8-1673-11ec-9621-0242ac130002",
         *       "name": "Walkthrough"
         *     }
         */
        TestPhase: {
            readonly attachments?: components["schemas"]["GraphAttachment"][] | null;
            id?: string;
            readonly matrices?: components["schemas"]["Matrix"][] | null;
            name?: string;
        } & {
            [key: string]: unknown;
        };
        /**
         * @description A test form as the service answers it; more members may be added over time.
         * @example {
         *       "id": "124efa2a142f472ba1ceab34ed18915f",
         *       "name": "Process Improvement"
         *     }
         */
        TestForm: {
            readonly attachments?: components["schemas"]["GraphAttachment"][] | null;
            id?: string;
            name?: string;
            readonly testPhases?: components["schemas"]["TestPhase"][] | null;
        } & {
            [key: string]: unknown;
        };
        /** @description One page of a list: its items in `data`, the URL of the next page in `@nextLink` (absent or null at the end). */
        TestFormPage: {
            "@nextLink"?: components["schemas"]["NextLink"];
            data: components["schemas"]["TestForm"][];
        } & {
            [key: string]: unknown;
        };
        /** @description The request body to send for a test form export; unknown members are refused. */
        TestFormExport: {
            format?: "xlsx" | (string & {});
        };
        /** @description One page of a list: its items in `data`, the URL of the next page in `@nextLink` (absent or null at the end). */
        TestPhasePage: {
            "@nextLink"?: components["schemas"]["NextLink"];
            data: components["schemas"]["TestPhase"][];
        } & {
            [key: string]: unknown;
        };
        /** @description The request body to send for a graph attachment upload; unknown members are refused. */
        GraphAttachmentUpload: {
            fileName?: string;
        };
        /** @description The request body to send for a graph attachment export; unknown members are refused. */
        GraphAttachmentExport: {
            format?: "pdf" | (string & {});
        };
        /** @description One page of a list: its items in `data`, the URL of the next page in `@nextLink` (absent or null at the end). */
        MatrixPage: {
            "@nextLink"?: components["schemas"]["NextLink"];
            data: components["schemas"]["Matrix"][];
        } & {
            [key: string]: unknown;
        };
        /** @description The request body to send for a matrix column; unknown members are refused. */
        MatrixColumnInput: {
            externalId?: string;
            id?: string | null;
            name?: string;
        };
        /** @description The request body to send for a matrix; unknown members are refused. */
        MatrixInput: {
            dataColumns?: components["schemas"]["MatrixColumnInput"][] | null;
            name?: string;
            resultColumns?: components["schemas"]["MatrixColumnInput"][];
        };
        /** @description One page of a list: its items in `data`, the URL of the next page in `@nextLink` (absent or null at the end). */
        MatrixSamplePage: {
            "@nextLink"?: components["schemas"]["NextLink"];
            data: components["schemas"]["Sample"][];
        } & {
            [key: string]: unknown;
        };
        /** @description The request body to send for a matrix samples; unknown members are refused. */
        MatrixSamples: components["schemas"]["NewSample"][];
        DocumentLockType: "locked" | (string & {});
        /** @description Whether the links of a document or presentation are published. */
        ResourceLinksStatus: {
            allLinks: components["schemas"]["PublicationStatus"];
            ownLinks: components["schemas"]["PublicationStatus"];
        } & {
            [key: string]: unknown;
        };
        /** @description Metadata of a document: name, revision, template flag, lock, link status, custom fields, and who created and last changed it. */
        Document: {
            created?: components["schemas"]["Action"];
            customFieldGroups?: string[];
            customFields?: unknown;
            readonly id?: string;
            lock?: components["schemas"]["DocumentLockType"] | null;
            linksStatus?: components["schemas"]["ResourceLinksStatus"];
            modified?: components["schemas"]["Action"];
            readonly name?: string;
            readonly revision?: string | null;
            sectionCustomFieldGroups?: string[];
            readonly template?: boolean;
        } & {
            [key: string]: unknown;
        };
        /** @description A page of documents; follow `@nextLink` until it is absent or null. */
        DocumentPage: {
            "@nextLink"?: components["schemas"]["NextLink"];
            data: components["schemas"]["Document"][];
        } & {
            [key: string]: unknown;
        };
        /** @description Options for reapplying a document's filters. */
        DocumentFiltersReapplication: {
            /** @default false */
            forceHideFootnotes?: boolean;
            /** @default false */
            ignoreNonEditableFilters?: boolean;
        };
        /** @description Which links to publish: only the resource's own links, or all of them. */
        LinksPublicationOptions: {
            publishType: "ownLinks" | "allLinks" | (string & {});
        };
        /** @description A page of the milestones recorded for one file; follow `@nextLink` until it is absent or null. */
        ResourceMilestonePage: {
            "@nextLink"?: components["schemas"]["NextLink"];
            data: components["schemas"]["Milestone"][];
        } & {
            [key: string]: unknown;
        };
        /** @description A permission held on a file or a part of one, by a user or a group. */
        ResourcePermission: {
            permission: string;
            principal: string;
            readonly principalType?: "user" | "group" | (string & {});
            readonly resource?: string;
        } & {
            [key: string]: unknown;
        };
        /** @description A page of permissions on a file or part of one; follow `@nextLink` until it is absent or null. */
        ResourcePermissionPage: {
            "@nextLink"?: components["schemas"]["NextLink"];
            data: components["schemas"]["ResourcePermission"][];
        } & {
            [key: string]: unknown;
        };
        /** @description A permission to grant or revoke: which permission, and the user or group it is for. */
        ResourcePermissionInput: {
            permission: string;
            principal: string;
        };
        /** @description Permissions to grant (`toAssign`) and to revoke (`toRevoke`) in one request. */
        ResourcePermissionsModification: {
            toAssign?: components["schemas"]["ResourcePermissionInput"][] | null;
            toRevoke?: components["schemas"]["ResourcePermissionInput"][] | null;
        };
        SectionRichTextId: string;
        SectionRichTextRef: {
            readonly revision?: string;
            richText?: components["schemas"]["SectionRichTextId"];
        } & {
            [key: string]: unknown;
        };
        SectionDrawingRef: {
            readonly drawing?: string;
            readonly revision?: string;
        } & {
            [key: string]: unknown;
        };
        /** @description A section of a document: its name, position among its siblings, parent and children, lock, and references to its content. */
        Section: {
            body?: components["schemas"]["SectionRichTextRef"] | null;
            drawingBody?: components["schemas"]["SectionDrawingRef"] | null;
            readonly children?: components["schemas"]["Section"][];
            customFields?: unknown;
            footers?: components["schemas"]["SectionHeadersFooters"] | null;
            headers?: components["schemas"]["SectionHeadersFooters"] | null;
            id?: string | null;
            index?: number;
            lock?: components["schemas"]["SectionLockType"] | null;
            name?: string;
            nonPrinting?: boolean;
            parent?: components["schemas"]["Section"] | null;
            properties?: components["schemas"]["SectionProperties"];
            readonly revision?: string | null;
        } & {
            [key: string]: unknown;
        };
        SectionHeadersFooters: {
            even?: components["schemas"]["SectionRichTextRef"] | null;
            first?: components["schemas"]["SectionRichTextRef"] | null;
            last?: components["schemas"]["SectionRichTextRef"] | null;
            odd?: components["schemas"]["SectionRichTextRef"] | null;
        } & {
            [key: string]: unknown;
        };
        SectionLockType: "lock" | (string & {});
        SectionColor: {
            blue: number;
            green: number;
            red: number;
        } & {
            [key: string]: unknown;
        };
        SectionBackground: ({
            color?: components["schemas"]["SectionColor"] | null;
            image?: string | null;
        } & {
            [key: string]: unknown;
        }) | null;
        SectionHeaderFooterProperties: ({
            /** @default false */
            alternatingPage?: boolean;
            /** @default false */
            differentFirstPage?: boolean;
            /** @default false */
            differentLastPage?: boolean;
            margin?: ({
                left?: number | null;
                right?: number | null;
            } & {
                [key: string]: unknown;
            }) | null;
            /** @default false */
            matchSectionMargins?: boolean;
            /** @default false */
            sameAsPrevious?: boolean;
        } & {
            [key: string]: unknown;
        }) | null;
        SectionFooterProperties: (({
            [key: string]: unknown;
        } & (components["schemas"]["SectionHeaderFooterProperties"] & ({
            positionFromBottom?: number | null;
        } & {
            [key: string]: unknown;
        }))) | null) & (components["schemas"]["SectionHeaderFooterProperties"] & ({
            positionFromBottom?: number | null;
        } & {
            [key: string]: unknown;
        }));
        SectionHeaderProperties: (({
            [key: string]: unknown;
        } & (components["schemas"]["SectionHeaderFooterProperties"] & ({
            positionFromTop?: number | null;
        } & {
            [key: string]: unknown;
        }))) | null) & (components["schemas"]["SectionHeaderFooterProperties"] & ({
            positionFromTop?: number | null;
        } & {
            [key: string]: unknown;
        }));
        SectionMargins: ({
            bottom?: number | null;
            left?: number | null;
            right?: number | null;
            top?: number | null;
        } & {
            [key: string]: unknown;
        }) | null;
        SectionDimensions: {
            height: number;
            width: number;
        } & {
            [key: string]: unknown;
        };
        SectionProperties: ({
            background?: components["schemas"]["SectionBackground"];
            /** @default false */
            edgarKeepTogether?: boolean | null;
            /** @default false */
            exhibit?: boolean | null;
            footer?: components["schemas"]["SectionFooterProperties"];
            header?: components["schemas"]["SectionHeaderProperties"];
            margins?: components["schemas"]["SectionMargins"];
            /** @default false */
            pageBreakBefore?: boolean;
            pageDimensions?: components["schemas"]["SectionDimensions"] | null;
            pageNumber?: {
                /** @default false */
                reset?: boolean;
                /** @default 1 */
                startAt?: number;
            } & {
                [key: string]: unknown;
            };
            /** @default false */
            restartFootnoteNumbering?: boolean;
            /** @default false */
            trackChanges?: boolean;
        } & {
            [key: string]: unknown;
        }) | null;
        /** @description A page of a document's sections; follow `@nextLink` until it is absent or null. */
        SectionPage: {
            "@nextLink"?: components["schemas"]["NextLink"];
            data: components["schemas"]["Section"][];
        } & {
            [key: string]: unknown;
        };
        /** @description The writable members of a new section (its name, position and parent). */
        SectionInput: {
            customFields?: unknown;
            id?: string | null;
            index?: number;
            lock?: components["schemas"]["SectionLockType"] | null;
            name?: string;
            nonPrinting?: boolean;
            parent?: components["schemas"]["SectionInput"] | null;
        };
        /** @description Where a section copy goes (the `document` to put it in) and, when given, its name, parent and index there. */
        SectionCopy: {
            document: string;
            sectionIndex?: number;
            sectionName?: string | null;
            sectionParent?: string | null;
        };
        SectionSelection: string[];
        ClearSectionLockEdit: {
            selection: components["schemas"]["SectionSelection"];
        } | null;
        SetSectionLockEdit: {
            selection: components["schemas"]["SectionSelection"];
            lock: components["schemas"]["SectionLockType"];
        } | null;
        SetNonPrintingEdit: {
            nonPrinting: boolean;
            selection: components["schemas"]["SectionSelection"];
        } | null;
        SectionEditType: "clearLock" | "setLock" | "setNonPrinting" | (string & {});
        /** @description One section edit: its `type` names the member that holds its details. */
        SectionEdit: {
            clearLock?: components["schemas"]["ClearSectionLockEdit"];
            setLock?: components["schemas"]["SetSectionLockEdit"];
            setNonPrinting?: components["schemas"]["SetNonPrintingEdit"];
            type: components["schemas"]["SectionEditType"];
        };
        /** @description A batch of section edits, 1 to 240 of them, applied in order. */
        SectionsEdits: {
            data: components["schemas"]["SectionEdit"][];
        };
        /** @description A page of files; follow `@nextLink` until it is absent or null. */
        FilePage: {
            "@nextLink"?: components["schemas"]["NextLink"];
            data: components["schemas"]["File"][];
        } & {
            [key: string]: unknown;
        };
        /**
         * @description A new file: its name and kind, and the folder to create it in (the workspace's root folder when
         *     `container` is left out). Everything else is set by the service.
         */
        FileCreation: {
            /** @description Name of the new file. */
            name?: string;
            kind?: components["schemas"]["FileKind"];
            /** @description Identifier of the folder to create the file in. */
            container?: string | null;
        };
        /** @description A link from one graph record to another. */
        GraphRelationship: {
            readonly displayLabel?: string | null;
            readonly fromRecord?: string | null;
            readonly fromType?: string;
            readonly label?: string;
            readonly toRecord?: string | null;
            readonly toType?: string;
        } & {
            [key: string]: unknown;
        };
        /** @description A record of the graph: its type, properties and, when expanded, its relationships. */
        GraphRecord: {
            readonly id?: string;
            properties?: unknown;
            readonly relationships?: components["schemas"]["GraphRelationship"][] | null;
            readonly type?: string;
        } & {
            [key: string]: unknown;
        };
        /** @description A page of graph records; follow `@nextLink` until it is absent or null. */
        GraphRecordPage: {
            "@nextLink"?: components["schemas"]["NextLink"];
            data?: components["schemas"]["GraphRecord"][];
        } & {
            [key: string]: unknown;
        };
        /** @description How to export a graph report: the output format. */
        GraphReportExport: {
            format: "csv" | (string & {});
        };
        /** @description A record type of the graph and the properties its records carry. */
        GraphType: {
            readonly id: string;
            readonly properties: string[];
            readonly relationships?: components["schemas"]["GraphRelationship"][] | null;
        } & {
            [key: string]: unknown;
        };
        /** @description A page of graph types; follow `@nextLink` until it is absent or null. */
        GraphTypePage: {
            "@nextLink"?: components["schemas"]["NextLink"];
            data?: components["schemas"]["GraphType"][];
        } & {
            [key: string]: unknown;
        };
        /** @description What a completed JSON Patch operation produced: the new content revision. */
        PatchResult: {
            revision?: string;
        } & {
            [key: string]: unknown;
        };
        PresentationLockType: "locked" | (string & {});
        /** @description A slide of a presentation: its position, layout, lock and references to its content. */
        Slide: {
            readonly children?: components["schemas"]["Slide"][];
            customFields?: unknown;
            readonly id?: string | null;
            index?: number;
            layoutSource?: string | null;
            name?: string;
            parent?: components["schemas"]["Slide"] | null;
            readonly revision?: string;
            slideBody?: components["schemas"]["SectionDrawingRef"];
            lock?: components["schemas"]["SlideLockType"] | null;
        } & {
            [key: string]: unknown;
        };
        SlideLockType: "lock" | (string & {});
        /** @description Metadata of a presentation: name, revision, template flag, lock, link status, custom fields, and who created and last changed it. */
        Presentation: {
            created?: components["schemas"]["Action"];
            customFieldGroups?: string[];
            customFields?: unknown;
            readonly id?: string;
            modified?: components["schemas"]["Action"];
            lock?: components["schemas"]["PresentationLockType"] | null;
            readonly name?: string;
            readonly revision?: string | null;
            slideCustomFieldGroups?: string[];
            readonly slides?: components["schemas"]["Slide"][];
            readonly template?: boolean;
        } & {
            [key: string]: unknown;
        };
        /** @description Options for reapplying a presentation's filters. */
        PresentationFiltersReapplication: {
            /** @default false */
            ignoreNonEditableFilters?: boolean;
        };
        SlideLayoutLockType: "lock" | (string & {});
        /** @description A slide layout of a presentation: its name, position, lock and drawing. */
        SlideLayout: {
            readonly id?: string | null;
            index?: number;
            name?: string;
            readonly revision?: string;
            slideLayoutBody?: components["schemas"]["SectionDrawingRef"];
            lock?: components["schemas"]["SlideLayoutLockType"] | null;
        } & {
            [key: string]: unknown;
        };
        /** @description A page of a presentation's slide layouts; follow `@nextLink` until it is absent or null. */
        SlideLayoutPage: {
            "@nextLink"?: components["schemas"]["NextLink"];
            data: components["schemas"]["SlideLayout"][];
        } & {
            [key: string]: unknown;
        };
        /** @description A page of a presentation's slides; follow `@nextLink` until it is absent or null. */
        SlidePage: {
            "@nextLink"?: components["schemas"]["NextLink"];
            data: components["schemas"]["Slide"][];
        } & {
            [key: string]: unknown;
        };
        /** @description A page of spreadsheets; follow `@nextLink` until it is absent or null. */
        SpreadsheetPage: {
            "@nextLink"?: components["schemas"]["NextLink"];
            data: components["schemas"]["Spreadsheet"][];
        } & {
            [key: string]: unknown;
        };
        /** @description A page of a spreadsheet's datasets; follow `@nextLink` until it is absent or null. */
        DatasetPage: {
            "@nextLink"?: components["schemas"]["NextLink"];
            data: components["schemas"]["Dataset"][];
        } & {
            [key: string]: unknown;
        };
        /** @description A dataset to write: the sheet it goes to and its values (rows of cells). */
        DatasetInput: {
            sheet?: string;
            values?: unknown[][] | null;
        };
        /** @description The datasets to write, one per sheet. */
        Datasets: components["schemas"]["DatasetInput"][];
        /** @description Options for reapplying a spreadsheet's filters. */
        SpreadsheetFiltersReapplication: {
            /** @default false */
            ignoreNonEditableFilters?: boolean;
        };
        /** @description A page of a spreadsheet's sheets; follow `@nextLink` until it is absent or null. */
        SheetPage: {
            "@nextLink"?: components["schemas"]["NextLink"];
            data: components["schemas"]["Sheet"][];
        } & {
            [key: string]: unknown;
        };
        /** @description The writable members of a new sheet (its name, position and parent). */
        SheetInput: {
            customFields?: unknown;
            id?: string | null;
            index?: number;
            lock?: components["schemas"]["SheetLockType"] | null;
            name?: string;
            parent?: components["schemas"]["SheetInput"] | null;
            table?: components["schemas"]["SheetTableRefInput"];
        };
        SheetTableRefInput: {
            table?: components["schemas"]["SheetTableId"];
        };
        /** @description Where a sheet copy goes (the `spreadsheet` to put it in) and, when given, its name, parent and index there. */
        SheetCopy: {
            /** @default 0 */
            sheetIndex?: number | null;
            sheetName?: string | null;
            sheetParent?: string | null;
            spreadsheet: string;
        };
        /** @default #000000 */
        SheetHexColor: string | null;
        SheetBorder: ({
            color?: components["schemas"]["SheetHexColor"];
            style: "SINGLE" | "DOUBLE" | "DASHED1" | "DASHED2" | "DASHED3" | "DASHED4" | "DASHED5" | (string & {});
            /**
             * Format: float
             * @default 1
             */
            weight?: number | null;
        } & {
            [key: string]: unknown;
        }) | null;
        SheetCellFormat: ({
            backgroundColor?: components["schemas"]["SheetHexColor"];
            readonly borders?: ({
                bottom?: components["schemas"]["SheetBorder"];
                left?: components["schemas"]["SheetBorder"];
                right?: components["schemas"]["SheetBorder"];
                top?: components["schemas"]["SheetBorder"];
            } & {
                [key: string]: unknown;
            }) | null;
            horizontalAlign?: "LEFT" | "RIGHT" | "CENTER" | "JUSTIFIED" | (string & {}) | null;
            indent?: ({
                unit: "INCHES" | "CENTIMETERS" | (string & {});
                value: number;
            } & {
                [key: string]: unknown;
            }) | null;
            leaderDots?: "NARROW" | "WIDE" | (string & {}) | null;
            textRotation?: "HORIZONTAL" | "ASCENDING" | "DESCENDING" | (string & {}) | null;
            verticalAlign?: "TOP" | "MIDDLE" | "BOTTOM" | (string & {}) | null;
        } & {
            [key: string]: unknown;
        }) | null;
        SheetTextFormat: {
            bold?: boolean | null;
            fontColor?: components["schemas"]["SheetHexColor"];
            fontFamily?: string | null;
            fontSize?: number | null;
            italic?: boolean | null;
            strikethrough?: boolean | null;
            underline?: boolean | null;
        } & {
            [key: string]: unknown;
        };
        SheetValueFormat: ({
            currencySymbol?: ({
                currency?: ({
                    code: "AUD" | "BGN" | "BRL" | "CAD" | "CHF" | "CNH" | "CNY" | "CZK" | "DKK" | "EUR" | "GBP" | "HKD" | "HRK" | "HUF" | "INR" | "ISK" | "IDR" | "JPY" | "KRW" | "MXN" | "MYR" | "NOK" | "PHP" | "PLN" | "RON" | "RSD" | "RUB" | "SEK" | "SGD" | "THB" | "TRY" | "TWD" | "UAH" | "USD" | "ZAR" | "VND" | (string & {}) | null;
                    display: "SYMBOL" | "SYMBOL2" | "CODE" | (string & {}) | null;
                } & {
                    [key: string]: unknown;
                }) | null;
                generic?: "DOLLAR" | "CENT" | (string & {}) | null;
            } & {
                [key: string]: unknown;
            }) | null;
            dateAbbreviateMonth?: boolean | null;
            dateFormatString?: string | null;
            dateUppercaseAll?: boolean | null;
            displayZeroAs?: "ZERO" | "EM DASH" | "EN DASH" | "HYPHEN" | "BLANK" | (string & {}) | null;
            enteredIn?: "MILLIONTHS" | "BASIS POINTS" | "THOUSANDTHS" | "HUNDREDTHS" | "ONES" | "THOUSANDS" | "TEN THOUSANDS" | "MILLIONS" | "HUNDRED MILLIONS" | "BILLIONS" | "TRILLIONS" | (string & {}) | null;
            numbersAsWordsOptions?: ({
                /** @default false */
                capitalizeFirstWord?: boolean | null;
                /** @default ZERO */
                displayZeroAs?: "ZERO" | "NO" | "NONE" | "NOTHING" | "NIL" | "NOT" | "NOMINAL" | "IMMATERIAL" | (string & {}) | null;
            } & {
                [key: string]: unknown;
            }) | null;
            percentSymbol?: "NONE" | "SYMBOL" | "WORD" | (string & {}) | null;
            periodFormat?: ({
                /** @default false */
                capitalizeFirstWord?: boolean | null;
                display: "RAW" | "LARGEST" | "YEARS" | "ALL" | (string & {}) | null;
                /** @default null */
                precision?: number | null;
                /** @default COMMA */
                separator?: "NONE" | "COMMA" | (string & {}) | null;
                /** @default true */
                showLabels?: boolean | null;
                /** @default false */
                showNumbersAsWords?: boolean | null;
            } & {
                [key: string]: unknown;
            }) | null;
            precision?: ({
                /** @default false */
                auto?: boolean | null;
                value?: number | null;
            } & {
                [key: string]: unknown;
            }) | null;
            prefix?: string | null;
            showCurrencySymbol?: boolean | null;
            showLeadingZero?: boolean | null;
            showNumbersAsWords?: boolean | null;
            showPositiveSign?: boolean | null;
            showSignRoundedZero?: boolean | null;
            showThousandsSeparator?: boolean | null;
            shownIn?: "MILLIONTHS" | "BASIS POINTS" | "THOUSANDTHS" | "HUNDREDTHS" | "ONES" | "THOUSANDS" | "TEN THOUSANDS" | "MILLIONS" | "HUNDRED MILLIONS" | "BILLIONS" | "TRILLIONS" | (string & {}) | null;
            suffix?: string | null;
            symbolAlign?: "SYMBOL DEFAULT" | "LEFT" | "LEFT INSIDE" | "RIGHT" | "RIGHT INSIDE" | "RIGHT SPACED INSIDE" | "RIGHT SPACED" | (string & {}) | null;
            useDashesForZeros?: boolean | null;
            useParensForNegatives?: boolean | null;
            valueFormatType?: "AUTOMATIC" | "AUTOMATIC ACCOUNTING" | "AUTOMATIC CURRENCY" | "AUTOMATIC NUMBER" | "AUTOMATIC PERCENT" | "AUTOMATIC DATE" | "AUTOMATIC PERIOD" | "AUTOMATIC TEXT" | "ACCOUNTING" | "CURRENCY" | "NUMBER" | "PERCENT" | "DATE" | "PERIOD" | "TEXT" | (string & {}) | null;
        } & {
            [key: string]: unknown;
        }) | null;
        SheetEffectiveFormats: ({
            cellFormat?: components["schemas"]["SheetCellFormat"];
            textFormat?: components["schemas"]["SheetTextFormat"];
            valueFormat?: components["schemas"]["SheetValueFormat"];
        } & {
            [key: string]: unknown;
        }) | null;
        SheetFormats: ({
            cellFormat?: components["schemas"]["SheetCellFormat"];
            textFormat?: components["schemas"]["SheetTextFormat"];
            valueFormat?: components["schemas"]["SheetValueFormat"];
        } & {
            [key: string]: unknown;
        }) | null;
        /** @description One cell: its position, value as entered and as computed, and formats. */
        SheetCellData: {
            calculatedValue?: unknown;
            effectiveFormats?: components["schemas"]["SheetEffectiveFormats"];
            formats?: components["schemas"]["SheetFormats"];
            value?: unknown;
        } & {
            [key: string]: unknown;
        };
        SheetColumnMetadata: {
            hidden?: boolean | null;
            size?: number | null;
        } & {
            [key: string]: unknown;
        };
        /** @description A rectangle of cells by zero-based row and column indexes; an absent bound leaves the range open on that side. */
        SheetRange: ({
            startColumn?: number | null;
            startRow?: number | null;
            stopColumn?: number | null;
            stopRow?: number | null;
        } & {
            [key: string]: unknown;
        }) | null;
        SheetRowMetadata: ({
            filtered?: boolean | null;
            hidden?: boolean | null;
            size?: number | null;
        } & {
            [key: string]: unknown;
        }) | null;
        /** @description The cells of a sheet (or of the range asked for), with row and column metadata. */
        SheetData: {
            cells?: components["schemas"]["SheetCellData"][][] | null;
            columnMetadata?: components["schemas"]["SheetColumnMetadata"][];
            merges?: components["schemas"]["SheetRange"][] | null;
            range?: components["schemas"]["SheetRange"];
            rowMetadata?: components["schemas"]["SheetRowMetadata"][];
        } & {
            [key: string]: unknown;
        };
        /** @description A page of a sheet's cells; follow `@nextLink` until it is absent or null. */
        SheetDataResult: {
            "@nextLink"?: components["schemas"]["NextLink"];
            data: components["schemas"]["SheetData"];
        } & {
            [key: string]: unknown;
        };
        SheetBorderInput: {
            color?: components["schemas"]["SheetHexColor"];
            style: "SINGLE" | "DOUBLE" | "DASHED1" | "DASHED2" | "DASHED3" | "DASHED4" | "DASHED5" | (string & {});
            /**
             * Format: float
             * @default 1
             */
            weight?: number | null;
        } | null;
        /** @description A rectangle of cells by zero-based row and column indexes; an absent bound leaves the range open on that side. */
        SheetRangeInput: {
            startColumn?: number | null;
            startRow?: number | null;
            stopColumn?: number | null;
            stopRow?: number | null;
        } | null;
        SheetApplyBorders: {
            bottom?: components["schemas"]["SheetBorderInput"];
            innerHorizontal?: components["schemas"]["SheetBorderInput"];
            innerVertical?: components["schemas"]["SheetBorderInput"];
            left?: components["schemas"]["SheetBorderInput"];
            ranges: components["schemas"]["SheetRangeInput"][];
            right?: components["schemas"]["SheetBorderInput"];
            top?: components["schemas"]["SheetBorderInput"];
        };
        SheetUpdateApplyBorders: {
            borders: components["schemas"]["SheetApplyBorders"][];
        };
        SheetCellFormatInput: {
            backgroundColor?: components["schemas"]["SheetHexColor"];
            horizontalAlign?: "LEFT" | "RIGHT" | "CENTER" | "JUSTIFIED" | (string & {}) | null;
            indent?: {
                unit: "INCHES" | "CENTIMETERS" | (string & {});
                value: number;
            } | null;
            leaderDots?: "NARROW" | "WIDE" | (string & {}) | null;
            textRotation?: "HORIZONTAL" | "ASCENDING" | "DESCENDING" | (string & {}) | null;
            verticalAlign?: "TOP" | "MIDDLE" | "BOTTOM" | (string & {}) | null;
        } | null;
        SheetTextFormatInput: {
            bold?: boolean | null;
            fontColor?: components["schemas"]["SheetHexColor"];
            fontFamily?: string | null;
            fontSize?: number | null;
            italic?: boolean | null;
            strikethrough?: boolean | null;
            underline?: boolean | null;
        };
        SheetValueFormatInput: {
            currencySymbol?: {
                currency?: {
                    code: "AUD" | "BGN" | "BRL" | "CAD" | "CHF" | "CNH" | "CNY" | "CZK" | "DKK" | "EUR" | "GBP" | "HKD" | "HRK" | "HUF" | "INR" | "ISK" | "IDR" | "JPY" | "KRW" | "MXN" | "MYR" | "NOK" | "PHP" | "PLN" | "RON" | "RSD" | "RUB" | "SEK" | "SGD" | "THB" | "TRY" | "TWD" | "UAH" | "USD" | "ZAR" | "VND" | (string & {}) | null;
                    display: "SYMBOL" | "SYMBOL2" | "CODE" | (string & {}) | null;
                } | null;
                generic?: "DOLLAR" | "CENT" | (string & {}) | null;
            } | null;
            dateAbbreviateMonth?: boolean | null;
            dateFormatString?: string | null;
            dateUppercaseAll?: boolean | null;
            displayZeroAs?: "ZERO" | "EM DASH" | "EN DASH" | "HYPHEN" | "BLANK" | (string & {}) | null;
            enteredIn?: "MILLIONTHS" | "BASIS POINTS" | "THOUSANDTHS" | "HUNDREDTHS" | "ONES" | "THOUSANDS" | "TEN THOUSANDS" | "MILLIONS" | "HUNDRED MILLIONS" | "BILLIONS" | "TRILLIONS" | (string & {}) | null;
            numbersAsWordsOptions?: {
                /** @default false */
                capitalizeFirstWord?: boolean | null;
                /** @default ZERO */
                displayZeroAs?: "ZERO" | "NO" | "NONE" | "NOTHING" | "NIL" | "NOT" | "NOMINAL" | "IMMATERIAL" | (string & {}) | null;
            } | null;
            percentSymbol?: "NONE" | "SYMBOL" | "WORD" | (string & {}) | null;
            periodFormat?: {
                /** @default false */
                capitalizeFirstWord?: boolean | null;
                display: "RAW" | "LARGEST" | "YEARS" | "ALL" | (string & {}) | null;
                /** @default null */
                precision?: number | null;
                /** @default COMMA */
                separator?: "NONE" | "COMMA" | (string & {}) | null;
                /** @default true */
                showLabels?: boolean | null;
                /** @default false */
                showNumbersAsWords?: boolean | null;
            } | null;
            precision?: {
                /** @default false */
                auto?: boolean | null;
                value?: number | null;
            } | null;
            prefix?: string | null;
            showCurrencySymbol?: boolean | null;
            showLeadingZero?: boolean | null;
            showNumbersAsWords?: boolean | null;
            showPositiveSign?: boolean | null;
            showSignRoundedZero?: boolean | null;
            showThousandsSeparator?: boolean | null;
            shownIn?: "MILLIONTHS" | "BASIS POINTS" | "THOUSANDTHS" | "HUNDREDTHS" | "ONES" | "THOUSANDS" | "TEN THOUSANDS" | "MILLIONS" | "HUNDRED MILLIONS" | "BILLIONS" | "TRILLIONS" | (string & {}) | null;
            suffix?: string | null;
            symbolAlign?: "SYMBOL DEFAULT" | "LEFT" | "LEFT INSIDE" | "RIGHT" | "RIGHT INSIDE" | "RIGHT SPACED INSIDE" | "RIGHT SPACED" | (string & {}) | null;
            useDashesForZeros?: boolean | null;
            useParensForNegatives?: boolean | null;
            valueFormatType?: "AUTOMATIC" | "AUTOMATIC ACCOUNTING" | "AUTOMATIC CURRENCY" | "AUTOMATIC NUMBER" | "AUTOMATIC PERCENT" | "AUTOMATIC DATE" | "AUTOMATIC PERIOD" | "AUTOMATIC TEXT" | "ACCOUNTING" | "CURRENCY" | "NUMBER" | "PERCENT" | "DATE" | "PERIOD" | "TEXT" | (string & {}) | null;
        } | null;
        SheetApplyFormats: {
            cellFormat?: components["schemas"]["SheetCellFormatInput"];
            /** @default false */
            clearValueFormatStyles?: boolean;
            ranges: components["schemas"]["SheetRangeInput"][];
            textFormat?: components["schemas"]["SheetTextFormatInput"];
            valueFormat?: components["schemas"]["SheetValueFormatInput"];
        };
        SheetUpdateApplyFormats: {
            formats: components["schemas"]["SheetApplyFormats"][];
        };
        SheetUpdateClearBorders: {
            ranges: components["schemas"]["SheetRangeInput"][];
        };
        SheetUpdateClearFormats: {
            cellFormatFields?: string[];
            /** @default false */
            clearValueFormatStyles?: boolean;
            ranges: components["schemas"]["SheetRangeInput"][];
            textFormatFields?: string[];
            valueFormatFields?: string[];
        };
        /** @description A run of rows or columns by zero-based start and stop indexes. */
        SheetInterval: {
            end?: number | null;
            start?: number | null;
        };
        SheetUpdateDeleteColumns: {
            force?: boolean;
            intervals: components["schemas"]["SheetInterval"][];
        };
        SheetUpdateDeleteRows: {
            force?: boolean;
            intervals: components["schemas"]["SheetInterval"][];
        };
        SheetCellEdit: {
            column: number;
            row: number;
            value: unknown;
        };
        SheetUpdateEditCells: {
            cells: components["schemas"]["SheetCellEdit"][];
            options?: {
                /** @default false */
                applyEnteredInScaling?: boolean;
                /** @default false */
                skipEditMergeChildren?: boolean;
            } | null;
        };
        SheetRangeEditValues: unknown[][];
        SheetUpdateEditRange: {
            options?: {
                /** @default false */
                applyEnteredInScaling?: boolean;
                /** @default false */
                skipEditMergeChildren?: boolean;
            } | null;
            range: components["schemas"]["SheetRangeInput"];
            values: components["schemas"]["SheetRangeEditValues"];
        };
        SheetUpdateHideColumns: {
            force?: boolean;
            intervals: components["schemas"]["SheetInterval"][];
        };
        SheetUpdateHideRows: {
            force?: boolean;
            intervals: components["schemas"]["SheetInterval"][];
        };
        SheetInheritFrom: "NONE" | "BEFORE" | "AFTER" | (string & {});
        SheetInsertion: {
            count: number;
            index: number;
        };
        SheetUpdateInsertColumns: {
            inheritFrom: components["schemas"]["SheetInheritFrom"];
            insertions: components["schemas"]["SheetInsertion"][];
        };
        SheetUpdateInsertRows: {
            inheritFrom: components["schemas"]["SheetInheritFrom"];
            insertions: components["schemas"]["SheetInsertion"][];
        };
        SheetUpdateMergeRanges: {
            force?: boolean;
            /** @default ALL */
            mergeType?: "ALL" | "HORIZONTAL" | "VERTICAL" | (string & {});
            ranges: components["schemas"]["SheetRangeInput"][];
        };
        SheetResizeColumnIntervals: {
            intervals: components["schemas"]["SheetInterval"][];
            size: number;
        };
        SheetUpdateResizeColumns: {
            resizeIntervals: unknown;
        };
        SheetUpdateResizeColumnsToFit: {
            intervals: components["schemas"]["SheetInterval"][];
        };
        SheetResizeRowIntervals: {
            intervals: components["schemas"]["SheetInterval"][];
            size: number;
        };
        SheetUpdateResizeRows: {
            resizeIntervals: unknown;
        };
        SheetUpdateResizeRowsToFit: {
            intervals: components["schemas"]["SheetInterval"][];
        };
        SheetUpdateUnhideColumns: {
            intervals: components["schemas"]["SheetInterval"][];
        };
        SheetUpdateUnhideRows: {
            intervals: components["schemas"]["SheetInterval"][];
        };
        SheetUpdateUnmergeRanges: {
            ranges: components["schemas"]["SheetRangeInput"][];
        };
        /** @description A batch of sheet edits: each member names one kind of edit and its details. */
        SheetUpdate: {
            applyBorders?: components["schemas"]["SheetUpdateApplyBorders"];
            applyFormats?: components["schemas"]["SheetUpdateApplyFormats"];
            clearBorders?: components["schemas"]["SheetUpdateClearBorders"];
            clearFormats?: components["schemas"]["SheetUpdateClearFormats"];
            deleteColumns?: components["schemas"]["SheetUpdateDeleteColumns"];
            deleteRows?: components["schemas"]["SheetUpdateDeleteRows"];
            editCells?: components["schemas"]["SheetUpdateEditCells"];
            editRange?: components["schemas"]["SheetUpdateEditRange"];
            hideColumns?: components["schemas"]["SheetUpdateHideColumns"];
            hideRows?: components["schemas"]["SheetUpdateHideRows"];
            insertColumns?: components["schemas"]["SheetUpdateInsertColumns"];
            insertRows?: components["schemas"]["SheetUpdateInsertRows"];
            mergeRanges?: components["schemas"]["SheetUpdateMergeRanges"];
            resizeColumns?: components["schemas"]["SheetUpdateResizeColumns"];
            resizeColumnsToFit?: components["schemas"]["SheetUpdateResizeColumnsToFit"];
            resizeRows?: components["schemas"]["SheetUpdateResizeRows"];
            resizeRowsToFit?: components["schemas"]["SheetUpdateResizeRowsToFit"];
            unhideColumns?: components["schemas"]["SheetUpdateUnhideColumns"];
            unhideRows?: components["schemas"]["SheetUpdateUnhideRows"];
            unmergeRanges?: components["schemas"]["SheetUpdateUnmergeRanges"];
        };
    };
    responses: {
        /** @description Any other error, with the standard error body. */
        UnexpectedError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["PlatformError"];
            };
        };
        /** @description The request is invalid: a malformed parameter or body. */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["PlatformError"];
            };
        };
        /** @description The bearer token is missing, invalid or expired; request a new token. */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["PlatformError"];
            };
        };
        /**
         * @description The token lacks the scope the operation requires (or the caller may not access the resource). The
         *     service documents a missing-scope error without its status code; 403 is reportkit's choice.
         */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["PlatformError"];
            };
        };
        /** @description No resource matches the addressed path. */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["PlatformError"];
            };
        };
        /**
         * @description A rate limit or the concurrent-operation limit (copy, import and export; code
         *     `concurrent_operations_exceeded`) was reached. Wait `Retry-After` seconds when it is given, then retry.
         *     The service does not document the status code of these responses; 429 is reportkit's choice. The live
         *     service's description declares no `Retry-After` here, so it may be missing.
         */
        TooManyRequests: {
            headers: {
                /**
                 * @description Seconds to wait before retrying; may be missing.
                 * @example 30
                 */
                "Retry-After"?: number;
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["PlatformError"];
            };
        };
        /**
         * @description Accepted: the operation runs asynchronously. Poll `Location`, waiting at least `Retry-After` seconds
         *     before the first poll and between polls. Per the API summary the body carries the same URL as
         *     `operationLocation`; the live service sends no body, so clients must not rely on it.
         */
        Accepted: {
            headers: {
                Location: components["headers"]["Location"];
                "Retry-After": components["headers"]["RetryAfter"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["AcceptedOperation"];
            };
        };
        /**
         * @description Accepted: upload the file's bytes with `PUT` to `uploadUrl` (same authorization), then poll `Location`,
         *     waiting at least `Retry-After` seconds before the first poll and between polls.
         */
        FileImportAccepted: {
            headers: {
                Location: components["headers"]["Location"];
                "Retry-After": components["headers"]["RetryAfter"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["FileImportAccepted"];
            };
        };
        /** @description An error, answered as a JSON:API error document (the report-users endpoint's error style). */
        JsonApiError: {
            headers: {
                /**
                 * @description Seconds to wait before retrying, on a 429 or 503; may be missing.
                 * @example 30
                 */
                "Retry-After"?: number;
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["JsonApiErrorDocument"];
            };
        };
        /** @description Accepted: send the bytes to the answer's upload URL, then poll `Location`, waiting at least `Retry-After` seconds before the first poll and between polls. */
        ImageUploadAccepted: {
            headers: {
                Location: components["headers"]["Location"];
                "Retry-After": components["headers"]["RetryAfter"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ImageUploadResponse"];
            };
        };
        /** @description Accepted: send the bytes to the answer's upload URL, then poll `Location`, waiting at least `Retry-After` seconds before the first poll and between polls. */
        StyleGuideImportAccepted: {
            headers: {
                Location: components["headers"]["Location"];
                "Retry-After": components["headers"]["RetryAfter"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["StyleGuideImportResponse"];
            };
        };
    };
    parameters: {
        /**
         * @description Identifier of the file.
         * @example ef4d445f4dd0313a4a734469555dab49
         */
        FileId: string;
        /**
         * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
         *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
         *     behaviour when the header is omitted is not documented, so reportkit always sends it.
         */
        XVersion: components["schemas"]["ApiVersion"];
        /**
         * @description Identifier of the test form.
         * @example 3fe27925-1254-4f10-9d2f-388fc76a3481
         */
        TestFormId: string;
        /**
         * @description Identifier of the test phase within the test form.
         * @example e65c5159-4611-4f8f-b6b6-cc93e7f11a5e
         */
        TestPhaseId: string;
        /**
         * @description Identifier of the matrix within the test phase.
         * @example 71f689e1-1a12-4a9d-8a85-46e0c4b911cd
         */
        MatrixId: string;
        /**
         * @description Identifier (UUID) of the sample, a row of the matrix.
         * @example 384db339-674e-4057-8fb1-99d363874d39
         */
        SampleId: string;
        /**
         * @description Related data to include in the sample. The supported value is `attachments`.
         * @example attachments
         */
        SampleExpand: "attachments";
        /**
         * @description Opaque continuation token, normally not set by hand: follow the previous page's `@nextLink`
         *     unchanged instead (it already carries the token, filter, sort and page size).
         * @example eyJvZmZzZXQiOjEwMH0
         */
        Next: string;
        /**
         * @description Identifier of the spreadsheet.
         * @example 74817e0bd5f6954827669343c87f8a0e
         */
        SpreadsheetId: string;
        /**
         * @description Identifier of the sheet within the spreadsheet.
         * @example 59a2fc55cafc60b8e50bc7052ade39ee
         */
        SheetId: string;
        /**
         * @description The addressed range in A1 notation: a cell (`A1`), a rectangle of cells (`A1:B2`), optionally
         *     prefixed with a sheet name and `!` (`Sheet 1!A1:C3`). Clients percent-encode it so that it stays one
         *     path segment (a space becomes `%20`, `:` becomes `%3A`).
         */
        Range: string;
        /**
         * @description Largest number of cells per page.
         * @example 1000
         */
        MaxCellsPerPage: number;
        /**
         * @description Which values to read: `calculated` (the computed result, the default) or `raw` (as entered, so a formula reads as its text).
         * @example raw
         */
        ValueStyle: "raw" | "calculated" | (string & {});
        /**
         * @description When `true`, the dataset's values are deleted from the sheet too; by default only the dataset is removed.
         * @example true
         */
        DeleteValues: boolean;
        /**
         * @description Identifier (a UUID) of the organization.
         * @example 6cf764cf-ca59-43c5-b0e6-58c6862c38f0
         */
        OrganizationId: string;
        /**
         * @description Identifier of the workspace within the organization.
         * @example 4267b0a3-2005-4652-921f-37a357cd3d32
         */
        WorkspaceId: string;
        /**
         * @description Filter expression. Combine predicates with `and` and `or`. Text values are quoted, lists are
         *     parenthesized and timestamps are ISO 8601.
         *
         *     | Property | Predicates |
         *     |---|---|
         *     | `action.alias` | `eq`, `in` |
         *     | `action.id` | `eq`, `in` |
         *     | `activityDateTime` | `eq`, `lt`, `gt`, `le`, `ge` |
         *     | `performer.id` | `eq`, `in` |
         *     | `target.id` | `eq`, `in` |
         */
        ActivityFilter: string;
        /**
         * @description Largest number of items per page: 1 to 1000, 1000 by default (the live service's bounds). The API
         *     summary says the service clamps larger values to its maximum; clients should not send them.
         * @example 100
         */
        MaxPageSize: number;
        /**
         * @description Sort order: one or more comma-separated expressions `<property> [asc|desc]` (`asc` is the default).
         *     Activities sort by `activityDateTime`, `asc` or `desc`.
         * @example activityDateTime desc
         */
        ActivityOrderBy: string;
        /**
         * @description Identifier of the asynchronous operation, the last segment of a 202 response's `Location`.
         * @example 7d1c5a0e-2f4b-4c1e-9a55-3f0d2b8e6c11
         */
        OperationId: string;
        /**
         * @description Pins a content revision: the answer describes the content as it was at that revision. By default the
         *     latest revision is used.
         * @example 42
         */
        Revision: string;
        /**
         * @description When `true`, a sheet that contains XBRL may be deleted too; by default such a sheet is not deleted.
         *     (The live service's description does not name this parameter yet; the API summary does.)
         * @example true
         */
        ForceDelete: boolean;
        /**
         * @description Identifier of the rich-text content (a document section's text body, for example).
         * @example 2b6b29809572d20276c74e3bd972ca72
         */
        RichTextId: string;
        /**
         * @description Identifier of a table of content (a table in a document, presentation or spreadsheet).
         * @example 1a950a60468caa782c33f1904bc28fef
         */
        TableId: string;
        /**
         * @description Identifier of the range link within the table.
         * @example 3386f35525b6d61483a6e90e4765a80f
         */
        RangeLinkId: string;
        /**
         * @description Identifier of the document.
         * @example ef4d445f4dd0313a4a734469555dab49
         */
        DocumentId: string;
        /**
         * @description Identifier of the bookmark within the document.
         * @example bm-0001
         */
        BookmarkId: string;
        /**
         * @description Identifier of the presentation.
         * @example b510abb94c69d6e19210bc42201ebdaa
         */
        PresentationId: string;
        /**
         * @description Identifier of the slide within the presentation.
         * @example 0e1f2a3b4c5d4e6f8a7b8c9d0e1f2a3b
         */
        SlideId: string;
        /**
         * @description Identifier of the milestone.
         * @example fe2b6036-1835-4d1d-85c4-8a09b3d1a979
         */
        MilestoneId: string;
        /**
         * @description Opaque identifier of the activity.
         * @example act_d92e9ac6d9316be0f0762bb2
         */
        ActivityId: string;
        /**
         * @description Identifier of the managed service provider whose organizations are listed. Only managed-service-provider
         *     applications can list organizations; the service answers 400 without this header.
         * @example 1f2e3d4c-5b6a-4789-8a9b-0c1d2e3f4a5b
         */
        ServiceProvider: string;
        /**
         * @description Filter expression. Operators: `eq`, `ne`, `lt`, `gt`, `le`, `ge`, `and`, `or`, `not`, `in`. Text
         *     values are quoted, lists are parenthesized and timestamps are ISO 8601. Which properties can be
         *     filtered on is not documented for every list.
         * @example status eq 'active'
         */
        Filter: string;
        /**
         * @description Sort order: one or more comma-separated expressions `<property> [asc|desc]` (`asc` is the default).
         * @example name asc
         */
        OrderBy: string;
        /**
         * @description Related data to include in the workspace. The documented value is `solutions`; the service takes any
         *     text, so other values may exist.
         * @example solutions
         */
        WorkspaceExpand: string;
        /**
         * @description Largest number of items per page, 1 to 1000; 100 by default (JSON:API paging).
         * @example 100
         */
        PageSizeJsonApi: number;
        /**
         * @description Cursor of the page to start after (JSON:API paging). Normally not set by hand: follow the previous
         *     page's `links.next` unchanged instead.
         * @example eyJkaXNwbGF5TmFtZSI6IkFuYSBEaWF6In0
         */
        PageAfterJsonApi: string;
        /**
         * @description Identifier of an anchor (a marked range of content that links and comments attach to).
         * @example 1a950a60468caa782c33f1904bc28fef
         */
        AnchorId: string;
        /**
         * @description Identifier of a destination link.
         * @example 1a950a60468caa782c33f1904bc28fef
         */
        DestinationLinkId: string;
        /**
         * @description Identifier of a drawing (a canvas of shapes inside a document or presentation).
         * @example 1a950a60468caa782c33f1904bc28fef
         */
        DrawingId: string;
        /**
         * @description Identifier of an uploaded image.
         * @example 1a950a60468caa782c33f1904bc28fef
         */
        ImageId: string;
        /**
         * @description Identifier of a style guide.
         * @example 1a950a60468caa782c33f1904bc28fef
         */
        StyleGuideId: string;
        /**
         * @description First row of the block to read; from the first row when left out.
         * @example 1
         */
        StartRow: number;
        /**
         * @description Last row (included) of the block to read; to the last row when left out.
         * @example 1
         */
        StopRow: number;
        /**
         * @description First column of the block to read; from the first column when left out.
         * @example 1
         */
        StartColumn: number;
        /**
         * @description Last column (included) of the block to read; to the last column when left out.
         * @example 1
         */
        StopColumn: number;
        /**
         * @description Identifier of a grantable permission.
         * @example 1a950a60468caa782c33f1904bc28fef
         */
        PermissionId: string;
        /**
         * @description Identifier of a task.
         * @example 1a950a60468caa782c33f1904bc28fef
         */
        TaskId: string;
        /**
         * @description Identifier of the activity action.
         * @example com.workiva.activity.retention_policy.update
         */
        ActivityActionId: string;
        /**
         * @description Identifier of the program.
         * @example 7f9b1d3e-5a7c-4d9e-8b2f-4c6e8a0b2d67
         */
        ProgramId: string;
        /**
         * @description Identifier of the dimension.
         * @example 3c5e7a9b-2d4f-4b6a-8c1e-5f7a9b0c2d23
         */
        DimensionId: string;
        /**
         * @description Identifier of the metric.
         * @example 1a3c5e7f-9b1d-4c3e-8f5a-7d9f1b3d5e89
         */
        MetricId: string;
        /**
         * @description Identifier of the metric value.
         * @example 2b4d6f8a-0c2e-4a4b-9d6f-8a0c2e4f6a56
         */
        MetricValueId: string;
        /**
         * @description Identifier of the topic.
         * @example 4e6a8c0d-2f4b-4f6a-9c8e-0b2d4f6a8c78
         */
        TopicId: string;
        /**
         * @description Identifier of the user.
         * @example 8e2f4a6c-1b3d-4f5e-9a7c-2d4e6f8a0b12
         */
        UserId: string;
        /**
         * @description Related members to include in the answer, by name (for example `attachments`).
         * @example relationships
         */
        RelatedExpand: string;
        /**
         * @description Identifier of the group.
         * @example V0ZHcm91cB5XRkdyb3VwOkFMTF9VU0VSUznxMjD1NTVyNDg3
         */
        GroupId: string;
        /**
         * @description Identifier of the workspace membership.
         * @example 9a1c3e5f-7b9d-4e1f-8a3c-6e8f0a2b4c45
         */
        WorkspaceMembershipId: string;
        /**
         * @description Identifier of the solution.
         * @example 5b0e6d2a-8c3f-4a71-9e24-1f6b7c8d9a01
         */
        SolutionId: string;
        /**
         * @description Identifier of the attachment.
         * @example 6d8f0a2c-4e6b-4c8d-9f1a-3b5d7e9f1a34
         */
        AttachmentId: string;
        /**
         * @description Related resources to include inline in the answer (for example `relationships`).
         * @example relationships
         */
        ResourceExpand: string;
        /**
         * @description Identifier of the section within the document.
         * @example b7e4a1c29f0d4e6a8c3b5d7f9e1a2c4b_3
         */
        SectionId: string;
        /**
         * @description Identifier of the graph record.
         * @example 3f9d4e19-6281-4efb-8821-709d299809e7
         */
        RecordId: string;
        /**
         * @description Identifier of the graph report.
         * @example 9a1b2c3d4e5f40718293a4b5c6d7e8f9
         */
        ReportId: string;
        /**
         * @description Identifier of the graph record type.
         * @example task
         */
        TypeId: string;
        /**
         * @description Identifier of the slide layout within the presentation.
         * @example 6e2d8c1a4b9f4d7e8a5c3b1f0e9d2a7c
         */
        SlideLayoutId: string;
        /**
         * @description The cells to read, in A1 notation; leave a bound out to open the range on that side (`A2:B` reads columns A and B from row 2 down). The whole sheet when absent.
         * @example A2:B
         */
        SheetCellRange: string;
        /**
         * @description Only these members of each item are sent (a comma-separated list).
         * @example cells
         */
        ResourceFields: string;
    };
    requestBodies: never;
    headers: {
        /**
         * @description URL to poll for the result of the asynchronous operation (the same URL as the body's
         *     `operationLocation`).
         * @example https://api.reporting.invalid/operations/7d1c5a0e-2f4b-4c1e-9a55-3f0d2b8e6c11
         */
        Location: string;
        /**
         * @description Seconds to wait before the next request (the first poll, the next poll, or a retry).
         * @example 5
         */
        RetryAfter: number;
    };
    pathItems: never;
}
export type ApiVersion = components['schemas']['ApiVersion'];
export type PlatformErrorDetail = components['schemas']['PlatformErrorDetail'];
export type PlatformError = components['schemas']['PlatformError'];
export type FileKind = components['schemas']['FileKind'];
export type OperationUser = components['schemas']['OperationUser'];
export type FileTimestamp = components['schemas']['FileTimestamp'];
export type File = components['schemas']['File'];
export type FileUpdate = components['schemas']['FileUpdate'];
export type JsonPatchOperation = components['schemas']['JsonPatchOperation'];
export type JsonPatch = components['schemas']['JsonPatch'];
export type NewDataValue = components['schemas']['NewDataValue'];
export type NewResultValue = components['schemas']['NewResultValue'];
export type NewSample = components['schemas']['NewSample'];
export type AcceptedOperation = components['schemas']['AcceptedOperation'];
export type DataValue = components['schemas']['DataValue'];
export type ResultValue = components['schemas']['ResultValue'];
export type GraphAttachment = components['schemas']['GraphAttachment'];
export type Sample = components['schemas']['Sample'];
export type NextLink = components['schemas']['NextLink'];
export type GraphAttachmentPage = components['schemas']['GraphAttachmentPage'];
export type CellValue = components['schemas']['CellValue'];
export type RangeValuesResult = components['schemas']['RangeValuesResult'];
export type RangeValuesPage = components['schemas']['RangeValuesPage'];
export type RangeValues = components['schemas']['RangeValues'];
export type ActivityAction = components['schemas']['ActivityAction'];
export type ActivityPerformer = components['schemas']['ActivityPerformer'];
export type ActivityTarget = components['schemas']['ActivityTarget'];
export type ActivityWorkspace = components['schemas']['ActivityWorkspace'];
export type OrganizationStatus = components['schemas']['OrganizationStatus'];
export type Action = components['schemas']['Action'];
export type ActivityOrganization = components['schemas']['ActivityOrganization'];
export type ActivityAttachment = components['schemas']['ActivityAttachment'];
export type Activity = components['schemas']['Activity'];
export type ActivityPage = components['schemas']['ActivityPage'];
export type OperationAction = components['schemas']['OperationAction'];
export type OperationTimestamp = components['schemas']['OperationTimestamp'];
export type OperationDetail = components['schemas']['OperationDetail'];
export type Operation = components['schemas']['Operation'];
export type SupportingDocumentImportOptions = components['schemas']['SupportingDocumentImportOptions'];
export type WorkivaFileImportOptions = components['schemas']['WorkivaFileImportOptions'];
export type FileImport = components['schemas']['FileImport'];
export type FileImportAccepted = components['schemas']['FileImportAccepted'];
export type FileCopyOptions = components['schemas']['FileCopyOptions'];
export type FileCopy = components['schemas']['FileCopy'];
export type DocumentExport = components['schemas']['DocumentExport'];
export type SpreadsheetExport = components['schemas']['SpreadsheetExport'];
export type PresentationExport = components['schemas']['PresentationExport'];
export type WorkivaFileExportOptions = components['schemas']['WorkivaFileExportOptions'];
export type FileExport = components['schemas']['FileExport'];
export type EmptyOptions = components['schemas']['EmptyOptions'];
export type PublicationStatus = components['schemas']['PublicationStatus'];
export type Spreadsheet = components['schemas']['Spreadsheet'];
export type Sheet = components['schemas']['Sheet'];
export type Dataset = components['schemas']['Dataset'];
export type SheetLockType = components['schemas']['SheetLockType'];
export type SheetTableId = components['schemas']['SheetTableId'];
export type SheetTableRef = components['schemas']['SheetTableRef'];
export type Color = components['schemas']['Color'];
export type TextFormat = components['schemas']['TextFormat'];
export type ParagraphStyle = components['schemas']['ParagraphStyle'];
export type Dimensions = components['schemas']['Dimensions'];
export type TableId = components['schemas']['TableId'];
export type TableRef = components['schemas']['TableRef'];
export type ChartTextElement = components['schemas']['ChartTextElement'];
export type DestinationLinkRef = components['schemas']['DestinationLinkRef'];
export type SoftReturn = components['schemas']['SoftReturn'];
export type TextSpan = components['schemas']['TextSpan'];
export type UnspecifiedTextElement = components['schemas']['UnspecifiedTextElement'];
export type SourceTextElement = components['schemas']['SourceTextElement'];
export type ParagraphList = components['schemas']['ParagraphList'];
export type ParagraphPropertiesAlignment = components['schemas']['ParagraphPropertiesAlignment'];
export type LineSpacing = components['schemas']['LineSpacing'];
export type ParagraphProperties = components['schemas']['ParagraphProperties'];
export type SourceParagraph = components['schemas']['SourceParagraph'];
export type DestinationLinkTextElement = components['schemas']['DestinationLinkTextElement'];
export type BaseTextElement = components['schemas']['BaseTextElement'];
export type FootnoteAnnotation = components['schemas']['FootnoteAnnotation'];
export type RichTextId = components['schemas']['RichTextId'];
export type RichTextRef = components['schemas']['RichTextRef'];
export type FootnoteIndicator = components['schemas']['FootnoteIndicator'];
export type HyperlinkType = components['schemas']['HyperlinkType'];
export type Revision = components['schemas']['Revision'];
export type DocumentRef = components['schemas']['DocumentRef'];
export type SectionRef = components['schemas']['SectionRef'];
export type SpreadsheetRef = components['schemas']['SpreadsheetRef'];
export type SheetRef = components['schemas']['SheetRef'];
export type PresentationRef = components['schemas']['PresentationRef'];
export type SlideRef = components['schemas']['SlideRef'];
export type Hyperlink = components['schemas']['Hyperlink'];
export type HyperlinkTextElement = components['schemas']['HyperlinkTextElement'];
export type ImageRef = components['schemas']['ImageRef'];
export type ImageTextElement = components['schemas']['ImageTextElement'];
export type PageNumber = components['schemas']['PageNumber'];
export type SectionPageNumber = components['schemas']['SectionPageNumber'];
export type TableBreakingType = components['schemas']['TableBreakingType'];
export type TableBreaking = components['schemas']['TableBreaking'];
export type TableTextElementProperties = components['schemas']['TableTextElementProperties'];
export type TableTextElement = components['schemas']['TableTextElement'];
export type TextElement = components['schemas']['TextElement'];
export type Paragraph = components['schemas']['Paragraph'];
export type ParagraphPage = components['schemas']['ParagraphPage'];
export type CellRange = components['schemas']['CellRange'];
export type RangeLinkSource = components['schemas']['RangeLinkSource'];
export type RangeLinkDestination = components['schemas']['RangeLinkDestination'];
export type RangeLink = components['schemas']['RangeLink'];
export type RangeLinkPage = components['schemas']['RangeLinkPage'];
export type TableEditColumnRange = components['schemas']['TableEditColumnRange'];
export type TableEditRowRange = components['schemas']['TableEditRowRange'];
export type TableEditSide = components['schemas']['TableEditSide'];
export type TableEditInsert = components['schemas']['TableEditInsert'];
export type TableEditMoveColumns = components['schemas']['TableEditMoveColumns'];
export type TableEditMoveRows = components['schemas']['TableEditMoveRows'];
export type TableEdit = components['schemas']['TableEdit'];
export type ContentTable = components['schemas']['ContentTable'];
export type ContentTablePage = components['schemas']['ContentTablePage'];
export type OpenPayload = components['schemas']['OpenPayload'];
export type ResourceKind = components['schemas']['ResourceKind'];
export type MilestoneCreation = components['schemas']['MilestoneCreation'];
export type MilestoneResourceVersion = components['schemas']['MilestoneResourceVersion'];
export type Milestone = components['schemas']['Milestone'];
export type GraphEdit = components['schemas']['GraphEdit'];
export type GraphEditResult = components['schemas']['GraphEditResult'];
export type Organization = components['schemas']['Organization'];
export type OrganizationPage = components['schemas']['OrganizationPage'];
export type WorkspaceSolution = components['schemas']['WorkspaceSolution'];
export type Workspace = components['schemas']['Workspace'];
export type JsonApiError = components['schemas']['JsonApiError'];
export type JsonApiErrorDocument = components['schemas']['JsonApiErrorDocument'];
export type WorkspaceMembership = components['schemas']['WorkspaceMembership'];
export type OrgReportUserAttributes = components['schemas']['OrgReportUserAttributes'];
export type OrgReportUser = components['schemas']['OrgReportUser'];
export type JsonApiLinks = components['schemas']['JsonApiLinks'];
export type OrgReportUserPage = components['schemas']['OrgReportUserPage'];
export type MilestoneCreationResult = components['schemas']['MilestoneCreationResult'];
export type MilestoneCreationResultPage = components['schemas']['MilestoneCreationResultPage'];
export type FileResult = components['schemas']['FileResult'];
export type FileResultPage = components['schemas']['FileResultPage'];
export type TableEditResult = components['schemas']['TableEditResult'];
export type Caret = components['schemas']['Caret'];
export type RichTextSelection = components['schemas']['RichTextSelection'];
export type RichTextSelectionAnchorAttachmentPointType = components['schemas']['RichTextSelectionAnchorAttachmentPointType'];
export type RichTextSelectionAnchorAttachmentPoint = components['schemas']['RichTextSelectionAnchorAttachmentPoint'];
export type TableRangeAnchorAttachmentPoint = components['schemas']['TableRangeAnchorAttachmentPoint'];
export type DrawingElementId = components['schemas']['DrawingElementId'];
export type DrawingElementAnchorAttachmentPointType = components['schemas']['DrawingElementAnchorAttachmentPointType'];
export type DrawingElementAnchorAttachmentPoint = components['schemas']['DrawingElementAnchorAttachmentPoint'];
export type DrawingRichTextSelection = components['schemas']['DrawingRichTextSelection'];
export type DrawingRichTextSelectionAnchorAttachmentPointType = components['schemas']['DrawingRichTextSelectionAnchorAttachmentPointType'];
export type DrawingRichTextSelectionAnchorAttachmentPoint = components['schemas']['DrawingRichTextSelectionAnchorAttachmentPoint'];
export type AnchorAttachmentPoint = components['schemas']['AnchorAttachmentPoint'];
export type ContentRef = components['schemas']['ContentRef'];
export type ExtensionType = components['schemas']['ExtensionType'];
export type Anchor = components['schemas']['Anchor'];
export type AnchorRef = components['schemas']['AnchorRef'];
export type DestinationLinkSourceType = components['schemas']['DestinationLinkSourceType'];
export type DestinationLinkSource = components['schemas']['DestinationLinkSource'];
export type DestinationLinkStatus = components['schemas']['DestinationLinkStatus'];
export type DestinationLink = components['schemas']['DestinationLink'];
export type Opacity = components['schemas']['Opacity'];
export type Fill = components['schemas']['Fill'];
export type Margins = components['schemas']['Margins'];
export type Position = components['schemas']['Position'];
export type DesignPageRelative = components['schemas']['DesignPageRelative'];
export type ParagraphRelative = components['schemas']['ParagraphRelative'];
export type SlideRelative = components['schemas']['SlideRelative'];
export type DrawingRelativeType = components['schemas']['DrawingRelativeType'];
export type DrawingRelativePosition = components['schemas']['DrawingRelativePosition'];
export type StrokePattern = components['schemas']['StrokePattern'];
export type Stroke = components['schemas']['Stroke'];
export type WrapStyleType = components['schemas']['WrapStyleType'];
export type ChartDrawingElement = components['schemas']['ChartDrawingElement'];
export type Rotation = components['schemas']['Rotation'];
export type ImageDrawingElement = components['schemas']['ImageDrawingElement'];
export type LineCap = components['schemas']['LineCap'];
export type LineRelativeType = components['schemas']['LineRelativeType'];
export type LineRelativePosition = components['schemas']['LineRelativePosition'];
export type LineCapSize = components['schemas']['LineCapSize'];
export type LineTerminator = components['schemas']['LineTerminator'];
export type Line = components['schemas']['Line'];
export type Paddings = components['schemas']['Paddings'];
export type ShapeType = components['schemas']['ShapeType'];
export type Shape = components['schemas']['Shape'];
export type TableDrawingElement = components['schemas']['TableDrawingElement'];
export type DrawingElementType = components['schemas']['DrawingElementType'];
export type BaseDrawingElement = components['schemas']['BaseDrawingElement'];
export type UnspecifiedDrawingElement = components['schemas']['UnspecifiedDrawingElement'];
export type DrawingElement = components['schemas']['DrawingElement'];
export type DrawingElementListResult = components['schemas']['DrawingElementListResult'];
export type AnchorsListResult = components['schemas']['AnchorsListResult'];
export type AnchorExtension = components['schemas']['AnchorExtension'];
export type AnchorExtensionsListResult = components['schemas']['AnchorExtensionsListResult'];
export type ImageUpload = components['schemas']['ImageUpload'];
export type ImageUploadResponse = components['schemas']['ImageUploadResponse'];
export type Image = components['schemas']['Image'];
export type CaretInput = components['schemas']['CaretInput'];
export type RichTextSelectionInput = components['schemas']['RichTextSelectionInput'];
export type RichTextAnchorCreation = components['schemas']['RichTextAnchorCreation'];
export type DuplicateTable = components['schemas']['DuplicateTable'];
export type RichTextDuplicationEdit = components['schemas']['RichTextDuplicationEdit'];
export type ParagraphSelection = components['schemas']['ParagraphSelection'];
export type ClearListFormat = components['schemas']['ClearListFormat'];
export type ClearParagraphProperties = components['schemas']['ClearParagraphProperties'];
export type ClearTextFormat = components['schemas']['ClearTextFormat'];
export type DeleteText = components['schemas']['DeleteText'];
export type ColorInput = components['schemas']['ColorInput'];
export type RichTextBaselineShift = components['schemas']['RichTextBaselineShift'];
export type FormatText = components['schemas']['FormatText'];
export type InsertFootnote = components['schemas']['InsertFootnote'];
export type InsertImage = components['schemas']['InsertImage'];
export type InsertPageNumber = components['schemas']['InsertPageNumber'];
export type InsertParagraph = components['schemas']['InsertParagraph'];
export type InsertSoftReturn = components['schemas']['InsertSoftReturn'];
export type RichTextInsertTable = components['schemas']['RichTextInsertTable'];
export type ApplicableTextFormat = components['schemas']['ApplicableTextFormat'];
export type InsertText = components['schemas']['InsertText'];
export type RemoveHyperlinks = components['schemas']['RemoveHyperlinks'];
export type SetHyperlink = components['schemas']['SetHyperlink'];
export type SetListFormat = components['schemas']['SetListFormat'];
export type LineSpacingInput = components['schemas']['LineSpacingInput'];
export type SetParagraphProperties = components['schemas']['SetParagraphProperties'];
export type SetParagraphStyle = components['schemas']['SetParagraphStyle'];
export type SetTableBreaking = components['schemas']['SetTableBreaking'];
export type SetTableTextElementProperties = components['schemas']['SetTableTextElementProperties'];
export type StyleText = components['schemas']['StyleText'];
export type TextEdit = components['schemas']['TextEdit'];
export type RichTextBatchEdit = components['schemas']['RichTextBatchEdit'];
export type InsertDestinationLink = components['schemas']['InsertDestinationLink'];
export type RemoveLinks = components['schemas']['RemoveLinks'];
export type TextLinkEdit = components['schemas']['TextLinkEdit'];
export type RichTextLinksBatchEdit = components['schemas']['RichTextLinksBatchEdit'];
export type ListProgressionBold = components['schemas']['ListProgressionBold'];
export type ListProgressionFont = components['schemas']['ListProgressionFont'];
export type ListGlyphAlignment = components['schemas']['ListGlyphAlignment'];
export type ListProgressionAlignment = components['schemas']['ListProgressionAlignment'];
export type ListProgressionIndentation = components['schemas']['ListProgressionIndentation'];
export type ListProgressionItalic = components['schemas']['ListProgressionItalic'];
export type ListProgressionText = components['schemas']['ListProgressionText'];
export type ListSequenceType = components['schemas']['ListSequenceType'];
export type ListProgressionStyle = components['schemas']['ListProgressionStyle'];
export type ListProgressionColor = components['schemas']['ListProgressionColor'];
export type ListProgressionSize = components['schemas']['ListProgressionSize'];
export type ListProgressionUnderline = components['schemas']['ListProgressionUnderline'];
export type ListProgressionFormats = components['schemas']['ListProgressionFormats'];
export type ListProgression = components['schemas']['ListProgression'];
export type StyleNotes = components['schemas']['StyleNotes'];
export type ListStyleType = components['schemas']['ListStyleType'];
export type ListStyle = components['schemas']['ListStyle'];
export type TextAlignment = components['schemas']['TextAlignment'];
export type TextStyleAlignment = components['schemas']['TextStyleAlignment'];
export type TextStyleCharacterSpacing = components['schemas']['TextStyleCharacterSpacing'];
export type TextStyleEmphasis = components['schemas']['TextStyleEmphasis'];
export type TextStyleFirstLineIndent = components['schemas']['TextStyleFirstLineIndent'];
export type TextStyleFontColor = components['schemas']['TextStyleFontColor'];
export type TextStyleFontFamily = components['schemas']['TextStyleFontFamily'];
export type TextStyleFontSize = components['schemas']['TextStyleFontSize'];
export type LineSpacingUnit = components['schemas']['LineSpacingUnit'];
export type TextStyleLineSpacing = components['schemas']['TextStyleLineSpacing'];
export type TextStyleSpaceAfterParagraph = components['schemas']['TextStyleSpaceAfterParagraph'];
export type TextStyleSpaceBeforeParagraph = components['schemas']['TextStyleSpaceBeforeParagraph'];
export type TextStyleStartIndent = components['schemas']['TextStyleStartIndent'];
export type TextStyleFormats = components['schemas']['TextStyleFormats'];
export type TableStyle = components['schemas']['TableStyle'];
export type TextStyleType = components['schemas']['TextStyleType'];
export type TextStyle = components['schemas']['TextStyle'];
export type StyleGuide = components['schemas']['StyleGuide'];
export type StyleGuideExport = components['schemas']['StyleGuideExport'];
export type StyleGuideImportResponse = components['schemas']['StyleGuideImportResponse'];
export type CellRangeInput = components['schemas']['CellRangeInput'];
export type TableAnchorCreation = components['schemas']['TableAnchorCreation'];
export type Cell = components['schemas']['Cell'];
export type TableCellMerges = components['schemas']['TableCellMerges'];
export type CellBorder = components['schemas']['CellBorder'];
export type CellBorders = components['schemas']['CellBorders'];
export type CellHorizontalAlignment = components['schemas']['CellHorizontalAlignment'];
export type TableCellProperties = components['schemas']['TableCellProperties'];
export type CellDestinationLinkValue = components['schemas']['CellDestinationLinkValue'];
export type CellFormulaValue = components['schemas']['CellFormulaValue'];
export type CellPlainTextValue = components['schemas']['CellPlainTextValue'];
export type CellRichTextValue = components['schemas']['CellRichTextValue'];
export type TableCellContent = components['schemas']['TableCellContent'];
export type TableCell = components['schemas']['TableCell'];
export type TableRow = components['schemas']['TableRow'];
export type TableCellsResult = components['schemas']['TableCellsResult'];
export type CellRanges = components['schemas']['CellRanges'];
export type ClearCellsBorders = components['schemas']['ClearCellsBorders'];
export type ClearCellsFormat = components['schemas']['ClearCellsFormat'];
export type ClearCellsProperties = components['schemas']['ClearCellsProperties'];
export type ClearCellsText = components['schemas']['ClearCellsText'];
export type FormatCells = components['schemas']['FormatCells'];
export type CellInput = components['schemas']['CellInput'];
export type RichCellBatchEdit = components['schemas']['RichCellBatchEdit'];
export type CellBorderInput = components['schemas']['CellBorderInput'];
export type SetCellsBorders = components['schemas']['SetCellsBorders'];
export type SetCellsLock = components['schemas']['SetCellsLock'];
export type CellVerticalAlignment = components['schemas']['CellVerticalAlignment'];
export type SetCellsProperties = components['schemas']['SetCellsProperties'];
export type SetCellsStyle = components['schemas']['SetCellsStyle'];
export type SetCellsText = components['schemas']['SetCellsText'];
export type SetInputCells = components['schemas']['SetInputCells'];
export type TableCellsEdit = components['schemas']['TableCellsEdit'];
export type LockedCellEditMode = components['schemas']['LockedCellEditMode'];
export type TableCellsBatchEdit = components['schemas']['TableCellsBatchEdit'];
export type TableColumnProperties = components['schemas']['TableColumnProperties'];
export type ColumnPropertiesListResult = components['schemas']['ColumnPropertiesListResult'];
export type TableFiltersReapplication = components['schemas']['TableFiltersReapplication'];
export type InsertCellDestinationLink = components['schemas']['InsertCellDestinationLink'];
export type RemoveCellsLink = components['schemas']['RemoveCellsLink'];
export type RichCellLinkBatchEdit = components['schemas']['RichCellLinkBatchEdit'];
export type TableLinksEdit = components['schemas']['TableLinksEdit'];
export type TableLinksBatchEdit = components['schemas']['TableLinksBatchEdit'];
export type RangeLinkId = components['schemas']['RangeLinkId'];
export type ChangeSourceRange = components['schemas']['ChangeSourceRange'];
export type CreateDestinationRangeLink = components['schemas']['CreateDestinationRangeLink'];
export type CreateSourceRangeLink = components['schemas']['CreateSourceRangeLink'];
export type RemoveDestinationRangeLink = components['schemas']['RemoveDestinationRangeLink'];
export type RemoveSourceRangeLink = components['schemas']['RemoveSourceRangeLink'];
export type RangeLinkEdit = components['schemas']['RangeLinkEdit'];
export type TableLockType = components['schemas']['TableLockType'];
export type TableProperties = components['schemas']['TableProperties'];
export type TableRowProperties = components['schemas']['TableRowProperties'];
export type RowPropertiesListResult = components['schemas']['RowPropertiesListResult'];
export type DestinationLinkSourceConversionResultType = components['schemas']['DestinationLinkSourceConversionResultType'];
export type DestinationLinkSourceConversionResult = components['schemas']['DestinationLinkSourceConversionResult'];
export type DestinationLinkSourceConversionResultListResult = components['schemas']['DestinationLinkSourceConversionResultListResult'];
export type ImageUploadResult = components['schemas']['ImageUploadResult'];
export type ImageUploadResultCollection = components['schemas']['ImageUploadResultCollection'];
export type PatchTablePropertiesListResult = components['schemas']['PatchTablePropertiesListResult'];
export type RangeLinkEditResult = components['schemas']['RangeLinkEditResult'];
export type RangeLinkEditResultCollection = components['schemas']['RangeLinkEditResultCollection'];
export type RichTextEditResult = components['schemas']['RichTextEditResult'];
export type RichTextEditListResult = components['schemas']['RichTextEditListResult'];
export type RichTextAnchorCreationResult = components['schemas']['RichTextAnchorCreationResult'];
export type RichTextAnchorCreationResultCollection = components['schemas']['RichTextAnchorCreationResultCollection'];
export type RichTextDuplicationEditResult = components['schemas']['RichTextDuplicationEditResult'];
export type RichTextDuplicationEditListResult = components['schemas']['RichTextDuplicationEditListResult'];
export type RichTextLinksEditResult = components['schemas']['RichTextLinksEditResult'];
export type RichTextLinksEditListResult = components['schemas']['RichTextLinksEditListResult'];
export type TableAnchorCreationResult = components['schemas']['TableAnchorCreationResult'];
export type TableAnchorCreationResultCollection = components['schemas']['TableAnchorCreationResultCollection'];
export type TableCellEditListResult = components['schemas']['TableCellEditListResult'];
export type TableLinksEditResult = components['schemas']['TableLinksEditResult'];
export type TableLinksEditListResult = components['schemas']['TableLinksEditListResult'];
export type TableReapplyFilterListResult = components['schemas']['TableReapplyFilterListResult'];
export type Permission = components['schemas']['Permission'];
export type PermissionsListResult = components['schemas']['PermissionsListResult'];
export type TaskUser = components['schemas']['TaskUser'];
export type TaskApprovalResponse = components['schemas']['TaskApprovalResponse'];
export type TaskApprovalStep = components['schemas']['TaskApprovalStep'];
export type TaskLocation = components['schemas']['TaskLocation'];
export type Task = components['schemas']['Task'];
export type TasksListResult = components['schemas']['TasksListResult'];
export type TaskUserInput = components['schemas']['TaskUserInput'];
export type UserInput = components['schemas']['UserInput'];
export type ActionInput = components['schemas']['ActionInput'];
export type TaskApprovalResponseInput = components['schemas']['TaskApprovalResponseInput'];
export type TaskApprovalStepInput = components['schemas']['TaskApprovalStepInput'];
export type TaskLocationInput = components['schemas']['TaskLocationInput'];
export type TaskInput = components['schemas']['TaskInput'];
export type TaskAction = components['schemas']['TaskAction'];
export type ActivityActionPage = components['schemas']['ActivityActionPage'];
export type Program = components['schemas']['Program'];
export type ProgramPage = components['schemas']['ProgramPage'];
export type ProgramInput = components['schemas']['ProgramInput'];
export type DimensionValue = components['schemas']['DimensionValue'];
export type Dimension = components['schemas']['Dimension'];
export type DimensionPage = components['schemas']['DimensionPage'];
export type DimensionValueInput = components['schemas']['DimensionValueInput'];
export type DimensionInput = components['schemas']['DimensionInput'];
export type FrameworkReference = components['schemas']['FrameworkReference'];
export type Tag = components['schemas']['Tag'];
export type Metric = components['schemas']['Metric'];
export type MetricPage = components['schemas']['MetricPage'];
export type FrameworkReferenceInput = components['schemas']['FrameworkReferenceInput'];
export type TagInput = components['schemas']['TagInput'];
export type MetricInput = components['schemas']['MetricInput'];
export type SpreadsheetCellConnection = components['schemas']['SpreadsheetCellConnection'];
export type TableCellConnection = components['schemas']['TableCellConnection'];
export type TextRegionConnection = components['schemas']['TextRegionConnection'];
export type MetricAttachment = components['schemas']['MetricAttachment'];
export type MetricValue = components['schemas']['MetricValue'];
export type MetricValuePage = components['schemas']['MetricValuePage'];
export type SpreadsheetCellConnectionInput = components['schemas']['SpreadsheetCellConnectionInput'];
export type TableCellConnectionInput = components['schemas']['TableCellConnectionInput'];
export type TextRegionConnectionInput = components['schemas']['TextRegionConnectionInput'];
export type MetricValueInput = components['schemas']['MetricValueInput'];
export type MetricValueIdentifier = components['schemas']['MetricValueIdentifier'];
export type MetricValueUpsertion = components['schemas']['MetricValueUpsertion'];
export type ProgramPermission = components['schemas']['ProgramPermission'];
export type ProgramPermissionPage = components['schemas']['ProgramPermissionPage'];
export type ProgramPermissionInput = components['schemas']['ProgramPermissionInput'];
export type ProgramPermissionsModificationInput = components['schemas']['ProgramPermissionsModificationInput'];
export type Topic = components['schemas']['Topic'];
export type TopicPage = components['schemas']['TopicPage'];
export type TopicInput = components['schemas']['TopicInput'];
export type OrganizationRole = components['schemas']['OrganizationRole'];
export type OrganizationRolePage = components['schemas']['OrganizationRolePage'];
export type Solution = components['schemas']['Solution'];
export type OrganizationSolutionPage = components['schemas']['OrganizationSolutionPage'];
export type OrganizationUser = components['schemas']['OrganizationUser'];
export type OrganizationUserPage = components['schemas']['OrganizationUserPage'];
export type OrganizationUserInput = components['schemas']['OrganizationUserInput'];
export type OrganizationUserAssignment = components['schemas']['OrganizationUserAssignment'];
export type OrganizationRolesModification = components['schemas']['OrganizationRolesModification'];
export type WorkspacePage = components['schemas']['WorkspacePage'];
export type SolutionInput = components['schemas']['SolutionInput'];
export type WorkspaceInput = components['schemas']['WorkspaceInput'];
export type WorkspaceGroupMember = components['schemas']['WorkspaceGroupMember'];
export type WorkspaceGroup = components['schemas']['WorkspaceGroup'];
export type WorkspaceGroupPage = components['schemas']['WorkspaceGroupPage'];
export type WorkspaceGroupInput = components['schemas']['WorkspaceGroupInput'];
export type WorkspaceGroupMemberPage = components['schemas']['WorkspaceGroupMemberPage'];
export type BulkWorkspaceGroupMembersModification = components['schemas']['BulkWorkspaceGroupMembersModification'];
export type WorkspaceMembershipPage = components['schemas']['WorkspaceMembershipPage'];
export type WorkspaceMembershipInput = components['schemas']['WorkspaceMembershipInput'];
export type WorkspaceMembershipCreationOptions = components['schemas']['WorkspaceMembershipCreationOptions'];
export type WorkspaceMembershipCreation = components['schemas']['WorkspaceMembershipCreation'];
export type WorkspaceMembershipRole = components['schemas']['WorkspaceMembershipRole'];
export type WorkspaceMembershipRolePage = components['schemas']['WorkspaceMembershipRolePage'];
export type WorkspaceRolesModification = components['schemas']['WorkspaceRolesModification'];
export type WorkspaceRole = components['schemas']['WorkspaceRole'];
export type WorkspaceRolePage = components['schemas']['WorkspaceRolePage'];
export type WorkspaceSolutionPage = components['schemas']['WorkspaceSolutionPage'];
export type MatrixColumn = components['schemas']['MatrixColumn'];
export type Matrix = components['schemas']['Matrix'];
export type TestPhase = components['schemas']['TestPhase'];
export type TestForm = components['schemas']['TestForm'];
export type TestFormPage = components['schemas']['TestFormPage'];
export type TestFormExport = components['schemas']['TestFormExport'];
export type TestPhasePage = components['schemas']['TestPhasePage'];
export type GraphAttachmentUpload = components['schemas']['GraphAttachmentUpload'];
export type GraphAttachmentExport = components['schemas']['GraphAttachmentExport'];
export type MatrixPage = components['schemas']['MatrixPage'];
export type MatrixColumnInput = components['schemas']['MatrixColumnInput'];
export type MatrixInput = components['schemas']['MatrixInput'];
export type MatrixSamplePage = components['schemas']['MatrixSamplePage'];
export type MatrixSamples = components['schemas']['MatrixSamples'];
export type DocumentLockType = components['schemas']['DocumentLockType'];
export type ResourceLinksStatus = components['schemas']['ResourceLinksStatus'];
export type Document = components['schemas']['Document'];
export type DocumentPage = components['schemas']['DocumentPage'];
export type DocumentFiltersReapplication = components['schemas']['DocumentFiltersReapplication'];
export type LinksPublicationOptions = components['schemas']['LinksPublicationOptions'];
export type ResourceMilestonePage = components['schemas']['ResourceMilestonePage'];
export type ResourcePermission = components['schemas']['ResourcePermission'];
export type ResourcePermissionPage = components['schemas']['ResourcePermissionPage'];
export type ResourcePermissionInput = components['schemas']['ResourcePermissionInput'];
export type ResourcePermissionsModification = components['schemas']['ResourcePermissionsModification'];
export type SectionRichTextId = components['schemas']['SectionRichTextId'];
export type SectionRichTextRef = components['schemas']['SectionRichTextRef'];
export type SectionDrawingRef = components['schemas']['SectionDrawingRef'];
export type Section = components['schemas']['Section'];
export type SectionHeadersFooters = components['schemas']['SectionHeadersFooters'];
export type SectionLockType = components['schemas']['SectionLockType'];
export type SectionColor = components['schemas']['SectionColor'];
export type SectionBackground = components['schemas']['SectionBackground'];
export type SectionHeaderFooterProperties = components['schemas']['SectionHeaderFooterProperties'];
export type SectionFooterProperties = components['schemas']['SectionFooterProperties'];
export type SectionHeaderProperties = components['schemas']['SectionHeaderProperties'];
export type SectionMargins = components['schemas']['SectionMargins'];
export type SectionDimensions = components['schemas']['SectionDimensions'];
export type SectionProperties = components['schemas']['SectionProperties'];
export type SectionPage = components['schemas']['SectionPage'];
export type SectionInput = components['schemas']['SectionInput'];
export type SectionCopy = components['schemas']['SectionCopy'];
export type SectionSelection = components['schemas']['SectionSelection'];
export type ClearSectionLockEdit = components['schemas']['ClearSectionLockEdit'];
export type SetSectionLockEdit = components['schemas']['SetSectionLockEdit'];
export type SetNonPrintingEdit = components['schemas']['SetNonPrintingEdit'];
export type SectionEditType = components['schemas']['SectionEditType'];
export type SectionEdit = components['schemas']['SectionEdit'];
export type SectionsEdits = components['schemas']['SectionsEdits'];
export type FilePage = components['schemas']['FilePage'];
export type FileCreation = components['schemas']['FileCreation'];
export type GraphRelationship = components['schemas']['GraphRelationship'];
export type GraphRecord = components['schemas']['GraphRecord'];
export type GraphRecordPage = components['schemas']['GraphRecordPage'];
export type GraphReportExport = components['schemas']['GraphReportExport'];
export type GraphType = components['schemas']['GraphType'];
export type GraphTypePage = components['schemas']['GraphTypePage'];
export type PatchResult = components['schemas']['PatchResult'];
export type PresentationLockType = components['schemas']['PresentationLockType'];
export type Slide = components['schemas']['Slide'];
export type SlideLockType = components['schemas']['SlideLockType'];
export type Presentation = components['schemas']['Presentation'];
export type PresentationFiltersReapplication = components['schemas']['PresentationFiltersReapplication'];
export type SlideLayoutLockType = components['schemas']['SlideLayoutLockType'];
export type SlideLayout = components['schemas']['SlideLayout'];
export type SlideLayoutPage = components['schemas']['SlideLayoutPage'];
export type SlidePage = components['schemas']['SlidePage'];
export type SpreadsheetPage = components['schemas']['SpreadsheetPage'];
export type DatasetPage = components['schemas']['DatasetPage'];
export type DatasetInput = components['schemas']['DatasetInput'];
export type Datasets = components['schemas']['Datasets'];
export type SpreadsheetFiltersReapplication = components['schemas']['SpreadsheetFiltersReapplication'];
export type SheetPage = components['schemas']['SheetPage'];
export type SheetInput = components['schemas']['SheetInput'];
export type SheetTableRefInput = components['schemas']['SheetTableRefInput'];
export type SheetCopy = components['schemas']['SheetCopy'];
export type SheetHexColor = components['schemas']['SheetHexColor'];
export type SheetBorder = components['schemas']['SheetBorder'];
export type SheetCellFormat = components['schemas']['SheetCellFormat'];
export type SheetTextFormat = components['schemas']['SheetTextFormat'];
export type SheetValueFormat = components['schemas']['SheetValueFormat'];
export type SheetEffectiveFormats = components['schemas']['SheetEffectiveFormats'];
export type SheetFormats = components['schemas']['SheetFormats'];
export type SheetCellData = components['schemas']['SheetCellData'];
export type SheetColumnMetadata = components['schemas']['SheetColumnMetadata'];
export type SheetRange = components['schemas']['SheetRange'];
export type SheetRowMetadata = components['schemas']['SheetRowMetadata'];
export type SheetData = components['schemas']['SheetData'];
export type SheetDataResult = components['schemas']['SheetDataResult'];
export type SheetBorderInput = components['schemas']['SheetBorderInput'];
export type SheetRangeInput = components['schemas']['SheetRangeInput'];
export type SheetApplyBorders = components['schemas']['SheetApplyBorders'];
export type SheetUpdateApplyBorders = components['schemas']['SheetUpdateApplyBorders'];
export type SheetCellFormatInput = components['schemas']['SheetCellFormatInput'];
export type SheetTextFormatInput = components['schemas']['SheetTextFormatInput'];
export type SheetValueFormatInput = components['schemas']['SheetValueFormatInput'];
export type SheetApplyFormats = components['schemas']['SheetApplyFormats'];
export type SheetUpdateApplyFormats = components['schemas']['SheetUpdateApplyFormats'];
export type SheetUpdateClearBorders = components['schemas']['SheetUpdateClearBorders'];
export type SheetUpdateClearFormats = components['schemas']['SheetUpdateClearFormats'];
export type SheetInterval = components['schemas']['SheetInterval'];
export type SheetUpdateDeleteColumns = components['schemas']['SheetUpdateDeleteColumns'];
export type SheetUpdateDeleteRows = components['schemas']['SheetUpdateDeleteRows'];
export type SheetCellEdit = components['schemas']['SheetCellEdit'];
export type SheetUpdateEditCells = components['schemas']['SheetUpdateEditCells'];
export type SheetRangeEditValues = components['schemas']['SheetRangeEditValues'];
export type SheetUpdateEditRange = components['schemas']['SheetUpdateEditRange'];
export type SheetUpdateHideColumns = components['schemas']['SheetUpdateHideColumns'];
export type SheetUpdateHideRows = components['schemas']['SheetUpdateHideRows'];
export type SheetInheritFrom = components['schemas']['SheetInheritFrom'];
export type SheetInsertion = components['schemas']['SheetInsertion'];
export type SheetUpdateInsertColumns = components['schemas']['SheetUpdateInsertColumns'];
export type SheetUpdateInsertRows = components['schemas']['SheetUpdateInsertRows'];
export type SheetUpdateMergeRanges = components['schemas']['SheetUpdateMergeRanges'];
export type SheetResizeColumnIntervals = components['schemas']['SheetResizeColumnIntervals'];
export type SheetUpdateResizeColumns = components['schemas']['SheetUpdateResizeColumns'];
export type SheetUpdateResizeColumnsToFit = components['schemas']['SheetUpdateResizeColumnsToFit'];
export type SheetResizeRowIntervals = components['schemas']['SheetResizeRowIntervals'];
export type SheetUpdateResizeRows = components['schemas']['SheetUpdateResizeRows'];
export type SheetUpdateResizeRowsToFit = components['schemas']['SheetUpdateResizeRowsToFit'];
export type SheetUpdateUnhideColumns = components['schemas']['SheetUpdateUnhideColumns'];
export type SheetUpdateUnhideRows = components['schemas']['SheetUpdateUnhideRows'];
export type SheetUpdateUnmergeRanges = components['schemas']['SheetUpdateUnmergeRanges'];
export type SheetUpdate = components['schemas']['SheetUpdate'];
export type ResponseUnexpectedError = components['responses']['UnexpectedError'];
export type ResponseBadRequest = components['responses']['BadRequest'];
export type ResponseUnauthorized = components['responses']['Unauthorized'];
export type ResponseForbidden = components['responses']['Forbidden'];
export type ResponseNotFound = components['responses']['NotFound'];
export type ResponseTooManyRequests = components['responses']['TooManyRequests'];
export type ResponseAccepted = components['responses']['Accepted'];
export type ResponseFileImportAccepted = components['responses']['FileImportAccepted'];
export type ResponseJsonApiError = components['responses']['JsonApiError'];
export type ResponseImageUploadAccepted = components['responses']['ImageUploadAccepted'];
export type ResponseStyleGuideImportAccepted = components['responses']['StyleGuideImportAccepted'];
export type ParameterFileId = components['parameters']['FileId'];
export type ParameterXVersion = components['parameters']['XVersion'];
export type ParameterTestFormId = components['parameters']['TestFormId'];
export type ParameterTestPhaseId = components['parameters']['TestPhaseId'];
export type ParameterMatrixId = components['parameters']['MatrixId'];
export type ParameterSampleId = components['parameters']['SampleId'];
export type ParameterSampleExpand = components['parameters']['SampleExpand'];
export type ParameterNext = components['parameters']['Next'];
export type ParameterSpreadsheetId = components['parameters']['SpreadsheetId'];
export type ParameterSheetId = components['parameters']['SheetId'];
export type ParameterRange = components['parameters']['Range'];
export type ParameterMaxCellsPerPage = components['parameters']['MaxCellsPerPage'];
export type ParameterValueStyle = components['parameters']['ValueStyle'];
export type ParameterDeleteValues = components['parameters']['DeleteValues'];
export type ParameterOrganizationId = components['parameters']['OrganizationId'];
export type ParameterWorkspaceId = components['parameters']['WorkspaceId'];
export type ParameterActivityFilter = components['parameters']['ActivityFilter'];
export type ParameterMaxPageSize = components['parameters']['MaxPageSize'];
export type ParameterActivityOrderBy = components['parameters']['ActivityOrderBy'];
export type ParameterOperationId = components['parameters']['OperationId'];
export type ParameterRevision = components['parameters']['Revision'];
export type ParameterForceDelete = components['parameters']['ForceDelete'];
export type ParameterRichTextId = components['parameters']['RichTextId'];
export type ParameterTableId = components['parameters']['TableId'];
export type ParameterRangeLinkId = components['parameters']['RangeLinkId'];
export type ParameterDocumentId = components['parameters']['DocumentId'];
export type ParameterBookmarkId = components['parameters']['BookmarkId'];
export type ParameterPresentationId = components['parameters']['PresentationId'];
export type ParameterSlideId = components['parameters']['SlideId'];
export type ParameterMilestoneId = components['parameters']['MilestoneId'];
export type ParameterActivityId = components['parameters']['ActivityId'];
export type ParameterServiceProvider = components['parameters']['ServiceProvider'];
export type ParameterFilter = components['parameters']['Filter'];
export type ParameterOrderBy = components['parameters']['OrderBy'];
export type ParameterWorkspaceExpand = components['parameters']['WorkspaceExpand'];
export type ParameterPageSizeJsonApi = components['parameters']['PageSizeJsonApi'];
export type ParameterPageAfterJsonApi = components['parameters']['PageAfterJsonApi'];
export type ParameterAnchorId = components['parameters']['AnchorId'];
export type ParameterDestinationLinkId = components['parameters']['DestinationLinkId'];
export type ParameterDrawingId = components['parameters']['DrawingId'];
export type ParameterImageId = components['parameters']['ImageId'];
export type ParameterStyleGuideId = components['parameters']['StyleGuideId'];
export type ParameterStartRow = components['parameters']['StartRow'];
export type ParameterStopRow = components['parameters']['StopRow'];
export type ParameterStartColumn = components['parameters']['StartColumn'];
export type ParameterStopColumn = components['parameters']['StopColumn'];
export type ParameterPermissionId = components['parameters']['PermissionId'];
export type ParameterTaskId = components['parameters']['TaskId'];
export type ParameterActivityActionId = components['parameters']['ActivityActionId'];
export type ParameterProgramId = components['parameters']['ProgramId'];
export type ParameterDimensionId = components['parameters']['DimensionId'];
export type ParameterMetricId = components['parameters']['MetricId'];
export type ParameterMetricValueId = components['parameters']['MetricValueId'];
export type ParameterTopicId = components['parameters']['TopicId'];
export type ParameterUserId = components['parameters']['UserId'];
export type ParameterRelatedExpand = components['parameters']['RelatedExpand'];
export type ParameterGroupId = components['parameters']['GroupId'];
export type ParameterWorkspaceMembershipId = components['parameters']['WorkspaceMembershipId'];
export type ParameterSolutionId = components['parameters']['SolutionId'];
export type ParameterAttachmentId = components['parameters']['AttachmentId'];
export type ParameterResourceExpand = components['parameters']['ResourceExpand'];
export type ParameterSectionId = components['parameters']['SectionId'];
export type ParameterRecordId = components['parameters']['RecordId'];
export type ParameterReportId = components['parameters']['ReportId'];
export type ParameterTypeId = components['parameters']['TypeId'];
export type ParameterSlideLayoutId = components['parameters']['SlideLayoutId'];
export type ParameterSheetCellRange = components['parameters']['SheetCellRange'];
export type ParameterResourceFields = components['parameters']['ResourceFields'];
export type HeaderLocation = components['headers']['Location'];
export type HeaderRetryAfter = components['headers']['RetryAfter'];
export type $defs = Record<string, never>;
export interface operations {
    getFileById: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of the file.
                 * @example ef4d445f4dd0313a4a734469555dab49
                 */
                fileId: components["parameters"]["FileId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["File"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    updateFile: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of the file.
                 * @example ef4d445f4dd0313a4a734469555dab49
                 */
                fileId: components["parameters"]["FileId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FileUpdate"];
            };
        };
        responses: {
            /** @description The updated file. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["File"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    partiallyUpdateFileById: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of the file.
                 * @example ef4d445f4dd0313a4a734469555dab49
                 */
                fileId: components["parameters"]["FileId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["JsonPatch"];
            };
        };
        responses: {
            /** @description The file after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["File"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    insertSamples: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of the test form.
                 * @example 3fe27925-1254-4f10-9d2f-388fc76a3481
                 */
                testFormId: components["parameters"]["TestFormId"];
                /**
                 * @description Identifier of the test phase within the test form.
                 * @example e65c5159-4611-4f8f-b6b6-cc93e7f11a5e
                 */
                testPhaseId: components["parameters"]["TestPhaseId"];
                /**
                 * @description Identifier of the matrix within the test phase.
                 * @example 71f689e1-1a12-4a9d-8a85-46e0c4b911cd
                 */
                matrixId: components["parameters"]["MatrixId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewSample"][];
            };
        };
        responses: {
            202: components["responses"]["Accepted"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getSample: {
        parameters: {
            query?: {
                /**
                 * @description Related data to include in the sample. The supported value is `attachments`.
                 * @example attachments
                 */
                $expand?: components["parameters"]["SampleExpand"];
            };
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of the test form.
                 * @example 3fe27925-1254-4f10-9d2f-388fc76a3481
                 */
                testFormId: components["parameters"]["TestFormId"];
                /**
                 * @description Identifier of the test phase within the test form.
                 * @example e65c5159-4611-4f8f-b6b6-cc93e7f11a5e
                 */
                testPhaseId: components["parameters"]["TestPhaseId"];
                /**
                 * @description Identifier of the matrix within the test phase.
                 * @example 71f689e1-1a12-4a9d-8a85-46e0c4b911cd
                 */
                matrixId: components["parameters"]["MatrixId"];
                /**
                 * @description Identifier (UUID) of the sample, a row of the matrix.
                 * @example 384db339-674e-4057-8fb1-99d363874d39
                 */
                sampleId: components["parameters"]["SampleId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The sample. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Sample"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    partiallyUpdateSampleById: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of the test form.
                 * @example 3fe27925-1254-4f10-9d2f-388fc76a3481
                 */
                testFormId: components["parameters"]["TestFormId"];
                /**
                 * @description Identifier of the test phase within the test form.
                 * @example e65c5159-4611-4f8f-b6b6-cc93e7f11a5e
                 */
                testPhaseId: components["parameters"]["TestPhaseId"];
                /**
                 * @description Identifier of the matrix within the test phase.
                 * @example 71f689e1-1a12-4a9d-8a85-46e0c4b911cd
                 */
                matrixId: components["parameters"]["MatrixId"];
                /**
                 * @description Identifier (UUID) of the sample, a row of the matrix.
                 * @example 384db339-674e-4057-8fb1-99d363874d39
                 */
                sampleId: components["parameters"]["SampleId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["JsonPatch"];
            };
        };
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Sample"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The request conflicts with the resource's current state. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    listSampleAttachments: {
        parameters: {
            query?: {
                /**
                 * @description Opaque continuation token, normally not set by hand: follow the previous page's `@nextLink`
                 *     unchanged instead (it already carries the token, filter, sort and page size).
                 * @example eyJvZmZzZXQiOjEwMH0
                 */
                $next?: components["parameters"]["Next"];
            };
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of the test form.
                 * @example 3fe27925-1254-4f10-9d2f-388fc76a3481
                 */
                testFormId: components["parameters"]["TestFormId"];
                /**
                 * @description Identifier of the test phase within the test form.
                 * @example e65c5159-4611-4f8f-b6b6-cc93e7f11a5e
                 */
                testPhaseId: components["parameters"]["TestPhaseId"];
                /**
                 * @description Identifier of the matrix within the test phase.
                 * @example 71f689e1-1a12-4a9d-8a85-46e0c4b911cd
                 */
                matrixId: components["parameters"]["MatrixId"];
                /**
                 * @description Identifier (UUID) of the sample, a row of the matrix.
                 * @example 384db339-674e-4057-8fb1-99d363874d39
                 */
                sampleId: components["parameters"]["SampleId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of attachments (an empty `data` array when there are none). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GraphAttachmentPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getValuesByRange: {
        parameters: {
            query?: {
                /**
                 * @description Largest number of cells per page.
                 * @example 1000
                 */
                $maxcellsperpage?: components["parameters"]["MaxCellsPerPage"];
                /**
                 * @description Opaque continuation token, normally not set by hand: follow the previous page's `@nextLink`
                 *     unchanged instead (it already carries the token, filter, sort and page size).
                 * @example eyJvZmZzZXQiOjEwMH0
                 */
                $next?: components["parameters"]["Next"];
                /**
                 * @description Which values to read: `calculated` (the computed result, the default) or `raw` (as entered, so a formula reads as its text).
                 * @example raw
                 */
                $valuestyle?: components["parameters"]["ValueStyle"];
            };
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of the spreadsheet.
                 * @example 74817e0bd5f6954827669343c87f8a0e
                 */
                spreadsheetId: components["parameters"]["SpreadsheetId"];
                /**
                 * @description Identifier of the sheet within the spreadsheet.
                 * @example 59a2fc55cafc60b8e50bc7052ade39ee
                 */
                sheetId: components["parameters"]["SheetId"];
                /**
                 * @description The addressed range in A1 notation: a cell (`A1`), a rectangle of cells (`A1:B2`), optionally
                 *     prefixed with a sheet name and `!` (`Sheet 1!A1:C3`). Clients percent-encode it so that it stays one
                 *     path segment (a space becomes `%20`, `:` becomes `%3A`).
                 */
                range: components["parameters"]["Range"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of the range's values (`data` holds one range). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RangeValuesPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    updateRangeValues: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of the spreadsheet.
                 * @example 74817e0bd5f6954827669343c87f8a0e
                 */
                spreadsheetId: components["parameters"]["SpreadsheetId"];
                /**
                 * @description Identifier of the sheet within the spreadsheet.
                 * @example 59a2fc55cafc60b8e50bc7052ade39ee
                 */
                sheetId: components["parameters"]["SheetId"];
                /**
                 * @description The addressed range in A1 notation: a cell (`A1`), a rectangle of cells (`A1:B2`), optionally
                 *     prefixed with a sheet name and `!` (`Sheet 1!A1:C3`). Clients percent-encode it so that it stays one
                 *     path segment (a space becomes `%20`, `:` becomes `%3A`).
                 */
                range: components["parameters"]["Range"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RangeValues"];
            };
        };
        responses: {
            202: components["responses"]["Accepted"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    deleteSheetDataset: {
        parameters: {
            query?: {
                /**
                 * @description When `true`, the dataset's values are deleted from the sheet too; by default only the dataset is removed.
                 * @example true
                 */
                $deletevalues?: components["parameters"]["DeleteValues"];
            };
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of the spreadsheet.
                 * @example 74817e0bd5f6954827669343c87f8a0e
                 */
                spreadsheetId: components["parameters"]["SpreadsheetId"];
                /**
                 * @description Identifier of the sheet within the spreadsheet.
                 * @example 59a2fc55cafc60b8e50bc7052ade39ee
                 */
                sheetId: components["parameters"]["SheetId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            202: components["responses"]["Accepted"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    listActivities: {
        parameters: {
            query?: {
                /**
                 * @description Filter expression. Combine predicates with `and` and `or`. Text values are quoted, lists are
                 *     parenthesized and timestamps are ISO 8601.
                 *
                 *     | Property | Predicates |
                 *     |---|---|
                 *     | `action.alias` | `eq`, `in` |
                 *     | `action.id` | `eq`, `in` |
                 *     | `activityDateTime` | `eq`, `lt`, `gt`, `le`, `ge` |
                 *     | `performer.id` | `eq`, `in` |
                 *     | `target.id` | `eq`, `in` |
                 */
                $filter?: components["parameters"]["ActivityFilter"];
                /**
                 * @description Largest number of items per page: 1 to 1000, 1000 by default (the live service's bounds). The API
                 *     summary says the service clamps larger values to its maximum; clients should not send them.
                 * @example 100
                 */
                $maxpagesize?: components["parameters"]["MaxPageSize"];
                /**
                 * @description Opaque continuation token, normally not set by hand: follow the previous page's `@nextLink`
                 *     unchanged instead (it already carries the token, filter, sort and page size).
                 * @example eyJvZmZzZXQiOjEwMH0
                 */
                $next?: components["parameters"]["Next"];
                /**
                 * @description Sort order: one or more comma-separated expressions `<property> [asc|desc]` (`asc` is the default).
                 *     Activities sort by `activityDateTime`, `asc` or `desc`.
                 * @example activityDateTime desc
                 */
                $orderBy?: components["parameters"]["ActivityOrderBy"];
            };
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier (a UUID) of the organization.
                 * @example 6cf764cf-ca59-43c5-b0e6-58c6862c38f0
                 */
                organizationId: components["parameters"]["OrganizationId"];
                /**
                 * @description Identifier of the workspace within the organization.
                 * @example 4267b0a3-2005-4652-921f-37a357cd3d32
                 */
                workspaceId: components["parameters"]["WorkspaceId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of activities (an empty `data` array when there are none). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActivityPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getOperation: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of the asynchronous operation, the last segment of a 202 response's `Location`.
                 * @example 7d1c5a0e-2f4b-4c1e-9a55-3f0d2b8e6c11
                 */
                operationId: components["parameters"]["OperationId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The operation's current state, with the seconds to wait before polling again. */
            200: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Operation"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    importFile: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FileImport"];
            };
        };
        responses: {
            202: components["responses"]["FileImportAccepted"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    copyFile: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of the file.
                 * @example ef4d445f4dd0313a4a734469555dab49
                 */
                fileId: components["parameters"]["FileId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FileCopy"];
            };
        };
        responses: {
            202: components["responses"]["Accepted"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    exportFileById: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of the file.
                 * @example ef4d445f4dd0313a4a734469555dab49
                 */
                fileId: components["parameters"]["FileId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FileExport"];
            };
        };
        responses: {
            202: components["responses"]["Accepted"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    trashFileById: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of the file.
                 * @example ef4d445f4dd0313a4a734469555dab49
                 */
                fileId: components["parameters"]["FileId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EmptyOptions"];
            };
        };
        responses: {
            202: components["responses"]["Accepted"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    restoreFileById: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of the file.
                 * @example ef4d445f4dd0313a4a734469555dab49
                 */
                fileId: components["parameters"]["FileId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EmptyOptions"];
            };
        };
        responses: {
            202: components["responses"]["Accepted"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getSpreadsheetById: {
        parameters: {
            query?: {
                /**
                 * @description Pins a content revision: the answer describes the content as it was at that revision. By default the
                 *     latest revision is used.
                 * @example 42
                 */
                $revision?: components["parameters"]["Revision"];
            };
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of the spreadsheet.
                 * @example 74817e0bd5f6954827669343c87f8a0e
                 */
                spreadsheetId: components["parameters"]["SpreadsheetId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The spreadsheet's metadata. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Spreadsheet"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    partiallyUpdateSpreadsheetById: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of the spreadsheet.
                 * @example 74817e0bd5f6954827669343c87f8a0e
                 */
                spreadsheetId: components["parameters"]["SpreadsheetId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["JsonPatch"];
            };
        };
        responses: {
            202: components["responses"]["Accepted"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getSheetById: {
        parameters: {
            query?: {
                /**
                 * @description Pins a content revision: the answer describes the content as it was at that revision. By default the
                 *     latest revision is used.
                 * @example 42
                 */
                $revision?: components["parameters"]["Revision"];
            };
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of the spreadsheet.
                 * @example 74817e0bd5f6954827669343c87f8a0e
                 */
                spreadsheetId: components["parameters"]["SpreadsheetId"];
                /**
                 * @description Identifier of the sheet within the spreadsheet.
                 * @example 59a2fc55cafc60b8e50bc7052ade39ee
                 */
                sheetId: components["parameters"]["SheetId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The sheet. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Sheet"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    deleteSheetById: {
        parameters: {
            query?: {
                /**
                 * @description When `true`, a sheet that contains XBRL may be deleted too; by default such a sheet is not deleted.
                 *     (The live service's description does not name this parameter yet; the API summary does.)
                 * @example true
                 */
                force?: components["parameters"]["ForceDelete"];
            };
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of the spreadsheet.
                 * @example 74817e0bd5f6954827669343c87f8a0e
                 */
                spreadsheetId: components["parameters"]["SpreadsheetId"];
                /**
                 * @description Identifier of the sheet within the spreadsheet.
                 * @example 59a2fc55cafc60b8e50bc7052ade39ee
                 */
                sheetId: components["parameters"]["SheetId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The sheet was deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    partiallyUpdateSheetById: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of the spreadsheet.
                 * @example 74817e0bd5f6954827669343c87f8a0e
                 */
                spreadsheetId: components["parameters"]["SpreadsheetId"];
                /**
                 * @description Identifier of the sheet within the spreadsheet.
                 * @example 59a2fc55cafc60b8e50bc7052ade39ee
                 */
                sheetId: components["parameters"]["SheetId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["JsonPatch"];
            };
        };
        responses: {
            202: components["responses"]["Accepted"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getRichTextParagraphs: {
        parameters: {
            query?: {
                /**
                 * @description Largest number of items per page: 1 to 1000, 1000 by default (the live service's bounds). The API
                 *     summary says the service clamps larger values to its maximum; clients should not send them.
                 * @example 100
                 */
                $maxpagesize?: components["parameters"]["MaxPageSize"];
                /**
                 * @description Opaque continuation token, normally not set by hand: follow the previous page's `@nextLink`
                 *     unchanged instead (it already carries the token, filter, sort and page size).
                 * @example eyJvZmZzZXQiOjEwMH0
                 */
                $next?: components["parameters"]["Next"];
                /**
                 * @description Pins a content revision: the answer describes the content as it was at that revision. By default the
                 *     latest revision is used.
                 * @example 42
                 */
                $revision?: components["parameters"]["Revision"];
            };
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of the rich-text content (a document section's text body, for example).
                 * @example 2b6b29809572d20276c74e3bd972ca72
                 */
                richTextId: components["parameters"]["RichTextId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of paragraphs (an empty `data` array when there are none). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ParagraphPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getRangeLinks: {
        parameters: {
            query?: {
                /**
                 * @description Largest number of items per page: 1 to 1000, 1000 by default (the live service's bounds). The API
                 *     summary says the service clamps larger values to its maximum; clients should not send them.
                 * @example 100
                 */
                $maxpagesize?: components["parameters"]["MaxPageSize"];
                /**
                 * @description Opaque continuation token, normally not set by hand: follow the previous page's `@nextLink`
                 *     unchanged instead (it already carries the token, filter, sort and page size).
                 * @example eyJvZmZzZXQiOjEwMH0
                 */
                $next?: components["parameters"]["Next"];
                /**
                 * @description Pins a content revision: the answer describes the content as it was at that revision. By default the
                 *     latest revision is used.
                 * @example 42
                 */
                $revision?: components["parameters"]["Revision"];
            };
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of a table of content (a table in a document, presentation or spreadsheet).
                 * @example 1a950a60468caa782c33f1904bc28fef
                 */
                tableId: components["parameters"]["TableId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of range links (an empty `data` array when there are none). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RangeLinkPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getRangeLinkById: {
        parameters: {
            query?: {
                /**
                 * @description Pins a content revision: the answer describes the content as it was at that revision. By default the
                 *     latest revision is used.
                 * @example 42
                 */
                $revision?: components["parameters"]["Revision"];
            };
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of a table of content (a table in a document, presentation or spreadsheet).
                 * @example 1a950a60468caa782c33f1904bc28fef
                 */
                tableId: components["parameters"]["TableId"];
                /**
                 * @description Identifier of the range link within the table.
                 * @example 3386f35525b6d61483a6e90e4765a80f
                 */
                rangeLinkId: components["parameters"]["RangeLinkId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The range link. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RangeLink"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getRangeLinkDestinations: {
        parameters: {
            query?: {
                /**
                 * @description Largest number of items per page: 1 to 1000, 1000 by default (the live service's bounds). The API
                 *     summary says the service clamps larger values to its maximum; clients should not send them.
                 * @example 100
                 */
                $maxpagesize?: components["parameters"]["MaxPageSize"];
                /**
                 * @description Opaque continuation token, normally not set by hand: follow the previous page's `@nextLink`
                 *     unchanged instead (it already carries the token, filter, sort and page size).
                 * @example eyJvZmZzZXQiOjEwMH0
                 */
                $next?: components["parameters"]["Next"];
                /**
                 * @description Pins a content revision: the answer describes the content as it was at that revision. By default the
                 *     latest revision is used.
                 * @example 42
                 */
                $revision?: components["parameters"]["Revision"];
            };
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of a table of content (a table in a document, presentation or spreadsheet).
                 * @example 1a950a60468caa782c33f1904bc28fef
                 */
                tableId: components["parameters"]["TableId"];
                /**
                 * @description Identifier of the range link within the table.
                 * @example 3386f35525b6d61483a6e90e4765a80f
                 */
                rangeLinkId: components["parameters"]["RangeLinkId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of destination links (an empty `data` array when there are none). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RangeLinkPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    tableEdit: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of a table of content (a table in a document, presentation or spreadsheet).
                 * @example 1a950a60468caa782c33f1904bc28fef
                 */
                tableId: components["parameters"]["TableId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TableEdit"];
            };
        };
        responses: {
            202: components["responses"]["Accepted"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getDocumentTableCollection: {
        parameters: {
            query?: {
                /**
                 * @description Largest number of items per page: 1 to 1000, 1000 by default (the live service's bounds). The API
                 *     summary says the service clamps larger values to its maximum; clients should not send them.
                 * @example 100
                 */
                $maxpagesize?: components["parameters"]["MaxPageSize"];
                /**
                 * @description Opaque continuation token, normally not set by hand: follow the previous page's `@nextLink`
                 *     unchanged instead (it already carries the token, filter, sort and page size).
                 * @example eyJvZmZzZXQiOjEwMH0
                 */
                $next?: components["parameters"]["Next"];
                /**
                 * @description Pins a content revision: the answer describes the content as it was at that revision. By default the
                 *     latest revision is used.
                 * @example 42
                 */
                $revision?: components["parameters"]["Revision"];
            };
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of the document.
                 * @example ef4d445f4dd0313a4a734469555dab49
                 */
                documentId: components["parameters"]["DocumentId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of tables (an empty `data` array when there are none). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContentTablePage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getDocumentBookmarks: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of the document.
                 * @example ef4d445f4dd0313a4a734469555dab49
                 */
                documentId: components["parameters"]["DocumentId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, as the service sends it. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpenPayload"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    editDocumentBookmarks: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of the document.
                 * @example ef4d445f4dd0313a4a734469555dab49
                 */
                documentId: components["parameters"]["DocumentId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OpenPayload"];
            };
        };
        responses: {
            /** @description The answer, as the service sends it. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpenPayload"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getDocumentBookmarkById: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of the document.
                 * @example ef4d445f4dd0313a4a734469555dab49
                 */
                documentId: components["parameters"]["DocumentId"];
                /**
                 * @description Identifier of the bookmark within the document.
                 * @example bm-0001
                 */
                bookmarkId: components["parameters"]["BookmarkId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, as the service sends it. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpenPayload"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getPresentationTableCollection: {
        parameters: {
            query?: {
                /**
                 * @description Largest number of items per page: 1 to 1000, 1000 by default (the live service's bounds). The API
                 *     summary says the service clamps larger values to its maximum; clients should not send them.
                 * @example 100
                 */
                $maxpagesize?: components["parameters"]["MaxPageSize"];
                /**
                 * @description Opaque continuation token, normally not set by hand: follow the previous page's `@nextLink`
                 *     unchanged instead (it already carries the token, filter, sort and page size).
                 * @example eyJvZmZzZXQiOjEwMH0
                 */
                $next?: components["parameters"]["Next"];
                /**
                 * @description Pins a content revision: the answer describes the content as it was at that revision. By default the
                 *     latest revision is used.
                 * @example 42
                 */
                $revision?: components["parameters"]["Revision"];
            };
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of the presentation.
                 * @example b510abb94c69d6e19210bc42201ebdaa
                 */
                presentationId: components["parameters"]["PresentationId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of tables (an empty `data` array when there are none). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContentTablePage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getPresentationPermissions: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of the presentation.
                 * @example b510abb94c69d6e19210bc42201ebdaa
                 */
                presentationId: components["parameters"]["PresentationId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, as the service sends it. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpenPayload"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    modifyPresentationPermissions: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of the presentation.
                 * @example b510abb94c69d6e19210bc42201ebdaa
                 */
                presentationId: components["parameters"]["PresentationId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OpenPayload"];
            };
        };
        responses: {
            /** @description The answer, as the service sends it. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpenPayload"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getSlidePermissions: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of the presentation.
                 * @example b510abb94c69d6e19210bc42201ebdaa
                 */
                presentationId: components["parameters"]["PresentationId"];
                /**
                 * @description Identifier of the slide within the presentation.
                 * @example 0e1f2a3b4c5d4e6f8a7b8c9d0e1f2a3b
                 */
                slideId: components["parameters"]["SlideId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, as the service sends it. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpenPayload"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    modifySlidePermissions: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of the presentation.
                 * @example b510abb94c69d6e19210bc42201ebdaa
                 */
                presentationId: components["parameters"]["PresentationId"];
                /**
                 * @description Identifier of the slide within the presentation.
                 * @example 0e1f2a3b4c5d4e6f8a7b8c9d0e1f2a3b
                 */
                slideId: components["parameters"]["SlideId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OpenPayload"];
            };
        };
        responses: {
            /** @description The answer, as the service sends it. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpenPayload"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    milestoneCreation: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MilestoneCreation"];
            };
        };
        responses: {
            202: components["responses"]["Accepted"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getMilestoneById: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of the milestone.
                 * @example fe2b6036-1835-4d1d-85c4-8a09b3d1a979
                 */
                milestoneId: components["parameters"]["MilestoneId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Milestone"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The request conflicts with the resource's current state. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    deleteMilestoneById: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of the milestone.
                 * @example fe2b6036-1835-4d1d-85c4-8a09b3d1a979
                 */
                milestoneId: components["parameters"]["MilestoneId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The milestone was deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    partiallyUpdateMilestoneById: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of the milestone.
                 * @example fe2b6036-1835-4d1d-85c4-8a09b3d1a979
                 */
                milestoneId: components["parameters"]["MilestoneId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["JsonPatch"];
            };
        };
        responses: {
            /** @description The updated milestone. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Milestone"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    createEdits: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GraphEdit"][];
            };
        };
        responses: {
            /** @description The edits were applied; the ids of the created records are mapped. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GraphEditResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getCustomSchema: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, as the service sends it. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpenPayload"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    updateCustomSchema: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OpenPayload"];
            };
        };
        responses: {
            /** @description The answer, as the service sends it. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpenPayload"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getActivityById: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Opaque identifier of the activity.
                 * @example act_d92e9ac6d9316be0f0762bb2
                 */
                activityId: components["parameters"]["ActivityId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The activity. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Activity"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getOrganizations: {
        parameters: {
            query?: {
                /**
                 * @description Largest number of items per page: 1 to 1000, 1000 by default (the live service's bounds). The API
                 *     summary says the service clamps larger values to its maximum; clients should not send them.
                 * @example 100
                 */
                $maxpagesize?: components["parameters"]["MaxPageSize"];
                /**
                 * @description Opaque continuation token, normally not set by hand: follow the previous page's `@nextLink`
                 *     unchanged instead (it already carries the token, filter, sort and page size).
                 * @example eyJvZmZzZXQiOjEwMH0
                 */
                $next?: components["parameters"]["Next"];
                /**
                 * @description Filter expression. Operators: `eq`, `ne`, `lt`, `gt`, `le`, `ge`, `and`, `or`, `not`, `in`. Text
                 *     values are quoted, lists are parenthesized and timestamps are ISO 8601. Which properties can be
                 *     filtered on is not documented for every list.
                 * @example status eq 'active'
                 */
                $filter?: components["parameters"]["Filter"];
                /**
                 * @description Sort order: one or more comma-separated expressions `<property> [asc|desc]` (`asc` is the default).
                 * @example name asc
                 */
                $orderBy?: components["parameters"]["OrderBy"];
            };
            header: {
                /**
                 * @description Identifier of the managed service provider whose organizations are listed. Only managed-service-provider
                 *     applications can list organizations; the service answers 400 without this header.
                 * @example 1f2e3d4c-5b6a-4789-8a9b-0c1d2e3f4a5b
                 */
                "Wk-Service-Provider": components["parameters"]["ServiceProvider"];
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of organizations (an empty `data` array when there are none). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrganizationPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getOrganizationActivities: {
        parameters: {
            query?: {
                /**
                 * @description Filter expression. Combine predicates with `and` and `or`. Text values are quoted, lists are
                 *     parenthesized and timestamps are ISO 8601.
                 *
                 *     | Property | Predicates |
                 *     |---|---|
                 *     | `action.alias` | `eq`, `in` |
                 *     | `action.id` | `eq`, `in` |
                 *     | `activityDateTime` | `eq`, `lt`, `gt`, `le`, `ge` |
                 *     | `performer.id` | `eq`, `in` |
                 *     | `target.id` | `eq`, `in` |
                 */
                $filter?: components["parameters"]["ActivityFilter"];
                /**
                 * @description Largest number of items per page: 1 to 1000, 1000 by default (the live service's bounds). The API
                 *     summary says the service clamps larger values to its maximum; clients should not send them.
                 * @example 100
                 */
                $maxpagesize?: components["parameters"]["MaxPageSize"];
                /**
                 * @description Opaque continuation token, normally not set by hand: follow the previous page's `@nextLink`
                 *     unchanged instead (it already carries the token, filter, sort and page size).
                 * @example eyJvZmZzZXQiOjEwMH0
                 */
                $next?: components["parameters"]["Next"];
                /**
                 * @description Sort order: one or more comma-separated expressions `<property> [asc|desc]` (`asc` is the default).
                 *     Activities sort by `activityDateTime`, `asc` or `desc`.
                 * @example activityDateTime desc
                 */
                $orderBy?: components["parameters"]["ActivityOrderBy"];
            };
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier (a UUID) of the organization.
                 * @example 6cf764cf-ca59-43c5-b0e6-58c6862c38f0
                 */
                organizationId: components["parameters"]["OrganizationId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of activities (an empty `data` array when there are none). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActivityPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getWorkspaceById: {
        parameters: {
            query?: {
                /**
                 * @description Related data to include in the workspace. The documented value is `solutions`; the service takes any
                 *     text, so other values may exist.
                 * @example solutions
                 */
                $expand?: components["parameters"]["WorkspaceExpand"];
            };
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier (a UUID) of the organization.
                 * @example 6cf764cf-ca59-43c5-b0e6-58c6862c38f0
                 */
                organizationId: components["parameters"]["OrganizationId"];
                /**
                 * @description Identifier of the workspace within the organization.
                 * @example 4267b0a3-2005-4652-921f-37a357cd3d32
                 */
                workspaceId: components["parameters"]["WorkspaceId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The workspace. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Workspace"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    partiallyUpdateWorkspaceById: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier (a UUID) of the organization.
                 * @example 6cf764cf-ca59-43c5-b0e6-58c6862c38f0
                 */
                organizationId: components["parameters"]["OrganizationId"];
                /**
                 * @description Identifier of the workspace within the organization.
                 * @example 4267b0a3-2005-4652-921f-37a357cd3d32
                 */
                workspaceId: components["parameters"]["WorkspaceId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["JsonPatch"];
            };
        };
        responses: {
            /** @description The updated workspace. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Workspace"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getOrgReportUsers: {
        parameters: {
            query?: {
                /**
                 * @description Largest number of items per page, 1 to 1000; 100 by default (JSON:API paging).
                 * @example 100
                 */
                "page[size]"?: components["parameters"]["PageSizeJsonApi"];
                /**
                 * @description Cursor of the page to start after (JSON:API paging). Normally not set by hand: follow the previous
                 *     page's `links.next` unchanged instead.
                 * @example eyJkaXNwbGF5TmFtZSI6IkFuYSBEaWF6In0
                 */
                "page[after]"?: components["parameters"]["PageAfterJsonApi"];
            };
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier (a UUID) of the organization.
                 * @example 6cf764cf-ca59-43c5-b0e6-58c6862c38f0
                 */
                organizationId: components["parameters"]["OrganizationId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of report users (an empty `data` array when there are none). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrgReportUserPage"];
                };
            };
            400: components["responses"]["JsonApiError"];
            401: components["responses"]["JsonApiError"];
            403: components["responses"]["JsonApiError"];
            404: components["responses"]["JsonApiError"];
            429: components["responses"]["JsonApiError"];
            default: components["responses"]["JsonApiError"];
        };
    };
    getMilestoneCreationResults: {
        parameters: {
            query?: {
                /**
                 * @description Largest number of items per page: 1 to 1000, 1000 by default (the live service's bounds). The API
                 *     summary says the service clamps larger values to its maximum; clients should not send them.
                 * @example 100
                 */
                $maxpagesize?: components["parameters"]["MaxPageSize"];
                /**
                 * @description Opaque continuation token, normally not set by hand: follow the previous page's `@nextLink`
                 *     unchanged instead (it already carries the token, filter, sort and page size).
                 * @example eyJvZmZzZXQiOjEwMH0
                 */
                $next?: components["parameters"]["Next"];
            };
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of the asynchronous operation, the last segment of a 202 response's `Location`.
                 * @example 7d1c5a0e-2f4b-4c1e-9a55-3f0d2b8e6c11
                 */
                operationId: components["parameters"]["OperationId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of results (an empty `data` array when there are none). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MilestoneCreationResultPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getCopyFileResults: {
        parameters: {
            query?: {
                /**
                 * @description Largest number of items per page: 1 to 1000, 1000 by default (the live service's bounds). The API
                 *     summary says the service clamps larger values to its maximum; clients should not send them.
                 * @example 100
                 */
                $maxpagesize?: components["parameters"]["MaxPageSize"];
                /**
                 * @description Opaque continuation token, normally not set by hand: follow the previous page's `@nextLink`
                 *     unchanged instead (it already carries the token, filter, sort and page size).
                 * @example eyJvZmZzZXQiOjEwMH0
                 */
                $next?: components["parameters"]["Next"];
            };
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of the asynchronous operation, the last segment of a 202 response's `Location`.
                 * @example 7d1c5a0e-2f4b-4c1e-9a55-3f0d2b8e6c11
                 */
                operationId: components["parameters"]["OperationId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of results (an empty `data` array when there are none). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FileResultPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getImportFileResults: {
        parameters: {
            query?: {
                /**
                 * @description Largest number of items per page: 1 to 1000, 1000 by default (the live service's bounds). The API
                 *     summary says the service clamps larger values to its maximum; clients should not send them.
                 * @example 100
                 */
                $maxpagesize?: components["parameters"]["MaxPageSize"];
                /**
                 * @description Opaque continuation token, normally not set by hand: follow the previous page's `@nextLink`
                 *     unchanged instead (it already carries the token, filter, sort and page size).
                 * @example eyJvZmZzZXQiOjEwMH0
                 */
                $next?: components["parameters"]["Next"];
            };
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of the asynchronous operation, the last segment of a 202 response's `Location`.
                 * @example 7d1c5a0e-2f4b-4c1e-9a55-3f0d2b8e6c11
                 */
                operationId: components["parameters"]["OperationId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of results (an empty `data` array when there are none). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FileResultPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getTableEditResults: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of the asynchronous operation, the last segment of a 202 response's `Location`.
                 * @example 7d1c5a0e-2f4b-4c1e-9a55-3f0d2b8e6c11
                 */
                operationId: components["parameters"]["OperationId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The result of the table edit. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TableEditResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getAnchorById: {
        parameters: {
            query?: {
                /**
                 * @description Pins a content revision: the answer describes the content as it was at that revision. By default the
                 *     latest revision is used.
                 * @example 42
                 */
                $revision?: components["parameters"]["Revision"];
            };
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of an anchor (a marked range of content that links and comments attach to).
                 * @example 1a950a60468caa782c33f1904bc28fef
                 */
                anchorId: components["parameters"]["AnchorId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Anchor"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getDestinationLinkById: {
        parameters: {
            query?: {
                /**
                 * @description Pins a content revision: the answer describes the content as it was at that revision. By default the
                 *     latest revision is used.
                 * @example 42
                 */
                $revision?: components["parameters"]["Revision"];
            };
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of a destination link.
                 * @example 1a950a60468caa782c33f1904bc28fef
                 */
                destinationLinkId: components["parameters"]["DestinationLinkId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DestinationLink"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    destinationLinkSourceConversion: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of a destination link.
                 * @example 1a950a60468caa782c33f1904bc28fef
                 */
                destinationLinkId: components["parameters"]["DestinationLinkId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            202: components["responses"]["Accepted"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getDrawingElementsById: {
        parameters: {
            query?: {
                /**
                 * @description Pins a content revision: the answer describes the content as it was at that revision. By default the
                 *     latest revision is used.
                 * @example 42
                 */
                $revision?: components["parameters"]["Revision"];
                /**
                 * @description Largest number of items per page: 1 to 1000, 1000 by default (the live service's bounds). The API
                 *     summary says the service clamps larger values to its maximum; clients should not send them.
                 * @example 100
                 */
                $maxpagesize?: components["parameters"]["MaxPageSize"];
                /**
                 * @description Opaque continuation token, normally not set by hand: follow the previous page's `@nextLink`
                 *     unchanged instead (it already carries the token, filter, sort and page size).
                 * @example eyJvZmZzZXQiOjEwMH0
                 */
                $next?: components["parameters"]["Next"];
            };
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of a drawing (a canvas of shapes inside a document or presentation).
                 * @example 1a950a60468caa782c33f1904bc28fef
                 */
                drawingId: components["parameters"]["DrawingId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DrawingElementListResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getDrawingAnchors: {
        parameters: {
            query?: {
                /**
                 * @description Largest number of items per page: 1 to 1000, 1000 by default (the live service's bounds). The API
                 *     summary says the service clamps larger values to its maximum; clients should not send them.
                 * @example 100
                 */
                $maxpagesize?: components["parameters"]["MaxPageSize"];
                /**
                 * @description Opaque continuation token, normally not set by hand: follow the previous page's `@nextLink`
                 *     unchanged instead (it already carries the token, filter, sort and page size).
                 * @example eyJvZmZzZXQiOjEwMH0
                 */
                $next?: components["parameters"]["Next"];
                /**
                 * @description Pins a content revision: the answer describes the content as it was at that revision. By default the
                 *     latest revision is used.
                 * @example 42
                 */
                $revision?: components["parameters"]["Revision"];
            };
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of a drawing (a canvas of shapes inside a document or presentation).
                 * @example 1a950a60468caa782c33f1904bc28fef
                 */
                drawingId: components["parameters"]["DrawingId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AnchorsListResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getDrawingAnchorById: {
        parameters: {
            query?: {
                /**
                 * @description Pins a content revision: the answer describes the content as it was at that revision. By default the
                 *     latest revision is used.
                 * @example 42
                 */
                $revision?: components["parameters"]["Revision"];
            };
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of a drawing (a canvas of shapes inside a document or presentation).
                 * @example 1a950a60468caa782c33f1904bc28fef
                 */
                drawingId: components["parameters"]["DrawingId"];
                /**
                 * @description Identifier of an anchor (a marked range of content that links and comments attach to).
                 * @example 1a950a60468caa782c33f1904bc28fef
                 */
                anchorId: components["parameters"]["AnchorId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Anchor"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getDrawingAnchorExtensions: {
        parameters: {
            query?: {
                /**
                 * @description Largest number of items per page: 1 to 1000, 1000 by default (the live service's bounds). The API
                 *     summary says the service clamps larger values to its maximum; clients should not send them.
                 * @example 100
                 */
                $maxpagesize?: components["parameters"]["MaxPageSize"];
                /**
                 * @description Opaque continuation token, normally not set by hand: follow the previous page's `@nextLink`
                 *     unchanged instead (it already carries the token, filter, sort and page size).
                 * @example eyJvZmZzZXQiOjEwMH0
                 */
                $next?: components["parameters"]["Next"];
                /**
                 * @description Pins a content revision: the answer describes the content as it was at that revision. By default the
                 *     latest revision is used.
                 * @example 42
                 */
                $revision?: components["parameters"]["Revision"];
            };
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of a drawing (a canvas of shapes inside a document or presentation).
                 * @example 1a950a60468caa782c33f1904bc28fef
                 */
                drawingId: components["parameters"]["DrawingId"];
                /**
                 * @description Identifier of an anchor (a marked range of content that links and comments attach to).
                 * @example 1a950a60468caa782c33f1904bc28fef
                 */
                anchorId: components["parameters"]["AnchorId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AnchorExtensionsListResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    imageUpload: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["ImageUpload"];
            };
        };
        responses: {
            202: components["responses"]["ImageUploadAccepted"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getImageById: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of an uploaded image.
                 * @example 1a950a60468caa782c33f1904bc28fef
                 */
                imageId: components["parameters"]["ImageId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Image"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getRichTextAnchors: {
        parameters: {
            query?: {
                /**
                 * @description Largest number of items per page: 1 to 1000, 1000 by default (the live service's bounds). The API
                 *     summary says the service clamps larger values to its maximum; clients should not send them.
                 * @example 100
                 */
                $maxpagesize?: components["parameters"]["MaxPageSize"];
                /**
                 * @description Opaque continuation token, normally not set by hand: follow the previous page's `@nextLink`
                 *     unchanged instead (it already carries the token, filter, sort and page size).
                 * @example eyJvZmZzZXQiOjEwMH0
                 */
                $next?: components["parameters"]["Next"];
                /**
                 * @description Pins a content revision: the answer describes the content as it was at that revision. By default the
                 *     latest revision is used.
                 * @example 42
                 */
                $revision?: components["parameters"]["Revision"];
            };
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of the rich-text content (a document section's text body, for example).
                 * @example 2b6b29809572d20276c74e3bd972ca72
                 */
                richTextId: components["parameters"]["RichTextId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AnchorsListResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    richTextAnchorCreation: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of the rich-text content (a document section's text body, for example).
                 * @example 2b6b29809572d20276c74e3bd972ca72
                 */
                richTextId: components["parameters"]["RichTextId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RichTextAnchorCreation"];
            };
        };
        responses: {
            202: components["responses"]["Accepted"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getRichTextAnchorById: {
        parameters: {
            query?: {
                /**
                 * @description Pins a content revision: the answer describes the content as it was at that revision. By default the
                 *     latest revision is used.
                 * @example 42
                 */
                $revision?: components["parameters"]["Revision"];
            };
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of the rich-text content (a document section's text body, for example).
                 * @example 2b6b29809572d20276c74e3bd972ca72
                 */
                richTextId: components["parameters"]["RichTextId"];
                /**
                 * @description Identifier of an anchor (a marked range of content that links and comments attach to).
                 * @example 1a950a60468caa782c33f1904bc28fef
                 */
                anchorId: components["parameters"]["AnchorId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Anchor"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getRichTextAnchorExtensions: {
        parameters: {
            query?: {
                /**
                 * @description Largest number of items per page: 1 to 1000, 1000 by default (the live service's bounds). The API
                 *     summary says the service clamps larger values to its maximum; clients should not send them.
                 * @example 100
                 */
                $maxpagesize?: components["parameters"]["MaxPageSize"];
                /**
                 * @description Opaque continuation token, normally not set by hand: follow the previous page's `@nextLink`
                 *     unchanged instead (it already carries the token, filter, sort and page size).
                 * @example eyJvZmZzZXQiOjEwMH0
                 */
                $next?: components["parameters"]["Next"];
                /**
                 * @description Pins a content revision: the answer describes the content as it was at that revision. By default the
                 *     latest revision is used.
                 * @example 42
                 */
                $revision?: components["parameters"]["Revision"];
            };
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of the rich-text content (a document section's text body, for example).
                 * @example 2b6b29809572d20276c74e3bd972ca72
                 */
                richTextId: components["parameters"]["RichTextId"];
                /**
                 * @description Identifier of an anchor (a marked range of content that links and comments attach to).
                 * @example 1a950a60468caa782c33f1904bc28fef
                 */
                anchorId: components["parameters"]["AnchorId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AnchorExtensionsListResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    richTextDuplicationEdit: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of the rich-text content (a document section's text body, for example).
                 * @example 2b6b29809572d20276c74e3bd972ca72
                 */
                richTextId: components["parameters"]["RichTextId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RichTextDuplicationEdit"];
            };
        };
        responses: {
            202: components["responses"]["Accepted"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    richTextBatchEdit: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of the rich-text content (a document section's text body, for example).
                 * @example 2b6b29809572d20276c74e3bd972ca72
                 */
                richTextId: components["parameters"]["RichTextId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RichTextBatchEdit"];
            };
        };
        responses: {
            202: components["responses"]["Accepted"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    richTextLinksBatchEdit: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of the rich-text content (a document section's text body, for example).
                 * @example 2b6b29809572d20276c74e3bd972ca72
                 */
                richTextId: components["parameters"]["RichTextId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RichTextLinksBatchEdit"];
            };
        };
        responses: {
            202: components["responses"]["Accepted"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getStyleGuideById: {
        parameters: {
            query?: {
                /**
                 * @description Pins a content revision: the answer describes the content as it was at that revision. By default the
                 *     latest revision is used.
                 * @example 42
                 */
                $revision?: components["parameters"]["Revision"];
            };
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of a style guide.
                 * @example 1a950a60468caa782c33f1904bc28fef
                 */
                styleGuideId: components["parameters"]["StyleGuideId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StyleGuide"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    styleGuideExport: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of a style guide.
                 * @example 1a950a60468caa782c33f1904bc28fef
                 */
                styleGuideId: components["parameters"]["StyleGuideId"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["StyleGuideExport"];
            };
        };
        responses: {
            202: components["responses"]["Accepted"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    styleGuideImport: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of a style guide.
                 * @example 1a950a60468caa782c33f1904bc28fef
                 */
                styleGuideId: components["parameters"]["StyleGuideId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            202: components["responses"]["StyleGuideImportAccepted"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getTableAnchors: {
        parameters: {
            query?: {
                /**
                 * @description Largest number of items per page: 1 to 1000, 1000 by default (the live service's bounds). The API
                 *     summary says the service clamps larger values to its maximum; clients should not send them.
                 * @example 100
                 */
                $maxpagesize?: components["parameters"]["MaxPageSize"];
                /**
                 * @description Opaque continuation token, normally not set by hand: follow the previous page's `@nextLink`
                 *     unchanged instead (it already carries the token, filter, sort and page size).
                 * @example eyJvZmZzZXQiOjEwMH0
                 */
                $next?: components["parameters"]["Next"];
                /**
                 * @description Pins a content revision: the answer describes the content as it was at that revision. By default the
                 *     latest revision is used.
                 * @example 42
                 */
                $revision?: components["parameters"]["Revision"];
            };
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of a table of content (a table in a document, presentation or spreadsheet).
                 * @example 1a950a60468caa782c33f1904bc28fef
                 */
                tableId: components["parameters"]["TableId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AnchorsListResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    tableAnchorCreation: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of a table of content (a table in a document, presentation or spreadsheet).
                 * @example 1a950a60468caa782c33f1904bc28fef
                 */
                tableId: components["parameters"]["TableId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TableAnchorCreation"];
            };
        };
        responses: {
            202: components["responses"]["Accepted"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getTableAnchorById: {
        parameters: {
            query?: {
                /**
                 * @description Pins a content revision: the answer describes the content as it was at that revision. By default the
                 *     latest revision is used.
                 * @example 42
                 */
                $revision?: components["parameters"]["Revision"];
            };
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of a table of content (a table in a document, presentation or spreadsheet).
                 * @example 1a950a60468caa782c33f1904bc28fef
                 */
                tableId: components["parameters"]["TableId"];
                /**
                 * @description Identifier of an anchor (a marked range of content that links and comments attach to).
                 * @example 1a950a60468caa782c33f1904bc28fef
                 */
                anchorId: components["parameters"]["AnchorId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Anchor"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getTableAnchorExtensions: {
        parameters: {
            query?: {
                /**
                 * @description Largest number of items per page: 1 to 1000, 1000 by default (the live service's bounds). The API
                 *     summary says the service clamps larger values to its maximum; clients should not send them.
                 * @example 100
                 */
                $maxpagesize?: components["parameters"]["MaxPageSize"];
                /**
                 * @description Opaque continuation token, normally not set by hand: follow the previous page's `@nextLink`
                 *     unchanged instead (it already carries the token, filter, sort and page size).
                 * @example eyJvZmZzZXQiOjEwMH0
                 */
                $next?: components["parameters"]["Next"];
                /**
                 * @description Pins a content revision: the answer describes the content as it was at that revision. By default the
                 *     latest revision is used.
                 * @example 42
                 */
                $revision?: components["parameters"]["Revision"];
            };
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of a table of content (a table in a document, presentation or spreadsheet).
                 * @example 1a950a60468caa782c33f1904bc28fef
                 */
                tableId: components["parameters"]["TableId"];
                /**
                 * @description Identifier of an anchor (a marked range of content that links and comments attach to).
                 * @example 1a950a60468caa782c33f1904bc28fef
                 */
                anchorId: components["parameters"]["AnchorId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AnchorExtensionsListResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getTableCells: {
        parameters: {
            query?: {
                /**
                 * @description Pins a content revision: the answer describes the content as it was at that revision. By default the
                 *     latest revision is used.
                 * @example 42
                 */
                $revision?: components["parameters"]["Revision"];
                /**
                 * @description Largest number of cells per page.
                 * @example 1000
                 */
                $maxcellsperpage?: components["parameters"]["MaxCellsPerPage"];
                /**
                 * @description Opaque continuation token, normally not set by hand: follow the previous page's `@nextLink`
                 *     unchanged instead (it already carries the token, filter, sort and page size).
                 * @example eyJvZmZzZXQiOjEwMH0
                 */
                $next?: components["parameters"]["Next"];
                /**
                 * @description First row of the block to read; from the first row when left out.
                 * @example 1
                 */
                startRow?: components["parameters"]["StartRow"];
                /**
                 * @description Last row (included) of the block to read; to the last row when left out.
                 * @example 1
                 */
                stopRow?: components["parameters"]["StopRow"];
                /**
                 * @description First column of the block to read; from the first column when left out.
                 * @example 1
                 */
                startColumn?: components["parameters"]["StartColumn"];
                /**
                 * @description Last column (included) of the block to read; to the last column when left out.
                 * @example 1
                 */
                stopColumn?: components["parameters"]["StopColumn"];
            };
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of a table of content (a table in a document, presentation or spreadsheet).
                 * @example 1a950a60468caa782c33f1904bc28fef
                 */
                tableId: components["parameters"]["TableId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TableCellsResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    tableCellsBatchEdit: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of a table of content (a table in a document, presentation or spreadsheet).
                 * @example 1a950a60468caa782c33f1904bc28fef
                 */
                tableId: components["parameters"]["TableId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TableCellsBatchEdit"];
            };
        };
        responses: {
            202: components["responses"]["Accepted"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getColumnProperties: {
        parameters: {
            query?: {
                /**
                 * @description Pins a content revision: the answer describes the content as it was at that revision. By default the
                 *     latest revision is used.
                 * @example 42
                 */
                $revision?: components["parameters"]["Revision"];
                /**
                 * @description Largest number of items per page: 1 to 1000, 1000 by default (the live service's bounds). The API
                 *     summary says the service clamps larger values to its maximum; clients should not send them.
                 * @example 100
                 */
                $maxpagesize?: components["parameters"]["MaxPageSize"];
                /**
                 * @description Opaque continuation token, normally not set by hand: follow the previous page's `@nextLink`
                 *     unchanged instead (it already carries the token, filter, sort and page size).
                 * @example eyJvZmZzZXQiOjEwMH0
                 */
                $next?: components["parameters"]["Next"];
                /**
                 * @description First column of the block to read; from the first column when left out.
                 * @example 1
                 */
                startColumn?: components["parameters"]["StartColumn"];
                /**
                 * @description Last column (included) of the block to read; to the last column when left out.
                 * @example 1
                 */
                stopColumn?: components["parameters"]["StopColumn"];
            };
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of a table of content (a table in a document, presentation or spreadsheet).
                 * @example 1a950a60468caa782c33f1904bc28fef
                 */
                tableId: components["parameters"]["TableId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ColumnPropertiesListResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    tableFiltersReapplication: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of a table of content (a table in a document, presentation or spreadsheet).
                 * @example 1a950a60468caa782c33f1904bc28fef
                 */
                tableId: components["parameters"]["TableId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TableFiltersReapplication"];
            };
        };
        responses: {
            202: components["responses"]["Accepted"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    tableLinksBatchEdit: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of a table of content (a table in a document, presentation or spreadsheet).
                 * @example 1a950a60468caa782c33f1904bc28fef
                 */
                tableId: components["parameters"]["TableId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TableLinksBatchEdit"];
            };
        };
        responses: {
            202: components["responses"]["Accepted"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    tableRangeLinksEdit: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of a table of content (a table in a document, presentation or spreadsheet).
                 * @example 1a950a60468caa782c33f1904bc28fef
                 */
                tableId: components["parameters"]["TableId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RangeLinkEdit"];
            };
        };
        responses: {
            202: components["responses"]["Accepted"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getTableProperties: {
        parameters: {
            query?: {
                /**
                 * @description Pins a content revision: the answer describes the content as it was at that revision. By default the
                 *     latest revision is used.
                 * @example 42
                 */
                $revision?: components["parameters"]["Revision"];
            };
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of a table of content (a table in a document, presentation or spreadsheet).
                 * @example 1a950a60468caa782c33f1904bc28fef
                 */
                tableId: components["parameters"]["TableId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TableProperties"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    partiallyUpdateTableProperties: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of a table of content (a table in a document, presentation or spreadsheet).
                 * @example 1a950a60468caa782c33f1904bc28fef
                 */
                tableId: components["parameters"]["TableId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["JsonPatch"];
            };
        };
        responses: {
            202: components["responses"]["Accepted"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getRowProperties: {
        parameters: {
            query?: {
                /**
                 * @description Pins a content revision: the answer describes the content as it was at that revision. By default the
                 *     latest revision is used.
                 * @example 42
                 */
                $revision?: components["parameters"]["Revision"];
                /**
                 * @description Largest number of items per page: 1 to 1000, 1000 by default (the live service's bounds). The API
                 *     summary says the service clamps larger values to its maximum; clients should not send them.
                 * @example 100
                 */
                $maxpagesize?: components["parameters"]["MaxPageSize"];
                /**
                 * @description Opaque continuation token, normally not set by hand: follow the previous page's `@nextLink`
                 *     unchanged instead (it already carries the token, filter, sort and page size).
                 * @example eyJvZmZzZXQiOjEwMH0
                 */
                $next?: components["parameters"]["Next"];
                /**
                 * @description First row of the block to read; from the first row when left out.
                 * @example 1
                 */
                startRow?: components["parameters"]["StartRow"];
                /**
                 * @description Last row (included) of the block to read; to the last row when left out.
                 * @example 1
                 */
                stopRow?: components["parameters"]["StopRow"];
            };
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of a table of content (a table in a document, presentation or spreadsheet).
                 * @example 1a950a60468caa782c33f1904bc28fef
                 */
                tableId: components["parameters"]["TableId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RowPropertiesListResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getDestinationLinkSourceConversionResults: {
        parameters: {
            query?: {
                /**
                 * @description Largest number of items per page: 1 to 1000, 1000 by default (the live service's bounds). The API
                 *     summary says the service clamps larger values to its maximum; clients should not send them.
                 * @example 100
                 */
                $maxpagesize?: components["parameters"]["MaxPageSize"];
                /**
                 * @description Opaque continuation token, normally not set by hand: follow the previous page's `@nextLink`
                 *     unchanged instead (it already carries the token, filter, sort and page size).
                 * @example eyJvZmZzZXQiOjEwMH0
                 */
                $next?: components["parameters"]["Next"];
            };
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of the asynchronous operation, the last segment of a 202 response's `Location`.
                 * @example 7d1c5a0e-2f4b-4c1e-9a55-3f0d2b8e6c11
                 */
                operationId: components["parameters"]["OperationId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DestinationLinkSourceConversionResultListResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getImageUploadCreationResults: {
        parameters: {
            query?: {
                /**
                 * @description Largest number of items per page: 1 to 1000, 1000 by default (the live service's bounds). The API
                 *     summary says the service clamps larger values to its maximum; clients should not send them.
                 * @example 100
                 */
                $maxpagesize?: components["parameters"]["MaxPageSize"];
                /**
                 * @description Opaque continuation token, normally not set by hand: follow the previous page's `@nextLink`
                 *     unchanged instead (it already carries the token, filter, sort and page size).
                 * @example eyJvZmZzZXQiOjEwMH0
                 */
                $next?: components["parameters"]["Next"];
            };
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of the asynchronous operation, the last segment of a 202 response's `Location`.
                 * @example 7d1c5a0e-2f4b-4c1e-9a55-3f0d2b8e6c11
                 */
                operationId: components["parameters"]["OperationId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ImageUploadResultCollection"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getPatchTablePropertiesResults: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of the asynchronous operation, the last segment of a 202 response's `Location`.
                 * @example 7d1c5a0e-2f4b-4c1e-9a55-3f0d2b8e6c11
                 */
                operationId: components["parameters"]["OperationId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PatchTablePropertiesListResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getRangeLinkEditResults: {
        parameters: {
            query?: {
                /**
                 * @description Largest number of items per page: 1 to 1000, 1000 by default (the live service's bounds). The API
                 *     summary says the service clamps larger values to its maximum; clients should not send them.
                 * @example 100
                 */
                $maxpagesize?: components["parameters"]["MaxPageSize"];
                /**
                 * @description Opaque continuation token, normally not set by hand: follow the previous page's `@nextLink`
                 *     unchanged instead (it already carries the token, filter, sort and page size).
                 * @example eyJvZmZzZXQiOjEwMH0
                 */
                $next?: components["parameters"]["Next"];
            };
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of the asynchronous operation, the last segment of a 202 response's `Location`.
                 * @example 7d1c5a0e-2f4b-4c1e-9a55-3f0d2b8e6c11
                 */
                operationId: components["parameters"]["OperationId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RangeLinkEditResultCollection"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getRichTextBatchEditResults: {
        parameters: {
            query?: {
                /**
                 * @description Largest number of items per page: 1 to 1000, 1000 by default (the live service's bounds). The API
                 *     summary says the service clamps larger values to its maximum; clients should not send them.
                 * @example 100
                 */
                $maxpagesize?: components["parameters"]["MaxPageSize"];
                /**
                 * @description Opaque continuation token, normally not set by hand: follow the previous page's `@nextLink`
                 *     unchanged instead (it already carries the token, filter, sort and page size).
                 * @example eyJvZmZzZXQiOjEwMH0
                 */
                $next?: components["parameters"]["Next"];
            };
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of the asynchronous operation, the last segment of a 202 response's `Location`.
                 * @example 7d1c5a0e-2f4b-4c1e-9a55-3f0d2b8e6c11
                 */
                operationId: components["parameters"]["OperationId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RichTextEditListResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getRichTextAnchorCreationResults: {
        parameters: {
            query?: {
                /**
                 * @description Largest number of items per page: 1 to 1000, 1000 by default (the live service's bounds). The API
                 *     summary says the service clamps larger values to its maximum; clients should not send them.
                 * @example 100
                 */
                $maxpagesize?: components["parameters"]["MaxPageSize"];
                /**
                 * @description Opaque continuation token, normally not set by hand: follow the previous page's `@nextLink`
                 *     unchanged instead (it already carries the token, filter, sort and page size).
                 * @example eyJvZmZzZXQiOjEwMH0
                 */
                $next?: components["parameters"]["Next"];
            };
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of the asynchronous operation, the last segment of a 202 response's `Location`.
                 * @example 7d1c5a0e-2f4b-4c1e-9a55-3f0d2b8e6c11
                 */
                operationId: components["parameters"]["OperationId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RichTextAnchorCreationResultCollection"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getRichTextDuplicationEditResults: {
        parameters: {
            query?: {
                /**
                 * @description Largest number of items per page: 1 to 1000, 1000 by default (the live service's bounds). The API
                 *     summary says the service clamps larger values to its maximum; clients should not send them.
                 * @example 100
                 */
                $maxpagesize?: components["parameters"]["MaxPageSize"];
                /**
                 * @description Opaque continuation token, normally not set by hand: follow the previous page's `@nextLink`
                 *     unchanged instead (it already carries the token, filter, sort and page size).
                 * @example eyJvZmZzZXQiOjEwMH0
                 */
                $next?: components["parameters"]["Next"];
            };
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of the asynchronous operation, the last segment of a 202 response's `Location`.
                 * @example 7d1c5a0e-2f4b-4c1e-9a55-3f0d2b8e6c11
                 */
                operationId: components["parameters"]["OperationId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RichTextDuplicationEditListResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getRichTextLinksBatchEditResults: {
        parameters: {
            query?: {
                /**
                 * @description Largest number of items per page: 1 to 1000, 1000 by default (the live service's bounds). The API
                 *     summary says the service clamps larger values to its maximum; clients should not send them.
                 * @example 100
                 */
                $maxpagesize?: components["parameters"]["MaxPageSize"];
                /**
                 * @description Opaque continuation token, normally not set by hand: follow the previous page's `@nextLink`
                 *     unchanged instead (it already carries the token, filter, sort and page size).
                 * @example eyJvZmZzZXQiOjEwMH0
                 */
                $next?: components["parameters"]["Next"];
            };
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of the asynchronous operation, the last segment of a 202 response's `Location`.
                 * @example 7d1c5a0e-2f4b-4c1e-9a55-3f0d2b8e6c11
                 */
                operationId: components["parameters"]["OperationId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RichTextLinksEditListResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getTableAnchorCreationResults: {
        parameters: {
            query?: {
                /**
                 * @description Largest number of items per page: 1 to 1000, 1000 by default (the live service's bounds). The API
                 *     summary says the service clamps larger values to its maximum; clients should not send them.
                 * @example 100
                 */
                $maxpagesize?: components["parameters"]["MaxPageSize"];
                /**
                 * @description Opaque continuation token, normally not set by hand: follow the previous page's `@nextLink`
                 *     unchanged instead (it already carries the token, filter, sort and page size).
                 * @example eyJvZmZzZXQiOjEwMH0
                 */
                $next?: components["parameters"]["Next"];
            };
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of the asynchronous operation, the last segment of a 202 response's `Location`.
                 * @example 7d1c5a0e-2f4b-4c1e-9a55-3f0d2b8e6c11
                 */
                operationId: components["parameters"]["OperationId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TableAnchorCreationResultCollection"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getTableCellEditResults: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of the asynchronous operation, the last segment of a 202 response's `Location`.
                 * @example 7d1c5a0e-2f4b-4c1e-9a55-3f0d2b8e6c11
                 */
                operationId: components["parameters"]["OperationId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TableCellEditListResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getTableLinksEditResults: {
        parameters: {
            query?: {
                /**
                 * @description Largest number of items per page: 1 to 1000, 1000 by default (the live service's bounds). The API
                 *     summary says the service clamps larger values to its maximum; clients should not send them.
                 * @example 100
                 */
                $maxpagesize?: components["parameters"]["MaxPageSize"];
                /**
                 * @description Opaque continuation token, normally not set by hand: follow the previous page's `@nextLink`
                 *     unchanged instead (it already carries the token, filter, sort and page size).
                 * @example eyJvZmZzZXQiOjEwMH0
                 */
                $next?: components["parameters"]["Next"];
            };
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of the asynchronous operation, the last segment of a 202 response's `Location`.
                 * @example 7d1c5a0e-2f4b-4c1e-9a55-3f0d2b8e6c11
                 */
                operationId: components["parameters"]["OperationId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TableLinksEditListResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getTableReapplyFilterResults: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of the asynchronous operation, the last segment of a 202 response's `Location`.
                 * @example 7d1c5a0e-2f4b-4c1e-9a55-3f0d2b8e6c11
                 */
                operationId: components["parameters"]["OperationId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TableReapplyFilterListResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getPermissions: {
        parameters: {
            query?: {
                /**
                 * @description Opaque continuation token, normally not set by hand: follow the previous page's `@nextLink`
                 *     unchanged instead (it already carries the token, filter, sort and page size).
                 * @example eyJvZmZzZXQiOjEwMH0
                 */
                $next?: components["parameters"]["Next"];
            };
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PermissionsListResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getPermissionById: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of a grantable permission.
                 * @example 1a950a60468caa782c33f1904bc28fef
                 */
                permissionId: components["parameters"]["PermissionId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Permission"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getTasks: {
        parameters: {
            query?: {
                /**
                 * @description Filter expression. Operators: `eq`, `ne`, `lt`, `gt`, `le`, `ge`, `and`, `or`, `not`, `in`. Text
                 *     values are quoted, lists are parenthesized and timestamps are ISO 8601. Which properties can be
                 *     filtered on is not documented for every list.
                 * @example status eq 'active'
                 */
                $filter?: components["parameters"]["Filter"];
                /**
                 * @description Sort order: one or more comma-separated expressions `<property> [asc|desc]` (`asc` is the default).
                 * @example name asc
                 */
                $orderBy?: components["parameters"]["OrderBy"];
                /**
                 * @description Largest number of items per page: 1 to 1000, 1000 by default (the live service's bounds). The API
                 *     summary says the service clamps larger values to its maximum; clients should not send them.
                 * @example 100
                 */
                $maxpagesize?: components["parameters"]["MaxPageSize"];
                /**
                 * @description Opaque continuation token, normally not set by hand: follow the previous page's `@nextLink`
                 *     unchanged instead (it already carries the token, filter, sort and page size).
                 * @example eyJvZmZzZXQiOjEwMH0
                 */
                $next?: components["parameters"]["Next"];
            };
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TasksListResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    createTask: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TaskInput"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Task"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getTaskById: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of a task.
                 * @example 1a950a60468caa782c33f1904bc28fef
                 */
                taskId: components["parameters"]["TaskId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Task"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    deleteTaskById: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of a task.
                 * @example 1a950a60468caa782c33f1904bc28fef
                 */
                taskId: components["parameters"]["TaskId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; the answer has no body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    partiallyUpdateTaskById: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of a task.
                 * @example 1a950a60468caa782c33f1904bc28fef
                 */
                taskId: components["parameters"]["TaskId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["JsonPatch"];
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Task"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    submitTaskAction: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of a task.
                 * @example 1a950a60468caa782c33f1904bc28fef
                 */
                taskId: components["parameters"]["TaskId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TaskAction"];
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Task"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getActivityActions: {
        parameters: {
            query?: {
                /**
                 * @description Largest number of items per page: 1 to 1000, 1000 by default (the live service's bounds). The API
                 *     summary says the service clamps larger values to its maximum; clients should not send them.
                 * @example 100
                 */
                $maxpagesize?: components["parameters"]["MaxPageSize"];
                /**
                 * @description Opaque continuation token, normally not set by hand: follow the previous page's `@nextLink`
                 *     unchanged instead (it already carries the token, filter, sort and page size).
                 * @example eyJvZmZzZXQiOjEwMH0
                 */
                $next?: components["parameters"]["Next"];
                /**
                 * @description Sort order: one or more comma-separated expressions `<property> [asc|desc]` (`asc` is the default).
                 * @example name asc
                 */
                $orderBy?: components["parameters"]["OrderBy"];
            };
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActivityActionPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The request conflicts with the resource's current state. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getActivityActionById: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of the activity action.
                 * @example com.workiva.activity.retention_policy.update
                 */
                activityActionId: components["parameters"]["ActivityActionId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActivityAction"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The request conflicts with the resource's current state. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getPrograms: {
        parameters: {
            query?: {
                /**
                 * @description Largest number of items per page: 1 to 1000, 1000 by default (the live service's bounds). The API
                 *     summary says the service clamps larger values to its maximum; clients should not send them.
                 * @example 100
                 */
                $maxpagesize?: components["parameters"]["MaxPageSize"];
                /**
                 * @description Opaque continuation token, normally not set by hand: follow the previous page's `@nextLink`
                 *     unchanged instead (it already carries the token, filter, sort and page size).
                 * @example eyJvZmZzZXQiOjEwMH0
                 */
                $next?: components["parameters"]["Next"];
                /**
                 * @description Sort order: one or more comma-separated expressions `<property> [asc|desc]` (`asc` is the default).
                 * @example name asc
                 */
                $orderBy?: components["parameters"]["OrderBy"];
                /**
                 * @description Filter expression. Operators: `eq`, `ne`, `lt`, `gt`, `le`, `ge`, `and`, `or`, `not`, `in`. Text
                 *     values are quoted, lists are parenthesized and timestamps are ISO 8601. Which properties can be
                 *     filtered on is not documented for every list.
                 * @example status eq 'active'
                 */
                $filter?: components["parameters"]["Filter"];
            };
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProgramPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The request conflicts with the resource's current state. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    createProgram: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProgramInput"];
            };
        };
        responses: {
            /** @description Created; the new resource. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Program"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The request conflicts with the resource's current state. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getProgramById: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of the program.
                 * @example 7f9b1d3e-5a7c-4d9e-8b2f-4c6e8a0b2d67
                 */
                programId: components["parameters"]["ProgramId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Program"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The request conflicts with the resource's current state. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    partiallyUpdateProgramById: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of the program.
                 * @example 7f9b1d3e-5a7c-4d9e-8b2f-4c6e8a0b2d67
                 */
                programId: components["parameters"]["ProgramId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["JsonPatch"];
            };
        };
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Program"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The request conflicts with the resource's current state. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getDimensions: {
        parameters: {
            query?: {
                /**
                 * @description Largest number of items per page: 1 to 1000, 1000 by default (the live service's bounds). The API
                 *     summary says the service clamps larger values to its maximum; clients should not send them.
                 * @example 100
                 */
                $maxpagesize?: components["parameters"]["MaxPageSize"];
                /**
                 * @description Opaque continuation token, normally not set by hand: follow the previous page's `@nextLink`
                 *     unchanged instead (it already carries the token, filter, sort and page size).
                 * @example eyJvZmZzZXQiOjEwMH0
                 */
                $next?: components["parameters"]["Next"];
                /**
                 * @description Filter expression. Operators: `eq`, `ne`, `lt`, `gt`, `le`, `ge`, `and`, `or`, `not`, `in`. Text
                 *     values are quoted, lists are parenthesized and timestamps are ISO 8601. Which properties can be
                 *     filtered on is not documented for every list.
                 * @example status eq 'active'
                 */
                $filter?: components["parameters"]["Filter"];
                /**
                 * @description Sort order: one or more comma-separated expressions `<property> [asc|desc]` (`asc` is the default).
                 * @example name asc
                 */
                $orderBy?: components["parameters"]["OrderBy"];
            };
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of the program.
                 * @example 7f9b1d3e-5a7c-4d9e-8b2f-4c6e8a0b2d67
                 */
                programId: components["parameters"]["ProgramId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DimensionPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The request conflicts with the resource's current state. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    createDimension: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of the program.
                 * @example 7f9b1d3e-5a7c-4d9e-8b2f-4c6e8a0b2d67
                 */
                programId: components["parameters"]["ProgramId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DimensionInput"];
            };
        };
        responses: {
            /** @description Created; the new resource. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Dimension"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The request conflicts with the resource's current state. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getDimensionById: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of the program.
                 * @example 7f9b1d3e-5a7c-4d9e-8b2f-4c6e8a0b2d67
                 */
                programId: components["parameters"]["ProgramId"];
                /**
                 * @description Identifier of the dimension.
                 * @example 3c5e7a9b-2d4f-4b6a-8c1e-5f7a9b0c2d23
                 */
                dimensionId: components["parameters"]["DimensionId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Dimension"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The request conflicts with the resource's current state. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    partiallyUpdateDimensionById: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of the program.
                 * @example 7f9b1d3e-5a7c-4d9e-8b2f-4c6e8a0b2d67
                 */
                programId: components["parameters"]["ProgramId"];
                /**
                 * @description Identifier of the dimension.
                 * @example 3c5e7a9b-2d4f-4b6a-8c1e-5f7a9b0c2d23
                 */
                dimensionId: components["parameters"]["DimensionId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["JsonPatch"];
            };
        };
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Dimension"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The request conflicts with the resource's current state. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getMetrics: {
        parameters: {
            query?: {
                /**
                 * @description Largest number of items per page: 1 to 1000, 1000 by default (the live service's bounds). The API
                 *     summary says the service clamps larger values to its maximum; clients should not send them.
                 * @example 100
                 */
                $maxpagesize?: components["parameters"]["MaxPageSize"];
                /**
                 * @description Opaque continuation token, normally not set by hand: follow the previous page's `@nextLink`
                 *     unchanged instead (it already carries the token, filter, sort and page size).
                 * @example eyJvZmZzZXQiOjEwMH0
                 */
                $next?: components["parameters"]["Next"];
                /**
                 * @description Sort order: one or more comma-separated expressions `<property> [asc|desc]` (`asc` is the default).
                 * @example name asc
                 */
                $orderBy?: components["parameters"]["OrderBy"];
                /**
                 * @description Filter expression. Operators: `eq`, `ne`, `lt`, `gt`, `le`, `ge`, `and`, `or`, `not`, `in`. Text
                 *     values are quoted, lists are parenthesized and timestamps are ISO 8601. Which properties can be
                 *     filtered on is not documented for every list.
                 * @example status eq 'active'
                 */
                $filter?: components["parameters"]["Filter"];
            };
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of the program.
                 * @example 7f9b1d3e-5a7c-4d9e-8b2f-4c6e8a0b2d67
                 */
                programId: components["parameters"]["ProgramId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MetricPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The request conflicts with the resource's current state. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    createMetric: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of the program.
                 * @example 7f9b1d3e-5a7c-4d9e-8b2f-4c6e8a0b2d67
                 */
                programId: components["parameters"]["ProgramId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MetricInput"];
            };
        };
        responses: {
            /** @description Created; the new resource. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Metric"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The request conflicts with the resource's current state. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getMetricById: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of the program.
                 * @example 7f9b1d3e-5a7c-4d9e-8b2f-4c6e8a0b2d67
                 */
                programId: components["parameters"]["ProgramId"];
                /**
                 * @description Identifier of the metric.
                 * @example 1a3c5e7f-9b1d-4c3e-8f5a-7d9f1b3d5e89
                 */
                metricId: components["parameters"]["MetricId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Metric"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The request conflicts with the resource's current state. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    deleteMetricById: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of the program.
                 * @example 7f9b1d3e-5a7c-4d9e-8b2f-4c6e8a0b2d67
                 */
                programId: components["parameters"]["ProgramId"];
                /**
                 * @description Identifier of the metric.
                 * @example 1a3c5e7f-9b1d-4c3e-8f5a-7d9f1b3d5e89
                 */
                metricId: components["parameters"]["MetricId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The request conflicts with the resource's current state. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    partiallyUpdateMetricById: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of the program.
                 * @example 7f9b1d3e-5a7c-4d9e-8b2f-4c6e8a0b2d67
                 */
                programId: components["parameters"]["ProgramId"];
                /**
                 * @description Identifier of the metric.
                 * @example 1a3c5e7f-9b1d-4c3e-8f5a-7d9f1b3d5e89
                 */
                metricId: components["parameters"]["MetricId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["JsonPatch"];
            };
        };
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Metric"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The request conflicts with the resource's current state. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getValues: {
        parameters: {
            query?: {
                /**
                 * @description Largest number of items per page: 1 to 1000, 1000 by default (the live service's bounds). The API
                 *     summary says the service clamps larger values to its maximum; clients should not send them.
                 * @example 100
                 */
                $maxpagesize?: components["parameters"]["MaxPageSize"];
                /**
                 * @description Opaque continuation token, normally not set by hand: follow the previous page's `@nextLink`
                 *     unchanged instead (it already carries the token, filter, sort and page size).
                 * @example eyJvZmZzZXQiOjEwMH0
                 */
                $next?: components["parameters"]["Next"];
                /**
                 * @description Filter expression. Operators: `eq`, `ne`, `lt`, `gt`, `le`, `ge`, `and`, `or`, `not`, `in`. Text
                 *     values are quoted, lists are parenthesized and timestamps are ISO 8601. Which properties can be
                 *     filtered on is not documented for every list.
                 * @example status eq 'active'
                 */
                $filter?: components["parameters"]["Filter"];
                /**
                 * @description Sort order: one or more comma-separated expressions `<property> [asc|desc]` (`asc` is the default).
                 * @example name asc
                 */
                $orderBy?: components["parameters"]["OrderBy"];
            };
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of the program.
                 * @example 7f9b1d3e-5a7c-4d9e-8b2f-4c6e8a0b2d67
                 */
                programId: components["parameters"]["ProgramId"];
                /**
                 * @description Identifier of the metric.
                 * @example 1a3c5e7f-9b1d-4c3e-8f5a-7d9f1b3d5e89
                 */
                metricId: components["parameters"]["MetricId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MetricValuePage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The request conflicts with the resource's current state. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    createValue: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of the program.
                 * @example 7f9b1d3e-5a7c-4d9e-8b2f-4c6e8a0b2d67
                 */
                programId: components["parameters"]["ProgramId"];
                /**
                 * @description Identifier of the metric.
                 * @example 1a3c5e7f-9b1d-4c3e-8f5a-7d9f1b3d5e89
                 */
                metricId: components["parameters"]["MetricId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MetricValueInput"];
            };
        };
        responses: {
            /** @description Created; the new resource. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MetricValue"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The request conflicts with the resource's current state. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getMetricValueById: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of the program.
                 * @example 7f9b1d3e-5a7c-4d9e-8b2f-4c6e8a0b2d67
                 */
                programId: components["parameters"]["ProgramId"];
                /**
                 * @description Identifier of the metric.
                 * @example 1a3c5e7f-9b1d-4c3e-8f5a-7d9f1b3d5e89
                 */
                metricId: components["parameters"]["MetricId"];
                /**
                 * @description Identifier of the metric value.
                 * @example 2b4d6f8a-0c2e-4a4b-9d6f-8a0c2e4f6a56
                 */
                metricValueId: components["parameters"]["MetricValueId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MetricValue"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The request conflicts with the resource's current state. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    deleteMetricValueById: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of the program.
                 * @example 7f9b1d3e-5a7c-4d9e-8b2f-4c6e8a0b2d67
                 */
                programId: components["parameters"]["ProgramId"];
                /**
                 * @description Identifier of the metric.
                 * @example 1a3c5e7f-9b1d-4c3e-8f5a-7d9f1b3d5e89
                 */
                metricId: components["parameters"]["MetricId"];
                /**
                 * @description Identifier of the metric value.
                 * @example 2b4d6f8a-0c2e-4a4b-9d6f-8a0c2e4f6a56
                 */
                metricValueId: components["parameters"]["MetricValueId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The request conflicts with the resource's current state. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    partiallyUpdateMetricValueById: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of the program.
                 * @example 7f9b1d3e-5a7c-4d9e-8b2f-4c6e8a0b2d67
                 */
                programId: components["parameters"]["ProgramId"];
                /**
                 * @description Identifier of the metric.
                 * @example 1a3c5e7f-9b1d-4c3e-8f5a-7d9f1b3d5e89
                 */
                metricId: components["parameters"]["MetricId"];
                /**
                 * @description Identifier of the metric value.
                 * @example 2b4d6f8a-0c2e-4a4b-9d6f-8a0c2e4f6a56
                 */
                metricValueId: components["parameters"]["MetricValueId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["JsonPatch"];
            };
        };
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MetricValue"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The request conflicts with the resource's current state. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    batchDeletionMetricValues: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of the program.
                 * @example 7f9b1d3e-5a7c-4d9e-8b2f-4c6e8a0b2d67
                 */
                programId: components["parameters"]["ProgramId"];
                /**
                 * @description Identifier of the metric.
                 * @example 1a3c5e7f-9b1d-4c3e-8f5a-7d9f1b3d5e89
                 */
                metricId: components["parameters"]["MetricId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MetricValueIdentifier"];
            };
        };
        responses: {
            /** @description Done; no body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The request conflicts with the resource's current state. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    batchUpsertionMetricValues: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of the program.
                 * @example 7f9b1d3e-5a7c-4d9e-8b2f-4c6e8a0b2d67
                 */
                programId: components["parameters"]["ProgramId"];
                /**
                 * @description Identifier of the metric.
                 * @example 1a3c5e7f-9b1d-4c3e-8f5a-7d9f1b3d5e89
                 */
                metricId: components["parameters"]["MetricId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MetricValueUpsertion"];
            };
        };
        responses: {
            202: components["responses"]["Accepted"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The request conflicts with the resource's current state. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getProgramPermissions: {
        parameters: {
            query?: {
                /**
                 * @description Filter expression. Operators: `eq`, `ne`, `lt`, `gt`, `le`, `ge`, `and`, `or`, `not`, `in`. Text
                 *     values are quoted, lists are parenthesized and timestamps are ISO 8601. Which properties can be
                 *     filtered on is not documented for every list.
                 * @example status eq 'active'
                 */
                $filter?: components["parameters"]["Filter"];
                /**
                 * @description Largest number of items per page: 1 to 1000, 1000 by default (the live service's bounds). The API
                 *     summary says the service clamps larger values to its maximum; clients should not send them.
                 * @example 100
                 */
                $maxpagesize?: components["parameters"]["MaxPageSize"];
                /**
                 * @description Opaque continuation token, normally not set by hand: follow the previous page's `@nextLink`
                 *     unchanged instead (it already carries the token, filter, sort and page size).
                 * @example eyJvZmZzZXQiOjEwMH0
                 */
                $next?: components["parameters"]["Next"];
            };
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of the program.
                 * @example 7f9b1d3e-5a7c-4d9e-8b2f-4c6e8a0b2d67
                 */
                programId: components["parameters"]["ProgramId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProgramPermissionPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The request conflicts with the resource's current state. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    programPermissionsModification: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of the program.
                 * @example 7f9b1d3e-5a7c-4d9e-8b2f-4c6e8a0b2d67
                 */
                programId: components["parameters"]["ProgramId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProgramPermissionsModificationInput"];
            };
        };
        responses: {
            /** @description Done; no body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The request conflicts with the resource's current state. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getTopics: {
        parameters: {
            query?: {
                /**
                 * @description Largest number of items per page: 1 to 1000, 1000 by default (the live service's bounds). The API
                 *     summary says the service clamps larger values to its maximum; clients should not send them.
                 * @example 100
                 */
                $maxpagesize?: components["parameters"]["MaxPageSize"];
                /**
                 * @description Opaque continuation token, normally not set by hand: follow the previous page's `@nextLink`
                 *     unchanged instead (it already carries the token, filter, sort and page size).
                 * @example eyJvZmZzZXQiOjEwMH0
                 */
                $next?: components["parameters"]["Next"];
                /**
                 * @description Filter expression. Operators: `eq`, `ne`, `lt`, `gt`, `le`, `ge`, `and`, `or`, `not`, `in`. Text
                 *     values are quoted, lists are parenthesized and timestamps are ISO 8601. Which properties can be
                 *     filtered on is not documented for every list.
                 * @example status eq 'active'
                 */
                $filter?: components["parameters"]["Filter"];
                /**
                 * @description Sort order: one or more comma-separated expressions `<property> [asc|desc]` (`asc` is the default).
                 * @example name asc
                 */
                $orderBy?: components["parameters"]["OrderBy"];
            };
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of the program.
                 * @example 7f9b1d3e-5a7c-4d9e-8b2f-4c6e8a0b2d67
                 */
                programId: components["parameters"]["ProgramId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TopicPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The request conflicts with the resource's current state. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    createTopic: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of the program.
                 * @example 7f9b1d3e-5a7c-4d9e-8b2f-4c6e8a0b2d67
                 */
                programId: components["parameters"]["ProgramId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TopicInput"];
            };
        };
        responses: {
            /** @description Created; the new resource. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Topic"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The request conflicts with the resource's current state. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getTopicById: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of the program.
                 * @example 7f9b1d3e-5a7c-4d9e-8b2f-4c6e8a0b2d67
                 */
                programId: components["parameters"]["ProgramId"];
                /**
                 * @description Identifier of the topic.
                 * @example 4e6a8c0d-2f4b-4f6a-9c8e-0b2d4f6a8c78
                 */
                topicId: components["parameters"]["TopicId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Topic"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The request conflicts with the resource's current state. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    deleteTopicById: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of the program.
                 * @example 7f9b1d3e-5a7c-4d9e-8b2f-4c6e8a0b2d67
                 */
                programId: components["parameters"]["ProgramId"];
                /**
                 * @description Identifier of the topic.
                 * @example 4e6a8c0d-2f4b-4f6a-9c8e-0b2d4f6a8c78
                 */
                topicId: components["parameters"]["TopicId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The request conflicts with the resource's current state. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    partiallyUpdateTopicById: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of the program.
                 * @example 7f9b1d3e-5a7c-4d9e-8b2f-4c6e8a0b2d67
                 */
                programId: components["parameters"]["ProgramId"];
                /**
                 * @description Identifier of the topic.
                 * @example 4e6a8c0d-2f4b-4f6a-9c8e-0b2d4f6a8c78
                 */
                topicId: components["parameters"]["TopicId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["JsonPatch"];
            };
        };
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Topic"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The request conflicts with the resource's current state. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getOrganizationById: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier (a UUID) of the organization.
                 * @example 6cf764cf-ca59-43c5-b0e6-58c6862c38f0
                 */
                organizationId: components["parameters"]["OrganizationId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Organization"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The request conflicts with the resource's current state. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    partiallyUpdateOrganizationById: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier (a UUID) of the organization.
                 * @example 6cf764cf-ca59-43c5-b0e6-58c6862c38f0
                 */
                organizationId: components["parameters"]["OrganizationId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["JsonPatch"];
            };
        };
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Organization"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The request conflicts with the resource's current state. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getOrganizationRoles: {
        parameters: {
            query?: {
                /**
                 * @description Opaque continuation token, normally not set by hand: follow the previous page's `@nextLink`
                 *     unchanged instead (it already carries the token, filter, sort and page size).
                 * @example eyJvZmZzZXQiOjEwMH0
                 */
                $next?: components["parameters"]["Next"];
            };
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier (a UUID) of the organization.
                 * @example 6cf764cf-ca59-43c5-b0e6-58c6862c38f0
                 */
                organizationId: components["parameters"]["OrganizationId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrganizationRolePage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The request conflicts with the resource's current state. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getOrganizationSolutions: {
        parameters: {
            query?: {
                /**
                 * @description Opaque continuation token, normally not set by hand: follow the previous page's `@nextLink`
                 *     unchanged instead (it already carries the token, filter, sort and page size).
                 * @example eyJvZmZzZXQiOjEwMH0
                 */
                $next?: components["parameters"]["Next"];
            };
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier (a UUID) of the organization.
                 * @example 6cf764cf-ca59-43c5-b0e6-58c6862c38f0
                 */
                organizationId: components["parameters"]["OrganizationId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrganizationSolutionPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The request conflicts with the resource's current state. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getOrganizationUsers: {
        parameters: {
            query?: {
                /**
                 * @description Largest number of items per page: 1 to 1000, 1000 by default (the live service's bounds). The API
                 *     summary says the service clamps larger values to its maximum; clients should not send them.
                 * @example 100
                 */
                $maxpagesize?: components["parameters"]["MaxPageSize"];
                /**
                 * @description Opaque continuation token, normally not set by hand: follow the previous page's `@nextLink`
                 *     unchanged instead (it already carries the token, filter, sort and page size).
                 * @example eyJvZmZzZXQiOjEwMH0
                 */
                $next?: components["parameters"]["Next"];
                /**
                 * @description Filter expression. Operators: `eq`, `ne`, `lt`, `gt`, `le`, `ge`, `and`, `or`, `not`, `in`. Text
                 *     values are quoted, lists are parenthesized and timestamps are ISO 8601. Which properties can be
                 *     filtered on is not documented for every list.
                 * @example status eq 'active'
                 */
                $filter?: components["parameters"]["Filter"];
            };
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier (a UUID) of the organization.
                 * @example 6cf764cf-ca59-43c5-b0e6-58c6862c38f0
                 */
                organizationId: components["parameters"]["OrganizationId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrganizationUserPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The request conflicts with the resource's current state. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    createOrganizationUser: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier (a UUID) of the organization.
                 * @example 6cf764cf-ca59-43c5-b0e6-58c6862c38f0
                 */
                organizationId: components["parameters"]["OrganizationId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrganizationUserInput"];
            };
        };
        responses: {
            /** @description Created; the new resource. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrganizationUser"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The request conflicts with the resource's current state. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    assignUserToOrganization: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier (a UUID) of the organization.
                 * @example 6cf764cf-ca59-43c5-b0e6-58c6862c38f0
                 */
                organizationId: components["parameters"]["OrganizationId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrganizationUserAssignment"];
            };
        };
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrganizationUser"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The request conflicts with the resource's current state. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getOrganizationUserById: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier (a UUID) of the organization.
                 * @example 6cf764cf-ca59-43c5-b0e6-58c6862c38f0
                 */
                organizationId: components["parameters"]["OrganizationId"];
                /**
                 * @description Identifier of the user.
                 * @example 8e2f4a6c-1b3d-4f5e-9a7c-2d4e6f8a0b12
                 */
                userId: components["parameters"]["UserId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrganizationUser"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The request conflicts with the resource's current state. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    deleteOrganizationUserById: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier (a UUID) of the organization.
                 * @example 6cf764cf-ca59-43c5-b0e6-58c6862c38f0
                 */
                organizationId: components["parameters"]["OrganizationId"];
                /**
                 * @description Identifier of the user.
                 * @example 8e2f4a6c-1b3d-4f5e-9a7c-2d4e6f8a0b12
                 */
                userId: components["parameters"]["UserId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The request conflicts with the resource's current state. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    partiallyUpdateOrganizationUserById: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier (a UUID) of the organization.
                 * @example 6cf764cf-ca59-43c5-b0e6-58c6862c38f0
                 */
                organizationId: components["parameters"]["OrganizationId"];
                /**
                 * @description Identifier of the user.
                 * @example 8e2f4a6c-1b3d-4f5e-9a7c-2d4e6f8a0b12
                 */
                userId: components["parameters"]["UserId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["JsonPatch"];
            };
        };
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrganizationUser"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The request conflicts with the resource's current state. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getOrganizationUserRoleList: {
        parameters: {
            query?: {
                /**
                 * @description Opaque continuation token, normally not set by hand: follow the previous page's `@nextLink`
                 *     unchanged instead (it already carries the token, filter, sort and page size).
                 * @example eyJvZmZzZXQiOjEwMH0
                 */
                $next?: components["parameters"]["Next"];
            };
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier (a UUID) of the organization.
                 * @example 6cf764cf-ca59-43c5-b0e6-58c6862c38f0
                 */
                organizationId: components["parameters"]["OrganizationId"];
                /**
                 * @description Identifier of the user.
                 * @example 8e2f4a6c-1b3d-4f5e-9a7c-2d4e6f8a0b12
                 */
                userId: components["parameters"]["UserId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrganizationRolePage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The request conflicts with the resource's current state. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    assignOrganizationUserRoles: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier (a UUID) of the organization.
                 * @example 6cf764cf-ca59-43c5-b0e6-58c6862c38f0
                 */
                organizationId: components["parameters"]["OrganizationId"];
                /**
                 * @description Identifier of the user.
                 * @example 8e2f4a6c-1b3d-4f5e-9a7c-2d4e6f8a0b12
                 */
                userId: components["parameters"]["UserId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrganizationRolesModification"];
            };
        };
        responses: {
            202: components["responses"]["Accepted"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The request conflicts with the resource's current state. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    revokeOrganizationUserRoles: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier (a UUID) of the organization.
                 * @example 6cf764cf-ca59-43c5-b0e6-58c6862c38f0
                 */
                organizationId: components["parameters"]["OrganizationId"];
                /**
                 * @description Identifier of the user.
                 * @example 8e2f4a6c-1b3d-4f5e-9a7c-2d4e6f8a0b12
                 */
                userId: components["parameters"]["UserId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrganizationRolesModification"];
            };
        };
        responses: {
            202: components["responses"]["Accepted"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The request conflicts with the resource's current state. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getWorkspaces: {
        parameters: {
            query?: {
                /**
                 * @description Largest number of items per page: 1 to 1000, 1000 by default (the live service's bounds). The API
                 *     summary says the service clamps larger values to its maximum; clients should not send them.
                 * @example 100
                 */
                $maxpagesize?: components["parameters"]["MaxPageSize"];
                /**
                 * @description Opaque continuation token, normally not set by hand: follow the previous page's `@nextLink`
                 *     unchanged instead (it already carries the token, filter, sort and page size).
                 * @example eyJvZmZzZXQiOjEwMH0
                 */
                $next?: components["parameters"]["Next"];
                /**
                 * @description Related members to include in the answer, by name (for example `attachments`).
                 * @example relationships
                 */
                $expand?: components["parameters"]["RelatedExpand"];
            };
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier (a UUID) of the organization.
                 * @example 6cf764cf-ca59-43c5-b0e6-58c6862c38f0
                 */
                organizationId: components["parameters"]["OrganizationId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WorkspacePage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The request conflicts with the resource's current state. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    createWorkspace: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier (a UUID) of the organization.
                 * @example 6cf764cf-ca59-43c5-b0e6-58c6862c38f0
                 */
                organizationId: components["parameters"]["OrganizationId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WorkspaceInput"];
            };
        };
        responses: {
            /** @description Created; the new resource. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Workspace"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The request conflicts with the resource's current state. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getWorkspaceGroups: {
        parameters: {
            query?: {
                /**
                 * @description Largest number of items per page: 1 to 1000, 1000 by default (the live service's bounds). The API
                 *     summary says the service clamps larger values to its maximum; clients should not send them.
                 * @example 100
                 */
                $maxpagesize?: components["parameters"]["MaxPageSize"];
                /**
                 * @description Opaque continuation token, normally not set by hand: follow the previous page's `@nextLink`
                 *     unchanged instead (it already carries the token, filter, sort and page size).
                 * @example eyJvZmZzZXQiOjEwMH0
                 */
                $next?: components["parameters"]["Next"];
                /**
                 * @description Filter expression. Operators: `eq`, `ne`, `lt`, `gt`, `le`, `ge`, `and`, `or`, `not`, `in`. Text
                 *     values are quoted, lists are parenthesized and timestamps are ISO 8601. Which properties can be
                 *     filtered on is not documented for every list.
                 * @example status eq 'active'
                 */
                $filter?: components["parameters"]["Filter"];
            };
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier (a UUID) of the organization.
                 * @example 6cf764cf-ca59-43c5-b0e6-58c6862c38f0
                 */
                organizationId: components["parameters"]["OrganizationId"];
                /**
                 * @description Identifier of the workspace within the organization.
                 * @example 4267b0a3-2005-4652-921f-37a357cd3d32
                 */
                workspaceId: components["parameters"]["WorkspaceId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WorkspaceGroupPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The request conflicts with the resource's current state. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    createWorkspaceGroup: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier (a UUID) of the organization.
                 * @example 6cf764cf-ca59-43c5-b0e6-58c6862c38f0
                 */
                organizationId: components["parameters"]["OrganizationId"];
                /**
                 * @description Identifier of the workspace within the organization.
                 * @example 4267b0a3-2005-4652-921f-37a357cd3d32
                 */
                workspaceId: components["parameters"]["WorkspaceId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WorkspaceGroupInput"];
            };
        };
        responses: {
            /** @description Created; the new resource. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WorkspaceGroup"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The request conflicts with the resource's current state. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getWorkspaceGroupById: {
        parameters: {
            query?: {
                /**
                 * @description Related members to include in the answer, by name (for example `attachments`).
                 * @example relationships
                 */
                $expand?: components["parameters"]["RelatedExpand"];
            };
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier (a UUID) of the organization.
                 * @example 6cf764cf-ca59-43c5-b0e6-58c6862c38f0
                 */
                organizationId: components["parameters"]["OrganizationId"];
                /**
                 * @description Identifier of the workspace within the organization.
                 * @example 4267b0a3-2005-4652-921f-37a357cd3d32
                 */
                workspaceId: components["parameters"]["WorkspaceId"];
                /**
                 * @description Identifier of the group.
                 * @example V0ZHcm91cB5XRkdyb3VwOkFMTF9VU0VSUznxMjD1NTVyNDg3
                 */
                groupId: components["parameters"]["GroupId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WorkspaceGroup"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The request conflicts with the resource's current state. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    deleteWorkspaceGroupById: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier (a UUID) of the organization.
                 * @example 6cf764cf-ca59-43c5-b0e6-58c6862c38f0
                 */
                organizationId: components["parameters"]["OrganizationId"];
                /**
                 * @description Identifier of the workspace within the organization.
                 * @example 4267b0a3-2005-4652-921f-37a357cd3d32
                 */
                workspaceId: components["parameters"]["WorkspaceId"];
                /**
                 * @description Identifier of the group.
                 * @example V0ZHcm91cB5XRkdyb3VwOkFMTF9VU0VSUznxMjD1NTVyNDg3
                 */
                groupId: components["parameters"]["GroupId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The request conflicts with the resource's current state. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    partiallyUpdateWorkspaceGroupById: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier (a UUID) of the organization.
                 * @example 6cf764cf-ca59-43c5-b0e6-58c6862c38f0
                 */
                organizationId: components["parameters"]["OrganizationId"];
                /**
                 * @description Identifier of the workspace within the organization.
                 * @example 4267b0a3-2005-4652-921f-37a357cd3d32
                 */
                workspaceId: components["parameters"]["WorkspaceId"];
                /**
                 * @description Identifier of the group.
                 * @example V0ZHcm91cB5XRkdyb3VwOkFMTF9VU0VSUznxMjD1NTVyNDg3
                 */
                groupId: components["parameters"]["GroupId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["JsonPatch"];
            };
        };
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WorkspaceGroup"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The request conflicts with the resource's current state. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getWorkspaceGroupMembers: {
        parameters: {
            query?: {
                /**
                 * @description Largest number of items per page: 1 to 1000, 1000 by default (the live service's bounds). The API
                 *     summary says the service clamps larger values to its maximum; clients should not send them.
                 * @example 100
                 */
                $maxpagesize?: components["parameters"]["MaxPageSize"];
                /**
                 * @description Opaque continuation token, normally not set by hand: follow the previous page's `@nextLink`
                 *     unchanged instead (it already carries the token, filter, sort and page size).
                 * @example eyJvZmZzZXQiOjEwMH0
                 */
                $next?: components["parameters"]["Next"];
            };
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier (a UUID) of the organization.
                 * @example 6cf764cf-ca59-43c5-b0e6-58c6862c38f0
                 */
                organizationId: components["parameters"]["OrganizationId"];
                /**
                 * @description Identifier of the workspace within the organization.
                 * @example 4267b0a3-2005-4652-921f-37a357cd3d32
                 */
                workspaceId: components["parameters"]["WorkspaceId"];
                /**
                 * @description Identifier of the group.
                 * @example V0ZHcm91cB5XRkdyb3VwOkFMTF9VU0VSUznxMjD1NTVyNDg3
                 */
                groupId: components["parameters"]["GroupId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WorkspaceGroupMemberPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The request conflicts with the resource's current state. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    modifyWorkspaceGroupMembers: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier (a UUID) of the organization.
                 * @example 6cf764cf-ca59-43c5-b0e6-58c6862c38f0
                 */
                organizationId: components["parameters"]["OrganizationId"];
                /**
                 * @description Identifier of the workspace within the organization.
                 * @example 4267b0a3-2005-4652-921f-37a357cd3d32
                 */
                workspaceId: components["parameters"]["WorkspaceId"];
                /**
                 * @description Identifier of the group.
                 * @example V0ZHcm91cB5XRkdyb3VwOkFMTF9VU0VSUznxMjD1NTVyNDg3
                 */
                groupId: components["parameters"]["GroupId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BulkWorkspaceGroupMembersModification"];
            };
        };
        responses: {
            /** @description Done; no body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The request conflicts with the resource's current state. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getWorkspaceMemberships: {
        parameters: {
            query?: {
                /**
                 * @description Filter expression. Operators: `eq`, `ne`, `lt`, `gt`, `le`, `ge`, `and`, `or`, `not`, `in`. Text
                 *     values are quoted, lists are parenthesized and timestamps are ISO 8601. Which properties can be
                 *     filtered on is not documented for every list.
                 * @example status eq 'active'
                 */
                $filter?: components["parameters"]["Filter"];
                /**
                 * @description Largest number of items per page: 1 to 1000, 1000 by default (the live service's bounds). The API
                 *     summary says the service clamps larger values to its maximum; clients should not send them.
                 * @example 100
                 */
                $maxpagesize?: components["parameters"]["MaxPageSize"];
                /**
                 * @description Opaque continuation token, normally not set by hand: follow the previous page's `@nextLink`
                 *     unchanged instead (it already carries the token, filter, sort and page size).
                 * @example eyJvZmZzZXQiOjEwMH0
                 */
                $next?: components["parameters"]["Next"];
            };
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier (a UUID) of the organization.
                 * @example 6cf764cf-ca59-43c5-b0e6-58c6862c38f0
                 */
                organizationId: components["parameters"]["OrganizationId"];
                /**
                 * @description Identifier of the workspace within the organization.
                 * @example 4267b0a3-2005-4652-921f-37a357cd3d32
                 */
                workspaceId: components["parameters"]["WorkspaceId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WorkspaceMembershipPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The request conflicts with the resource's current state. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    createWorkspaceMembership: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier (a UUID) of the organization.
                 * @example 6cf764cf-ca59-43c5-b0e6-58c6862c38f0
                 */
                organizationId: components["parameters"]["OrganizationId"];
                /**
                 * @description Identifier of the workspace within the organization.
                 * @example 4267b0a3-2005-4652-921f-37a357cd3d32
                 */
                workspaceId: components["parameters"]["WorkspaceId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WorkspaceMembershipInput"];
            };
        };
        responses: {
            /** @description Created; the new resource. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WorkspaceMembership"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The request conflicts with the resource's current state. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    workspaceMembershipCreationWithOptions: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier (a UUID) of the organization.
                 * @example 6cf764cf-ca59-43c5-b0e6-58c6862c38f0
                 */
                organizationId: components["parameters"]["OrganizationId"];
                /**
                 * @description Identifier of the workspace within the organization.
                 * @example 4267b0a3-2005-4652-921f-37a357cd3d32
                 */
                workspaceId: components["parameters"]["WorkspaceId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WorkspaceMembershipCreation"];
            };
        };
        responses: {
            /** @description Created; the new resource. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WorkspaceMembership"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The request conflicts with the resource's current state. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getWorkspaceMembershipById: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier (a UUID) of the organization.
                 * @example 6cf764cf-ca59-43c5-b0e6-58c6862c38f0
                 */
                organizationId: components["parameters"]["OrganizationId"];
                /**
                 * @description Identifier of the workspace within the organization.
                 * @example 4267b0a3-2005-4652-921f-37a357cd3d32
                 */
                workspaceId: components["parameters"]["WorkspaceId"];
                /**
                 * @description Identifier of the workspace membership.
                 * @example 9a1c3e5f-7b9d-4e1f-8a3c-6e8f0a2b4c45
                 */
                workspaceMembershipId: components["parameters"]["WorkspaceMembershipId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WorkspaceMembership"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The request conflicts with the resource's current state. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    deleteWorkspaceMembershipById: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier (a UUID) of the organization.
                 * @example 6cf764cf-ca59-43c5-b0e6-58c6862c38f0
                 */
                organizationId: components["parameters"]["OrganizationId"];
                /**
                 * @description Identifier of the workspace within the organization.
                 * @example 4267b0a3-2005-4652-921f-37a357cd3d32
                 */
                workspaceId: components["parameters"]["WorkspaceId"];
                /**
                 * @description Identifier of the workspace membership.
                 * @example 9a1c3e5f-7b9d-4e1f-8a3c-6e8f0a2b4c45
                 */
                workspaceMembershipId: components["parameters"]["WorkspaceMembershipId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The request conflicts with the resource's current state. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getOrganizationWorkspaceMembershipRoles: {
        parameters: {
            query?: {
                /**
                 * @description Opaque continuation token, normally not set by hand: follow the previous page's `@nextLink`
                 *     unchanged instead (it already carries the token, filter, sort and page size).
                 * @example eyJvZmZzZXQiOjEwMH0
                 */
                $next?: components["parameters"]["Next"];
            };
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier (a UUID) of the organization.
                 * @example 6cf764cf-ca59-43c5-b0e6-58c6862c38f0
                 */
                organizationId: components["parameters"]["OrganizationId"];
                /**
                 * @description Identifier of the workspace within the organization.
                 * @example 4267b0a3-2005-4652-921f-37a357cd3d32
                 */
                workspaceId: components["parameters"]["WorkspaceId"];
                /**
                 * @description Identifier of the workspace membership.
                 * @example 9a1c3e5f-7b9d-4e1f-8a3c-6e8f0a2b4c45
                 */
                workspaceMembershipId: components["parameters"]["WorkspaceMembershipId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WorkspaceMembershipRolePage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The request conflicts with the resource's current state. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    assignWorkspaceMembershipRoles: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier (a UUID) of the organization.
                 * @example 6cf764cf-ca59-43c5-b0e6-58c6862c38f0
                 */
                organizationId: components["parameters"]["OrganizationId"];
                /**
                 * @description Identifier of the workspace within the organization.
                 * @example 4267b0a3-2005-4652-921f-37a357cd3d32
                 */
                workspaceId: components["parameters"]["WorkspaceId"];
                /**
                 * @description Identifier of the workspace membership.
                 * @example 9a1c3e5f-7b9d-4e1f-8a3c-6e8f0a2b4c45
                 */
                workspaceMembershipId: components["parameters"]["WorkspaceMembershipId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WorkspaceRolesModification"];
            };
        };
        responses: {
            202: components["responses"]["Accepted"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The request conflicts with the resource's current state. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    revokeWorkspaceMembershipRoles: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier (a UUID) of the organization.
                 * @example 6cf764cf-ca59-43c5-b0e6-58c6862c38f0
                 */
                organizationId: components["parameters"]["OrganizationId"];
                /**
                 * @description Identifier of the workspace within the organization.
                 * @example 4267b0a3-2005-4652-921f-37a357cd3d32
                 */
                workspaceId: components["parameters"]["WorkspaceId"];
                /**
                 * @description Identifier of the workspace membership.
                 * @example 9a1c3e5f-7b9d-4e1f-8a3c-6e8f0a2b4c45
                 */
                workspaceMembershipId: components["parameters"]["WorkspaceMembershipId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WorkspaceRolesModification"];
            };
        };
        responses: {
            202: components["responses"]["Accepted"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The request conflicts with the resource's current state. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getOrganizationWorkspaceRoles: {
        parameters: {
            query?: {
                /**
                 * @description Opaque continuation token, normally not set by hand: follow the previous page's `@nextLink`
                 *     unchanged instead (it already carries the token, filter, sort and page size).
                 * @example eyJvZmZzZXQiOjEwMH0
                 */
                $next?: components["parameters"]["Next"];
            };
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier (a UUID) of the organization.
                 * @example 6cf764cf-ca59-43c5-b0e6-58c6862c38f0
                 */
                organizationId: components["parameters"]["OrganizationId"];
                /**
                 * @description Identifier of the workspace within the organization.
                 * @example 4267b0a3-2005-4652-921f-37a357cd3d32
                 */
                workspaceId: components["parameters"]["WorkspaceId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WorkspaceRolePage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The request conflicts with the resource's current state. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getWorkspaceSolutions: {
        parameters: {
            query?: {
                /**
                 * @description Opaque continuation token, normally not set by hand: follow the previous page's `@nextLink`
                 *     unchanged instead (it already carries the token, filter, sort and page size).
                 * @example eyJvZmZzZXQiOjEwMH0
                 */
                $next?: components["parameters"]["Next"];
            };
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier (a UUID) of the organization.
                 * @example 6cf764cf-ca59-43c5-b0e6-58c6862c38f0
                 */
                organizationId: components["parameters"]["OrganizationId"];
                /**
                 * @description Identifier of the workspace within the organization.
                 * @example 4267b0a3-2005-4652-921f-37a357cd3d32
                 */
                workspaceId: components["parameters"]["WorkspaceId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WorkspaceSolutionPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The request conflicts with the resource's current state. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getWorkspaceSolutionsByID: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier (a UUID) of the organization.
                 * @example 6cf764cf-ca59-43c5-b0e6-58c6862c38f0
                 */
                organizationId: components["parameters"]["OrganizationId"];
                /**
                 * @description Identifier of the workspace within the organization.
                 * @example 4267b0a3-2005-4652-921f-37a357cd3d32
                 */
                workspaceId: components["parameters"]["WorkspaceId"];
                /**
                 * @description Identifier of the solution.
                 * @example 5b0e6d2a-8c3f-4a71-9e24-1f6b7c8d9a01
                 */
                solutionId: components["parameters"]["SolutionId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Solution"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The request conflicts with the resource's current state. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getBatchUpsertionMetricValuesResults: {
        parameters: {
            query?: {
                /**
                 * @description Largest number of items per page: 1 to 1000, 1000 by default (the live service's bounds). The API
                 *     summary says the service clamps larger values to its maximum; clients should not send them.
                 * @example 100
                 */
                $maxpagesize?: components["parameters"]["MaxPageSize"];
                /**
                 * @description Opaque continuation token, normally not set by hand: follow the previous page's `@nextLink`
                 *     unchanged instead (it already carries the token, filter, sort and page size).
                 * @example eyJvZmZzZXQiOjEwMH0
                 */
                $next?: components["parameters"]["Next"];
            };
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of the asynchronous operation, the last segment of a 202 response's `Location`.
                 * @example 7d1c5a0e-2f4b-4c1e-9a55-3f0d2b8e6c11
                 */
                operationId: components["parameters"]["OperationId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    /** @description The `Retry-After` header. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MetricValuePage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The request conflicts with the resource's current state. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getTestForms: {
        parameters: {
            query?: {
                /**
                 * @description Related members to include in the answer, by name (for example `attachments`).
                 * @example relationships
                 */
                $expand?: components["parameters"]["RelatedExpand"];
                /**
                 * @description Opaque continuation token, normally not set by hand: follow the previous page's `@nextLink`
                 *     unchanged instead (it already carries the token, filter, sort and page size).
                 * @example eyJvZmZzZXQiOjEwMH0
                 */
                $next?: components["parameters"]["Next"];
            };
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TestFormPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The request conflicts with the resource's current state. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getTestFormById: {
        parameters: {
            query?: {
                /**
                 * @description Related members to include in the answer, by name (for example `attachments`).
                 * @example relationships
                 */
                $expand?: components["parameters"]["RelatedExpand"];
            };
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of the test form.
                 * @example 3fe27925-1254-4f10-9d2f-388fc76a3481
                 */
                testFormId: components["parameters"]["TestFormId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TestForm"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The request conflicts with the resource's current state. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    testFormExport: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of the test form.
                 * @example 3fe27925-1254-4f10-9d2f-388fc76a3481
                 */
                testFormId: components["parameters"]["TestFormId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TestFormExport"];
            };
        };
        responses: {
            202: components["responses"]["Accepted"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The request conflicts with the resource's current state. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getTestPhases: {
        parameters: {
            query?: {
                /**
                 * @description Related members to include in the answer, by name (for example `attachments`).
                 * @example relationships
                 */
                $expand?: components["parameters"]["RelatedExpand"];
                /**
                 * @description Opaque continuation token, normally not set by hand: follow the previous page's `@nextLink`
                 *     unchanged instead (it already carries the token, filter, sort and page size).
                 * @example eyJvZmZzZXQiOjEwMH0
                 */
                $next?: components["parameters"]["Next"];
            };
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of the test form.
                 * @example 3fe27925-1254-4f10-9d2f-388fc76a3481
                 */
                testFormId: components["parameters"]["TestFormId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TestPhasePage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The request conflicts with the resource's current state. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getTestPhaseById: {
        parameters: {
            query?: {
                /**
                 * @description Related members to include in the answer, by name (for example `attachments`).
                 * @example relationships
                 */
                $expand?: components["parameters"]["RelatedExpand"];
            };
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of the test form.
                 * @example 3fe27925-1254-4f10-9d2f-388fc76a3481
                 */
                testFormId: components["parameters"]["TestFormId"];
                /**
                 * @description Identifier of the test phase within the test form.
                 * @example e65c5159-4611-4f8f-b6b6-cc93e7f11a5e
                 */
                testPhaseId: components["parameters"]["TestPhaseId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TestPhase"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The request conflicts with the resource's current state. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    testPhaseAttachmentUpload: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of the test form.
                 * @example 3fe27925-1254-4f10-9d2f-388fc76a3481
                 */
                testFormId: components["parameters"]["TestFormId"];
                /**
                 * @description Identifier of the test phase within the test form.
                 * @example e65c5159-4611-4f8f-b6b6-cc93e7f11a5e
                 */
                testPhaseId: components["parameters"]["TestPhaseId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GraphAttachmentUpload"];
            };
        };
        responses: {
            202: components["responses"]["FileImportAccepted"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The request conflicts with the resource's current state. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getTestPhaseAttachments: {
        parameters: {
            query?: {
                /**
                 * @description Opaque continuation token, normally not set by hand: follow the previous page's `@nextLink`
                 *     unchanged instead (it already carries the token, filter, sort and page size).
                 * @example eyJvZmZzZXQiOjEwMH0
                 */
                $next?: components["parameters"]["Next"];
            };
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of the test form.
                 * @example 3fe27925-1254-4f10-9d2f-388fc76a3481
                 */
                testFormId: components["parameters"]["TestFormId"];
                /**
                 * @description Identifier of the test phase within the test form.
                 * @example e65c5159-4611-4f8f-b6b6-cc93e7f11a5e
                 */
                testPhaseId: components["parameters"]["TestPhaseId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GraphAttachmentPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The request conflicts with the resource's current state. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getTestPhaseAttachmentById: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of the test form.
                 * @example 3fe27925-1254-4f10-9d2f-388fc76a3481
                 */
                testFormId: components["parameters"]["TestFormId"];
                /**
                 * @description Identifier of the test phase within the test form.
                 * @example e65c5159-4611-4f8f-b6b6-cc93e7f11a5e
                 */
                testPhaseId: components["parameters"]["TestPhaseId"];
                /**
                 * @description Identifier of the attachment.
                 * @example 6d8f0a2c-4e6b-4c8d-9f1a-3b5d7e9f1a34
                 */
                attachmentId: components["parameters"]["AttachmentId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GraphAttachment"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The request conflicts with the resource's current state. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    testPhaseAttachmentDownloadById: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of the test form.
                 * @example 3fe27925-1254-4f10-9d2f-388fc76a3481
                 */
                testFormId: components["parameters"]["TestFormId"];
                /**
                 * @description Identifier of the test phase within the test form.
                 * @example e65c5159-4611-4f8f-b6b6-cc93e7f11a5e
                 */
                testPhaseId: components["parameters"]["TestPhaseId"];
                /**
                 * @description Identifier of the attachment.
                 * @example 6d8f0a2c-4e6b-4c8d-9f1a-3b5d7e9f1a34
                 */
                attachmentId: components["parameters"]["AttachmentId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            202: components["responses"]["Accepted"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The request conflicts with the resource's current state. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    testPhaseAttachmentExportById: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of the test form.
                 * @example 3fe27925-1254-4f10-9d2f-388fc76a3481
                 */
                testFormId: components["parameters"]["TestFormId"];
                /**
                 * @description Identifier of the test phase within the test form.
                 * @example e65c5159-4611-4f8f-b6b6-cc93e7f11a5e
                 */
                testPhaseId: components["parameters"]["TestPhaseId"];
                /**
                 * @description Identifier of the attachment.
                 * @example 6d8f0a2c-4e6b-4c8d-9f1a-3b5d7e9f1a34
                 */
                attachmentId: components["parameters"]["AttachmentId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GraphAttachmentExport"];
            };
        };
        responses: {
            202: components["responses"]["Accepted"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The request conflicts with the resource's current state. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getMatrices: {
        parameters: {
            query?: {
                /**
                 * @description Related members to include in the answer, by name (for example `attachments`).
                 * @example relationships
                 */
                $expand?: components["parameters"]["RelatedExpand"];
                /**
                 * @description Opaque continuation token, normally not set by hand: follow the previous page's `@nextLink`
                 *     unchanged instead (it already carries the token, filter, sort and page size).
                 * @example eyJvZmZzZXQiOjEwMH0
                 */
                $next?: components["parameters"]["Next"];
            };
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of the test form.
                 * @example 3fe27925-1254-4f10-9d2f-388fc76a3481
                 */
                testFormId: components["parameters"]["TestFormId"];
                /**
                 * @description Identifier of the test phase within the test form.
                 * @example e65c5159-4611-4f8f-b6b6-cc93e7f11a5e
                 */
                testPhaseId: components["parameters"]["TestPhaseId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MatrixPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The request conflicts with the resource's current state. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    createMatrix: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of the test form.
                 * @example 3fe27925-1254-4f10-9d2f-388fc76a3481
                 */
                testFormId: components["parameters"]["TestFormId"];
                /**
                 * @description Identifier of the test phase within the test form.
                 * @example e65c5159-4611-4f8f-b6b6-cc93e7f11a5e
                 */
                testPhaseId: components["parameters"]["TestPhaseId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MatrixInput"];
            };
        };
        responses: {
            /** @description Created; the new resource. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Matrix"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The request conflicts with the resource's current state. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getMatrixById: {
        parameters: {
            query?: {
                /**
                 * @description Related members to include in the answer, by name (for example `attachments`).
                 * @example relationships
                 */
                $expand?: components["parameters"]["RelatedExpand"];
            };
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of the test form.
                 * @example 3fe27925-1254-4f10-9d2f-388fc76a3481
                 */
                testFormId: components["parameters"]["TestFormId"];
                /**
                 * @description Identifier of the test phase within the test form.
                 * @example e65c5159-4611-4f8f-b6b6-cc93e7f11a5e
                 */
                testPhaseId: components["parameters"]["TestPhaseId"];
                /**
                 * @description Identifier of the matrix within the test phase.
                 * @example 71f689e1-1a12-4a9d-8a85-46e0c4b911cd
                 */
                matrixId: components["parameters"]["MatrixId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Matrix"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The request conflicts with the resource's current state. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    matrixAttachmentUpload: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of the test form.
                 * @example 3fe27925-1254-4f10-9d2f-388fc76a3481
                 */
                testFormId: components["parameters"]["TestFormId"];
                /**
                 * @description Identifier of the test phase within the test form.
                 * @example e65c5159-4611-4f8f-b6b6-cc93e7f11a5e
                 */
                testPhaseId: components["parameters"]["TestPhaseId"];
                /**
                 * @description Identifier of the matrix within the test phase.
                 * @example 71f689e1-1a12-4a9d-8a85-46e0c4b911cd
                 */
                matrixId: components["parameters"]["MatrixId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GraphAttachmentUpload"];
            };
        };
        responses: {
            202: components["responses"]["FileImportAccepted"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The request conflicts with the resource's current state. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getMatrixAttachments: {
        parameters: {
            query?: {
                /**
                 * @description Opaque continuation token, normally not set by hand: follow the previous page's `@nextLink`
                 *     unchanged instead (it already carries the token, filter, sort and page size).
                 * @example eyJvZmZzZXQiOjEwMH0
                 */
                $next?: components["parameters"]["Next"];
            };
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of the test form.
                 * @example 3fe27925-1254-4f10-9d2f-388fc76a3481
                 */
                testFormId: components["parameters"]["TestFormId"];
                /**
                 * @description Identifier of the test phase within the test form.
                 * @example e65c5159-4611-4f8f-b6b6-cc93e7f11a5e
                 */
                testPhaseId: components["parameters"]["TestPhaseId"];
                /**
                 * @description Identifier of the matrix within the test phase.
                 * @example 71f689e1-1a12-4a9d-8a85-46e0c4b911cd
                 */
                matrixId: components["parameters"]["MatrixId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GraphAttachmentPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The request conflicts with the resource's current state. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getMatrixAttachmentById: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of the test form.
                 * @example 3fe27925-1254-4f10-9d2f-388fc76a3481
                 */
                testFormId: components["parameters"]["TestFormId"];
                /**
                 * @description Identifier of the test phase within the test form.
                 * @example e65c5159-4611-4f8f-b6b6-cc93e7f11a5e
                 */
                testPhaseId: components["parameters"]["TestPhaseId"];
                /**
                 * @description Identifier of the matrix within the test phase.
                 * @example 71f689e1-1a12-4a9d-8a85-46e0c4b911cd
                 */
                matrixId: components["parameters"]["MatrixId"];
                /**
                 * @description Identifier of the attachment.
                 * @example 6d8f0a2c-4e6b-4c8d-9f1a-3b5d7e9f1a34
                 */
                attachmentId: components["parameters"]["AttachmentId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GraphAttachment"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The request conflicts with the resource's current state. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    matrixAttachmentDownloadById: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of the test form.
                 * @example 3fe27925-1254-4f10-9d2f-388fc76a3481
                 */
                testFormId: components["parameters"]["TestFormId"];
                /**
                 * @description Identifier of the test phase within the test form.
                 * @example e65c5159-4611-4f8f-b6b6-cc93e7f11a5e
                 */
                testPhaseId: components["parameters"]["TestPhaseId"];
                /**
                 * @description Identifier of the matrix within the test phase.
                 * @example 71f689e1-1a12-4a9d-8a85-46e0c4b911cd
                 */
                matrixId: components["parameters"]["MatrixId"];
                /**
                 * @description Identifier of the attachment.
                 * @example 6d8f0a2c-4e6b-4c8d-9f1a-3b5d7e9f1a34
                 */
                attachmentId: components["parameters"]["AttachmentId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            202: components["responses"]["Accepted"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The request conflicts with the resource's current state. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    matrixAttachmentExportById: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of the test form.
                 * @example 3fe27925-1254-4f10-9d2f-388fc76a3481
                 */
                testFormId: components["parameters"]["TestFormId"];
                /**
                 * @description Identifier of the test phase within the test form.
                 * @example e65c5159-4611-4f8f-b6b6-cc93e7f11a5e
                 */
                testPhaseId: components["parameters"]["TestPhaseId"];
                /**
                 * @description Identifier of the matrix within the test phase.
                 * @example 71f689e1-1a12-4a9d-8a85-46e0c4b911cd
                 */
                matrixId: components["parameters"]["MatrixId"];
                /**
                 * @description Identifier of the attachment.
                 * @example 6d8f0a2c-4e6b-4c8d-9f1a-3b5d7e9f1a34
                 */
                attachmentId: components["parameters"]["AttachmentId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GraphAttachmentExport"];
            };
        };
        responses: {
            202: components["responses"]["Accepted"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The request conflicts with the resource's current state. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getSamples: {
        parameters: {
            query?: {
                /**
                 * @description Related members to include in the answer, by name (for example `attachments`).
                 * @example relationships
                 */
                $expand?: components["parameters"]["RelatedExpand"];
                /**
                 * @description Opaque continuation token, normally not set by hand: follow the previous page's `@nextLink`
                 *     unchanged instead (it already carries the token, filter, sort and page size).
                 * @example eyJvZmZzZXQiOjEwMH0
                 */
                $next?: components["parameters"]["Next"];
            };
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of the test form.
                 * @example 3fe27925-1254-4f10-9d2f-388fc76a3481
                 */
                testFormId: components["parameters"]["TestFormId"];
                /**
                 * @description Identifier of the test phase within the test form.
                 * @example e65c5159-4611-4f8f-b6b6-cc93e7f11a5e
                 */
                testPhaseId: components["parameters"]["TestPhaseId"];
                /**
                 * @description Identifier of the matrix within the test phase.
                 * @example 71f689e1-1a12-4a9d-8a85-46e0c4b911cd
                 */
                matrixId: components["parameters"]["MatrixId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MatrixSamplePage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The request conflicts with the resource's current state. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    createSample: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of the test form.
                 * @example 3fe27925-1254-4f10-9d2f-388fc76a3481
                 */
                testFormId: components["parameters"]["TestFormId"];
                /**
                 * @description Identifier of the test phase within the test form.
                 * @example e65c5159-4611-4f8f-b6b6-cc93e7f11a5e
                 */
                testPhaseId: components["parameters"]["TestPhaseId"];
                /**
                 * @description Identifier of the matrix within the test phase.
                 * @example 71f689e1-1a12-4a9d-8a85-46e0c4b911cd
                 */
                matrixId: components["parameters"]["MatrixId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewSample"];
            };
        };
        responses: {
            /** @description Created; the new resource. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Sample"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The request conflicts with the resource's current state. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    sampleUpdate: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of the test form.
                 * @example 3fe27925-1254-4f10-9d2f-388fc76a3481
                 */
                testFormId: components["parameters"]["TestFormId"];
                /**
                 * @description Identifier of the test phase within the test form.
                 * @example e65c5159-4611-4f8f-b6b6-cc93e7f11a5e
                 */
                testPhaseId: components["parameters"]["TestPhaseId"];
                /**
                 * @description Identifier of the matrix within the test phase.
                 * @example 71f689e1-1a12-4a9d-8a85-46e0c4b911cd
                 */
                matrixId: components["parameters"]["MatrixId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MatrixSamples"];
            };
        };
        responses: {
            202: components["responses"]["Accepted"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The request conflicts with the resource's current state. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    sampleAttachmentUpload: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of the test form.
                 * @example 3fe27925-1254-4f10-9d2f-388fc76a3481
                 */
                testFormId: components["parameters"]["TestFormId"];
                /**
                 * @description Identifier of the test phase within the test form.
                 * @example e65c5159-4611-4f8f-b6b6-cc93e7f11a5e
                 */
                testPhaseId: components["parameters"]["TestPhaseId"];
                /**
                 * @description Identifier of the matrix within the test phase.
                 * @example 71f689e1-1a12-4a9d-8a85-46e0c4b911cd
                 */
                matrixId: components["parameters"]["MatrixId"];
                /**
                 * @description Identifier (UUID) of the sample, a row of the matrix.
                 * @example 384db339-674e-4057-8fb1-99d363874d39
                 */
                sampleId: components["parameters"]["SampleId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GraphAttachmentUpload"];
            };
        };
        responses: {
            202: components["responses"]["FileImportAccepted"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The request conflicts with the resource's current state. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getSampleAttachmentById: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of the test form.
                 * @example 3fe27925-1254-4f10-9d2f-388fc76a3481
                 */
                testFormId: components["parameters"]["TestFormId"];
                /**
                 * @description Identifier of the test phase within the test form.
                 * @example e65c5159-4611-4f8f-b6b6-cc93e7f11a5e
                 */
                testPhaseId: components["parameters"]["TestPhaseId"];
                /**
                 * @description Identifier of the matrix within the test phase.
                 * @example 71f689e1-1a12-4a9d-8a85-46e0c4b911cd
                 */
                matrixId: components["parameters"]["MatrixId"];
                /**
                 * @description Identifier (UUID) of the sample, a row of the matrix.
                 * @example 384db339-674e-4057-8fb1-99d363874d39
                 */
                sampleId: components["parameters"]["SampleId"];
                /**
                 * @description Identifier of the attachment.
                 * @example 6d8f0a2c-4e6b-4c8d-9f1a-3b5d7e9f1a34
                 */
                attachmentId: components["parameters"]["AttachmentId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GraphAttachment"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The request conflicts with the resource's current state. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    sampleAttachmentDownloadById: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of the test form.
                 * @example 3fe27925-1254-4f10-9d2f-388fc76a3481
                 */
                testFormId: components["parameters"]["TestFormId"];
                /**
                 * @description Identifier of the test phase within the test form.
                 * @example e65c5159-4611-4f8f-b6b6-cc93e7f11a5e
                 */
                testPhaseId: components["parameters"]["TestPhaseId"];
                /**
                 * @description Identifier of the matrix within the test phase.
                 * @example 71f689e1-1a12-4a9d-8a85-46e0c4b911cd
                 */
                matrixId: components["parameters"]["MatrixId"];
                /**
                 * @description Identifier (UUID) of the sample, a row of the matrix.
                 * @example 384db339-674e-4057-8fb1-99d363874d39
                 */
                sampleId: components["parameters"]["SampleId"];
                /**
                 * @description Identifier of the attachment.
                 * @example 6d8f0a2c-4e6b-4c8d-9f1a-3b5d7e9f1a34
                 */
                attachmentId: components["parameters"]["AttachmentId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            202: components["responses"]["Accepted"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The request conflicts with the resource's current state. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    sampleAttachmentExportById: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of the test form.
                 * @example 3fe27925-1254-4f10-9d2f-388fc76a3481
                 */
                testFormId: components["parameters"]["TestFormId"];
                /**
                 * @description Identifier of the test phase within the test form.
                 * @example e65c5159-4611-4f8f-b6b6-cc93e7f11a5e
                 */
                testPhaseId: components["parameters"]["TestPhaseId"];
                /**
                 * @description Identifier of the matrix within the test phase.
                 * @example 71f689e1-1a12-4a9d-8a85-46e0c4b911cd
                 */
                matrixId: components["parameters"]["MatrixId"];
                /**
                 * @description Identifier (UUID) of the sample, a row of the matrix.
                 * @example 384db339-674e-4057-8fb1-99d363874d39
                 */
                sampleId: components["parameters"]["SampleId"];
                /**
                 * @description Identifier of the attachment.
                 * @example 6d8f0a2c-4e6b-4c8d-9f1a-3b5d7e9f1a34
                 */
                attachmentId: components["parameters"]["AttachmentId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GraphAttachmentExport"];
            };
        };
        responses: {
            202: components["responses"]["Accepted"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The request conflicts with the resource's current state. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getDocuments: {
        parameters: {
            query?: {
                /**
                 * @description Filter expression. Operators: `eq`, `ne`, `lt`, `gt`, `le`, `ge`, `and`, `or`, `not`, `in`. Text
                 *     values are quoted, lists are parenthesized and timestamps are ISO 8601. Which properties can be
                 *     filtered on is not documented for every list.
                 * @example status eq 'active'
                 */
                $filter?: components["parameters"]["Filter"];
                /**
                 * @description Sort order: one or more comma-separated expressions `<property> [asc|desc]` (`asc` is the default).
                 * @example name asc
                 */
                $orderBy?: components["parameters"]["OrderBy"];
                /**
                 * @description Largest number of items per page: 1 to 1000, 1000 by default (the live service's bounds). The API
                 *     summary says the service clamps larger values to its maximum; clients should not send them.
                 * @example 100
                 */
                $maxpagesize?: components["parameters"]["MaxPageSize"];
                /**
                 * @description Opaque continuation token, normally not set by hand: follow the previous page's `@nextLink`
                 *     unchanged instead (it already carries the token, filter, sort and page size).
                 * @example eyJvZmZzZXQiOjEwMH0
                 */
                $next?: components["parameters"]["Next"];
            };
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of documents (an empty `data` array when there are none). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DocumentPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getDocumentById: {
        parameters: {
            query?: {
                /**
                 * @description Related resources to include inline in the answer (for example `relationships`).
                 * @example relationships
                 */
                $expand?: components["parameters"]["ResourceExpand"];
            };
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of the document.
                 * @example ef4d445f4dd0313a4a734469555dab49
                 */
                documentId: components["parameters"]["DocumentId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The document. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Document"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    partiallyUpdateDocumentById: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of the document.
                 * @example ef4d445f4dd0313a4a734469555dab49
                 */
                documentId: components["parameters"]["DocumentId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["JsonPatch"];
            };
        };
        responses: {
            202: components["responses"]["Accepted"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    documentExport: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of the document.
                 * @example ef4d445f4dd0313a4a734469555dab49
                 */
                documentId: components["parameters"]["DocumentId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DocumentExport"];
            };
        };
        responses: {
            202: components["responses"]["Accepted"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    documentFiltersReapplication: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of the document.
                 * @example ef4d445f4dd0313a4a734469555dab49
                 */
                documentId: components["parameters"]["DocumentId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DocumentFiltersReapplication"];
            };
        };
        responses: {
            202: components["responses"]["Accepted"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    documentLinksPublication: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of the document.
                 * @example ef4d445f4dd0313a4a734469555dab49
                 */
                documentId: components["parameters"]["DocumentId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LinksPublicationOptions"];
            };
        };
        responses: {
            202: components["responses"]["Accepted"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getDocumentMilestones: {
        parameters: {
            query?: {
                /**
                 * @description Opaque continuation token, normally not set by hand: follow the previous page's `@nextLink`
                 *     unchanged instead (it already carries the token, filter, sort and page size).
                 * @example eyJvZmZzZXQiOjEwMH0
                 */
                $next?: components["parameters"]["Next"];
            };
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of the document.
                 * @example ef4d445f4dd0313a4a734469555dab49
                 */
                documentId: components["parameters"]["DocumentId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of milestones (an empty `data` array when there are none). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResourceMilestonePage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getDocumentPermissions: {
        parameters: {
            query?: {
                /**
                 * @description Filter expression. Operators: `eq`, `ne`, `lt`, `gt`, `le`, `ge`, `and`, `or`, `not`, `in`. Text
                 *     values are quoted, lists are parenthesized and timestamps are ISO 8601. Which properties can be
                 *     filtered on is not documented for every list.
                 * @example status eq 'active'
                 */
                $filter?: components["parameters"]["Filter"];
                /**
                 * @description Largest number of items per page: 1 to 1000, 1000 by default (the live service's bounds). The API
                 *     summary says the service clamps larger values to its maximum; clients should not send them.
                 * @example 100
                 */
                $maxpagesize?: components["parameters"]["MaxPageSize"];
                /**
                 * @description Opaque continuation token, normally not set by hand: follow the previous page's `@nextLink`
                 *     unchanged instead (it already carries the token, filter, sort and page size).
                 * @example eyJvZmZzZXQiOjEwMH0
                 */
                $next?: components["parameters"]["Next"];
            };
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of the document.
                 * @example ef4d445f4dd0313a4a734469555dab49
                 */
                documentId: components["parameters"]["DocumentId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of permissions (an empty `data` array when there are none). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResourcePermissionPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    documentPermissionsModification: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of the document.
                 * @example ef4d445f4dd0313a4a734469555dab49
                 */
                documentId: components["parameters"]["DocumentId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ResourcePermissionsModification"];
            };
        };
        responses: {
            /** @description The permissions were changed. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getSections: {
        parameters: {
            query?: {
                /**
                 * @description Pins a content revision: the answer describes the content as it was at that revision. By default the
                 *     latest revision is used.
                 * @example 42
                 */
                $revision?: components["parameters"]["Revision"];
                /**
                 * @description Largest number of items per page: 1 to 1000, 1000 by default (the live service's bounds). The API
                 *     summary says the service clamps larger values to its maximum; clients should not send them.
                 * @example 100
                 */
                $maxpagesize?: components["parameters"]["MaxPageSize"];
                /**
                 * @description Opaque continuation token, normally not set by hand: follow the previous page's `@nextLink`
                 *     unchanged instead (it already carries the token, filter, sort and page size).
                 * @example eyJvZmZzZXQiOjEwMH0
                 */
                $next?: components["parameters"]["Next"];
            };
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of the document.
                 * @example ef4d445f4dd0313a4a734469555dab49
                 */
                documentId: components["parameters"]["DocumentId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of sections (an empty `data` array when there are none). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SectionPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    createSection: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of the document.
                 * @example ef4d445f4dd0313a4a734469555dab49
                 */
                documentId: components["parameters"]["DocumentId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SectionInput"];
            };
        };
        responses: {
            /** @description The new section. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Section"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getSectionById: {
        parameters: {
            query?: {
                /**
                 * @description Related resources to include inline in the answer (for example `relationships`).
                 * @example relationships
                 */
                $expand?: components["parameters"]["ResourceExpand"];
                /**
                 * @description Pins a content revision: the answer describes the content as it was at that revision. By default the
                 *     latest revision is used.
                 * @example 42
                 */
                $revision?: components["parameters"]["Revision"];
            };
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of the document.
                 * @example ef4d445f4dd0313a4a734469555dab49
                 */
                documentId: components["parameters"]["DocumentId"];
                /**
                 * @description Identifier of the section within the document.
                 * @example b7e4a1c29f0d4e6a8c3b5d7f9e1a2c4b_3
                 */
                sectionId: components["parameters"]["SectionId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The section. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Section"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    deleteSectionById: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of the document.
                 * @example ef4d445f4dd0313a4a734469555dab49
                 */
                documentId: components["parameters"]["DocumentId"];
                /**
                 * @description Identifier of the section within the document.
                 * @example b7e4a1c29f0d4e6a8c3b5d7f9e1a2c4b_3
                 */
                sectionId: components["parameters"]["SectionId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The section was deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    partiallyUpdateSectionById: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of the document.
                 * @example ef4d445f4dd0313a4a734469555dab49
                 */
                documentId: components["parameters"]["DocumentId"];
                /**
                 * @description Identifier of the section within the document.
                 * @example b7e4a1c29f0d4e6a8c3b5d7f9e1a2c4b_3
                 */
                sectionId: components["parameters"]["SectionId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["JsonPatch"];
            };
        };
        responses: {
            202: components["responses"]["Accepted"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    copySection: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of the document.
                 * @example ef4d445f4dd0313a4a734469555dab49
                 */
                documentId: components["parameters"]["DocumentId"];
                /**
                 * @description Identifier of the section within the document.
                 * @example b7e4a1c29f0d4e6a8c3b5d7f9e1a2c4b_3
                 */
                sectionId: components["parameters"]["SectionId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SectionCopy"];
            };
        };
        responses: {
            202: components["responses"]["Accepted"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    editSections: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of the document.
                 * @example ef4d445f4dd0313a4a734469555dab49
                 */
                documentId: components["parameters"]["DocumentId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SectionsEdits"];
            };
        };
        responses: {
            202: components["responses"]["Accepted"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getSectionPermissions: {
        parameters: {
            query?: {
                /**
                 * @description Filter expression. Operators: `eq`, `ne`, `lt`, `gt`, `le`, `ge`, `and`, `or`, `not`, `in`. Text
                 *     values are quoted, lists are parenthesized and timestamps are ISO 8601. Which properties can be
                 *     filtered on is not documented for every list.
                 * @example status eq 'active'
                 */
                $filter?: components["parameters"]["Filter"];
                /**
                 * @description Largest number of items per page: 1 to 1000, 1000 by default (the live service's bounds). The API
                 *     summary says the service clamps larger values to its maximum; clients should not send them.
                 * @example 100
                 */
                $maxpagesize?: components["parameters"]["MaxPageSize"];
                /**
                 * @description Opaque continuation token, normally not set by hand: follow the previous page's `@nextLink`
                 *     unchanged instead (it already carries the token, filter, sort and page size).
                 * @example eyJvZmZzZXQiOjEwMH0
                 */
                $next?: components["parameters"]["Next"];
            };
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of the document.
                 * @example ef4d445f4dd0313a4a734469555dab49
                 */
                documentId: components["parameters"]["DocumentId"];
                /**
                 * @description Identifier of the section within the document.
                 * @example b7e4a1c29f0d4e6a8c3b5d7f9e1a2c4b_3
                 */
                sectionId: components["parameters"]["SectionId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of permissions (an empty `data` array when there are none). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResourcePermissionPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    sectionPermissionsModification: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of the document.
                 * @example ef4d445f4dd0313a4a734469555dab49
                 */
                documentId: components["parameters"]["DocumentId"];
                /**
                 * @description Identifier of the section within the document.
                 * @example b7e4a1c29f0d4e6a8c3b5d7f9e1a2c4b_3
                 */
                sectionId: components["parameters"]["SectionId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ResourcePermissionsModification"];
            };
        };
        responses: {
            /** @description The permissions were changed. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getFiles: {
        parameters: {
            query?: {
                /**
                 * @description Filter expression. Operators: `eq`, `ne`, `lt`, `gt`, `le`, `ge`, `and`, `or`, `not`, `in`. Text
                 *     values are quoted, lists are parenthesized and timestamps are ISO 8601. Which properties can be
                 *     filtered on is not documented for every list.
                 * @example status eq 'active'
                 */
                $filter?: components["parameters"]["Filter"];
                /**
                 * @description Sort order: one or more comma-separated expressions `<property> [asc|desc]` (`asc` is the default).
                 * @example name asc
                 */
                $orderBy?: components["parameters"]["OrderBy"];
                /**
                 * @description Largest number of items per page: 1 to 1000, 1000 by default (the live service's bounds). The API
                 *     summary says the service clamps larger values to its maximum; clients should not send them.
                 * @example 100
                 */
                $maxpagesize?: components["parameters"]["MaxPageSize"];
                /**
                 * @description Opaque continuation token, normally not set by hand: follow the previous page's `@nextLink`
                 *     unchanged instead (it already carries the token, filter, sort and page size).
                 * @example eyJvZmZzZXQiOjEwMH0
                 */
                $next?: components["parameters"]["Next"];
            };
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of files (an empty `data` array when there are none). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FilePage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    createFile: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FileCreation"];
            };
        };
        responses: {
            /** @description The new file. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["File"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getTrashedFiles: {
        parameters: {
            query?: {
                /**
                 * @description Largest number of items per page: 1 to 1000, 1000 by default (the live service's bounds). The API
                 *     summary says the service clamps larger values to its maximum; clients should not send them.
                 * @example 100
                 */
                $maxpagesize?: components["parameters"]["MaxPageSize"];
                /**
                 * @description Opaque continuation token, normally not set by hand: follow the previous page's `@nextLink`
                 *     unchanged instead (it already carries the token, filter, sort and page size).
                 * @example eyJvZmZzZXQiOjEwMH0
                 */
                $next?: components["parameters"]["Next"];
            };
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of trashed files (an empty `data` array when there are none). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FilePage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getFilePermissions: {
        parameters: {
            query?: {
                /**
                 * @description Filter expression. Operators: `eq`, `ne`, `lt`, `gt`, `le`, `ge`, `and`, `or`, `not`, `in`. Text
                 *     values are quoted, lists are parenthesized and timestamps are ISO 8601. Which properties can be
                 *     filtered on is not documented for every list.
                 * @example status eq 'active'
                 */
                $filter?: components["parameters"]["Filter"];
                /**
                 * @description Largest number of items per page: 1 to 1000, 1000 by default (the live service's bounds). The API
                 *     summary says the service clamps larger values to its maximum; clients should not send them.
                 * @example 100
                 */
                $maxpagesize?: components["parameters"]["MaxPageSize"];
                /**
                 * @description Opaque continuation token, normally not set by hand: follow the previous page's `@nextLink`
                 *     unchanged instead (it already carries the token, filter, sort and page size).
                 * @example eyJvZmZzZXQiOjEwMH0
                 */
                $next?: components["parameters"]["Next"];
            };
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of the file.
                 * @example ef4d445f4dd0313a4a734469555dab49
                 */
                fileId: components["parameters"]["FileId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of permissions (an empty `data` array when there are none). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResourcePermissionPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    filePermissionsModification: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of the file.
                 * @example ef4d445f4dd0313a4a734469555dab49
                 */
                fileId: components["parameters"]["FileId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ResourcePermissionsModification"];
            };
        };
        responses: {
            /** @description The permissions were changed. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getRecords: {
        parameters: {
            query?: {
                /**
                 * @description Related resources to include inline in the answer (for example `relationships`).
                 * @example relationships
                 */
                $expand?: components["parameters"]["ResourceExpand"];
                /**
                 * @description Filter expression. Operators: `eq`, `ne`, `lt`, `gt`, `le`, `ge`, `and`, `or`, `not`, `in`. Text
                 *     values are quoted, lists are parenthesized and timestamps are ISO 8601. Which properties can be
                 *     filtered on is not documented for every list.
                 * @example status eq 'active'
                 */
                $filter?: components["parameters"]["Filter"];
                /**
                 * @description Opaque continuation token, normally not set by hand: follow the previous page's `@nextLink`
                 *     unchanged instead (it already carries the token, filter, sort and page size).
                 * @example eyJvZmZzZXQiOjEwMH0
                 */
                $next?: components["parameters"]["Next"];
            };
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of records (an empty `data` array when there are none). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GraphRecordPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getRecordById: {
        parameters: {
            query?: {
                /**
                 * @description Related resources to include inline in the answer (for example `relationships`).
                 * @example relationships
                 */
                $expand?: components["parameters"]["ResourceExpand"];
            };
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of the graph record.
                 * @example 3f9d4e19-6281-4efb-8821-709d299809e7
                 */
                recordId: components["parameters"]["RecordId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The graph record. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GraphRecord"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    graphReportExport: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of the graph report.
                 * @example 9a1b2c3d4e5f40718293a4b5c6d7e8f9
                 */
                reportId: components["parameters"]["ReportId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GraphReportExport"];
            };
        };
        responses: {
            202: components["responses"]["Accepted"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getTypes: {
        parameters: {
            query?: {
                /**
                 * @description Related resources to include inline in the answer (for example `relationships`).
                 * @example relationships
                 */
                $expand?: components["parameters"]["ResourceExpand"];
                /**
                 * @description Opaque continuation token, normally not set by hand: follow the previous page's `@nextLink`
                 *     unchanged instead (it already carries the token, filter, sort and page size).
                 * @example eyJvZmZzZXQiOjEwMH0
                 */
                $next?: components["parameters"]["Next"];
            };
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of types (an empty `data` array when there are none). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GraphTypePage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getTypeById: {
        parameters: {
            query?: {
                /**
                 * @description Related resources to include inline in the answer (for example `relationships`).
                 * @example relationships
                 */
                $expand?: components["parameters"]["ResourceExpand"];
            };
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of the graph record type.
                 * @example task
                 */
                typeId: components["parameters"]["TypeId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The graph type. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GraphType"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getPatchDocumentResults: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of the asynchronous operation, the last segment of a 202 response's `Location`.
                 * @example 7d1c5a0e-2f4b-4c1e-9a55-3f0d2b8e6c11
                 */
                operationId: components["parameters"]["OperationId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The revision the change produced. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PatchResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getPatchPresentationResults: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of the asynchronous operation, the last segment of a 202 response's `Location`.
                 * @example 7d1c5a0e-2f4b-4c1e-9a55-3f0d2b8e6c11
                 */
                operationId: components["parameters"]["OperationId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The revision the change produced. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PatchResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getPatchSectionResults: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of the asynchronous operation, the last segment of a 202 response's `Location`.
                 * @example 7d1c5a0e-2f4b-4c1e-9a55-3f0d2b8e6c11
                 */
                operationId: components["parameters"]["OperationId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The revision the change produced. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PatchResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getPatchSheetResults: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of the asynchronous operation, the last segment of a 202 response's `Location`.
                 * @example 7d1c5a0e-2f4b-4c1e-9a55-3f0d2b8e6c11
                 */
                operationId: components["parameters"]["OperationId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The revision the change produced. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PatchResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getPatchSlideLayoutResults: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of the asynchronous operation, the last segment of a 202 response's `Location`.
                 * @example 7d1c5a0e-2f4b-4c1e-9a55-3f0d2b8e6c11
                 */
                operationId: components["parameters"]["OperationId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The revision the change produced. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PatchResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getPatchSlideResults: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of the asynchronous operation, the last segment of a 202 response's `Location`.
                 * @example 7d1c5a0e-2f4b-4c1e-9a55-3f0d2b8e6c11
                 */
                operationId: components["parameters"]["OperationId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The revision the change produced. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PatchResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getPatchSpreadsheetResults: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of the asynchronous operation, the last segment of a 202 response's `Location`.
                 * @example 7d1c5a0e-2f4b-4c1e-9a55-3f0d2b8e6c11
                 */
                operationId: components["parameters"]["OperationId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The revision the change produced. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PatchResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getPresentationById: {
        parameters: {
            query?: {
                /**
                 * @description Pins a content revision: the answer describes the content as it was at that revision. By default the
                 *     latest revision is used.
                 * @example 42
                 */
                $revision?: components["parameters"]["Revision"];
            };
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of the presentation.
                 * @example b510abb94c69d6e19210bc42201ebdaa
                 */
                presentationId: components["parameters"]["PresentationId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The presentation. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Presentation"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    partiallyUpdatePresentationById: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of the presentation.
                 * @example b510abb94c69d6e19210bc42201ebdaa
                 */
                presentationId: components["parameters"]["PresentationId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["JsonPatch"];
            };
        };
        responses: {
            202: components["responses"]["Accepted"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    presentationExport: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of the presentation.
                 * @example b510abb94c69d6e19210bc42201ebdaa
                 */
                presentationId: components["parameters"]["PresentationId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PresentationExport"];
            };
        };
        responses: {
            202: components["responses"]["Accepted"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    presentationFiltersReapplication: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of the presentation.
                 * @example b510abb94c69d6e19210bc42201ebdaa
                 */
                presentationId: components["parameters"]["PresentationId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PresentationFiltersReapplication"];
            };
        };
        responses: {
            202: components["responses"]["Accepted"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    presentationLinksPublication: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of the presentation.
                 * @example b510abb94c69d6e19210bc42201ebdaa
                 */
                presentationId: components["parameters"]["PresentationId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LinksPublicationOptions"];
            };
        };
        responses: {
            202: components["responses"]["Accepted"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getPresentationMilestones: {
        parameters: {
            query?: {
                /**
                 * @description Opaque continuation token, normally not set by hand: follow the previous page's `@nextLink`
                 *     unchanged instead (it already carries the token, filter, sort and page size).
                 * @example eyJvZmZzZXQiOjEwMH0
                 */
                $next?: components["parameters"]["Next"];
            };
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of the presentation.
                 * @example b510abb94c69d6e19210bc42201ebdaa
                 */
                presentationId: components["parameters"]["PresentationId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of milestones (an empty `data` array when there are none). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResourceMilestonePage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getSlideLayouts: {
        parameters: {
            query?: {
                /**
                 * @description Pins a content revision: the answer describes the content as it was at that revision. By default the
                 *     latest revision is used.
                 * @example 42
                 */
                $revision?: components["parameters"]["Revision"];
                /**
                 * @description Largest number of items per page: 1 to 1000, 1000 by default (the live service's bounds). The API
                 *     summary says the service clamps larger values to its maximum; clients should not send them.
                 * @example 100
                 */
                $maxpagesize?: components["parameters"]["MaxPageSize"];
                /**
                 * @description Opaque continuation token, normally not set by hand: follow the previous page's `@nextLink`
                 *     unchanged instead (it already carries the token, filter, sort and page size).
                 * @example eyJvZmZzZXQiOjEwMH0
                 */
                $next?: components["parameters"]["Next"];
            };
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of the presentation.
                 * @example b510abb94c69d6e19210bc42201ebdaa
                 */
                presentationId: components["parameters"]["PresentationId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of slide layouts (an empty `data` array when there are none). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SlideLayoutPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getSlideLayoutById: {
        parameters: {
            query?: {
                /**
                 * @description Pins a content revision: the answer describes the content as it was at that revision. By default the
                 *     latest revision is used.
                 * @example 42
                 */
                $revision?: components["parameters"]["Revision"];
            };
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of the presentation.
                 * @example b510abb94c69d6e19210bc42201ebdaa
                 */
                presentationId: components["parameters"]["PresentationId"];
                /**
                 * @description Identifier of the slide layout within the presentation.
                 * @example 6e2d8c1a4b9f4d7e8a5c3b1f0e9d2a7c
                 */
                slideLayoutId: components["parameters"]["SlideLayoutId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The slide layout. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SlideLayout"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    partiallyUpdateSlideLayoutById: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of the presentation.
                 * @example b510abb94c69d6e19210bc42201ebdaa
                 */
                presentationId: components["parameters"]["PresentationId"];
                /**
                 * @description Identifier of the slide layout within the presentation.
                 * @example 6e2d8c1a4b9f4d7e8a5c3b1f0e9d2a7c
                 */
                slideLayoutId: components["parameters"]["SlideLayoutId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["JsonPatch"];
            };
        };
        responses: {
            202: components["responses"]["Accepted"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getSlides: {
        parameters: {
            query?: {
                /**
                 * @description Pins a content revision: the answer describes the content as it was at that revision. By default the
                 *     latest revision is used.
                 * @example 42
                 */
                $revision?: components["parameters"]["Revision"];
                /**
                 * @description Largest number of items per page: 1 to 1000, 1000 by default (the live service's bounds). The API
                 *     summary says the service clamps larger values to its maximum; clients should not send them.
                 * @example 100
                 */
                $maxpagesize?: components["parameters"]["MaxPageSize"];
                /**
                 * @description Opaque continuation token, normally not set by hand: follow the previous page's `@nextLink`
                 *     unchanged instead (it already carries the token, filter, sort and page size).
                 * @example eyJvZmZzZXQiOjEwMH0
                 */
                $next?: components["parameters"]["Next"];
            };
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of the presentation.
                 * @example b510abb94c69d6e19210bc42201ebdaa
                 */
                presentationId: components["parameters"]["PresentationId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of slides (an empty `data` array when there are none). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SlidePage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getSlideById: {
        parameters: {
            query?: {
                /**
                 * @description Pins a content revision: the answer describes the content as it was at that revision. By default the
                 *     latest revision is used.
                 * @example 42
                 */
                $revision?: components["parameters"]["Revision"];
            };
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of the presentation.
                 * @example b510abb94c69d6e19210bc42201ebdaa
                 */
                presentationId: components["parameters"]["PresentationId"];
                /**
                 * @description Identifier of the slide within the presentation.
                 * @example 0e1f2a3b4c5d4e6f8a7b8c9d0e1f2a3b
                 */
                slideId: components["parameters"]["SlideId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The slide. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Slide"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    partiallyUpdateSlideById: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of the presentation.
                 * @example b510abb94c69d6e19210bc42201ebdaa
                 */
                presentationId: components["parameters"]["PresentationId"];
                /**
                 * @description Identifier of the slide within the presentation.
                 * @example 0e1f2a3b4c5d4e6f8a7b8c9d0e1f2a3b
                 */
                slideId: components["parameters"]["SlideId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["JsonPatch"];
            };
        };
        responses: {
            202: components["responses"]["Accepted"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getSpreadsheets: {
        parameters: {
            query?: {
                /**
                 * @description Filter expression. Operators: `eq`, `ne`, `lt`, `gt`, `le`, `ge`, `and`, `or`, `not`, `in`. Text
                 *     values are quoted, lists are parenthesized and timestamps are ISO 8601. Which properties can be
                 *     filtered on is not documented for every list.
                 * @example status eq 'active'
                 */
                $filter?: components["parameters"]["Filter"];
                /**
                 * @description Sort order: one or more comma-separated expressions `<property> [asc|desc]` (`asc` is the default).
                 * @example name asc
                 */
                $orderBy?: components["parameters"]["OrderBy"];
                /**
                 * @description Largest number of items per page: 1 to 1000, 1000 by default (the live service's bounds). The API
                 *     summary says the service clamps larger values to its maximum; clients should not send them.
                 * @example 100
                 */
                $maxpagesize?: components["parameters"]["MaxPageSize"];
                /**
                 * @description Opaque continuation token, normally not set by hand: follow the previous page's `@nextLink`
                 *     unchanged instead (it already carries the token, filter, sort and page size).
                 * @example eyJvZmZzZXQiOjEwMH0
                 */
                $next?: components["parameters"]["Next"];
            };
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of spreadsheets (an empty `data` array when there are none). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SpreadsheetPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getDatasets: {
        parameters: {
            query?: {
                /**
                 * @description Opaque continuation token, normally not set by hand: follow the previous page's `@nextLink`
                 *     unchanged instead (it already carries the token, filter, sort and page size).
                 * @example eyJvZmZzZXQiOjEwMH0
                 */
                $next?: components["parameters"]["Next"];
            };
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of the spreadsheet.
                 * @example 74817e0bd5f6954827669343c87f8a0e
                 */
                spreadsheetId: components["parameters"]["SpreadsheetId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of datasets (an empty `data` array when there are none). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DatasetPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    upsertDatasets: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of the spreadsheet.
                 * @example 74817e0bd5f6954827669343c87f8a0e
                 */
                spreadsheetId: components["parameters"]["SpreadsheetId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Datasets"];
            };
        };
        responses: {
            202: components["responses"]["Accepted"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    spreadsheetExport: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of the spreadsheet.
                 * @example 74817e0bd5f6954827669343c87f8a0e
                 */
                spreadsheetId: components["parameters"]["SpreadsheetId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SpreadsheetExport"];
            };
        };
        responses: {
            202: components["responses"]["Accepted"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    spreadsheetFiltersReapplication: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of the spreadsheet.
                 * @example 74817e0bd5f6954827669343c87f8a0e
                 */
                spreadsheetId: components["parameters"]["SpreadsheetId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SpreadsheetFiltersReapplication"];
            };
        };
        responses: {
            202: components["responses"]["Accepted"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    spreadsheetLinksPublication: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of the spreadsheet.
                 * @example 74817e0bd5f6954827669343c87f8a0e
                 */
                spreadsheetId: components["parameters"]["SpreadsheetId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LinksPublicationOptions"];
            };
        };
        responses: {
            202: components["responses"]["Accepted"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getSpreadsheetMilestones: {
        parameters: {
            query?: {
                /**
                 * @description Opaque continuation token, normally not set by hand: follow the previous page's `@nextLink`
                 *     unchanged instead (it already carries the token, filter, sort and page size).
                 * @example eyJvZmZzZXQiOjEwMH0
                 */
                $next?: components["parameters"]["Next"];
            };
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of the spreadsheet.
                 * @example 74817e0bd5f6954827669343c87f8a0e
                 */
                spreadsheetId: components["parameters"]["SpreadsheetId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of milestones (an empty `data` array when there are none). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResourceMilestonePage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getSpreadsheetPermissions: {
        parameters: {
            query?: {
                /**
                 * @description Filter expression. Operators: `eq`, `ne`, `lt`, `gt`, `le`, `ge`, `and`, `or`, `not`, `in`. Text
                 *     values are quoted, lists are parenthesized and timestamps are ISO 8601. Which properties can be
                 *     filtered on is not documented for every list.
                 * @example status eq 'active'
                 */
                $filter?: components["parameters"]["Filter"];
                /**
                 * @description Largest number of items per page: 1 to 1000, 1000 by default (the live service's bounds). The API
                 *     summary says the service clamps larger values to its maximum; clients should not send them.
                 * @example 100
                 */
                $maxpagesize?: components["parameters"]["MaxPageSize"];
                /**
                 * @description Opaque continuation token, normally not set by hand: follow the previous page's `@nextLink`
                 *     unchanged instead (it already carries the token, filter, sort and page size).
                 * @example eyJvZmZzZXQiOjEwMH0
                 */
                $next?: components["parameters"]["Next"];
            };
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of the spreadsheet.
                 * @example 74817e0bd5f6954827669343c87f8a0e
                 */
                spreadsheetId: components["parameters"]["SpreadsheetId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of permissions (an empty `data` array when there are none). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResourcePermissionPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    spreadsheetPermissionsModification: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of the spreadsheet.
                 * @example 74817e0bd5f6954827669343c87f8a0e
                 */
                spreadsheetId: components["parameters"]["SpreadsheetId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ResourcePermissionsModification"];
            };
        };
        responses: {
            /** @description The permissions were changed. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getSheets: {
        parameters: {
            query?: {
                /**
                 * @description Pins a content revision: the answer describes the content as it was at that revision. By default the
                 *     latest revision is used.
                 * @example 42
                 */
                $revision?: components["parameters"]["Revision"];
                /**
                 * @description Largest number of items per page: 1 to 1000, 1000 by default (the live service's bounds). The API
                 *     summary says the service clamps larger values to its maximum; clients should not send them.
                 * @example 100
                 */
                $maxpagesize?: components["parameters"]["MaxPageSize"];
                /**
                 * @description Opaque continuation token, normally not set by hand: follow the previous page's `@nextLink`
                 *     unchanged instead (it already carries the token, filter, sort and page size).
                 * @example eyJvZmZzZXQiOjEwMH0
                 */
                $next?: components["parameters"]["Next"];
            };
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of the spreadsheet.
                 * @example 74817e0bd5f6954827669343c87f8a0e
                 */
                spreadsheetId: components["parameters"]["SpreadsheetId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of sheets (an empty `data` array when there are none). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SheetPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    createSheet: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of the spreadsheet.
                 * @example 74817e0bd5f6954827669343c87f8a0e
                 */
                spreadsheetId: components["parameters"]["SpreadsheetId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SheetInput"];
            };
        };
        responses: {
            /** @description The new sheet. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Sheet"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    copySheet: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of the spreadsheet.
                 * @example 74817e0bd5f6954827669343c87f8a0e
                 */
                spreadsheetId: components["parameters"]["SpreadsheetId"];
                /**
                 * @description Identifier of the sheet within the spreadsheet.
                 * @example 59a2fc55cafc60b8e50bc7052ade39ee
                 */
                sheetId: components["parameters"]["SheetId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SheetCopy"];
            };
        };
        responses: {
            202: components["responses"]["Accepted"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getSheetPermissions: {
        parameters: {
            query?: {
                /**
                 * @description Filter expression. Operators: `eq`, `ne`, `lt`, `gt`, `le`, `ge`, `and`, `or`, `not`, `in`. Text
                 *     values are quoted, lists are parenthesized and timestamps are ISO 8601. Which properties can be
                 *     filtered on is not documented for every list.
                 * @example status eq 'active'
                 */
                $filter?: components["parameters"]["Filter"];
                /**
                 * @description Largest number of items per page: 1 to 1000, 1000 by default (the live service's bounds). The API
                 *     summary says the service clamps larger values to its maximum; clients should not send them.
                 * @example 100
                 */
                $maxpagesize?: components["parameters"]["MaxPageSize"];
                /**
                 * @description Opaque continuation token, normally not set by hand: follow the previous page's `@nextLink`
                 *     unchanged instead (it already carries the token, filter, sort and page size).
                 * @example eyJvZmZzZXQiOjEwMH0
                 */
                $next?: components["parameters"]["Next"];
            };
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of the spreadsheet.
                 * @example 74817e0bd5f6954827669343c87f8a0e
                 */
                spreadsheetId: components["parameters"]["SpreadsheetId"];
                /**
                 * @description Identifier of the sheet within the spreadsheet.
                 * @example 59a2fc55cafc60b8e50bc7052ade39ee
                 */
                sheetId: components["parameters"]["SheetId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of permissions (an empty `data` array when there are none). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResourcePermissionPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    sheetPermissionsModification: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of the spreadsheet.
                 * @example 74817e0bd5f6954827669343c87f8a0e
                 */
                spreadsheetId: components["parameters"]["SpreadsheetId"];
                /**
                 * @description Identifier of the sheet within the spreadsheet.
                 * @example 59a2fc55cafc60b8e50bc7052ade39ee
                 */
                sheetId: components["parameters"]["SheetId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ResourcePermissionsModification"];
            };
        };
        responses: {
            /** @description The permissions were changed. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getSheetData: {
        parameters: {
            query?: {
                /**
                 * @description The cells to read, in A1 notation; leave a bound out to open the range on that side (`A2:B` reads columns A and B from row 2 down). The whole sheet when absent.
                 * @example A2:B
                 */
                $cellrange?: components["parameters"]["SheetCellRange"];
                /**
                 * @description Largest number of cells per page.
                 * @example 1000
                 */
                $maxcellsperpage?: components["parameters"]["MaxCellsPerPage"];
                /**
                 * @description Opaque continuation token, normally not set by hand: follow the previous page's `@nextLink`
                 *     unchanged instead (it already carries the token, filter, sort and page size).
                 * @example eyJvZmZzZXQiOjEwMH0
                 */
                $next?: components["parameters"]["Next"];
                /**
                 * @description Only these members of each item are sent (a comma-separated list).
                 * @example cells
                 */
                $fields?: components["parameters"]["ResourceFields"];
            };
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of the spreadsheet.
                 * @example 74817e0bd5f6954827669343c87f8a0e
                 */
                spreadsheetId: components["parameters"]["SpreadsheetId"];
                /**
                 * @description Identifier of the sheet within the spreadsheet.
                 * @example 59a2fc55cafc60b8e50bc7052ade39ee
                 */
                sheetId: components["parameters"]["SheetId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of the sheet's cells. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SheetDataResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    updateSheet: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. This document describes `2026-01-01`, the stable
                 *     version and reportkit's default; `2022-01-01` still serves the prototype endpoints. The service's
                 *     behaviour when the header is omitted is not documented, so reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of the spreadsheet.
                 * @example 74817e0bd5f6954827669343c87f8a0e
                 */
                spreadsheetId: components["parameters"]["SpreadsheetId"];
                /**
                 * @description Identifier of the sheet within the spreadsheet.
                 * @example 59a2fc55cafc60b8e50bc7052ade39ee
                 */
                sheetId: components["parameters"]["SheetId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SheetUpdate"];
            };
        };
        responses: {
            202: components["responses"]["Accepted"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
}
