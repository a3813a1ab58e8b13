import { createSandbox, type Sandbox, UNDOCUMENTED_OPERATIONS } from "@reportkit/sandbox";
import {
  ConcurrencyLimitError,
  ConflictError,
  createReportkit,
  InvalidRequestError,
  NotFoundError,
  paginate,
  type Reportkit,
  wait,
} from "@reportkit/sdk";
import { beforeEach, describe, expect, it } from "vitest";
import { virtualTime } from "../src/virtual-time.js";

// The SDK against the sandbox, in process, for every operation issue 9 added: the generated clients
// through createReportkit. The sandbox validates every request and response against the specs.
let sandbox: Sandbox;
let rk: Reportkit<true>;
let clock: ReturnType<typeof virtualTime>;
let statuses: number[];

function connect(options: { retry?: false } = {}) {
  return createReportkit({
    clientId: sandbox.credentials.clientId,
    clientSecret: sandbox.credentials.clientSecret,
    urls: sandbox.urls,
    fetch: async (input: string, init: RequestInit) => {
      const response = await sandbox.fetch(input, init);
      statuses.push(response.status);
      return response;
    },
    clock,
    retry: options.retry ?? { attemptTimeoutMs: Number.POSITIVE_INFINITY },
    throwOnError: true,
    allowInsecureHttp: true,
    env: false,
  });
}

beforeEach(() => {
  clock = virtualTime();
  statuses = [];
  sandbox = createSandbox({ seed: 3, clock, concurrentFileOperations: 2 });
  rk = connect();
});

/** A raw request with the SDK's token: for the sandbox-only upload and download URLs. */
async function withToken(url: string, init: RequestInit = {}): Promise<Response> {
  const token = await rk.tokens.getToken();
  return sandbox.fetch(url, { ...init, headers: { ...init.headers, authorization: `Bearer ${token}` } });
}

const file = (id: string) => sandbox.state.files.find((f) => f.id === id);

async function collect<T>(items: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const item of items) out.push(item);
  return out;
}

describe("files", () => {
  it("copyFile, then getCopyFileResults lists the copy in the destination folder", async () => {
    const destination = sandbox.demo.folderIds[2] ?? "";
    const accepted = await rk.platform.POST("/files/{fileId}/copy", {
      params: { path: { fileId: sandbox.demo.fileId } },
      body: { destinationContainer: destination, options: { includeComments: true, shallowCopy: false } },
    });
    const operation = await wait(rk, accepted);
    expect(operation.status).toBe("completed");
    const { data } = await rk.platform.GET("/operations/{operationId}/copyFileResults", {
      params: { path: { operationId: operation.id } },
    });
    expect(data.data).toEqual([{ id: expect.any(String), container: destination, kind: "Document" }]);
    expect(file(data.data[0]?.id ?? "")?.name).toBe(file(sandbox.demo.fileId)?.name);
  });

  it("trashFileById and restoreFileById move a folder and its contents in and out of the trash", async () => {
    const folder = sandbox.demo.workingPapersFolderId;
    const fileId = { params: { path: { fileId: folder } }, body: {} };
    expect((await wait(rk, await rk.platform.POST("/files/{fileId}/trash", fileId))).status).toBe(
      "completed",
    );
    expect(file(sandbox.demo.closeFolderId)?.state).toBe("Trashed");
    await expect(rk.platform.POST("/files/{fileId}/trash", fileId)).rejects.toBeInstanceOf(ConflictError);
    expect((await wait(rk, await rk.platform.POST("/files/{fileId}/restore", fileId))).status).toBe(
      "completed",
    );
    expect(file(folder)?.state).toBe("Active");
    expect(file(sandbox.demo.closeFolderId)?.state).toBe("Active");
  });

  it("importFile: upload the bytes to uploadUrl, wait, then getImportFileResults", async () => {
    const accepted = await rk.platform.POST("/files/import", {
      body: { fileName: "headcount.csv", kind: "Spreadsheet" },
    });
    const uploadUrl = accepted.data?.uploadUrl ?? "";
    expect(uploadUrl).toContain("/__sandbox/uploads/");
    const upload = await withToken(uploadUrl, {
      method: "PUT",
      headers: { "content-type": "text/csv" },
      body: "Team,People\nReporting,12\n",
    });
    expect(upload.status).toBe(204);
    const operation = await wait(rk, accepted);
    expect(operation.status).toBe("completed");
    const { data } = await rk.platform.GET("/operations/{operationId}/importFileResults", {
      params: { path: { operationId: operation.id } },
    });
    expect(data.data).toEqual([{ id: expect.any(String), container: "", kind: "Spreadsheet" }]);
    const sheet = sandbox.state.spreadsheets.find((s) => s.id === data.data[0]?.id)?.sheets[0];
    expect(sandbox.control.readRange(data.data[0]?.id ?? "", sheet?.id ?? "", "A2:B2")).toEqual([
      ["Reporting", 12],
    ]);
  });

  it("exportFileById: the completed operation's resourceUrl serves the exported bytes", async () => {
    const accepted = await rk.platform.POST("/files/{fileId}/export", {
      params: { path: { fileId: sandbox.demo.spreadsheetId } },
      body: { kind: "Spreadsheet", spreadsheetExport: { format: "csv", sheets: [sandbox.demo.sheetId] } },
    });
    const operation = await wait(rk, accepted);
    const download = await withToken(operation.resourceUrl ?? "");
    expect(download.status).toBe(200);
    expect((await download.text()).split("\r\n")[0]).toBe("Region,Q1,Q2,Total");
  });

  it("rides out concurrent_operations_exceeded: waits Retry-After, then the copy starts", async () => {
    const copy = () =>
      rk.platform.POST("/files/{fileId}/copy", {
        params: { path: { fileId: sandbox.demo.fileId } },
        body: {},
      });
    await copy();
    await copy();
    const third = await copy();
    expect(third.response.status).toBe(202);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0);
    expect(clock.slept.length).toBeGreaterThan(0);
  });

  it("without retries, the limit is a ConcurrencyLimitError carrying the code", async () => {
    const noRetry = connect({ retry: false });
    const copy = () =>
      noRetry.platform.POST("/files/{fileId}/copy", {
        params: { path: { fileId: sandbox.demo.fileId } },
        body: {},
      });
    await copy();
    await copy();
    const error = await copy().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConcurrencyLimitError);
    expect(error).toMatchObject({ status: 429, code: "concurrent_operations_exceeded" });
  });
});

