import { jsonResponse, recordFetch } from "@reportkit/testkit";
import { describe, expect, it } from "vitest";
import { CHAINS_API_VERSION, createChainsClient, type UserListResponse } from "../src/index.js";

const users: UserListResponse = {
  data: [
    { id: "usr-1", email: "ada@company.invalid", first_name: "Ada", sso_enabled: true },
    { id: "usr-2", email: "alan@company.invalid", first_name: "Alan", sso_enabled: false },
  ],
};

describe("listUsers (GET /v1/security/users)", () => {
  it("gets the users without a query string by default and parses the page", async () => {
    const recorder = recordFetch(() => jsonResponse(users));
    const client = createChainsClient({ baseUrl: "https://chains.test", fetch: recorder.fetch });

    const { data, error } = await client.GET("/v1/security/users");

    expect(error).toBeUndefined();
    expect(data?.data.map((user) => user.id)).toEqual(["usr-1", "usr-2"]);
    expect(data?.data[1]?.sso_enabled).toBe(false);
    const sent = recorder.last();
    expect(sent.method).toBe("GET");
    expect(sent.url.href).toBe("https://chains.test/v1/security/users");
    expect(sent.url.search).toBe("");
    expect(sent.headers.get("X-Version")).toBe(CHAINS_API_VERSION);
  });

  it("serializes pageSize and a 0-based page, including page 0", async () => {
    const recorder = recordFetch(() => jsonResponse(users));
    const client = createChainsClient({ baseUrl: "https://chains.test", fetch: recorder.fetch });

    await client.GET("/v1/security/users", { params: { query: { pageSize: 100, page: 0 } } });

    const { url } = recorder.last();
    expect(url.pathname).toBe("/v1/security/users");
    expect(url.search).toBe("?pageSize=100&page=0");
  });

  it("sends an X-Version given on the request instead of the default", async () => {
    const recorder = recordFetch(() => jsonResponse(users));
    const client = createChainsClient({ baseUrl: "https://chains.test", fetch: recorder.fetch });

    await client.GET("/v1/security/users", {
      params: { query: { page: 2 }, header: { "X-Version": "2022-01-01" } },
    });

    expect(recorder.last().headers.get("X-Version")).toBe("2022-01-01");
    expect(recorder.last().url.search).toBe("?page=2");
  });

  it("exposes Retry-After and the error body of a 429", async () => {
    const recorder = recordFetch(() =>
      jsonResponse({ error: "rate_limited", version: "2026-01-01" }, 429, { "Retry-After": "3" }),
    );
    const client = createChainsClient({ baseUrl: "https://chains.test", fetch: recorder.fetch });

    const { data, error, response } = await client.GET("/v1/security/users");

    expect(data).toBeUndefined();
    expect(response.status).toBe(429);
    expect(response.headers.get("Retry-After")).toBe("3");
    expect(error?.error).toBe("rate_limited");
  });
});
