import { describe, expect, it } from "vitest";
import { harness } from "./helpers.js";

type Page<T = Record<string, unknown>> = { data: T[]; "@nextLink"?: string; revision?: string };
type Link = {
  id: string;
  table: string;
  revision: string;
  type: string;
  source?: { range: { startRow: number; stopRow: number; startColumn: number; stopColumn: number } };
  destination?: { source: { rangeLink: string; table: string; revision?: string } };
};

function setup() {
  const h = harness({ operationDurationMs: 1000 });
  const d = h.sandbox.demo;
  const platform = h.sandbox.urls.platform;
  const revision = (fileId: string) => h.sandbox.state.files.find((f) => f.id === fileId)!.revision;
  return { ...h, d, platform, revision, links: `${platform}/content/tables/${d.contentTableId}/rangeLinks` };
}

describe("document and presentation tables", () => {
  it("list a document's tables in order with the revision they were read at, and page with @nextLink", async () => {
    const h = setup();
    const url = `${h.platform}/documents/${h.d.fileId}/tables`;
    const res = await h.call<
      Page<{ id: string; name: string; index: number; parent: Record<string, string> }>
    >("GET", url);
    expect(res.status).toBe(200);
    expect(res.body.revision).toBe(String(h.revision(h.d.fileId)));
    expect(res.body.data.map((t) => [t.name, t.index])).toEqual([
      ["Revenue by region", 0],
      ["Headcount", 1],
    ]);
    expect(res.body.data[0]!.parent).toEqual({
      type: "richText",
      richText: h.d.richTextId,
      table: null,
      drawing: null,
    });
    const first = await h.call<Page>("GET", `${url}?$maxpagesize=1`);
    expect(first.body.data).toHaveLength(1);
    const second = await h.call<Page<{ name: string }>>("GET", first.body["@nextLink"]!);
    expect(second.body.data.map((t) => t.name)).toEqual(["Headcount"]);
    expect(second.body["@nextLink"]).toBeUndefined();
  });

  it("list a presentation's tables (in drawings), and answer 404 for a file of another kind", async () => {
    const h = setup();
    const res = await h.call<Page<{ name: string; parent: { type: string } }>>(
      "GET",
      `${h.platform}/presentations/${h.d.presentationId}/tables`,
    );
    expect(res.body.data).toEqual([
      expect.objectContaining({
        name: "Revenue chart data",
        parent: expect.objectContaining({ type: "drawing" }),
      }),
    ]);
    const wrong = await h.call("GET", `${h.platform}/presentations/${h.d.fileId}/tables`);
    expect(wrong.status).toBe(404);
    expect(wrong.body.target).toBe("presentationId");
  });
});

describe("range links", () => {
  it("list a table's links, read one by id, and list a source link's destinations across files", async () => {
    const h = setup();
    const list = await h.call<Page<Link>>("GET", h.links);
    expect(list.body.data.map((l) => l.type)).toEqual(["source", "source"]);
    expect(list.body.data[0]).toEqual({
      id: h.d.rangeLinkId,
      table: h.d.contentTableId,
      revision: String(h.revision(h.d.fileId)),
      type: "source",
      source: { range: { startRow: 0, stopRow: 4, startColumn: 0, stopColumn: 3 } },
      destination: null,
    });
    const one = await h.call<Link>("GET", `${h.links}/${h.d.rangeLinkId}`);
    expect(one.body).toEqual(list.body.data[0]);
    const destinations = await h.call<Page<Link>>("GET", `${h.links}/${h.d.rangeLinkId}/destinations`);
    expect(destinations.body.data).toHaveLength(2);
    for (const link of destinations.body.data) {
      expect(link).toMatchObject({
        type: "destination",
        source: null,
        destination: { source: { rangeLink: h.d.rangeLinkId, table: h.d.contentTableId } },
      });
    }
    expect(destinations.body.data.map((l) => l.table)).toContain(h.d.destinationTableId);
  });

  it("answer 404 for an unknown table or link, 400 for the destinations of a destination link", async () => {
    const h = setup();
    expect((await h.call("GET", `${h.platform}/content/tables/nope/rangeLinks`)).body).toMatchObject({
      code: "not_found",
      target: "tableId",
    });
    expect((await h.call("GET", `${h.links}/nope`)).status).toBe(404);
    const destination = h.sandbox.state.content.tables.find((t) => t.id === h.d.destinationTableId)!
      .rangeLinks[0]!;
    const res = await h.call(
      "GET",
      `${h.platform}/content/tables/${h.d.destinationTableId}/rangeLinks/${destination.id}/destinations`,
    );
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("not_a_source_link");
  });
});

