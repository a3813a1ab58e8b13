import { Client } from "@modelcontextprotocol/client";
import { Client as ClientV1 } from "@modelcontextprotocol/sdk/client/index.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import type { Transport } from "@modelcontextprotocol/server";
import type { Logger } from "@reportkit/sdk";
import { parseFlags } from "../../src/args.js";
import { buildRuntime } from "../../src/run.js";
import { createToolServer } from "../../src/server.js";

/** Which official client: the 1.x `@modelcontextprotocol/sdk` (hosts of today) or the 2.x `@modelcontextprotocol/client`. */
export type ClientVersion = "1.x" | "2.x";

/** What a test does with a client, whichever its version. */
export interface InProcessSession {
  listTools(): Promise<{ tools: { name: string; inputSchema: unknown; outputSchema?: unknown }[] }>;
  callTool(name: string, args?: Record<string, unknown>): Promise<CallResult>;
  /** Every message the server sent, as JSON text. */
  messages: string[];
  close(): Promise<void>;
}

export interface CallResult {
  isError?: boolean;
  content?: unknown;
  structuredContent?: unknown;
}

/** Client options: capabilities (elicitation...) and a handler for the server's elicitation requests. */
export interface ClientOptions {
  /** The server's log (what `--debug` writes on standard error). */
  log?: Logger;
  elicit?: (params: { message: string; requestedSchema?: unknown }) => Promise<{
    action: "accept" | "decline" | "cancel";
    content?: Record<string, string | number | boolean | string[]>;
  }>;
}

/**
 * The server the flags describe, in this process, connected to an official client over a linked pair
 * of in-memory transports: what a host sees, without a process to spawn.
 */
export async function connectInProcess(
  version: ClientVersion,
  argv: string[],
  env: Record<string, string | undefined>,
  options: ClientOptions = {},
): Promise<InProcessSession> {
  const { runtime } = await buildRuntime(parseFlags(argv), env, options.log);
  const server = createToolServer(runtime);
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  const messages: string[] = [];
  // Every message the server sends, recorded on its way out.
  const serverSend = serverSide.send.bind(serverSide);
  serverSide.send = async (message, opts) => {
    messages.push(JSON.stringify(message));
    return serverSend(message, opts);
  };
  await server.connect(serverSide as unknown as Transport);
  const capabilities = options.elicit ? { elicitation: { form: {} } } : {};
  if (version === "1.x") {
    const { ElicitRequestSchema } = await import("@modelcontextprotocol/sdk/types.js");
    const client = new ClientV1({ name: "reportkit-mcp-tests-v1", version: "1.0.0" }, { capabilities });
    if (options.elicit) {
      const elicit = options.elicit;
      client.setRequestHandler(ElicitRequestSchema, async (request) =>
        elicit(request.params as { message: string; requestedSchema?: unknown }),
      );
    }
    await client.connect(clientSide);
    return {
      listTools: () => client.listTools() as ReturnType<InProcessSession["listTools"]>,
      callTool: (name, args = {}) => client.callTool({ name, arguments: args }) as Promise<CallResult>,
      messages,
      close: () => client.close(),
    };
  }
  const client = new Client({ name: "reportkit-mcp-tests", version: "1.0.0" }, { capabilities });
  if (options.elicit) {
    const elicit = options.elicit;
    client.setRequestHandler("elicitation/create", async (request) =>
      elicit(request.params as { message: string; requestedSchema?: unknown }),
    );
  }
  await client.connect(clientSide as unknown as Parameters<Client["connect"]>[0]);
  return {
    listTools: () => client.listTools() as ReturnType<InProcessSession["listTools"]>,
    callTool: (name, args = {}) => client.callTool({ name, arguments: args }) as Promise<CallResult>,
    messages,
    close: () => client.close(),
  };
}

/** The typed details of a tool error: the JSON text block `{"error": {...}}` of its content. */
export function errorDetails(result: CallResult): Record<string, unknown> | undefined {
  const blocks = (result.content ?? []) as { type: string; text?: string }[];
  for (const block of blocks) {
    if (block.type !== "text" || !block.text?.startsWith('{"error"')) continue;
    return (JSON.parse(block.text) as { error: Record<string, unknown> }).error;
  }
  return undefined;
}
