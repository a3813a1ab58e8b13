import type { CatalogOperation } from "@reportkit/catalog";
import { nameWords } from "@reportkit/catalog/summary";
import { outputSchema } from "../results/envelope.js";
import { catalogueOperations, DESCRIBE_OPERATION, FIND_OPERATIONS, standing } from "./discovery-names.js";
import { jsonInput } from "./json-input.js";
import type { Tool } from "./tool.js";
import { toolsetsOf } from "./toolsets.js";

export const DEFAULT_FIND_LIMIT = 10;

const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 1);

/** An operation's words, by weight: its name and tag count most, its description least. */
function fields(name: string, operation: CatalogOperation): [number, Set<string>][] {
  return [
    [4, new Set([...words(name), ...nameWords(operation.operationId).map((w) => w.toLowerCase())])],
    [3, new Set([...words(operation.tag), ...words(operation.api)])],
    [2, new Set(words(`${operation.summary} ${operation.path}`))],
    [1, new Set(words(operation.description))],
  ];
}

/** How well `query`'s words match an operation: each word scores its best field (a prefix counts, less). */
export function score(query: readonly string[], name: string, operation: CatalogOperation): number {
  const weighted = fields(name, operation);
  let total = 0;
  for (const word of query) {
    let best = 0;
    for (const [weight, set] of weighted) {
      if (set.has(word)) best = Math.max(best, weight);
      else if (
        word.length >= 3 &&
        [...set].some((w) => w.startsWith(word) || (word.startsWith(w) && w.length >= 4))
      ) {
        best = Math.max(best, weight / 2);
      }
    }
    total += best;
  }
  return total;
}

const input = jsonInput<Args>({
  type: "object",
  properties: {
    query: {
      type: "string",
      minLength: 1,
      description:
        "Words of what to do or read (`chain run status`, `spreadsheet sheet values`, `delete file`).",
    },
    limit: {
      description: `The most operations to return (default ${DEFAULT_FIND_LIMIT}).`,
      type: "integer",
      minimum: 1,
      maximum: 50,
    },
  },
  required: ["query"],
  additionalProperties: false,
});

type Args = { query: string; limit?: number };

/** Searches every operation of the platform's APIs by words (name, tag, summary, path, description). */
export const findOperationsTool: Tool<Args> = {
  name: FIND_OPERATIONS,
  definition: {
    name: FIND_OPERATIONS,
    title: "Find operations of the platform's APIs",
    description: `Searches every operation of the platform's APIs (listed as a tool or not) by words over its name, tag, summary, path and description; best first. Each has its name, what it does, whether it reads or changes data and whether this server lets you call it. Then ${DESCRIBE_OPERATION} gives its arguments, and call_operation calls it.`,
    inputSchema: input.inputSchema,
    outputSchema: outputSchema(
      { operations: { type: "array", description: "The operations found, best first." } },
      ["operations"],
      "The operations that match.",
    ),
    annotations: { title: "Find operations", readOnlyHint: true, openWorldHint: false },
  },
  access: "read",
  apis: [],
  parse: input.parse,
  async run({ query, limit }, _call, runtime) {
    const wanted = words(query);
    const found = [...catalogueOperations()]
      .map(([name, operation]) => ({ name, operation, score: score(wanted, name, operation) }))
      .filter((hit) => hit.score > 0)
      .sort((a, b) => b.score - a.score);
    const operations = found.slice(0, limit ?? DEFAULT_FIND_LIMIT).map(({ name, operation }) => {
      const hit: Record<string, unknown> = {
        name,
        summary: operation.summary,
        request: `${operation.method} ${operation.path}`,
        toolset: toolsetsOf(operation)[1],
        access: operation.read ? "read" : operation.destructive ? "write, destructive" : "write",
        ...standing(runtime, name),
      };
      if (operation.async) hit.async = true;
      if (operation.paging) hit.paged = true;
      return hit;
    });
    return {
      structured: {
        operations,
        ...(found.length > operations.length ? { more: found.length - operations.length } : {}),
      },
    };
  },
};
