// Type tests for the operations of issue 9: compiled by `tsc --noEmit` (pnpm typecheck), never run.
// For each operation: a misspelled or unknown body key does not compile (or, without a body, a body does
// not), and neither does a wrong path.
import {
  createPlatformClient,
  type FileCopy,
  type FileKind,
  type Milestone,
  type Operation,
  type TableEdit,
} from "../src/index.js";

const client = createPlatformClient({ baseUrl: "https://api.test" });
const org = { organizationId: "4d5e6f7a-8b9c-4d0e-9f1a-2b3c4d5e6f7a" };
const ws = { ...org, workspaceId: "ws-1" };
const file = { fileId: "f-1" };
const op = { operationId: "op-1" };
const table = { tableId: "tbl-1" };
const link = { tableId: "tbl-1", rangeLinkId: "rl-1" };
const doc = { documentId: "doc-1" };
const pres = { presentationId: "p-1" };
const slide = { presentationId: "p-1", slideId: "s-1" };
const sheet = { spreadsheetId: "s-1", sheetId: "sh-1" };
const provider = { "Wk-Service-Provider": "msp-1" };
const patch = [{ op: "replace" as const, path: "/name", value: "x" }];

export async function contentTypeTests(): Promise<void> {
  await client.GET("/content/richText/{richTextId}/paragraphs", { params: { path: { richTextId: "r" } } });
  // @ts-expect-error: the rich-text segment is singular and camel-cased
  await client.GET("/content/richTexts/{richTextId}/paragraphs", { params: { path: { richTextId: "r" } } });
  // @ts-expect-error: listing paragraphs takes no body
  await client.GET("/content/richText/{richTextId}/paragraphs", {
    params: { path: { richTextId: "r" } },
    body: {},
  });

  await client.GET("/content/tables/{tableId}/rangeLinks", { params: { path: table } });
  // @ts-expect-error: range links are under /content/tables
  await client.GET("/tables/{tableId}/rangeLinks", { params: { path: table } });
  // @ts-expect-error: listing range links takes no body
  await client.GET("/content/tables/{tableId}/rangeLinks", { params: { path: table }, body: { x: 1 } });

  await client.GET("/content/tables/{tableId}/rangeLinks/{rangeLinkId}", { params: { path: link } });
  // @ts-expect-error: there is no DELETE on a range link
  await client.DELETE("/content/tables/{tableId}/rangeLinks/{rangeLinkId}", { params: { path: link } });
  // @ts-expect-error: the rangeLinkId path parameter is required
  await client.GET("/content/tables/{tableId}/rangeLinks/{rangeLinkId}", { params: { path: table } });

  await client.GET("/content/tables/{tableId}/rangeLinks/{rangeLinkId}/destinations", {
    params: { path: link },
  });
  // @ts-expect-error: the list is called destinations
  await client.GET("/content/tables/{tableId}/rangeLinks/{rangeLinkId}/destination", {
    params: { path: link },
  });

  const edit: TableEdit = { type: "insertRows", insertRows: { count: 1, nextTo: 0, side: "putAfter" } };
  await client.POST("/content/tables/{tableId}/edit", { params: { path: table }, body: edit });
  // @ts-expect-error: insertRows has no position member (it is `side`)
  await client.POST("/content/tables/{tableId}/edit", {
    params: { path: table },
    body: { type: "insertRows", insertRows: { count: 1, nextTo: 0, side: "putAfter", position: 1 } },
  });
  // @ts-expect-error: the path is /edit, not /edits
  await client.POST("/content/tables/{tableId}/edits", { params: { path: table }, body: edit });

  await client.GET("/documents/{documentId}/tables", { params: { path: doc } });
  // @ts-expect-error: tables of a document are under /documents
  await client.GET("/document/{documentId}/tables", { params: { path: doc } });
  // @ts-expect-error: listing tables takes no body
  await client.GET("/documents/{documentId}/tables", { params: { path: doc }, body: {} });

  await client.GET("/presentations/{presentationId}/tables", { params: { path: pres } });
  // @ts-expect-error: there is no POST on a presentation's tables
  await client.POST("/presentations/{presentationId}/tables", { params: { path: pres }, body: {} });
}

