// ⚠️ GENERATED FILE: DO NOT EDIT.
// Produced from specs/chains/openapi.yaml by scripts/generate.mjs (openapi-typescript).
// Change the spec, then run `pnpm generate`; CI fails when this file drifts from the spec.

export interface paths {
    "/v1/metadata/environment/{environment_id}/chain": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the chains of an environment
         * @description Returns every chain of the environment, with its runtime inputs and schedules. No scope is shown
         *     for this endpoint.
         */
        get: operations["listChains"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/security/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the users of the company
         * @description Returns one page of the company's users. Pages are numbered from 0; `pageSize` is at most 100. No
         *     scope is shown for this endpoint.
         */
        get: operations["listUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/security/users/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a user
         * @description Returns one user of the company. Answers 404 when there is no such user. No scope is shown for this
         *     endpoint.
         */
        get: operations["getUser"];
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
        /** @description Error body of the chains and security API, with the API version in use. */
        ChainsError: {
            /** @description Error code or message. */
            error: string;
            /** @description Human-readable explanation. */
            error_description?: string;
            /** @description The API version in use. */
            version?: string;
        } & {
            [key: string]: unknown;
        };
        /**
         * @description A date-time without a zone offset, such as `2026-01-03T17:40:12`. It is not an RFC 3339 `date-time`
         *     (there is no offset), so it is kept as plain text; the zone it refers to is not shown.
         * @example 2026-01-03T17:40:12
         */
        LocalDateTime: string;
        /** @description An input supplied when a chain runs. */
        RuntimeInput: {
            /**
             * Format: uuid
             * @description UUID of the input.
             */
            vuid?: string;
            /** @description Data type of the input. Its allowed values are not shown. */
            data_type?: string;
        } & {
            [key: string]: unknown;
        };
        /** @description When and how often a schedule runs. */
        ChainScheduleProperties: {
            /** @description Days of the month on which the schedule runs. */
            days_of_month?: string[];
            /** @description Days of the week on which the schedule runs. The type of the items is not shown. */
            days_of_week?: unknown[];
            /** @description Recurrence interval. */
            recurring_interval?: number;
            /** @description Kind of recurrence. Its allowed values are not shown. */
            recurring_type?: string;
            /** @description Hour at which the schedule runs. */
            run_at_hours?: number;
            /** @description Minute at which the schedule runs. */
            run_at_minutes?: number;
            /** @description Second at which the schedule runs. */
            run_at_seconds?: number;
            /** @description Hour at which the schedule stops. */
            stop_at_hours?: number;
            /** @description Minute at which the schedule stops. */
            stop_at_minutes?: number;
            /**
             * @description Time-zone name of the schedule, such as `Europe/Berlin`.
             * @example Europe/Berlin
             */
            zone?: string;
        } & {
            [key: string]: unknown;
        };
        /** @description A schedule of a chain. */
        ChainSchedule: {
            /** @description Whether the schedule is active. */
            enabled?: boolean;
            /** @description When the schedule starts (date-time without zone). */
            start_at?: components["schemas"]["LocalDateTime"];
            /** @description When the schedule ends (date-time without zone). */
            end_at?: components["schemas"]["LocalDateTime"];
            properties?: components["schemas"]["ChainScheduleProperties"];
        } & {
            [key: string]: unknown;
        };
        /**
         * @description A chain of an environment. Which fields are always present is not shown, so all are optional. The
         *     environment's chain list returns summary items (`id`, `internal_id`, `name`, `description`,
         *     `created_at`, `updated_at`); the other fields may be missing there.
         */
        Chain: {
            /** @description Identifier of the chain. */
            id?: string;
            /** @description Internal numeric identifier of the chain. */
            internal_id?: number;
            /** @description Name of the chain. */
            name?: string;
            /** @description Description of the chain. */
            description?: string;
            /** @description When the chain was created (date-time without zone). */
            created_at?: components["schemas"]["LocalDateTime"];
            /** @description When the chain was last updated (date-time without zone). */
            updated_at?: components["schemas"]["LocalDateTime"];
            /** @description Whether the chain is disabled. */
            disabled?: boolean;
            /** @description Whether concurrency is enabled for the chain. */
            concurrency_enabled?: boolean;
            /** @description Inputs supplied when the chain runs. */
            runtime_inputs?: components["schemas"]["RuntimeInput"][];
            /** @description Schedules of the chain. */
            schedules?: components["schemas"]["ChainSchedule"][];
        } & {
            [key: string]: unknown;
        };
        /** @description The chains of an environment. */
        ChainListResponse: {
            /** @description The chains. */
            data: components["schemas"]["Chain"][];
        } & {
            [key: string]: unknown;
        };
        /** @description A user of the company. Which fields are always present is not shown, so all are optional. */
        User: {
            /** @description Identifier of the user. */
            id?: string;
            /** @description Email address of the user. */
            email?: string;
            /** @description First name of the user; may be null. */
            first_name?: string | null;
            /** @description Last name of the user; may be null. */
            last_name?: string | null;
            /** @description Whether the user signs in with single sign-on. */
            sso_enabled?: boolean;
            /**
             * @description When the user last signed in; null when never. The live service sends timestamps such as
             *     `2018-03-14 20:10:39.520585` (space separator, microseconds, no zone), so it is kept as text.
             */
            last_sign_in_at?: string | null;
            /**
             * @description When the user was created. The live service sends timestamps such as `2018-03-14 20:10:39.520585`
             *     (space separator, microseconds, no zone), so it is kept as text.
             */
            created_at?: string;
        } & {
            [key: string]: unknown;
        };
        /** @description A page of the company's users. */
        UserListResponse: {
            /** @description The users of this page. */
            data: components["schemas"]["User"][];
        } & {
            [key: string]: unknown;
        };
        /** @description One user. */
        UserResponse: {
            data: components["schemas"]["User"];
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
                "application/json": components["schemas"]["ChainsError"];
            };
        };
        /** @description The bearer token is missing, invalid or expired. */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ChainsError"];
            };
        };
        /** @description The token may not access this resource. */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ChainsError"];
            };
        };
        /** @description No resource matches the id in the path. */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ChainsError"];
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
                "application/json": components["schemas"]["ChainsError"];
            };
        };
    };
    parameters: {
        /**
         * @description Id of the environment whose chains are listed. One path segment: characters such as `/` and spaces
         *     are percent-encoded.
         * @example env-prod
         */
        EnvironmentId: string;
        /**
         * @description API version, a date optionally followed by a suffix. This API is described for the stable version
         *     `2026-01-01`, which reportkit always sends unless told otherwise. The service's behaviour when the
         *     header is omitted is not shown.
         */
        XVersion: components["schemas"]["ApiVersion"];
        /**
         * @description Number of users per page, at most 100.
         * @example 50
         */
        PageSize: number;
        /**
         * @description Number of the page to return, counted from 0.
         * @example 0
         */
        Page: number;
        /**
         * @description Id of the user. One path segment: characters such as `/` and spaces are percent-encoded.
         * @example usr-1001
         */
        UserId: string;
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type ApiVersion = components['schemas']['ApiVersion'];
export type ChainsError = components['schemas']['ChainsError'];
export type LocalDateTime = components['schemas']['LocalDateTime'];
export type RuntimeInput = components['schemas']['RuntimeInput'];
export type ChainScheduleProperties = components['schemas']['ChainScheduleProperties'];
export type ChainSchedule = components['schemas']['ChainSchedule'];
export type Chain = components['schemas']['Chain'];
export type ChainListResponse = components['schemas']['ChainListResponse'];
export type User = components['schemas']['User'];
export type UserListResponse = components['schemas']['UserListResponse'];
export type UserResponse = components['schemas']['UserResponse'];
export type ResponseUnexpectedError = components['responses']['UnexpectedError'];
export type ResponseUnauthorized = components['responses']['Unauthorized'];
export type ResponseForbidden = components['responses']['Forbidden'];
export type ResponseNotFound = components['responses']['NotFound'];
export type ResponseTooManyRequests = components['responses']['TooManyRequests'];
export type ParameterEnvironmentId = components['parameters']['EnvironmentId'];
export type ParameterXVersion = components['parameters']['XVersion'];
export type ParameterPageSize = components['parameters']['PageSize'];
export type ParameterPage = components['parameters']['Page'];
export type ParameterUserId = components['parameters']['UserId'];
export type $defs = Record<string, never>;
export interface operations {
    listChains: {
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
                 * @description Id of the environment whose chains are listed. One path segment: characters such as `/` and spaces
                 *     are percent-encoded.
                 * @example env-prod
                 */
                environment_id: components["parameters"]["EnvironmentId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The chains of the environment. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChainListResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    listUsers: {
        parameters: {
            query?: {
                /**
                 * @description Number of users per page, at most 100.
                 * @example 50
                 */
                pageSize?: components["parameters"]["PageSize"];
                /**
                 * @description Number of the page to return, counted from 0.
                 * @example 0
                 */
                page?: components["parameters"]["Page"];
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
            /** @description A page of the company's users. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserListResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getUser: {
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
                 * @description Id of the user. One path segment: characters such as `/` and spaces are percent-encoded.
                 * @example usr-1001
                 */
                userId: components["parameters"]["UserId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The user. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
}
