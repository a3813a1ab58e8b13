// The MCP SDK's runtime shims as the bundled executable has them: scripts/bundle.mjs points
// `@modelcontextprotocol/server/_shims` here, so the bundle carries the catalogue's validator instead
// of Ajv (150 kB the server never runs: it passes its own validator to every MCP server it makes).
export { default as process } from "node:process";
export { CatalogJsonSchemaValidator as DefaultJsonSchemaValidator } from "./json-validator.js";