export async function milestoneTypeTests(): Promise<void> {
  await client.POST("/milestones/creation", {
    body: { type: "spreadsheet", spreadsheet: "s-1", title: "t" },
  });
  // @ts-expect-error: the title key is `title`
  await client.POST("/milestones/creation", { body: { type: "document", document: "d", titel: "t" } });
  // @ts-expect-error: milestones are created at /milestones/creation
  await client.POST("/milestones", { body: { type: "document", document: "d", title: "t" } });

  await client.PATCH("/milestones/{milestoneId}", { params: { path: { milestoneId: "m" } }, body: patch });
  // @ts-expect-error: a JSON Patch operation has `value`, not `valu`
  await client.PATCH("/milestones/{milestoneId}", {
    params: { path: { milestoneId: "m" } },
    body: [{ op: "replace", path: "/title", valu: "x" }],
  });
  // @ts-expect-error: milestones are changed with PATCH, there is no PUT
  await client.PUT("/milestones/{milestoneId}", { params: { path: { milestoneId: "m" } }, body: patch });

  await client.DELETE("/milestones/{milestoneId}", { params: { path: { milestoneId: "m" } } });
  // @ts-expect-error: deleting a milestone takes no body
  await client.DELETE("/milestones/{milestoneId}", { params: { path: { milestoneId: "m" } }, body: {} });
  // @ts-expect-error: the segment is plural
  await client.DELETE("/milestone/{milestoneId}", { params: { path: { milestoneId: "m" } } });

  await client.GET("/operations/{operationId}/milestoneCreationResults", { params: { path: op } });
  // @ts-expect-error: the results are called milestoneCreationResults
  await client.GET("/operations/{operationId}/milestoneResults", { params: { path: op } });

  const readBack = (m: Milestone): string | undefined => m.resource.document?.revision;
  void readBack;
}

export async function fileTypeTests(): Promise<void> {
  const copy: FileCopy = { destinationContainer: "c", options: { includeXBRL: true } };
  await client.POST("/files/{fileId}/copy", { params: { path: file }, body: copy });
  // @ts-expect-error: the destination key is destinationContainer
  await client.POST("/files/{fileId}/copy", { params: { path: file }, body: { destinationFolder: "c" } });
  // @ts-expect-error: the option is includeComments
  await client.POST("/files/{fileId}/copy", {
    params: { path: file },
    body: { options: { includeComment: true } },
  });
  // @ts-expect-error: a file is copied with POST .../copy, not .../duplicate
  await client.POST("/files/{fileId}/duplicate", { params: { path: file }, body: copy });

  await client.POST("/files/import", { body: { fileName: "a.xlsx", kind: "Spreadsheet" } });
  // @ts-expect-error: the key is fileName
  await client.POST("/files/import", { body: { filename: "a.xlsx", kind: "Spreadsheet" } });
  // @ts-expect-error: an import creates a file: it is not addressed by a fileId
  await client.POST("/files/{fileId}/import", { params: { path: file }, body: { fileName: "a.xlsx" } });

  await client.POST("/files/{fileId}/export", {
    params: { path: file },
    body: { documentExport: { format: "pdf" } },
  });
  // @ts-expect-error: CSV options only know exportAsFormulas
  await client.POST("/files/{fileId}/export", {
    params: { path: file },
    body: { spreadsheetExport: { format: "csv", csvOptions: { delimiter: ";" } } },
  });
  // @ts-expect-error: a file is exported with POST, not GET
  await client.GET("/files/{fileId}/export", { params: { path: file } });

  await client.POST("/files/{fileId}/trash", { params: { path: file }, body: {} });
  // @ts-expect-error: the trash body is the empty object
  await client.POST("/files/{fileId}/trash", { params: { path: file }, body: { recursive: true } });
  // @ts-expect-error: the trash body is required
  await client.POST("/files/{fileId}/trash", { params: { path: file } });
  // @ts-expect-error: a file is trashed with POST .../trash, not DELETE
  await client.DELETE("/files/{fileId}/trash", { params: { path: file } });

  await client.POST("/files/{fileId}/restore", { params: { path: file }, body: {} });
  // @ts-expect-error: the restore body is the empty object
  await client.POST("/files/{fileId}/restore", { params: { path: file }, body: { to: "folder" } });
  // @ts-expect-error: the action is restore, not untrash
  await client.POST("/files/{fileId}/untrash", { params: { path: file }, body: {} });

  await client.GET("/operations/{operationId}/copyFileResults", { params: { path: op } });
  // @ts-expect-error: the results are called copyFileResults
  await client.GET("/operations/{operationId}/copyResults", { params: { path: op } });
  await client.GET("/operations/{operationId}/importFileResults", { params: { path: op } });
  // @ts-expect-error: the results are called importFileResults
  await client.GET("/operations/{operationId}/importResults", { params: { path: op } });
  await client.GET("/operations/{operationId}/tableEditResults", { params: { path: op } });
  // @ts-expect-error: results are read with GET
  await client.POST("/operations/{operationId}/tableEditResults", { params: { path: op }, body: {} });
}

