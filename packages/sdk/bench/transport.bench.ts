// What the SDK's layers cost per call, against the bare generated client (both on an in-memory fetch).
import { createPlatformClient } from "@reportkit/platform";
import { bench, describe } from "vitest";
import { createReportkit } from "../src/index.js";

const page = JSON.stringify({ data: [{ id: "a1", summary: "An activity" }] });
const token = JSON.stringify({ access_token: "bench-token", expires_in: 600, token_type: "Bearer" });
const memoryFetch = async (request: Request) =>
  new Response(request.url.endsWith("/oauth2/token") ? token : page, {
    headers: { "Content-Type": "application/json" },
  });

const bare = createPlatformClient({ baseUrl: "https://api.bench.test", fetch: memoryFetch });
const rk = createReportkit({
  clientId: "bench",
  clientSecret: "bench-secret",
  urls: { auth: "https://auth.bench.test", platform: "https://api.bench.test" },
  fetch: memoryFetch,
  env: false,
});
const path = "/organizations/{organizationId}/workspaces/{workspaceId}/activities";
const params = { path: { organizationId: "o", workspaceId: "w" } };

describe("one GET of a page of activities", () => {
  bench("bare openapi-fetch client", async () => {
    await bare.GET(path, { params });
  });
  bench("reportkit client (auth, version, retry, logging layers)", async () => {
    await rk.platform.GET(path, { params });
  });
});
