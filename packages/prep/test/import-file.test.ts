import { jsonResponse, recordFetch } from "@reportkit/testkit";
import { describe, expect, it } from "vitest";
import { createPrepClient, type FileMetaResponse, type ImportDto, PREP_API_VERSION } from "../src/index.js";

const started: FileMetaResponse = {
  code: 200,
  body: { id: "file-81b0", tableId: "sales/2026 q1", name: "q1.csv", columnMappings: { "col-a": "region" } },
};
const importOptions: ImportDto = {
  fileId: "file-81b0",
  delimiter: ";",
  columnMappings: JSON.stringify({ "col-a": "region" }),
  tags: JSON.stringify({ quarter: "Q1" }),
  metadata: { origin: { system: { name: "erp" } } },
};

describe("importFile (POST /api/v1/table/{tableId}/import)", () => {
  it("posts the import options as JSON to the percent-encoded table and parses the file record", async () => {
    const recorder = recordFetch(() => jsonResponse(started));
    const client = createPrepClient({ baseUrl: "https://prep.test", fetch: recorder.fetch });

    const { data, error } = await client.POST("/api/v1/table/{tableId}/import", {
      params: { path: { tableId: "sales/2026 q1" } },
      body: importOptions,
    });

    expect(error).toBeUndefined();
    expect(data?.body.id).toBe("file-81b0");
    expect(data?.body.columnMappings).toEqual({ "col-a": "region" });
    const sent = recorder.last();
    expect(sent.method).toBe("POST");
    expect(sent.url.pathname).toBe("/api/v1/table/sales%2F2026%20q1/import");
    expect(sent.url.href).toBe("https://prep.test/api/v1/table/sales%2F2026%20q1/import");
    expect(sent.headers.get("X-Version")).toBe(PREP_API_VERSION);
    expect(sent.headers.get("Content-Type")).toBe("application/json");
    expect(sent.json).toEqual(importOptions);
  });

  it("sends columnMappings and tags as strings holding JSON, not as objects", async () => {
    const recorder = recordFetch(() => jsonResponse(started));
    const client = createPrepClient({ baseUrl: "https://prep.test", fetch: recorder.fetch });

    await client.POST("/api/v1/table/{tableId}/import", {
      params: { path: { tableId: "tbl-1" } },
      body: importOptions,
    });

    const sent = recorder.last().json as Record<string, unknown>;
    expect(sent.columnMappings).toBe('{"col-a":"region"}');
    expect(sent.tags).toBe('{"quarter":"Q1"}');
  });

  it("also sends columnMappings and tags as objects, as the live service takes them", async () => {
    const recorder = recordFetch(() =>
      jsonResponse({ ...started, body: { ...started.body, status: "STAGING" } }),
    );
    const client = createPrepClient({ baseUrl: "https://prep.test", fetch: recorder.fetch });

    const { data } = await client.POST("/api/v1/table/{tableId}/import", {
      params: { path: { tableId: "tbl-1" } },
      body: { fileId: "file-81b0", columnMappings: { "col-a": "region" }, tags: { quarter: "Q1" } },
    });

    const sent = recorder.last().json as Record<string, unknown>;
    expect(sent.columnMappings).toEqual({ "col-a": "region" });
    expect(sent.tags).toEqual({ quarter: "Q1" });
    expect(data?.body.status).toBe("STAGING");
  });

  it("may be called without a body, and then sends none", async () => {
    const recorder = recordFetch(() => jsonResponse(started));
    const client = createPrepClient({ baseUrl: "https://prep.test", fetch: recorder.fetch });

    const { data } = await client.POST("/api/v1/table/{tableId}/import", {
      params: { path: { tableId: "tbl-1" } },
    });

    expect(data?.code).toBe(200);
    expect(recorder.last().url.pathname).toBe("/api/v1/table/tbl-1/import");
    expect(recorder.last().body).toBe("");
  });

  it("sends an X-Version given on the request instead of the default", async () => {
    const recorder = recordFetch(() => jsonResponse(started));
    const client = createPrepClient({ baseUrl: "https://prep.test", fetch: recorder.fetch });

    await client.POST("/api/v1/table/{tableId}/import", {
      params: { path: { tableId: "tbl-1" }, header: { "X-Version": "2022-01-01" } },
    });

    expect(recorder.last().headers.get("X-Version")).toBe("2022-01-01");
  });

  it("returns a 423 Locked body typed as the error", async () => {
    const recorder = recordFetch(() =>
      jsonResponse({ code: 423, body: "Table is locked", details: { by: "import" } }, 423),
    );
    const client = createPrepClient({ baseUrl: "https://prep.test", fetch: recorder.fetch });

    const { data, error, response } = await client.POST("/api/v1/table/{tableId}/import", {
      params: { path: { tableId: "tbl-1" } },
    });

    expect(data).toBeUndefined();
    expect(response.status).toBe(423);
    expect(error?.body).toBe("Table is locked");
    expect(error?.details).toEqual({ by: "import" });
  });
});
