import { describe, expect, it } from "vitest";
import { harness } from "./helpers.js";

function setup() {
  const h = harness({ importDurationMs: 3000 });
  const prep = h.sandbox.urls.prep;
  return { ...h, prep };
}

describe("data-preparation imports", () => {
  it("returns the new file record at once, STAGED, and moves it to IMPORTING and IMPORTED on the clock", async () => {
    const { call, prep, sandbox, advance } = setup();
    const res = await call("POST", `${prep}/api/v1/table/${sandbox.demo.tableId}/import`, {
      body: {
        fileId: "upload-7",
        delimiter: ";",
        columnMappings: '{"col-a":"region"}',
        tags: '{"quarter":"Q1"}',
      },
    });
    expect(res.status).toBe(200);
    const body = res.body.body as Record<string, unknown>;
    expect(res.body.code).toBe(200);
    expect(body).toMatchObject({
      tableId: sandbox.demo.tableId,
      status: "STAGED",
      delimiter: ";",
      columnMappings: { "col-a": "region" },
      tags: { quarter: "Q1" },
      userId: sandbox.credentials.clientId,
    });
    expect(body).not.toHaveProperty("health");
    const status = () =>
      sandbox.state.prep.tables
        .find((t) => t.id === sandbox.demo.tableId)!
        .files.find((f) => f.id === body.id)!.status;
    advance(1000);
    expect(status()).toBe("IMPORTING");
    advance(2000);
    expect(status()).toBe("IMPORTED");
  });

  it("serves the imported file's record by id, its status moving on the clock, and 404 for an unknown id", async () => {
    const { call, prep, sandbox, advance } = setup();
    const started = await call("POST", `${prep}/api/v1/table/${sandbox.demo.tableId}/import`, {
      body: { fileId: "upload-8" },
    });
    const id = (started.body.body as { id: string }).id;
    const read = async () => (await call("GET", `${prep}/api/v1/file/${id}`)).body.body as { status: string };
    expect((await read()).status).toBe("STAGED");
    advance(1000);
    expect((await read()).status).toBe("IMPORTING");
    advance(2000);
    expect(await read()).toMatchObject({ id, status: "IMPORTED", tableId: sandbox.demo.tableId });
    expect((await call("GET", `${prep}/api/v1/file/file-missing`)).status).toBe(404);
  });

  it("imports with no body at all", async () => {
    const { call, prep, sandbox } = setup();
    const res = await call("POST", `${prep}/api/v1/table/${sandbox.demo.tableId}/import`);
    expect(res.status).toBe(200);
  });

  it("refuses columnMappings or tags that are neither a JSON object held in text nor an object of strings", async () => {
    const { call, prep, sandbox } = setup();
    const notJson = await call("POST", `${prep}/api/v1/table/${sandbox.demo.tableId}/import`, {
      body: { tags: "{quarter" },
    });
    expect(notJson.status).toBe(400);
    expect(notJson.body.body).toContain("tags must be text holding a JSON object");
    const notStrings = await call("POST", `${prep}/api/v1/table/${sandbox.demo.tableId}/import`, {
      body: { columnMappings: '{"col-a":7}' },
    });
    expect(notStrings.status).toBe(400);
    expect(notStrings.body.body).toContain("the value of 'col-a' must be a string");
  });

  it("takes columnMappings and tags as objects too, as the live service does", async () => {
    const { call, prep, sandbox } = setup();
    const res = await call("POST", `${prep}/api/v1/table/${sandbox.demo.tableId}/import`, {
      body: { fileId: "upload-8", columnMappings: { "col-a": "region" }, tags: { quarter: "Q2" } },
    });
    expect(res.status).toBe(200);
    expect(res.body.body).toMatchObject({ columnMappings: { "col-a": "region" }, tags: { quarter: "Q2" } });
  });
});

describe("data-preparation validation", () => {
  it("repairs inconsistent files, deletes unrecoverable ones and lists both", async () => {
    const { call, prep, sandbox } = setup();
    const res = await call("POST", `${prep}/api/v1/admin/validation/files`, {
      body: { tableId: sandbox.demo.inconsistentTableId },
    });
    expect(res.status).toBe(201);
    const result = res.body.body as {
      deletedFiles: { name: string }[];
      repairedFiles: { name: string; status: string }[];
    };
    expect(res.body.code).toBe(201);
    expect(result.deletedFiles.map((f) => f.name)).toEqual(["ledger-broken.csv"]);
    expect(result.repairedFiles.map((f) => [f.name, f.status])).toEqual([
      ["ledger-jan.csv", "IMPORTED"],
      ["ledger-feb.csv", "IMPORTED"],
    ]);
    const again = await call("POST", `${prep}/api/v1/admin/validation/files`, {
      body: { tableId: sandbox.demo.inconsistentTableId },
    });
    expect(again.body.body).toEqual({ deletedFiles: [], repairedFiles: [] });
  });

  it("requires a tableId", async () => {
    const { call, prep } = setup();
    const res = await call("POST", `${prep}/api/v1/admin/validation/files`, { body: {} });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      code: 400,
      body: "Invalid request: body.tableId is required.",
      details: [{ code: "invalid", target: "body.tableId", message: "is required" }],
      version: "2026-01-01",
    });
  });
});

