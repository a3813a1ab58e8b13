import { describe, expect, it } from "vitest";
import { harness } from "./helpers.js";

type Page = { data: Record<string, unknown>[]; "@nextLink"?: string };

function setup(options: Parameters<typeof harness>[0] = {}) {
  const h = harness({ operationDurationMs: 3000, ...options });
  const platform = h.sandbox.urls.platform;
  const file = (id: string) => h.sandbox.state.files.find((f) => f.id === id)!;
  /** Starts an operation, lets it complete on the clock, and returns its final state. */
  const run = async (method: string, path: string, body?: unknown) => {
    const accepted = await h.call(method, `${platform}${path}`, body === undefined ? {} : { body });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(202);
    const location = accepted.headers.get("location")!;
    h.advance(3000);
    const done = await h.call("GET", location);
    return { accepted, location, operation: done.body, id: location.split("/").pop()! };
  };
  return { ...h, platform, file, run };
}

describe("file copy", () => {
  it("creates the copy in the destination folder when the operation completes, and lists it in copyFileResults", async () => {
    const h = setup();
    const source = h.file(h.sandbox.demo.fileId);
    const destination = h.sandbox.demo.folderIds[2]!;
    const count = h.sandbox.state.files.length;
    const accepted = await h.call("POST", `${h.platform}/files/${source.id}/copy`, {
      body: { destinationContainer: destination, options: { includeComments: true } },
    });
    expect(accepted.status).toBe(202);
    expect(h.sandbox.state.files).toHaveLength(count);
    const id = accepted.headers.get("location")!.split("/").pop()!;
    const early = await h.call<Page>("GET", `${h.platform}/operations/${id}/copyFileResults`);
    expect(early.body.data).toEqual([]);

    h.advance(3000);
    const results = await h.call<Page>("GET", `${h.platform}/operations/${id}/copyFileResults`);
    expect(results.status).toBe(200);
    expect(results.body.data).toEqual([
      { id: expect.stringMatching(/^[0-9a-f]{32}$/), container: destination, kind: "Document" },
    ]);
    const copy = h.file(results.body.data[0]!.id as string);
    expect(copy).toMatchObject({
      name: source.name,
      kind: source.kind,
      state: "Active",
      workspaceId: source.workspaceId,
    });
    expect(copy.created).toBe(new Date(h.sandbox.control.now()).toISOString());
  });

  it("names the copy destinationName, copies a spreadsheet's sheets and content, and records a file.copy activity", async () => {
    const h = setup();
    const { spreadsheetId } = h.sandbox.demo;
    const { id } = await h.run("POST", `/files/${spreadsheetId}/copy`, {
      destinationName: "Q1 budget (copy)",
    });
    const results = await h.call<Page>("GET", `${h.platform}/operations/${id}/copyFileResults`);
    const copyId = results.body.data[0]!.id as string;
    expect(h.file(copyId).name).toBe("Q1 budget (copy)");
    expect(
      h.sandbox.control.readRange(
        copyId,
        h.sandbox.state.spreadsheets.find((s) => s.id === copyId)!.sheets[0]!.id,
        "A1:B1",
      ),
    ).toEqual([["Region", "Q1"]]);
    expect(h.sandbox.state.activities.at(-1)).toMatchObject({
      action: { alias: "file.copy", category: "File" },
      targets: [{ id: copyId }, { id: spreadsheetId }],
    });
  });

  it("copies a folder with everything inside it, unless shallowCopy", async () => {
    const h = setup();
    const { workingPapersFolderId, folderIds } = h.sandbox.demo;
    const inside = h.sandbox.state.files.filter((f) => f.container === workingPapersFolderId).length;
    const { id } = await h.run("POST", `/files/${workingPapersFolderId}/copy`, {
      destinationContainer: folderIds[2],
    });
    const copyId = (await h.call<Page>("GET", `${h.platform}/operations/${id}/copyFileResults`)).body.data[0]!
      .id;
    expect(h.sandbox.state.files.filter((f) => f.container === copyId)).toHaveLength(inside);
    const nested = h.sandbox.state.files.find((f) => f.container === copyId && f.kind === "Folder")!;
    expect(h.sandbox.state.files.filter((f) => f.container === nested.id).length).toBeGreaterThan(0);

    const shallow = await h.run("POST", `/files/${workingPapersFolderId}/copy`, {
      destinationContainer: folderIds[2],
      options: { shallowCopy: true },
    });
    const shallowId = (await h.call<Page>("GET", `${h.platform}/operations/${shallow.id}/copyFileResults`))
      .body.data[0]!.id;
    expect(h.sandbox.state.files.filter((f) => f.container === shallowId)).toHaveLength(0);
  });

  it("refuses a destination that is not a folder, a folder copied into itself, and an unknown file", async () => {
    const h = setup();
    const { fileId, workingPapersFolderId, closeFolderId } = h.sandbox.demo;
    const notFolder = await h.call("POST", `${h.platform}/files/${fileId}/copy`, {
      body: { destinationContainer: h.sandbox.demo.spreadsheetId },
    });
    expect(notFolder.status).toBe(400);
    expect(notFolder.body).toMatchObject({ code: "invalid_container", target: "destinationContainer" });
    const intoItself = await h.call("POST", `${h.platform}/files/${workingPapersFolderId}/copy`, {
      body: { destinationContainer: closeFolderId },
    });
    expect(intoItself.status).toBe(400);
    const unknown = await h.call("POST", `${h.platform}/files/nope/copy`, { body: {} });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ code: "not_found", target: "fileId", version: "2026-01-01" });
  });

  it("answers 404 for the results of an operation of another kind", async () => {
    const h = setup();
    const { id } = await h.run("POST", `/files/${h.sandbox.demo.fileId}/trash`, {});
    const res = await h.call("GET", `${h.platform}/operations/${id}/copyFileResults`);
    expect(res.status).toBe(404);
    expect(res.body.message).toContain("is not a file copy");
  });
});

