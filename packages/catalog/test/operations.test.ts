import { statSync } from "node:fs";
import { PAGINATED_LISTS, PAGING_STYLES } from "@reportkit/sdk/advanced";
import { describe, expect, it } from "vitest";
import { CATALOG_APIS, findOperation, OPERATIONS } from "../src/index.js";

const byId = (api: string, operationId: string) => {
  const op = OPERATIONS.find((o) => o.api === api && o.operationId === operationId);
  if (!op) throw new Error(`no ${api} ${operationId}`);
  return op;
};

describe("the operation catalogue", () => {
  it("holds every API of the specs, the preview as an API of its own", () => {
    expect(CATALOG_APIS).toEqual(["auth", "platform", "prep", "chains", "processes-preview"]);
    expect(new Set(OPERATIONS.map((o) => o.api))).toEqual(new Set(CATALOG_APIS));
    const preview = OPERATIONS.filter((o) => o.api === "processes-preview");
    expect(preview.length).toBeGreaterThan(0);
    for (const op of preview) {
      expect(op.family).toBe("platform");
      expect(op.version).toBe("2026-04-01.processes.preview");
    }
  });

  it("gives every entry its method, path, tag, summary and derived flags", () => {
    for (const op of OPERATIONS) {
      expect(op.operationId).toMatch(/^[a-z][A-Za-z]+$/);
      expect(op.path.startsWith("/")).toBe(true);
      expect(op.summary.length).toBeGreaterThan(0);
      expect(op.tag.length).toBeGreaterThan(0);
      expect(op.read).toBe(op.method === "GET" || op.method === "HEAD");
      if (op.read) expect(op.destructive).toBe(false);
      for (const name of op.path.match(/\{[^}]+\}/g) ?? []) {
        expect(op.parameters.find((p) => `{${p.name}}` === name && p.in === "path")?.required).toBe(true);
      }
      expect(op.parameters.some((p) => p.name.toLowerCase() === "x-version")).toBe(false);
    }
  });

  it("marks destructive and idempotent operations by the documented rule", () => {
    expect(byId("platform", "deleteSheetById").destructive).toBe(true);
    expect(byId("platform", "trashFileById").destructive).toBe(true);
    expect(byId("platform", "updateFile").destructive).toBe(true); // PUT replaces
    expect(byId("platform", "partiallyUpdateMilestoneById").destructive).toBe(true); // PATCH overwrites
    expect(byId("prep", "startFileValidation").destructive).toBe(true); // its description says it deletes
    expect(byId("platform", "copyFile").destructive).toBe(false);
    expect(byId("platform", "restoreFileById").destructive).toBe(false);
    expect(byId("platform", "updateFile").idempotent).toBe(true);
    expect(byId("platform", "copyFile").idempotent).toBe(false);
    expect(byId("platform", "partiallyUpdateMilestoneById").idempotent).toBe(false);
  });

  it("names scopes, 202 operations and paging styles", () => {
    expect(byId("platform", "copyFile").scopes).toEqual([["file:write"]]);
    expect(byId("platform", "getOperation").scopes).toEqual([
      ["file:read"],
      ["graph:read"],
      ["activity:read"],
    ]);
    expect(byId("chains", "listUsers").scopes).toEqual([]);
    expect(byId("platform", "copyFile").async).toBe(true);
    expect(byId("platform", "getSpreadsheetById").async).toBe(false);
    expect(byId("chains", "listUsers").paging?.style).toBe("page");
    expect(byId("prep", "listTags").paging?.style).toBe("cursor");
    expect(byId("platform", "getOrgReportUsers").paging?.style).toBe("jsonApi");
    expect(byId("platform", "listActivities").paging?.style).toBe("nextLink");
    expect(byId("platform", "getSpreadsheetById").paging).toBeUndefined();
  });

  it("names every list's page fields: items, continuation parameter, where the next page is named", () => {
    expect(byId("platform", "listActivities").paging).toMatchObject({
      items: "data",
      cursorParam: "$next",
      next: { field: ["@nextLink"], kind: "link" },
      pageSize: { param: "$maxpagesize", max: 1000 },
    });
    expect(byId("platform", "getOrgReportUsers").paging).toMatchObject({
      items: "data",
      cursorParam: "page[after]",
      next: { field: ["links", "next"], kind: "link" },
      pageSize: { param: "page[size]" },
    });
    expect(byId("prep", "listTags").paging).toMatchObject({
      items: "body",
      cursorParam: "cursor",
      next: { field: ["cursor"], kind: "cursor" },
      offsetParam: "offset",
    });
    expect(byId("chains", "listUsers").paging).toEqual({
      style: "page",
      items: "data",
      cursorParam: "page",
      pageSize: { param: "pageSize", max: 100 },
      first: 0,
    });
  });

  it("says where every 202 puts its operation, its status path and its results endpoint", () => {
    const copy = byId("platform", "copyFile").accepted;
    expect(copy).toEqual({
      location: [
        { in: "body", name: "operationLocation" },
        { in: "header", name: "Location" },
      ],
      status: "/operations/{operationId}",
      results: { path: "/operations/{operationId}/copyFileResults", kind: "copyFile", paged: true },
    });
    expect(byId("platform", "tableEdit").accepted?.results).toMatchObject({
      kind: "tableEdit",
      paged: false,
    });
    expect(byId("platform", "trashFileById").accepted?.results).toBeUndefined();
    for (const op of OPERATIONS) expect(op.accepted !== undefined, op.operationId).toBe(op.async);
    expect(byId("platform", "getSpreadsheetById").accepted).toBeUndefined();
  });

  it("agrees with the SDK's table of paginated lists", () => {
    for (const [path, list] of Object.entries(PAGINATED_LISTS)) {
      const op = OPERATIONS.find((o) => o.family === list.api && o.method === "GET" && o.path === path);
      const { api: _api, ...own } = list;
      expect(op?.paging, path).toEqual({ ...PAGING_STYLES[list.style], ...own });
    }
    const lists = OPERATIONS.filter((o) => o.paging !== undefined);
    expect(lists.every((o) => Object.hasOwn(PAGINATED_LISTS, o.path))).toBe(true);
  });

  it("keeps parameter schemas with enums and defaults", () => {
    const size = byId("platform", "listActivities").parameters.find((p) => p.name === "$maxpagesize");
    expect(size).toMatchObject({
      in: "query",
      required: false,
      schema: { type: "integer", maximum: 1000, default: 1000 },
    });
  });

  it("dereferences request bodies and keeps closed objects closed", () => {
    const body = byId("platform", "exportFileById").requestBody;
    expect(body).toMatchObject({ required: true, contentType: "application/json" });
    expect(body?.schema.additionalProperties).toBe(false);
    expect(body?.schema.properties?.kind?.["x-extensible-enum"]).toContain("Spreadsheet");
    expect(body?.schema.properties?.documentExport?.additionalProperties).toBe(false);
    expect(JSON.stringify(OPERATIONS)).not.toContain("$ref");
  });

  it("types the 2xx JSON answer where the spec does", () => {
    expect(byId("chains", "listUsers").response).toMatchObject({ status: 200, schema: { type: "object" } });
    expect(byId("platform", "deleteSheetById").response).toBeUndefined(); // 204
  });

  it("finds an operation by API and operationId (operationIds repeat across APIs)", () => {
    expect(findOperation("prep", "importFile")?.path).toBe("/api/v1/table/{tableId}/import");
    expect(findOperation("platform", "importFile")?.path).toBe("/files/import");
    expect(findOperation("chains", "nope")).toBeUndefined();
  });

  it("stays compact as the specs grow: the generated module averages under 2.8 kB per operation", () => {
    // Issue 32: 2 kB for the 95 operations before the whole platform. Every $ref is resolved in place,
    // so schemas the provider nests deeply weigh on each operation that answers them (the sheets' cell
    // formats, the data-preparation records, the rich-text elements): 2.71 kB on average for 377.
    const size = statSync(new URL("../src/generated/operations.gen.ts", import.meta.url)).size;
    expect(size / OPERATIONS.length).toBeLessThan(2_800);
  });

  it("holds every operation the provider publishes for the data-preparation API (83)", () => {
    expect(OPERATIONS.filter((o) => o.api === "prep")).toHaveLength(83);
  });

  it("holds every operation the provider publishes for the chains and security API (29)", () => {
    const chains = OPERATIONS.filter((o) => o.api === "chains");
    expect(chains).toHaveLength(29);
    expect(chains.filter((o) => o.paging?.style === "page").map((o) => o.operationId)).toEqual([
      "listUsers",
      "listAuthorizationActivities",
      "listLoginActivities",
      "listPermissions",
      "listUserGroups",
      "listUserGroupPermissions",
      "listGroupsOfUser",
    ]);
    expect(byId("chains", "startChain")).toMatchObject({ method: "POST", read: false, destructive: false });
    expect(byId("chains", "updateMappingGroupRules").destructive).toBe(true);
  });
});
