// @reportkit/catalog/summary: the API names and a summary of every operation (its API, family, id, tag,
// whether it reads or may delete), the name words and the validator, without the operation table
// (a megabyte of schemas): for a program that lists operations at start and reads their details later,
// from `@reportkit/catalog`. Generated from specs/ (src/generated/summary.gen.ts).
export { CATALOG_APIS, OPERATION_SUMMARIES } from "./generated/summary.gen.js";
export { nameWords } from "./names.js";
export type {
  CatalogApiName,
  CatalogFamily,
  CatalogOperationSummary,
  JsonSchema,
  JsonType,
} from "./types.js";
export { type ValidationError, validate } from "./validate.js";
