import { ProtocolError, ProtocolErrorCode, Server, type Tool } from "@modelcontextprotocol/server";
import { callTool } from "./calls.js";
import { loadCatalogue } from "./catalogue.js";
import { CatalogJsonSchemaValidator } from "./json-validator.js";
import { READ_RESULT } from "./results/chunks.js";
import type { Runtime } from "./runtime.js";
import { listedDefinition } from "./tools/listed.js";
import { LIST_ALL, WAIT_FOR_OPERATION } from "./tools/operation-tool.js";

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

/**
 * A low-level MCP server over the runtime's tools: `tools/list` answers the listed tools' definitions,
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
  // Built at the first `tools/list`, not before: a server answering one call (HTTP) lists nothing. The
  // operation table is loaded first only when a listed tool's definition reads it (a toolset's operations,
  // the file tools): the default tool list is answered without it.
  let definitions: Tool[] | undefined;
  server.setRequestHandler("tools/list", async () => {
    if (!definitions) {
      const listed = [...runtime.tools.values()];
      if (listed.some((tool) => tool.fromTable)) await loadCatalogue();
      definitions = listed.map(listedDefinition) as unknown as Tool[];
    }
    return { tools: definitions };
  });
  server.setRequestHandler("tools/call", async (request, ctx) => {
    const { name, arguments: args } = request.params;
    const tool = runtime.tools.get(name);
    if (!tool && !runtime.operations.has(name) && !runtime.hidden.has(name)) {
      throw new ProtocolError(ProtocolErrorCode.InvalidParams, `Unknown tool: ${name}`);
    }
    const token = ctx.mcpReq._meta?.progressToken;
    const result = await callTool(runtime, name, args, {
      signal: ctx.mcpReq.signal,
      confirm: async (message) => {
        if (!server.getClientCapabilities()?.elicitation) return "unsupported";
        try {
          const answer = await ctx.mcpReq.elicitInput({
            mode: "form",
            message: runtime.scrubber.text(message),
            requestedSchema: { type: "object", properties: {} },
          });
          return answer.action === "accept"
            ? "accepted"
            : answer.action === "decline"
              ? "declined"
              : "cancelled";
        } catch {
          // A host that announced elicitation but cannot ask now (a stateless HTTP request...).
          return "unsupported";
        }
      },
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
    return server.projectCallToolResult(result, undefined);
  });
  return server;
}
