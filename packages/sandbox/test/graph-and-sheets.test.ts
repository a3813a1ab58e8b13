import { describe, expect, it } from "vitest";
import { harness } from "./helpers.js";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function setup() {
  const h = harness({ operationDurationMs: 1000 });
  return { ...h, d: h.sandbox.demo, platform: h.sandbox.urls.platform };
}

describe("graph edits", () => {
  it("answer 201 with recordIdMap, letting later edits use earlier temporary ids", async () => {
    const h = setup();
    const [risk] = h.d.graphRecordIds;
    const res = await h.call("POST", `${h.platform}/graph/edits`, {
      body: [
        {
          operation: "create_record",
          temporaryRecordId: "c1",
          type: "control",
          properties: { owner: "CFO" },
        },
        { operation: "create_record", temporaryRecordId: "t1", type: "test" },
        { operation: "create_relationship", recordId: "c1", targetId: risk, type: "mitigates" },
        { operation: "create_relationship", recordId: "t1", targetId: "c1", type: "tests" },
        { operation: "set_properties", recordId: "c1", properties: { frequency: "quarterly" } },
      ],
    });
    expect(res.status).toBe(201);
    const map = res.body.recordIdMap as Record<string, string>;
    expect(Object.keys(map).sort()).toEqual(["c1", "t1"]);
    expect(map.c1).toMatch(UUID);
    const graph = h.sandbox.state.graph;
    expect(graph.records.find((r) => r.id === map.c1)).toMatchObject({
      type: "control",
      properties: { owner: "CFO", frequency: "quarterly" },
    });
    expect(graph.relationships).toContainEqual({ source: map.c1, target: risk, type: "mitigates" });
    expect(graph.relationships).toContainEqual({ source: map.t1, target: map.c1, type: "tests" });
    expect(h.sandbox.state.activities.at(-1)).toMatchObject({
      action: { alias: "graph.edit" },
      workspace: { id: h.d.workspaceId },
    });
  });

  it("delete records with their relationships", async () => {
    const h = setup();
    const [risk] = h.d.graphRecordIds;
    const res = await h.call("POST", `${h.platform}/graph/edits`, {
      body: [{ operation: "delete_record", recordId: risk }],
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ recordIdMap: {} });
    expect(h.sandbox.state.graph.relationships.some((r) => r.target === risk || r.source === risk)).toBe(
      false,
    );
  });

  it("apply nothing when an edit is invalid, naming each invalid edit's zero-based position", async () => {
    const h = setup();
    await h.token();
    const before = h.sandbox.control.snapshot();
    const res = await h.call("POST", `${h.platform}/graph/edits`, {
      body: [
        { operation: "create_record", temporaryRecordId: "a", type: "risk" },
        { operation: "delete_record", recordId: "ghost" },
        { operation: "create_relationship", recordId: "a", type: "mitigates" },
        { operation: "set_properties", recordId: "a", properties: { ok: true } },
      ],
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: "invalid_edits", target: "[1].recordId" });
    expect(res.body.message).toMatch(/^The edits at positions 1, 2 are invalid; no edit was applied\./);
    expect((res.body.details as { target: string }[]).map((d) => d.target)).toEqual([
      "[1].recordId",
      "[2].targetId",
    ]);
    expect(h.sandbox.control.snapshot()).toEqual(before);
  });

  it("refuse more than 1000 edits with a 400 naming the positions over the limit", async () => {
    const h = setup();
    const edits = Array.from({ length: 1003 }, (_, i) => ({
      operation: "create_record",
      type: "risk",
      temporaryRecordId: `r${i}`,
    }));
    const res = await h.call("POST", `${h.platform}/graph/edits`, { body: edits });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: "too_many_edits", target: "body" });
    expect(res.body.message).toContain("the edits at positions 1000 to 1002 are over the limit");
    const exactly = await h.call("POST", `${h.platform}/graph/edits`, { body: edits.slice(0, 1000) });
    expect(exactly.status).toBe(201);
    expect(Object.keys(exactly.body.recordIdMap as object)).toHaveLength(1000);
  });
});

