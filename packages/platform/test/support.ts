import { type FetchRecorder, jsonResponse, type Reply, recordFetch } from "@reportkit/testkit";
import { expect } from "vitest";
import { createPlatformClient, PLATFORM_API_VERSION, type PlatformClient } from "../src/index.js";

/** A platform client over a recording fetch that answers with `reply` (default `200 {}`). */
export function setup(reply: Reply = () => jsonResponse({})): {
  client: PlatformClient;
  recorder: FetchRecorder;
} {
  const recorder = recordFetch(reply);
  return { client: createPlatformClient({ baseUrl: "https://api.test", fetch: recorder.fetch }), recorder };
}

export const operationUrl = "https://api.test/operations/7d1c5a0e-2f4b-4c1e-9a55-3f0d2b8e6c11";

/** A 202 answer as the live service sends it: Location and Retry-After, no body. */
export const acceptedWithoutBody = () =>
  new Response(null, { status: 202, headers: { Location: operationUrl, "Retry-After": "5" } });

/** The request the client sent last: method, escaped path, query, default headers, JSON body. */
export function expectSent(
  recorder: FetchRecorder,
  expected: { method: string; pathname: string; search?: string; json?: unknown },
): void {
  const sent = recorder.last();
  expect(sent.method).toBe(expected.method);
  expect(sent.url.pathname).toBe(expected.pathname);
  expect(sent.url.search).toBe(expected.search ?? "");
  expect(sent.headers.get("Accept")).toBe("application/json");
  expect(sent.headers.get("X-Version")).toBe(PLATFORM_API_VERSION);
  if (expected.json === undefined) {
    expect(sent.body).toBe("");
    expect(sent.headers.get("Content-Type")).toBeNull();
  } else {
    expect(sent.headers.get("Content-Type")).toBe("application/json");
    expect(sent.json).toEqual(expected.json);
  }
}
