import { describe, expect, it } from "vitest";
import { acceptedOf } from "../../scripts/codegen/accepted.mjs";
import { listApis } from "../../scripts/codegen/apis.mjs";
import { catalogOperations } from "../../scripts/codegen/catalog.mjs";
import { followOf, settlesOf } from "../../scripts/codegen/follow.mjs";
import { paginationOf } from "../../scripts/codegen/paging.mjs";
import { linksSource, paginatedLists as listsOf } from "../../scripts/codegen/sdk-tables.mjs";
import {
  generateTarget,
  PAGINATED_LISTS_FILE,
  SHARED,
  selectTargets,
} from "../../scripts/codegen/targets.mjs";
import { openEnumType } from "../../scripts/codegen/types.mjs";

// Each derived once per file (every spec parsed and resolved, openapi-typescript run per API): the tests
// read them, none changes them.
let lists: ReturnType<typeof listsOf> | undefined;
const paginatedLists = () => {
  lists ??= listsOf(catalogOperations(listApis()));
  return lists;
};
const generatedTargets = new Map<string, ReturnType<typeof generateTarget>>();
const generated = (target: string) => {
  if (!generatedTargets.has(target)) generatedTargets.set(target, generateTarget(target));
  return generatedTargets.get(target)!;
};

// The Content, Tasks and Permissions lists of the platform (issue 32).
const contentNextLinkLists = [
  "/content/drawings/{drawingId}/anchors",
  "/content/drawings/{drawingId}/anchors/{anchorId}/extensions",
  "/content/drawings/{drawingId}/elements",
  "/content/richText/{richTextId}/anchors",
  "/content/richText/{richTextId}/anchors/{anchorId}/extensions",
  "/content/tables/{tableId}/anchors",
  "/content/tables/{tableId}/anchors/{anchorId}/extensions",
  "/content/tables/{tableId}/cells",
  "/content/tables/{tableId}/properties/columns",
  "/content/tables/{tableId}/properties/rows",
  "/operations/{operationId}/destinationLinkSourceConversionResults",
  "/operations/{operationId}/imageUploadResults",
  "/operations/{operationId}/rangeLinkEditResults",
  "/operations/{operationId}/richTextAnchorCreationResults",
  "/operations/{operationId}/richTextBatchEditResults",
  "/operations/{operationId}/richTextDuplicationEditResults",
  "/operations/{operationId}/richTextLinksBatchEditResults",
  "/operations/{operationId}/tableAnchorCreationResults",
  "/operations/{operationId}/tableLinksEditResults",
  "/permissions",
  "/tasks",
];
const nextLinkLists = [
  "/testForms/{testFormId}/testPhases/{testPhaseId}/matrices/{matrixId}/samples/{sampleId}/attachments",
  "/organizations/{organizationId}/workspaces/{workspaceId}/activities",
  "/organizations/{organizationId}/activities",
  "/organizations",
  "/content/richText/{richTextId}/paragraphs",
  "/content/tables/{tableId}/rangeLinks",
  "/content/tables/{tableId}/rangeLinks/{rangeLinkId}/destinations",
  "/documents/{documentId}/tables",
  "/presentations/{presentationId}/tables",
  "/operations/{operationId}/milestoneCreationResults",
  "/operations/{operationId}/copyFileResults",
  "/operations/{operationId}/importFileResults",
  ...contentNextLinkLists,
  ...platformFilesLists(),
];

/** The data-preparation lists: each pages with `limit` and a `cursor` in the body and the query. */
const prepCursorLists = [
  "/api/v1/admin/usage/filesBySize",
  "/api/v1/connections",
  "/api/v1/entity",
  "/api/v1/file",
  "/api/v1/file/{fileId}/error",
  "/api/v1/folder",
  "/api/v1/folder/{folderId}/children",
  "/api/v1/parameter",
  "/api/v1/pivotview",
  "/api/v1/query",
  "/api/v1/query/{queryId}/dependencies",
  "/api/v1/query/{queryId}/dependents",
  "/api/v1/queryresult",
  "/api/v1/selectlist",
  "/api/v1/sharedtable",
  "/api/v1/table",
  "/api/v1/table/{tableId}/dependents",
  "/api/v1/tag",
];

