import { jsonResponse, recordFetch } from "@reportkit/testkit";
import { describe, expect, it } from "vitest";
import { AUTH_API_VERSION, createAuthClient } from "../src/index.js";

describe("createAuthClient default headers", () => {
  it("sends Accept: application/json and the pinned X-Version on every request", async () => {
    const recorder = recordFetch(() => jsonResponse({}));
    const client = createAuthClient({ baseUrl: "https://api.test", fetch: recorder.fetch });

    await client.POST("/oauth2/token", {
      body: { client_id: "a", client_secret: "b", grant_type: "client_credentials" },
    });

    expect(recorder.last().headers.get("Accept")).toBe("application/json");
    expect(recorder.last().headers.get("X-Version")).toBe(AUTH_API_VERSION);
  });

  it("lets the client's headers override Accept and X-Version", async () => {
    const recorder = recordFetch(() => jsonResponse({}));
    const client = createAuthClient({
      baseUrl: "https://api.test",
      fetch: recorder.fetch,
      headers: { Accept: "application/problem+json", "X-Version": "2022-01-01" },
    });

    await client.POST("/oauth2/token", {
      body: { client_id: "a", client_secret: "b", grant_type: "client_credentials" },
    });

    expect(recorder.last().headers.get("Accept")).toBe("application/problem+json");
    expect(recorder.last().headers.get("X-Version")).toBe("2022-01-01");
  });

  it("lets one call override Accept through its own headers", async () => {
    const recorder = recordFetch(() => jsonResponse({}));
    const client = createAuthClient({ baseUrl: "https://api.test", fetch: recorder.fetch });

    await client.POST("/oauth2/token", {
      body: { client_id: "a", client_secret: "b", grant_type: "client_credentials" },
      headers: { Accept: "text/plain" },
    });

    expect(recorder.last().headers.get("Accept")).toBe("text/plain");
  });
});
