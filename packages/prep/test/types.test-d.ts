// Type tests: compiled by `tsc --noEmit` (pnpm typecheck), never run.
import {
  createPrepClient,
  type FileMetaDto,
  type ImportDto,
  type SelectListDto,
  type StartValidateFilesDto,
} from "../src/index.js";

const client = createPrepClient({ baseUrl: "https://prep.test" });
const body: StartValidateFilesDto = { tableId: "tbl-1" };
const table = { tableId: "tbl-1" };

export async function typeTests(): Promise<void> {
  const tags = await client.GET("/api/v1/tag", { params: { query: { limit: 10, offset: 0 } } });
  const cursor: string | null | undefined = tags.data?.cursor;
  const validated = await client.POST("/api/v1/admin/validation/files", { body });
  const repaired: string | undefined = validated.data?.body.repairedFiles?.[0]?.id;
  const deleted = await client.DELETE("/api/v1/table/{tableId}", { params: { path: table } });
  const deletedId: string | undefined = deleted.data?.body;
  void [cursor, repaired, deletedId];

  // @ts-expect-error: there is no such path (the tag list is /api/v1/tag)
  await client.GET("/api/v1/tags", { params: { query: { limit: 10 } } });

  // @ts-expect-error: the tag list cannot be deleted (a select list can: deleteSelectList)
  await client.DELETE("/api/v1/tag");

  // @ts-expect-error: the selectListId path parameter is required
  await client.GET("/api/v1/selectlist/{selectListId}", { params: { path: {} } });

  // @ts-expect-error: the tableId path parameter is required
  await client.DELETE("/api/v1/table/{tableId}");

  // @ts-expect-error: limit is an integer, not text
  await client.GET("/api/v1/tag", { params: { query: { limit: "10" } } });

  // @ts-expect-error: there is no page query parameter
  await client.GET("/api/v1/tag", { params: { query: { page: 1 } } });

  // @ts-expect-error: tableId is required in the validation body
  const noTable: StartValidateFilesDto = {};
  // columnMappings and tags: JSON text (the API summary) or objects (the live service).
  const textMappings: ImportDto = { columnMappings: '{"col-a":"region"}', tags: '{"q":"Q1"}' };
  const objectMappings: ImportDto = { columnMappings: { "col-a": "region" }, tags: { q: "Q1" } };
  // @ts-expect-error: a column maps to a table column id (text)
  const numericMapping: ImportDto = { columnMappings: { "col-a": 1 } };
  void [noTable, textMappings, objectMappings, numericMapping];

  // @ts-expect-error: a misspelled body key does not compile (it is tableId)
  await client.POST("/api/v1/admin/validation/files", { body: { tableId: "t", tableID: "t" } });
  // @ts-expect-error: the import body has no fileName (it is fileId)
  await client.POST("/api/v1/table/{tableId}/import", {
    params: { path: table },
    body: { fileName: "a.csv" },
  });

  // Open enums: known values complete, any other text is accepted, and an answer's value is a string.
  const staged: FileMetaDto["status"] = "STAGED";
  const future: FileMetaDto["status"] = "ARCHIVED";
  const listType: SelectListDto["type"] = "dynamic";
  const imported = await client.POST("/api/v1/table/{tableId}/import", { params: { path: table } });
  const status: string | undefined = imported.data?.body.status;
  void [staged, future, listType, status];

  // @ts-expect-error: the validation body must be a StartValidateFilesDto
  await client.POST("/api/v1/admin/validation/files", { body: { tableId: 42 } });
}
