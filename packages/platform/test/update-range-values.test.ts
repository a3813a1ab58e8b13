import { jsonResponse, recordFetch } from "@reportkit/testkit";
import { describe, expect, it } from "vitest";
import { createPlatformClient, PLATFORM_API_VERSION, type RangeValues } from "../src/index.js";

const path = "/spreadsheets/{spreadsheetId}/sheets/{sheetId}/values/{range}";
const operationUrl = "https://api.test/operations/op-7";
const values: RangeValues = {
  values: [
    ["Revenue", 1250.5],
    [true, null],
  ],
};

describe("updateRangeValues (PUT /spreadsheets/{spreadsheetId}/sheets/{sheetId}/values/{range})", () => {
  it("keeps an A1 range with a sheet name as one percent-encoded path segment", async () => {
    const recorder = recordFetch(() => jsonResponse({ operationLocation: operationUrl }, 202));
    const client = createPlatformClient({ baseUrl: "https://api.test", fetch: recorder.fetch });

    await client.PUT(path, {
      params: { path: { spreadsheetId: "book/1", sheetId: "sheet 2", range: "Sheet 1!A1:B2" } },
      body: values,
    });

    const sent = recorder.last();
    expect(sent.method).toBe("PUT");
    expect(sent.url.pathname).toBe("/spreadsheets/book%2F1/sheets/sheet%202/values/Sheet%201!A1%3AB2");
    expect(sent.url.pathname.split("/")).toHaveLength(7);
    expect(sent.url.search).toBe("");
  });

  it("sends the rows as JSON, null cells included", async () => {
    const recorder = recordFetch(() => jsonResponse({ operationLocation: operationUrl }, 202));
    const client = createPlatformClient({ baseUrl: "https://api.test", fetch: recorder.fetch });

    await client.PUT(path, {
      params: { path: { spreadsheetId: "s1", sheetId: "sh1", range: "A1:B2" } },
      body: values,
    });

    const sent = recorder.last();
    expect(sent.url.pathname).toBe("/spreadsheets/s1/sheets/sh1/values/A1%3AB2");
    expect(sent.headers.get("X-Version")).toBe(PLATFORM_API_VERSION);
    expect(sent.headers.get("Content-Type")).toBe("application/json");
    expect(sent.body).toBe('{"values":[["Revenue",1250.5],[true,null]]}');
  });

  it("parses the 202 operationLocation and exposes Location and Retry-After", async () => {
    const recorder = recordFetch(() =>
      jsonResponse({ operationLocation: operationUrl }, 202, { Location: operationUrl, "Retry-After": "2" }),
    );
    const client = createPlatformClient({ baseUrl: "https://api.test", fetch: recorder.fetch });

    const { data, error, response } = await client.PUT(path, {
      params: { path: { spreadsheetId: "s1", sheetId: "sh1", range: "C7" } },
      body: { values: [] },
    });

    expect(error).toBeUndefined();
    expect(response.status).toBe(202);
    expect(data?.operationLocation).toBe(operationUrl);
    expect(response.headers.get("Location")).toBe(operationUrl);
    expect(response.headers.get("Retry-After")).toBe("2");
  });
});
