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
        get?: never;
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
        patch?: never;
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
        patch?: never;
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
         *     absent.
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
        get?: never;
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
         *     `activityDateTime` with `$orderBy`. Follow `@nextLink` unchanged until it is absent.
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
        /**
         * @description Body of a file replacement. A replacement is not a partial update: every writable property of the file
         *     is required, and a property left out would be reset, so reportkit makes them all mandatory. `id`
         *     (taken from the path), `created` and `modified` are set by the service and are not sent.
         */
        FileUpdate: {
            /** @description Name of the file. */
            name: string;
            /**
             * @description Kind of file, such as `Document`.
             * @example Document
             */
            kind: string;
            /**
             * @description Type of file, such as `Document`.
             * @example Document
             */
            type: string;
            /** @description Identifier of the folder that contains the file; give another folder's id to move it. */
            container: string;
            /** @description Whether the file is a template. */
            template: boolean;
        };
        /** @description Error body of the platform API. It always names the API version in use. */
        PlatformError: {
            /** @description Machine-readable error code, such as `concurrent_operations_exceeded`. */
            code: string;
            /** @description Human-readable explanation. */
            message: string;
            /** @description What the error is about, such as a parameter or property name. */
            target?: string;
            /** @description Further errors, free-form objects. */
            details?: {
                [key: string]: unknown;
            }[];
            /**
             * Format: uri
             * @description Where the error is documented.
             */
            documentationUrl?: string;
            /** @description The API version that served the request. */
            version: string;
        } & {
            [key: string]: unknown;
        };
        /** @description When something happened to a file. */
        FileTimestamp: {
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp.
             * @example 2026-01-15T09:30:00Z
             */
            dateTime?: string;
        } & {
            [key: string]: unknown;
        };
        /**
         * @description Metadata of a file (a document, spreadsheet or other kind). `kind` and `type` are open strings: the
         *     only documented value is `Document`, and others may exist.
         */
        File: {
            /** @description Identifier of the file; set by the service. */
            id?: string;
            /** @description Name of the file. */
            name?: string;
            /**
             * @description Kind of file, such as `Document`. Other values may exist; treat unknown ones as opaque.
             * @example Document
             */
            kind?: string;
            /**
             * @description Type of file, such as `Document`. Other values may exist; treat unknown ones as opaque.
             * @example Document
             */
            type?: string;
            /** @description Identifier of the folder that contains the file. Writable. */
            container?: string;
            /** @description Whether the file is a template. */
            template?: boolean;
            /** @description When the file was created; set by the service. */
            created?: components["schemas"]["FileTimestamp"];
            /** @description When the file was last modified; set by the service. */
            modified?: components["schemas"]["FileTimestamp"];
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
        /**
         * @description A sample to insert. New samples carry no `id`: the service generates it. Either array may be empty,
         *     since columns may be left empty.
         */
        NewSample: {
            /** @description Values of the sample's data columns. */
            dataValues: components["schemas"]["DataValue"][];
            /** @description Values of the sample's result columns. */
            resultValues: components["schemas"]["ResultValue"][];
        };
        /** @description Body of a `202 Accepted` response. Poll `operationLocation` for the operation's result. */
        AcceptedOperation: {
            /**
             * Format: uri
             * @description URL to poll for the operation's result, the same as the `Location` header.
             */
            operationLocation: string;
        } & {
            [key: string]: unknown;
        };
        /**
         * @description One sample (row) of a test-form matrix. Columns may be left empty, so a sample may omit them. With
         *     `$expand=attachments` the service includes the sample's attachments; that shape is not documented,
         *     and it is reachable as an additional property.
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
        /** @description A page of sample attachments. */
        GraphAttachmentPage: {
            /** @description The attachments of this page; an empty array when there are none. */
            data: components["schemas"]["GraphAttachment"][];
            /**
             * Format: uri
             * @description Absolute URL of the next page, to follow unchanged; absent on the last page.
             */
            "@nextLink"?: string;
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
         * @description All values of a range: an array of rows, each an array of cell values. Rows must be of equal length.
         *     The provided range must not exceed the addressed range. When the values cover less than the
         *     addressed range, every cell of the addressed range is cleared, including those not covered; an empty
         *     array clears the range. A `null` cell is left unchanged. Numbers are written on a scale of ones,
         *     whatever the cell's scale formatting.
         */
        RangeValues: {
            /** @description Rows of cell values, all of equal length. */
            values: components["schemas"]["CellValue"][][];
        };
        /** @description What was done. */
        ActivityAction: {
            /** @description Namespaced identifier of the action. */
            id?: string;
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
            id?: string;
            /** @description Namespaced type of the performer. */
            type?: string;
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
            id?: string;
            /** @description Type of the target. */
            type?: string;
            /** @description Display name of the target. */
            displayName?: string;
            /** @description Unique name of the target, when it has one. */
            uniqueName?: string;
        } & {
            [key: string]: unknown;
        };
        /** @description The workspace the activity happened in. */
        ActivityWorkspace: {
            /** @description Identifier of the workspace. */
            id?: string;
            /** @description Name of the workspace. */
            name?: string;
        } & {
            [key: string]: unknown;
        };
        /** @description The organization the activity happened in. */
        ActivityOrganization: {
            /** @description Identifier of the organization. */
            id?: string;
            /** @description Name of the organization. */
            name?: string;
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
        /** @description One audit activity. `attachments` is optional. */
        Activity: {
            /** @description Opaque identifier of the activity. */
            id?: string;
            action?: components["schemas"]["ActivityAction"];
            /** @description A human-readable sentence describing the activity. */
            summary?: string;
            performer?: components["schemas"]["ActivityPerformer"];
            /** @description What the action was performed on. */
            targets?: components["schemas"]["ActivityTarget"][];
            /**
             * Format: date-time
             * @description When the activity happened, an ISO 8601 UTC timestamp.
             */
            activityDateTime?: string;
            workspace?: components["schemas"]["ActivityWorkspace"];
            organization?: components["schemas"]["ActivityOrganization"];
            /** @description Outcome of the action. Its values are not documented; treat it as opaque text. */
            outcome?: string;
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
            /**
             * Format: uri
             * @description Absolute URL of the next page, with the cursor, filter, sort and page size already applied; follow
             *     it unchanged. Absent on the last page.
             */
            "@nextLink"?: string;
        } & {
            [key: string]: unknown;
        };
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
        /** @description When something happened to an operation, and who did it (the live service's shape). */
        OperationAction: {
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp.
             * @example 2026-01-15T09:30:00Z
             */
            dateTime: string;
            user?: components["schemas"]["OperationUser"];
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
            status: string;
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
         * @description A rate limit or the concurrent-operation limit was reached (code `concurrent_operations_exceeded`).
         *     Wait `Retry-After` seconds, then retry. The service does not document the status code of these
         *     responses; 429 is reportkit's choice.
         */
        TooManyRequests: {
            headers: {
                "Retry-After": components["headers"]["RetryAfter"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["PlatformError"];
            };
        };
        /**
         * @description Accepted: the operation runs asynchronously. Poll `Location` (also given as `operationLocation`),
         *     waiting at least `Retry-After` seconds before the first poll and between polls.
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
    };
    parameters: {
        /**
         * @description Identifier of the file.
         * @example 2b8e0f9d4c1a4e7f8d3b6a5c9e0f1a2b
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
         * @example 6f1d2c3b-4a5e-4f60-8b7a-9c8d7e6f5a4b
         */
        TestFormId: string;
        /**
         * @description Identifier of the test phase within the test form.
         * @example 0a9b8c7d-6e5f-4a3b-8c2d-1e0f9a8b7c6d
         */
        TestPhaseId: string;
        /**
         * @description Identifier of the matrix within the test phase.
         * @example 3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6f
         */
        MatrixId: string;
        /**
         * @description Identifier (UUID) of the sample, a row of the matrix.
         * @example 9e8d7c6b-5a4f-4e3d-9c2b-1a0f9e8d7c6b
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
         * @example 5f6a7b8c9d0e4f1a8b2c3d4e5f6a7b8c
         */
        SpreadsheetId: string;
        /**
         * @description Identifier of the sheet within the spreadsheet.
         * @example 1c2d3e4f5a6b4c7d8e9f0a1b2c3d4e5f
         */
        SheetId: string;
        /**
         * @description The addressed range in A1 notation: a cell (`A1`), a rectangle of cells (`A1:B2`), optionally
         *     prefixed with a sheet name and `!` (`Sheet 1!A1:C3`). Clients percent-encode it so that it stays one
         *     path segment (a space becomes `%20`, `:` becomes `%3A`).
         */
        Range: string;
        /**
         * @description When `true`, the dataset's values are deleted from the sheet too; by default only the dataset is removed.
         * @example true
         */
        DeleteValues: boolean;
        /**
         * @description Identifier of the organization.
         * @example 4d5e6f7a-8b9c-4d0e-9f1a-2b3c4d5e6f7a
         */
        OrganizationId: string;
        /**
         * @description Identifier of the workspace within the organization.
         * @example 8a9b0c1d-2e3f-4a4b-8c5d-6e7f8a9b0c1d
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
         * @description Largest number of items per page. The service clamps values above its maximum; its default and
         *     maximum are not documented.
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
    };
    requestBodies: never;
    headers: {
        /**
         * @description Seconds to wait before the next request (the first poll, the next poll, or a retry).
         * @example 5
         */
        RetryAfter: number;
        /**
         * @description URL to poll for the result of the asynchronous operation (the same URL as the body's
         *     `operationLocation`).
         * @example https://api.reporting.invalid/operations/7d1c5a0e-2f4b-4c1e-9a55-3f0d2b8e6c11
         */
        Location: string;
    };
    pathItems: never;
}
export type ApiVersion = components['schemas']['ApiVersion'];
export type FileUpdate = components['schemas']['FileUpdate'];
export type PlatformError = components['schemas']['PlatformError'];
export type FileTimestamp = components['schemas']['FileTimestamp'];
export type File = components['schemas']['File'];
export type DataValue = components['schemas']['DataValue'];
export type ResultValue = components['schemas']['ResultValue'];
export type NewSample = components['schemas']['NewSample'];
export type AcceptedOperation = components['schemas']['AcceptedOperation'];
export type Sample = components['schemas']['Sample'];
export type GraphAttachment = components['schemas']['GraphAttachment'];
export type GraphAttachmentPage = components['schemas']['GraphAttachmentPage'];
export type CellValue = components['schemas']['CellValue'];
export type RangeValues = components['schemas']['RangeValues'];
export type ActivityAction = components['schemas']['ActivityAction'];
export type ActivityPerformer = components['schemas']['ActivityPerformer'];
export type ActivityTarget = components['schemas']['ActivityTarget'];
export type ActivityWorkspace = components['schemas']['ActivityWorkspace'];
export type ActivityOrganization = components['schemas']['ActivityOrganization'];
export type ActivityAttachment = components['schemas']['ActivityAttachment'];
export type Activity = components['schemas']['Activity'];
export type ActivityPage = components['schemas']['ActivityPage'];
export type OperationUser = components['schemas']['OperationUser'];
export type OperationAction = components['schemas']['OperationAction'];
export type OperationTimestamp = components['schemas']['OperationTimestamp'];
export type OperationDetail = components['schemas']['OperationDetail'];
export type Operation = components['schemas']['Operation'];
export type ResponseUnexpectedError = components['responses']['UnexpectedError'];
export type ResponseBadRequest = components['responses']['BadRequest'];
export type ResponseUnauthorized = components['responses']['Unauthorized'];
export type ResponseForbidden = components['responses']['Forbidden'];
export type ResponseNotFound = components['responses']['NotFound'];
export type ResponseTooManyRequests = components['responses']['TooManyRequests'];
export type ResponseAccepted = components['responses']['Accepted'];
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
export type ParameterDeleteValues = components['parameters']['DeleteValues'];
export type ParameterOrganizationId = components['parameters']['OrganizationId'];
export type ParameterWorkspaceId = components['parameters']['WorkspaceId'];
export type ParameterActivityFilter = components['parameters']['ActivityFilter'];
export type ParameterMaxPageSize = components['parameters']['MaxPageSize'];
export type ParameterActivityOrderBy = components['parameters']['ActivityOrderBy'];
export type ParameterOperationId = components['parameters']['OperationId'];
export type HeaderRetryAfter = components['headers']['RetryAfter'];
export type HeaderLocation = components['headers']['Location'];
export type $defs = Record<string, never>;
export interface operations {
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
                 * @example 2b8e0f9d4c1a4e7f8d3b6a5c9e0f1a2b
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
                 * @example 6f1d2c3b-4a5e-4f60-8b7a-9c8d7e6f5a4b
                 */
                testFormId: components["parameters"]["TestFormId"];
                /**
                 * @description Identifier of the test phase within the test form.
                 * @example 0a9b8c7d-6e5f-4a3b-8c2d-1e0f9a8b7c6d
                 */
                testPhaseId: components["parameters"]["TestPhaseId"];
                /**
                 * @description Identifier of the matrix within the test phase.
                 * @example 3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6f
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
                 * @example 6f1d2c3b-4a5e-4f60-8b7a-9c8d7e6f5a4b
                 */
                testFormId: components["parameters"]["TestFormId"];
                /**
                 * @description Identifier of the test phase within the test form.
                 * @example 0a9b8c7d-6e5f-4a3b-8c2d-1e0f9a8b7c6d
                 */
                testPhaseId: components["parameters"]["TestPhaseId"];
                /**
                 * @description Identifier of the matrix within the test phase.
                 * @example 3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6f
                 */
                matrixId: components["parameters"]["MatrixId"];
                /**
                 * @description Identifier (UUID) of the sample, a row of the matrix.
                 * @example 9e8d7c6b-5a4f-4e3d-9c2b-1a0f9e8d7c6b
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
                 * @example 6f1d2c3b-4a5e-4f60-8b7a-9c8d7e6f5a4b
                 */
                testFormId: components["parameters"]["TestFormId"];
                /**
                 * @description Identifier of the test phase within the test form.
                 * @example 0a9b8c7d-6e5f-4a3b-8c2d-1e0f9a8b7c6d
                 */
                testPhaseId: components["parameters"]["TestPhaseId"];
                /**
                 * @description Identifier of the matrix within the test phase.
                 * @example 3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6f
                 */
                matrixId: components["parameters"]["MatrixId"];
                /**
                 * @description Identifier (UUID) of the sample, a row of the matrix.
                 * @example 9e8d7c6b-5a4f-4e3d-9c2b-1a0f9e8d7c6b
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
                 * @example 5f6a7b8c9d0e4f1a8b2c3d4e5f6a7b8c
                 */
                spreadsheetId: components["parameters"]["SpreadsheetId"];
                /**
                 * @description Identifier of the sheet within the spreadsheet.
                 * @example 1c2d3e4f5a6b4c7d8e9f0a1b2c3d4e5f
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
                 * @example 5f6a7b8c9d0e4f1a8b2c3d4e5f6a7b8c
                 */
                spreadsheetId: components["parameters"]["SpreadsheetId"];
                /**
                 * @description Identifier of the sheet within the spreadsheet.
                 * @example 1c2d3e4f5a6b4c7d8e9f0a1b2c3d4e5f
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
                 * @description Largest number of items per page. The service clamps values above its maximum; its default and
                 *     maximum are not documented.
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
                 * @description Identifier of the organization.
                 * @example 4d5e6f7a-8b9c-4d0e-9f1a-2b3c4d5e6f7a
                 */
                organizationId: components["parameters"]["OrganizationId"];
                /**
                 * @description Identifier of the workspace within the organization.
                 * @example 8a9b0c1d-2e3f-4a4b-8c5d-6e7f8a9b0c1d
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
}
