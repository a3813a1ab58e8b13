// What the tools call of the SDK: its request side, loaded by `loadSdk` (src/sdk.ts) at the first call.
export { ApiError, createReportkit, paginate, processesPreview, wait } from "@reportkit/sdk";
export {
  continuationOf,
  linkedUrl,
  operationIdIn,
  operationUrlOf,
  pageItemsOf,
  requestIdOf,
  valueAt,
} from "@reportkit/sdk/advanced";
export { exportFileToPath, importFile } from "@reportkit/sdk/node";
