import type { AnyTool, ToolDefinition } from "./tool.js";

/**
 * A tool as `tools/list` gives it: without its output schema. Output schemas were half the bytes of
 * the list, paid on every turn of an agent; results say their shape in their descriptions, and a
 * client that checks structured content against an output schema (the 1.x official client) can never
 * refuse a result (a selection, a cut result, an error) for not matching one. Nor, for an operation,
 * its title (optional in the protocol): its description starts with the same summary.
 */
export function listedDefinition(
  tool: AnyTool,
): Omit<ToolDefinition, "outputSchema" | "title"> & { title?: string } {
  const { outputSchema: _shape, title, ...listed } = tool.definition;
  // An operation's description starts with its summary, which is its title: said once.
  return tool.operation ? listed : { title, ...listed };
}
