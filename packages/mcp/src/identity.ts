import { READ_RESULT } from "./results/chunks.js";
import type { Runtime } from "./runtime.js";
import { LIST_ALL, WAIT_FOR_OPERATION } from "./tools/operation-tool.js";

/** What this server says of itself in `initialize`: the MCP SDK's server and the stdio opening say the same. */
export interface Identity {
  serverInfo: { name: string; version: string };
  capabilities: { tools: { listChanged: boolean } };
  instructions: string;
}

/** What the server tells the agent about itself at the start of a session. */
function instructionsOf(runtime: Runtime): string {
  return [
    "reportkit: the reporting platform's APIs (platform, data preparation, chains and security, processes preview), called with this server's own credentials. Every operation of their OpenAPI specs (named <api>_<operation>) is reachable: find_operations finds one by words, describe_operation gives its arguments, call_operation calls it; the toolsets the user chose are listed as tools of their own.",
    runtime.allowWrites
      ? "Operations that change data are allowed; a destructive one (delete, trash, overwrite) is confirmed by the user first."
      : "This server is read-only: it calls only the operations that read.",
    `A tool answering 202 starts an operation: call ${WAIT_FOR_OPERATION} with it. A paged list answers nextPage; ${LIST_ALL} walks several pages with an item cap and a cursor to carry on. A result too long for one answer carries truncated.next, a ${READ_RESULT} call that reads on.`,
    "A failed call is a tool error whose JSON names the error class, status, code, requestId, retryAfter and mayHaveBeenApplied (a write that failed after it may have reached the service: check before sending it again).",
  ].join("\n");
}

export function identityOf(runtime: Runtime): Identity {
  return {
    serverInfo: { name: "reportkit", version: runtime.version },
    capabilities: { tools: { listChanged: false } },
    instructions: instructionsOf(runtime),
  };
}
