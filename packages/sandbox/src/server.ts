import type { AddressInfo } from "node:net";
import { createAdaptorServer, type HttpBindings } from "@hono/node-server";
import type { SandboxOptions } from "./engine.js";
import { ResponseValidationError } from "./engine.js";
import { isConnectionReset, truncatedBody } from "./http/app.js";
import { preflight, withCors } from "./http/cors.js";
import {
  createSandbox,
  type Sandbox,
  type SandboxCredentials,
  type SandboxUrls,
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
  demo: Sandbox["demo"];
  control: Sandbox["control"];
  readonly state: Sandbox["state"];
  /** The in-process fetch of the same sandbox (same state), for mixing both in a test. */
  fetch: Sandbox["fetch"];
  /** Stops listening and drops open connections. */
  close(): Promise<void>;
}

/** Serves a sandbox over HTTP on 127.0.0.1: the four APIs under `/auth`, `/platform`, `/prep`, `/chains`. */
export async function startSandbox(options: StartSandboxOptions = {}): Promise<RunningSandbox> {
  const sandbox = createSandbox(options);
  const host = options.host ?? "127.0.0.1";
  const server = createAdaptorServer({
    hostname: host,
    fetch: async (request: Request, env: HttpBindings | unknown) => {
      try {
        const answer = preflight(request);
        if (answer) return answer;
        const response = await sandbox.handle(request);
        const { incoming } = env as HttpBindings;
        if (isConnectionReset(response)) {
          incoming.socket.destroy();
          return new Response(null, { status: 500 });
        }
        const half = truncatedBody(response);
        if (half) {
          // Send the first half, then drop the connection once it has been written.
          let sent = false;
          const body = new ReadableStream<Uint8Array>({
            pull(controller) {
              if (!sent) {
                sent = true;
                controller.enqueue(half);
              } else {
                incoming.socket.destroy();
              }
            },
          });
          return withCors(new Response(body, { status: response.status, headers: response.headers }));
        }
        return withCors(response);
      } catch (error) {
        if (!(error instanceof ResponseValidationError)) throw error;
        console.error(error.message);
        return Response.json(
          { error: "sandbox_response_invalid", error_description: error.message, version: "2026-01-01" },
          { status: 500 },
        );
      }
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, host, () => {
      server.off("error", reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const origin = `http://${host.includes(":") ? `[${host}]` : host}:${port}`;
  const urls = sandboxUrls(origin);
  return {
    urls,
    credentials: { ...sandbox.credentials, tokenUrl: `${urls.auth}/oauth2/token` },
    demo: sandbox.demo,
    control: sandbox.control,
    get state() {
      return sandbox.state;
    },
    fetch: sandbox.fetch,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        if ("closeAllConnections" in server) server.closeAllConnections();
      }),
  };
}
