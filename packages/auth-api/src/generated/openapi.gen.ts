// ⚠️ GENERATED FILE: DO NOT EDIT.
// Produced from specs/auth/openapi.yaml by scripts/generate.mjs (openapi-typescript).
// Change the spec, then run `pnpm generate`; CI fails when this file drifts from the spec.

export interface paths {
    "/oauth2/token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Request an access token
         * @description Client-credentials grant. Send `client_id`, `client_secret` and `grant_type=client_credentials`
         *     (and optionally the `scope` wanted), form-encoded (`application/x-www-form-urlencoded;charset=UTF-8`)
         *     or as JSON. The response's `access_token` is sent as `Authorization: Bearer <token>` on every API
         *     request.
         */
        post: operations["requestToken"];
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
        /** @description Body of a client-credentials token request. */
        TokenRequest: {
            /** @description The client id. */
            client_id: string;
            /** @description The client secret. As sensitive as a password. */
            client_secret: string;
            /**
             * @description Always `client_credentials`.
             * @constant
             */
            grant_type: "client_credentials";
            /**
             * @description Space-separated scopes wanted (optional; the live service documents it). By default the token
             *     carries every scope the client may have.
             */
            scope?: string;
        };
        /** @description A bearer token, its lifetime and its scopes. All four fields are always present. */
        TokenResponse: {
            /** @description The bearer token. */
            access_token: string;
            /** @description Lifetime in seconds (600 on the live service). */
            expires_in: number;
            /** @description Space-separated scopes granted to the token. */
            scope: string;
            /** @description Always `Bearer` on the live service. */
            token_type: string;
        } & {
            [key: string]: unknown;
        };
        /** @description Error body of the token endpoint (OAuth 2.0 style), with the API version in use. */
        TokenError: {
            /** @description OAuth error code, such as `invalid_client`. */
            error?: string;
            /** @description Human-readable explanation. */
            error_description?: string;
            /** @description The API version in use. */
            version?: string;
        } & {
            [key: string]: unknown;
        };
    };
    responses: {
        /** @description The token request was refused. */
        TokenError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["TokenError"];
            };
        };
        /** @description Too many token requests; wait for Retry-After. */
        TooManyRequests: {
            headers: {
                "Retry-After": components["headers"]["RetryAfter"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["TokenError"];
            };
        };
    };
    parameters: {
        /**
         * @description API version, a date optionally followed by a suffix. Shown values: `2026-01-01` (stable),
         *     `2022-01-01`, and `2026-04-01.processes.preview` (the processes preview token endpoint).
         *     reportkit always sends it.
         */
        XVersion: components["schemas"]["ApiVersion"];
    };
    requestBodies: never;
    headers: {
        /** @description Seconds to wait before trying again. */
        RetryAfter: number;
    };
    pathItems: never;
}
export type ApiVersion = components['schemas']['ApiVersion'];
export type TokenRequest = components['schemas']['TokenRequest'];
export type TokenResponse = components['schemas']['TokenResponse'];
export type TokenError = components['schemas']['TokenError'];
export type ResponseTokenError = components['responses']['TokenError'];
export type ResponseTooManyRequests = components['responses']['TooManyRequests'];
export type ParameterXVersion = components['parameters']['XVersion'];
export type HeaderRetryAfter = components['headers']['RetryAfter'];
export type $defs = Record<string, never>;
export interface operations {
    requestToken: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description API version, a date optionally followed by a suffix. Shown values: `2026-01-01` (stable),
                 *     `2022-01-01`, and `2026-04-01.processes.preview` (the processes preview token endpoint).
                 *     reportkit always sends it.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["TokenRequest"];
                "application/json": components["schemas"]["TokenRequest"];
            };
        };
        responses: {
            /** @description A bearer token. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TokenResponse"];
                };
            };
            400: components["responses"]["TokenError"];
            401: components["responses"]["TokenError"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["TokenError"];
        };
    };
}
