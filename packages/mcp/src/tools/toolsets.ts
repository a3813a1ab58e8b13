import { type CatalogOperationSummary, OPERATION_SUMMARIES } from "@reportkit/catalog/summary";
import { SelectionError, TOOL_APIS } from "./select.js";

/** The toolset that lists every operation of every API (the tool list before toolsets existed). */
export const ALL_TOOLSETS = "all";

/** The variable naming the toolsets when `--toolsets` does not. */
export const TOOLSETS_ENV = "REPORTKIT_MCP_TOOLSETS";

/** A tag as a toolset's second part: `Process runs` -> `process-runs`. */
const slug = (tag: string) =>
  tag
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

/** The toolsets an operation belongs to: its API (`chains`) and its API's tag (`platform.spreadsheets`). */
export function toolsetsOf(operation: Pick<CatalogOperationSummary, "api" | "tag">): [string, string] {
  return [operation.api, `${operation.api}.${slug(operation.tag)}`];
}

/** Every toolset and how many operations it lists, in catalogue order. */
export function knownToolsets(): Map<string, number> {
  const counts = new Map<string, number>([[ALL_TOOLSETS, 0]]);
  for (const operation of OPERATION_SUMMARIES) {
    if (!(TOOL_APIS as readonly string[]).includes(operation.api)) continue;
    counts.set(ALL_TOOLSETS, (counts.get(ALL_TOOLSETS) ?? 0) + 1);
    for (const name of toolsetsOf(operation)) counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  return counts;
}

/**
 * The toolsets named by `--toolsets` (else `REPORTKIT_MCP_TOOLSETS`), lower-cased; a name that is no
 * toolset throws {@link SelectionError} with the list of those that are.
 */
export function checkToolsets(names: readonly string[]): string[] {
  const known = knownToolsets();
  const wanted = names.map((name) => name.trim().toLowerCase()).filter(Boolean);
  const unknown = wanted.filter((name) => !known.has(name));
  if (unknown.length > 0) {
    const list = [...known.keys()].join(", ");
    throw new SelectionError(`--toolsets ${unknown.join(",")}: no such toolset (the toolsets are ${list})`);
  }
  return wanted;
}

/** Whether an operation is in one of `toolsets`. */
export function inToolsets(
  operation: Pick<CatalogOperationSummary, "api" | "tag">,
  toolsets: readonly string[],
): boolean {
  if (toolsets.includes(ALL_TOOLSETS)) return true;
  return toolsetsOf(operation).some((name) => toolsets.includes(name));
}
