import { jsonResponse } from "@reportkit/testkit";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { insertionPath, matrix, platformOver, samples } from "../support/clients.js";
import { settle } from "../support/fake-service.js";

beforeEach(() => {
  vi.useFakeTimers({ now: Date.UTC(2026, 0, 15, 9, 0, 0) });
});
afterEach(() => {
  vi.useRealTimers();
});

const insert = (client: ReturnType<typeof platformOver>["client"]) =>
  settle(client.POST(insertionPath, { params: { path: matrix }, body: samples }));

it("a POST answered 429 then 202 succeeds: the server refused the work, so resending is safe", async () => {
  const { client, recorder } = platformOver();
  recorder.reply(
    jsonResponse({ code: "too_many_requests", message: "slow down" }, 429),
    jsonResponse({ operationLocation: "x" }, 202),
  );
  const result = insert(client);
  await vi.advanceTimersByTimeAsync(1_000);
  expect((await result).value?.response.status).toBe(202);
  expect(recorder.requests.map((r) => r.json)).toEqual([samples, samples]);
});

it("retries concurrent_operations_exceeded for a POST whatever its status, after its Retry-After", async () => {
  const { client, recorder } = platformOver();
  recorder.reply(
    jsonResponse(
      { code: "concurrent_operations_exceeded", message: "too many imports", version: "2026-01-01" },
      409,
      {
        "Retry-After": "3",
      },
    ),
    jsonResponse({ operationLocation: "x" }, 202),
  );
  const result = insert(client);
  await vi.advanceTimersByTimeAsync(2_999);
  expect(recorder.requests).toHaveLength(1);
  await vi.advanceTimersByTimeAsync(1);
  expect((await result).value?.response.status).toBe(202);
  expect(recorder.requests).toHaveLength(2);
});

it("does not sleep on a Retry-After beyond maxRetryAfterMs: the 429 comes back at once", async () => {
  const { client, recorder } = platformOver();
  recorder.reply(
    jsonResponse({ code: "too_many_requests", message: "come back in an hour" }, 429, {
      "Retry-After": "3600",
    }),
  );
  const result = insert(client);
  await vi.advanceTimersByTimeAsync(0);
  const { value } = await result;
  expect(value?.response.status).toBe(429);
  expect(value?.error).toMatchObject({ code: "too_many_requests" });
  expect(recorder.requests).toHaveLength(1);
});

it("gives the last 429 back after maxRetries retries", async () => {
  const { client, recorder } = platformOver(undefined, { retry: { maxRetries: 2 } });
  recorder.reply(
    ...Array.from({ length: 5 }, () => jsonResponse({ code: "too_many_requests", message: "no" }, 429)),
  );
  const result = insert(client);
  await vi.advanceTimersByTimeAsync(10_000);
  expect((await result).value?.response.status).toBe(429);
  expect(recorder.requests).toHaveLength(3);
});

it("never retries a 400: the request itself is wrong", async () => {
  const { client, recorder } = platformOver();
  recorder.reply(jsonResponse({ code: "invalid_body", message: "bad" }, 400), jsonResponse({}, 202));
  const result = insert(client);
  await vi.advanceTimersByTimeAsync(10_000);
  expect((await result).value?.response.status).toBe(400);
  expect(recorder.requests).toHaveLength(1);
});
