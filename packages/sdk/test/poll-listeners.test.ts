import { getEventListeners } from "node:events";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createReportkit, wait } from "../src/index.js";
import { staticTokens } from "./support/fake-service.js";

// Issue 21: thousands of polls through Node's own fetch left an abort listener per poll on one
// AbortSignal (undici removes a request's listener only when the request is garbage-collected, so a
// signal handed to many fetches collects them): Node warned that listeners piled up (2,492 on one).
// Each poll must leave nothing behind on the wait's signals, whatever the pace. A leak grows by one
// listener per poll: 200 polls show it as plainly as 2,000 (the bound below is 2), in a tenth of the time.

const POLLS = 200;
let server: Server;
let base: string;
let polls = 0;

beforeAll(async () => {
  server = createServer((request, response) => {
    polls++;
    const status = polls >= POLLS ? "completed" : "started";
    response.writeHead(200, { "content-type": "application/json", "retry-after": "0" });
    response.end(JSON.stringify({ id: "op-1", status }));
    void request;
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("wait through Node's own fetch: no listeners pile up", () => {
  it("leaves no more than a couple of abort listeners on any signal after 200 polls, and Node never warns", async () => {
    const warnings: string[] = [];
    const onWarning = (warning: Error) => warnings.push(`${warning.name}: ${warning.message}`);
    process.on("warning", onWarning);
    // Watch what reaches the runtime's fetch, which is still looked up at call time (no `fetch` option).
    const realFetch = globalThis.fetch;
    const signals = new Set<AbortSignal>();
    globalThis.fetch = (input, init) => {
      if (init?.signal) signals.add(init.signal);
      return realFetch(input, init);
    };
    try {
      const rk = createReportkit({ urls: { platform: base }, tokenProvider: staticTokens(), env: false });
      const caller = new AbortController();
      let mostOnCaller = 0;
      const operation = await wait(rk, `${base}/operations/op-1`, {
        signal: caller.signal,
        minIntervalMs: 0,
        defaultIntervalMs: 0,
        onProgress: () => {
          mostOnCaller = Math.max(mostOnCaller, getEventListeners(caller.signal, "abort").length);
        },
      });
      expect(operation.status).toBe("completed");
      expect(polls).toBe(POLLS);
      const mostOnOne = Math.max(0, ...[...signals].map((s) => getEventListeners(s, "abort").length));
      expect({ mostOnCaller, mostOnOne, warnings }).toEqual({
        mostOnCaller: expect.any(Number),
        mostOnOne: expect.any(Number),
        warnings: [],
      });
      expect(mostOnCaller).toBeLessThanOrEqual(2);
      expect(mostOnOne, `abort listeners on one signal handed to fetch: ${mostOnOne}`).toBeLessThanOrEqual(2);
    } finally {
      globalThis.fetch = realFetch;
      process.off("warning", onWarning);
    }
  }, 60_000);
});
