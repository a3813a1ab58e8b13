import { ProtocolError, ProtocolErrorCode, Server, type Tool } from "@modelcontextprotocol/server";
import { callTool } from "./calls.js";
import { identityOf } from "./identity.js";
import { CatalogJsonSchemaValidator } from "./json-validator.js";
import type { Runtime } from "./runtime.js";
import { listedTools } from "./tools/listed.js";

/**
 * A low-level MCP server over the runtime's tools: `tools/list` answers the listed tools' definitions,
 * `tools/call` runs one. Cheap to make: the HTTP transport makes one per request.
 */
export function createToolServer(runtime: Runtime): Server {
  const { serverInfo, capabilities, instructions } = identityOf(runtime);
  const server = new Server(serverInfo, {
    capabilities,
    instructions,
    jsonSchemaValidator: new CatalogJsonSchemaValidator(),
  });
  // The catalogue's JSON Schemas are plain JSON: what the protocol's Tool type says in its own words.
  server.setRequestHandler("tools/list", async () => ({
    tools: (await listedTools(runtime)) as unknown as Tool[],
  }));
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
