export { type ProcessesPreviewOptions, type ProcessesPreviewPaths, processesPreview } from "./processes.js";
export { type VersionClientOptions, versionClient } from "./version-client.js";
