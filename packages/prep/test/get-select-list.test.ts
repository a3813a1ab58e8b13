import { jsonResponse, recordFetch } from "@reportkit/testkit";
import { describe, expect, it } from "vitest";
import { createPrepClient, PREP_API_VERSION, type PrepError, type SelectListResponse } from "../src/index.js";

const regions: SelectListResponse = {
  code: 200,
  body: {
    id: "lists/regions 2026",
    name: "Regions",
    type: "any text",
    valueType: "any text",
    values: ["EMEA", { label: "APAC" }, 3],
    version: 4,
  },
};

describe("getSelectList (GET /api/v1/selectlist/{selectListId})", () => {
  it("gets the percent-encoded select list and parses free-form values", async () => {
    const recorder = recordFetch(() => jsonResponse(regions));
    const client = createPrepClient({ baseUrl: "https://prep.test", fetch: recorder.fetch });

    const { data, error } = await client.GET("/api/v1/selectlist/{selectListId}", {
      params: { path: { selectListId: "lists/regions 2026" } },
    });

    expect(error).toBeUndefined();
    expect(data?.body.name).toBe("Regions");
    expect(data?.body.values).toEqual(["EMEA", { label: "APAC" }, 3]);
    const sent = recorder.last();
    expect(sent.method).toBe("GET");
    expect(sent.url.pathname).toBe("/api/v1/selectlist/lists%2Fregions%202026");
    expect(sent.url.search).toBe("");
    expect(sent.headers.get("X-Version")).toBe(PREP_API_VERSION);
  });

  it("sends an overridden X-Version", async () => {
    const recorder = recordFetch(() => jsonResponse(regions));
    const client = createPrepClient({
      baseUrl: "https://prep.test",
      fetch: recorder.fetch,
      version: "2022-01-01",
    });

    await client.GET("/api/v1/selectlist/{selectListId}", { params: { path: { selectListId: "sl-1" } } });

    expect(recorder.last().headers.get("X-Version")).toBe("2022-01-01");
  });

  it("returns a 404 for an unknown id, parsed as the data-preparation error", async () => {
    const notFound: PrepError = { code: 404, body: "Select list not found", version: "2026-01-01" };
    const recorder = recordFetch(() => jsonResponse(notFound, 404));
    const client = createPrepClient({ baseUrl: "https://prep.test", fetch: recorder.fetch });

    const { data, error, response } = await client.GET("/api/v1/selectlist/{selectListId}", {
      params: { path: { selectListId: "missing" } },
    });

    expect(data).toBeUndefined();
    expect(response.status).toBe(404);
    expect(error).toEqual(notFound);
    expect(error?.version).toBe("2026-01-01");
  });
});
