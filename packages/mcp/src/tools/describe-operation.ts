import type { CatalogOperation } from "@reportkit/catalog";
import { outputSchema } from "../results/envelope.js";
import { SELECT_SCHEMA } from "../results/projection.js";
import { CALL_OPERATION, DESCRIBE_OPERATION, namedOperation, standing } from "./discovery-names.js";
import { jsonInput } from "./json-input.js";
import { LIST_ALL, operationTool, WAIT_FOR_OPERATION } from "./operation-tool.js";
import { type ObjectSchema, operationInput } from "./schemas.js";
import type { Tool } from "./tool.js";
import { toolsetsOf } from "./toolsets.js";

const input = jsonInput<{ operation: string }>({
  type: "object",
  properties: {
    operation: {
      type: "string",
      minLength: 1,
      description: "The operation's name, as find_operations gives it (chains_get_user...).",
    },
  },
  required: ["operation"],
  additionalProperties: false,
});

/** An operation's input in full, with `select` for a read (what its tool's parse accepts). */
function fullInput(operation: CatalogOperation): ObjectSchema {
  const { schema } = operationInput(operation);
  return operation.read ? { ...schema, properties: { ...schema.properties, select: SELECT_SCHEMA } } : schema;
}

/** One operation in full: its arguments' schema, its answer's, paging, waiting, and what it changes. */
export const describeOperationTool: Tool<{ operation: string }> = {
  name: DESCRIBE_OPERATION,
  definition: {
    name: DESCRIBE_OPERATION,
    title: "Describe an operation",
    description: `Describes one operation found by find_operations: what it does, its arguments (inputSchema: pass them as \`arguments\` to ${CALL_OPERATION}), the schema of its answer's \`data\`, whether it is a paged list (${LIST_ALL} walks it), whether it answers 202 (${WAIT_FOR_OPERATION} waits), whether it changes or deletes data, and whether this server lets you call it.`,
    inputSchema: input.inputSchema,
    outputSchema: outputSchema(
      {
        name: { type: "string" },
        inputSchema: { type: "object", description: "The arguments of call_operation's `arguments`." },
      },
      ["name", "inputSchema"],
      "The operation.",
    ),
    annotations: { title: "Describe an operation", readOnlyHint: true, openWorldHint: false },
  },
  access: "read",
  apis: [],
  parse: input.parse,
  async run({ operation: name }, _call, runtime) {
    const operation = namedOperation(DESCRIBE_OPERATION, name);
    const tool = operationTool(operation);
    const structured: Record<string, unknown> = {
      name,
      summary: operation.summary,
      description: tool.definition.description,
      api: operation.api,
      operationId: operation.operationId,
      request: `${operation.method} ${operation.path}`,
      toolsets: toolsetsOf(operation),
      read: operation.read,
      destructive: !operation.read && operation.destructive,
      idempotent: operation.idempotent,
      async: operation.async,
      paging: operation.paging,
      scopes: operation.scopes,
      ...standing(runtime, name),
      inputSchema: fullInput(operation),
    };
    if (operation.response) structured.responseSchema = operation.response.schema;
    structured.call = { tool: CALL_OPERATION, arguments: { operation: name, arguments: {} } };
    return { structured, bulk: ["responseSchema"] };
  },
};
