import type { CatalogOperation } from "@reportkit/catalog";
import { OPERATION_SUMMARIES } from "@reportkit/catalog/summary";
import { fullOperation } from "../catalogue.js";
import { InvalidArgumentsError, ToolUnavailableError } from "../results/errors.js";
import type { Runtime } from "../runtime.js";
import { toolName } from "./names.js";
import type { AnyTool } from "./tool.js";

export const FIND_OPERATIONS = "find_operations";
export const DESCRIBE_OPERATION = "describe_operation";
export const CALL_OPERATION = "call_operation";

/** Every operation that has a tool (the token endpoint's has none), by tool name; made at first use. */
let byName: Map<string, CatalogOperation> | undefined;

/** Every operation of the catalogue an agent may look at, by tool name (after `loadCatalogue`). */
export function catalogueOperations(): ReadonlyMap<string, CatalogOperation> {
  byName ??= new Map(
    OPERATION_SUMMARIES.filter((operation) => operation.family !== "auth").map((operation) => [
      toolName(operation),
      fullOperation(operation),
    ]),
  );
  return byName;
}

/** Whether `name`'s tool is in `tools/list`, and whether it can be called (and why not). */
export function standing(
  runtime: Runtime,
  name: string,
): { listed: boolean; callable: boolean; why?: string } {
  const listed = runtime.tools.has(name);
  const callable = listed || runtime.operations.has(name);
  const why = callable ? undefined : runtime.hidden.get(name);
  return why ? { listed, callable, why } : { listed, callable };
}

/** The operation a discovery tool names (its tool name, as find_operations gives it). */
export function namedOperation(tool: string, name: string): CatalogOperation {
  const operation = catalogueOperations().get(name);
  if (operation) return operation;
  throw new InvalidArgumentsError(tool, [
    `arguments.operation ${JSON.stringify(name)} is no operation: use a name find_operations gives (platform_list_files...)`,
  ]);
}

/** The tool that calls `name`'s operation, when the server allows it; else the reason it does not. */
export function callableOperation(runtime: Runtime, name: string): AnyTool {
  namedOperation(CALL_OPERATION, name);
  const tool = runtime.tools.get(name) ?? runtime.operations.get(name);
  if (tool) return tool;
  throw new ToolUnavailableError(
    `${name} is not offered by this server: ${runtime.hidden.get(name) ?? "unknown"}`,
  );
}
