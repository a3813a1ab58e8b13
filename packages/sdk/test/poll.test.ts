import { jsonResponse, recordFetch } from "@reportkit/testkit";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createWaiter } from "../src/advanced.js";
import {
  AbortedError,
  type AcceptedResult,
  ApiError,
  ForeignOriginError,
  NotFoundError,
  type Operation,
  OperationFailedError,
  ServerError,
  TimeoutError,
} from "../src/index.js";

const BASE = "https://api.example.test";
const OP_URL = `${BASE}/operations/op-1`;

/** A 202 as the generated client returns it: parsed body plus the raw response. */
function accepted(
  body: { operationLocation?: string } | undefined,
  headers: Record<string, string> = {},
): AcceptedResult {
  return { data: body, response: new Response(null, { status: 202, headers }) };
}

function operation(status: string, extra: Partial<Operation> = {}): Operation {
  return { id: "op-1", status, created: "2026-01-15T09:30:00Z", ...extra };
}

/** A poll answer: the operation with an optional Retry-After (seconds). */
function polled(status: string, retryAfter?: string, extra: Partial<Operation> = {}): Response {
  return jsonResponse(
    operation(status, extra),
    200,
    retryAfter === undefined ? {} : { "Retry-After": retryAfter },
  );
}

/** Keeps a promise's outcome without an unhandled rejection, for assertions after timers move. */
function settle<T>(promise: Promise<T>): Promise<{ value?: T; error?: unknown }> {
  return promise.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
}

beforeEach(() => {
  vi.useFakeTimers({ now: new Date("2026-01-15T09:30:00Z") });
});
afterEach(() => {
  vi.useRealTimers();
});

function setup() {
  const recorder = recordFetch(() => {
    throw new Error("unexpected request");
  });
  const wait = createWaiter({ fetch: recorder.fetch, platformBaseUrl: BASE });
  return { recorder, wait };
}

describe("createWaiter: where the operation is", () => {
  it("polls the body's operationLocation with GET, preferring it to the Location header", async () => {
    const { recorder, wait } = setup();
    recorder.reply(polled("completed"));

    const result = settle(
      wait(
        accepted({ operationLocation: OP_URL }, { Location: `${BASE}/operations/other`, "Retry-After": "0" }),
      ),
    );
    await vi.advanceTimersByTimeAsync(1_000); // Retry-After 0: the 1 s floor

    expect((await result).value).toEqual(operation("completed"));
    expect(recorder.requests.map((r) => `${r.method} ${r.url.href}`)).toEqual([`GET ${OP_URL}`]);
    expect(recorder.last().headers.get("Accept")).toBe("application/json");
  });

  it("falls back to the Location header, resolving a relative one against the platform base URL", async () => {
    const { recorder, wait } = setup();
    recorder.reply(polled("completed"));

    const result = settle(wait(accepted(undefined, { Location: "/operations/op-1", "Retry-After": "0" })));
    await vi.advanceTimersByTimeAsync(1_000);

    expect((await result).value?.status).toBe("completed");
    expect(recorder.requests.map((r) => r.url.href)).toEqual([OP_URL]);
  });

  it("reads operationLocation from the body of a raw 202 Response", async () => {
    const { recorder, wait } = setup();
    recorder.reply(polled("completed"));

    const response = jsonResponse({ operationLocation: OP_URL }, 202, { "Retry-After": "0" });
    const result = settle(wait(response));
    await vi.advanceTimersByTimeAsync(1_000);

    expect((await result).value?.status).toBe("completed");
    expect(recorder.requests.map((r) => r.url.href)).toEqual([OP_URL]);
  });

  it("rejects with a clear error and sends nothing when there is neither operationLocation nor Location", async () => {
    const { recorder, wait } = setup();

    const error = await wait(accepted({})).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect((error as Error).message).toMatch(/neither an operationLocation .* nor a Location header/);
    expect(recorder.requests).toHaveLength(0);
  });

  it("rejects with the typed error of a source that is itself a failed response", async () => {
    const { recorder, wait } = setup();

    const error = await wait(jsonResponse({ code: "not_found", message: "No sheet." }, 404)).catch(
      (e: unknown) => e,
    );

    expect(error).toBeInstanceOf(NotFoundError);
    expect(recorder.requests).toHaveLength(0);
  });

  it("refuses an operation location on another origin without sending it anything", async () => {
    const { recorder, wait } = setup();

    const error = await wait(accepted({ operationLocation: "https://evil.example/operations/op-1" })).catch(
      (e: unknown) => e,
    );

    expect(error).toBeInstanceOf(ForeignOriginError);
    expect(recorder.requests).toHaveLength(0);
  });
});

