import { describe, expect, it } from "vitest";
import { harness } from "./helpers.js";

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

describe("token endpoint", () => {
  it("issues a ten-minute bearer token with the client's scopes for a form-encoded grant", async () => {
    const { sandbox } = harness();
    const res = await sandbox.fetch(`${sandbox.urls.auth}/oauth2/token`, {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded;charset=UTF-8",
        "x-version": "2026-01-01",
      },
      body: form({
        client_id: sandbox.credentials.clientId,
        client_secret: sandbox.credentials.clientSecret,
        grant_type: "client_credentials",
      }),
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ expires_in: 600, token_type: "Bearer" });
    expect(String(body.scope).split(" ").sort()).toEqual([...sandbox.credentials.scopes].sort());
    expect(body.access_token).toEqual(expect.any(String));
  });

  it("accepts the same grant as a JSON body", async () => {
    const { call, sandbox } = harness();
    const res = await call("POST", `${sandbox.urls.auth}/oauth2/token`, {
      token: null,
      body: {
        client_id: sandbox.credentials.readOnly.clientId,
        client_secret: sandbox.credentials.readOnly.clientSecret,
        grant_type: "client_credentials",
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.scope).toBe("file:read graph:read activity:read");
  });

  it("refuses a wrong secret with 401 invalid_client in the OAuth error shape", async () => {
    const { call, sandbox } = harness();
    const res = await call("POST", `${sandbox.urls.auth}/oauth2/token`, {
      token: null,
      body: {
        client_id: sandbox.credentials.clientId,
        client_secret: "nope",
        grant_type: "client_credentials",
      },
    });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({
      error: "invalid_client",
      error_description: expect.stringContaining("client_secret"),
      version: "2026-01-01",
    });
  });

  it("refuses a grant without grant_type with 400 naming the field", async () => {
    const { call, sandbox } = harness();
    const res = await call("POST", `${sandbox.urls.auth}/oauth2/token`, {
      token: null,
      body: { client_id: sandbox.credentials.clientId, client_secret: sandbox.credentials.clientSecret },
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe("invalid_request");
    expect(res.body.error_description).toContain("body.grant_type is required");
  });

  it("narrows the token to a requested subset of scopes and refuses scopes the client lacks", async () => {
    const { call, sandbox } = harness();
    const ok = await call("POST", `${sandbox.urls.auth}/oauth2/token`, {
      token: null,
      body: {
        client_id: sandbox.credentials.readOnly.clientId,
        client_secret: sandbox.credentials.readOnly.clientSecret,
        grant_type: "client_credentials",
        scope: "file:read",
      },
    });
    expect(ok.body.scope).toBe("file:read");
    const refused = await call("POST", `${sandbox.urls.auth}/oauth2/token`, {
      token: null,
      body: {
        client_id: sandbox.credentials.readOnly.clientId,
        client_secret: sandbox.credentials.readOnly.clientSecret,
        grant_type: "client_credentials",
        scope: "file:write",
      },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe("invalid_scope");
  });
});

describe("bearer tokens", () => {
  it("accepts a token until ten minutes have passed on the sandbox clock, then answers 401", async () => {
    const { call, sandbox, token, advance } = harness();
    const t = await token();
    const url = `${sandbox.urls.chains}/v1/security/users/${sandbox.demo.userId}`;
    advance(599_999);
    expect((await call("GET", url, { token: t })).status).toBe(200);
    advance(1);
    const expired = await call("GET", url, { token: t });
    expect(expired.status).toBe(401);
    expect(expired.body).toMatchObject({
      error: "unauthorized",
      error_description: expect.stringContaining("expired"),
    });
  });

  it("answers 401 in each API's own error shape for a missing or unknown token", async () => {
    const { call, sandbox } = harness();
    const platform = await call("GET", `${sandbox.urls.platform}/operations/x`, { token: null });
    expect(platform.status).toBe(401);
    expect(platform.body).toMatchObject({
      code: "unauthorized",
      message: expect.stringContaining("Authorization"),
      version: "2026-01-01",
    });
    expect(platform.headers.get("www-authenticate")).toContain("Bearer");
    const prep = await call("GET", `${sandbox.urls.prep}/api/v1/tag`, { token: "sbx.unknown" });
    expect(prep.status).toBe(401);
    expect(prep.body).toEqual({ code: 401, body: "The access token is not valid.", version: "2026-01-01" });
    const malformed = await call("GET", `${sandbox.urls.chains}/v1/security/users`, {
      token: null,
      headers: { authorization: "Basic abc" },
    });
    expect(malformed.status).toBe(401);
    expect(malformed.body.error_description).toContain("Bearer");
  });

  it("answers 403 insufficient_scope when the token lacks the operation's scope", async () => {
    const { call, sandbox, token } = harness();
    const readOnly = await token(sandbox.credentials.readOnly.clientId);
    const res = await call("PUT", `${sandbox.urls.platform}/files/${sandbox.demo.fileId}`, {
      token: readOnly,
      body: {
        name: "x",
        kind: "Document",
        type: "Document",
        container: sandbox.demo.folderIds[0],
        template: false,
      },
    });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({
      code: "insufficient_scope",
      message: expect.stringContaining("file:write"),
      version: "2026-01-01",
    });
  });

  it("lets any one of the read scopes poll an operation", async () => {
    const { call, sandbox } = harness();
    const graphOnly = sandbox.control.issueToken(sandbox.credentials.clientId, ["graph:read"]);
    const noRead = sandbox.control.issueToken(sandbox.credentials.clientId, ["file:write"]);
    expect((await call("GET", `${sandbox.urls.platform}/operations/none`, { token: graphOnly })).status).toBe(
      404,
    );
    const refused = await call("GET", `${sandbox.urls.platform}/operations/none`, { token: noRead });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toContain("file:read or graph:read or activity:read");
  });
});

describe("X-Version", () => {
  it("refuses an unknown version with a 400 that lists the supported ones, in each API's shape", async () => {
    const { call, sandbox } = harness();
    const headers = { "x-version": "2025-05-05" };
    const platform = await call("GET", `${sandbox.urls.platform}/operations/x`, { headers });
    expect(platform.status).toBe(400);
    expect(platform.body).toMatchObject({
      code: "unsupported_version",
      target: "X-Version",
      version: "2026-01-01",
    });
    expect(platform.body.message).toContain("2026-01-01, 2022-01-01, 2026-04-01.processes.preview");
    const prep = await call("GET", `${sandbox.urls.prep}/api/v1/tag`, { headers });
    expect(prep.body).toMatchObject({ code: 400, body: expect.stringContaining("2025-05-05") });
    const chains = await call("GET", `${sandbox.urls.chains}/v1/security/users`, { headers });
    expect(chains.body).toMatchObject({ error: "unsupported_version" });
    const auth = await call("POST", `${sandbox.urls.auth}/oauth2/token`, { headers, token: null, body: {} });
    expect(auth.body).toMatchObject({ error: "unsupported_version" });
  });

  it("serves every listed version and echoes it in error bodies", async () => {
    const { call, sandbox } = harness();
    for (const version of ["2026-01-01", "2022-01-01", "2026-04-01.processes.preview"]) {
      const res = await call("GET", `${sandbox.urls.platform}/operations/missing`, {
        headers: { "x-version": version },
      });
      expect(res.status).toBe(404);
      expect(res.body.version).toBe(version);
    }
  });

  it("treats an absent X-Version as 2026-01-01", async () => {
    const { sandbox, token } = harness();
    const res = await sandbox.fetch(`${sandbox.urls.platform}/operations/missing`, {
      headers: { authorization: `Bearer ${await token()}` },
    });
    expect(res.status).toBe(404);
    expect(((await res.json()) as { version: string }).version).toBe("2026-01-01");
  });
});
