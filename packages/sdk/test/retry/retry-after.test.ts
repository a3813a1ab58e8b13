import { jsonResponse, recordFetch } from "@reportkit/testkit";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { insertionPath, matrix, platformOver, samples } from "../support/clients.js";

const T0 = Date.UTC(2026, 0, 15, 9, 0, 0);

beforeEach(() => {
  vi.useFakeTimers({ now: T0 });
});
afterEach(() => {
  vi.useRealTimers();
});

/** A recorder that also notes the fake time of every send. */
function timedRecorder() {
  const recorder = recordFetch();
  const times: number[] = [];
  const fetch: typeof recorder.fetch = (input, init) => {
    times.push(Date.now() - T0);
    return recorder.fetch(input, init);
  };
  return { recorder: { ...recorder, fetch }, times };
}

const accepted = () => jsonResponse({ operationLocation: "https://api.example.test/operations/1" }, 202);

it("waits exactly the Retry-After seconds: not sent 1 ms before, sent at the exact time", async () => {
  const { recorder, times } = timedRecorder();
  recorder.reply(
    jsonResponse({ code: "too_many_requests", message: "slow down" }, 429, { "Retry-After": "7" }),
    accepted(),
  );
  const { client } = platformOver(recorder);
  const call = client.POST(insertionPath, { params: { path: matrix }, body: samples });

  await vi.advanceTimersByTimeAsync(6_999);
  expect(times).toEqual([0]);
  await vi.advanceTimersByTimeAsync(1);
  expect(times).toEqual([0, 7_000]);
  expect((await call).response.status).toBe(202);
});

it("waits until an HTTP-date Retry-After exactly", async () => {
  const { recorder, times } = timedRecorder();
  const at = new Date(T0 + 12_000).toUTCString();
  recorder.reply(
    jsonResponse({ code: "too_many_requests", message: "later" }, 429, { "Retry-After": at }),
    accepted(),
  );
  const { client } = platformOver(recorder);
  const call = client.POST(insertionPath, { params: { path: matrix }, body: samples });

  await vi.advanceTimersByTimeAsync(11_999);
  expect(times).toEqual([0]);
  await vi.advanceTimersByTimeAsync(1);
  expect(times).toEqual([0, 12_000]);
  expect((await call).response.status).toBe(202);
});

it("uses full-jitter exponential backoff when there is no Retry-After", async () => {
  const { recorder, times } = timedRecorder();
  recorder.reply(
    jsonResponse({}, 503),
    jsonResponse({}, 503),
    jsonResponse({}, 503),
    jsonResponse({ id: "s" }),
  );
  // random() = 0.5 and base 500 ms: waits of 250, 500 and 1000 ms.
  const { client } = platformOver(recorder);
  const call = client.GET(
    "/testForms/{testFormId}/testPhases/{testPhaseId}/matrices/{matrixId}/samples/{sampleId}",
    {
      params: { path: { ...matrix, sampleId: "s" } },
    },
  );
  await vi.advanceTimersByTimeAsync(1_750);
  expect(times).toEqual([0, 250, 750, 1_750]);
  expect((await call).data).toEqual({ id: "s" });
});

it("caps each backoff wait at maxDelayMs", async () => {
  const { recorder, times } = timedRecorder();
  recorder.reply(jsonResponse({}, 503), jsonResponse({}, 503), jsonResponse({}, 503), jsonResponse({}));
  const { client } = platformOver(recorder, {
    retry: { random: () => 0.999, baseDelayMs: 1_000, maxDelayMs: 1_500 },
  });
  const call = client.PUT("/files/{fileId}", {
    params: { path: { fileId: "f" } },
    body: { name: "n", kind: "Document", type: "Document", container: "c", template: false },
  });
  await vi.advanceTimersByTimeAsync(10_000);
  await call;
  expect(times).toEqual([0, 999, 999 + 1_498, 999 + 1_498 + 1_498]); // floor(0.999 * min(1500, 1000 * 2^n))
});
