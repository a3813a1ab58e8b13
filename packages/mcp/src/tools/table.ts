import { OPERATION_SUMMARIES } from "@reportkit/catalog/summary";
import { callOperationTool } from "./call-operation.js";
import { describeOperationTool } from "./describe-operation.js";
import { exportFileTool, importFileTool } from "./files.js";
import { findOperationsTool } from "./find-operations.js";
import { listAllTool } from "./list-all.js";
import { operationTool } from "./operation-tool.js";
import { readResultTool } from "./read-result.js";
import type { AnyTool } from "./tool.js";
import { waitTool } from "./wait-tool.js";

/** The tables made so far: tools hold nothing of a server, and build their definitions once. */
const BUILT = new Map<boolean, readonly AnyTool[]>();

/**
 * Every tool this server knows: one per operation of the catalogue (but the token endpoint's: its
 * answer is a bearer token, which never goes to an agent), then the discovery tools (find, describe
 * and call any operation; `writes`: whether call_operation may change data), then the hand-shaped ones. Made once per
 * process from `@reportkit/catalog`'s table; no operation is written by hand.
 */
export function allTools(writes = false): readonly AnyTool[] {
  const made = BUILT.get(writes);
  if (made) return made;
  const tools: AnyTool[] = [
    ...OPERATION_SUMMARIES.filter((operation) => operation.family !== "auth").map(operationTool),
    findOperationsTool,
    describeOperationTool,
    callOperationTool(writes),
    waitTool,
    listAllTool,
    importFileTool,
    exportFileTool,
    readResultTool,
  ];
  const seen = new Set<string>();
  for (const tool of tools) {
    if (seen.has(tool.name)) throw new Error(`Two tools are named ${tool.name}.`);
    seen.add(tool.name);
  }
  BUILT.set(writes, tools);
  return tools;
}