describe("createWaiter: when it polls", () => {
  it("waits the 202's Retry-After before the first poll: nothing 1 ms before, one request at that time", async () => {
    const { recorder, wait } = setup();
    recorder.reply(polled("completed"));

    const result = settle(wait(accepted({ operationLocation: OP_URL }, { "Retry-After": "3" })));
    await vi.advanceTimersByTimeAsync(2_999);
    expect(recorder.requests).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);

    expect(recorder.requests).toHaveLength(1);
    expect((await result).value?.status).toBe("completed");
  });

  it("waits each poll response's Retry-After before the next poll", async () => {
    const { recorder, wait } = setup();
    recorder.reply(polled("queued", "5"), polled("started", "1"), polled("completed"));

    const result = settle(wait(accepted({ operationLocation: OP_URL }, { "Retry-After": "1" })));
    await vi.advanceTimersByTimeAsync(1_000);
    expect(recorder.requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(4_999);
    expect(recorder.requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(recorder.requests).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(999);
    expect(recorder.requests).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);

    expect(recorder.requests).toHaveLength(3);
    expect((await result).value?.status).toBe("completed");
  });

  it("without a Retry-After, waits the 1 s floor before the first poll, then backs off (1 s, 2 s)", async () => {
    const { recorder, wait } = setup();
    recorder.reply(polled("queued"), polled("queued"), polled("completed"));

    const result = settle(wait(accepted({ operationLocation: OP_URL })));
    await vi.advanceTimersByTimeAsync(999);
    expect(recorder.requests).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(recorder.requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(recorder.requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(recorder.requests).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1_999);
    expect(recorder.requests).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);

    expect(recorder.requests).toHaveLength(3);
    expect((await result).value?.status).toBe("completed");
  });

  it("uses minIntervalMs when given and caps a long Retry-After at maxIntervalMs", async () => {
    const { recorder, wait } = setup();
    recorder.reply(polled("queued", "3600"), polled("completed"));

    const result = settle(
      wait(accepted({ operationLocation: OP_URL }), { minIntervalMs: 500, maxIntervalMs: 10_000 }),
    );
    await vi.advanceTimersByTimeAsync(500);
    expect(recorder.requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(9_999);
    expect(recorder.requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);

    expect(recorder.requests).toHaveLength(2);
    expect((await result).value?.status).toBe("completed");
  });

  it("caps Retry-After at 60 s by default", async () => {
    const { recorder, wait } = setup();
    recorder.reply(polled("completed"));

    const result = settle(wait(accepted({ operationLocation: OP_URL }, { "Retry-After": "86400" })));
    await vi.advanceTimersByTimeAsync(59_999);
    expect(recorder.requests).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);

    expect(recorder.requests).toHaveLength(1);
    expect((await result).value?.status).toBe("completed");
  });

  it("polls a bare operation URL at once", async () => {
    const { recorder, wait } = setup();
    recorder.reply(polled("completed"));

    const result = settle(wait(OP_URL));
    await vi.advanceTimersByTimeAsync(0);

    expect(recorder.requests).toHaveLength(1);
    expect((await result).value?.status).toBe("completed");
  });
});