// The @nextLink lists of the Admin, Test forms, Sustainability, Milestones and Activities tags (issue 32).
const adminNextLinkLists = [
  "/activityActions",
  "/operations/{operationId}/metricValuesBatchUpsertionResults",
  "/organizations/{organizationId}/roles",
  "/organizations/{organizationId}/solutions",
  "/organizations/{organizationId}/users",
  "/organizations/{organizationId}/users/{userId}/roles",
  "/organizations/{organizationId}/workspaces",
  "/organizations/{organizationId}/workspaces/{workspaceId}/groups",
  "/organizations/{organizationId}/workspaces/{workspaceId}/groups/{groupId}/members",
  "/organizations/{organizationId}/workspaces/{workspaceId}/memberships",
  "/organizations/{organizationId}/workspaces/{workspaceId}/memberships/{workspaceMembershipId}/roles",
  "/organizations/{organizationId}/workspaces/{workspaceId}/roles",
  "/organizations/{organizationId}/workspaces/{workspaceId}/solutions",
  "/programs",
  "/programs/{programId}/dimensions",
  "/programs/{programId}/metrics",
  "/programs/{programId}/metrics/{metricId}/values",
  "/programs/{programId}/permissions",
  "/programs/{programId}/topics",
  "/testForms",
  "/testForms/{testFormId}/testPhases",
  "/testForms/{testFormId}/testPhases/{testPhaseId}/attachments",
  "/testForms/{testFormId}/testPhases/{testPhaseId}/matrices",
  "/testForms/{testFormId}/testPhases/{testPhaseId}/matrices/{matrixId}/attachments",
  "/testForms/{testFormId}/testPhases/{testPhaseId}/matrices/{matrixId}/samples",
];

/** The lists of the Files, Spreadsheets, Documents, Presentations and Graph tags (issue 32). */
function platformFilesLists() {
  return [
    "/spreadsheets/{spreadsheetId}/sheets/{sheetId}/values/{range}",
    "/documents",
    "/documents/{documentId}/milestones",
    "/documents/{documentId}/permissions",
    "/documents/{documentId}/sections",
    "/documents/{documentId}/sections/{sectionId}/permissions",
    "/files",
    "/files/trash",
    "/files/{fileId}/permissions",
    "/graph/records",
    "/graph/types",
    "/presentations/{presentationId}/milestones",
    "/presentations/{presentationId}/slideLayouts",
    "/presentations/{presentationId}/slides",
    "/spreadsheets",
    "/spreadsheets/{spreadsheetId}/datasets",
    "/spreadsheets/{spreadsheetId}/milestones",
    "/spreadsheets/{spreadsheetId}/permissions",
    "/spreadsheets/{spreadsheetId}/sheets",
    "/spreadsheets/{spreadsheetId}/sheets/{sheetId}/permissions",
    "/spreadsheets/{spreadsheetId}/sheets/{sheetId}/sheetdata",
  ];
}

