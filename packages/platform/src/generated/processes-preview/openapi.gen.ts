// ⚠️ GENERATED FILE: DO NOT EDIT.
// Produced from specs/processes-preview/openapi.yaml by scripts/generate.mjs (openapi-typescript).
// Change the spec, then run `pnpm generate`; CI fails when this file drifts from the spec.

export interface paths {
    "/processes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List processes
         * @description Returns the workspace's processes (preview). The answer's shape is not documented: an open JSON object,
         *     passed through as is.
         */
        get: operations["getProcesses"];
        put?: never;
        /**
         * Create a process
         * @description Creates a process (preview). Request and answer are open JSON objects, passed through as is.
         */
        post: operations["createProcess"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/processes/{processId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a process
         * @description Returns one process (preview). The answer is an open JSON object, passed through as is.
         */
        get: operations["getProcessById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update a process
         * @description Changes some of a process's properties (preview). Request and answer are open JSON objects, passed
         *     through as is.
         */
        patch: operations["partiallyUpdateProcessById"];
        trace?: never;
    };
    "/processes/{processId}/batchUpdates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Apply several updates to a process
         * @description Applies a batch of updates to a process in one request (preview). Request and answer are open JSON
         *     objects, passed through as is.
         */
        post: operations["batchUpdateProcess"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/processes/{processId}/run": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Run a process
         * @description Starts a run of a process (preview); the answer names the run, read it at
         *     `GET /processRuns/{processRunId}`. Request and answer are open JSON objects, passed through as is.
         */
        post: operations["runProcess"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/processes/{processId}/validation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Validate a process
         * @description Checks a process for problems without running it (preview). Request and answer are open JSON objects,
         *     passed through as is.
         */
        post: operations["validateProcess"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/processRuns/{processRunId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a process run
         * @description Returns one run of a process (preview). The answer is an open JSON object, passed through as is.
         */
        get: operations["getProcessRunById"];
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
         * @description The processes preview version.
         * @default 2026-04-01.processes.preview
         * @constant
         */
        PreviewVersion: "2026-04-01.processes.preview";
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
        /** @description A payload whose shape the preview does not document. Any JSON object is accepted and returned as is. */
        OpenPayload: {
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
    };
    parameters: {
        /**
         * @description API version: the processes endpoints exist only in `2026-04-01.processes.preview`, which reportkit's
         *     preview client always sends. Any other version answers them like an unknown path.
         */
        XVersion: components["schemas"]["PreviewVersion"];
        /**
         * @description Identifier of the process.
         * @example 5a4b3c2d1e0f49a8b7c6d5e4f3a2b1c0
         */
        ProcessId: string;
        /**
         * @description Identifier of the process run (the `id` of what `POST /processes/{processId}/run` answered).
         * @example 9f8e7d6c5b4a49382716f5e4d3c2b1a0
         */
        ProcessRunId: string;
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type PreviewVersion = components['schemas']['PreviewVersion'];
export type PlatformErrorDetail = components['schemas']['PlatformErrorDetail'];
export type PlatformError = components['schemas']['PlatformError'];
export type OpenPayload = components['schemas']['OpenPayload'];
export type ResponseUnexpectedError = components['responses']['UnexpectedError'];
export type ResponseBadRequest = components['responses']['BadRequest'];
export type ResponseUnauthorized = components['responses']['Unauthorized'];
export type ResponseForbidden = components['responses']['Forbidden'];
export type ResponseNotFound = components['responses']['NotFound'];
export type ResponseTooManyRequests = components['responses']['TooManyRequests'];
export type ParameterXVersion = components['parameters']['XVersion'];
export type ParameterProcessId = components['parameters']['ProcessId'];
export type ParameterProcessRunId = components['parameters']['ProcessRunId'];
export type $defs = Record<string, never>;
export interface operations {
    getProcesses: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version: the processes endpoints exist only in `2026-04-01.processes.preview`, which reportkit's
                 *     preview client always sends. Any other version answers them like an unknown path.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The processes, as the service sends them. */
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
    createProcess: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version: the processes endpoints exist only in `2026-04-01.processes.preview`, which reportkit's
                 *     preview client always sends. Any other version answers them like an unknown path.
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
            /** @description The new process, as the service sends it. */
            201: {
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
    getProcessById: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version: the processes endpoints exist only in `2026-04-01.processes.preview`, which reportkit's
                 *     preview client always sends. Any other version answers them like an unknown path.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of the process.
                 * @example 5a4b3c2d1e0f49a8b7c6d5e4f3a2b1c0
                 */
                processId: components["parameters"]["ProcessId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The process, as the service sends it. */
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
    partiallyUpdateProcessById: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version: the processes endpoints exist only in `2026-04-01.processes.preview`, which reportkit's
                 *     preview client always sends. Any other version answers them like an unknown path.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of the process.
                 * @example 5a4b3c2d1e0f49a8b7c6d5e4f3a2b1c0
                 */
                processId: components["parameters"]["ProcessId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OpenPayload"];
            };
        };
        responses: {
            /** @description The updated process, as the service sends it. */
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
    batchUpdateProcess: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version: the processes endpoints exist only in `2026-04-01.processes.preview`, which reportkit's
                 *     preview client always sends. Any other version answers them like an unknown path.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of the process.
                 * @example 5a4b3c2d1e0f49a8b7c6d5e4f3a2b1c0
                 */
                processId: components["parameters"]["ProcessId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OpenPayload"];
            };
        };
        responses: {
            /** @description The outcome of the batch, as the service sends it. */
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
    runProcess: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version: the processes endpoints exist only in `2026-04-01.processes.preview`, which reportkit's
                 *     preview client always sends. Any other version answers them like an unknown path.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of the process.
                 * @example 5a4b3c2d1e0f49a8b7c6d5e4f3a2b1c0
                 */
                processId: components["parameters"]["ProcessId"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["OpenPayload"];
            };
        };
        responses: {
            /** @description The new process run, as the service sends it. */
            201: {
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
    validateProcess: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version: the processes endpoints exist only in `2026-04-01.processes.preview`, which reportkit's
                 *     preview client always sends. Any other version answers them like an unknown path.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of the process.
                 * @example 5a4b3c2d1e0f49a8b7c6d5e4f3a2b1c0
                 */
                processId: components["parameters"]["ProcessId"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["OpenPayload"];
            };
        };
        responses: {
            /** @description The validation's findings, as the service sends them. */
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
    getProcessRunById: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version: the processes endpoints exist only in `2026-04-01.processes.preview`, which reportkit's
                 *     preview client always sends. Any other version answers them like an unknown path.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Identifier of the process run (the `id` of what `POST /processes/{processId}/run` answered).
                 * @example 9f8e7d6c5b4a49382716f5e4d3c2b1a0
                 */
                processRunId: components["parameters"]["ProcessRunId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The process run, as the service sends it. */
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
}
