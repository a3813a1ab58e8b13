import { recordFetch } from "@reportkit/testkit";
import { expect, it } from "vitest";
import { ConfigurationError, createReportkit, type Region, regionUrls } from "../../src/index.js";
import { caught } from "../support/fake-service.js";

/** Answers the token endpoint and any API call, recording where each request went. */
const service = () =>
  recordFetch((request) =>
    request.url.pathname.endsWith("/oauth2/token")
      ? Response.json({ access_token: "tok", expires_in: 600, token_type: "Bearer" })
      : Response.json({ data: [] }),
  );

const credentials = { clientId: "id", clientSecret: "secret-value", env: false as const };

it.each([
  ["us", "app"],
  ["eu", "eu"],
  ["apac", "apac"],
] as const)("region %s fills every base address from the %s hosts", (region, host) => {
  expect(regionUrls(region)).toEqual({
    auth: `https://api.${host}.wdesk.com`,
    platform: `https://api.${host}.wdesk.com`,
    prep: `https://h.${host}.wdesk.com/s/wdata/prep`,
    chains: `https://h.${host}.wdesk.com/s/wdata/oc/api`,
  });
});

it("sends the token request to the platform host and each API call to its region's host", async () => {
  const recorder = service();
  const rk = createReportkit({ ...credentials, region: "eu", fetch: recorder.fetch, rateLimiter: false });
  await rk.chains.GET("/v1/security/users", { params: { query: { page: 0, pageSize: 10 } } });
  await rk.prep.GET("/api/v1/tag", {});
  expect(recorder.requests.map((r) => `${r.method} ${r.url.origin}${r.url.pathname}`)).toEqual([
    "POST https://api.eu.wdesk.com/oauth2/token",
    "GET https://h.eu.wdesk.com/s/wdata/oc/api/v1/security/users",
    "GET https://h.eu.wdesk.com/s/wdata/prep/api/v1/tag",
  ]);
});

it("lets explicit URLs override the region's, and REPORTKIT_* variables too", async () => {
  const recorder = service();
  const rk = createReportkit({
    clientId: "id",
    clientSecret: "secret-value",
    env: { REPORTKIT_REGION: "apac", REPORTKIT_PREP_URL: "https://prep.proxy.test" },
    urls: { chains: "https://chains.proxy.test" },
    fetch: recorder.fetch,
  });
  await rk.chains.GET("/v1/security/users", { params: { query: { page: 0, pageSize: 10 } } });
  await rk.prep.GET("/api/v1/tag", {});
  expect(recorder.requests.map((r) => r.url.origin)).toEqual([
    "https://api.apac.wdesk.com",
    "https://chains.proxy.test",
    "https://prep.proxy.test",
  ]);
});

it("refuses an unknown region, naming the known ones", async () => {
  const error = await caught(async () => createReportkit({ ...credentials, region: "mars" as Region }));
  expect(error).toBeInstanceOf(ConfigurationError);
  expect((error as Error).message).toBe(
    'region must be one of us, eu, apac; got "mars".\nSee https://reportkit.github.io/reportkit/guide/errors#configurationerror',
  );
  expect(() => createReportkit({ ...credentials, env: { REPORTKIT_REGION: "Europe" } })).toThrow(
    /region must be one of/,
  );
});
