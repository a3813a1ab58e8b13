import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createReportkitPlatformClient, TimeoutError } from "../../src/index.js";
import { createUndiciFetch } from "../../src/node.js";
import { samplePath } from "../support/clients.js";
import { staticTokens } from "../support/fake-service.js";

let server: Server;
let base: string;
const seen: { method: string; url: string; auth: string | undefined; body: string }[] = [];
/** Called when the connection of a stalled answer closes. */
let onStallClosed: (() => void) | undefined;

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => {
      body += chunk.toString();
    });
    req.on("end", () => {
      seen.push({ method: req.method ?? "", url: req.url ?? "", auth: req.headers.authorization, body });
      if (req.url === "/big") {
        // Five writes of 64 KiB: the client reads them in several chunks.
        res.writeHead(200, { "Content-Type": "application/json" });
        res.write('{"parts":[');
        for (let part = 0; part < 5; part++) res.write(`${part ? "," : ""}"${String(part).repeat(65_536)}"`);
        res.end("]}");
        return;
      }
      if (req.url === "/empty") {
        res.writeHead(204, { "X-Request-Id": "r-204" });
        res.end();
        return;
      }
      if (req.url?.includes("stall")) {
        req.socket.once("close", () => onStallClosed?.());
        res.writeHead(200, { "Content-Type": "application/json", "Content-Length": "100" });
        res.write('{"id":');
        return; // never ends
      }
      const payload = JSON.stringify({ id: "s-1", echo: body || undefined });
      res.writeHead(200, {
        "Content-Type": "application/json",
        "X-Request-Id": "r-1",
        "Set-Cookie": ["a=1", "b=2"],
      });
      res.end(payload);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

// The attempt timeout is a hang bound here (the stall case sets its own): on a starved 2-core machine
// undici's first request, its module load included, took more than the default 5 s.
const client = (timeoutMs = 25_000) =>
  createReportkitPlatformClient({
    baseUrl: base,
    tokenProvider: staticTokens("tok-undici"),
    fetch: createUndiciFetch(),
    throwOnError: true,
    retry: { attemptTimeoutMs: timeoutMs, maxRetries: 0 },
  });

it("sends a typed call over undici with the token and version, and reads the JSON answer and headers", async () => {
  const path = { testFormId: "f", testPhaseId: "p", matrixId: "m", sampleId: "s" };
  const { data, response } = await client().GET(samplePath, { params: { path } });

  expect(data).toMatchObject({ id: "s-1" });
  expect(response).toBeInstanceOf(Response);
  expect(response.headers.get("X-Request-Id")).toBe("r-1");
  expect(await response.text()).toContain('"s-1"');
  expect(seen.at(-1)).toMatchObject({ method: "GET", auth: "Bearer tok-undici" });
});

it("sends a JSON body", async () => {
  const fetch = createUndiciFetch();
  const response = await fetch(`${base}/echo`, {
    method: "POST",
    headers: new Headers({ "Content-Type": "application/json" }),
    body: JSON.stringify({ a: 1 }),
  });
  expect(await response.json()).toMatchObject({ echo: '{"a":1}' });
});

it("reads an answer that arrives in many chunks whole, in order, and a 204 as no body with its headers", async () => {
  const fetch = createUndiciFetch();
  const big = (await (await fetch(`${base}/big`, { method: "GET" })).json()) as { parts: string[] };
  expect(big.parts.map((part) => [part.length, part[0]])).toEqual(
    [0, 1, 2, 3, 4].map((part) => [65_536, String(part)]),
  );

  const empty = await fetch(`${base}/empty`, { method: "GET" });
  expect(empty.status).toBe(204);
  expect(empty.body).toBeNull();
  expect(empty.headers.get("X-Request-Id")).toBe("r-204");
});

it("rejects with the abort's reason when the signal aborts mid-answer, and closes that connection", async () => {
  const fetch = createUndiciFetch();
  const controller = new AbortController();
  const closed = new Promise<void>((resolve) => {
    onStallClosed = resolve;
  });
  const sent = fetch(`${base}/stall`, { method: "GET", signal: controller.signal });
  // Once the server has seen the request, the answer's headers are on their way and the body stalls.
  await expect.poll(() => seen.at(-1)?.url).toBe("/stall");
  const reason = new Error("stop");
  controller.abort(reason);
  await expect(sent).rejects.toBe(reason);
  await closed;

  // A signal aborted already: nothing is sent.
  const count = seen.length;
  await expect(fetch(`${base}/echo`, { method: "GET", signal: AbortSignal.abort(reason) })).rejects.toBe(
    reason,
  );
  expect(seen.length).toBe(count);
});

it("rejects with undici's network error when the connection is refused", async () => {
  const closedServer = createServer();
  await new Promise<void>((resolve) => closedServer.listen(0, "127.0.0.1", resolve));
  const { port } = closedServer.address() as AddressInfo;
  await new Promise((resolve) => closedServer.close(resolve));
  const error = await createUndiciFetch()(`http://127.0.0.1:${port}/`, { method: "GET" }).catch(
    (e: unknown) => e,
  );
  expect(error).toMatchObject({ code: "ECONNREFUSED" });
});

it("ends a body that stalls with TimeoutError within the attempt's limit", async () => {
  const path = { testFormId: "f", testPhaseId: "p", matrixId: "m", sampleId: "stall" };
  const error = await client(200)
    .GET(samplePath, { params: { path } })
    .catch((e: unknown) => e);
  expect(error).toBeInstanceOf(TimeoutError);
});

it("streams file transfers both ways: a stream body is sent as read, a download's body is handed over unread", async () => {
  const fetch = createUndiciFetch();
  const { TRANSFER } = await import("../../src/pipeline/call.js");
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      c.enqueue(new TextEncoder().encode("up"));
      c.enqueue(new TextEncoder().encode("load"));
      c.close();
    },
  });
  const put = await fetch(`${base}/upload`, { method: "PUT", body, duplex: "half" } as RequestInit);
  expect(put.status).toBe(200);
  expect(seen.at(-1)).toMatchObject({ method: "PUT", url: "/upload", body: "upload" });

  const init = { method: "GET", [TRANSFER]: { unreadBody: true } } as unknown as RequestInit;
  const download = await fetch(`${base}/stall-download`, init);
  const reader = download.body!.getReader();
  // The body comes as it arrives: the first part although the rest never does.
  expect(new TextDecoder().decode((await reader.read()).value)).toBe('{"id":');
  await reader.cancel();
});

it("takes a proxy or a dispatcher, not both (issue 23; the proxy itself: contract-tests/test/e2e/proxy.test.ts)", async () => {
  const { Agent } = await import("undici");
  expect(() => createUndiciFetch({ proxy: "env", dispatcher: new Agent() })).toThrow(
    "createUndiciFetch takes a proxy or a dispatcher, not both.",
  );
});
