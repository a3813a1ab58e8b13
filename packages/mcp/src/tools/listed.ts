import { loadCatalogue } from "../catalogue.js";
import type { Runtime } from "../runtime.js";
import type { AnyTool, ToolDefinition } from "./tool.js";

/** What `tools/list` says of one tool. */
export type ListedDefinition = Omit<ToolDefinition, "outputSchema" | "title"> & { title?: string };

/**
 * A tool as `tools/list` gives it: without its output schema. Output schemas were half the bytes of
 * the list, paid on every turn of an agent; results say their shape in their descriptions, and a
 * client that checks structured content against an output schema (the 1.x official client) can never
 * refuse a result (a selection, a cut result, an error) for not matching one. Nor, for an operation,
 * its title (optional in the protocol): its description starts with the same summary.
 */
export function listedDefinition(tool: AnyTool): ListedDefinition {
  const { outputSchema: _shape, title, ...listed } = tool.definition;
  // An operation's description starts with its summary, which is its title: said once.
  return tool.operation ? listed : { title, ...listed };
}

const LISTED = new WeakMap<Runtime, Promise<ListedDefinition[]>>();

/**
 * The runtime's listed tools as `tools/list` gives them, built once per runtime at the first
 * `tools/list` (a server answering one HTTP call lists nothing). The operation table is loaded first
 * only when a listed tool's definition reads it (a toolset's operations, the file tools): the default
 * tool list is answered without it.
 */
export function listedTools(runtime: Runtime): Promise<ListedDefinition[]> {
  let listed = LISTED.get(runtime);
  if (!listed) {
    const tools = [...runtime.tools.values()];
    listed = (tools.some((tool) => tool.fromTable) ? loadCatalogue() : Promise.resolve()).then(() =>
      tools.map(listedDefinition),
    );
    // A table that failed to load is tried again at the next tools/list.
    listed.catch(() => LISTED.delete(runtime));
    LISTED.set(runtime, listed);
  }
  return listed;
}
