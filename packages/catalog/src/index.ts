// @reportkit/catalog: every operation of reportkit's specs as one table, and a validator for the
// JSON Schema subset they use. Generated from specs/ (src/generated/, see scripts/codegen/catalog.mjs).
export { acceptedOf, findOperation, matchPath, type PathMatch } from "./find.js";
export { OPERATIONS } from "./generated/operations.gen.js";
export { CATALOG_APIS } from "./generated/summary.gen.js";
export { nameWords } from "./names.js";
export type {
  CatalogAccepted,
  CatalogApiName,
  CatalogFamily,
  CatalogFollow,
  CatalogOperation,
  CatalogOperationSummary,
  CatalogPaging,
  CatalogParameter,
  CatalogRequestBody,
  CatalogResponse,
  CatalogSettles,
  HttpMethod,
  JsonSchema,
  JsonType,
  PagingStyle,
} from "./types.js";
export { type ValidationError, validate } from "./validate.js";