describe("milestones", () => {
  it("milestoneCreation, getMilestoneCreationResults, partiallyUpdateMilestoneById and deleteMilestoneById", async () => {
    const accepted = await rk.platform.POST("/milestones/creation", {
      body: { type: "document", document: sandbox.demo.fileId, title: "Board pack", remarks: "v1" },
    });
    const operation = await wait(rk, accepted);
    const { data: results } = await rk.platform.GET("/operations/{operationId}/milestoneCreationResults", {
      params: { path: { operationId: operation.id } },
    });
    const milestoneId = results.data[0]?.milestone ?? "";
    expect(operation.resourceUrl).toMatch(new RegExp(`/milestones/${milestoneId}$`));

    const { data: patched } = await rk.platform.PATCH("/milestones/{milestoneId}", {
      params: { path: { milestoneId } },
      body: [{ op: "replace", path: "/title", value: "Board pack (final)" }],
    });
    expect(patched).toMatchObject({
      title: "Board pack (final)",
      remarks: "v1",
      resource: { type: "document" },
    });

    const deleted = await rk.platform.DELETE("/milestones/{milestoneId}", {
      params: { path: { milestoneId } },
    });
    expect(deleted.response.status).toBe(204);
    await expect(
      rk.platform.DELETE("/milestones/{milestoneId}", { params: { path: { milestoneId } } }),
    ).rejects.toBeInstanceOf(NotFoundError);
  });

  it("a milestone of a missing document is a NotFoundError (404, the standard error)", async () => {
    await expect(
      rk.platform.POST("/milestones/creation", {
        body: { type: "document", document: "missing", title: "x" },
      }),
    ).rejects.toBeInstanceOf(NotFoundError);
  });
});

