import { ProtocolError, ProtocolErrorCode, Server, type Tool } from "@modelcontextprotocol/server";
import { callTool } from "./calls.js";
import { CatalogJsonSchemaValidator } from "./json-validator.js";
import { READ_RESULT } from "./results/chunks.js";
import type { Runtime } from "./runtime.js";
import { LIST_ALL, WAIT_FOR_OPERATION } from "./tools/operation-tool.js";

/** What the server tells the agent about itself at the start of a session. */
function instructionsOf(runtime: Runtime): string {
  const tools = [...runtime.tools.values()];
  const writes = tools.filter((tool) => tool.access === "write").length;
  return [
    "reportkit: the reporting platform's APIs (platform, data preparation, chains and security, processes preview) as tools, one per operation of its OpenAPI specs (named <api>_<operation>), called with this server's own credentials.",
    writes === 0
      ? "This server is read-only: its tools change nothing."
      : `${writes} of its tools change data: their annotations say which may delete or overwrite.`,
    `A tool answering 202 starts an operation: call ${WAIT_FOR_OPERATION} with it. A paged list answers nextPage; ${LIST_ALL} walks several pages with an item cap and a cursor to carry on. A result too long for one answer carries truncated.next, a ${READ_RESULT} call that reads on.`,
    "A failed call is a tool error whose JSON names the error class, status, code, requestId, retryAfter and mayHaveBeenApplied (a write that failed after it may have reached the service: check before sending it again).",
  ].join("\n");
}

/**
 * A low-level MCP server over the runtime's tools: `tools/list` answers the definitions built at start,
 * `tools/call` runs one. Cheap to make: the HTTP transport makes one per request.
 */
export function createToolServer(runtime: Runtime): Server {
  const server = new Server(
    { name: "reportkit", version: runtime.version },
    {
      capabilities: { tools: { listChanged: false } },
      instructions: instructionsOf(runtime),
      jsonSchemaValidator: new CatalogJsonSchemaValidator(),
    },
  );
  // The catalogue's JSON Schemas are plain JSON: what the protocol's Tool type says in its own words.
  const definitions = [...runtime.tools.values()].map((tool) => tool.definition) as unknown as Tool[];
  server.setRequestHandler("tools/list", () => ({ tools: definitions }));
  server.setRequestHandler("tools/call", async (request, ctx) => {
    const { name, arguments: args } = request.params;
    const tool = runtime.tools.get(name);
    if (!tool && !runtime.hidden.has(name)) {
      throw new ProtocolError(ProtocolErrorCode.InvalidParams, `Unknown tool: ${name}`);
    }
    const token = ctx.mcpReq._meta?.progressToken;
    const result = await callTool(runtime, name, args, {
      signal: ctx.mcpReq.signal,
      progress: async (done, message, total) => {
        if (token === undefined) return;
        await ctx.mcpReq.notify({
          method: "notifications/progress",
          params: {
            progressToken: token,
            progress: done,
            ...(total ? { total } : {}),
            message: runtime.scrubber.text(message),
          },
        });
      },
    });
    const advertised = tool?.definition.outputSchema as Record<string, unknown> | undefined;
    return server.projectCallToolResult(result, advertised);
  });
  return server;
}
