import { jsonResponse, recordFetch } from "@reportkit/testkit";
import { describe, expect, it } from "vitest";
import { createPrepClient, type DeleteTableResponse, PREP_API_VERSION } from "../src/index.js";

const deleted: DeleteTableResponse = { code: 200, body: "sales/2026 q1" };

describe("deleteTable (DELETE /api/v1/table/{tableId})", () => {
  it("deletes the percent-encoded table without a body and parses the deleted id", async () => {
    const recorder = recordFetch(() => jsonResponse(deleted));
    const client = createPrepClient({ baseUrl: "https://prep.test", fetch: recorder.fetch });

    const { data, error } = await client.DELETE("/api/v1/table/{tableId}", {
      params: { path: { tableId: "sales/2026 q1" } },
    });

    expect(error).toBeUndefined();
    expect(data?.body).toBe("sales/2026 q1");
    expect(data?.code).toBe(200);
    const sent = recorder.last();
    expect(sent.method).toBe("DELETE");
    expect(sent.url.pathname).toBe("/api/v1/table/sales%2F2026%20q1");
    expect(sent.url.href).toBe("https://prep.test/api/v1/table/sales%2F2026%20q1");
    expect(sent.headers.get("X-Version")).toBe(PREP_API_VERSION);
    expect(sent.body).toBe("");
  });

  it("sends an overridden X-Version", async () => {
    const recorder = recordFetch(() => jsonResponse(deleted));
    const client = createPrepClient({
      baseUrl: "https://prep.test",
      fetch: recorder.fetch,
      version: "2022-01-01",
    });

    await client.DELETE("/api/v1/table/{tableId}", { params: { path: { tableId: "tbl-1" } } });

    expect(recorder.last().headers.get("X-Version")).toBe("2022-01-01");
  });

  it("returns a 404 for an unknown table, typed as the error", async () => {
    const recorder = recordFetch(() => jsonResponse({ code: 404, body: "Table not found" }, 404));
    const client = createPrepClient({ baseUrl: "https://prep.test", fetch: recorder.fetch });

    const { data, error, response } = await client.DELETE("/api/v1/table/{tableId}", {
      params: { path: { tableId: "missing" } },
    });

    expect(data).toBeUndefined();
    expect(response.status).toBe(404);
    expect(error?.body).toBe("Table not found");
  });
});
