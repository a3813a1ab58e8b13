export * from "./api-error.js";
export { errorFromResponse, type ResponseContext, readErrorBody } from "./from-response.js";
