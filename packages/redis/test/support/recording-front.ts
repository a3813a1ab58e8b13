import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { Sandbox } from "@reportkit/sandbox";

/** One request the sandbox answered, as the front saw it (times are epoch ms). */
export interface Exchange {
  at: number;
  method: string;
  path: string;
  status: number;
  /** The error `code` of a refusal (429), e.g. `concurrent_operations_exceeded`. */
  code?: string;
  /** A sheet write's first cell: the worker's tag of that write (`w3:17`). */
  tag?: string;
}

const SHEET_WRITE = /\/values\/[^/]+$/;

/**
 * An HTTP front of an in-process sandbox that records every exchange: the server's own account of
 * the writes it accepted (tagged by the workers, so a write accepted twice shows), the refusals it
 * answered and the tokens it issued, whatever the workers believe happened.
 */
export class RecordingFront {
  readonly exchanges: Exchange[] = [];
  readonly #server: Server;

  private constructor(
    server: Server,
    readonly urls: Sandbox["urls"],
    readonly origin: string,
  ) {
    this.#server = server;
  }

  /** Serves `sandbox` (in process) over HTTP on 127.0.0.1; its links point back at the front. */
  static async start(sandbox: Sandbox): Promise<RecordingFront> {
    let front: RecordingFront | undefined;
    const server = createServer((request, response) => {
      front!.#forward(sandbox, request, response).catch((error: unknown) => {
        response.statusCode = 502;
        response.end(String(error));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const moved = (url: string) => origin + new URL(url).pathname;
    const urls = {
      auth: moved(sandbox.urls.auth),
      platform: moved(sandbox.urls.platform),
      prep: moved(sandbox.urls.prep),
      chains: moved(sandbox.urls.chains),
    };
    front = new RecordingFront(server, urls, origin);
    return front;
  }

  /** The exchanges from `since` (epoch ms) on. */
  since(since: number, until = Number.POSITIVE_INFINITY): Exchange[] {
    return this.exchanges.filter((exchange) => exchange.at >= since && exchange.at < until);
  }

  close(): Promise<void> {
    this.#server.closeAllConnections();
    return new Promise((resolve) => this.#server.close(() => resolve()));
  }

  async #forward(sandbox: Sandbox, request: IncomingMessage, response: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const path = request.url ?? "/";
    const method = request.method ?? "GET";
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers))
      if (typeof value === "string") headers.set(name, value);
    const at = Date.now();
    const answer = await sandbox.fetch(`${this.origin}${path}`, {
      method,
      headers,
      body: method === "GET" || method === "HEAD" ? undefined : body,
    });
    const text = Buffer.from(await answer.arrayBuffer());
    const exchange: Exchange = { at, method, path: path.split("?")[0]!, status: answer.status };
    if (answer.status === 429) exchange.code = safeJson(text.toString())?.code;
    if (method === "PUT" && SHEET_WRITE.test(exchange.path))
      exchange.tag = String(safeJson(body.toString())?.values?.[0]?.[0] ?? "");
    this.exchanges.push(exchange);
    const out: Record<string, string> = {};
    answer.headers.forEach((value, name) => {
      if (name !== "content-length" && name !== "transfer-encoding") out[name] = value;
    });
    response.writeHead(answer.status, out);
    response.end(text);
  }
}

function safeJson(text: string): { code?: string; values?: unknown[][] } | undefined {
  try {
    return JSON.parse(text) as { code?: string; values?: unknown[][] };
  } catch {
    return undefined;
  }
}
