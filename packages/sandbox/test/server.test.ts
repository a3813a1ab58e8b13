import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningSandbox, startSandbox } from "../src/index.js";
import { manualClock } from "./helpers.js";

describe("startSandbox (HTTP on 127.0.0.1)", () => {
  let sandbox: RunningSandbox;
  let token: string;

  beforeAll(async () => {
    sandbox = await startSandbox({ port: 0, seed: 7, clock: manualClock(), responseValidation: "throw" });
    const res = await fetch(sandbox.credentials.tokenUrl, {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded;charset=UTF-8",
        "x-version": "2026-01-01",
      },
      body: new URLSearchParams({
        client_id: sandbox.credentials.clientId,
        client_secret: sandbox.credentials.clientSecret,
        grant_type: "client_credentials",
      }),
    });
    token = ((await res.json()) as { access_token: string }).access_token;
  });
  afterAll(() => sandbox.close());

  const get = (path: string) =>
    fetch(`${sandbox.urls.chains}${path}`, {
      headers: { authorization: `Bearer ${token}`, "x-version": "2026-01-01" },
    });

  it("answers CORS preflights and exposes Location and Retry-After to browser callers", async () => {
    const preflight = await fetch(`${sandbox.urls.platform}/files/f-1`, {
      method: "OPTIONS",
      headers: {
        origin: "http://127.0.0.1:9",
        "access-control-request-method": "PUT",
        "access-control-request-headers": "authorization,content-type,x-version",
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-origin")).toBe("*");
    expect(preflight.headers.get("access-control-allow-methods")).toContain("PUT");
    expect(preflight.headers.get("access-control-allow-headers")?.toLowerCase()).toContain("authorization");

    const res = await fetch(`${sandbox.urls.chains}/v1/security/users?pageSize=1`, {
      headers: { authorization: `Bearer ${token}`, "x-version": "2026-01-01", origin: "http://127.0.0.1:9" },
    });
    expect(res.headers.get("access-control-allow-origin")).toBe("*");
    expect(res.headers.get("access-control-expose-headers")).toContain("Retry-After");
  });

  it("serves the four APIs under distinct prefixes of one loopback origin", async () => {
    const port = new URL(sandbox.urls.auth).port;
    expect(sandbox.urls).toEqual({
      auth: `http://127.0.0.1:${port}/auth`,
      platform: `http://127.0.0.1:${port}/platform`,
      prep: `http://127.0.0.1:${port}/prep`,
      chains: `http://127.0.0.1:${port}/chains`,
    });
    const res = await get("/v1/security/users?pageSize=2");
    expect(res.status).toBe(200);
    expect(((await res.json()) as { data: unknown[] }).data).toHaveLength(2);
  });

  it("builds @nextLink on the server's own address", async () => {
    const d = sandbox.demo;
    const res = await fetch(
      `${sandbox.urls.platform}/organizations/${d.organizationId}/workspaces/${d.workspaceId}/activities?$maxpagesize=1`,
      { headers: { authorization: `Bearer ${token}`, "x-version": "2026-01-01" } },
    );
    const body = (await res.json()) as { "@nextLink": string };
    expect(body["@nextLink"].startsWith(`${sandbox.urls.platform}/organizations/`)).toBe(true);
  });

  it("refuses a body over the limit with 413 in the API's error shape", async () => {
    const res = await fetch(`${sandbox.urls.platform}/files/${sandbox.demo.fileId}`, {
      method: "PUT",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify({ name: "x".repeat(1024 * 1024 + 10) }),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ code: "payload_too_large", version: "2026-01-01" });
  });

  it("destroys the socket for a connection-reset fault", async () => {
    sandbox.control.setFaults({ connectionResets: 1 });
    const error = await get("/v1/security/users/usr-1001").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TypeError);
    expect((await get("/v1/security/users/usr-1001")).status).toBe(200);
  });

  it("cuts the body short for a truncation fault: a larger Content-Length, half the body, then a graceful close", async () => {
    const full = await (await get("/v1/security/users/usr-1001")).text();
    sandbox.control.setFaults({ truncatedBodies: 1 });
    const res = await get("/v1/security/users/usr-1001");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-length")).toBe(String(Buffer.byteLength(full)));
    const error = await res.text().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TypeError);
    expect((error as TypeError).message).toBe("terminated");
    expect((error as TypeError & { cause: { code: string; message: string } }).cause).toMatchObject({
      code: "UND_ERR_SOCKET",
      message: "other side closed",
    });
    expect((await get("/v1/security/users/usr-1001")).status).toBe(200);
  });

  it("resets the connection after half the body for a body-reset fault", async () => {
    sandbox.control.setFaults({ bodyResets: 1 });
    const res = await get("/v1/security/users/usr-1001");
    expect(res.status).toBe(200);
    const error = await res.text().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TypeError);
    expect((error as TypeError).message).toBe("terminated");
    expect((error as TypeError & { cause: { code: string } }).cause.code).toBe("ECONNRESET");
    expect((await get("/v1/security/users/usr-1001")).status).toBe(200);
  });

  it("sends a complete, announced body that is not JSON for an invalid-JSON fault", async () => {
    sandbox.control.setFaults({ invalidJsonBodies: 1 });
    const res = await get("/v1/security/users/usr-1001");
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(res.headers.get("content-length")).toBe(String(Buffer.byteLength(text)));
    expect(() => JSON.parse(text)).toThrow(SyntaxError);
  });

  it("answers the control routes over HTTP", async () => {
    const origin = new URL(sandbox.urls.auth).origin;
    const res = await fetch(`${origin}/__sandbox/clock/advance`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ seconds: 601 }),
    });
    expect(res.status).toBe(200);
    expect((await get("/v1/security/users/usr-1001")).status).toBe(401);
  });
});

describe("close", () => {
  it("ends a stalled response instead of waiting for it", async () => {
    const sandbox = await startSandbox({ faults: { stalledBodies: 1 } });
    const res = await fetch(`${sandbox.urls.chains}/v1/security/users/usr-1001`, {
      headers: { authorization: `Bearer ${sandbox.control.issueToken()}` },
    });
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    expect((await reader.read()).value?.byteLength).toBeGreaterThan(0);
    const next = reader.read();
    await sandbox.close();
    await expect(next).rejects.toThrow(TypeError);
  });

  it("stops listening", async () => {
    const sandbox = await startSandbox();
    const url = `${sandbox.urls.chains}/v1/security/users`;
    expect((await fetch(url)).status).toBe(401);
    await sandbox.close();
    await expect(fetch(url)).rejects.toThrow(TypeError);
  });
});