describe("paginated lists derived from the specs", () => {
  const table = paginatedLists();

  it("lists every @nextLink list of the platform API, and nothing else as nextLink", () => {
    const nextLink = Object.entries(table)
      .filter(([, list]) => list.style === "nextLink")
      .map(([path]) => path);
    expect(nextLink.sort()).toEqual([...nextLinkLists, ...adminNextLinkLists].sort());
    for (const path of [...nextLinkLists, ...adminNextLinkLists]) {
      expect(table[path]).toMatchObject({ api: "platform", style: "nextLink" });
    }
    expect(table["/organizations/{organizationId}/activities"]?.pageSize).toEqual({
      param: "$maxpagesize",
      max: 1000,
      default: 1000,
    });
  });

  it("finds the JSON:API list with its page[size] bounds and page[after] cursor", () => {
    expect(table["/organizations/{organizationId}/orgReportUsers"]).toEqual({
      api: "platform",
      style: "jsonApi",
      pageSize: { param: "page[size]", max: 1000, default: 100 },
    });
  });

  it("finds the data-preparation cursor list and the chains page-number list", () => {
    expect(table["/api/v1/tag"]).toEqual({
      api: "prep",
      style: "cursor",
      pageSize: { param: "limit", max: 1000, default: 1000 },
      offsetParam: "offset",
    });
    expect(table["/v1/security/users"]).toEqual({
      api: "chains",
      style: "page",
      pageSize: { param: "pageSize", max: 100 },
    });
  });

  it("finds every page-number list of the chains and security API", () => {
    const chains = Object.entries(table).filter(([, list]) => list.api === "chains");
    expect(chains.map(([path]) => path).sort()).toEqual([
      "/v1/security/authorizations_activity",
      "/v1/security/login_activity",
      "/v1/security/permissions",
      "/v1/security/user_groups",
      "/v1/security/user_groups/{userGroupId}/permissions",
      "/v1/security/users",
      "/v1/security/users/{userId}/groups",
    ]);
    for (const [, list] of chains) expect(list).toMatchObject({ style: "page" });
  });

  it("finds every cursor list of the data-preparation API, the errors of a file 50 at most a page", () => {
    const prep = Object.entries(table).filter(([, list]) => list.api === "prep");
    expect(prep.map(([path]) => path).sort()).toEqual(prepCursorLists);
    for (const [, list] of prep) expect(list).toMatchObject({ style: "cursor", offsetParam: "offset" });
    expect(table["/api/v1/file/{fileId}/error"]?.pageSize).toEqual({ param: "limit", max: 50, default: 50 });
  });

  it("does not take single resources or non-GET operations for lists", () => {
    expect(table["/operations/{operationId}"]).toBeUndefined();
    expect(table["/content/tables/{tableId}/rangeLinks/{rangeLinkId}"]).toBeUndefined();
    expect(table["/v1/metadata/environment/{environment_id}/chain"]).toBeUndefined();
    // The chain-run searches page with a cursor nested in `data`, which no paging style reads yet.
    expect(table["/v1/execute/chain_run/search"]).toBeUndefined();
    // The JSON:API list, seven page-number lists of chains, the cursor lists of data preparation.
    expect(Object.keys(table)).toHaveLength(
      nextLinkLists.length + adminNextLinkLists.length + 1 + 7 + prepCursorLists.length,
    );
  });

  it("writes the table to the SDK's generated folder with a do-not-edit header", async () => {
    const [file] = await generated(SHARED);
    expect(file?.path).toBe(PAGINATED_LISTS_FILE);
    expect(file?.content.startsWith("// ⚠️ GENERATED FILE: DO NOT EDIT.")).toBe(true);
    expect(file?.content).toContain(
      '"/organizations/{organizationId}/orgReportUsers": { api: "platform", style: "jsonApi"',
    );
    expect(file?.content).toContain('readonly api: "platform" | "prep" | "chains";');
  });
});