describe("the concurrent-operation limit of copies, imports and exports", () => {
  it("answers the next one 429 concurrent_operations_exceeded with Retry-After until one finishes", async () => {
    const h = setup({ concurrentFileOperations: 2 });
    const { fileId, spreadsheetId } = h.sandbox.demo;
    const copy = () => h.call("POST", `${h.platform}/files/${fileId}/copy`, { body: {} });
    expect((await copy()).status).toBe(202);
    h.advance(1000);
    expect(
      (
        await h.call("POST", `${h.platform}/files/${spreadsheetId}/export`, {
          body: { kind: "Spreadsheet", spreadsheetExport: { format: "csv" } },
        })
      ).status,
    ).toBe(202);
    const before = h.sandbox.control.snapshot();
    const refused = await copy();
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe("2");
    expect(refused.body).toMatchObject({ code: "concurrent_operations_exceeded", version: "2026-01-01" });
    expect(refused.body.message).toMatch(
      /already runs 2 file copies, imports or exports, the most it may run at once \(2\)/,
    );
    const refusedImport = await h.call("POST", `${h.platform}/files/import`, {
      body: { fileName: "q3.csv", kind: "Spreadsheet" },
    });
    expect(refusedImport.status).toBe(429);
    expect(h.sandbox.control.snapshot()).toEqual(before);

    h.advance(2000);
    expect((await copy()).status).toBe(202);
  });

  it("counts per workspace: another workspace's operations leave room", async () => {
    const h = setup({ concurrentFileOperations: 1 });
    const other = h.sandbox.state.files.find(
      (f) => f.workspaceId === h.sandbox.demo.otherWorkspaceId && f.kind === "Document",
    )!;
    expect(
      (await h.call("POST", `${h.platform}/files/${h.sandbox.demo.fileId}/copy`, { body: {} })).status,
    ).toBe(202);
    expect((await h.call("POST", `${h.platform}/files/${other.id}/copy`, { body: {} })).status).toBe(202);
    expect(
      (await h.call("POST", `${h.platform}/files/${h.sandbox.demo.fileId}/copy`, { body: {} })).status,
    ).toBe(429);
  });

  it("counts an import waiting for its bytes as running", async () => {
    const h = setup({ concurrentFileOperations: 1 });
    const started = await h.call("POST", `${h.platform}/files/import`, {
      body: { fileName: "a.csv", kind: "Spreadsheet" },
    });
    expect(started.status).toBe(202);
    h.advance(60_000);
    const refused = await h.call("POST", `${h.platform}/files/${h.sandbox.demo.fileId}/copy`, { body: {} });
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe("3");
  });
});

