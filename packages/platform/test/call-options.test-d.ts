// Type tests of a call's options (its params, body and openapi-fetch's own options), as typed by the
// generated init interfaces: compiled by `tsc --noEmit` (pnpm typecheck), never run.
import { createPlatformClient, type FileUpdate } from "../src/index.js";

const client = createPlatformClient({ baseUrl: "https://api.test" });

export async function paramsTests(): Promise<void> {
  // @ts-expect-error: a query key the spec does not declare
  await client.GET("/files", { params: { query: { $maxpagesiz: 10 } } });
  // @ts-expect-error: a path parameter of the wrong type
  await client.GET("/files/{fileId}", { params: { path: { fileId: 1 } } });
  // @ts-expect-error: an operation with a path parameter needs its params
  await client.GET("/files/{fileId}");
  // @ts-expect-error: a misspelt path parameter
  await client.GET("/files/{fileId}", { params: { path: { fileid: "f-1" } } });
  // @ts-expect-error: the path parameters are required
  await client.GET("/files/{fileId}", { params: { query: {} } });
}

export async function optionsTests(signal: AbortSignal): Promise<void> {
  const text = await client.GET("/files/{fileId}", { params: { path: { fileId: "f-1" } }, parseAs: "text" });
  const asText: string | undefined = text.data;
  const stream = await client.GET("/files/{fileId}", {
    params: { path: { fileId: "f-1" } },
    parseAs: "stream",
  });
  const asStream: ReadableStream | null | undefined = stream.data;
  const json = await client.GET("/files/{fileId}", {
    params: { path: { fileId: "f-1" } },
    signal,
    headers: { "X-A": "1" },
  });
  const name: string | undefined = json.data?.name;
  // @ts-expect-error: parseAs names a body reader of openapi-fetch
  await client.GET("/files/{fileId}", { params: { path: { fileId: "f-1" } }, parseAs: "xml" });
  const viaRequest = await client.request("get", "/files/{fileId}", { params: { path: { fileId: "f-1" } } });
  const requested: string | undefined = viaRequest.data?.name;
  // @ts-expect-error: request() refuses a path its method does not have
  await client.request("get", "/files/{fileId}/copy", { params: { path: { fileId: "f-1" } } });
  void [asText, asStream, name, requested];
}

export async function bodyTests(file: FileUpdate): Promise<void> {
  const fileId = { path: { fileId: "f-1" } };
  await client.PUT("/files/{fileId}", { params: fileId, body: file });
  // An open enum of a body (`kind`) takes a value the spec does not list.
  await client.PUT("/files/{fileId}", { params: fileId, body: { ...file, kind: "Workbook" } });
  // @ts-expect-error: the body is required
  await client.PUT("/files/{fileId}", { params: fileId });
  // @ts-expect-error: a body member of the wrong type
  await client.PUT("/files/{fileId}", { params: fileId, body: { ...file, template: "no" } });
}
