// Type tests for the shapes of issue 21 (checked against the live service's description): compiled by
// `tsc --noEmit` (pnpm typecheck), never run. Each states what the generated types must accept and
// what they must refuse.
import { describe, expectTypeOf, it } from "vitest";
import {
  type ActivityWorkspace,
  type ContentTable,
  createPlatformClient,
  type OrgReportUserPage,
  type ParagraphList,
  type ParagraphProperties,
  type ParagraphStyle,
  type RangeLink,
  type TableEdit,
  type TableEditResult,
  type TextFormat,
} from "../src/index.js";

const client = createPlatformClient({ baseUrl: "https://api.test" });
const table = { tableId: "tbl-1" };

describe("table edits name their ranges as the live service does", () => {
  it("takes {startRow, stopRow} for rows and {startColumn, stopColumn} for columns", () => {
    const edits: TableEdit[] = [
      { type: "deleteRows", deleteRows: { rows: { startRow: 0, stopRow: 1 } } },
      { type: "deleteColumns", deleteColumns: { columns: { startColumn: 2, stopColumn: 3 } } },
      { type: "moveRows", moveRows: { move: { startRow: 0, stopRow: 1 }, nextTo: 4, side: "putAfter" } },
      {
        type: "moveColumns",
        moveColumns: { move: { startColumn: 1, stopColumn: 1 }, nextTo: 0, side: "putBefore" },
      },
    ];
    expectTypeOf(edits).toEqualTypeOf<TableEdit[]>();
  });

  it("refuses the old {start, stop} ranges and a row range where columns go", async () => {
    // @ts-expect-error: a row range is {startRow, stopRow}, not {start, stop}
    const deleteRows: TableEdit = { type: "deleteRows", deleteRows: { rows: { start: 0, stop: 1 } } };
    const deleteColumns: TableEdit = {
      type: "deleteColumns",
      // @ts-expect-error: a column range is {startColumn, stopColumn}, not {start, stop}
      deleteColumns: { columns: { start: 2, stop: 3 } },
    };
    const moveRows: TableEdit = {
      type: "moveRows",
      // @ts-expect-error: the moved rows are {startRow, stopRow}, not {start, stop}
      moveRows: { move: { start: 0, stop: 1 }, nextTo: 4, side: "putAfter" },
    };
    const crossed: TableEdit = {
      type: "deleteColumns",
      // @ts-expect-error: deleteColumns takes a column range
      deleteColumns: { columns: { startRow: 0, stopRow: 1 } },
    };
    // @ts-expect-error: the client refuses {start, stop} too
    await client.POST("/content/tables/{tableId}/edit", {
      params: { path: table },
      body: { type: "deleteRows", deleteRows: { rows: { start: 1, stop: 1 } } },
    });
    void [deleteRows, deleteColumns, moveRows, crossed];
  });
});

describe("the result of a table edit is one object", () => {
  it("types GET tableEditResults as TableEditResult ({revision}), not a page", async () => {
    const { data } = await client.GET("/operations/{operationId}/tableEditResults", {
      params: { path: { operationId: "op-1" } },
    });
    expectTypeOf(data).toEqualTypeOf<TableEditResult | undefined>();
    expectTypeOf<TableEditResult["revision"]>().toEqualTypeOf<string | undefined>();
  });
});

describe("paragraphs: the format, list and layout members the live service may send as null", () => {
  it("types the 13 optional scalars the live description marks nullable as nullable", () => {
    expectTypeOf<TextFormat["bold"]>().toEqualTypeOf<boolean | null | undefined>();
    expectTypeOf<TextFormat["italic"]>().toEqualTypeOf<boolean | null | undefined>();
    expectTypeOf<TextFormat["underline"]>().toEqualTypeOf<boolean | null | undefined>();
    expectTypeOf<TextFormat["strikethrough"]>().toEqualTypeOf<boolean | null | undefined>();
    expectTypeOf<TextFormat["font"]>().toEqualTypeOf<string | null | undefined>();
    expectTypeOf<TextFormat["size"]>().toEqualTypeOf<number | null | undefined>();
    expectTypeOf<TextFormat["characterSpacing"]>().toEqualTypeOf<number | null | undefined>();
    expectTypeOf<null>().toExtend<TextFormat["baselineShift"]>();
    expectTypeOf<ParagraphList["prefix"]>().toEqualTypeOf<string | null | undefined>();
    expectTypeOf<ParagraphList["suffix"]>().toEqualTypeOf<string | null | undefined>();
    expectTypeOf<ParagraphList["startAt"]>().toEqualTypeOf<number | null | undefined>();
    expectTypeOf<null>().toExtend<ParagraphProperties["alignment"]>();
    expectTypeOf<ParagraphProperties["pageBreakBefore"]>().toEqualTypeOf<boolean | null | undefined>();
    // The live description does not make the list level nullable.
    expectTypeOf<ParagraphList["level"]>().toEqualTypeOf<number | undefined>();
  });

  it("types list.style as the style reference {style, styleGuide, revision}, not a string", () => {
    expectTypeOf<ParagraphList["style"]>().toEqualTypeOf<ParagraphStyle | undefined>();
    const list: ParagraphList = {
      level: 0,
      style: { style: "ListBullet", styleGuide: "g-1", revision: "3" },
    };
    // @ts-expect-error: list.style is an object
    const named: ParagraphList = { level: 0, style: "ListBullet" };
    void [list, named];
  });
});

describe("range links, content tables, report users and activities: members that may be null", () => {
  it("types RangeLink source and destination as nullable", () => {
    const link: RangeLink = {
      id: "rl-1",
      table: "t",
      revision: "1",
      type: "source",
      source: null,
      destination: null,
    };
    expectTypeOf<null>().toExtend<RangeLink["source"]>();
    expectTypeOf<null>().toExtend<RangeLink["destination"]>();
    void link;
  });

  it("types ContentTable parent.richText, parent.table and parent.drawing as nullable", () => {
    const parent: ContentTable["parent"] = { type: "table", richText: null, table: "t-1", drawing: null };
    expectTypeOf<ContentTable["parent"]["richText"]>().toEqualTypeOf<string | null | undefined>();
    expectTypeOf<ContentTable["parent"]["table"]>().toEqualTypeOf<string | null | undefined>();
    expectTypeOf<ContentTable["parent"]["drawing"]>().toEqualTypeOf<string | null | undefined>();
    void parent;
  });

  it("types the JSON:API document's meta, included and jsonapi as nullable", () => {
    const page: OrgReportUserPage = { data: [], meta: null, included: null, jsonapi: null };
    expectTypeOf<null>().toExtend<OrgReportUserPage["meta"]>();
    expectTypeOf<null>().toExtend<OrgReportUserPage["included"]>();
    expectTypeOf<null>().toExtend<OrgReportUserPage["jsonapi"]>();
    void page;
  });

  it("types Activity.workspace.id as nullable", () => {
    expectTypeOf<ActivityWorkspace["id"]>().toEqualTypeOf<string | null | undefined>();
  });
});
