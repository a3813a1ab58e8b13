// End to end (test/e2e/: `pnpm test` runs it, `pnpm test:quick` does not): Prism (one process serving the four bundled specs) judges every request the SDK sends:
// an independent validator, which no in-process check of our own replaces.
import { fileURLToPath } from "node:url";
import { createReportkit, type Reportkit } from "@reportkit/sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type PrismServers, startPrism } from "../../src/prism.js";
import { recordingFetch } from "../../src/recording-fetch.js";

// Stoplight Prism, started from our bundled specs, checks every request the SDK sends against them.
const bundle = (api: string) => fileURLToPath(new URL(`../../../../specs/dist/${api}.json`, import.meta.url));
const apis = ["auth", "platform", "prep", "chains"] as const;

let prism: PrismServers | undefined;
let rk: Reportkit<true>;
const recorder = recordingFetch();

beforeAll(async () => {
  prism = await startPrism(apis.map(bundle));
  const [auth, platform, prep, chains] = prism.urls;
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
  // No bound of its own: the config's 300 s hook bound covers startPrism's 240 s wait (a 120 s bound
  // here ran out first while four Prism servers, one process each then, started on a saturated machine).
});

afterAll(async () => {
  await prism?.stop();
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
          path: { organizationId: "4d5e6f7a-8b9c-4d0e-9f1a-2b3c4d5e6f7a", workspaceId: "ws 1" },
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
    accepted(() =>
      rk.prep.POST("/api/v1/admin/validation/files", {
        body: { tableId: "d8205bca61a04d77ba769ab98c31ee77" },
      }),
    ));

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

const org = "4d5e6f7a-8b9c-4d0e-9f1a-2b3c4d5e6f7a";
const ws = { organizationId: org, workspaceId: "ws 1" };
const table = { tableId: "table/1", rangeLinkId: "link 1" };

describe("Prism accepts every request the SDK sends for the operations of issue 9", () => {
  it("copyFile: destination, name and options", () =>
    accepted(() =>
      rk.platform.POST("/files/{fileId}/copy", {
        params: { path: { fileId: "file 1/a" } },
        body: {
          destinationContainer: "folder-2",
          destinationName: "Q3 report (copy)",
          options: { includeComments: true, shallowCopy: false, includeXBRL: true },
        },
      }),
    ));

  it("importFile: a spreadsheet and a supporting document", async () => {
    await accepted(() =>
      rk.platform.POST("/files/import", { body: { fileName: "q3.csv", kind: "Spreadsheet" } }),
    );
    await accepted(() =>
      rk.platform.POST("/files/import", {
        body: {
          fileName: "invoice.pdf",
          kind: "SupportingDocument",
          supportingDocumentImportOptions: { containerId: "folder-1" },
        },
      }),
    );
  });

  it("exportFileById: a spreadsheet as CSV of chosen sheets, a document as PDF", async () => {
    await accepted(() =>
      rk.platform.POST("/files/{fileId}/export", {
        params: { path: { fileId: "book 1" } },
        body: { kind: "Spreadsheet", spreadsheetExport: { format: "csv", sheets: ["sheet-1"] } },
      }),
    );
    await accepted(() =>
      rk.platform.POST("/files/{fileId}/export", {
        params: { path: { fileId: "doc 1" } },
        body: { kind: "Document", documentExport: { format: "pdf" } },
      }),
    );
  });

  it("trashFileById and restoreFileById: the required empty body", async () => {
    await accepted(() =>
      rk.platform.POST("/files/{fileId}/trash", { params: { path: { fileId: "f 1" } }, body: {} }),
    );
    await accepted(() =>
      rk.platform.POST("/files/{fileId}/restore", { params: { path: { fileId: "f 1" } }, body: {} }),
    );
  });

  it("getCopyFileResults, getImportFileResults, getTableEditResults, getMilestoneCreationResults", async () => {
    const path = { operationId: "7d1c5a0e-2f4b-4c1e-9a55-3f0d2b8e6c11" };
    await accepted(() =>
      rk.platform.GET("/operations/{operationId}/copyFileResults", {
        params: { path, query: { $maxpagesize: 10 } },
      }),
    );
    await accepted(() =>
      rk.platform.GET("/operations/{operationId}/importFileResults", { params: { path } }),
    );
    await accepted(() => rk.platform.GET("/operations/{operationId}/tableEditResults", { params: { path } }));
    await accepted(() =>
      rk.platform.GET("/operations/{operationId}/milestoneCreationResults", { params: { path } }),
    );
  });

  it("milestoneCreation, partiallyUpdateMilestoneById and deleteMilestoneById", async () => {
    await accepted(() =>
      rk.platform.POST("/milestones/creation", {
        body: { type: "document", document: "doc 1", title: "Board pack", remarks: "v1" },
      }),
    );
    await accepted(() =>
      rk.platform.PATCH("/milestones/{milestoneId}", {
        params: { path: { milestoneId: "m 1" } },
        body: [
          { op: "test", path: "/title", value: "Board pack" },
          { op: "replace", path: "/title", value: "Board pack (final)" },
        ],
      }),
    );
    await accepted(() =>
      rk.platform.DELETE("/milestones/{milestoneId}", { params: { path: { milestoneId: "m 1" } } }),
    );
  });

  it("getRangeLinks, getRangeLinkById and getRangeLinkDestinations with $revision", async () => {
    await accepted(() =>
      rk.platform.GET("/content/tables/{tableId}/rangeLinks", {
        params: { path: { tableId: table.tableId }, query: { $maxpagesize: 5, $revision: "12" } },
      }),
    );
    await accepted(() =>
      rk.platform.GET("/content/tables/{tableId}/rangeLinks/{rangeLinkId}", {
        params: { path: table, query: { $revision: "12" } },
      }),
    );
    await accepted(() =>
      rk.platform.GET("/content/tables/{tableId}/rangeLinks/{rangeLinkId}/destinations", {
        params: { path: table },
      }),
    );
  });

  it("tableEdit: insert, delete and move", async () => {
    const path = { tableId: table.tableId };
    await accepted(() =>
      rk.platform.POST("/content/tables/{tableId}/edit", {
        params: { path },
        body: { type: "insertRows", insertRows: { count: 2, nextTo: 0, side: "putAfter" } },
      }),
    );
    await accepted(() =>
      rk.platform.POST("/content/tables/{tableId}/edit", {
        params: { path },
        body: { type: "deleteColumns", deleteColumns: { columns: { startColumn: 1, stopColumn: 2 } } },
      }),
    );
    await accepted(() =>
      rk.platform.POST("/content/tables/{tableId}/edit", {
        params: { path },
        body: {
          type: "moveRows",
          moveRows: { move: { startRow: 0, stopRow: 1 }, nextTo: 4, side: "putBefore" },
        },
      }),
    );
  });

  it("getDocumentTableCollection, getPresentationTableCollection and getRichTextParagraphs", async () => {
    await accepted(() =>
      rk.platform.GET("/documents/{documentId}/tables", {
        params: { path: { documentId: "doc 1" }, query: { $revision: "3" } },
      }),
    );
    await accepted(() =>
      rk.platform.GET("/presentations/{presentationId}/tables", {
        params: { path: { presentationId: "deck/1" } },
      }),
    );
    await accepted(() =>
      rk.platform.GET("/content/richText/{richTextId}/paragraphs", {
        params: { path: { richTextId: "rt 1" }, query: { $maxpagesize: 20 } },
      }),
    );
  });

  it("getActivityById and getOrganizationActivities", async () => {
    await accepted(() =>
      rk.platform.GET("/activities/{activityId}", { params: { path: { activityId: "act 1" } } }),
    );
    await accepted(() =>
      rk.platform.GET("/organizations/{organizationId}/activities", {
        params: {
          path: { organizationId: org },
          query: {
            $filter: "action.alias eq 'file.copy'",
            $orderBy: "activityDateTime desc",
            $maxpagesize: 100,
          },
        },
      }),
    );
  });

  it("getOrganizations: the Wk-Service-Provider header, filter, sort and page size", () =>
    accepted(() =>
      rk.platform.GET("/organizations", {
        params: {
          header: { "Wk-Service-Provider": "1f2e3d4c-5b6a-4789-8a9b-0c1d2e3f4a5b" },
          query: { $filter: "status eq 'active'", $orderBy: "name", $maxpagesize: 50 },
        },
      }),
    ));

  it("getWorkspaceById with $expand and partiallyUpdateWorkspaceById", async () => {
    await accepted(() =>
      rk.platform.GET("/organizations/{organizationId}/workspaces/{workspaceId}", {
        params: { path: ws, query: { $expand: "solutions" } },
      }),
    );
    await accepted(() =>
      rk.platform.PATCH("/organizations/{organizationId}/workspaces/{workspaceId}", {
        params: { path: ws },
        body: [{ op: "replace", path: "/name", value: "Finance (EMEA)" }],
      }),
    );
  });

  it("getOrgReportUsers: page[size] and page[after]", () =>
    accepted(() =>
      rk.platform.GET("/organizations/{organizationId}/orgReportUsers", {
        params: {
          path: { organizationId: org },
          query: { "page[size]": 1000, "page[after]": "eyJkIjoiQSJ9" },
        },
      }),
    ));

  it("createEdits: records and relationships", () =>
    accepted(() =>
      rk.platform.POST("/graph/edits", {
        body: [
          {
            operation: "create_record",
            temporaryRecordId: "t1",
            type: "risk",
            properties: { impact: "high" },
          },
          { operation: "create_relationship", recordId: "t1", targetId: "rec-2", type: "mitigates" },
          { operation: "set_properties", recordId: "rec-2", properties: { owner: "CFO" } },
          { operation: "delete_relationship", recordId: "rec-2", targetId: "rec-3", type: "tests" },
          { operation: "delete_record", recordId: "rec-4" },
        ],
      }),
    ));

  it("deleteSheetById with force, and getSpreadsheetById with $revision", async () => {
    await accepted(() =>
      rk.platform.DELETE("/spreadsheets/{spreadsheetId}/sheets/{sheetId}", {
        params: { path: sheet, query: { force: true } },
      }),
    );
    await accepted(() =>
      rk.platform.GET("/spreadsheets/{spreadsheetId}", {
        params: { path: { spreadsheetId: sheet.spreadsheetId }, query: { $revision: "7" } },
      }),
    );
  });

  it("the operations without documented payloads: custom schema, bookmarks, permissions", async () => {
    const documentId = "doc 1";
    const presentationId = "deck 1";
    await accepted(() => rk.platform.GET("/customSchema", {}));
    await accepted(() => rk.platform.PATCH("/customSchema", { body: { fields: [] } }));
    await accepted(() =>
      rk.platform.GET("/documents/{documentId}/bookmarks", { params: { path: { documentId } } }),
    );
    await accepted(() =>
      rk.platform.POST("/documents/{documentId}/bookmarks/edit", {
        params: { path: { documentId } },
        body: {},
      }),
    );
    await accepted(() =>
      rk.platform.GET("/documents/{documentId}/bookmarks/{bookmarkId}", {
        params: { path: { documentId, bookmarkId: "bm 1" } },
      }),
    );
    await accepted(() =>
      rk.platform.GET("/presentations/{presentationId}/permissions", {
        params: { path: { presentationId } },
      }),
    );
    await accepted(() =>
      rk.platform.POST("/presentations/{presentationId}/permissions/modification", {
        params: { path: { presentationId } },
        body: {},
      }),
    );
    await accepted(() =>
      rk.platform.GET("/presentations/{presentationId}/slides/{slideId}/permissions", {
        params: { path: { presentationId, slideId: "slide 1" } },
      }),
    );
    await accepted(() =>
      rk.platform.POST("/presentations/{presentationId}/slides/{slideId}/permissions/modification", {
        params: { path: { presentationId, slideId: "slide 1" } },
        body: {},
      }),
    );
  });
});
