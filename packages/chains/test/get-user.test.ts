import { jsonResponse, recordFetch } from "@reportkit/testkit";
import { describe, expect, it } from "vitest";
import { CHAINS_API_VERSION, type ChainsError, createChainsClient, type UserResponse } from "../src/index.js";

const ada: UserResponse = {
  data: {
    id: "corp/ada lovelace",
    email: "ada@company.invalid",
    first_name: "Ada",
    last_name: "Lovelace",
    sso_enabled: true,
    last_sign_in_at: "2026-01-11T07:58:03Z",
    created_at: "2024-03-19T10:00:00Z",
  },
};

describe("getUser (GET /v1/security/users/{userId})", () => {
  it("gets the percent-encoded user and parses it", async () => {
    const recorder = recordFetch(() => jsonResponse(ada));
    const client = createChainsClient({ baseUrl: "https://chains.test", fetch: recorder.fetch });

    const { data, error } = await client.GET("/v1/security/users/{userId}", {
      params: { path: { userId: "corp/ada lovelace" } },
    });

    expect(error).toBeUndefined();
    expect(data?.data).toEqual(ada.data);
    const sent = recorder.last();
    expect(sent.method).toBe("GET");
    expect(sent.url.pathname).toBe("/v1/security/users/corp%2Fada%20lovelace");
    expect(sent.url.search).toBe("");
    expect(sent.headers.get("X-Version")).toBe(CHAINS_API_VERSION);
  });

  it("sends an overridden X-Version", async () => {
    const recorder = recordFetch(() => jsonResponse(ada));
    const client = createChainsClient({
      baseUrl: "https://chains.test",
      fetch: recorder.fetch,
      version: "2022-01-01",
    });

    await client.GET("/v1/security/users/{userId}", { params: { path: { userId: "usr-1" } } });

    expect(recorder.last().headers.get("X-Version")).toBe("2022-01-01");
  });

  it("returns a 404 for an unknown user, parsed as the chains error", async () => {
    const notFound: ChainsError = {
      error: "not_found",
      error_description: "No such user.",
      version: "2026-01-01",
    };
    const recorder = recordFetch(() => jsonResponse(notFound, 404));
    const client = createChainsClient({ baseUrl: "https://chains.test", fetch: recorder.fetch });

    const { data, error, response } = await client.GET("/v1/security/users/{userId}", {
      params: { path: { userId: "missing" } },
    });

    expect(data).toBeUndefined();
    expect(response.status).toBe(404);
    expect(error).toEqual(notFound);
    expect(error?.error_description).toBe("No such user.");
  });

  it("returns a 401 typed as the chains error", async () => {
    const recorder = recordFetch(() => jsonResponse({ error: "unauthorized" }, 401));
    const client = createChainsClient({ baseUrl: "https://chains.test", fetch: recorder.fetch });

    const { error, response } = await client.GET("/v1/security/users/{userId}", {
      params: { path: { userId: "usr-1" } },
    });

    expect(response.status).toBe(401);
    expect(error?.error).toBe("unauthorized");
  });

  it("parses a user whose names and last sign-in are null, with the live service's timestamps", async () => {
    const user = {
      id: "usr-2",
      email: "svc@company.invalid",
      first_name: null,
      last_name: null,
      sso_enabled: false,
      last_sign_in_at: null,
      created_at: "2018-03-14 20:10:39.520585",
    };
    const recorder = recordFetch(() => jsonResponse({ data: user }));
    const client = createChainsClient({ baseUrl: "https://chains.test", fetch: recorder.fetch });

    const { data } = await client.GET("/v1/security/users/{userId}", {
      params: { path: { userId: "usr-2" } },
    });

    expect(data?.data.first_name).toBeNull();
    expect(data?.data.last_sign_in_at).toBeNull();
    expect(data?.data.created_at).toBe("2018-03-14 20:10:39.520585");
  });
});
