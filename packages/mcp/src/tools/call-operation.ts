import type { Continuation } from "../results/envelope.js";
import { CALL_OPERATION, callableOperation, DESCRIBE_OPERATION } from "./discovery-names.js";
import { invoke } from "./invoke.js";
import { jsonInput } from "./json-input.js";
import type { Tool } from "./tool.js";

type Args = { operation: string; arguments?: Record<string, unknown> };

const input = jsonInput<Args>({
  type: "object",
  properties: {
    operation: {
      type: "string",
      minLength: 1,
      description: "The operation's name, as find_operations gives it.",
    },
    arguments: {
      description: `Its arguments, as its inputSchema says (${DESCRIBE_OPERATION} gives it).`,
      type: "object",
      additionalProperties: {},
    },
  },
  required: ["operation"],
  additionalProperties: false,
});

/**
 * Calls any operation the server allows, listed as a tool or not, exactly as its own tool would: the
 * same argument check, paging, waits, retries, write rules and confirmation of destructive ones.
 */
export function callOperationTool(writes: boolean): Tool<Args> {
  return {
    name: CALL_OPERATION,
    definition: {
      name: CALL_OPERATION,
      title: "Call an operation",
      description: `Calls an operation found by find_operations with its arguments (${DESCRIBE_OPERATION} gives their schema), as its own tool would: the answer has status, requestId, data (or selected, with a \`select\` argument), operation for a 202 (wait_for_operation waits for it) and nextPage for a paged list. Reads only unless the user allowed writes; a destructive one is confirmed by the user first.`,
      inputSchema: input.inputSchema,
      // Read-only unless the server allows writes (then it may call a destructive one, confirmed first).
      annotations: {
        title: "Call an operation",
        readOnlyHint: !writes,
        destructiveHint: writes,
        openWorldHint: true,
      },
    },
    access: "read",
    apis: [],
    parse: input.parse,
    async run(args, call, runtime) {
      const tool = callableOperation(runtime, args.operation);
      const output = await invoke(tool, args.operation, args.arguments ?? {}, call, runtime);
      const next = output.structured.nextPage as Continuation | undefined;
      // An operation left out of tools/list carries on through this tool (a host may call listed tools only).
      if (next && !runtime.tools.has(args.operation)) {
        output.structured.nextPage = {
          tool: CALL_OPERATION,
          arguments: { operation: args.operation, arguments: next.arguments },
        } satisfies Continuation;
      }
      return output;
    },
  };
}
