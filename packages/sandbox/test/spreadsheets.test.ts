import { describe, expect, it } from "vitest";
import { harness } from "./helpers.js";

function setup(options: Parameters<typeof harness>[0] = {}) {
  const h = harness({ operationDurationMs: 3000, ...options });
  const { spreadsheetId, sheetId } = h.sandbox.demo;
  const url = (range: string, sheet = sheetId) =>
    `${h.sandbox.urls.platform}/spreadsheets/${spreadsheetId}/sheets/${sheet}/values/${encodeURIComponent(range)}`;
  const read = (range: string) => h.sandbox.control.readRange(spreadsheetId, sheetId, range);
  const put = (range: string, values: unknown) => h.call("PUT", url(range), { body: { values } });
  /** Writes, then lets the operation complete on the sandbox clock. */
  const write = async (range: string, values: unknown) => {
    const res = await put(range, values);
    expect(res.status).toBe(202);
    h.advance(3000);
    return res;
  };
  return { ...h, url, read, put, write, spreadsheetId, sheetId };
}

describe("PUT spreadsheet values", () => {
  it("answers 202 with Location, Retry-After and operationLocation, and applies the write when the operation completes", async () => {
    const { put, read, advance, sandbox } = setup();
    const res = await put("A1:B2", [
      ["Name", 1],
      ["Other", 2],
    ]);
    expect(res.status).toBe(202);
    const location = res.headers.get("location");
    expect(location).toMatch(new RegExp(`^${sandbox.urls.platform}/operations/[0-9a-f-]{36}$`));
    expect(res.body.operationLocation).toBe(location);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect(read("A1:B2")).toEqual([
      ["Region", "Q1"],
      ["EMEA", expect.any(Number)],
    ]);
    advance(3000);
    expect(read("A1:B2")).toEqual([
      ["Name", 1],
      ["Other", 2],
    ]);
  });

  it("accepts a sheet-name prefix, single cells and $ absolute markers", async () => {
    const { write, read } = setup();
    await write("Sheet 1!$F$1:$G$1", [["x", "y"]]);
    await write("H3", [[42]]);
    await write("'Sheet 1'!I1", [[true]]);
    expect(read("F1:I3")).toEqual([
      ["x", "y", null, true],
      [null, null, null, null],
      [null, null, 42, null],
    ]);
  });

  it("rule 1: refuses values larger than the addressed range", async () => {
    const { put, read } = setup();
    const before = read("A1:C3");
    const res = await put("A1:B2", [
      ["a", "b", "c"],
      ["d", "e", "f"],
    ]);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: "range_exceeded", target: "values" });
    expect(res.body.message).toContain("(2 x 3) exceed the addressed range A1:B2 (2 x 2)");
    const tooManyRows = await put("A1", [["a"], ["b"]]);
    expect(tooManyRows.status).toBe(400);
    expect(read("A1:C3")).toEqual(before);
  });

  it("rule 2: values covering less than the range clear the whole addressed range first", async () => {
    const { write, read } = setup();
    await write("A1:D4", [["x", "y"]]);
    expect(read("A1:D4")).toEqual([
      ["x", "y", null, null],
      [null, null, null, null],
      [null, null, null, null],
      [null, null, null, null],
    ]);
  });

  it("rule 3: an empty values array clears the range", async () => {
    const { write, read } = setup();
    await write("B2:C3", []);
    expect(read("A1:D3")).toEqual([
      ["Region", "Q1", "Q2", "Total"],
      ["EMEA", null, null, expect.any(Number)],
      ["APAC", null, null, expect.any(Number)],
    ]);
  });

  it("rule 4: a null cell keeps its current value, even when the rest of the range is cleared", async () => {
    const { write, read } = setup();
    await write("A1:B2", [
      [null, "new"],
      ["", null],
    ]);
    expect(read("A1:B2")).toEqual([
      ["Region", "new"],
      ["", expect.any(Number)],
    ]);
    await write("A1:D4", [[null]]);
    expect(read("A1:D2")).toEqual([
      ["Region", null, null, null],
      [null, null, null, null],
    ]);
  });

  it("clears a range as large as the whole sheet without walking it", async () => {
    const { write, read } = setup();
    await write("A1:XFD1048576", [[null, "kept?"]]);
    expect(read("A1:D2")).toEqual([
      ["Region", "kept?", null, null],
      [null, null, null, null],
    ]);
  });

  it("refuses rows of unequal length, saying which row", async () => {
    const { put } = setup();
    const res = await put("A1:C3", [["a", "b"], ["c"]]);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Rows must be of equal length: row 2 has 1 values but row 1 has 2.");
  });

  it.each([
    ["A0", "row numbers start at 1"],
    ["A1:B2:C3", "at most one ':'"],
    ["1A", "must start with column letters (A to XFD), found '1'"],
    ["B2x", "unexpected 'x'"],
    ["A:B", "needs column letters and a row number"],
    ["XFE1", "beyond the last column XFD"],
    ["Other!A1", "names sheet 'Other' but the path addresses sheet 'Sheet 1'"],
    ["'Sheet 1!A1", "no closing quote"],
  ])("refuses the bad range %s with a 400 that says why", async (range, why) => {
    const { put } = setup();
    const res = await put(range, [["x"]]);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: "invalid_range", target: "range" });
    expect(res.body.message).toContain(why);
  });

  it("refuses cell values that are not text, numbers, booleans or null, per the spec", async () => {
    const { put } = setup();
    const res = await put("A1", [[{ nested: true }]]);
    expect(res.status).toBe(400);
    expect(res.body.message).toContain("body.values[0][0]");
  });

  it("answers 404 for an unknown spreadsheet or sheet", async () => {
    const { call, url, sandbox } = setup();
    const sheet = await call("PUT", url("A1", "nope"), { body: { values: [] } });
    expect(sheet.status).toBe(404);
    expect(sheet.body.target).toBe("sheetId");
    const book = await call("PUT", `${sandbox.urls.platform}/spreadsheets/nope/sheets/x/values/A1`, {
      body: { values: [] },
    });
    expect(book.status).toBe(404);
    expect(book.body.target).toBe("spreadsheetId");
  });
});

