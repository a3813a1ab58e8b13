import type {
  CatalogAccepted,
  CatalogFamily,
  CatalogOperation,
  CatalogOperationSummary,
} from "@reportkit/catalog";
import { lazyModule } from "./lazy-module.js";

type Table = typeof import("@reportkit/catalog");

const TABLE = lazyModule<Table>(
  () => import("@reportkit/catalog"),
  "The operation table is read before loadCatalogue() finished.",
);

/**
 * Loads the operation table (`@reportkit/catalog`, a megabyte of schemas) once, by a dynamic import:
 * at the first `tools/call`, or the first `tools/list` that lists an operation. A start that lists the
 * default tools reads only `@reportkit/catalog/summary`.
 */
export async function loadCatalogue(): Promise<void> {
  await TABLE.load();
}

/**
 * The operation table, already imported by a caller that reads definitions synchronously
 * (`describeTools`, which the `reportkit-mcp` executable does not import).
 */
export function useCatalogue(loaded: Table): void {
  TABLE.provide(loaded);
}

/** Whether the operation table is loaded (tests check that a start leaves it alone). */
export function catalogueLoaded(): boolean {
  return TABLE.current !== undefined;
}

const loaded = (): Table => TABLE.use();

const FULL = new Map<string, CatalogOperation>();

/** The table's operation `operationId` of `api` (after {@link loadCatalogue}). */
export function tableOperation(api: CatalogOperation["api"], operationId: string): CatalogOperation {
  const key = `${api} ${operationId}`;
  let operation = FULL.get(key);
  if (!operation) {
    operation = loaded().findOperation(api, operationId);
    if (!operation) throw new Error(`${key} is not in the operation table.`);
    FULL.set(key, operation);
  }
  return operation;
}

/** The table's entry of a summarised operation (after {@link loadCatalogue}). */
export function fullOperation(summary: CatalogOperationSummary): CatalogOperation {
  return tableOperation(summary.api, summary.operationId);
}

/** Where an API family's long operations are (the table's `acceptedOf`, after {@link loadCatalogue}). */
export function acceptedOf(family: CatalogFamily): CatalogAccepted | undefined {
  return loaded().acceptedOf(family);
}

/** The operations whose path matches (the table's `matchPath`, after {@link loadCatalogue}). */
export function matchPath(...args: Parameters<Table["matchPath"]>): ReturnType<Table["matchPath"]> {
  return loaded().matchPath(...args);
}