describe("createWaiter: how it ends", () => {
  it("keeps polling through statuses it does not know and through every running status", async () => {
    const { recorder, wait } = setup();
    recorder.reply(
      polled("acknowledged", "0"),
      polled("queued", "0"),
      polled("validating", "0"),
      polled("started", "0"),
      polled("completed"),
    );

    const result = settle(wait(OP_URL));
    await vi.advanceTimersByTimeAsync(12_000); // Retry-After 0: 1, 2, 4 and 5 s from the floor

    expect(recorder.requests).toHaveLength(5);
    expect((await result).value?.status).toBe("completed");
  });

  it("calls onProgress with the operation after every poll", async () => {
    const { recorder, wait } = setup();
    recorder.reply(polled("queued", "1"), polled("started", "1"), polled("completed"));
    const seen: string[] = [];

    const result = settle(wait(OP_URL, { onProgress: (op) => seen.push(op.status) }));
    await vi.advanceTimersByTimeAsync(0);
    expect(seen).toEqual(["queued"]);
    await vi.advanceTimersByTimeAsync(2_000);

    expect(seen).toEqual(["queued", "started", "completed"]);
    expect((await result).value?.status).toBe("completed");
  });

  it("rejects a failed operation with OperationFailedError carrying the operation, its details and details[0]", async () => {
    const { recorder, wait } = setup();
    const details = [
      { code: "range_exceeded", message: "Too many values.", target: "values" },
      { code: "other", message: "Second." },
    ];
    recorder.reply(polled("started", "1"), polled("failed", undefined, { details }));

    const result = settle(wait(OP_URL));
    await vi.advanceTimersByTimeAsync(1_000);
    const { error } = await result;

    expect(error).toBeInstanceOf(OperationFailedError);
    const failure = error as OperationFailedError;
    expect(failure.operation).toEqual(operation("failed", { details }));
    expect(failure.details).toEqual(details);
    expect(failure.code).toBe("range_exceeded");
    expect(failure.target).toBe("values");
    expect(failure.message).toContain("Too many values.");
    expect(recorder.requests).toHaveLength(2);
  });

  it("rejects a cancelled operation with OperationFailedError", async () => {
    const { recorder, wait } = setup();
    const details = [{ code: "cancelled_by_user", message: "Cancelled by ana." }];
    recorder.reply(polled("cancelled", undefined, { details }));

    const { error } = await wait(OP_URL).then(
      () => ({ error: undefined }),
      (e: unknown) => ({ error: e }),
    );

    expect(error).toBeInstanceOf(OperationFailedError);
    expect((error as OperationFailedError).code).toBe("cancelled_by_user");
    expect(((error as OperationFailedError).operation as Operation).status).toBe("cancelled");
  });

  it("rejects with TimeoutError once timeoutMs pass (the work may still be applied: it names the operation), without polling after the deadline", async () => {
    const { recorder, wait } = setup();
    recorder.reply(polled("started", "4"), polled("started", "4"), polled("started", "4"));

    const result = settle(wait(OP_URL, { timeoutMs: 10_000 }));
    await vi.advanceTimersByTimeAsync(9_999);
    expect(recorder.requests).toHaveLength(3);
    const pending = await Promise.race([result, Promise.resolve("pending")]);
    expect(pending).toBe("pending");
    await vi.advanceTimersByTimeAsync(1);

    const { error } = await result;
    expect(error).toBeInstanceOf(TimeoutError);
    expect(error).toMatchObject({ mayHaveBeenApplied: true, operationLocation: OP_URL });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(recorder.requests).toHaveLength(3);
  });

  it("rejects with AbortedError at once when the signal fires during a wait, and polls no more", async () => {
    const { recorder, wait } = setup();
    recorder.reply(polled("started", "30"));
    const controller = new AbortController();

    const result = settle(wait(OP_URL, { signal: controller.signal }));
    await vi.advanceTimersByTimeAsync(1_000);
    controller.abort("user left");

    const { error } = await result;
    expect(error).toBeInstanceOf(AbortedError);
    expect((error as AbortedError).cause).toBe("user left");
    await vi.advanceTimersByTimeAsync(60_000);
    expect(recorder.requests).toHaveLength(1);
  });

  it("rejects with AbortedError at once when the signal fires during a poll, and aborts the request", async () => {
    const requests: Request[] = [];
    const wait = createWaiter({
      platformBaseUrl: BASE,
      fetch: (input, init) => {
        requests.push(new Request(input, init));
        return new Promise<Response>(() => {});
      },
    });
    const controller = new AbortController();

    const result = settle(wait(OP_URL, { signal: controller.signal }));
    await vi.advanceTimersByTimeAsync(0);
    expect(requests).toHaveLength(1);
    controller.abort();

    expect((await result).error).toBeInstanceOf(AbortedError);
    expect(requests[0]?.signal.aborted).toBe(true);
  });

  it("rejects with AbortedError without polling when the signal has already fired", async () => {
    const { recorder, wait } = setup();

    const error = await wait(OP_URL, { signal: AbortSignal.abort() }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(AbortedError);
    expect(recorder.requests).toHaveLength(0);
  });

  it("rejects with the typed error of a definitive poll answer (404: no such operation)", async () => {
    const { recorder, wait } = setup();
    recorder.reply(
      polled("started", "1"),
      jsonResponse({ code: "notFound", message: "No such operation.", version: "2026-01-01" }, 404),
    );

    const result = settle(wait(OP_URL));
    await vi.advanceTimersByTimeAsync(1_000);
    const { error } = await result;

    expect(error).toBeInstanceOf(NotFoundError);
    expect((error as NotFoundError).status).toBe(404);
    expect((error as NotFoundError).url).toBe(OP_URL);
  });

  it("rides out a 500, a 503 and a body that is not JSON on polls, backing off, and resolves when the operation completes", async () => {
    const { recorder, wait } = setup();
    const boom = (status: number) =>
      jsonResponse({ code: "internal", message: "Boom.", version: "2026-01-01" }, status);
    recorder.reply(
      polled("started", "1"),
      boom(500),
      boom(503),
      new Response('{"id":"op-1","sta', { headers: { "Content-Type": "application/json" } }),
      polled("completed"),
    );

    const result = settle(wait(OP_URL));
    await vi.advanceTimersByTimeAsync(1_000); // first poll at once, then Retry-After 1 s
    expect(recorder.requests).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(2_000); // backoff 2 s after the first failure
    expect(recorder.requests).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(4_000); // then 4 s
    expect(recorder.requests).toHaveLength(4);
    await vi.advanceTimersByTimeAsync(8_000); // then 8 s
    const { value, error } = await result;

    expect(error).toBeUndefined();
    expect(value).toMatchObject({ id: "op-1", status: "completed" });
    expect(recorder.requests).toHaveLength(5);
  });

  it("gives up with the last typed error after maxPollFailures failed polls in a row", async () => {
    const { recorder, wait } = setup();
    recorder.reply(
      ...Array.from({ length: 3 }, () => jsonResponse({ code: "internal", message: "Boom." }, 500)),
      polled("completed"),
    );

    const result = settle(wait(OP_URL, { maxPollFailures: 3, minIntervalMs: 10 }));
    await vi.advanceTimersByTimeAsync(1_000);
    const { error } = await result;

    expect(error).toBeInstanceOf(ServerError);
    expect((error as ServerError).status).toBe(500);
    expect(recorder.requests).toHaveLength(3);
  });
});

describe("createWaiter: serialized state", () => {
  it("serializes an in-flight poller to JSON and finishes it in a new waiter, keeping the poll schedule", async () => {
    const first = setup();
    first.recorder.reply(polled("started", "30", { details: [] }));
    const poller = await first.wait.poller(accepted({ operationLocation: OP_URL }, { "Retry-After": "2" }));
    const startedAt = Date.now();
    const controller = new AbortController();
    const stopped = settle(poller.wait({ signal: controller.signal }));
    await vi.advanceTimersByTimeAsync(2_000);
    controller.abort();
    expect((await stopped).error).toBeInstanceOf(AbortedError);

    const json = JSON.stringify(poller);
    expect(JSON.parse(json)).toEqual({
      kind: "reportkit.operation",
      operationUrl: OP_URL,
      startedAt,
      nextPollAt: startedAt + 32_000,
      polls: 1,
      status: "started",
      operation: operation("started", { details: [] }),
    });

    await vi.advanceTimersByTimeAsync(10_000);
    const second = setup();
    second.recorder.reply(polled("completed"));
    const resumed = second.wait.resume(json);
    const progress: string[] = [];
    const result = settle(resumed.wait({ onProgress: (op) => progress.push(op.status) }));
    await vi.advanceTimersByTimeAsync(19_999);
    expect(second.recorder.requests).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);

    expect((await result).value?.status).toBe("completed");
    expect(second.recorder.requests.map((r) => r.url.href)).toEqual([OP_URL]);
    expect(progress).toEqual(["completed"]);
    expect(resumed.state).toMatchObject({ polls: 2, status: "completed", startedAt });
    expect(first.recorder.requests).toHaveLength(1);
  });

  it("waits for a serialized state passed straight to wait", async () => {
    const { recorder, wait } = setup();
    recorder.reply(polled("completed"));
    const poller = await wait.poller(OP_URL);

    const result = settle(wait(poller.serialize()));
    await vi.advanceTimersByTimeAsync(0);

    expect((await result).value?.status).toBe("completed");
    expect(recorder.requests).toHaveLength(1);
  });

  it("settles a finished state without polling again", async () => {
    const { recorder, wait } = setup();
    recorder.reply(polled("failed", undefined, { details: [{ code: "bad", message: "Bad." }] }));
    const poller = await wait.poller(OP_URL);
    await expect(poller.wait()).rejects.toBeInstanceOf(OperationFailedError);

    await expect(wait.resume(poller.serialize()).wait()).rejects.toThrow("Bad.");
    expect(recorder.requests).toHaveLength(1);
  });

  it("refuses JSON that is not an operation state, and a state pointing to another origin", () => {
    const { wait } = setup();

    expect(() => wait.resume('{"operationUrl":1}')).toThrow(/not a serialized operation state/);
    expect(() => wait.resume("not json")).toThrow(ApiError);
    const foreign = {
      kind: "reportkit.operation" as const,
      operationUrl: "https://evil.example/operations/op-1",
      startedAt: 0,
      nextPollAt: 0,
      polls: 0,
    };
    expect(() => wait.resume(foreign)).toThrow(ForeignOriginError);
  });
});
