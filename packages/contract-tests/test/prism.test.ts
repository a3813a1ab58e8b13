import { fileURLToPath } from "node:url";
import { createReportkit, type Reportkit } from "@reportkit/sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type PrismServer, startPrism } from "../src/prism.js";
import { recordingFetch } from "../src/recording-fetch.js";

// Stoplight Prism, started from our bundled specs, checks every request the SDK sends against them.
const bundle = (api: string) => fileURLToPath(new URL(`../../../specs/dist/${api}.json`, import.meta.url));
const apis = ["auth", "platform", "prep", "chains"] as const;

let servers: PrismServer[] = [];
let rk: Reportkit<true>;
const recorder = recordingFetch();

beforeAll(async () => {
  servers = await Promise.all(apis.map((api) => startPrism(bundle(api))));
  const [auth, platform, prep, chains] = servers.map((s) => s.url);
  rk = createReportkit({
    clientId: "contract-client",
    clientSecret: "contract-secret",
    urls: { auth, platform, prep, chains },
    fetch: recorder.fetch,
    throwOnError: true,
    rateLimiter: false,
    retry: false,
    env: false,
  });
}, 120_000);

afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()));
});

const form = { testFormId: "form 1", testPhaseId: "phase/1", matrixId: "matrix-1" };
const sample = { ...form, sampleId: "0b7f7c43-3f4e-4c35-9a43-5f0d4f0b6e1a" };
const sheet = { spreadsheetId: "sheet-book 1", sheetId: "sheet/2" };

/** Runs one SDK call and asserts that Prism found nothing wrong with any request it made. */
async function accepted(call: () => Promise<{ response: Response }>): Promise<void> {
  const before = recorder.exchanges.length;
  const { response } = await call();
  expect(response.ok).toBe(true);
  const made = recorder.exchanges.slice(before);
  expect(made.length).toBeGreaterThan(0);
  for (const exchange of made) {
    expect(exchange, `${exchange.method} ${exchange.url}`).toMatchObject({ violations: null });
  }
}

describe("Prism accepts every request the SDK sends", () => {
  it("requestToken: a form-encoded client-credentials grant", async () => {
    const before = recorder.exchanges.length;
    await rk.tokens.getToken();
    const token = recorder.exchanges.slice(before).find((e) => e.url.endsWith("/oauth2/token"));
    expect(token).toMatchObject({ method: "POST", status: 200, violations: null });
  });

  it("updateFile: a full File replacement", () =>
    accepted(() =>
      rk.platform.PUT("/files/{fileId}", {
        params: { path: { fileId: "file 1/a" } },
        body: {
          name: "Q3 report",
          kind: "Document",
          type: "Document",
          container: "folder-1",
          template: false,
        },
      }),
    ));

  it("insertSamples: new samples without ids", () =>
    accepted(() =>
      rk.platform.POST(
        "/testForms/{testFormId}/testPhases/{testPhaseId}/matrices/{matrixId}/samples/insertion",
        {
          params: { path: form },
          body: [
            {
              dataValues: [{ column: "6f1c1c9e-2b1a-4a8e-9d0a-1c2b3d4e5f60", value: 12.5 }],
              resultValues: [{ column: "7a2d2d0f-3c2b-4b9f-8e1b-2d3c4e5f6071", value: "pass" }],
            },
          ],
        },
      ),
    ));

  it("getSample: with $expand=attachments", () =>
    accepted(() =>
      rk.platform.GET(
        "/testForms/{testFormId}/testPhases/{testPhaseId}/matrices/{matrixId}/samples/{sampleId}",
        {
          params: { path: sample, query: { $expand: "attachments" } },
        },
      ),
    ));

  it("listSampleAttachments", () =>
    accepted(() =>
      rk.platform.GET(
        "/testForms/{testFormId}/testPhases/{testPhaseId}/matrices/{matrixId}/samples/{sampleId}/attachments",
        { params: { path: sample } },
      ),
    ));

  it("updateRangeValues: an A1 range with a sheet name, nullable cells", () =>
    accepted(() =>
      rk.platform.PUT("/spreadsheets/{spreadsheetId}/sheets/{sheetId}/values/{range}", {
        params: { path: { ...sheet, range: "Sheet 1!A1:B2" } },
        body: {
          values: [
            ["Revenue", 1250.5],
            ["Approved", null],
          ],
        },
      }),
    ));

  it("deleteSheetDataset: with $deletevalues", () =>
    accepted(() =>
      rk.platform.DELETE("/spreadsheets/{spreadsheetId}/sheets/{sheetId}/dataset", {
        params: { path: sheet, query: { $deletevalues: true } },
      }),
    ));

  it("listActivities: $filter, $orderBy and $maxpagesize", () =>
    accepted(() =>
      rk.platform.GET("/organizations/{organizationId}/workspaces/{workspaceId}/activities", {
        params: {
          path: { organizationId: "org-1", workspaceId: "ws 1" },
          query: {
            $filter:
              "action.alias in ('fileUpdated', 'sampleInserted') and activityDateTime ge 2026-01-01T00:00:00Z",
            $orderBy: "activityDateTime desc",
            $maxpagesize: 50,
          },
        },
      }),
    ));

  it("getOperation", () =>
    accepted(() =>
      rk.platform.GET("/operations/{operationId}", { params: { path: { operationId: "op-1" } } }),
    ));

  it("startFileValidation", () =>
    accepted(() => rk.prep.POST("/api/v1/admin/validation/files", { body: { tableId: "table 1" } })));

  it("importFile", () =>
    accepted(() =>
      rk.prep.POST("/api/v1/table/{tableId}/import", {
        params: { path: { tableId: "table/1" } },
        body: {
          fileId: "file-9",
          delimiter: ",",
          columnMappings: JSON.stringify({ colA: "amount" }),
          tags: JSON.stringify({ quarter: "Q3" }),
          metadata: { source: { system: { name: "erp" } } },
        },
      }),
    ));

  it("listTags: cursor, limit and offset", () =>
    accepted(() => rk.prep.GET("/api/v1/tag", { params: { query: { limit: 1000, offset: 0 } } })));

  it("getSelectList", () =>
    accepted(() =>
      rk.prep.GET("/api/v1/selectlist/{selectListId}", { params: { path: { selectListId: "list 1" } } }),
    ));

  it("deleteTable", () =>
    accepted(() => rk.prep.DELETE("/api/v1/table/{tableId}", { params: { path: { tableId: "table-2" } } })));

  it("listChains", () =>
    accepted(() =>
      rk.chains.GET("/v1/metadata/environment/{environment_id}/chain", {
        params: { path: { environment_id: "env 1" } },
      }),
    ));

  it("listUsers: 0-based page and pageSize", () =>
    accepted(() => rk.chains.GET("/v1/security/users", { params: { query: { page: 0, pageSize: 100 } } })));

  it("getUser", () =>
    accepted(() => rk.chains.GET("/v1/security/users/{userId}", { params: { path: { userId: "user 7" } } })));

  it("reports a request the spec forbids (the check can fail)", async () => {
    const before = recorder.exchanges.length;
    await expect(rk.prep.GET("/api/v1/tag", { params: { query: { limit: 5000 } } })).rejects.toThrow();
    expect(recorder.exchanges.slice(before).at(-1)?.violations).toContain("limit");
  });
});
