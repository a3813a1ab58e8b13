import type { ToolAnnotations } from "@modelcontextprotocol/server";
import type { CatalogApiName, HttpMethod, JsonSchema } from "@reportkit/catalog";
import * as catalogue from "@reportkit/catalog";
import { fullOperation, useCatalogue } from "../catalogue.js";
import { type Selection, selectTools } from "./select.js";
import { allTools } from "./table.js";

/** A tool as `tools/list` describes it, and the operation it calls when it is an operation's tool. */
export interface ToolSummary {
  name: string;
  title: string;
  description: string;
  /** `read`: changes nothing on the platform nor on disk. */
  access: "read" | "write";
  annotations: ToolAnnotations;
  inputSchema: JsonSchema;
  operation?: { api: CatalogApiName; operationId: string; method: HttpMethod; path: string };
}

/**
 * The tools a server started with `selection` (the flags `--apis`, `--allow-writes`, `--tools`,
 * `--exclude-tools`, `--allow-dir`) offers, in `tools/list` order, and why each other one is not
 * offered. Throws `SelectionError` for a name or an API that does not exist, as the server does.
 */
export function describeTools(selection: Selection = {}): {
  offered: ToolSummary[];
  hidden: Record<string, string>;
} {
  useCatalogue(catalogue);
  const { enabled, hidden } = selectTools(allTools(selection.allowWrites), selection);
  const offered = enabled.map(({ definition, access, operation }): ToolSummary => {
    const summary: ToolSummary = {
      name: definition.name,
      title: definition.title,
      description: definition.description,
      access,
      annotations: definition.annotations,
      inputSchema: definition.inputSchema,
    };
    if (operation) {
      const { api, operationId, method, path } = fullOperation(operation);
      summary.operation = { api, operationId, method, path };
    }
    return summary;
  });
  return { offered, hidden: Object.fromEntries(hidden) };
}
