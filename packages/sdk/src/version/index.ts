export { DEFAULT_API_VERSION, PROCESSES_PREVIEW_VERSION, withVersion } from "./with-version.js";
