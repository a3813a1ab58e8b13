import { jsonResponse, recordFetch } from "@reportkit/testkit";
import { describe, expect, it } from "vitest";
import { createPlatformClient, PLATFORM_API_VERSION, type Sample } from "../src/index.js";

const path = "/testForms/{testFormId}/testPhases/{testPhaseId}/matrices/{matrixId}/samples/{sampleId}";
const ids = { testFormId: "form/1", testPhaseId: "phase 2", matrixId: "m3", sampleId: "s?4" };
const sample: Sample = {
  id: "9e8d7c6b-5a4f-4e3d-9c2b-1a0f9e8d7c6b",
  dataValues: [{ column: "11111111-2222-4333-8444-555555555555", value: 12.5 }],
  resultValues: [{ column: "bbbbbbbb-cccc-4ddd-8eee-ffffffffffff", value: "pass" }],
};

describe("getSample (GET .../samples/{sampleId})", () => {
  it("gets the escaped sample path and parses the sample", async () => {
    const recorder = recordFetch(() => jsonResponse(sample));
    const client = createPlatformClient({ baseUrl: "https://api.test", fetch: recorder.fetch });

    const { data, error } = await client.GET(path, { params: { path: ids } });

    expect(error).toBeUndefined();
    expect(data?.id).toBe("9e8d7c6b-5a4f-4e3d-9c2b-1a0f9e8d7c6b");
    expect(data?.dataValues?.[0]?.value).toBe(12.5);
    expect(data?.resultValues?.[0]?.value).toBe("pass");
    const sent = recorder.last();
    expect(sent.method).toBe("GET");
    expect(sent.url.pathname).toBe("/testForms/form%2F1/testPhases/phase%202/matrices/m3/samples/s%3F4");
    expect(sent.url.search).toBe("");
    expect(sent.headers.get("X-Version")).toBe(PLATFORM_API_VERSION);
    expect(sent.headers.get("Content-Type")).toBeNull();
  });

  it("sends $expand=attachments when asked", async () => {
    const recorder = recordFetch(() => jsonResponse(sample));
    const client = createPlatformClient({ baseUrl: "https://api.test", fetch: recorder.fetch });

    await client.GET(path, { params: { path: ids, query: { $expand: "attachments" } } });

    expect(recorder.last().url.search).toBe("?$expand=attachments");
  });

  it("keeps fields the spec does not name, such as expanded attachments", async () => {
    const expanded = { ...sample, attachments: [{ id: "a1", fileName: "calibration.pdf" }] };
    const recorder = recordFetch(() => jsonResponse(expanded));
    const client = createPlatformClient({ baseUrl: "https://api.test", fetch: recorder.fetch });

    const { data } = await client.GET(path, { params: { path: ids, query: { $expand: "attachments" } } });

    expect(data?.attachments).toEqual([{ id: "a1", fileName: "calibration.pdf" }]);
  });
});