describe("acceptedOf", () => {
  const status = "/operations/{operationId}";
  const doc = {
    paths: {
      [status]: { get: { operationId: "getOperation", responses: {} } },
      [`${status}/copyResults`]: {
        get: {
          operationId: "listCopyResults",
          responses: {
            "200": {
              content: {
                "application/json": {
                  schema: { properties: { data: { type: "array" }, "@nextLink": { type: "string" } } },
                },
              },
            },
          },
        },
      },
    },
  };
  const accepted = (marks: { body?: string; header?: string }) => ({
    description: "",
    headers: marks.header ? { Location: { "x-reportkit-operation-location": marks.header } } : {},
    content: {
      "application/json": {
        schema: {
          properties: {
            uploadUrl: { type: "string" },
            ...(marks.body ? { operationLocation: { "x-reportkit-operation-location": marks.body } } : {}),
          },
        },
      },
    },
  });
  const op = (response: unknown, extra: Record<string, unknown> = {}) => ({
    operationId: "copy",
    responses: response ? { "202": response } : { "200": {} },
    ...extra,
  });

  it("reads the marked body properties first, then the marked headers, and the path they name", () => {
    expect(acceptedOf(op(accepted({ body: status, header: status })), doc)).toEqual({
      location: [
        { in: "body", name: "operationLocation" },
        { in: "header", name: "Location" },
      ],
      status,
    });
  });

  it("gives the results endpoint's kind and whether it pages", () => {
    const copy = op(accepted({ header: status }), { "x-reportkit-results": `${status}/copyResults` });
    expect(acceptedOf(copy, doc)?.results).toEqual({
      path: `${status}/copyResults`,
      kind: "copy",
      paged: true,
    });
  });

  it("refuses a 202 that marks nowhere, marks that disagree, and paths the spec does not have", () => {
    expect(() => acceptedOf(op(accepted({})), doc)).toThrow(/marks no x-reportkit-operation-location/);
    expect(() => acceptedOf(op(accepted({ body: status, header: "/other" })), doc)).toThrow(/different/);
    expect(() => acceptedOf(op(accepted({ header: "/jobs/{id}" })), doc)).toThrow(/no GET operation/);
    const results = op(accepted({ header: status }), { "x-reportkit-results": `${status}/missingResults` });
    expect(() => acceptedOf(results, doc)).toThrow(/no GET operation/);
  });

  it("leaves operations without a 202 alone, and refuses results on them", () => {
    expect(acceptedOf(op(undefined), doc)).toBeUndefined();
    expect(() => acceptedOf(op(undefined, { "x-reportkit-results": status }), doc)).toThrow(/without a 202/);
  });
});

describe("paginationOf", () => {
  const query = (...names: string[]) =>
    names.map((name) => ({ name, in: "query", schema: { type: "string" } }));
  const get = (properties: Record<string, unknown>, parameters: unknown[] = []) => ({
    operationId: "listThings",
    parameters,
    responses: { "200": { content: { "application/json": { schema: { type: "object", properties } } } } },
  });
  const data = { data: { type: "array" } };

  it("derives each style from the shape of the parameters and the 200 body", () => {
    expect(paginationOf(get({ ...data, "@nextLink": { type: "string" } }), {})?.style).toBe("nextLink");
    const links = { links: { type: "object", properties: { next: { type: "string" } } } };
    expect(paginationOf(get({ ...data, ...links }), {})?.style).toBe("jsonApi");
    expect(paginationOf(get({ body: { type: "array" }, cursor: {} }, query("cursor")), {})?.style).toBe(
      "cursor",
    );
    expect(paginationOf(get(data, query("page", "pageSize")), {})?.style).toBe("page");
  });

  it("reads page-size parameters declared on the path item too", () => {
    const pathItem = {
      parameters: [{ name: "$maxpagesize", in: "query", schema: { type: "integer", maximum: 50 } }],
    };
    expect(paginationOf(get({ ...data, "@nextLink": {} }), pathItem)?.pageSize).toEqual({
      param: "$maxpagesize",
      max: 50,
    });
  });

  it("leaves operations without a paging shape alone", () => {
    expect(paginationOf(get(data), {})).toBeUndefined();
    expect(paginationOf(get({ cursor: {} }), {})).toBeUndefined();
  });

  it("refuses a list whose items are not an array", () => {
    expect(() => paginationOf(get({ "@nextLink": {} }), {})).toThrow(/needs a "data" array/);
    const oneObject = { data: { type: "object" }, cursor: {} };
    expect(() => paginationOf(get(oneObject, query("cursor")), {})).toThrow(/needs a "body" array/);
  });

  it("takes a @nextLink page whose data is one object as a page of one item (a sheet's cells)", () => {
    const chunk = { data: { type: "object", properties: { cells: { type: "array" } } }, "@nextLink": {} };
    expect(paginationOf(get(chunk, query("$next")), {})).toMatchObject({ style: "nextLink", items: "data" });
  });
});

