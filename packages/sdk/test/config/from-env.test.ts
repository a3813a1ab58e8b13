import { recordFetch } from "@reportkit/testkit";
import { afterEach, expect, it, vi } from "vitest";
import { ConfigurationError, createReportkit, optionsFromEnv, REPORTKIT_ENV } from "../../src/index.js";
import { caught } from "../support/fake-service.js";

const ENV = {
  REPORTKIT_CLIENT_ID: "env-client",
  REPORTKIT_CLIENT_SECRET: "env-secret-value",
  REPORTKIT_AUTH_URL: "https://auth.env.test",
  REPORTKIT_PLATFORM_URL: "https://api.env.test",
  REPORTKIT_PREP_URL: "https://prep.env.test",
  REPORTKIT_CHAINS_URL: "https://chains.env.test",
  REPORTKIT_VERSION: "2022-01-01",
  REPORTKIT_REGION: "eu",
  REPORTKIT_LOG: "info",
};

afterEach(() => {
  vi.unstubAllEnvs();
});

const tokenOrEmpty = () =>
  recordFetch((request) =>
    request.url.pathname === "/oauth2/token"
      ? Response.json({ access_token: "tok-from-env", expires_in: 600, token_type: "Bearer" })
      : Response.json({ data: [] }),
  );

it("documents its variable names", () => {
  expect(Object.values(REPORTKIT_ENV)).toEqual(Object.keys(ENV));
});

it("reads every option from the given variables, ignoring empty ones", () => {
  expect(optionsFromEnv({ ...ENV, REPORTKIT_CHAINS_URL: " " })).toEqual({
    clientId: "env-client",
    clientSecret: "env-secret-value",
    version: "2022-01-01",
    region: "eu",
    logLevel: "info",
    urls: { auth: "https://auth.env.test", platform: "https://api.env.test", prep: "https://prep.env.test" },
  });
});

it("builds a working client from process.env alone", async () => {
  for (const [name, value] of Object.entries(ENV)) vi.stubEnv(name, value);
  const recorder = tokenOrEmpty();
  const rk = createReportkit({ fetch: recorder.fetch });
  await rk.chains.GET("/v1/security/users");
  const [token, call] = recorder.requests;
  expect(token?.url.href).toBe("https://auth.env.test/oauth2/token");
  expect(new URLSearchParams(token?.body).get("client_id")).toBe("env-client");
  expect(call?.url.href).toBe("https://chains.env.test/v1/security/users");
  expect(call?.headers.get("X-Version")).toBe("2022-01-01");
});

it("prefers explicit options over the environment", async () => {
  const recorder = tokenOrEmpty();
  const rk = createReportkit({
    env: ENV,
    fetch: recorder.fetch,
    clientId: "explicit",
    urls: { chains: "https://c.test" },
  });
  await rk.chains.GET("/v1/security/users");
  expect(new URLSearchParams(recorder.requests[0]?.body).get("client_id")).toBe("explicit");
  expect(recorder.requests[1]?.url.host).toBe("c.test");
});

it("ignores the environment with env: false and names what is missing", () => {
  for (const [name, value] of Object.entries(ENV)) vi.stubEnv(name, value);
  expect(() => createReportkit({ env: false })).toThrow(ConfigurationError);
  expect(() => createReportkit({ env: false })).toThrow(
    "createReportkit needs clientId (REPORTKIT_CLIENT_ID), clientSecret (REPORTKIT_CLIENT_SECRET), urls.auth (REPORTKIT_AUTH_URL) or a region (REPORTKIT_REGION).",
  );
});

it("builds clients for unconfigured APIs that fail clearly without sending anything", async () => {
  const recorder = tokenOrEmpty();
  const rk = createReportkit({
    env: { ...ENV, REPORTKIT_PREP_URL: "", REPORTKIT_REGION: "" },
    fetch: recorder.fetch,
  });
  const error = await caught(() => rk.prep.GET("/api/v1/tag"));
  expect(error).toBeInstanceOf(ConfigurationError);
  expect((error as Error).message).toBe(
    "No base URL for the prep API: pass urls.prep or a region, or set REPORTKIT_PREP_URL or REPORTKIT_REGION.\nSee https://reportkit.github.io/reportkit/guide/errors#configurationerror",
  );
  expect(recorder.requests).toHaveLength(0);
});
