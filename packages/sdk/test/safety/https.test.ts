import { expect, it } from "vitest";
import { isSecureUrl } from "../../src/advanced.js";
import { ConfigurationError, createReportkit, createTokenProvider } from "../../src/index.js";
import { platformOver } from "../support/clients.js";
import { CLIENT_ID, CLIENT_SECRET, staticTokens } from "../support/fake-service.js";

const base = { clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, env: false as const };

it.each([
  ["auth", { auth: "http://auth.example.test" }],
  ["platform", { auth: "https://auth.example.test", platform: "http://api.example.test" }],
  ["prep", { auth: "https://auth.example.test", prep: "http://10.0.0.5:8080" }],
  ["chains", { auth: "https://auth.example.test", chains: "ftp://chains.example.test" }],
])("refuses a non-HTTPS %s address with a ConfigurationError naming it", (name, urls) => {
  expect(() => createReportkit({ ...base, urls })).toThrow(ConfigurationError);
  expect(() => createReportkit({ ...base, urls })).toThrow(new RegExp(`urls\\.${name} must use HTTPS`));
});

it.each([
  "http://localhost:4010",
  "http://127.0.0.1:4010",
  "http://127.8.9.10",
  "http://[::1]:4010",
  "https://api.example.test",
])("accepts %s", (url) => {
  expect(() =>
    createReportkit({ ...base, urls: { auth: url, platform: url, prep: url, chains: url } }),
  ).not.toThrow();
});

it("accepts any plain HTTP address with allowInsecureHttp: true", () => {
  expect(() =>
    createReportkit({
      ...base,
      urls: { auth: "http://auth.internal", platform: "http://api.internal" },
      allowInsecureHttp: true,
    }),
  ).not.toThrow();
});

it("refuses a relative or malformed address", () => {
  expect(() => createReportkit({ ...base, urls: { auth: "/oauth" } })).toThrow(/must be an absolute URL/);
});

it("guards the token provider and the per-API clients used alone", () => {
  expect(() =>
    createTokenProvider({ clientId: "a", clientSecret: "b", authUrl: "http://auth.example.test" }),
  ).toThrow(ConfigurationError);
  expect(() => platformOver(undefined, { baseUrl: "http://api.example.test" })).toThrow(ConfigurationError);
});

it("never sends a bearer token over plain HTTP, even to a URL handed to the transport directly", async () => {
  const tokens = staticTokens();
  const { recorder } = platformOver(undefined, { tokenProvider: tokens });
  const rk = createReportkit({
    ...base,
    tokenProvider: tokens,
    urls: { platform: "https://api.example.test" },
    fetch: recorder.fetch,
  });
  await expect(rk.fetch.platform(new Request("http://evil.example.test/operations/1"))).rejects.toThrow(
    ConfigurationError,
  );
  expect(recorder.requests).toHaveLength(0);
  expect(tokens.calls.getToken).toBe(0);
});

it("classifies loopback hosts", () => {
  expect(isSecureUrl("http://api.localhost:3000")).toBe(true);
  expect(isSecureUrl("http://128.0.0.1")).toBe(false);
});
