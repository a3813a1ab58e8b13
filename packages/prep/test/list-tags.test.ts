import { jsonResponse, recordFetch } from "@reportkit/testkit";
import { describe, expect, it } from "vitest";
import { createPrepClient, PREP_API_VERSION, type TagListResponse } from "../src/index.js";

const lastPage: TagListResponse = {
  code: 200,
  cursor: null,
  body: [{ id: "tag-1", key: "quarter", values: ["Q1", "Q2"], version: 2 }],
};
const firstPage: TagListResponse = {
  code: 200,
  cursor: "next/page+1=",
  body: [{ id: "tag-0", key: "region" }],
};

describe("listTags (GET /api/v1/tag)", () => {
  it("gets the tags without a query string by default and parses a null cursor", async () => {
    const recorder = recordFetch(() => jsonResponse(lastPage));
    const client = createPrepClient({ baseUrl: "https://prep.test", fetch: recorder.fetch });

    const { data, error } = await client.GET("/api/v1/tag");

    expect(error).toBeUndefined();
    expect(data?.cursor).toBeNull();
    expect(data?.body[0]?.values).toEqual(["Q1", "Q2"]);
    const sent = recorder.last();
    expect(sent.method).toBe("GET");
    expect(sent.url.href).toBe("https://prep.test/api/v1/tag");
    expect(sent.url.search).toBe("");
    expect(sent.headers.get("X-Version")).toBe(PREP_API_VERSION);
    expect(sent.body).toBe("");
  });

  it("parses a last page without a cursor, as the live service may send it", async () => {
    const recorder = recordFetch(() => jsonResponse({ code: 200, body: [] }));
    const client = createPrepClient({ baseUrl: "https://prep.test", fetch: recorder.fetch });

    const { data } = await client.GET("/api/v1/tag");

    expect(data?.cursor).toBeUndefined();
    expect(data?.body).toEqual([]);
  });

  it("serializes limit and offset, including an offset of 0", async () => {
    const recorder = recordFetch(() => jsonResponse(lastPage));
    const client = createPrepClient({ baseUrl: "https://prep.test", fetch: recorder.fetch });

    await client.GET("/api/v1/tag", { params: { query: { limit: 50, offset: 0 } } });

    const { url } = recorder.last();
    expect(url.pathname).toBe("/api/v1/tag");
    expect(url.search).toBe("?limit=50&offset=0");
  });

  it("passes the previous response's cursor, percent-encoded, to get the next set", async () => {
    const recorder = recordFetch();
    recorder.reply(jsonResponse(firstPage), jsonResponse(lastPage));
    const client = createPrepClient({ baseUrl: "https://prep.test", fetch: recorder.fetch });

    const first = await client.GET("/api/v1/tag", { params: { query: { limit: 1 } } });
    const cursor = first.data?.cursor ?? undefined;
    const second = await client.GET("/api/v1/tag", { params: { query: { cursor } } });

    expect(cursor).toBe("next/page+1=");
    expect(second.data?.cursor).toBeNull();
    const [firstRequest, secondRequest] = recorder.requests;
    expect(firstRequest?.url.search).toBe("?limit=1");
    expect(secondRequest?.url.search).toBe("?cursor=next%2Fpage%2B1%3D");
    expect(secondRequest?.url.searchParams.get("cursor")).toBe("next/page+1=");
  });

  it("sends an overridden X-Version", async () => {
    const recorder = recordFetch(() => jsonResponse(lastPage));
    const client = createPrepClient({
      baseUrl: "https://prep.test",
      fetch: recorder.fetch,
      version: "2022-01-01",
    });

    await client.GET("/api/v1/tag");

    expect(recorder.last().headers.get("X-Version")).toBe("2022-01-01");
  });

  it("exposes Retry-After and the error body of a 429", async () => {
    const recorder = recordFetch(() =>
      jsonResponse({ code: 429, body: "Too many requests", version: "2026-01-01" }, 429, {
        "Retry-After": "7",
      }),
    );
    const client = createPrepClient({ baseUrl: "https://prep.test", fetch: recorder.fetch });

    const { data, error, response } = await client.GET("/api/v1/tag");

    expect(data).toBeUndefined();
    expect(response.status).toBe(429);
    expect(response.headers.get("Retry-After")).toBe("7");
    expect(error?.code).toBe(429);
  });
});
