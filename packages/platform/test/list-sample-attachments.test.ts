import { jsonResponse, recordFetch } from "@reportkit/testkit";
import { describe, expect, it } from "vitest";
import { createPlatformClient, type GraphAttachmentPage, PLATFORM_API_VERSION } from "../src/index.js";

const path =
  "/testForms/{testFormId}/testPhases/{testPhaseId}/matrices/{matrixId}/samples/{sampleId}/attachments";
const ids = { testFormId: "f 1", testPhaseId: "p/2", matrixId: "m3", sampleId: "s4" };
const nextLink = "https://api.test/testForms/f1/testPhases/p2/matrices/m3/samples/s4/attachments?$next=abc";
const page: GraphAttachmentPage = {
  data: [{ id: "0d9c8b7a-6f5e-4d4c-8b3a-291807f6e5d4", fileName: "calibration.pdf" }],
  "@nextLink": nextLink,
};

describe("listSampleAttachments (GET .../samples/{sampleId}/attachments)", () => {
  it("gets the escaped attachments path and parses the page with its @nextLink", async () => {
    const recorder = recordFetch(() => jsonResponse(page));
    const client = createPlatformClient({ baseUrl: "https://api.test", fetch: recorder.fetch });

    const { data, error } = await client.GET(path, { params: { path: ids } });

    expect(error).toBeUndefined();
    expect(data?.data).toHaveLength(1);
    expect(data?.data[0]?.fileName).toBe("calibration.pdf");
    expect(data?.["@nextLink"]).toBe(nextLink);
    const sent = recorder.last();
    expect(sent.method).toBe("GET");
    expect(sent.url.pathname).toBe("/testForms/f%201/testPhases/p%2F2/matrices/m3/samples/s4/attachments");
    expect(sent.url.search).toBe("");
    expect(sent.headers.get("X-Version")).toBe(PLATFORM_API_VERSION);
  });

  it("parses the last page: an empty data array and no @nextLink", async () => {
    const recorder = recordFetch(() => jsonResponse({ data: [] }));
    const client = createPlatformClient({ baseUrl: "https://api.test", fetch: recorder.fetch });

    const { data } = await client.GET(path, { params: { path: ids } });

    expect(data?.data).toEqual([]);
    expect(data?.["@nextLink"]).toBeUndefined();
  });
});
