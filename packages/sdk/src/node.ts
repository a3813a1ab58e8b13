// @reportkit/sdk/node: Node-only additions. Browsers never load it.
// - createUndiciFetch: a network fetch on undici's connection pools.
// - importFile / exportFileToPath: file transfers from and to paths and Node streams.
export {
  type ExportedToPath,
  exportFileToPath,
  fileBody,
  importFile,
  type NodeUploadSource,
  streamBody,
  writeToPath,
} from "./node/transfers.js";
export { createUndiciFetch, type UndiciFetchOptions } from "./node/undici-fetch.js";
