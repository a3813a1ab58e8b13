import { createHash, timingSafeEqual } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import {
  localhostHostValidation,
  localhostOriginValidation,
  toNodeHandler,
} from "@modelcontextprotocol/node";
import { createMcpHandler } from "@modelcontextprotocol/server";
import type { Runtime } from "../runtime.js";
import { createToolServer } from "../server.js";

/** The path the MCP endpoint answers on. */
export const MCP_PATH = "/mcp";

export interface HttpOptions {
  /** 0 for any free port. */
  port: number;
  /** The bearer token clients must send (this server's own: never the platform's credentials). */
  token: string;
}

const digest = (text: string) => createHash("sha256").update(text).digest();

function refuse(res: ServerResponse, status: number, message: string, headers: Record<string, string> = {}) {
  res.writeHead(status, { "content-type": "application/json", ...headers });
  res.end(JSON.stringify({ jsonrpc: "2.0", error: { code: -32001, message }, id: null }));
}

/**
 * Serves the tools over Streamable HTTP on 127.0.0.1 only, at `/mcp`: each request must carry
 * `Authorization: Bearer <token>`, a loopback `Host` and, when it has one, a loopback `Origin` (DNS
 * rebinding). Stateless: each request gets a fresh MCP server over the shared runtime.
 */
export async function serveOnHttp(
  runtime: Runtime,
  options: HttpOptions,
  onError: (error: Error) => void,
): Promise<{ url: string; close(): Promise<void> }> {
  const expected = digest(`Bearer ${options.token}`);
  const validateHost = localhostHostValidation();
  const validateOrigin = localhostOriginValidation();
  const mcp = createMcpHandler(() => createToolServer(runtime), { onerror: onError });
  const handle = toNodeHandler(mcp);
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    if (!validateHost(req, res) || !validateOrigin(req, res)) return;
    if (new URL(req.url ?? "/", "http://127.0.0.1").pathname !== MCP_PATH) {
      refuse(res, 404, `Not found: the MCP endpoint is ${MCP_PATH}.`);
      return;
    }
    if (!timingSafeEqual(digest(req.headers.authorization ?? ""), expected)) {
      refuse(res, 401, "Missing or wrong bearer token.", {
        "www-authenticate": 'Bearer realm="reportkit-mcp"',
      });
      return;
    }
    handle(req, res).catch((error: unknown) => {
      onError(error instanceof Error ? error : new Error(String(error)));
      if (!res.headersSent) refuse(res, 500, "Internal error.");
      else res.end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, "127.0.0.1", () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${MCP_PATH}`,
    close: async () => {
      await mcp.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
