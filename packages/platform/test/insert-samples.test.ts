import { jsonResponse, recordFetch } from "@reportkit/testkit";
import { describe, expect, it } from "vitest";
import { createPlatformClient, type NewSample, PLATFORM_API_VERSION } from "../src/index.js";

const path = "/testForms/{testFormId}/testPhases/{testPhaseId}/matrices/{matrixId}/samples/insertion";
const ids = { testFormId: "form/1", testPhaseId: "phase 2", matrixId: "m#3" };
const samples: NewSample[] = [
  {
    dataValues: [{ column: "11111111-2222-4333-8444-555555555555", value: 12.5 }],
    resultValues: [{ column: "bbbbbbbb-cccc-4ddd-8eee-ffffffffffff", value: "pass" }],
  },
  { dataValues: [{ column: "11111111-2222-4333-8444-555555555555", value: "batch A" }], resultValues: [] },
];
const operationUrl = "https://api.test/operations/op-1";

describe("insertSamples (POST .../matrices/{matrixId}/samples/insertion)", () => {
  it("posts the new samples as a JSON array to the escaped matrix path", async () => {
    const recorder = recordFetch(() => jsonResponse({ operationLocation: operationUrl }, 202));
    const client = createPlatformClient({ baseUrl: "https://api.test", fetch: recorder.fetch });

    await client.POST(path, { params: { path: ids }, body: samples });

    const sent = recorder.last();
    expect(sent.method).toBe("POST");
    expect(sent.url.pathname).toBe(
      "/testForms/form%2F1/testPhases/phase%202/matrices/m%233/samples/insertion",
    );
    expect(sent.url.search).toBe("");
    expect(sent.headers.get("X-Version")).toBe(PLATFORM_API_VERSION);
    expect(sent.headers.get("Content-Type")).toBe("application/json");
    expect(sent.json).toEqual(samples);
  });

  it("parses the 202 operationLocation and exposes Location and Retry-After", async () => {
    const recorder = recordFetch(() =>
      jsonResponse({ operationLocation: operationUrl }, 202, { Location: operationUrl, "Retry-After": "5" }),
    );
    const client = createPlatformClient({ baseUrl: "https://api.test", fetch: recorder.fetch });

    const { data, error, response } = await client.POST(path, { params: { path: ids }, body: samples });

    expect(error).toBeUndefined();
    expect(response.status).toBe(202);
    expect(data?.operationLocation).toBe(operationUrl);
    expect(response.headers.get("Location")).toBe(operationUrl);
    expect(response.headers.get("Retry-After")).toBe("5");
  });

  it("returns a 429 concurrent_operations_exceeded error with its Retry-After", async () => {
    const recorder = recordFetch(() =>
      jsonResponse(
        { code: "concurrent_operations_exceeded", message: "Too many operations.", version: "2026-01-01" },
        429,
        { "Retry-After": "30" },
      ),
    );
    const client = createPlatformClient({ baseUrl: "https://api.test", fetch: recorder.fetch });

    const { data, error, response } = await client.POST(path, { params: { path: ids }, body: samples });

    expect(data).toBeUndefined();
    expect(response.status).toBe(429);
    expect(error?.code).toBe("concurrent_operations_exceeded");
    expect(error?.version).toBe("2026-01-01");
    expect(response.headers.get("Retry-After")).toBe("30");
  });
});
