// @reportkit/sdk/node: Node-only additions. Browsers never load it.
// - createUndiciFetch: a network fetch on undici's connection pools.
// - importFile / exportFileToPath: file transfers from and to paths and Node streams.
// - everything "@reportkit/sdk/node/settings" exports: resolveSettings (flags, REPORTKIT_* variables,
//   the profile and the region to createReportkit's options, each with its source; the CLI and the MCP
//   server call it), the profiles `reportkit login` saves, and SecretRegistry.

export type { HasPlatform } from "./clients/types.js";
// The types its functions take and give (also exported by "@reportkit/sdk").
export type { AnyFetch } from "./http/fetch-like.js";
export * from "./node/settings-entry.js";
export {
  type ExportedToPath,
  exportFileToPath,
  fileBody,
  importFile,
  type NodeUploadSource,
  streamBody,
  writeToPath,
} from "./node/transfers.js";
export type { UndiciDispatcher } from "./node/undici-dispatch.js";
export { createUndiciFetch, type UndiciFetchOptions } from "./node/undici-fetch.js";
export type { ExportedFile, ExportFileOptions } from "./transfers/export-file.js";
export type { ImportedFile, ImportFileOptions } from "./transfers/import-file.js";
export type { UploadBody, UploadSource } from "./transfers/sources.js";
