// ⚠️ GENERATED FILE: DO NOT EDIT.
// Produced from specs/processes-preview/openapi.yaml and specs/redocly.yaml (x-openapi-ts) by scripts/codegen/client.mjs.
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
export const PROCESSES_PREVIEW_API_VERSION = "2026-04-01.processes.preview";

export interface ProcessesPreviewClientOptions extends StrictClientOptions {
  /** X-Version to send; defaults to {@link PROCESSES_PREVIEW_API_VERSION}. */
  version?: string;
}

/**
 * A typed openapi-fetch client for the Processes preview API: a wrong path, a missing parameter, a body of the wrong
 * shape or a body key the spec does not declare does not compile.
 */
export type ProcessesPreviewClient = StrictClient<paths>;

/**
 * A typed openapi-fetch client for the Processes preview API (`baseUrl` is the `{base_url}` address). Every request
 * carries `Accept: application/json` and `X-Version` unless `headers` or the call say otherwise.
 */
export function createProcessesPreviewClient(options: ProcessesPreviewClientOptions = {}): ProcessesPreviewClient {
  return createStrictClient<paths>(PROCESSES_PREVIEW_API_VERSION, options);
}

// The options of each call, one interface per operation: a call's options are checked against one of
// these names, which TypeScript never expands for the paths the call does not name.
interface GetProcessesInit extends CallOptions {
  params?: paths["/processes"]["get"]["parameters"];
  body?: never;
}
interface CreateProcessInit extends CallOptions {
  params?: paths["/processes"]["post"]["parameters"];
  body: NonNullable<paths["/processes"]["post"]["requestBody"]>["content"][keyof NonNullable<paths["/processes"]["post"]["requestBody"]>["content"]];
}
interface GetProcessByIdInit extends CallOptions {
  params: paths["/processes/{processId}"]["get"]["parameters"];
  body?: never;
}
interface PartiallyUpdateProcessByIdInit extends CallOptions {
  params: paths["/processes/{processId}"]["patch"]["parameters"];
  body: NonNullable<paths["/processes/{processId}"]["patch"]["requestBody"]>["content"][keyof NonNullable<paths["/processes/{processId}"]["patch"]["requestBody"]>["content"]];
}
interface BatchUpdateProcessInit extends CallOptions {
  params: paths["/processes/{processId}/batchUpdates"]["post"]["parameters"];
  body: NonNullable<paths["/processes/{processId}/batchUpdates"]["post"]["requestBody"]>["content"][keyof NonNullable<paths["/processes/{processId}/batchUpdates"]["post"]["requestBody"]>["content"]];
}
interface RunProcessInit extends CallOptions {
  params: paths["/processes/{processId}/run"]["post"]["parameters"];
  body?: NonNullable<paths["/processes/{processId}/run"]["post"]["requestBody"]>["content"][keyof NonNullable<paths["/processes/{processId}/run"]["post"]["requestBody"]>["content"]];
}
interface ValidateProcessInit extends CallOptions {
  params: paths["/processes/{processId}/validation"]["post"]["parameters"];
  body?: NonNullable<paths["/processes/{processId}/validation"]["post"]["requestBody"]>["content"][keyof NonNullable<paths["/processes/{processId}/validation"]["post"]["requestBody"]>["content"]];
}
interface GetProcessRunByIdInit extends CallOptions {
  params: paths["/processRuns/{processRunId}"]["get"]["parameters"];
  body?: never;
}

declare module "@reportkit/strict-client" {
  interface GeneratedInits {
    "processes-preview": {
      paths: paths;
      inits: {
        get: {
          "/processes": GetProcessesInit;
          "/processes/{processId}": GetProcessByIdInit;
          "/processRuns/{processRunId}": GetProcessRunByIdInit;
        };
        post: {
          "/processes": CreateProcessInit;
          "/processes/{processId}/batchUpdates": BatchUpdateProcessInit;
          "/processes/{processId}/run": RunProcessInit;
          "/processes/{processId}/validation": ValidateProcessInit;
        };
        patch: {
          "/processes/{processId}": PartiallyUpdateProcessByIdInit;
        };
      };
    };
  }
}