export async function organizationTypeTests(): Promise<void> {
  await client.GET("/activities/{activityId}", { params: { path: { activityId: "a" } } });
  // @ts-expect-error: the segment is plural
  await client.GET("/activity/{activityId}", { params: { path: { activityId: "a" } } });
  // @ts-expect-error: reading an activity takes no body
  await client.GET("/activities/{activityId}", { params: { path: { activityId: "a" } }, body: {} });

  await client.GET("/organizations/{organizationId}/activities", { params: { path: org } });
  // @ts-expect-error: the segment is plural
  await client.GET("/organization/{organizationId}/activities", { params: { path: org } });

  await client.GET("/organizations", { params: { header: provider } });
  // @ts-expect-error: the Wk-Service-Provider header is required
  await client.GET("/organizations", {});
  // @ts-expect-error: there is no POST on /organizations
  await client.POST("/organizations", { params: { header: provider }, body: {} });

  await client.GET("/organizations/{organizationId}/workspaces/{workspaceId}", { params: { path: ws } });
  // @ts-expect-error: a workspace is under its organization
  await client.GET("/workspaces/{workspaceId}", { params: { path: ws } });

  await client.PATCH("/organizations/{organizationId}/workspaces/{workspaceId}", {
    params: { path: ws },
    body: patch,
  });
  // @ts-expect-error: a JSON Patch operation names its `path`, not `pointer`
  await client.PATCH("/organizations/{organizationId}/workspaces/{workspaceId}", {
    params: { path: ws },
    body: [{ op: "replace", pointer: "/name", value: "x" }],
  });
  // @ts-expect-error: workspaces are changed with PATCH, there is no PUT
  await client.PUT("/organizations/{organizationId}/workspaces/{workspaceId}", {
    params: { path: ws },
    body: patch,
  });

  await client.GET("/organizations/{organizationId}/orgReportUsers", {
    params: { path: org, query: { "page[size]": 100, "page[after]": "c" } },
  });
  // @ts-expect-error: page[size] is an integer
  await client.GET("/organizations/{organizationId}/orgReportUsers", {
    params: { path: org, query: { "page[size]": "10" } },
  });
  // @ts-expect-error: the list is called orgReportUsers
  await client.GET("/organizations/{organizationId}/reportUsers", { params: { path: org } });
}