describe("table edits", () => {
  async function edit(h: ReturnType<typeof setup>, body: unknown) {
    const accepted = await h.call("POST", `${h.platform}/content/tables/${h.d.contentTableId}/edit`, {
      body,
    });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(202);
    const location = accepted.headers.get("location")!;
    h.advance(1000);
    return location;
  }

  it("run as operations whose tableEditResults hold the new revision, shifting the range links", async () => {
    const h = setup();
    const before = h.revision(h.d.fileId);
    const location = await edit(h, {
      type: "insertRows",
      insertRows: { count: 2, nextTo: 0, side: "putBefore" },
    });
    expect((await h.call("GET", location)).body.status).toBe("completed");
    const results = await h.call<{ revision: string }>("GET", `${location}/tableEditResults`);
    expect(results.status).toBe(200);
    expect(results.body).toEqual({ revision: String(before + 1) });
    const links = await h.call<Page<Link>>("GET", h.links);
    expect(links.body.data.map((l) => l.source!.range)).toEqual([
      { startRow: 2, stopRow: 6, startColumn: 0, stopColumn: 3 },
      { startRow: 3, stopRow: 5, startColumn: 3, stopColumn: 3 },
    ]);
    expect(links.body.data[0]!.revision).toBe(String(before + 1));
    expect(h.sandbox.state.activities.at(-1)).toMatchObject({ action: { alias: "table.edit" } });
  });

  it("delete columns (a link wholly inside them goes), and move rows", async () => {
    const h = setup();
    await edit(h, { type: "deleteColumns", deleteColumns: { columns: { startColumn: 3, stopColumn: 3 } } });
    let links = (await h.call<Page<Link>>("GET", h.links)).body.data;
    expect(links.map((l) => l.source!.range)).toEqual([
      { startRow: 0, stopRow: 4, startColumn: 0, stopColumn: 2 },
    ]);
    await edit(h, {
      type: "moveRows",
      moveRows: { move: { startRow: 0, stopRow: 1 }, nextTo: 4, side: "putAfter" },
    });
    links = (await h.call<Page<Link>>("GET", h.links)).body.data;
    expect(links[0]!.source!.range).toEqual({ startRow: 0, stopRow: 4, startColumn: 0, stopColumn: 2 });
    const table = h.sandbox.state.content.tables.find((t) => t.id === h.d.contentTableId)!;
    expect([table.rows, table.columns]).toEqual([5, 3]);
  });

  it("keep earlier revisions readable with $revision, and answer 404 for one the sandbox never had", async () => {
    const h = setup();
    const before = h.revision(h.d.fileId);
    await edit(h, { type: "deleteRows", deleteRows: { rows: { startRow: 0, stopRow: 1 } } });
    await h.call("GET", `${h.platform}/operations/x`);
    const old = await h.call<Page<Link>>("GET", `${h.links}?$revision=${before}`);
    expect(old.body.data[0]!.source!.range.stopRow).toBe(4);
    expect(old.body.data[0]!.revision).toBe(String(before));
    const now = await h.call<Page<Link>>("GET", h.links);
    expect(now.body.data[0]!.source!.range.stopRow).toBe(2);
    const tables = await h.call<Page>(
      "GET",
      `${h.platform}/documents/${h.d.fileId}/tables?$revision=${before}`,
    );
    expect(tables.body.revision).toBe(String(before));
    for (const revision of [String(before - 1), String(before + 5)]) {
      const res = await h.call("GET", `${h.links}?$revision=${revision}`);
      expect(res.status, revision).toBe(404);
      expect(res.body.target).toBe("$revision");
    }
    expect((await h.call("GET", `${h.links}?$revision=latest`)).status).toBe(400);
  });

  it("refuse spans outside the table, deleting every row, a move onto itself, and a missing member", async () => {
    const h = setup();
    const url = `${h.platform}/content/tables/${h.d.contentTableId}/edit`;
    const refused = [
      { type: "deleteRows", deleteRows: { rows: { startRow: 2, stopRow: 9 } } },
      { type: "deleteRows", deleteRows: { rows: { startRow: 0, stopRow: 4 } } },
      { type: "deleteRows", deleteRows: { rows: { startRow: 3, stopRow: 1 } } },
      { type: "insertColumns", insertColumns: { count: 1, nextTo: 4, side: "putAfter" } },
      { type: "moveRows", moveRows: { move: { startRow: 1, stopRow: 3 }, nextTo: 2, side: "putBefore" } },
      { type: "moveRows" },
    ];
    for (const body of refused) {
      const res = await h.call("POST", url, { body });
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect(h.sandbox.state.operations).toHaveLength(0);
  });

  it("take ranges by their live names only: {start, stop} is refused before any edit is made", async () => {
    const h = setup();
    const url = `${h.platform}/content/tables/${h.d.contentTableId}/edit`;
    for (const body of [
      { type: "deleteRows", deleteRows: { rows: { start: 0, stop: 1 } } },
      { type: "deleteColumns", deleteColumns: { columns: { start: 0, stop: 1 } } },
      { type: "moveColumns", moveColumns: { move: { start: 0, stop: 0 }, nextTo: 2, side: "putAfter" } },
      { type: "deleteColumns", deleteColumns: { columns: { startRow: 0, stopRow: 1 } } },
    ]) {
      const res = await h.call("POST", url, { body });
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect(h.sandbox.state.operations).toHaveLength(0);
  });

  it("name the bounds of a range outside the table as the request did", async () => {
    const h = setup();
    const res = await h.call<{ code: string; message: string; target: string }>(
      "POST",
      `${h.platform}/content/tables/${h.d.contentTableId}/edit`,
      { body: { type: "deleteColumns", deleteColumns: { columns: { startColumn: 1, stopColumn: 9 } } } },
    );
    expect(res.status).toBe(400);
    expect(res.body.target).toBe("deleteColumns.columns");
    expect(res.body.message).toContain("{startColumn: 1, stopColumn: 9}");
  });

  it("move columns given as {startColumn, stopColumn}, and answer the result as one {revision}", async () => {
    const h = setup();
    const before = h.revision(h.d.fileId);
    const location = await edit(h, {
      type: "moveColumns",
      moveColumns: { move: { startColumn: 3, stopColumn: 3 }, nextTo: 0, side: "putBefore" },
    });
    const links = (await h.call<Page<Link>>("GET", h.links)).body.data;
    expect(links.map((l) => [l.source!.range.startColumn, l.source!.range.stopColumn])).toEqual([
      [0, 3],
      [0, 0],
    ]);
    const result = await h.call("GET", `${location}/tableEditResults`);
    expect(result.body).toEqual({ revision: String(before + 1) });
    expect(result.body).not.toHaveProperty("data");
  });

  it("answer 404 for the result of a table edit that has not completed", async () => {
    const h = setup();
    const accepted = await h.call("POST", `${h.platform}/content/tables/${h.d.contentTableId}/edit`, {
      body: { type: "insertRows", insertRows: { count: 1, nextTo: 0, side: "putAfter" } },
    });
    const res = await h.call<{ target: string; message: string }>(
      "GET",
      `${accepted.headers.get("location")}/tableEditResults`,
    );
    expect(res.status).toBe(404);
    expect(res.body.target).toBe("operationId");
    expect(res.body.message).toContain("has no result yet");
  });
});

describe("rich text", () => {
  it("serves paragraphs in order with their index and revision, paged with @nextLink", async () => {
    const h = setup();
    const url = `${h.platform}/content/richText/${h.d.richTextId}/paragraphs`;
    const all = await h.call<
      Page<{ index: number; elements: { type: string; textSpan: { text: string } }[] }>
    >("GET", url);
    expect(all.status).toBe(200);
    expect(all.body.revision).toBe(String(h.revision(h.d.fileId)));
    expect(all.body.data.map((p) => p.index)).toEqual(all.body.data.map((_, i) => i));
    expect(all.body.data[0]!.elements).toEqual([
      { type: "textSpan", textSpan: { offset: 0, length: 9, text: "Q1 report" } },
    ]);
    const texts: string[] = [];
    let next: string | undefined = `${url}?$maxpagesize=5`;
    while (next) {
      const page: Awaited<ReturnType<typeof h.call<Page<{ elements: { textSpan: { text: string } }[] }>>>> =
        await h.call("GET", next);
      texts.push(...page.body.data.map((p) => p.elements[0]!.textSpan.text));
      next = page.body["@nextLink"];
    }
    expect(texts).toEqual(all.body.data.map((p) => p.elements[0]!.textSpan.text));
    expect((await h.call("GET", `${h.platform}/content/richText/nope/paragraphs`)).status).toBe(404);
  });

  it("serves list items with list.style as a style reference and the members they inherit as null", async () => {
    const h = setup();
    const all = await h.call<Page<Record<string, unknown>>>(
      "GET",
      `${h.platform}/content/richText/${h.d.richTextId}/paragraphs`,
    );
    const items = all.body.data.filter((p) => p.list);
    expect(items).toHaveLength(3);
    expect(items[0]).toMatchObject({
      format: { bold: null, italic: null },
      list: { level: 0, prefix: null, suffix: null, startAt: null, style: { style: "ListBullet" } },
      properties: { pageBreakBefore: null },
    });
  });
});

describe("operations without documented payloads (open objects)", () => {
  it("keep the custom schema: PATCH merges members (null removes one) and GET answers the result", async () => {
    const h = setup();
    expect((await h.call("GET", `${h.platform}/customSchema`)).body).toEqual({});
    const patched = await h.call("PATCH", `${h.platform}/customSchema`, {
      body: { types: { Risk: { color: "red" } }, note: "draft" },
    });
    expect(patched).toMatchObject({
      status: 200,
      body: { types: { Risk: { color: "red" } }, note: "draft" },
    });
    await h.call("PATCH", `${h.platform}/customSchema`, {
      body: { note: null, types: { Risk: { owner: "ops" } } },
    });
    expect((await h.call("GET", `${h.platform}/customSchema`)).body).toEqual({
      types: { Risk: { color: "red", owner: "ops" } },
    });
    expect((await h.call("GET", `${h.platform}/customSchema`, { token: null })).status).toBe(401);
  });

  it("start each document with bookmark bm-0001; an edit adds, changes or (null) deletes bookmarks by id", async () => {
    const h = setup();
    const bookmarks = `${h.platform}/documents/${h.d.fileId}/bookmarks`;
    expect((await h.call("GET", `${bookmarks}/bm-0001`)).body).toMatchObject({ id: "bm-0001" });
    const edited = await h.call("POST", `${bookmarks}/edit`, {
      body: { "bm-0002": { name: "Revenue" }, "bm-0001": null },
    });
    expect(edited.body).toEqual({ bookmarks: [{ id: "bm-0002", name: "Revenue" }] });
    expect((await h.call("GET", bookmarks)).body).toEqual(edited.body);
    expect((await h.call("GET", `${bookmarks}/bm-0001`)).status).toBe(404);
    expect((await h.call("GET", `${h.platform}/documents/${h.d.spreadsheetId}/bookmarks`)).status).toBe(404);
  });

  it("keep the permissions of a presentation and of each slide apart, merged by each modification", async () => {
    const h = setup();
    const deck = `${h.platform}/presentations/${h.d.presentationId}`;
    expect((await h.call("GET", `${deck}/permissions`)).body).toEqual({ permissions: [] });
    const grant = { permissions: [{ user: "usr-1001", role: "editor" }] };
    expect((await h.call("POST", `${deck}/permissions/modification`, { body: grant })).body).toEqual(grant);
    expect((await h.call("GET", `${deck}/permissions`)).body).toEqual(grant);
    expect((await h.call("GET", `${deck}/slides/s1/permissions`)).body).toEqual({ permissions: [] });
    expect((await h.call("GET", `${h.platform}/presentations/${h.d.fileId}/permissions`)).status).toBe(404);
  });

  it("start afresh on reset", async () => {
    const h = setup();
    await h.call("PATCH", `${h.platform}/customSchema`, { body: { note: "draft" } });
    h.sandbox.control.reset(); // tokens go too
    const token = h.sandbox.control.issueToken();
    expect((await h.call("GET", `${h.platform}/customSchema`, { token })).body).toEqual({});
  });
});