describe("update-sheet-content rate limit", () => {
  it("answers the 61st write within a minute with 429 and the seconds until a slot frees", async () => {
    const { put, advance } = setup();
    for (let i = 0; i < 60; i++) {
      expect((await put("A1", [[i]])).status).toBe(202);
      if (i === 0) advance(10_000);
    }
    const refused = await put("A1", [["late"]]);
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe("rate_limit_exceeded");
    expect(refused.headers.get("retry-after")).toBe("50");
    advance(49_999);
    expect((await put("A1", [["still"]])).status).toBe(429);
    advance(1);
    expect((await put("A1", [["free"]])).status).toBe(202);
    const again = await put("A1", [["full"]]);
    expect(again.status).toBe(429);
    expect(again.headers.get("retry-after")).toBe("10");
  });

  it("counts writes across the whole workspace, not per sheet, and ignores refused requests", async () => {
    const { put, call, sandbox } = setup();
    for (let i = 0; i < 5; i++) expect((await put("A1:A2", [["x"], ["y"], ["z"]])).status).toBe(400);
    for (let i = 0; i < 59; i++) expect((await put("A1", [[i]])).status).toBe(202);
    const dataset = await call(
      "DELETE",
      `${sandbox.urls.platform}/spreadsheets/${sandbox.demo.spreadsheetId}/sheets/${sandbox.demo.sheetId}/dataset`,
    );
    expect(dataset.status).toBe(202);
    const summary = await call(
      "PUT",
      `${sandbox.urls.platform}/spreadsheets/${sandbox.demo.spreadsheetId}/sheets/${sandbox.demo.summarySheetId}/values/A1`,
      { body: { values: [["x"]] } },
    );
    expect(summary.status).toBe(429);
  });
});

describe("DELETE sheet dataset", () => {
  const datasetUrl = (h: ReturnType<typeof setup>, query = "") =>
    `${h.sandbox.urls.platform}/spreadsheets/${h.spreadsheetId}/sheets/${h.sheetId}/dataset${query}`;

  it("removes the dataset and keeps its values by default", async () => {
    const h = setup();
    const before = h.read("A1:D4");
    expect((await h.call("DELETE", datasetUrl(h))).status).toBe(202);
    h.advance(3000);
    const sheet = h.sandbox.state.spreadsheets[0]!.sheets[0]!;
    expect(sheet.dataset).toBeNull();
    expect(h.read("A1:D4")).toEqual(before);
    const again = await h.call("DELETE", datasetUrl(h));
    expect(again.status).toBe(404);
  });

  it("deletes the dataset's values too with $deletevalues=true", async () => {
    const h = setup();
    expect((await h.call("DELETE", datasetUrl(h, "?$deletevalues=true"))).status).toBe(202);
    h.advance(3000);
    expect(
      h
        .read("A1:D4")
        .flat()
        .every((v) => v === null),
    ).toBe(true);
  });

  it("refuses a $deletevalues that is not a boolean", async () => {
    const h = setup();
    const res = await h.call("DELETE", datasetUrl(h, "?$deletevalues=maybe"));
    expect(res.status).toBe(400);
    expect(res.body.message).toContain("query parameter $deletevalues must be boolean");
  });
});
