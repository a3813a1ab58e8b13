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
    "/v1/chains/{chain_id}/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Export a chain
         * @description Writes a chain out as a `.chain` file (the `Content-Disposition` header names it), to import later with importChain into another environment. The file stops working 14 days after the export; the chain itself is not changed. No scope is shown for this endpoint.
         */
        post: operations["exportChain"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/chains/{chain_id}/publish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Publish a chain
         * @description Makes the chain's current draft its published version, with an optional comment. Answers 200 with the chain, or 201 with its address (`Location`) when the chain was published but could not be read back. No scope is shown for this endpoint.
         */
        post: operations["publishChain"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/dataprep/mapping_groups/{mappingGroupGuid}/publish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Publish a mapping group's draft
         * @description Makes the draft rules of a mapping group its published rules. Answers an empty object. No scope is shown for this endpoint.
         */
        post: operations["publishMappingGroup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/dataprep/mapping_groups/{mappingGroupGuid}/update_rules": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Replace a mapping group's rules
         * @description Uploads a file of mapping rules (multipart form) into the group's draft, published version or both (`mode`). Answers the group's rules and the lines that were refused; a 400 carries the same shape. No scope is shown for this endpoint.
         */
        post: operations["updateMappingGroupRules"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/environments/{environment_id}/import_chain": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Import a chain
         * @description Creates a chain in the environment from a `.chain` file written by exportChain (multipart form). Answers 200 with the new chain, or 201 with its address (`Location`) when it was imported but could not be read back. A file older than 14 days is refused. No scope is shown for this endpoint.
         */
        post: operations["importChain"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/execute/chain_run/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search chain runs
         * @description Returns a page of past and current chain runs that match every filter given: environments, chains, a time window, a state. Superusers and company admins may leave out the environments. `data.cursor` leads to the next page. No scope is shown for this endpoint.
         */
        get: operations["searchChainRuns"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/execute/chain_run/{chain_run_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a chain run
         * @description Returns one chain run: its state, who started it and how, and when it started, paused, resumed and ended. Poll it to follow a run started with startChain. Answers 404 when there is no such run. No scope is shown for this endpoint.
         */
        get: operations["getChainRun"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/execute/chain_run/{chain_run_id}/nodes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a chain run with its nodes
         * @description Returns one chain run with each of its command and event nodes, their states and results (with the address of each command's output log). Answers 404 when there is no such run. No scope is shown for this endpoint.
         */
        get: operations["getChainRunNodes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/execute/chain_run/{chain_run_id}/stop": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Stop a chain run
         * @description Asks a running chain run to stop and returns the run. Answers 422 when the run cannot be stopped (it has already ended, for example) and 404 when there is no such run. No scope is shown for this endpoint.
         */
        post: operations["stopChainRun"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/execute/environment/{environment_id}/chain/inputs_search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search chain runs by an input value
         * @description Returns a page of the environment's chain runs whose inputs contain the search text (a file id, for example). `data.cursor` leads to the next page. No scope is shown for this endpoint.
         */
        get: operations["searchChainRunInputs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/execute/environment/{environment_id}/chain/{chain_id}/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the runs of a chain
         * @description Returns a page of one chain's runs, optionally within a time window. `data.cursor` leads to the next page. No scope is shown for this endpoint.
         */
        get: operations["listChainRuns"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/execute/environment/{environment_id}/chain/{chain_id}/start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start a chain
         * @description Starts a run of the chain in the environment, with values for its runtime inputs, and returns the new run at once: follow it with getChainRun until its state is final (`errored`, `warned`, `all_succeeded` or `stopped`). Answers 422 when the chain cannot start (disabled, or already running without concurrency). No scope is shown for this endpoint.
         */
        post: operations["startChain"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/metadata/chains/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search chains
         * @description Returns the chains whose name contains the given text, narrowed by workspace, platform workspace, environment or whether their commands run in parallel. Every filter is optional. No scope is shown for this endpoint.
         */
        get: operations["searchChains"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/metadata/environment/{environment_id}/chain/{chain_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a chain
         * @description Returns one chain of the environment with its runtime inputs and schedules. Answers 404 when there is no such chain. No scope is shown for this endpoint.
         */
        get: operations["getChain"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/metadata/environment/{environment_id}/chain/{chain_id}/command": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the commands of a chain
         * @description Returns the commands a chain is made of. Answers 404 when there is no such chain. No scope is shown for this endpoint.
         */
        get: operations["listChainCommands"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/metadata/workspace": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the chains workspaces
         * @description Returns the company's chains workspaces with their variables. No scope is shown for this endpoint.
         */
        get: operations["listWorkspaces"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/metadata/workspace/{workspace_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a chains workspace
         * @description Returns one chains workspace with its variables. Answers 404 when there is no such workspace. No scope is shown for this endpoint.
         */
        get: operations["getWorkspace"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/metadata/workspace/{workspace_id}/environment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the environments of a workspace
         * @description Returns the environments of a chains workspace, with their variables and number of chains. Answers 404 when there is no such workspace. No scope is shown for this endpoint.
         */
        get: operations["listEnvironments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/metadata/workspace/{workspace_id}/environment/{environment_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get an environment
         * @description Returns one environment of a chains workspace. Answers 404 when there is no such workspace or environment. No scope is shown for this endpoint.
         */
        get: operations["getEnvironment"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/security/authorizations_activity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List recent authorization events
         * @description Returns one page of recent changes to who may do what (group memberships, permissions), newest first. Pages are numbered from 0; `pageSize` is at most 100. No scope is shown for this endpoint.
         */
        get: operations["listAuthorizationActivities"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/security/login_activity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List recent sign-in attempts
         * @description Returns one page of recent sign-in attempts, successful or not, with where they came from. Pages are numbered from 0; `pageSize` is at most 100. No scope is shown for this endpoint.
         */
        get: operations["listLoginActivities"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/security/permissions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the company's permissions
         * @description Returns one page of the permissions granted on the company's chains objects, each with the groups that hold it. Pages are numbered from 0; `pageSize` is at most 100. No scope is shown for this endpoint.
         */
        get: operations["listPermissions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/security/user_groups": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the user groups
         * @description Returns one page of the company's user groups. Pages are numbered from 0; `pageSize` is at most 100. No scope is shown for this endpoint.
         */
        get: operations["listUserGroups"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/security/user_groups/{userGroupId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a user group
         * @description Returns one user group of the company. Answers 404 when there is no such group. No scope is shown for this endpoint.
         */
        get: operations["getUserGroup"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/security/user_groups/{userGroupId}/permissions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the permissions of a user group
         * @description Returns one page of the permissions a user group holds. Pages are numbered from 0; `pageSize` is at most 100. No scope is shown for this endpoint.
         */
        get: operations["listUserGroupPermissions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/security/users/{userId}/groups": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the groups of a user
         * @description Returns one page of the user groups a user belongs to. Pages are numbered from 0; `pageSize` is at most 100. No scope is shown for this endpoint.
         */
        get: operations["listGroupsOfUser"];
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
         * @description A date-time without a zone offset, as the service writes it: `2018-03-14 20:10:39.520585` (space
         *     separator, microseconds) or `2026-01-03T17:40:12`. It is not an RFC 3339 `date-time` (there is no
         *     offset), so it is kept as plain text; the zone it refers to is not shown.
         * @example 2018-03-14 20:10:39.520585
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
        /** @description An optional comment recorded with the published version. */
        PublishChainRequest: {
            /** @description Comment recorded with the published version. */
            publish_comment?: string;
        };
        /** @description One chain. */
        ChainResponse: {
            data: components["schemas"]["Chain"];
        } & {
            [key: string]: unknown;
        };
        /**
         * @description The answer when the chain was written but reading it back failed: where to read it (also in the
         *     `Location` header).
         */
        ChainLocation: {
            data: {
                /** @description What happened, in words. */
                message?: string;
                /** @description Id of the chain. */
                id?: string;
                /** @description Address at which the chain can be read. */
                url?: string;
            } & {
                [key: string]: unknown;
            };
        } & {
            [key: string]: unknown;
        };
        /** @description An empty object when the draft was published. */
        MappingGroupPublished: {
            [key: string]: unknown;
        };
        /** @description The new rules of a mapping group, as a multipart form. */
        UpdateRulesRequest: {
            /**
             * Format: binary
             * @description The file of mapping rules.
             */
            file: string;
            /** @description Which version of the group receives the rules. More values may be added. */
            mode?: "published" | "draft" | "both" | (string & {});
        };
        /** @description One test on a field of a row. */
        MappingCondition: {
            /** @description The field tested. */
            field?: string;
            /** @description The comparison. More values may be added. */
            operator?: "NULL" | "NOT_NULL" | "EQUALS" | "NOT_EQUALS" | "CONTAINS" | "BEGINS_WITH" | "ENDS_WITH" | "DOES_NOT_CONTAIN" | "DOES_NOT_BEGIN_WITH" | "DOES_NOT_END_WITH" | "LESS_THAN" | "GREATER_THAN" | "LESS_THAN_OR_EQUAL_TO" | "GREATER_THAN_OR_EQUAL_TO" | (string & {});
            /** @description The values compared with. */
            value?: string[];
        } & {
            [key: string]: unknown;
        };
        /** @description Tests joined by one combinator. */
        MappingConditionGroup: {
            /** @description How the tests combine. More values may be added. */
            combinator?: "AND" | "OR" | (string & {});
            /** @description The tests. */
            rules?: components["schemas"]["MappingCondition"][];
        } & {
            [key: string]: unknown;
        };
        /** @description When a mapping rule applies: groups of tests joined by one combinator. */
        MappingConditions: {
            /** @description How the groups combine. More values may be added. */
            combinator?: "AND" | "OR" | (string & {});
            /** @description The groups. */
            rules?: components["schemas"]["MappingConditionGroup"][];
        } & {
            [key: string]: unknown;
        };
        /** @description A rule of a mapping group that maps a source value to a target value. */
        MappingRule: {
            /** @description Id of the rule. */
            id?: number;
            /** @description GUID of the mapping group (a UUID). */
            mappingGroupGuid?: string;
            /** @description How `source` is matched. More values may be added. */
            type?: "LIKE" | "EXACT" | "REGEX" | (string & {});
            /** @description The value or pattern matched. */
            source?: string;
            /** @description The value written. */
            target?: string;
            /** @description Place of the rule in the group's order. */
            position?: number;
            conditions?: components["schemas"]["MappingConditions"];
        } & {
            [key: string]: unknown;
        };
        /** @description A line of the uploaded rules that was refused. */
        LineError: {
            /** @description Why the line was refused. */
            error?: string;
            /** @description Number of the line; null when the error is not tied to a line. */
            lineNumber?: number | null;
        } & {
            [key: string]: unknown;
        };
        /** @description The rules a mapping group now has, and the lines that were refused. */
        MappingRuleUploadResult: {
            /** @description The rules of the group. */
            mappingRules?: components["schemas"]["MappingRule"][];
            /** @description The refused lines; empty when all were taken. */
            errors?: components["schemas"]["LineError"][];
        } & {
            [key: string]: unknown;
        };
        /** @description The exported chain to import, as a multipart form. */
        ImportChainRequest: {
            /**
             * Format: binary
             * @description The `.chain` file written by an export (it stops working 14 days after the export).
             */
            file: string;
        };
        /**
         * @description A date-time without a zone offset (see LocalDateTime), or null when the moment has not come (a run
         *     that has not ended, was never paused or resumed).
         * @example 2019-02-08 06:25:00
         */
        NullableLocalDateTime: string | null;
        /**
         * @description One run of a chain. Which fields are always present is not shown, so all are optional. Timestamps
         *     are date-times without a zone (see LocalDateTime).
         */
        ChainRun: {
            /** @description Id of the run. */
            id?: string;
            /** @description Id of the chain that ran. */
            chainId?: string;
            /** @description Id of the environment the chain ran in. */
            envId?: string;
            /** @description Id of the user who started the run. */
            userId?: string;
            /** @description Name of the user who started the run. */
            userName?: string;
            /** @description When the run started. */
            startAt?: components["schemas"]["NullableLocalDateTime"];
            /** @description When the run ended; null or absent while it runs. */
            endAt?: components["schemas"]["NullableLocalDateTime"];
            /** @description When the run was paused; null or absent when it never was. */
            pausedAt?: components["schemas"]["NullableLocalDateTime"];
            /** @description When the run was resumed; null or absent when it never was. */
            resumedAt?: components["schemas"]["NullableLocalDateTime"];
            /**
             * @description Where the run stands. `sleeping` and `enqueueing` are not finished; `paused` waits; the others
             *     are final. More values may be added.
             */
            state?: "sleeping" | "enqueueing" | "paused" | "errored" | "warned" | "all_succeeded" | "stopped" | (string & {});
            /** @description What started the run. More values may be added. */
            launchType?: "manual" | "api" | "schedule" | "trigger" | "slack" | "trigger_event" | (string & {});
            /** @description The outcome of the run in words; may be empty or null while it runs. */
            resultText?: string | null;
        } & {
            [key: string]: unknown;
        };
        /**
         * @description A page of chain runs. Pass `cursor` to the next call to read the following page; the last page has
         *     no cursor or an empty one.
         */
        ChainRunPage: {
            /** @description The chain runs of this page. */
            chainExecutors?: components["schemas"]["ChainRun"][];
            /** @description Where the next page starts; null, empty or absent on the last page. */
            cursor?: string | null;
        } & {
            [key: string]: unknown;
        };
        /** @description A page of chain runs. */
        ChainRunPageResponse: {
            data: components["schemas"]["ChainRunPage"];
        } & {
            [key: string]: unknown;
        };
        /** @description One chain run. */
        ChainRunResponse: {
            data: components["schemas"]["ChainRun"];
        } & {
            [key: string]: unknown;
        };
        /** @description The result of one iteration of a command in a chain run. */
        ChainRunNodeResult: {
            /** @description Id of the result. */
            id?: string;
            /** @description The value the command iterated over, for an iterating command. */
            iteratorValue?: string;
            /** @description Where the command's output log can be read. */
            outputLogUrl?: string;
            /** @description The variables the command wrote. */
            outputVariables?: {
                /** @description The written data; may be null. */
                data?: string | null;
                /** @description The path of a written file; may be empty. */
                path?: string | null;
            } & {
                [key: string]: unknown;
            };
            /** @description Where this result stands. More values may be added. */
            state?: "active" | "errored" | "skipped" | "warned" | "succeeded" | "stopped" | (string & {});
        } & {
            [key: string]: unknown;
        };
        /** @description A command or event of a chain run, with its results. */
        ChainRunNode: {
            /** @description Id of the node in this run. */
            id?: string;
            /** @description Id of the node in the chain (a UUID in practice). */
            nodeId?: string;
            /** @description Name of the command or event. */
            name?: string;
            /** @description Whether the node is a command or an event. More values may be added. */
            nodeType?: "command" | "event" | (string & {});
            /** @description Whether the node runs once per item of a list. */
            iterable?: boolean;
            /** @description When the node started. */
            startAt?: components["schemas"]["NullableLocalDateTime"];
            /** @description When the node ended; null or absent while it runs. */
            endAt?: components["schemas"]["NullableLocalDateTime"];
            /** @description Where the node stands. More values may be added. */
            state?: "sleeping" | "paused" | "skipped" | "errored" | "warned" | "succeeded" | (string & {});
            /** @description The node's results, one per iteration. */
            results?: components["schemas"]["ChainRunNodeResult"][];
        } & {
            [key: string]: unknown;
        };
        /** @description A chain run with every command and event node of it. */
        ChainRunWithNodes: components["schemas"]["ChainRun"] & ({
            /** @description The nodes of the run. */
            nodes?: components["schemas"]["ChainRunNode"][];
        } & {
            [key: string]: unknown;
        });
        /** @description One chain run with its nodes. */
        ChainRunWithNodesResponse: {
            data: components["schemas"]["ChainRunWithNodes"];
        } & {
            [key: string]: unknown;
        };
        /** @description What a chain run starts with. */
        StartChainRequest: {
            /**
             * @description Values of the chain's runtime inputs, by variable name. The names are the chain's own, so any
             *     name is accepted as additional properties.
             */
            runtimeVariables?: {
                [key: string]: unknown;
            };
        };
        /** @description A command of a chain. */
        Command: {
            /** @description Id of the command. */
            id?: string;
            /** @description Id of the link the command belongs to. */
            link_id?: string;
            /** @description Name of the command. */
            name?: string;
            /** @description What the command does. */
            description?: string;
        } & {
            [key: string]: unknown;
        };
        /** @description The commands of a chain. */
        CommandListResponse: {
            /** @description The commands. */
            data: components["schemas"]["Command"][];
        } & {
            [key: string]: unknown;
        };
        /** @description A variable of a workspace or an environment. */
        Variable: {
            /** @description Key of the variable. */
            key?: string;
            /** @description Label shown for the variable. */
            label?: string;
            /** @description Value used when none is set; may be empty. */
            defaultValue?: string | null;
            /** @description Current value; null when unset (encrypted values may be withheld). */
            value?: string | null;
            /** @description Whether the value is stored encrypted. */
            encrypted?: boolean;
        } & {
            [key: string]: unknown;
        };
        /** @description A chains workspace of the company. */
        Workspace: {
            /** @description Id of the workspace. */
            id?: string;
            /** @description Id of the company the workspace belongs to. */
            company_id?: string;
            /** @description Id of the platform workspace it is tied to. */
            external_id?: string;
            /** @description Name of the workspace. */
            name?: string;
            /** @description What the workspace is for. */
            description?: string;
            /** @description The workspace's variables. */
            variables?: components["schemas"]["Variable"][];
        } & {
            [key: string]: unknown;
        };
        /** @description The company's workspaces. */
        WorkspaceListResponse: {
            /** @description The workspaces. */
            data: components["schemas"]["Workspace"][];
        } & {
            [key: string]: unknown;
        };
        /** @description One workspace. */
        WorkspaceResponse: {
            data: components["schemas"]["Workspace"];
        } & {
            [key: string]: unknown;
        };
        /** @description An environment of a workspace (such as staging or production), which holds chains. */
        Environment: {
            /** @description Id of the environment. */
            id?: string;
            /** @description Name of the environment. */
            name?: string;
            /** @description What the environment is for. */
            description?: string;
            /** @description Place of the environment in the workspace's order. */
            position?: number;
            /** @description Display colour, such as `#3CB702`. */
            color?: string;
            /** @description Number of chains in the environment. */
            chains_count?: number;
            /** @description Display settings. */
            settings?: {
                /** @description Display colour. */
                color?: string;
            } & {
                [key: string]: unknown;
            };
            /** @description The environment's variables. */
            variables?: components["schemas"]["Variable"][];
            /** @description When the environment was created. */
            created_at?: components["schemas"]["LocalDateTime"];
            /** @description When the environment was last changed. */
            updated_at?: components["schemas"]["LocalDateTime"];
        } & {
            [key: string]: unknown;
        };
        /** @description The environments of a workspace. */
        EnvironmentListResponse: {
            /** @description The environments. */
            data: components["schemas"]["Environment"][];
        } & {
            [key: string]: unknown;
        };
        /** @description One environment. */
        EnvironmentResponse: {
            data: components["schemas"]["Environment"];
        } & {
            [key: string]: unknown;
        };
        /**
         * @description One change to who may do what (for example a user added to or removed from a group): who did it
         *     (owner), to what (trackable) and affecting whom (recipient).
         */
        AuthorizationActivity: {
            /** @description Id of the event. */
            id?: string;
            /** @description What happened, such as `user_group_user.destroy`. */
            key?: string;
            /** @description Id of who made the change. */
            owner_id?: string;
            /** @description Kind of who made the change, such as `User`. */
            owner_type?: string;
            /** @description Id of the object changed. */
            trackable_id?: string;
            /** @description Kind of the object changed, such as `UserGroupUser`. */
            trackable_type?: string;
            /** @description Id of the object affected. */
            recipient_id?: string;
            /** @description Kind of the object affected, such as `UserGroup`. */
            recipient_type?: string;
            /** @description Details of the event. */
            parameters?: {
                /** @description Id the event refers to. */
                id?: string;
            } & {
                [key: string]: unknown;
            };
            /** @description When the event was recorded. */
            created_at?: components["schemas"]["LocalDateTime"];
            /** @description When the record last changed. */
            updated_at?: components["schemas"]["LocalDateTime"];
        } & {
            [key: string]: unknown;
        };
        /** @description A page of authorization events. */
        AuthorizationActivityListResponse: {
            /** @description The events of this page. */
            data: components["schemas"]["AuthorizationActivity"][];
        } & {
            [key: string]: unknown;
        };
        /** @description One sign-in attempt, successful or not. */
        LoginActivity: {
            /** @description Id of the event. */
            id?: string;
            /** @description Id of the user who signed in; may be null when no user matched. */
            user_id?: string | null;
            /** @description The name given at sign-in (an email address). */
            identity?: string;
            /** @description Where the attempt was made, such as `sessions#create`. */
            context?: string;
            /** @description Whether the attempt succeeded. */
            success?: boolean;
            /** @description Why the attempt failed; null or absent when it succeeded. */
            failure_reason?: string | null;
            /** @description Address the attempt came from. */
            ip?: string;
            /** @description City of that address, when known. */
            city?: string | null;
            /** @description Region of that address, when known. */
            region?: string | null;
            /** @description Country of that address, when known. */
            country?: string | null;
            /** @description When the attempt was made. */
            created_at?: components["schemas"]["LocalDateTime"];
        } & {
            [key: string]: unknown;
        };
        /** @description A page of sign-in attempts. */
        LoginActivityListResponse: {
            /** @description The attempts of this page. */
            data: components["schemas"]["LoginActivity"][];
        } & {
            [key: string]: unknown;
        };
        /** @description A group of users, to which permissions are granted. */
        UserGroup: {
            /** @description Id of the group. */
            id?: string;
            /** @description Name of the group. */
            name?: string;
            /** @description Whether this is a built-in group of the company. */
            default?: boolean;
            /** @description When the group was created. */
            created_at?: components["schemas"]["LocalDateTime"];
        } & {
            [key: string]: unknown;
        };
        /** @description A permission on a chains object (a chain, an environment...), granted to user groups. */
        Permission: {
            /** @description Id of the permission. */
            id?: string;
            /** @description What the permission allows. More values may be added. */
            name?: "read" | "execute" | "write" | "create" | "admin" | (string & {});
            /** @description Id of the object the permission is on. */
            object_id?: string;
            /** @description Kind of that object, such as `Chain`. */
            object_type?: string;
            /** @description Name of that object. */
            object_name?: string;
            /** @description The groups that hold the permission. */
            user_groups?: components["schemas"]["UserGroup"][];
        } & {
            [key: string]: unknown;
        };
        /** @description A page of permissions. */
        PermissionListResponse: {
            /** @description The permissions of this page. */
            data: components["schemas"]["Permission"][];
        } & {
            [key: string]: unknown;
        };
        /** @description A page of user groups. */
        UserGroupListResponse: {
            /** @description The groups of this page. */
            data: components["schemas"]["UserGroup"][];
        } & {
            [key: string]: unknown;
        };
        /** @description One user group. */
        UserGroupResponse: {
            data: components["schemas"]["UserGroup"];
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
        /** @description The request is malformed or names something the service cannot use. */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ChainsError"];
            };
        };
        /** @description The service understood the request but cannot do it now (for example the chain cannot start or stop in its current state). */
        Unprocessable: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ChainsError"];
            };
        };
    };
    parameters: {
        /**
         * @description Id of the environment. One path segment: characters such as `/` and spaces are percent-encoded.
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
         * @description Number of items per page, at most 100.
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
        /**
         * @description Id of the chain. One path segment: characters such as `/` and spaces are percent-encoded.
         * @example chain-83a1c3
         */
        ChainId: string;
        /**
         * @description Only for service-provider applications: the id of the managed workspace the call acts on. Ordinary
         *     callers leave it out.
         * @example 66
         */
        TargetWorkspace: string;
        /**
         * @description The GUID of the mapping group, a UUID.
         * @example 4ef64a1e-55da-4071-8168-d3387d99035d
         */
        MappingGroupGuid: string;
        /**
         * @description Only runs from this moment on, in seconds since the Unix epoch.
         * @example 1767225600
         */
        StartDate: number;
        /**
         * @description Only runs up to this moment, in seconds since the Unix epoch.
         * @example 1769903999
         */
        EndDate: number;
        /**
         * @description Where the next page starts: the `data.cursor` of the previous answer. Leave it out for the first page.
         * @example eyJvZmZzZXQiOjUwfQ
         */
        RunCursor: string;
        /**
         * @description Id of the chain run, as returned when the chain was started. One path segment: characters such as `/`
         *     and spaces are percent-encoded.
         * @example 94532
         */
        ChainRunId: string;
        /**
         * @description Number of chain runs per page, at most 50.
         * @example 10
         */
        RunLimit: number;
        /**
         * @description Id of the chains workspace. One path segment: characters such as `/` and spaces are percent-encoded.
         * @example 12
         */
        WorkspaceId: string;
        /**
         * @description Id of the user group. One path segment: characters such as `/` and spaces are percent-encoded.
         * @example 21
         */
        UserGroupId: string;
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
export type PublishChainRequest = components['schemas']['PublishChainRequest'];
export type ChainResponse = components['schemas']['ChainResponse'];
export type ChainLocation = components['schemas']['ChainLocation'];
export type MappingGroupPublished = components['schemas']['MappingGroupPublished'];
export type UpdateRulesRequest = components['schemas']['UpdateRulesRequest'];
export type MappingCondition = components['schemas']['MappingCondition'];
export type MappingConditionGroup = components['schemas']['MappingConditionGroup'];
export type MappingConditions = components['schemas']['MappingConditions'];
export type MappingRule = components['schemas']['MappingRule'];
export type LineError = components['schemas']['LineError'];
export type MappingRuleUploadResult = components['schemas']['MappingRuleUploadResult'];
export type ImportChainRequest = components['schemas']['ImportChainRequest'];
export type NullableLocalDateTime = components['schemas']['NullableLocalDateTime'];
export type ChainRun = components['schemas']['ChainRun'];
export type ChainRunPage = components['schemas']['ChainRunPage'];
export type ChainRunPageResponse = components['schemas']['ChainRunPageResponse'];
export type ChainRunResponse = components['schemas']['ChainRunResponse'];
export type ChainRunNodeResult = components['schemas']['ChainRunNodeResult'];
export type ChainRunNode = components['schemas']['ChainRunNode'];
export type ChainRunWithNodes = components['schemas']['ChainRunWithNodes'];
export type ChainRunWithNodesResponse = components['schemas']['ChainRunWithNodesResponse'];
export type StartChainRequest = components['schemas']['StartChainRequest'];
export type Command = components['schemas']['Command'];
export type CommandListResponse = components['schemas']['CommandListResponse'];
export type Variable = components['schemas']['Variable'];
export type Workspace = components['schemas']['Workspace'];
export type WorkspaceListResponse = components['schemas']['WorkspaceListResponse'];
export type WorkspaceResponse = components['schemas']['WorkspaceResponse'];
export type Environment = components['schemas']['Environment'];
export type EnvironmentListResponse = components['schemas']['EnvironmentListResponse'];
export type EnvironmentResponse = components['schemas']['EnvironmentResponse'];
export type AuthorizationActivity = components['schemas']['AuthorizationActivity'];
export type AuthorizationActivityListResponse = components['schemas']['AuthorizationActivityListResponse'];
export type LoginActivity = components['schemas']['LoginActivity'];
export type LoginActivityListResponse = components['schemas']['LoginActivityListResponse'];
export type UserGroup = components['schemas']['UserGroup'];
export type Permission = components['schemas']['Permission'];
export type PermissionListResponse = components['schemas']['PermissionListResponse'];
export type UserGroupListResponse = components['schemas']['UserGroupListResponse'];
export type UserGroupResponse = components['schemas']['UserGroupResponse'];
export type ResponseUnexpectedError = components['responses']['UnexpectedError'];
export type ResponseUnauthorized = components['responses']['Unauthorized'];
export type ResponseForbidden = components['responses']['Forbidden'];
export type ResponseNotFound = components['responses']['NotFound'];
export type ResponseTooManyRequests = components['responses']['TooManyRequests'];
export type ResponseBadRequest = components['responses']['BadRequest'];
export type ResponseUnprocessable = components['responses']['Unprocessable'];
export type ParameterEnvironmentId = components['parameters']['EnvironmentId'];
export type ParameterXVersion = components['parameters']['XVersion'];
export type ParameterPageSize = components['parameters']['PageSize'];
export type ParameterPage = components['parameters']['Page'];
export type ParameterUserId = components['parameters']['UserId'];
export type ParameterChainId = components['parameters']['ChainId'];
export type ParameterTargetWorkspace = components['parameters']['TargetWorkspace'];
export type ParameterMappingGroupGuid = components['parameters']['MappingGroupGuid'];
export type ParameterStartDate = components['parameters']['StartDate'];
export type ParameterEndDate = components['parameters']['EndDate'];
export type ParameterRunCursor = components['parameters']['RunCursor'];
export type ParameterChainRunId = components['parameters']['ChainRunId'];
export type ParameterRunLimit = components['parameters']['RunLimit'];
export type ParameterWorkspaceId = components['parameters']['WorkspaceId'];
export type ParameterUserGroupId = components['parameters']['UserGroupId'];
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
                 * @description Id of the environment. One path segment: characters such as `/` and spaces are percent-encoded.
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
                 * @description Number of items per page, at most 100.
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
    exportChain: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Only for service-provider applications: the id of the managed workspace the call acts on. Ordinary
                 *     callers leave it out.
                 * @example 66
                 */
                "wk-target-workspace"?: components["parameters"]["TargetWorkspace"];
                /**
                 * @description API version, a date optionally followed by a suffix. This API is described for the stable version
                 *     `2026-01-01`, which reportkit always sends unless told otherwise. The service's behaviour when the
                 *     header is omitted is not shown.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Id of the chain. One path segment: characters such as `/` and spaces are percent-encoded.
                 * @example chain-83a1c3
                 */
                chain_id: components["parameters"]["ChainId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The `.chain` file. */
            200: {
                headers: {
                    /** @description `attachment; filename="<name>.chain"`: the name of the exported file. */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /** @example Y2hhaW4tZXhwb3J0 */
                    "application/octet-stream": string;
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
    publishChain: {
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
                 * @description Id of the chain. One path segment: characters such as `/` and spaces are percent-encoded.
                 * @example chain-83a1c3
                 */
                chain_id: components["parameters"]["ChainId"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "publish_comment": "Adds the FX step."
                 *     }
                 */
                "application/json": components["schemas"]["PublishChainRequest"];
            };
        };
        responses: {
            /** @description The published chain. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "chain-4a1",
                     *         "internal_id": 1042,
                     *         "name": "Nightly load",
                     *         "description": "Loads the ledger every night.",
                     *         "created_at": "2025-10-01 08:15:00.000000",
                     *         "updated_at": "2026-01-03 17:40:12.220931",
                     *         "disabled": false,
                     *         "concurrency_enabled": false,
                     *         "runtime_inputs": [
                     *           {
                     *             "vuid": "3f1c2a9e-7b4d-4c1e-9a55-2d8e6f0b1c7a",
                     *             "data_type": "string"
                     *           }
                     *         ],
                     *         "schedules": []
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ChainResponse"];
                };
            };
            /** @description Published, but reading the chain back failed: `Location` says where to read it. */
            201: {
                headers: {
                    /** @description Address of the published chain. */
                    Location?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "message": "Published; the chain could not be read back.",
                     *         "id": "chain-4a1",
                     *         "url": "https://chains.reporting.invalid/v1/metadata/environment/env-prod/chain/chain-4a1"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ChainLocation"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    publishMappingGroup: {
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
                 * @description The GUID of the mapping group, a UUID.
                 * @example 4ef64a1e-55da-4071-8168-d3387d99035d
                 */
                mappingGroupGuid: components["parameters"]["MappingGroupGuid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The draft is published. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /** @example {} */
                    "application/json": components["schemas"]["MappingGroupPublished"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    updateMappingGroupRules: {
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
                 * @description The GUID of the mapping group, a UUID.
                 * @example 4ef64a1e-55da-4071-8168-d3387d99035d
                 */
                mappingGroupGuid: components["parameters"]["MappingGroupGuid"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "file": "source,target\nACME Corp,ACME",
                 *       "mode": "draft"
                 *     }
                 */
                "multipart/form-data": components["schemas"]["UpdateRulesRequest"];
            };
        };
        responses: {
            /** @description The rules of the group and the refused lines. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "mappingRules": [
                     *         {
                     *           "id": 7,
                     *           "mappingGroupGuid": "4ef64a1e-55da-4071-8168-d3387d99035d",
                     *           "type": "EXACT",
                     *           "source": "ACME Corp",
                     *           "target": "ACME",
                     *           "position": 0,
                     *           "conditions": {
                     *             "combinator": "AND",
                     *             "rules": [
                     *               {
                     *                 "combinator": "AND",
                     *                 "rules": [
                     *                   {
                     *                     "field": "entity",
                     *                     "operator": "EQUALS",
                     *                     "value": [
                     *                       "ACME Corp"
                     *                     ]
                     *                   }
                     *                 ]
                     *               }
                     *             ]
                     *           }
                     *         }
                     *       ],
                     *       "errors": []
                     *     }
                     */
                    "application/json": components["schemas"]["MappingRuleUploadResult"];
                };
            };
            /** @description No rule was taken: the refused lines say why. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "mappingRules": [],
                     *       "errors": [
                     *         {
                     *           "error": "Unknown rule type.",
                     *           "lineNumber": 2
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["MappingRuleUploadResult"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    importChain: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Only for service-provider applications: the id of the managed workspace the call acts on. Ordinary
                 *     callers leave it out.
                 * @example 66
                 */
                "wk-target-workspace"?: components["parameters"]["TargetWorkspace"];
                /**
                 * @description API version, a date optionally followed by a suffix. This API is described for the stable version
                 *     `2026-01-01`, which reportkit always sends unless told otherwise. The service's behaviour when the
                 *     header is omitted is not shown.
                 */
                "X-Version"?: components["parameters"]["XVersion"];
            };
            path: {
                /**
                 * @description Id of the environment. One path segment: characters such as `/` and spaces are percent-encoded.
                 * @example env-prod
                 */
                environment_id: components["parameters"]["EnvironmentId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "file": "Y2hhaW4tZXhwb3J0"
                 *     }
                 */
                "multipart/form-data": components["schemas"]["ImportChainRequest"];
            };
        };
        responses: {
            /** @description The imported chain. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "chain-9c2",
                     *         "internal_id": 1042,
                     *         "name": "Nightly load -- Import",
                     *         "description": "Loads the ledger every night.",
                     *         "created_at": "2025-10-01 08:15:00.000000",
                     *         "updated_at": "2026-01-03 17:40:12.220931",
                     *         "disabled": true,
                     *         "concurrency_enabled": false,
                     *         "runtime_inputs": [
                     *           {
                     *             "vuid": "3f1c2a9e-7b4d-4c1e-9a55-2d8e6f0b1c7a",
                     *             "data_type": "string"
                     *           }
                     *         ],
                     *         "schedules": []
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ChainResponse"];
                };
            };
            /** @description Imported, but reading the chain back failed: `Location` says where to read it. */
            201: {
                headers: {
                    /** @description Address of the imported chain. */
                    Location?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "message": "Imported; the chain could not be read back.",
                     *         "id": "chain-9c2",
                     *         "url": "https://chains.reporting.invalid/v1/metadata/environment/env-dev/chain/chain-9c2"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ChainLocation"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    searchChainRuns: {
        parameters: {
            query?: {
                /**
                 * @description Ids of the environments to search, separated by commas (`139,140`). Only superusers and company admins may leave it out.
                 * @example env-dev,env-prod
                 */
                environment_id?: string;
                /**
                 * @description Ids of the chains whose runs are returned, separated by commas.
                 * @example chain-4a1
                 */
                chain_id?: string;
                /**
                 * @description Only runs from this moment on, in seconds since the Unix epoch.
                 * @example 1767225600
                 */
                start_date?: components["parameters"]["StartDate"];
                /**
                 * @description Only runs up to this moment, in seconds since the Unix epoch.
                 * @example 1769903999
                 */
                end_date?: components["parameters"]["EndDate"];
                /**
                 * @description Only runs in this state. More values may be added.
                 * @example completed
                 */
                state?: "running" | "succeeded" | "failed" | "paused" | "warned" | "completed" | (string & {});
                /**
                 * @description Order by date: `desc` (newest first) or `asc`.
                 * @example desc
                 */
                sort?: "desc" | "asc" | (string & {});
                /**
                 * @description Where the next page starts: the `data.cursor` of the previous answer. Leave it out for the first page.
                 * @example eyJvZmZzZXQiOjUwfQ
                 */
                cursor?: components["parameters"]["RunCursor"];
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
            /** @description A page of matching chain runs. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "cursor": "eyJvZmZzZXQiOjUwfQ",
                     *         "chainExecutors": [
                     *           {
                     *             "id": "94511",
                     *             "chainId": "chain-4a1",
                     *             "envId": "env-prod",
                     *             "userId": "usr-1001",
                     *             "userName": "Ada Lovelace",
                     *             "startAt": "2026-01-12 02:30:00.104233",
                     *             "endAt": "2026-01-11 02:41:19.551020",
                     *             "pausedAt": null,
                     *             "resumedAt": null,
                     *             "state": "all_succeeded",
                     *             "launchType": "schedule",
                     *             "resultText": "success"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ChainRunPageResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getChainRun: {
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
                 * @description Id of the chain run, as returned when the chain was started. One path segment: characters such as `/`
                 *     and spaces are percent-encoded.
                 * @example 94532
                 */
                chain_run_id: components["parameters"]["ChainRunId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The chain run. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "94532",
                     *         "chainId": "chain-4a1",
                     *         "envId": "env-prod",
                     *         "userId": "usr-1001",
                     *         "userName": "Ada Lovelace",
                     *         "startAt": "2026-01-12 02:30:00.104233",
                     *         "endAt": null,
                     *         "pausedAt": null,
                     *         "resumedAt": null,
                     *         "state": "sleeping",
                     *         "launchType": "api",
                     *         "resultText": null
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ChainRunResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getChainRunNodes: {
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
                 * @description Id of the chain run, as returned when the chain was started. One path segment: characters such as `/`
                 *     and spaces are percent-encoded.
                 * @example 94532
                 */
                chain_run_id: components["parameters"]["ChainRunId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The chain run and its nodes. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "94511",
                     *         "chainId": "chain-4a1",
                     *         "envId": "env-prod",
                     *         "userId": "usr-1001",
                     *         "userName": "Ada Lovelace",
                     *         "startAt": "2026-01-12 02:30:00.104233",
                     *         "endAt": "2026-01-11 02:41:19.551020",
                     *         "pausedAt": null,
                     *         "resumedAt": null,
                     *         "state": "all_succeeded",
                     *         "launchType": "schedule",
                     *         "resultText": "success",
                     *         "nodes": [
                     *           {
                     *             "id": "1",
                     *             "nodeId": "dcaa856a-d1cc-4eca-8d79-4773ab1b58b9",
                     *             "name": "Load ledger",
                     *             "nodeType": "command",
                     *             "iterable": false,
                     *             "state": "succeeded",
                     *             "startAt": "2026-01-11 02:30:01.000000",
                     *             "endAt": "2026-01-11 02:41:18.000000",
                     *             "results": [
                     *               {
                     *                 "id": "1",
                     *                 "iteratorValue": "",
                     *                 "outputVariables": {
                     *                   "data": null,
                     *                   "path": ""
                     *                 },
                     *                 "state": "succeeded",
                     *                 "outputLogUrl": "https://chains.reporting.invalid/logs/94511/1"
                     *               }
                     *             ]
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ChainRunWithNodesResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    stopChainRun: {
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
                 * @description Id of the chain run, as returned when the chain was started. One path segment: characters such as `/`
                 *     and spaces are percent-encoded.
                 * @example 94532
                 */
                chain_run_id: components["parameters"]["ChainRunId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The chain run, stopping or stopped. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "94532",
                     *         "chainId": "chain-4a1",
                     *         "envId": "env-prod",
                     *         "userId": "usr-1001",
                     *         "userName": "Ada Lovelace",
                     *         "startAt": "2026-01-12 02:30:00.104233",
                     *         "endAt": "2026-01-12 02:31:05.000000",
                     *         "pausedAt": null,
                     *         "resumedAt": null,
                     *         "state": "stopped",
                     *         "launchType": "api",
                     *         "resultText": null
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ChainRunResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    searchChainRunInputs: {
        parameters: {
            query: {
                /**
                 * @description Text that a run's input value must contain.
                 * @example ledger-2026-01.csv
                 */
                search_text: string;
                /**
                 * @description Number of chain runs per page, at most 50.
                 * @example 10
                 */
                limit?: components["parameters"]["RunLimit"];
                /**
                 * @description Where the next page starts: the `data.cursor` of the previous answer. Leave it out for the first page.
                 * @example eyJvZmZzZXQiOjUwfQ
                 */
                cursor?: components["parameters"]["RunCursor"];
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
                 * @description Id of the environment. One path segment: characters such as `/` and spaces are percent-encoded.
                 * @example env-prod
                 */
                environment_id: components["parameters"]["EnvironmentId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of matching chain runs. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "cursor": "",
                     *         "chainExecutors": [
                     *           {
                     *             "id": "94511",
                     *             "chainId": "chain-4a1",
                     *             "envId": "env-prod",
                     *             "userId": "usr-1001",
                     *             "userName": "Ada Lovelace",
                     *             "startAt": "2026-01-12 02:30:00.104233",
                     *             "endAt": "2026-01-11 02:41:19.551020",
                     *             "pausedAt": null,
                     *             "resumedAt": null,
                     *             "state": "all_succeeded",
                     *             "launchType": "schedule",
                     *             "resultText": "success"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ChainRunPageResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    listChainRuns: {
        parameters: {
            query?: {
                /**
                 * @description Number of chain runs per page, at most 50.
                 * @example 10
                 */
                limit?: components["parameters"]["RunLimit"];
                /**
                 * @description Where the next page starts: the `data.cursor` of the previous answer. Leave it out for the first page.
                 * @example eyJvZmZzZXQiOjUwfQ
                 */
                cursor?: components["parameters"]["RunCursor"];
                /**
                 * @description Only runs from this moment on, in seconds since the Unix epoch.
                 * @example 1767225600
                 */
                start_date?: components["parameters"]["StartDate"];
                /**
                 * @description Only runs up to this moment, in seconds since the Unix epoch.
                 * @example 1769903999
                 */
                end_date?: components["parameters"]["EndDate"];
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
                 * @description Id of the environment. One path segment: characters such as `/` and spaces are percent-encoded.
                 * @example env-prod
                 */
                environment_id: components["parameters"]["EnvironmentId"];
                /**
                 * @description Id of the chain. One path segment: characters such as `/` and spaces are percent-encoded.
                 * @example chain-83a1c3
                 */
                chain_id: components["parameters"]["ChainId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of the chain's runs. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "cursor": "eyJvZmZzZXQiOjEwfQ",
                     *         "chainExecutors": [
                     *           {
                     *             "id": "94511",
                     *             "chainId": "chain-4a1",
                     *             "envId": "env-prod",
                     *             "userId": "usr-1001",
                     *             "userName": "Ada Lovelace",
                     *             "startAt": "2026-01-12 02:30:00.104233",
                     *             "endAt": "2026-01-11 02:41:19.551020",
                     *             "pausedAt": null,
                     *             "resumedAt": null,
                     *             "state": "all_succeeded",
                     *             "launchType": "schedule",
                     *             "resultText": "success"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ChainRunPageResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    startChain: {
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
                 * @description Id of the environment. One path segment: characters such as `/` and spaces are percent-encoded.
                 * @example env-prod
                 */
                environment_id: components["parameters"]["EnvironmentId"];
                /**
                 * @description Id of the chain. One path segment: characters such as `/` and spaces are percent-encoded.
                 * @example chain-83a1c3
                 */
                chain_id: components["parameters"]["ChainId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StartChainRequest"];
            };
        };
        responses: {
            /** @description The new chain run. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "94532",
                     *         "chainId": "chain-4a1",
                     *         "envId": "env-prod",
                     *         "userId": "usr-1001",
                     *         "userName": "Ada Lovelace",
                     *         "startAt": "2026-01-12 02:30:00.104233",
                     *         "endAt": null,
                     *         "pausedAt": null,
                     *         "resumedAt": null,
                     *         "state": "sleeping",
                     *         "launchType": "api",
                     *         "resultText": null
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ChainRunResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    searchChains: {
        parameters: {
            query?: {
                /**
                 * @description Only chains of this chains workspace.
                 * @example 66
                 */
                workspace_id?: number;
                /**
                 * @description Only chains of the chains workspace tied to this platform workspace.
                 * @example 201
                 */
                external_workspace_id?: string;
                /**
                 * @description Only chains of this environment (its numeric id).
                 * @example 193
                 */
                environment_id?: number;
                /**
                 * @description Text the chain's name must contain.
                 * @example Month-end
                 */
                name?: string;
                /**
                 * @description `true`: only chains whose commands run in parallel; `false`: only those that run them one by one.
                 * @example false
                 */
                parallel_execution_enabled?: boolean;
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
            /** @description The matching chains. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "chain-4a1",
                     *           "internal_id": 1042,
                     *           "name": "Nightly load",
                     *           "description": "Loads the ledger every night.",
                     *           "created_at": "2025-10-01 08:15:00.000000",
                     *           "updated_at": "2026-01-03 17:40:12.220931",
                     *           "disabled": false,
                     *           "concurrency_enabled": false,
                     *           "runtime_inputs": [
                     *             {
                     *               "vuid": "3f1c2a9e-7b4d-4c1e-9a55-2d8e6f0b1c7a",
                     *               "data_type": "string"
                     *             }
                     *           ],
                     *           "schedules": []
                     *         }
                     *       ]
                     *     }
                     */
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
    getChain: {
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
                 * @description Id of the environment. One path segment: characters such as `/` and spaces are percent-encoded.
                 * @example env-prod
                 */
                environment_id: components["parameters"]["EnvironmentId"];
                /**
                 * @description Id of the chain. One path segment: characters such as `/` and spaces are percent-encoded.
                 * @example chain-83a1c3
                 */
                chain_id: components["parameters"]["ChainId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The chain. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "chain-4a1",
                     *         "internal_id": 1042,
                     *         "name": "Nightly load",
                     *         "description": "Loads the ledger every night.",
                     *         "created_at": "2025-10-01 08:15:00.000000",
                     *         "updated_at": "2026-01-03 17:40:12.220931",
                     *         "disabled": false,
                     *         "concurrency_enabled": false,
                     *         "runtime_inputs": [
                     *           {
                     *             "vuid": "3f1c2a9e-7b4d-4c1e-9a55-2d8e6f0b1c7a",
                     *             "data_type": "string"
                     *           }
                     *         ],
                     *         "schedules": []
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ChainResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    listChainCommands: {
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
                 * @description Id of the environment. One path segment: characters such as `/` and spaces are percent-encoded.
                 * @example env-prod
                 */
                environment_id: components["parameters"]["EnvironmentId"];
                /**
                 * @description Id of the chain. One path segment: characters such as `/` and spaces are percent-encoded.
                 * @example chain-83a1c3
                 */
                chain_id: components["parameters"]["ChainId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The chain's commands. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "1",
                     *           "link_id": "12",
                     *           "name": "Load ledger",
                     *           "description": "Reads the ledger file into the staging table."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["CommandListResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    listWorkspaces: {
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
            /** @description The workspaces. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "12",
                     *           "company_id": "140",
                     *           "external_id": "ws-77",
                     *           "name": "Finance",
                     *           "description": "Close and consolidation chains.",
                     *           "variables": [
                     *             {
                     *               "key": "region",
                     *               "label": "Region",
                     *               "defaultValue": "",
                     *               "value": "EMEA",
                     *               "encrypted": false
                     *             }
                     *           ]
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["WorkspaceListResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getWorkspace: {
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
                 * @description Id of the chains workspace. One path segment: characters such as `/` and spaces are percent-encoded.
                 * @example 12
                 */
                workspace_id: components["parameters"]["WorkspaceId"];
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
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "12",
                     *         "company_id": "140",
                     *         "external_id": "ws-77",
                     *         "name": "Finance",
                     *         "description": "Close and consolidation chains.",
                     *         "variables": [
                     *           {
                     *             "key": "region",
                     *             "label": "Region",
                     *             "defaultValue": "",
                     *             "value": "EMEA",
                     *             "encrypted": false
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["WorkspaceResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    listEnvironments: {
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
                 * @description Id of the chains workspace. One path segment: characters such as `/` and spaces are percent-encoded.
                 * @example 12
                 */
                workspace_id: components["parameters"]["WorkspaceId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The environments. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "env-prod",
                     *           "name": "Production",
                     *           "description": "Chains that load the books.",
                     *           "position": 1,
                     *           "color": "#3CB702",
                     *           "chains_count": 6,
                     *           "settings": {
                     *             "color": "#3CB702"
                     *           },
                     *           "variables": [
                     *             {
                     *               "key": "region",
                     *               "label": "Region",
                     *               "defaultValue": "",
                     *               "value": "EMEA",
                     *               "encrypted": false
                     *             }
                     *           ],
                     *           "created_at": "2025-05-01 10:00:00.000000",
                     *           "updated_at": "2026-01-03 17:40:12.220931"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["EnvironmentListResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getEnvironment: {
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
                 * @description Id of the chains workspace. One path segment: characters such as `/` and spaces are percent-encoded.
                 * @example 12
                 */
                workspace_id: components["parameters"]["WorkspaceId"];
                /**
                 * @description Id of the environment. One path segment: characters such as `/` and spaces are percent-encoded.
                 * @example env-prod
                 */
                environment_id: components["parameters"]["EnvironmentId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The environment. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "env-prod",
                     *         "name": "Production",
                     *         "description": "Chains that load the books.",
                     *         "position": 1,
                     *         "color": "#3CB702",
                     *         "chains_count": 6,
                     *         "settings": {
                     *           "color": "#3CB702"
                     *         },
                     *         "variables": [
                     *           {
                     *             "key": "region",
                     *             "label": "Region",
                     *             "defaultValue": "",
                     *             "value": "EMEA",
                     *             "encrypted": false
                     *           }
                     *         ],
                     *         "created_at": "2025-05-01 10:00:00.000000",
                     *         "updated_at": "2026-01-03 17:40:12.220931"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["EnvironmentResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    listAuthorizationActivities: {
        parameters: {
            query?: {
                /**
                 * @description Number of items per page, at most 100.
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
            /** @description A page of authorization events. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "5001",
                     *           "key": "user_group_user.destroy",
                     *           "owner_id": "usr-1001",
                     *           "owner_type": "User",
                     *           "trackable_id": "77",
                     *           "trackable_type": "UserGroupUser",
                     *           "recipient_id": "21",
                     *           "recipient_type": "UserGroup",
                     *           "parameters": {
                     *             "id": "77"
                     *           },
                     *           "created_at": "2026-01-10 09:12:44.118204",
                     *           "updated_at": "2026-01-10 09:12:44.118204"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["AuthorizationActivityListResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    listLoginActivities: {
        parameters: {
            query?: {
                /**
                 * @description Number of items per page, at most 100.
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
            /** @description A page of sign-in attempts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "8801",
                     *           "user_id": "usr-1001",
                     *           "identity": "ada@company.invalid",
                     *           "context": "sessions#create",
                     *           "success": true,
                     *           "failure_reason": null,
                     *           "ip": "192.0.2.10",
                     *           "city": "Berlin",
                     *           "region": "Berlin",
                     *           "country": "Germany",
                     *           "created_at": "2026-01-11 07:58:03.004511"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["LoginActivityListResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    listPermissions: {
        parameters: {
            query?: {
                /**
                 * @description Number of items per page, at most 100.
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
            /** @description A page of permissions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "301",
                     *           "object_id": "1042",
                     *           "object_type": "Chain",
                     *           "object_name": "Nightly load",
                     *           "name": "execute",
                     *           "user_groups": [
                     *             {
                     *               "id": "21",
                     *               "name": "Chain operators",
                     *               "default": false,
                     *               "created_at": "2025-06-02 09:00:00.000000"
                     *             }
                     *           ]
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["PermissionListResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    listUserGroups: {
        parameters: {
            query?: {
                /**
                 * @description Number of items per page, at most 100.
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
            /** @description A page of user groups. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "21",
                     *           "name": "Chain operators",
                     *           "default": false,
                     *           "created_at": "2025-06-02 09:00:00.000000"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["UserGroupListResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getUserGroup: {
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
                 * @description Id of the user group. One path segment: characters such as `/` and spaces are percent-encoded.
                 * @example 21
                 */
                userGroupId: components["parameters"]["UserGroupId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The user group. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "21",
                     *         "name": "Chain operators",
                     *         "default": false,
                     *         "created_at": "2025-06-02 09:00:00.000000"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["UserGroupResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    listUserGroupPermissions: {
        parameters: {
            query?: {
                /**
                 * @description Number of items per page, at most 100.
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
            path: {
                /**
                 * @description Id of the user group. One path segment: characters such as `/` and spaces are percent-encoded.
                 * @example 21
                 */
                userGroupId: components["parameters"]["UserGroupId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of the group's permissions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "301",
                     *           "object_id": "1042",
                     *           "object_type": "Chain",
                     *           "object_name": "Nightly load",
                     *           "name": "execute",
                     *           "user_groups": [
                     *             {
                     *               "id": "21",
                     *               "name": "Chain operators",
                     *               "default": false,
                     *               "created_at": "2025-06-02 09:00:00.000000"
                     *             }
                     *           ]
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["PermissionListResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    listGroupsOfUser: {
        parameters: {
            query?: {
                /**
                 * @description Number of items per page, at most 100.
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
            /** @description A page of the user's groups. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "21",
                     *           "name": "Chain operators",
                     *           "default": false,
                     *           "created_at": "2025-06-02 09:00:00.000000"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["UserGroupListResponse"];
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
