export { type Download, type DownloadOptions, fetchDownload } from "./download.js";
export { type ExportedFile, type ExportFileOptions, exportFile } from "./export-file.js";
export {
  type ImportedFile,
  type ImportFileOptions,
  importFile,
  type TransferOptions,
} from "./import-file.js";
export { transferUrl } from "./origin.js";
export type { OnTransferProgress, TransferProgress } from "./progress.js";
export { type UploadBody, type UploadSource, uploadBody } from "./sources.js";
export { type PutOptions, putBytes } from "./upload.js";