export async function graphAndSpreadsheetTypeTests(): Promise<void> {
  await client.POST("/graph/edits", { body: [{ operation: "delete_record", recordId: "r-1" }] });
  // @ts-expect-error: the key is `operation`
  await client.POST("/graph/edits", { body: [{ operaton: "delete_record", recordId: "r-1" }] });
  // @ts-expect-error: the path is /graph/edits
  await client.POST("/graph/edit", { body: [{ operation: "delete_record", recordId: "r-1" }] });

  await client.DELETE("/spreadsheets/{spreadsheetId}/sheets/{sheetId}", {
    params: { path: sheet, query: { force: true } },
  });
  // @ts-expect-error: force is a boolean
  await client.DELETE("/spreadsheets/{spreadsheetId}/sheets/{sheetId}", {
    params: { path: sheet, query: { force: "yes" } },
  });
  // @ts-expect-error: deleting a sheet takes no body
  await client.DELETE("/spreadsheets/{spreadsheetId}/sheets/{sheetId}", {
    params: { path: sheet },
    body: {},
  });

  await client.GET("/spreadsheets/{spreadsheetId}", { params: { path: { spreadsheetId: "s" } } });
  // @ts-expect-error: the segment is plural
  await client.GET("/spreadsheet/{spreadsheetId}", { params: { path: { spreadsheetId: "s" } } });
}

export async function undocumentedPayloadTypeTests(): Promise<void> {
  // Open payloads: any key is accepted, since the shape is not documented.
  await client.PATCH("/customSchema", { body: { anyKey: [1, 2] } });
  await client.POST("/documents/{documentId}/bookmarks/edit", { params: { path: doc }, body: { anyKey: 1 } });
  await client.POST("/presentations/{presentationId}/permissions/modification", {
    params: { path: pres },
    body: {},
  });
  await client.POST("/presentations/{presentationId}/slides/{slideId}/permissions/modification", {
    params: { path: slide },
    body: { anyKey: true },
  });
  await client.GET("/documents/{documentId}/bookmarks/{bookmarkId}", {
    params: { path: { ...doc, bookmarkId: "b" } },
  });
  await client.GET("/presentations/{presentationId}/slides/{slideId}/permissions", {
    params: { path: slide },
  });

  // @ts-expect-error: the payload must be an object
  await client.PATCH("/customSchema", { body: "schema" });
  // @ts-expect-error: the path is /customSchema
  await client.GET("/customSchemas");
  // @ts-expect-error: the bookmark list takes no body
  await client.GET("/documents/{documentId}/bookmarks", { params: { path: doc }, body: {} });
  // @ts-expect-error: bookmarks are edited at .../bookmarks/edit
  await client.PATCH("/documents/{documentId}/bookmarks", { params: { path: doc }, body: {} });
  // @ts-expect-error: the bookmarkId path parameter is required
  await client.GET("/documents/{documentId}/bookmarks/{bookmarkId}", { params: { path: doc } });
  // @ts-expect-error: permissions are modified at .../permissions/modification
  await client.POST("/presentations/{presentationId}/permissions", { params: { path: pres }, body: {} });
  // @ts-expect-error: the slideId path parameter is required
  await client.GET("/presentations/{presentationId}/slides/{slideId}/permissions", {
    params: { path: pres },
  });
  // @ts-expect-error: slide permissions are modified at .../permissions/modification
  await client.POST("/presentations/{presentationId}/slides/{slideId}/permissions", {
    params: { path: slide },
    body: {},
  });
}

export async function openEnumTypeTests(): Promise<void> {
  // Known values complete, any other text is accepted, and an answer's value is a string.
  const known: FileKind = "Spreadsheet";
  const future: FileKind = "Notebook";
  const status: Operation["status"] = "validating";
  const got = await client.GET("/operations/{operationId}", { params: { path: op } });
  const asText: string | undefined = got.data?.status;
  const links = await client.GET("/content/tables/{tableId}/rangeLinks", { params: { path: table } });
  const linkType: string | undefined = links.data?.data[0]?.type;
  void [known, future, status, asText, linkType];
  // @ts-expect-error: open enums are still strings
  const notText: FileKind = 42;
  void notText;
}
