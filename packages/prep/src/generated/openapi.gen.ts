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
        post?: never;
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
        put?: never;
        post?: never;
        delete?: never;
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
        get?: never;
        put?: never;
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
            /** @description Id of the table whose files are validated and repaired. */
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
            /** @description Number of errors found in the file. */
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
            /** @description Id of the file to import. */
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
        /** @description Envelope of a table deletion. */
        DeleteTableResponse: {
            /** @description Id of the deleted table. */
            body: string;
            /** @description Result code of the call. */
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
export type SelectListDto = components['schemas']['SelectListDto'];
export type SelectListResponse = components['schemas']['SelectListResponse'];
export type DeleteTableResponse = components['schemas']['DeleteTableResponse'];
export type ResponseUnexpectedError = components['responses']['UnexpectedError'];
export type ResponseBadRequest = components['responses']['BadRequest'];
export type ResponseUnauthorized = components['responses']['Unauthorized'];
export type ResponseLocked = components['responses']['Locked'];
export type ResponseTooManyRequests = components['responses']['TooManyRequests'];
export type ResponseNotFound = components['responses']['NotFound'];
export type ParameterXVersion = components['parameters']['XVersion'];
export type ParameterTableId = components['parameters']['TableId'];
export type ParameterTagLimit = components['parameters']['TagLimit'];
export type ParameterTagCursor = components['parameters']['TagCursor'];
export type ParameterTagOffset = components['parameters']['TagOffset'];
export type ParameterSelectListId = components['parameters']['SelectListId'];
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
}
