import { recordFetch } from "@reportkit/testkit";
import { describe, expect, it } from "vitest";
import { createReportkit, DEFAULT_API_VERSION, PROCESSES_PREVIEW_VERSION } from "../src/index.js";
import { matrix, samplePath } from "./support/clients.js";
import { AUTH_URL, CLIENT_ID, CLIENT_SECRET, PLATFORM_URL, PREP_URL } from "./support/fake-service.js";

function reportkit(version?: string, headers?: Record<string, string>) {
  const recorder = recordFetch((request) =>
    request.url.pathname === "/oauth2/token"
      ? Response.json({ access_token: "tok-abc-123", expires_in: 600, token_type: "Bearer" })
      : Response.json({}),
  );
  const rk = createReportkit({
    clientId: CLIENT_ID,
    clientSecret: CLIENT_SECRET,
    urls: { auth: AUTH_URL, platform: PLATFORM_URL, prep: PREP_URL },
    fetch: recorder.fetch,
    version,
    env: false,
    ...(headers ? { headers } : {}),
  });
  const apiVersions = () =>
    recorder.requests
      .filter((r) => r.url.pathname !== "/oauth2/token")
      .map((r) => r.headers.get("X-Version"));
  return { rk, recorder, apiVersions };
}

const params = { path: { ...matrix, sampleId: "s" } };

it(`pins X-Version ${DEFAULT_API_VERSION} on every request by default, token request included`, async () => {
  const { rk, recorder, apiVersions } = reportkit();
  await rk.platform.GET(samplePath, { params });
  await rk.prep.GET("/api/v1/tag");
  expect(apiVersions()).toEqual(["2026-01-01", "2026-01-01"]);
  expect(recorder.requests[0]?.headers.get("X-Version")).toBe("2026-01-01");
});

it("uses the client's version when one is given", async () => {
  const { rk, apiVersions } = reportkit(PROCESSES_PREVIEW_VERSION);
  await rk.platform.GET(samplePath, { params });
  await rk.prep.GET("/api/v1/tag");
  expect(apiVersions()).toEqual([PROCESSES_PREVIEW_VERSION, PROCESSES_PREVIEW_VERSION]);
});

it("lets a single call override the version with its own X-Version header", async () => {
  const { rk, apiVersions } = reportkit();
  await rk.platform.GET(samplePath, { params, headers: { "X-Version": "2026-04-01.processes.preview" } });
  await rk.platform.GET(samplePath, { params });
  expect(apiVersions()).toEqual(["2026-04-01.processes.preview", "2026-01-01"]);
});

it("adds X-Version to requests sent through the transport directly (poll locations, next links)", async () => {
  const { rk, apiVersions } = reportkit("2022-01-01");
  await rk.fetch.platform(new Request(`${PLATFORM_URL}/operations/op-1`));
  expect(apiVersions()).toEqual(["2022-01-01"]);
});

describe("User-Agent", () => {
  const userAgents = (recorder: ReturnType<typeof reportkit>["recorder"]) =>
    recorder.requests.map((r) => r.headers.get("User-Agent"));

  it("names the SDK (reportkit-sdk/<version>) on every request, token request included", async () => {
    const { rk, recorder } = reportkit();
    await rk.platform.GET(samplePath, { params });
    await rk.fetch.platform(new Request(`${PLATFORM_URL}/operations/op-1`));
    expect(userAgents(recorder)).toHaveLength(3);
    for (const agent of userAgents(recorder)) expect(agent).toMatch(/^reportkit-sdk\/\S+$/);
  });

  it("appends the SDK after the product token of the client's headers option", async () => {
    const { rk, recorder } = reportkit(undefined, { "User-Agent": "acme-reports/2.1" });
    await rk.platform.GET(samplePath, { params });
    await rk.fetch.platform(new Request(`${PLATFORM_URL}/operations/op-1`));
    const [, ...calls] = userAgents(recorder);
    expect(calls).toEqual([expect.stringMatching(/^acme-reports\/2\.1 reportkit-sdk\/\S+$/), calls[0]]);
  });

  it("never overrides a User-Agent a call sets itself", async () => {
    const { rk, recorder } = reportkit(undefined, { "User-Agent": "acme-reports/2.1" });
    await rk.platform.GET(samplePath, { params, headers: { "User-Agent": "probe/1" } });
    expect(userAgents(recorder).at(-1)).toBe("probe/1");
  });
});
