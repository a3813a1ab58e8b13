import { jsonResponse, recordFetch } from "@reportkit/testkit";
import { describe, expect, it } from "vitest";
import { createReportkit, PROCESSES_PREVIEW_VERSION, processesPreview } from "../src/index.js";
import { AUTH_URL, CLIENT_ID, CLIENT_SECRET, PLATFORM_URL, staticTokens } from "./support/fake-service.js";

const PREVIEW_AUTH = "https://auth.example.test/processes-preview";

/** Tokens named after the endpoint that issued them; every API call answers `{ echo: path }`. */
function service() {
  let issued = 0;
  return recordFetch((request) => {
    if (request.url.pathname.endsWith("/oauth2/token")) {
      const from = request.url.pathname === "/oauth2/token" ? "stable" : "preview";
      return jsonResponse(
        { access_token: `${from}-${++issued}`, expires_in: 600, token_type: "Bearer" },
        200,
      );
    }
    return jsonResponse({ echo: request.url.pathname }, request.method === "POST" ? 201 : 200);
  });
}

function reportkit(recorder = service(), extra = {}) {
  return createReportkit({
    clientId: CLIENT_ID,
    clientSecret: CLIENT_SECRET,
    urls: { auth: AUTH_URL, platform: PLATFORM_URL },
    fetch: recorder.fetch as (input: string, init: RequestInit) => Promise<Response>,
    throwOnError: true,
    env: false,
    ...extra,
  });
}

describe("the processes preview", () => {
  it("sends the preview X-Version with a token from the preview's own token endpoint", async () => {
    const recorder = service();
    const rk = reportkit(recorder);
    const processes = processesPreview(rk, { authUrl: PREVIEW_AUTH });

    const { data } = await processes.POST("/processes", { body: { name: "Close the quarter" } });

    expect(data).toEqual({ echo: "/processes" });
    const [tokenRequest, call] = recorder.requests;
    expect(tokenRequest?.url.href).toBe(`${PREVIEW_AUTH}/oauth2/token`);
    expect(tokenRequest?.headers.get("x-version")).toBe(PROCESSES_PREVIEW_VERSION);
    expect(tokenRequest?.body).toContain(`client_id=${CLIENT_ID}`);
    expect(call?.url.href).toBe(`${PLATFORM_URL}/processes`);
    expect(call?.headers.get("x-version")).toBe("2026-04-01.processes.preview");
    expect(call?.headers.get("authorization")).toBe("Bearer preview-1");
    expect(call?.json).toEqual({ name: "Close the quarter" });
  });

  it("keeps the stable version and its own token on the instance's clients, side by side", async () => {
    const recorder = service();
    const rk = reportkit(recorder);
    const processes = processesPreview(rk, { authUrl: PREVIEW_AUTH });

    await processes.GET("/processRuns/{processRunId}", { params: { path: { processRunId: "run-1" } } });
    await rk.platform.GET("/operations/{operationId}", { params: { path: { operationId: "op-1" } } });
    await processes.GET("/processes/{processId}", { params: { path: { processId: "p-1" } } });

    const calls = recorder.requests.filter((r) => !r.url.pathname.endsWith("/oauth2/token"));
    expect(
      calls.map((c) => [c.url.pathname, c.headers.get("x-version"), c.headers.get("authorization")]),
    ).toEqual([
      ["/processRuns/run-1", PROCESSES_PREVIEW_VERSION, "Bearer preview-1"],
      ["/operations/op-1", "2026-01-01", "Bearer stable-2"],
      ["/processes/p-1", PROCESSES_PREVIEW_VERSION, "Bearer preview-1"],
    ]);
    const tokenRequests = recorder.requests.filter((r) => r.url.pathname.endsWith("/oauth2/token"));
    expect(tokenRequests.map((r) => [r.url.href, r.headers.get("x-version")])).toEqual([
      [`${PREVIEW_AUTH}/oauth2/token`, PROCESSES_PREVIEW_VERSION],
      [`${AUTH_URL}/oauth2/token`, "2026-01-01"],
    ]);
  });

  it("is derived from the instance and shares its token cache; without authUrl the token comes from the instance's auth URL, with the preview version", async () => {
    const recorder = service();
    const rk = reportkit(recorder);

    await processesPreview(rk).GET("/processes");
    await processesPreview(rk).GET("/processes");

    const tokenRequests = recorder.requests.filter((r) => r.url.pathname.endsWith("/oauth2/token"));
    expect(tokenRequests.map((r) => [r.url.href, r.headers.get("x-version")])).toEqual([
      [`${AUTH_URL}/oauth2/token`, PROCESSES_PREVIEW_VERSION],
    ]);
  });

  it("takes tokens from elsewhere", async () => {
    const recorder = service();
    const rk = reportkit(recorder, { tokenProvider: staticTokens("stable-static") });
    const processes = processesPreview(rk, { tokenProvider: staticTokens("preview-static") });

    await processes.GET("/processes");

    expect(recorder.last().headers.get("authorization")).toBe("Bearer preview-static");
  });
});