describe("activities, organizations and workspaces", () => {
  it("getActivityById and getOrganizationActivities, every page", async () => {
    const { organizationId } = sandbox.demo;
    const items = await collect(
      paginate(rk.platform, "/organizations/{organizationId}/activities", {
        params: { path: { organizationId }, query: { $maxpagesize: 50, $orderBy: "activityDateTime asc" } },
      }),
    );
    expect(items.length).toBe(
      sandbox.state.activities.filter((a) => a.organization.id === organizationId).length,
    );
    const { data } = await rk.platform.GET("/activities/{activityId}", {
      params: { path: { activityId: items[0]?.id ?? "" } },
    });
    expect(data.id).toBe(items[0]?.id);
  });

  it("getOrganizations with the Wk-Service-Provider header", async () => {
    const { data } = await rk.platform.GET("/organizations", {
      params: { header: { "Wk-Service-Provider": sandbox.demo.serviceProviderId } },
    });
    expect(data.data.map((o) => o.name)).toEqual(["Acme Corp", "Globex", "Initech"]);
  });

  it("getWorkspaceById with $expand=solutions, and partiallyUpdateWorkspaceById", async () => {
    const path = { organizationId: sandbox.demo.organizationId, workspaceId: sandbox.demo.workspaceId };
    const { data } = await rk.platform.GET("/organizations/{organizationId}/workspaces/{workspaceId}", {
      params: { path, query: { $expand: "solutions" } },
    });
    expect(data.solutions).toHaveLength(1);
    const { data: renamed } = await rk.platform.PATCH(
      "/organizations/{organizationId}/workspaces/{workspaceId}",
      {
        params: { path },
        body: [{ op: "replace", path: "/name", value: "Finance (EMEA)" }],
      },
    );
    expect(renamed.name).toBe("Finance (EMEA)");
  });

  it("getOrgReportUsers: paginate follows the JSON:API links.next over every page, and resumes", async () => {
    const { organizationId } = sandbox.demo;
    const init = { params: { path: { organizationId }, query: { "page[size]": 100 } } };
    const path = "/organizations/{organizationId}/orgReportUsers";
    const pages = await collect(paginate(rk.platform, path, init).pages());
    expect(pages.length).toBeGreaterThan(1);
    expect(pages[0]?.items).toHaveLength(100);
    const names = pages.flatMap((p) => p.items.map((u) => u.attributes?.displayName ?? ""));
    const resumed = await collect(paginate(rk.platform, path, init, { resumeFrom: pages[0]?.next ?? "" }));
    expect(resumed.map((u) => u.attributes?.displayName ?? "")).toEqual(names.slice(100));
    expect(names).toHaveLength(
      sandbox.state.reportUsers.filter((u) => u.organizationId === organizationId).length,
    );
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "en")));
  });
});

describe("content", () => {
  it("getRangeLinks, getRangeLinkById and getRangeLinkDestinations", async () => {
    const { contentTableId: tableId, rangeLinkId } = sandbox.demo;
    const { data: links } = await rk.platform.GET("/content/tables/{tableId}/rangeLinks", {
      params: { path: { tableId }, query: { $maxpagesize: 1 } },
    });
    expect(links.data).toHaveLength(1);
    expect(links["@nextLink"]).toBeTruthy();
    const { data: link } = await rk.platform.GET("/content/tables/{tableId}/rangeLinks/{rangeLinkId}", {
      params: { path: { tableId, rangeLinkId } },
    });
    expect(link.type).toBe("source");
    const destinations = await collect(
      paginate(rk.platform, "/content/tables/{tableId}/rangeLinks/{rangeLinkId}/destinations", {
        params: { path: { tableId, rangeLinkId }, query: { $maxpagesize: 1 } },
      }),
    );
    expect(destinations.map((d) => d.type)).toEqual(["destination", "destination"]);
  });

  it("tableEdit with {startRow, stopRow} as an operation, then getTableEditResults gives one {revision}", async () => {
    const table = () => sandbox.state.content.tables.find((t) => t.id === sandbox.demo.contentTableId);
    const rows = table()?.rows ?? 0;
    const accepted = await rk.platform.POST("/content/tables/{tableId}/edit", {
      params: { path: { tableId: sandbox.demo.contentTableId } },
      body: { type: "deleteRows", deleteRows: { rows: { startRow: 1, stopRow: 1 } } },
    });
    const operation = await wait(rk, accepted);
    const { data } = await rk.platform.GET("/operations/{operationId}/tableEditResults", {
      params: { path: { operationId: operation.id } },
    });
    expect(data).toEqual({ revision: String(file(sandbox.demo.fileId)?.revision) });
    expect(table()?.rows).toBe(rows - 1);
    await expect(
      rk.platform.POST("/content/tables/{tableId}/edit", {
        params: { path: { tableId: sandbox.demo.contentTableId } },
        body: { type: "deleteRows", deleteRows: { rows: { startRow: 0, stopRow: 40 } } },
      }),
    ).rejects.toBeInstanceOf(InvalidRequestError);
  });

  it("tableEdit moves columns given as {startColumn, stopColumn}", async () => {
    const { contentTableId: tableId, rangeLinkId } = sandbox.demo;
    const before = await rk.platform.GET("/content/tables/{tableId}/rangeLinks/{rangeLinkId}", {
      params: { path: { tableId, rangeLinkId } },
    });
    await wait(
      rk,
      await rk.platform.POST("/content/tables/{tableId}/edit", {
        params: { path: { tableId } },
        body: {
          type: "moveColumns",
          moveColumns: { move: { startColumn: 0, stopColumn: 0 }, nextTo: 3, side: "putAfter" },
        },
      }),
    );
    const after = await rk.platform.GET("/content/tables/{tableId}/rangeLinks/{rangeLinkId}", {
      params: { path: { tableId, rangeLinkId } },
    });
    expect(before.data.source?.range).toMatchObject({ startColumn: 0, stopColumn: 3 });
    expect(after.data.revision).not.toBe(before.data.revision);
    expect(after.data.destination).toBeNull();
  });

  it("getDocumentTableCollection and getPresentationTableCollection, at a pinned revision", async () => {
    const { data: doc } = await rk.platform.GET("/documents/{documentId}/tables", {
      params: { path: { documentId: sandbox.demo.fileId } },
    });
    expect(doc.data.map((t) => t.name)).toEqual(["Revenue by region", "Headcount"]);
    const presentationId = sandbox.demo.presentationId;
    const { data: deck } = await rk.platform.GET("/presentations/{presentationId}/tables", {
      params: { path: { presentationId } },
    });
    const { data: pinned } = await rk.platform.GET("/presentations/{presentationId}/tables", {
      params: { path: { presentationId }, query: { $revision: deck.revision } },
    });
    expect(pinned).toEqual(deck);
    expect(deck.data.map((t) => t.parent.type)).toEqual(["drawing"]);
  });

  it("getRichTextParagraphs, every page", async () => {
    const paragraphs = await collect(
      paginate(rk.platform, "/content/richText/{richTextId}/paragraphs", {
        params: { path: { richTextId: sandbox.demo.richTextId }, query: { $maxpagesize: 4 } },
      }),
    );
    expect(paragraphs.map((p) => p.index)).toEqual(paragraphs.map((_, i) => i));
    expect(paragraphs.length).toBeGreaterThan(4);
  });
});

