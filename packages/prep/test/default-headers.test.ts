import { jsonResponse, recordFetch } from "@reportkit/testkit";
import { describe, expect, it } from "vitest";
import { createPrepClient, PREP_API_VERSION } from "../src/index.js";

describe("createPrepClient default headers", () => {
  it("sends Accept: application/json and the pinned X-Version on every request", async () => {
    const recorder = recordFetch(() => jsonResponse({ code: 200, body: [], cursor: null }));
    const client = createPrepClient({ baseUrl: "https://api.test", fetch: recorder.fetch });

    await client.GET("/api/v1/tag");

    expect(recorder.last().headers.get("Accept")).toBe("application/json");
    expect(recorder.last().headers.get("X-Version")).toBe(PREP_API_VERSION);
  });

  it("lets the client's headers override Accept and X-Version", async () => {
    const recorder = recordFetch(() => jsonResponse({ code: 200, body: [], cursor: null }));
    const client = createPrepClient({
      baseUrl: "https://api.test",
      fetch: recorder.fetch,
      headers: { Accept: "application/problem+json", "X-Version": "2022-01-01" },
    });

    await client.GET("/api/v1/tag");

    expect(recorder.last().headers.get("Accept")).toBe("application/problem+json");
    expect(recorder.last().headers.get("X-Version")).toBe("2022-01-01");
  });

  it("lets one call override Accept through its own headers", async () => {
    const recorder = recordFetch(() => jsonResponse({ code: 200, body: [], cursor: null }));
    const client = createPrepClient({ baseUrl: "https://api.test", fetch: recorder.fetch });

    await client.GET("/api/v1/tag", { headers: { Accept: "text/plain" } });

    expect(recorder.last().headers.get("Accept")).toBe("text/plain");
  });
});