describe("trash and restore", () => {
  it("trash a folder with everything inside it, and restore brings back what went with it", async () => {
    const h = setup();
    const { workingPapersFolderId, closeFolderId } = h.sandbox.demo;
    const inside = h.sandbox.state.files.filter((f) => f.container === closeFolderId);
    const loose = inside[0]!;
    // Trashed on its own first: restoring the folder later must not bring it back.
    await h.run("POST", `/files/${loose.id}/trash`, {});
    expect(h.file(loose.id).state).toBe("Trashed");

    const accepted = await h.call("POST", `${h.platform}/files/${workingPapersFolderId}/trash`, { body: {} });
    expect(accepted.status).toBe(202);
    expect(h.file(workingPapersFolderId).state).toBe("Active");
    h.advance(3000);
    const everything = [workingPapersFolderId, closeFolderId, ...inside.map((f) => f.id)];
    for (const id of everything) expect(h.file(id).state, h.file(id).name).toBe("Trashed");

    const child = await h.call("POST", `${h.platform}/files/${closeFolderId}/restore`, { body: {} });
    expect(child.status).toBe(409);
    expect(child.body).toMatchObject({ code: "file_trashed_with_folder" });

    await h.run("POST", `/files/${workingPapersFolderId}/restore`, {});
    expect(h.file(workingPapersFolderId).state).toBe("Active");
    expect(h.file(closeFolderId).state).toBe("Active");
    expect(h.file(loose.id).state).toBe("Trashed");
    expect(h.sandbox.state.activities.slice(-2).map((a) => a.action.alias)).toEqual([
      "file.trash",
      "file.restore",
    ]);
  });

  it("serve the file's state in its metadata", async () => {
    const h = setup();
    const { fileId } = h.sandbox.demo;
    await h.run("POST", `/files/${fileId}/trash`, {});
    const file = h.file(fileId);
    const res = await h.call("PUT", `${h.platform}/files/${fileId}`, {
      body: {
        name: file.name,
        kind: file.kind,
        type: file.type,
        container: file.container,
        template: file.template,
      },
    });
    expect(res.body.state).toBe("Trashed");
  });

  it("answer 409 for trashing a trashed file or restoring an active one, and require the empty body", async () => {
    const h = setup();
    const { fileId } = h.sandbox.demo;
    const restoreActive = await h.call("POST", `${h.platform}/files/${fileId}/restore`, { body: {} });
    expect(restoreActive.status).toBe(409);
    expect(restoreActive.body).toMatchObject({ code: "file_not_trashed" });
    await h.run("POST", `/files/${fileId}/trash`, {});
    expect((await h.call("POST", `${h.platform}/files/${fileId}/trash`, { body: {} })).status).toBe(409);
    expect(
      (await h.call("POST", `${h.platform}/files/${fileId}/restore`, { body: { now: true } })).status,
    ).toBe(400);
    const noBody = await h.sandbox.fetch(`${h.platform}/files/${fileId}/restore`, {
      method: "POST",
      headers: { authorization: `Bearer ${await h.token()}` },
    });
    expect(noBody.status).toBe(400);
  });

  it("refuse to copy or export a trashed file", async () => {
    const h = setup();
    const { fileId } = h.sandbox.demo;
    await h.run("POST", `/files/${fileId}/trash`, {});
    const copy = await h.call("POST", `${h.platform}/files/${fileId}/copy`, { body: {} });
    expect(copy.status).toBe(409);
    expect(copy.body).toMatchObject({ code: "file_trashed" });
    const exported = await h.call("POST", `${h.platform}/files/${fileId}/export`, {
      body: { kind: "Document", documentExport: { format: "pdf" } },
    });
    expect(exported.status).toBe(409);
  });
});

