import { jsonResponse } from "@reportkit/testkit";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { platformOver, samplePath } from "../support/clients.js";
import { settle } from "../support/fake-service.js";

// Which answers an idempotent GET is sent again after, one case per status: the retry rule as a table.
beforeEach(() => {
  vi.useFakeTimers({ now: Date.UTC(2026, 0, 15, 9, 0, 0) });
});
afterEach(() => {
  vi.useRealTimers();
});

const sample = { testFormId: "f", testPhaseId: "p", matrixId: "m", sampleId: "s" };

/** How many requests a GET answered `status` once, then 200, makes. */
async function sendsFor(status: number, body: unknown = { code: "x", message: "x" }): Promise<number> {
  const { client, recorder } = platformOver(undefined, { rateLimiter: false });
  recorder.reply(jsonResponse(body, status), jsonResponse({}));
  const result = settle(client.GET(samplePath, { params: { path: sample } }));
  await vi.advanceTimersByTimeAsync(120_000);
  await result;
  return recorder.requests.length;
}

describe("the retry rule, per status", () => {
  it.each([429, 500, 502, 503, 504])("a GET answered %i is sent again", async (status) => {
    expect(await sendsFor(status)).toBe(2);
  });

  // (A 401 is the token's business, a new token then once more: test/auth/unauthorized.test.ts.)
  it.each([400, 403, 404, 409, 422, 501, 505])(
    "a GET answered %i is final, not sent again",
    async (status) => {
      expect(await sendsFor(status)).toBe(1);
    },
  );

  it("a 409 whose code is concurrent_operations_exceeded is a refusal, sent again", async () => {
    expect(await sendsFor(409, { code: "concurrent_operations_exceeded", message: "busy" })).toBe(2);
  });
});