describe("tables", () => {
  it("have the service's ids: UUIDs without dashes (issue 33)", () => {
    const { sandbox } = setup();
    const uuidWithoutDashes = /^[0-9a-f]{12}4[0-9a-f]{3}[89ab][0-9a-f]{15}$/;
    for (const table of sandbox.state.prep.tables) expect(table.id).toMatch(uuidWithoutDashes);
  });

  it("are soft-deleted: delete answers the id, deleting again and importing into it answer 404", async () => {
    const { call, prep, sandbox } = setup();
    const id = sandbox.demo.tableId;
    const res = await call("DELETE", `${prep}/api/v1/table/${id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ code: 200, body: id });
    const table = sandbox.state.prep.tables.find((t) => t.id === id)!;
    expect(table).toMatchObject({ deleted: true, deletedAt: expect.any(String) });
    expect(table.files.length).toBeGreaterThan(0);
    const again = await call("DELETE", `${prep}/api/v1/table/${id}`);
    expect(again.status).toBe(404);
    expect(again.body).toMatchObject({ code: 404, body: `Table '${id}' was deleted.` });
    expect((await call("POST", `${prep}/api/v1/table/${id}/import`, { body: {} })).status).toBe(404);
    expect(
      (await call("POST", `${prep}/api/v1/admin/validation/files`, { body: { tableId: id } })).status,
    ).toBe(404);
  });

  it("answer 423 Locked while an import into them is running", async () => {
    const { call, prep, sandbox, advance } = setup();
    await call("POST", `${prep}/api/v1/table/${sandbox.demo.tableId}/import`, { body: {} });
    const locked = await call("DELETE", `${prep}/api/v1/table/${sandbox.demo.tableId}`);
    expect(locked.status).toBe(423);
    expect(locked.body.body).toContain("is locked");
    advance(3000);
    expect((await call("DELETE", `${prep}/api/v1/table/${sandbox.demo.tableId}`)).status).toBe(200);
  });

  it("answer 404 for an unknown id", async () => {
    const { call, prep } = setup();
    expect((await call("DELETE", `${prep}/api/v1/table/tbl-missing`)).status).toBe(404);
  });
});

describe("tags", () => {
  type TagPage = { code: number; body: { id: string }[]; cursor: string | null };

  it("list all 25 tags by default with a null cursor", async () => {
    const { call, prep } = setup();
    const res = await call<TagPage>("GET", `${prep}/api/v1/tag`);
    expect(res.body.body).toHaveLength(25);
    expect(res.body.cursor).toBeNull();
  });

  it("page with limit and offset, then continue with cursor, which ignores limit and ends with null", async () => {
    const { call, prep, sandbox } = setup();
    const ids = sandbox.state.prep.tags.map((t) => t.id);
    const first = await call<TagPage>("GET", `${prep}/api/v1/tag?limit=10&offset=3`);
    expect(first.body.body.map((t) => t.id)).toEqual(ids.slice(3, 13));
    expect(first.body.cursor).toEqual(expect.any(String));
    const second = await call<TagPage>("GET", `${prep}/api/v1/tag?cursor=${first.body.cursor}&limit=1`);
    expect(second.body.body.map((t) => t.id)).toEqual(ids.slice(13, 23));
    const last = await call<TagPage>("GET", `${prep}/api/v1/tag?cursor=${second.body.cursor}`);
    expect(last.body.body.map((t) => t.id)).toEqual(ids.slice(23));
    expect(last.body.cursor).toBeNull();
  });

  it("answer an empty body past the end", async () => {
    const { call, prep } = setup();
    const res = await call<TagPage>("GET", `${prep}/api/v1/tag?offset=100`);
    expect(res.body).toEqual({ code: 200, body: [], cursor: null });
  });

  it.each([
    ["limit=0", "query parameter limit must be >= 1"],
    ["limit=1001", "query parameter limit must be <= 1000"],
    ["offset=-1", "query parameter offset must be >= 0"],
    ["limit=ten", "query parameter limit must be integer"],
    ["cursor=not-a-cursor", "cursor is not a cursor this list gave out"],
    ["page=2", "query parameter page is not allowed"],
  ])("refuse %s with 400", async (query, message) => {
    const { call, prep } = setup();
    const res = await call("GET", `${prep}/api/v1/tag?${query}`);
    expect(res.status).toBe(400);
    expect(res.body.body).toContain(message);
  });
});

describe("select lists", () => {
  it("are served by id and answer 404 for an unknown one", async () => {
    const { call, prep, sandbox } = setup();
    const ok = await call("GET", `${prep}/api/v1/selectlist/${sandbox.demo.selectListId}`);
    expect(ok.status).toBe(200);
    expect(ok.body.body).toMatchObject({
      id: sandbox.demo.selectListId,
      name: "Regions",
      values: ["EMEA", "APAC", "AMER"],
    });
    const missing = await call("GET", `${prep}/api/v1/selectlist/sl-missing`);
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({
      code: 404,
      body: "No select list has the id 'sl-missing'.",
      version: "2026-01-01",
    });
  });
});