describe("graph and spreadsheets", () => {
  it("createEdits answers 201 with recordIdMap", async () => {
    const { data, response } = await rk.platform.POST("/graph/edits", {
      body: [
        {
          operation: "create_record",
          temporaryRecordId: "new-risk",
          type: "risk",
          properties: { impact: "low" },
        },
        {
          operation: "create_relationship",
          recordId: "new-risk",
          targetId: sandbox.demo.graphRecordIds[1] ?? "",
          type: "mitigatedBy",
        },
      ],
    });
    expect(response.status).toBe(201);
    expect(Object.keys(data.recordIdMap)).toEqual(["new-risk"]);
  });

  it("deleteSheetById answers 204; a sheet holding XBRL needs force", async () => {
    const { controlSpreadsheetId: spreadsheetId, xbrlSheetId: sheetId } = sandbox.demo;
    await expect(
      rk.platform.DELETE("/spreadsheets/{spreadsheetId}/sheets/{sheetId}", {
        params: { path: { spreadsheetId, sheetId } },
      }),
    ).rejects.toBeInstanceOf(ConflictError);
    const deleted = await rk.platform.DELETE("/spreadsheets/{spreadsheetId}/sheets/{sheetId}", {
      params: { path: { spreadsheetId, sheetId }, query: { force: true } },
    });
    expect(deleted.response.status).toBe(204);
  });

  it("getSpreadsheetById", async () => {
    const { data } = await rk.platform.GET("/spreadsheets/{spreadsheetId}", {
      params: { path: { spreadsheetId: sandbox.demo.controlSpreadsheetId } },
    });
    expect(data).toMatchObject({
      name: "Control matrix",
      lock: "locked",
      linksStatus: { ownLinks: "published" },
    });
  });
});

describe("operations without documented payloads", () => {
  it("answer 200 through the SDK with an open object, for each of them (the sandbox emulates them)", async () => {
    expect(Object.keys(UNDOCUMENTED_OPERATIONS)).toHaveLength(9);
    const documentId = sandbox.demo.fileId;
    const presentationId = sandbox.demo.presentationId;
    const calls = [
      () => rk.platform.GET("/customSchema", {}),
      () => rk.platform.PATCH("/customSchema", { body: {} }),
      () => rk.platform.GET("/documents/{documentId}/bookmarks", { params: { path: { documentId } } }),
      () =>
        rk.platform.POST("/documents/{documentId}/bookmarks/edit", {
          params: { path: { documentId } },
          body: {},
        }),
      () =>
        rk.platform.GET("/documents/{documentId}/bookmarks/{bookmarkId}", {
          params: { path: { documentId, bookmarkId: "bm-0001" } },
        }),
      () =>
        rk.platform.GET("/presentations/{presentationId}/permissions", {
          params: { path: { presentationId } },
        }),
      () =>
        rk.platform.POST("/presentations/{presentationId}/permissions/modification", {
          params: { path: { presentationId } },
          body: {},
        }),
      () =>
        rk.platform.GET("/presentations/{presentationId}/slides/{slideId}/permissions", {
          params: { path: { presentationId, slideId: "s1" } },
        }),
      () =>
        rk.platform.POST("/presentations/{presentationId}/slides/{slideId}/permissions/modification", {
          params: { path: { presentationId, slideId: "s1" } },
          body: {},
        }),
    ];
    for (const call of calls) {
      const { data, response } = await call();
      expect(response.status).toBe(200);
      expect(data).toEqual(expect.any(Object));
    }
  });
});
