import type { AddressInfo } from "node:net";
import type { HttpBindings, ServerType } from "@hono/node-server";
import type { SandboxOptions } from "./engine/options.js";
import { ResponseValidationError } from "./engine/response-validation.js";
import { preflight, withCors } from "./http/cors.js";
import { bodyFaultOf, isConnectionReset } from "./http/fault-responses.js";
import { resetSocket, writeBodyFault } from "./http/wire-faults.js";
import {
  createSandbox,
  type Sandbox,
  type SandboxCredentials,
  type SandboxPreview,
  type SandboxUrls,
  sandboxPreview,
  sandboxUrls,
} from "./sandbox.js";

export interface StartSandboxOptions extends SandboxOptions {
  /** Port to listen on; 0 (the default) picks a free one. */
  port?: number;
  /** Address to listen on (default 127.0.0.1; the sandbox is for local use). */
  host?: string;
}

export interface RunningSandbox {
  urls: SandboxUrls;
  credentials: SandboxCredentials;
  /** The processes preview's version and its own token endpoint. */
  preview: SandboxPreview;
  demo: Sandbox["demo"];
  control: Sandbox["control"];
  readonly state: Sandbox["state"];
  /** The in-process fetch of the same sandbox (same state), for mixing both in a test. */
  fetch: Sandbox["fetch"];
  /** Stops listening and drops open connections, stalled ones included. */
  close(): Promise<void>;
}

/**
 * Hono's Node adapter, imported when a sandbox is first served over HTTP (an in-process sandbox's
 * start does not pay for it). `RESPONSE_ALREADY_SENT` tells it the sandbox has written the socket itself.
 */
const nodeServer = async () => {
  const [{ createAdaptorServer }, { RESPONSE_ALREADY_SENT }] = await Promise.all([
    import("@hono/node-server"),
    import("@hono/node-server/utils/response"),
  ]);
  return { createAdaptorServer, sent: RESPONSE_ALREADY_SENT };
};

/** Drops the in-process body of a response the server answers (or leaves unanswered) itself. */
function discard(response: Response, sent: Response): Response {
  response.body?.cancel().catch(() => {});
  return sent;
}

/** How the server answers a request: what the sandbox answers, or the socket fault it asks for. */
async function answerOverHttp(
  sandbox: Sandbox,
  request: Request,
  { incoming, outgoing }: HttpBindings,
  sent: Response,
) {
  const answer = preflight(request);
  if (answer) return answer;
  const response = await sandbox.handle(request);
  // The client has gone: there is no one to answer.
  if (request.signal.aborted) return discard(response, sent);
  if (isConnectionReset(response)) {
    resetSocket(incoming.socket);
    return sent;
  }
  const fault = bodyFaultOf(response);
  if (fault) {
    writeBodyFault(outgoing, response.status, withCors(response).headers, fault);
    return discard(response, sent);
  }
  return withCors(response);
}

/** The server's fetch: the answer, or a 500 naming a response that does not match the specs. */
const serveOverHttp =
  (sandbox: Sandbox, sent: Response) =>
  async (request: Request, env: HttpBindings | unknown): Promise<Response> => {
    try {
      return await answerOverHttp(sandbox, request, env as HttpBindings, sent);
    } catch (error) {
      if (request.signal.aborted) return sent;
      if (!(error instanceof ResponseValidationError)) throw error;
      console.error(error.message);
      return Response.json(
        { error: "sandbox_response_invalid", error_description: error.message, version: "2026-01-01" },
        { status: 500 },
      );
    }
  };

/** Listens on `host`:`port` (0: a free port); rejects when the address is taken. */
function listen(server: ServerType, port: number, host: string): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      server.off("error", reject);
      resolve();
    });
  });
}

/** Stops listening and drops open connections, stalled ones included. */
function closer(server: ServerType): () => Promise<void> {
  return () =>
    new Promise<void>((resolve, reject) => {
      server.close((error) => (error ? reject(error) : resolve()));
      if ("closeAllConnections" in server) server.closeAllConnections();
    });
}

/** Serves a sandbox over HTTP on 127.0.0.1: the four APIs under `/auth`, `/platform`, `/prep`, `/chains`. */
export async function startSandbox(options: StartSandboxOptions = {}): Promise<RunningSandbox> {
  const sandbox = createSandbox(options);
  const adapter = await nodeServer();
  const host = options.host ?? "127.0.0.1";
  const server = adapter.createAdaptorServer({
    hostname: host,
    // Keep the platform's Request and Response: RESPONSE_ALREADY_SENT (below) must stay a plain
    // Response for Hono's listener to leave a socket the sandbox has written itself alone.
    overrideGlobalObjects: false,
    fetch: serveOverHttp(sandbox, adapter.sent),
  });
  await listen(server, options.port ?? 0, host);
  const { port } = server.address() as AddressInfo;
  const origin = `http://${host.includes(":") ? `[${host}]` : host}:${port}`;
  const urls = sandboxUrls(origin);
  return {
    urls,
    credentials: { ...sandbox.credentials, tokenUrl: `${urls.auth}/oauth2/token` },
    preview: sandboxPreview(origin),
    demo: sandbox.demo,
    control: sandbox.control,
    get state() {
      return sandbox.state;
    },
    fetch: sandbox.fetch,
    close: closer(server),
  };
}
