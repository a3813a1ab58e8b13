// Defect 2 of issue 7: a body cut short, reset mid-way or unparseable is a typed, retried-where-safe error.
import { type FetchRecorder, jsonResponse, recordFetch } from "@reportkit/testkit";
import { afterEach, beforeEach, expect, it, vi } from "vitest";

import {
  type ApiError,
  createReportkitPlatformClient,
  ResponseBodyError,
  type RetryOptions,
  wait,
} from "../../src/index.js";
import { insertionPath, matrix, samplePath, samples } from "../support/clients.js";
import { PLATFORM_URL, settle, staticTokens } from "../support/fake-service.js";

beforeEach(() => {
  vi.useFakeTimers({ now: Date.UTC(2026, 0, 15, 9, 0, 0) });
});
afterEach(() => {
  vi.useRealTimers();
});

/** Headers, half a body, then the connection drops (what undici reports as `TypeError: terminated`). */
function cut(status = 200, headers: Record<string, string> = {}): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode('{"id":"s'));
      controller.error(
        new TypeError("terminated", {
          cause: Object.assign(new Error("other side closed"), { code: "UND_ERR_SOCKET" }),
        }),
      );
    },
  });
  return new Response(body, {
    status,
    headers: { "Content-Type": "application/json", "X-Request-Id": "req-7", ...headers },
  });
}

const sample = { ...matrix, sampleId: "s" };

/** A throwing platform client over `recorder`, with a fixed token and deterministic jitter. */
function platformOver(recorder: FetchRecorder, retry: RetryOptions = {}) {
  const client = createReportkitPlatformClient({
    baseUrl: PLATFORM_URL,
    tokenProvider: staticTokens(),
    fetch: recorder.fetch,
    throwOnError: true,
    retry: { random: () => 0.5, ...retry },
  });
  return { client };
}

it("retries a GET whose body is cut short and returns the whole answer of the next attempt", async () => {
  const recorder = recordFetch();
  recorder.reply(cut(), jsonResponse({ id: "s", dataValues: [] }));
  const { client } = platformOver(recorder);

  const result = settle(client.GET(samplePath, { params: { path: sample } }));
  await vi.advanceTimersByTimeAsync(250);

  expect((await result).value?.data).toEqual({ id: "s", dataValues: [] });
  expect(recorder.requests).toHaveLength(2);
});

it("retries a GET whose 2xx JSON does not parse, then gives up with ResponseBodyError carrying status and request id", async () => {
  const broken = () =>
    new Response('{"id": "s", "dataValues": [', {
      headers: { "Content-Type": "application/json", "X-Request-Id": "req-9" },
    });
  const recorder = recordFetch(broken);
  const { client } = platformOver(recorder, { maxRetries: 1 });

  const result = settle(client.GET(samplePath, { params: { path: sample } }));
  await vi.advanceTimersByTimeAsync(250);
  const { error } = await result;

  expect(error).toBeInstanceOf(ResponseBodyError);
  expect(error).toMatchObject({ status: 200, requestId: "req-9", mayHaveBeenApplied: false });
  expect((error as ResponseBodyError).cause).toBeInstanceOf(SyntaxError);
  expect(recorder.requests).toHaveLength(2);
});

it("never resends a POST whose 202 body breaks: it says the write was accepted and where its operation is", async () => {
  const recorder = recordFetch();
  recorder.reply(cut(202, { Location: `${PLATFORM_URL}/operations/op-1`, "Retry-After": "1" }));
  const { client } = platformOver(recorder);

  const error = await client.POST(insertionPath, { params: { path: matrix }, body: samples }).then(
    () => undefined,
    (e: unknown) => e,
  );

  expect(error).toBeInstanceOf(ResponseBodyError);
  expect(error).toMatchObject({
    status: 202,
    requestId: "req-7",
    mayHaveBeenApplied: true,
    operationLocation: `${PLATFORM_URL}/operations/op-1`,
  });
  expect((error as Error).message).toMatch(/wait for its operationLocation instead of sending it again/);
  expect(recorder.requests).toHaveLength(1);
});

it("lets the caller wait on such an error instead of resubmitting", async () => {
  const recorder = recordFetch();
  recorder.reply(
    cut(202, { Location: `${PLATFORM_URL}/operations/op-1` }),
    jsonResponse({ id: "op-1", status: "completed" }),
  );
  const { client } = platformOver(recorder);
  const error = (await client
    .POST(insertionPath, { params: { path: matrix }, body: samples })
    .catch((e: unknown) => e)) as ApiError;

  const done = settle(wait({ platform: client }, error));
  await vi.advanceTimersByTimeAsync(0);

  expect((await done).value).toMatchObject({ id: "op-1", status: "completed" });
  expect(recorder.requests.map((r) => `${r.method} ${r.url.pathname}`)).toEqual([
    `POST ${insertionPath.replace("{testFormId}", "form-1").replace("{testPhaseId}", "phase-1").replace("{matrixId}", "matrix-1")}`,
    "GET /operations/op-1",
  ]);
});

it("reports a POST cut mid-body without a 202 as a write that may have been applied", async () => {
  const recorder = recordFetch();
  recorder.reply(cut(200));
  const { client } = platformOver(recorder);

  const error = await client
    .POST(insertionPath, { params: { path: matrix }, body: samples })
    .catch((e: unknown) => e);

  expect(error).toBeInstanceOf(ResponseBodyError);
  expect(error).toMatchObject({ mayHaveBeenApplied: true });
  expect((error as ResponseBodyError).operationLocation).toBeUndefined();
  expect((error as Error).message).toMatch(/may have been applied/);
  expect(recorder.requests).toHaveLength(1);
});
