// The fake API, run in its own process (see start-server.ts) so its CPU never counts as the client's.
// Answers just what the bench calls: token, users page, activity pages, a 202 sheet write and its operation.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { setTimeout as sleep } from "node:timers/promises";
import { ACTIVITIES_PATH, activitiesBody, tokenBody, USERS_PATH, usersBody } from "../fixtures.js";
import { settings } from "../settings.js";
import {
  CONTROL,
  completionOf,
  type ListeningMessage,
  type OperationTimes,
  type ServerStats,
} from "./protocol.js";

const stats: ServerStats = { tokenRequests: 0, requests: 0 };
const operations = new Map<string, OperationTimes>();
const usersPage = Buffer.from(usersBody(settings.usersPerPage));
const token = Buffer.from(tokenBody);
let origin = "";
let nextOperation = 0;

function send(
  res: ServerResponse,
  status: number,
  body: Buffer | string,
  headers: Record<string, string> = {},
) {
  const bytes = typeof body === "string" ? Buffer.from(body) : body;
  res.writeHead(status, {
    "Content-Type": "application/json",
    "Content-Length": String(bytes.length),
    ...headers,
  });
  res.end(bytes);
}

async function drain(req: IncomingMessage): Promise<void> {
  for await (const _chunk of req) {
    // the bodies are not needed, only read to the end
  }
}

async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const url = new URL(req.url ?? "/", origin);
  const method = req.method ?? "GET";
  await drain(req);
  if (url.pathname === CONTROL.stats) return send(res, 200, JSON.stringify(stats));
  if (url.pathname === CONTROL.reset) {
    stats.tokenRequests = 0;
    stats.requests = 0;
    return send(res, 200, "{}");
  }
  if (url.pathname.startsWith(`${CONTROL.operations}/`)) {
    const times = operations.get(url.pathname.slice(CONTROL.operations.length + 1));
    return times ? send(res, 200, JSON.stringify(times)) : send(res, 404, "{}");
  }

  stats.requests++;
  if (method === "POST" && url.pathname === "/oauth2/token") {
    stats.tokenRequests++;
    await sleep(10); // a token endpoint takes a moment: concurrent cold calls pile up behind it
    return send(res, 200, token);
  }
  if (method === "GET" && url.pathname === USERS_PATH) return send(res, 200, usersPage);
  if (method === "GET" && url.pathname === ACTIVITIES_PATH) {
    const page = Number(url.searchParams.get("$skipToken") ?? "0");
    await sleep(settings.pageLatencyMs);
    return send(res, 200, activitiesBody(page, settings.pages, origin));
  }
  const write = /^\/spreadsheets\/([^/]+)\/sheets\/[^/]+\/values\/[^/]+$/.exec(url.pathname);
  if (method === "PUT" && write) {
    const id = `op-${++nextOperation}`;
    const acceptedAt = Date.now();
    const completesIn = completionOf(decodeURIComponent(write[1]!)) ?? 0;
    operations.set(id, { acceptedAt, completesAt: acceptedAt + completesIn });
    const operationLocation = `${origin}/operations/${id}`;
    return send(res, 202, JSON.stringify({ operationLocation }), {
      Location: operationLocation,
      "Retry-After": String(settings.retryAfterSeconds),
    });
  }
  const poll = /^\/operations\/([^/]+)$/.exec(url.pathname);
  if (method === "GET" && poll) {
    const id = poll[1]!;
    const times = operations.get(id);
    if (!times) return send(res, 404, JSON.stringify({ error: { code: "notFound", message: id } }));
    const done = Date.now() >= times.completesAt;
    const body = JSON.stringify({ id, status: done ? "completed" : "started" });
    return send(res, 200, body, done ? {} : { "Retry-After": String(settings.retryAfterSeconds) });
  }
  send(res, 404, JSON.stringify({ error: { code: "notFound", message: `${method} ${url.pathname}` } }));
}

const server = createServer((req, res) => {
  handle(req, res).catch((error: unknown) => {
    res.destroy(error instanceof Error ? error : undefined);
  });
});
server.keepAliveTimeout = 60_000;
server.listen({ host: "127.0.0.1", port: 0, backlog: 4096 }, () => {
  const { port } = server.address() as AddressInfo;
  origin = `http://127.0.0.1:${port}`;
  const message: ListeningMessage = { type: "listening", port };
  process.send?.(message);
});
process.on("disconnect", () => {
  server.close();
  server.closeAllConnections();
});
