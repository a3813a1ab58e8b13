// Type tests: compiled by `tsc --noEmit` (pnpm typecheck), never run.
import {
  createPlatformClient,
  type FileUpdate,
  type NewSample,
  type Operation,
  type operations,
  type RangeValues,
} from "../src/index.js";

type SampleQuery = NonNullable<operations["getSample"]["parameters"]["query"]>;

const client = createPlatformClient({ baseUrl: "https://api.test" });
const file: FileUpdate = { name: "n", kind: "Document", type: "Document", container: "c", template: false };
const values: RangeValues = { values: [["a", 1, true, null]] };
const sample: NewSample = { dataValues: [{ column: "c1", value: 1 }], resultValues: [] };
const sheet = { spreadsheetId: "s", sheetId: "sh", range: "A1:B2" };
const matrix = { testFormId: "f", testPhaseId: "p", matrixId: "m" };
const rangePath = "/spreadsheets/{spreadsheetId}/sheets/{sheetId}/values/{range}";
const matrixPath = "/testForms/{testFormId}/testPhases/{testPhaseId}/matrices/{matrixId}/samples/insertion";

export async function typeTests(): Promise<void> {
  const ok = await client.PUT("/files/{fileId}", { params: { path: { fileId: "f" } }, body: file });
  const created: string | undefined = ok.data?.created?.dateTime;
  void created;
  const op = await client.GET("/operations/{operationId}", { params: { path: { operationId: "o" } } });
  const status: string | undefined = op.data?.status;
  const anyStatus: Operation["status"] = "some-future-status";
  void [status, anyStatus];
  const stamp = op.data?.created;
  const createdAt: string | undefined = typeof stamp === "string" ? stamp : stamp?.dateTime;
  const createdBy: string | undefined = typeof stamp === "string" ? undefined : stamp?.user?.id;
  const resourceUrl: string | null | undefined = op.data?.resourceUrl;
  const firstCode: string | null | undefined = op.data?.details?.[0]?.code;
  const running: Operation = {
    id: "o",
    status: "started",
    created: { dateTime: "2026-01-15T09:30:00Z", user: { id: "u" } },
    updated: "2026-01-15T09:30:01Z",
    originalRequest: "0b6f3c2e-8d7a-4e19-b5c4-1a2d3e4f5a6b",
    resourceUrl: null,
    details: null,
  };
  void [createdAt, createdBy, resourceUrl, firstCode, running];
  await client.PUT(rangePath, { params: { path: sheet }, body: values });
  await client.POST(matrixPath, { params: { path: matrix }, body: [sample] });

  // @ts-expect-error: there is no such path (the 2026-01-01 paths carry no /platform/v1 prefix)
  await client.PUT("/platform/v1/files/{fileId}", { params: { path: { fileId: "f" } }, body: file });

  // @ts-expect-error: files are replaced with PUT, there is no PATCH
  await client.PATCH("/files/{fileId}", { params: { path: { fileId: "f" } }, body: file });

  // @ts-expect-error: the fileId path parameter is required
  await client.PUT("/files/{fileId}", { params: { path: {} }, body: file });

  // @ts-expect-error: the range path parameter is required
  await client.PUT(rangePath, { params: { path: { spreadsheetId: "s", sheetId: "sh" } }, body: values });

  // @ts-expect-error: a misspelled body key does not compile (there is no colour)
  await client.PUT("/files/{fileId}", {
    params: { path: { fileId: "f" } },
    body: { ...file, colour: "red" },
  });
  const withColour = { ...file, colour: "red" };
  // @ts-expect-error: nor does it from a variable
  await client.PUT("/files/{fileId}", { params: { path: { fileId: "f" } }, body: withColour });
  // @ts-expect-error: nor inside an array of samples
  await client.POST(matrixPath, { params: { path: matrix }, body: [{ ...sample, resultValue: [] }] });
  // @ts-expect-error: nor inside a data value
  await client.POST(matrixPath, {
    params: { path: matrix },
    body: [{ ...sample, dataValues: [{ column: "c", value: 1, unit: "kg" }] }],
  });
  // @ts-expect-error: range values take values and range only
  await client.PUT(rangePath, { params: { path: sheet }, body: { values: [], sheet: "Sheet 1" } });
  // type, container and template may be null, as the service sends them.
  const nullable: FileUpdate = {
    name: "n",
    kind: "Presentation",
    type: null,
    container: null,
    template: null,
  };
  // Open enums: a kind the spec does not know yet is accepted; an answer's kind is a string.
  const newKind: FileUpdate = { ...file, kind: "Notebook" };
  const kind: string | undefined = ok.data?.kind;
  const state: string | undefined = ok.data?.state;
  void [nullable, newKind, kind, state];

  // @ts-expect-error: a file replacement must carry every property (template is missing)
  const partial: FileUpdate = { name: "n", kind: "Document", type: "Document", container: "c" };
  // @ts-expect-error: a row of RangeValues must be an array of cells
  const flatRow: RangeValues = { values: ["a", "b"] };
  // @ts-expect-error: cells are strings, numbers, booleans or null
  const objectCell: RangeValues = { values: [[{ formula: "=A1" }]] };
  // @ts-expect-error: new samples carry no id
  const withId: NewSample = { id: "x", dataValues: [], resultValues: [] };
  void [partial, flatRow, objectCell, withId];

  // @ts-expect-error: the insertion body is an array of samples, not one sample
  await client.POST(matrixPath, { params: { path: matrix }, body: sample });

  // @ts-expect-error: an operation timestamp object needs its dateTime
  const noDateTime: Operation = { id: "o", status: "queued", created: { user: { id: "u" } } };
  // @ts-expect-error: the user of a timestamp is an object with an id, not a bare string
  const bareUser: Operation = { id: "o", status: "queued", created: { dateTime: "t", user: "u" } };
  void [noDateTime, bareUser];

  // @ts-expect-error: $expand only supports attachments
  const badExpand: SampleQuery = { $expand: "everything" };
  void badExpand;
}