describe("sheet deletion", () => {
  it("answers 204 and removes the sheet, moving the spreadsheet to its next revision", async () => {
    const h = setup();
    const { spreadsheetId, summarySheetId } = h.d;
    const before = await h.call("GET", `${h.platform}/spreadsheets/${spreadsheetId}`);
    const res = await h.call(
      "DELETE",
      `${h.platform}/spreadsheets/${spreadsheetId}/sheets/${summarySheetId}`,
    );
    expect(res.status).toBe(204);
    expect(res.body).toBeUndefined();
    expect(
      h.sandbox.state.spreadsheets.find((s) => s.id === spreadsheetId)!.sheets.map((s) => s.id),
    ).not.toContain(summarySheetId);
    const after = await h.call("GET", `${h.platform}/spreadsheets/${spreadsheetId}`);
    expect(Number(after.body.revision)).toBe(Number(before.body.revision) + 1);
    expect(h.sandbox.state.activities.at(-1)).toMatchObject({
      action: { alias: "spreadsheet.sheet.delete" },
    });
    expect(
      (await h.call("DELETE", `${h.platform}/spreadsheets/${spreadsheetId}/sheets/${summarySheetId}`)).status,
    ).toBe(404);
  });

  it("needs force=true for a sheet holding XBRL (409 sheet_contains_xbrl without it)", async () => {
    const h = setup();
    const { controlSpreadsheetId, xbrlSheetId } = h.d;
    const url = `${h.platform}/spreadsheets/${controlSpreadsheetId}/sheets/${xbrlSheetId}`;
    for (const query of ["", "?force=false"]) {
      const refused = await h.call("DELETE", `${url}${query}`);
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({ code: "sheet_contains_xbrl", target: "force" });
    }
    expect((await h.call("DELETE", `${url}?force=true`)).status).toBe(204);
  });

  it("keeps the last sheet of a spreadsheet", async () => {
    const h = setup();
    const sheet = h.sandbox.state.spreadsheets.find((s) => s.sheets.length === 1)!;
    const res = await h.call(
      "DELETE",
      `${h.platform}/spreadsheets/${sheet.id}/sheets/${sheet.sheets[0]!.id}`,
    );
    expect(res.status).toBe(409);
    expect(res.body.code).toBe("last_sheet");
  });
});

describe("spreadsheet metadata", () => {
  it("serves name, revision, lock, links status and custom fields, at the current or a pinned revision", async () => {
    const h = setup();
    const { controlSpreadsheetId, spreadsheetId, sheetId } = h.d;
    const control = await h.call("GET", `${h.platform}/spreadsheets/${controlSpreadsheetId}`);
    expect(control.body).toMatchObject({
      id: controlSpreadsheetId,
      name: "Control matrix",
      lock: "locked",
      template: false,
      linksStatus: { allLinks: "unpublished", ownLinks: "published" },
      customFields: { owner: "Internal audit" },
      customFieldGroups: [],
      sheetCustomFieldGroups: [],
    });
    const budget = await h.call("GET", `${h.platform}/spreadsheets/${spreadsheetId}`);
    expect(budget.body).not.toHaveProperty("lock");
    const first = budget.body.revision as string;
    await h.call("PUT", `${h.platform}/spreadsheets/${spreadsheetId}/sheets/${sheetId}/values/A1`, {
      body: { values: [[1]] },
    });
    h.advance(1000);
    const written = await h.call("GET", `${h.platform}/spreadsheets/${spreadsheetId}`);
    expect(Number(written.body.revision)).toBe(Number(first) + 1);
    expect(
      (await h.call("GET", `${h.platform}/spreadsheets/${spreadsheetId}?$revision=${first}`)).body.revision,
    ).toBe(first);
    expect((await h.call("GET", `${h.platform}/spreadsheets/nope`)).status).toBe(404);
  });
});