describe("open enums (x-extensible-enum)", () => {
  const print = async (schema: Record<string, unknown>) => {
    const { astToString } = await import("openapi-typescript");
    return astToString(openEnumType(schema)).trim();
  };

  it("types the known values and any other string", async () => {
    expect(await print({ type: "string", "x-extensible-enum": ["a", "b"] })).toBe(
      '"a" | "b" | (string & {})',
    );
  });

  it("keeps null when the type list allows it", async () => {
    expect(await print({ type: ["string", "null"], "x-extensible-enum": ["locked"] })).toBe(
      '"locked" | (string & {}) | null',
    );
  });

  it("leaves schemas without the extension to openapi-typescript", () => {
    expect(openEnumType({ type: "string", enum: ["a"] })).toBeUndefined();
  });

  it("refuses the extension on a non-string schema", () => {
    expect(() => openEnumType({ type: "integer", "x-extensible-enum": [1] })).toThrow(/string schemas/);
  });
});

describe("generated clients", () => {
  it("names each package's exports after x-openapi-ts.client and pins the spec's info.version", async () => {
    for (const api of listApis()) {
      const files = await generated(api.name);
      const client = files.find((f) => f.path.endsWith("client.gen.ts"));
      const constant = `${api.client.replace(/([a-z])([A-Z])/g, "$1_$2").toUpperCase()}_API_VERSION`;
      const version = api.subpath ? "2026-04-01.processes.preview" : "2026-01-01";
      expect(client?.content).toContain(`export const ${constant} = "${version}";`);
      expect(client?.content).toContain(`export function create${api.client}Client(`);
      expect(client?.content).toContain(`export interface ${api.client}ClientOptions`);
      expect(client?.content).toContain(`export type ${api.client}Client = StrictClient<paths>;`);
      expect(client?.content).toContain(`return createStrictClient<paths>(${constant}, options);`);
    }
  }, 120_000); // openapi-typescript runs once per API (a hang bound: over 30 s at a load of 20)

  it("puts a version listed with a subpath into its package's src/generated/<subpath>/", async () => {
    const preview = listApis().find((api) => api.name === "processes-preview");
    expect(preview).toMatchObject({ package: "platform", subpath: "processes-preview", family: "platform" });
    expect(preview?.index).toBeUndefined();
    const files = await generated("processes-preview");
    expect(files.map((f) => f.path.split("/packages/")[1])).toEqual([
      "platform/src/generated/processes-preview/openapi.gen.ts",
      "platform/src/generated/processes-preview/client.gen.ts",
    ]);
    expect(files[1]?.content).toContain("export function createProcessesPreviewClient(");
  }, 30_000);

  it("selects a package's every version by its folder name, and each API by its name", () => {
    expect(selectTargets(["platform"])).toEqual(["platform", "processes-preview"]);
    expect(selectTargets(["auth-api", "processes-preview"])).toEqual(["auth", "processes-preview"]);
    expect(selectTargets([])).toContain(SHARED);
    expect(selectTargets([])).toContain("catalog");
    expect(selectTargets(["catalog"])).toEqual(["catalog"]);
    expect(() => selectTargets(["nothing"])).toThrow(/unknown target 'nothing'/);
  });

  it("adds the preview's paths to no list table: its payloads are open, none pages", () => {
    expect(Object.keys(paginatedLists()).filter((path) => path.startsWith("/process"))).toEqual([]);
  });

  it("types open enums in the generated types", async () => {
    const [types] = await generated("platform");
    expect(types?.content).toContain(
      'FileKind: "Document" | "Spreadsheet" | "Presentation" | "Folder" | "Script" | "SupportingDocument" | (string & {});',
    );
  });
});

