export { USER_PAGE_DEFAULT } from "./apis/chains/index.js";
export { ACTIVITY_PAGE_DEFAULT, ACTIVITY_PAGE_MAX } from "./apis/platform/activities.js";
export { DOWNLOAD_PATH } from "./apis/platform/file-export.js";
export { UPLOAD_PATH } from "./apis/platform/file-import.js";
export { MAX_EDITS } from "./apis/platform/graph.js";
export { PAGE_DEFAULT, PAGE_MAX } from "./apis/platform/listing.js";
export { REPORT_USERS_PAGE_DEFAULT } from "./apis/platform/report-users.js";
export { ATTACHMENT_PAGE_SIZE } from "./apis/platform/samples.js";
export { UNDOCUMENTED_OPERATIONS } from "./apis/platform/undocumented.js";
export { PROCESSES_PREVIEW_AUTH_PATH, PROCESSES_PREVIEW_VERSION } from "./apis/processes/index.js";
export { DEFAULT_VERSION, SUPPORTED_VERSIONS } from "./contract/versions.js";
export type { SandboxControl } from "./control.js";
export type { Clock } from "./core/clock.js";
export { TOKEN_LIFETIME_SECONDS } from "./engine/engine.js";
export type { FaultOptions } from "./engine/faults.js";
export { type SandboxOptions, SHEET_WRITES_PER_MINUTE } from "./engine/options.js";
export {
  type ResponseMismatch,
  ResponseValidationError,
  type ResponseValidationMode,
} from "./engine/response-validation.js";
export {
  createSandbox,
  IN_PROCESS_ORIGIN,
  type Sandbox,
  type SandboxCredentials,
  type SandboxFetch,
  type SandboxPreview,
  type SandboxUrls,
} from "./sandbox.js";
export { type RunningSandbox, type StartSandboxOptions, startSandbox } from "./server.js";
export { ALL_SCOPES, DEMO_CLIENT, type DemoIds, READONLY_CLIENT } from "./state/seed.js";
export type * from "./state/types.js";
