import { jsonResponse } from "@reportkit/testkit";
import { describe, expect, it } from "vitest";
import type { GraphEdit, Spreadsheet } from "../src/index.js";
import { expectSent, setup } from "./support.js";

describe("createEdits (POST /graph/edits)", () => {
  const edits: GraphEdit[] = [
    {
      operation: "create_record",
      temporaryRecordId: "new-1",
      type: "Control",
      properties: { name: "Review" },
    },
    { operation: "create_relationship", recordId: "rec-1", targetId: "new-1", label: "mitigates" },
  ];

  it("posts the edits as a JSON array and parses the 201 recordIdMap", async () => {
    const { client, recorder } = setup(() => jsonResponse({ recordIdMap: { "new-1": "rec-9" } }, 201));

    const { data, response } = await client.POST("/graph/edits", { body: edits });

    expectSent(recorder, { method: "POST", pathname: "/graph/edits", json: edits });
    expect(response.status).toBe(201);
    expect(data?.recordIdMap["new-1"]).toBe("rec-9");
  });

  it("returns the 400 error naming an invalid edit's position", async () => {
    const { client } = setup(() =>
      jsonResponse(
        {
          code: "invalid_request",
          message: "Invalid edits.",
          details: [{ code: "invalid_edit", target: "1" }],
        },
        400,
      ),
    );

    const { error, response } = await client.POST("/graph/edits", { body: edits });

    expect(response.status).toBe(400);
    expect(error?.details?.[0]?.target).toBe("1");
  });
});

describe("deleteSheetById (DELETE /spreadsheets/{spreadsheetId}/sheets/{sheetId})", () => {
  it("deletes the escaped sheet path without a query by default and answers 204", async () => {
    const { client, recorder } = setup(() => new Response(null, { status: 204 }));

    const { data, response } = await client.DELETE("/spreadsheets/{spreadsheetId}/sheets/{sheetId}", {
      params: { path: { spreadsheetId: "book/1", sheetId: "sheet 2" } },
    });

    expectSent(recorder, { method: "DELETE", pathname: "/spreadsheets/book%2F1/sheets/sheet%202" });
    expect(response.status).toBe(204);
    expect(data).toBeUndefined();
  });

  it("sends force=true to delete a sheet that contains XBRL", async () => {
    const { client, recorder } = setup(() => new Response(null, { status: 204 }));

    await client.DELETE("/spreadsheets/{spreadsheetId}/sheets/{sheetId}", {
      params: { path: { spreadsheetId: "s1", sheetId: "sh1" }, query: { force: true } },
    });

    expectSent(recorder, {
      method: "DELETE",
      pathname: "/spreadsheets/s1/sheets/sh1",
      search: "?force=true",
    });
  });
});

describe("getSpreadsheetById (GET /spreadsheets/{spreadsheetId})", () => {
  const spreadsheet: Spreadsheet = {
    id: "s1",
    name: "Budget 2026",
    revision: "118",
    template: false,
    lock: null,
    linksStatus: { allLinks: "published", ownLinks: "unpublished" },
    customFields: {},
    customFieldGroups: [],
    sheetCustomFieldGroups: [],
  };

  it("gets the escaped path with $revision and parses the metadata", async () => {
    const { client, recorder } = setup(() => jsonResponse(spreadsheet));

    const { data } = await client.GET("/spreadsheets/{spreadsheetId}", {
      params: { path: { spreadsheetId: "book 1" }, query: { $revision: "118" } },
    });

    expectSent(recorder, { method: "GET", pathname: "/spreadsheets/book%201", search: "?$revision=118" });
    expect(data?.lock).toBeNull();
    expect(data?.linksStatus?.ownLinks).toBe("unpublished");
  });
});
