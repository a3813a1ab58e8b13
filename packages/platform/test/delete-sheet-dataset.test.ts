import { jsonResponse, recordFetch } from "@reportkit/testkit";
import { describe, expect, it } from "vitest";
import { createPlatformClient, PLATFORM_API_VERSION } from "../src/index.js";

const path = "/spreadsheets/{spreadsheetId}/sheets/{sheetId}/dataset";
const operationUrl = "https://api.test/operations/op-9";
const accepted = () =>
  jsonResponse({ operationLocation: operationUrl }, 202, { Location: operationUrl, "Retry-After": "3" });

describe("deleteSheetDataset (DELETE /spreadsheets/{spreadsheetId}/sheets/{sheetId}/dataset)", () => {
  it("deletes the escaped dataset path without a body or query by default", async () => {
    const recorder = recordFetch(accepted);
    const client = createPlatformClient({ baseUrl: "https://api.test", fetch: recorder.fetch });

    await client.DELETE(path, { params: { path: { spreadsheetId: "book/1", sheetId: "sheet 2" } } });

    const sent = recorder.last();
    expect(sent.method).toBe("DELETE");
    expect(sent.url.pathname).toBe("/spreadsheets/book%2F1/sheets/sheet%202/dataset");
    expect(sent.url.search).toBe("");
    expect(sent.body).toBe("");
    expect(sent.headers.get("Content-Type")).toBeNull();
    expect(sent.headers.get("X-Version")).toBe(PLATFORM_API_VERSION);
  });

  it("sends $deletevalues=true to delete the dataset's values too", async () => {
    const recorder = recordFetch(accepted);
    const client = createPlatformClient({ baseUrl: "https://api.test", fetch: recorder.fetch });

    await client.DELETE(path, {
      params: { path: { spreadsheetId: "s1", sheetId: "sh1" }, query: { $deletevalues: true } },
    });

    expect(recorder.last().url.search).toBe("?$deletevalues=true");
  });

  it("parses the 202 operationLocation and exposes Location and Retry-After", async () => {
    const recorder = recordFetch(accepted);
    const client = createPlatformClient({ baseUrl: "https://api.test", fetch: recorder.fetch });

    const { data, error, response } = await client.DELETE(path, {
      params: { path: { spreadsheetId: "s1", sheetId: "sh1" }, query: { $deletevalues: false } },
    });

    expect(recorder.last().url.search).toBe("?$deletevalues=false");
    expect(error).toBeUndefined();
    expect(response.status).toBe(202);
    expect(data?.operationLocation).toBe(operationUrl);
    expect(response.headers.get("Location")).toBe(operationUrl);
    expect(response.headers.get("Retry-After")).toBe("3");
  });
});
