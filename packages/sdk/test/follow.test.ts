import { jsonResponse, recordFetch } from "@reportkit/testkit";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createWaiter } from "../src/advanced.js";
import { AbortedError, OperationFailedError, TimeoutError } from "../src/index.js";

// The specs link importFile's answer to getFile and startChain's to getChainRun, each settling by its
// x-reportkit-settles (links.gen.ts): wait follows them like a platform operation.
const PREP = "https://prep.example.test/prep";
const CHAINS = "https://chains.example.test";
const FILE_URL = `${PREP}/api/v1/file/file-81b0`;

const file = (status: string) => ({ code: 200, body: { id: "file-81b0", status } });
const run = (state: string) => ({ data: { id: "94532", state } });

/** An answer as the generated client returns it, its response at `url` (a Response names the URL it came from). */
function answered(url: string, data: unknown) {
  const response = jsonResponse(data, 200);
  Object.defineProperty(response, "url", { value: url });
  return { data, response };
}
const importAnswer = () => answered(`${PREP}/api/v1/table/t-1/import`, file("STAGING"));

/** Keeps a promise's outcome without an unhandled rejection, for assertions after timers move. */
const settle = <T>(promise: Promise<T>) =>
  promise.then(
    (value) => ({ value, error: undefined }),
    (error: unknown) => ({ value: undefined, error }),
  );

beforeEach(() => {
  vi.useFakeTimers({ now: new Date("2026-01-15T09:30:00Z") });
});
afterEach(() => {
  vi.useRealTimers();
});

function setup(
  otherwise = (): Response => {
    throw new Error("unexpected request");
  },
) {
  const recorder = recordFetch(otherwise);
  const wiring = (baseUrl: string) => ({
    wiring: {
      api: "prep" as const,
      baseUrl,
      fetch: recorder.fetch,
      clock: { now: () => Date.now(), sleep: async () => {} },
    },
  });
  const wait = createWaiter({
    fetch: () => Promise.reject(new Error("the platform is not polled")),
    platformBaseUrl: "https://api.example.test",
    apis: { prep: wiring(PREP), chains: wiring(CHAINS) },
  });
  return { recorder, wait };
}

describe("wait follows an answer the specs link to an operation that settles", () => {
  it("reads the imported file until it is IMPORTED, reporting every read, and resolves with the last", async () => {
    const { recorder, wait } = setup();
    recorder.reply(jsonResponse(file("IMPORTING"), 200), jsonResponse(file("IMPORTED"), 200));
    const seen: unknown[] = [];

    const result = settle(
      wait(importAnswer(), {
        onProgress: (read) => seen.push((read as unknown as ReturnType<typeof file>).body.status),
      }),
    );
    await vi.advanceTimersByTimeAsync(10_000);

    expect((await result).value).toEqual(file("IMPORTED"));
    expect(seen).toEqual(["IMPORTING", "IMPORTED"]);
    expect(recorder.requests.map((r) => `${r.method} ${r.url.href}`)).toEqual([
      `GET ${FILE_URL}`,
      `GET ${FILE_URL}`,
    ]);
  });

  it("follows a started chain run on the chains API until its state is final", async () => {
    const { recorder, wait } = setup();
    recorder.reply(jsonResponse(run("enqueueing"), 200), jsonResponse(run("warned"), 200));

    const result = settle(
      wait(answered(`${CHAINS}/v1/execute/environment/e-1/chain/c-1/start`, run("sleeping"))),
    );
    await vi.advanceTimersByTimeAsync(10_000);

    expect((await result).value).toEqual(run("warned"));
    expect(recorder.last().url.href).toBe(`${CHAINS}/v1/execute/chain_run/94532`);
  });

  it("rejects with OperationFailedError carrying the last read when the status is a failed one", async () => {
    const { recorder, wait } = setup();
    recorder.reply(jsonResponse(file("ERROR"), 200));

    const result = settle(wait(importAnswer()));
    await vi.advanceTimersByTimeAsync(10_000);

    const { error } = await result;
    expect(error).toBeInstanceOf(OperationFailedError);
    expect(error).toMatchObject({ api: "prep", operation: file("ERROR") });
    expect(String((error as Error).message)).toContain("ended ERROR");
  });

  it("resumes from its serialized state in another waiter, polling the same file", async () => {
    const first = setup();
    first.recorder.reply(jsonResponse(file("IMPORTING"), 200));
    const poller = await first.wait.poller(importAnswer());
    const stopped = new AbortController();
    const one = settle(poller.wait({ signal: stopped.signal, onProgress: () => stopped.abort() }));
    await vi.advanceTimersByTimeAsync(1_000);
    expect((await one).error).toBeInstanceOf(AbortedError);
    const saved = poller.serialize();
    expect(JSON.parse(saved)).toMatchObject({ api: "prep", operationUrl: FILE_URL, status: "IMPORTING" });

    const second = setup();
    second.recorder.reply(jsonResponse(file("IMPORTED"), 200));
    const result = settle(second.wait.resume(saved).wait());
    await vi.advanceTimersByTimeAsync(10_000);

    expect((await result).value).toEqual(file("IMPORTED"));
    expect(second.recorder.last().url.href).toBe(FILE_URL);
  });

  it("times out with TimeoutError naming where to resume while the file is still moving", async () => {
    const { wait } = setup(() => jsonResponse(file("STAGED"), 200));

    const result = settle(wait(importAnswer(), { timeoutMs: 30_000 }));
    await vi.advanceTimersByTimeAsync(31_000);

    expect((await result).error).toMatchObject({
      name: "TimeoutError",
      api: "prep",
      operationLocation: FILE_URL,
    });
    expect((await result).error).toBeInstanceOf(TimeoutError);
  });

  it("refuses to resume a followed state for an API the waiter has no client of", () => {
    const wait = createWaiter({ fetch: fetch, platformBaseUrl: "https://api.example.test" });
    const state = {
      kind: "reportkit.operation",
      operationUrl: FILE_URL,
      startedAt: 0,
      nextPollAt: 0,
      polls: 0,
      api: "prep",
    };
    expect(() => wait.resume(JSON.stringify(state))).toThrow(/no state of prep to follow/);
  });
});
