import { jsonResponse } from "@reportkit/testkit";
import { describe, expect, it } from "vitest";
import {
  type ApiError,
  AuthenticationError,
  ConnectionError,
  createReportkit,
  type ReportkitOptions,
} from "../../src/index.js";
import { samplePath } from "../support/clients.js";
import { AUTH_URL, CLIENT_ID, CLIENT_SECRET, caught, PLATFORM_URL } from "../support/fake-service.js";

// Issue 26: a message says what happened on its first line, and what to do on its second.
const sample = { testFormId: "f", testPhaseId: "p", matrixId: "m", sampleId: "s" };
const SAMPLE_URL = `${PLATFORM_URL}/testForms/f/testPhases/p/matrices/m/samples/s`;
const refused = () =>
  jsonResponse(
    { error: "invalid_client", error_description: "unknown client_id or wrong client_secret" },
    401,
  );

/** The error of one call, the token endpoint refusing the credentials. */
async function refusal(options: ReportkitOptions): Promise<AuthenticationError> {
  const rk = createReportkit({
    fetch: async () => refused(),
    retry: false,
    throwOnError: true,
    ...options,
  });
  const error = await caught(() => rk.platform.GET(samplePath, { params: { path: sample } }));
  expect(error).toBeInstanceOf(AuthenticationError);
  return error as AuthenticationError;
}

const urls = { auth: AUTH_URL, platform: PLATFORM_URL };
const env = {
  REPORTKIT_CLIENT_ID: CLIENT_ID,
  REPORTKIT_CLIENT_SECRET: CLIENT_SECRET,
  REPORTKIT_AUTH_URL: AUTH_URL,
  REPORTKIT_PLATFORM_URL: PLATFORM_URL,
};

describe("a refused token request", () => {
  it("names the variables the client id and secret came from, and the token URL asked", async () => {
    const error = await refusal({ env });
    expect(error.message).toBe(
      `Token request refused (401 invalid_client): unknown client_id or wrong client_secret (POST ${AUTH_URL}/oauth2/token)\n` +
        "Check REPORTKIT_CLIENT_ID / REPORTKIT_CLIENT_SECRET from the environment, and that they are for this token endpoint's region. " +
        "See https://reportkit.github.io/reportkit/guide/errors#authenticationerror",
    );
  });

  it("names the options when they gave the client id and secret", async () => {
    const error = await refusal({ clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, urls, env: false });
    expect(error.message).toContain("\nCheck the clientId / clientSecret options, and that");
  });

  it("names each source when the id and the secret came from different ones", async () => {
    const idFromEnv = await refusal({ clientSecret: CLIENT_SECRET, env });
    expect(idFromEnv.message).toContain(
      "\nCheck REPORTKIT_CLIENT_ID from the environment / the clientSecret option, and that",
    );
    const secretFromEnv = await refusal({ clientId: CLIENT_ID, env });
    expect(secretFromEnv.message).toContain(
      "\nCheck the clientId option / REPORTKIT_CLIENT_SECRET from the environment, and that",
    );
  });

  it("names the sources the options declare (a profile, a file)", async () => {
    const credentialSources = {
      clientId: "the client id of profile 'staging'",
      clientSecret: "the client secret from the file /run/secret (profile 'staging')",
    };
    const error = await refusal({
      clientId: CLIENT_ID,
      clientSecret: CLIENT_SECRET,
      credentialSources,
      urls,
      env: false,
    });
    expect(error.message).toContain(
      "\nCheck the client id of profile 'staging' / the client secret from the file /run/secret (profile 'staging'), and that",
    );
  });

  it("holds no part of the secret, in its message or its cause's", async () => {
    const error = await refusal({ env });
    const text = `${error.message}\n${(error.cause as Error).message}\n${JSON.stringify(error)}`;
    for (let i = 0; i + 6 <= CLIENT_SECRET.length; i++)
      expect(text).not.toContain(CLIENT_SECRET.slice(i, i + 6));
  });

  it("keeps the server's answer as a one-line cause", async () => {
    const error = await refusal({ env });
    expect((error.cause as ApiError).message).toBe(
      `Token request failed: 401 unknown client_id or wrong client_secret (POST ${AUTH_URL}/oauth2/token)`,
    );
  });
});

describe("a connection that failed", () => {
  /** The ConnectionError of a call to `url` whose every send fails with `code`. */
  async function failed(url: string, code: string): Promise<ConnectionError> {
    const rk = createReportkit({
      tokenProvider: { getToken: async () => "t", invalidate: async () => {} },
      urls: { platform: url },
      fetch: async () => {
        throw Object.assign(new TypeError("fetch failed"), { cause: { code } });
      },
      retry: false,
      throwOnError: true,
      env: false,
    });
    const error = await caught(() => rk.platform.GET(samplePath, { params: { path: sample } }));
    expect(error).toBeInstanceOf(ConnectionError);
    return error as ConnectionError;
  }

  it.each([
    ["http://127.0.0.1:4010", "127.0.0.1:4010", "ECONNREFUSED"],
    ["http://localhost:4010", "localhost:4010", "ECONNRESET"],
    ["http://[::1]:4010", "[::1]:4010", "ECONNREFUSED"],
  ])("on loopback (%s, %s) suggests starting the sandbox", async (url, host, code) => {
    const error = await failed(url, code);
    expect(error.message.split("\n")[1]).toBe(
      `Nothing answered at ${host}: start the sandbox (npx reportkit-sandbox) or check the port. See https://reportkit.github.io/reportkit/guide/errors#connectionerror`,
    );
  });

  it("elsewhere suggests the region or base URL, the network and a proxy", async () => {
    const error = await failed(PLATFORM_URL, "ECONNREFUSED");
    expect(error.message.split("\n")[1]).toMatch(
      /^Check the base URL \(region\), the network or proxy \(HTTPS_PROXY needs createUndiciFetch\)\. See /,
    );
  });
});

describe("a failed response's message", () => {
  const answer = async (response: Response) => {
    const rk = createReportkit({
      tokenProvider: { getToken: async () => "t", invalidate: async () => {} },
      urls,
      fetch: async () => response,
      retry: false,
      throwOnError: true,
      env: false,
    });
    return (await caught(() => rk.platform.GET(samplePath, { params: { path: sample } }))) as ApiError;
  };

  it("says when to come back after a 429 that gave a Retry-After", async () => {
    const response = jsonResponse({ code: "429", message: "Too many requests" }, 429);
    response.headers.set("Retry-After", "120");
    const error = await answer(response);
    expect(error.message.split("\n")[1]).toMatch(/^Retry in 120 s\. See /);
  });

  it("tells a concurrency limit from a rate limit", async () => {
    const error = await answer(
      jsonResponse({ code: "concurrent_operations_exceeded", message: "busy" }, 429),
    );
    expect(error.message.split("\n")[1]).toMatch(
      /^Wait for running copies, imports or exports to end\. See /,
    );
  });

  it("names the call on its first line and gives a next step on its second", async () => {
    const error = await answer(jsonResponse({ code: "403", message: "Missing scope files:read" }, 403));
    expect(error.message.split("\n")).toEqual([
      `403 Missing scope files:read (GET ${SAMPLE_URL})`,
      "Ask for the scope (scope option) or the role. See https://reportkit.github.io/reportkit/guide/errors#permissionerror",
    ]);
  });
});
