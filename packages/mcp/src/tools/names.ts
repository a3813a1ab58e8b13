import { type CatalogOperationSummary, nameWords } from "@reportkit/catalog/summary";

/** `getSpreadsheetById` -> `get_spreadsheet_by_id`; `processes-preview` -> `processes_preview`. */
export const snakeCase = (name: string): string => nameWords(name).join("_");

/**
 * The tool of an operation: its API and its operationId in snake case, always both
 * (`platform_get_spreadsheet_by_id`, `prep_import_file`). An operationId is unique only within its API
 * (`importFile` is in `platform` and in `prep`), and a prefix on every name keeps each name stable
 * when another API gains an operation of the same name.
 */
export function toolName(operation: Pick<CatalogOperationSummary, "api" | "operationId">): string {
  return `${snakeCase(operation.api)}_${snakeCase(operation.operationId)}`;
}

/**
 * The argument that carries a parameter: its name without the characters tool schemas may not use in a
 * property name (hosts accept `^[A-Za-z0-9_.-]{1,64}$`): `$filter` -> `filter`, `filter[kind]` ->
 * `filter_kind`; `Wk-Service-Provider` and `orderBy` stay as they are.
 */
export function argumentName(parameter: string): string {
  return parameter
    .replace(/^\$/, "")
    .replace(/[^A-Za-z0-9_.-]+/g, "_")
    .replace(/^_+|_+$/g, "");
}

/** Tool names and argument names must match this (the strictest rule common MCP hosts apply). */
export const NAME_PATTERN = /^[A-Za-z0-9_.-]{1,64}$/;
