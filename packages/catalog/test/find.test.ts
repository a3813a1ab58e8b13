import { describe, expect, it } from "vitest";
import { matchPath } from "../src/index.js";

describe("matchPath", () => {
  it("finds the operation of a concrete path and reads its path parameters", () => {
    const [match, ...rest] = matchPath("post", "/files/abc123/copy");
    expect(rest).toEqual([]);
    expect(match?.operation.operationId).toBe("copyFile");
    expect(match?.pathParams).toEqual({ fileId: "abc123" });
  });

  it("prefers literal segments over parameters", () => {
    expect(matchPath("POST", "/files/import")[0]?.operation.operationId).toBe("importFile");
  });

  it("decodes parameters and ignores a query string and a trailing slash", () => {
    const [match] = matchPath("PUT", "/spreadsheets/s1/sheets/h1/values/Sheet%201!A1:B2?x=1");
    expect(match?.pathParams).toEqual({ spreadsheetId: "s1", sheetId: "h1", range: "Sheet 1!A1:B2" });
    expect(matchPath("GET", "/v1/security/users/")[0]?.operation.api).toBe("chains");
  });

  it("returns one match per API, and can be restricted to some", () => {
    expect(matchPath("GET", "/processes").map((m) => m.operation.api)).toEqual(["processes-preview"]);
    expect(matchPath("GET", "/processes", ["platform"])).toEqual([]);
    expect(matchPath("GET", "/nowhere")).toEqual([]);
  });
});