describe("followOf and settlesOf (x-reportkit-settles, response links)", () => {
  const read = (settles: unknown) => ({
    operationId: "getFile",
    parameters: [{ name: "fileId", in: "path" }],
    "x-reportkit-settles": settles,
    responses: {
      "200": {
        content: {
          "application/json": {
            schema: {
              properties: {
                body: {
                  properties: {
                    id: { type: "string" },
                    status: { "x-extensible-enum": ["MOVING", "OK", "BAD"] },
                  },
                },
              },
            },
          },
        },
      },
    },
  });
  const rule = { status: "/body/status", done: ["OK"], failed: ["BAD"] };
  const start = (parameters: Record<string, string>, operationId = "getFile") => ({
    operationId: "importFile",
    responses: {
      "200": { ...read(undefined).responses["200"], links: { follow: { operationId, parameters } } },
    },
  });
  const docWith = (settles: unknown) => ({ paths: { "/file/{fileId}": { get: read(settles) } } });

  it("follows the linked operation with its parameters read from the answer, until its status settles", () => {
    expect(followOf(start({ fileId: "$response.body#/body/id" }), docWith(rule))).toEqual({
      operationId: "getFile",
      path: "/file/{fileId}",
      parameters: { fileId: "/body/id" },
      ...rule,
    });
  });

  it("leaves links to operations that do not settle, and operations without links, alone", () => {
    expect(followOf(start({ fileId: "$response.body#/body/id" }), docWith(undefined))).toBeUndefined();
    expect(followOf({ operationId: "x", responses: { "200": {} } }, docWith(rule))).toBeUndefined();
  });

  it("refuses links to missing operations, unfilled or unknown parameters, and pointers the answer lacks", () => {
    const doc = docWith(rule);
    expect(() => followOf(start({}, "getNothing"), doc)).toThrow(/not in the same spec/);
    expect(() => followOf(start({}), doc)).toThrow(/leaves fileId of getFile unfilled/);
    expect(() =>
      followOf(start({ fileId: "$response.body#/body/id", other: "$response.body#/body/id" }), doc),
    ).toThrow(/fills other, not a path parameter/);
    expect(() => followOf(start({ fileId: "$request.path.tableId" }), doc)).toThrow(/must be read from/);
    expect(() => followOf(start({ fileId: "$response.body#/body/nothing" }), doc)).toThrow(
      /has no \/body\/nothing/,
    );
  });

  it("refuses a status the read answer lacks, values outside its enum, and empty value lists", () => {
    expect(() => settlesOf(read({ ...rule, status: "/body/state" }))).toThrow(/has no \/body\/state/);
    expect(() => settlesOf(read({ ...rule, done: ["DONE"] }))).toThrow(/DONE not among the values/);
    expect(() => settlesOf(read({ ...rule, failed: [] }))).toThrow(/failed must list status values/);
  });

  it("refuses a followed path that holds another operation (an answer is known by its URL)", () => {
    const pathItem = { post: start({ fileId: "$response.body#/body/id" }), get: { operationId: "list" } };
    expect(() => followOf(pathItem.post, docWith(rule), pathItem)).toThrow(/may hold no other operation/);
  });

  it("refuses a 202 outside the platform and platform 202s that name their operation unlike each other", () => {
    const accepted = (family: string, name: string) => ({
      api: family,
      family,
      operationId: `op${name}`,
      accepted: { location: [{ in: "body", name }], status: "/operations/{operationId}" },
    });
    expect(() => linksSource([accepted("prep", "operationLocation")])).toThrow(
      /answers 202 outside the platform/,
    );
    expect(() =>
      linksSource([accepted("platform", "operationLocation"), accepted("platform", "location")]),
    ).toThrow(/locates its operation unlike the rest of platform/);
  });

  it("gives the SDK one link table: where a platform 202 names its operation, the import and the chain run to follow, and how each settles", () => {
    const source = linksSource(catalogOperations(listApis()));
    expect(source).toContain(
      `"/api/v1/table/{tableId}/import": { path: "/api/v1/file/{fileId}", parameters: { fileId: "/body/id" } }`,
    );
    expect(source).toContain(
      `OPERATION_LINK = { location: [{ in: "body", name: "operationLocation" }, { in: "header", name: "Location" }], path: "/operations/{operationId}" }`,
    );
    expect(source).toContain(
      `"/v1/execute/chain_run/{chain_run_id}": { status: "/data/state", done: ["all_succeeded", "warned"], failed: ["errored", "stopped"] }`,
    );
  });
});
