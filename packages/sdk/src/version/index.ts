export { DEFAULT_API_VERSION, PROCESSES_PREVIEW_VERSION } from "./versions.js";
