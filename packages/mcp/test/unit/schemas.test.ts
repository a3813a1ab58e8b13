import { findOperation, validate } from "@reportkit/catalog";
import { beforeAll, describe, expect, it } from "vitest";
import { loadCatalogue } from "../../src/catalogue.js";
import { loadSdk } from "../../src/sdk.js";
import { nextPageArguments, operationTool, requestOf } from "../../src/tools/operation-tool.js";
import { operationInput, tolerant } from "../../src/tools/schemas.js";

// Definitions and error reports read the operation table, and paging reads the SDK: a server loads
// both at its first call.
beforeAll(() => Promise.all([loadCatalogue(), loadSdk()]));

const op = (api: Parameters<typeof findOperation>[0], id: string) => findOperation(api, id)!;

describe("operation tools' schemas", () => {
  it("an input per parameter and body, closed, the spec's name in the description of each renamed one", () => {
    const { schema, bindings } = operationInput(op("platform", "listActivities"));
    expect(schema.required).toEqual(["organizationId", "workspaceId"]);
    expect(schema.additionalProperties).toBe(false);
    expect(schema.properties.filter?.description).toContain("(query parameter `$filter`)");
    expect(bindings.find((b) => b.argument === "maxpagesize")).toEqual({
      argument: "maxpagesize",
      in: "query",
      name: "$maxpagesize",
    });
    const copy = operationInput(op("platform", "copyFile")).schema;
    expect(copy.properties.body?.description).toMatch(/^The request body\. /);
    expect(schema.properties.organizationId?.description).not.toContain("path parameter");
    expect(validate(copy, { fileId: "f", body: { destinationNmae: "x" } })[0]?.message).toMatch(
      /not a known field/,
    );
  });

  it("a request puts each argument where the spec says", () => {
    const { bindings } = operationInput(op("platform", "getOrganizations"));
    expect(
      requestOf(bindings, { "Wk-Service-Provider": "sp", filter: "name eq 'x'", maxpagesize: 5 }),
    ).toEqual({
      params: {
        path: {},
        query: { $filter: "name eq 'x'", $maxpagesize: 5 },
        header: { "Wk-Service-Provider": "sp" },
      },
    });
  });

  it("answers are checked against the spec's schema read tolerantly (open, without formats); tools list no output schema", () => {
    expect(
      tolerant({
        type: "object",
        additionalProperties: false,
        properties: { format: { type: "string", format: "uri" } },
      }),
    ).toEqual({
      type: "object",
      properties: { format: { type: "string" } },
    });
    expect(operationTool(op("chains", "getUser")).definition.outputSchema).toBeUndefined();
  });

  it("the listed input schema keeps the arguments' descriptions (the body's first sentence) and drops those of nested members", () => {
    const listed = operationTool(op("platform", "copyFile")).definition.inputSchema;
    const full = operationInput(op("platform", "copyFile")).schema;
    expect(full.properties.body?.description).toContain(listed.properties.body?.description ?? "-");
    expect(listed.properties.body?.description).toMatch(/^The request body\. [^.]+\.$/);
    expect(listed.properties.fileId?.description).toBe(full.properties.fileId?.description);
    expect(JSON.stringify(listed.properties.body?.properties)).not.toContain('"description"');
    expect(JSON.stringify(full.properties.body?.properties)).toContain('"description"');
  });

  it("nextPage comes from each paging style's own continuation", () => {
    const nextLink = { data: [], "@nextLink": "https://x/activities?$next=abc&$maxpagesize=5" };
    expect(nextPageArguments(op("platform", "listActivities"), { organizationId: "o" }, nextLink)).toEqual({
      organizationId: "o",
      next: "abc",
    });
    const jsonApi = { data: [], links: { next: { href: "/orgs/o/orgReportUsers?page%5Bafter%5D=k1" } } };
    expect(nextPageArguments(op("platform", "getOrgReportUsers"), { organizationId: "o" }, jsonApi)).toEqual({
      organizationId: "o",
      page_after: "k1",
    });
    expect(nextPageArguments(op("prep", "listTags"), { offset: 10 }, { body: [{}], cursor: "c2" })).toEqual({
      cursor: "c2",
    });
    expect(nextPageArguments(op("prep", "listTags"), {}, { body: [], cursor: "c2" })).toBeUndefined();
    expect(nextPageArguments(op("chains", "listUsers"), { pageSize: 2 }, { data: [{}, {}] })).toEqual({
      pageSize: 2,
      page: 1,
    });
    expect(nextPageArguments(op("chains", "listUsers"), { pageSize: 2 }, { data: [{}] })).toBeUndefined();
  });
});
