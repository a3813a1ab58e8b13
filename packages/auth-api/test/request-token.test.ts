import { jsonResponse, recordFetch } from "@reportkit/testkit";
import { describe, expect, it } from "vitest";
import { AUTH_API_VERSION, createAuthClient, type TokenResponse } from "../src/index.js";

const token: TokenResponse = {
  access_token: "tok-123",
  expires_in: 600,
  scope: "file:read file:write",
  token_type: "Bearer",
};
const credentials = {
  client_id: "id 1",
  client_secret: "s3cret&=",
  grant_type: "client_credentials",
} as const;

describe("requestToken (POST /oauth2/token)", () => {
  it("posts a form-encoded client-credentials body with X-Version and parses the token", async () => {
    const recorder = recordFetch(() => jsonResponse(token));
    const client = createAuthClient({ baseUrl: "https://auth.test", fetch: recorder.fetch });

    const { data, error } = await client.POST("/oauth2/token", {
      body: credentials,
      headers: { "Content-Type": "application/x-www-form-urlencoded;charset=UTF-8" },
      bodySerializer: (body) => new URLSearchParams(body).toString(),
    });

    expect(error).toBeUndefined();
    expect(data?.access_token).toBe("tok-123");
    expect(data?.expires_in).toBe(600);
    const sent = recorder.last();
    expect(sent.method).toBe("POST");
    expect(sent.url.href).toBe("https://auth.test/oauth2/token");
    expect(sent.headers.get("X-Version")).toBe(AUTH_API_VERSION);
    expect(sent.headers.get("Content-Type")).toBe("application/x-www-form-urlencoded;charset=UTF-8");
    expect(Object.fromEntries(new URLSearchParams(sent.body))).toEqual(credentials);
  });

  it("can send the same body as JSON", async () => {
    const recorder = recordFetch(() => jsonResponse(token));
    const client = createAuthClient({ baseUrl: "https://auth.test", fetch: recorder.fetch });

    await client.POST("/oauth2/token", { body: credentials });

    expect(recorder.last().headers.get("Content-Type")).toBe("application/json");
    expect(recorder.last().json).toEqual(credentials);
  });

  it("sends an overridden X-Version for the processes preview", async () => {
    const recorder = recordFetch(() => jsonResponse(token));
    const client = createAuthClient({
      baseUrl: "https://auth.test",
      fetch: recorder.fetch,
      version: "2026-04-01.processes.preview",
    });

    await client.POST("/oauth2/token", { body: credentials });

    expect(recorder.last().headers.get("X-Version")).toBe("2026-04-01.processes.preview");
  });

  it("returns the OAuth error body typed as the error", async () => {
    const recorder = recordFetch(() =>
      jsonResponse({ error: "invalid_client", error_description: "bad secret", version: "2026-01-01" }, 401),
    );
    const client = createAuthClient({ baseUrl: "https://auth.test", fetch: recorder.fetch });

    const { data, error, response } = await client.POST("/oauth2/token", { body: credentials });

    expect(data).toBeUndefined();
    expect(response.status).toBe(401);
    expect(error?.error).toBe("invalid_client");
    expect(error?.version).toBe("2026-01-01");
  });
});
