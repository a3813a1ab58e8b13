import { fullOperation } from "../catalogue.js";
import { InvalidArgumentsError } from "../results/errors.js";
import type { ToolOutput } from "../results/finish.js";
import type { Runtime } from "../runtime.js";
import { confirmDestructive } from "./confirm.js";
import type { AnyTool, ToolCall } from "./tool.js";

/**
 * Runs one tool as every call does, whether it came by its name or through call_operation: its
 * arguments checked, a destructive operation confirmed by the user, then the tool run.
 */
export async function invoke(
  tool: AnyTool,
  name: string,
  args: unknown,
  call: ToolCall,
  runtime: Runtime,
): Promise<ToolOutput> {
  const parsed = tool.parse(args ?? {});
  if (!parsed.ok) throw new InvalidArgumentsError(name, parsed.problems);
  if (tool.operation && !tool.operation.read && tool.operation.destructive && runtime.confirmDestructive) {
    await confirmDestructive(name, fullOperation(tool.operation), parsed.value, call);
  }
  return tool.run(parsed.value, call, runtime);
}