describe("file import", () => {
  async function upload(h: ReturnType<typeof setup>, url: string, body: string, token?: string | null) {
    return h.sandbox.fetch(url, {
      method: "PUT",
      headers: {
        "content-type": "text/csv",
        ...(token === null ? {} : { authorization: `Bearer ${token ?? (await h.token())}` }),
      },
      body,
    });
  }

  it("answers 202 with uploadUrl, stays acknowledged until the bytes arrive, then creates the file", async () => {
    const h = setup();
    const accepted = await h.call("POST", `${h.platform}/files/import`, {
      body: { fileName: "q3 figures.csv", kind: "Spreadsheet", supportingDocumentImportOptions: null },
    });
    expect(accepted.status).toBe(202);
    const location = accepted.headers.get("location")!;
    expect(accepted.body).toEqual({
      uploadUrl: `${h.platform}/__sandbox/uploads/${location.split("/").pop()}`,
      operationLocation: location,
    });
    expect(accepted.headers.get("retry-after")).toBe("1");
    h.advance(60_000);
    expect((await h.call("GET", location)).body.status).toBe("acknowledged");

    expect((await upload(h, accepted.body.uploadUrl as string, "x", null)).status).toBe(401);
    const put = await upload(
      h,
      accepted.body.uploadUrl as string,
      'Region,Amount\r\nNorth,1250.5\r\n"South, east",7\r\n',
    );
    expect(put.status).toBe(204);
    expect((await upload(h, accepted.body.uploadUrl as string, "again")).status).toBe(409);
    expect((await h.call("GET", location)).body.status).toBe("acknowledged");
    h.advance(3000);
    expect((await h.call("GET", location)).body.status).toBe("completed");

    const results = await h.call<Page>("GET", `${location}/importFileResults`);
    // The top of the workspace is the container "" in the service's results (issue 33), not null.
    expect(results.body.data).toEqual([{ id: expect.any(String), container: "", kind: "Spreadsheet" }]);
    const id = results.body.data[0]!.id as string;
    expect(h.file(id)).toMatchObject({ name: "q3 figures", workspaceId: h.sandbox.demo.workspaceId });
    const sheet = h.sandbox.state.spreadsheets.find((s) => s.id === id)!.sheets[0]!;
    expect(h.sandbox.control.readRange(id, sheet.id, "A1:B3")).toEqual([
      ["Region", "Amount"],
      ["North", 1250.5],
      ["South, east", 7],
    ]);
    expect(h.sandbox.state.activities.at(-1)).toMatchObject({ action: { alias: "file.import" } });
  });

  it("puts a supporting document in the folder it names, and a Workiva import in a new result folder", async () => {
    const h = setup({ operationDurationMs: 0 });
    const folder = h.sandbox.demo.folderIds[1]!;
    const supporting = await h.call("POST", `${h.platform}/files/import`, {
      body: {
        fileName: "invoice.pdf",
        kind: "SupportingDocument",
        supportingDocumentImportOptions: { containerId: folder },
      },
    });
    await upload(h, supporting.body.uploadUrl as string, "%PDF-1.4 ...");
    const one = await h.call<Page>("GET", `${supporting.headers.get("location")}/importFileResults`);
    expect(one.body.data).toEqual([
      { id: expect.any(String), container: folder, kind: "SupportingDocument" },
    ]);
    expect(h.file(one.body.data[0]!.id as string).name).toBe("invoice.pdf");

    const workiva = await h.call("POST", `${h.platform}/files/import`, {
      body: {
        fileName: "package.wdbx",
        kind: "Workiva",
        workivaFileImportOptions: {
          destinationContainer: folder,
          createNewResultContainer: true,
          newResultContainerName: "Imported",
        },
      },
    });
    await upload(h, workiva.body.uploadUrl as string, "wdbx");
    const two = await h.call<Page>("GET", `${workiva.headers.get("location")}/importFileResults`);
    expect(two.body.data).toHaveLength(2);
    expect(two.body.data[0]).toMatchObject({ container: folder, kind: "Folder" });
    expect(two.body.data[1]).toMatchObject({ container: two.body.data[0]!.id });
  });

  it("refuses an unknown destination folder and an upload id nobody waits on", async () => {
    const h = setup();
    const missing = await h.call("POST", `${h.platform}/files/import`, {
      body: {
        fileName: "x.docx",
        kind: "Document",
        workivaFileImportOptions: { destinationContainer: "nope" },
      },
    });
    expect(missing.status).toBe(404);
    const nobody = await upload(h, `${h.platform}/__sandbox/uploads/nothing`, "x");
    expect(nobody.status).toBe(404);
    expect(await nobody.json()).toMatchObject({ code: "not_found", version: "2026-01-01" });
  });
});

