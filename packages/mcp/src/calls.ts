import type { CallToolResult } from "@modelcontextprotocol/server";
import { loadCatalogue } from "./catalogue.js";
import { errorReport, errorResult, ToolUnavailableError } from "./results/errors.js";
import { finish } from "./results/finish.js";
import type { Runtime } from "./runtime.js";
import { loadSdk } from "./sdk.js";
import { invoke } from "./tools/invoke.js";
import type { ToolCall } from "./tools/tool.js";

/**
 * One `tools/call`: the tool's arguments checked, the tool run, its result cut to size, every secret
 * scrubbed. Whatever happens ends in a result or a tool error (`isError`), never a throw: a failure of
 * the service, of the network or of this server is reported to the agent, and the server goes on.
 */
export async function callTool(
  runtime: Runtime,
  name: string,
  args: unknown,
  call: ToolCall,
): Promise<CallToolResult> {
  const { scrubber } = runtime;
  try {
    // Every call may read the operation table (an operation's schemas, a search, a 202's status path,
    // an error's operation id) and call the SDK: both loaded at the first call, never at start.
    await Promise.all([loadCatalogue(), loadSdk()]);
    // A listed tool, or an operation the toolsets leave unlisted (its continuations name it).
    const tool = runtime.tools.get(name) ?? runtime.operations.get(name);
    if (!tool)
      throw new ToolUnavailableError(`${name} is not offered by this server: ${runtime.hidden.get(name)}`);
    const output = await invoke(tool, name, args, call, runtime);
    // Scrubbed before anything is stored: a secret cut in two by a continuation would escape a later pass.
    const clean = { ...output, structured: scrubber.value(output.structured) };
    if (output.text) clean.text = output.text.map((text) => scrubber.text(text));
    return scrubber.value(finish(clean, runtime.maxResultChars, runtime.store));
  } catch (error) {
    return scrubber.value(errorResult(errorReport(error)));
  }
}
