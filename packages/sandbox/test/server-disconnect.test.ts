import { ServerResponse } from "node:http";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { type RunningSandbox, startSandbox } from "../src/index.js";
import { manualClock } from "./helpers.js";

/** A promise with its resolve function (Node 20 has no Promise.withResolvers). */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

/** Resolves once the event loop has turned `n` times (no wall-clock wait). */
const turns = async (n: number) => {
  for (let i = 0; i < n; i++) await new Promise((resolve) => setImmediate(resolve));
};

describe("a client that disconnects from the HTTP server mid-request", () => {
  let sandbox: RunningSandbox;
  /** Resolved when the server starts waiting (a latency fault), and when that wait is aborted. */
  let waiting = deferred<void>();
  let aborted = deferred<unknown>();

  beforeAll(async () => {
    sandbox = await startSandbox({
      seed: 7,
      clock: manualClock(),
      responseValidation: "throw",
      faults: { latencyMs: 60_000 },
      sleep: (_ms, signal) =>
        new Promise<void>((_resolve, reject) => {
          waiting.resolve();
          signal?.addEventListener(
            "abort",
            () => {
              reject(signal.reason);
              aborted.resolve(signal.reason);
            },
            { once: true },
          );
        }),
    });
  });
  afterAll(() => sandbox.close());
  afterEach(() => vi.restoreAllMocks());

  it("is neither logged nor answered with a 500", async () => {
    waiting = deferred<void>();
    aborted = deferred<unknown>();
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const warned = vi.spyOn(console, "warn").mockImplementation(() => {});
    const heads = vi.spyOn(ServerResponse.prototype, "writeHead");
    const client = new AbortController();
    const pending = fetch(`${sandbox.urls.chains}/v1/security/users/usr-1001`, {
      headers: { authorization: `Bearer ${sandbox.control.issueToken()}` },
      signal: client.signal,
    });
    await waiting.promise;
    client.abort();
    await expect(pending).rejects.toMatchObject({ name: "AbortError" });
    // Hono's node server aborts the request with a string reason.
    expect(typeof (await aborted.promise)).toBe("string");
    await turns(5);
    expect(logged).not.toHaveBeenCalled();
    expect(warned).not.toHaveBeenCalled();
    expect(heads).not.toHaveBeenCalled();
  });
});