describe("file export", () => {
  async function exported(h: ReturnType<typeof setup>, fileId: string, body: unknown) {
    const { operation } = await h.run("POST", `/files/${fileId}/export`, body);
    expect(operation.status).toBe("completed");
    const url = operation.resourceUrl as string;
    expect(url).toMatch(new RegExp(`^${h.platform}/__sandbox/downloads/[0-9a-f]{32}$`));
    const res = await h.sandbox.fetch(url, { headers: { authorization: `Bearer ${await h.token()}` } });
    return { url, res, bytes: new Uint8Array(await res.arrayBuffer()) };
  }

  it("serves a CSV of the spreadsheet at the completed operation's resourceUrl, with the same auth", async () => {
    const h = setup();
    const { spreadsheetId, sheetId } = h.sandbox.demo;
    const { url, res, bytes } = await exported(h, spreadsheetId, {
      kind: "Spreadsheet",
      spreadsheetExport: { format: "csv", sheets: [sheetId] },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="Q1 budget.csv"');
    const text = new TextDecoder().decode(bytes);
    expect(text.split("\r\n")[0]).toBe("Region,Q1,Q2,Total");
    expect(text.split("\r\n")).toHaveLength(5);
    expect((await h.sandbox.fetch(url)).status).toBe(401);
    expect(h.sandbox.state.activities.at(-1)).toMatchObject({ action: { alias: "file.export" } });
  });

  it("serves a PDF, an XLSX and a DOCX as real files of those formats", async () => {
    const h = setup();
    const { spreadsheetId, fileId } = h.sandbox.demo;
    const pdf = await exported(h, fileId, { kind: "Document", documentExport: { format: "pdf" } });
    expect(new TextDecoder().decode(pdf.bytes.slice(0, 8))).toBe("%PDF-1.4");
    expect(new TextDecoder().decode(pdf.bytes)).toContain("Revenue grew in every region");
    const xlsx = await exported(h, spreadsheetId, {
      kind: "Spreadsheet",
      spreadsheetExport: { format: "xlsx" },
    });
    expect([...xlsx.bytes.slice(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04]);
    expect(new TextDecoder().decode(xlsx.bytes)).toContain("xl/worksheets/sheet2.xml");
    const docx = await exported(h, fileId, { kind: "Document", documentExport: { format: "docx" } });
    expect(docx.res.headers.get("content-type")).toContain("wordprocessingml");
    expect(new TextDecoder().decode(docx.bytes)).toContain("word/document.xml");
  });

  it("is not downloadable before it completes, and refuses a kind that does not match the file", async () => {
    const h = setup();
    const { fileId, spreadsheetId } = h.sandbox.demo;
    const wrong = await h.call("POST", `${h.platform}/files/${fileId}/export`, {
      body: { kind: "Spreadsheet", spreadsheetExport: { format: "csv" } },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ code: "invalid_export", target: "kind" });
    const badSheet = await h.call("POST", `${h.platform}/files/${spreadsheetId}/export`, {
      body: { kind: "Spreadsheet", spreadsheetExport: { format: "csv", sheets: ["nope"] } },
    });
    expect(badSheet.status).toBe(400);
    const accepted = await h.call("POST", `${h.platform}/files/${fileId}/export`, {
      body: { kind: "Document", documentExport: { format: "xhtml" } },
    });
    const running = await h.call("GET", accepted.headers.get("location")!);
    expect(running.body.resourceUrl).toBeNull();
  });
});
