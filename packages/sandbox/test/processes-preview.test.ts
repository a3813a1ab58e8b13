import { describe, expect, it } from "vitest";
import { processesHandlers } from "../src/apis/processes/index.js";
import { previewApis } from "../src/apis/processes/preview.js";
import { PROCESSES_PREVIEW_VERSION } from "../src/index.js";
import { harness } from "./helpers.js";

const PREVIEW = { "x-version": PROCESSES_PREVIEW_VERSION };

function setup() {
  const h = harness();
  const platform = h.sandbox.urls.platform;
  /** A token from the preview's own token endpoint (asked with the preview version unless told otherwise). */
  const previewToken = async (version = PROCESSES_PREVIEW_VERSION) => {
    const res = await h.sandbox.fetch(h.sandbox.preview.tokenUrl, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded;charset=UTF-8", "x-version": version },
      body: new URLSearchParams({
        client_id: h.sandbox.credentials.clientId,
        client_secret: h.sandbox.credentials.clientSecret,
        grant_type: "client_credentials",
      }).toString(),
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };
  return { h, platform, previewToken };
}

describe("the processes preview (X-Version 2026-04-01.processes.preview)", () => {
  it("serves the eight endpoints with in-memory state, to a token of its own token endpoint", async () => {
    const { h, platform, previewToken } = setup();
    const token = (await previewToken()).body.access_token as string;
    const call = (method: string, path: string, body?: unknown) =>
      h.call(method, `${platform}${path}`, { token, headers: PREVIEW, body });

    const created = await call("POST", "/processes", { name: "Close the quarter", steps: ["tie out"] });
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    expect(created.body).toMatchObject({ id, name: "Close the quarter", steps: ["tie out"], revision: 1 });

    expect((await call("GET", "/processes")).body).toEqual({ data: [created.body] });
    expect((await call("PATCH", `/processes/${id}`, { owner: "finance" })).body).toMatchObject({
      owner: "finance",
      revision: 2,
    });
    const batch = await call("POST", `/processes/${id}/batchUpdates`, {
      updates: [{ due: "2026-12-31" }, { owner: null }],
    });
    expect(batch.body).toMatchObject({ applied: 2, process: { due: "2026-12-31", revision: 4 } });
    expect((await call("GET", `/processes/${id}`)).body).not.toHaveProperty("owner");
    expect((await call("POST", `/processes/${id}/validation`)).body).toEqual({
      processId: id,
      valid: true,
      issues: [],
    });
    const run = await call("POST", `/processes/${id}/run`, { dryRun: true });
    expect(run.status).toBe(201);
    expect(run.body).toMatchObject({ processId: id, status: "completed", input: { dryRun: true } });
    expect((await call("GET", `/processRuns/${run.body.id}`)).body).toEqual(run.body);
    expect((await call("GET", "/processRuns/nope")).status).toBe(404);
    expect((await call("GET", "/processes/nope")).body).toMatchObject({ code: "not_found" });
  });

  it("answers the stable version like any unknown path, and refuses the stable endpoint's tokens", async () => {
    const { h, platform, previewToken } = setup();

    const stable = await h.call("GET", `${platform}/processes`);
    expect(stable.status).toBe(404);
    expect(stable.body).toEqual({
      code: "not_found",
      message: "No platform operation matches GET /processes.",
      version: "2026-01-01",
    });
    expect((await h.call("POST", `${platform}/processes/p-1/run`, { body: {} })).status).toBe(404);

    const stableToken = await h.token();
    const refused = await h.call("GET", `${platform}/processes`, { token: stableToken, headers: PREVIEW });
    expect(refused.status).toBe(401);
    expect(refused.body.message).toMatch(/its own token endpoint/);

    // The preview's token works on the stable paths too; its endpoint wants the preview version.
    const token = (await previewToken()).body.access_token as string;
    expect(
      (await h.call("GET", `${platform}/spreadsheets/${h.sandbox.demo.spreadsheetId}`, { token })).status,
    ).toBe(200);
    const wrongVersion = await previewToken("2026-01-01");
    expect(wrongVersion.status).toBe(400);
    expect(wrongVersion.body).toMatchObject({ error: "unsupported_version" });
  });

  it("has a handler for every operation of the preview's spec", () => {
    const [preview] = previewApis();
    expect(preview?.contract.operations.map((op) => op.operationId).sort()).toEqual(
      Object.keys(processesHandlers).sort(),
    );
    expect(preview?.contract.operations).toHaveLength(8);
  });

  it("starts afresh on reset, and names its addresses", async () => {
    const { h, platform, previewToken } = setup();
    const token = (await previewToken()).body.access_token as string;
    await h.call("POST", `${platform}/processes`, { token, headers: PREVIEW, body: { name: "p" } });
    h.sandbox.control.reset();
    const again = (await previewToken()).body.access_token as string;
    expect((await h.call("GET", `${platform}/processes`, { token: again, headers: PREVIEW })).body).toEqual({
      data: [],
    });
    expect(h.sandbox.preview).toEqual({
      version: PROCESSES_PREVIEW_VERSION,
      authUrl: "http://sandbox.local/auth/processes-preview",
      tokenUrl: "http://sandbox.local/auth/processes-preview/oauth2/token",
    });
  });
});
