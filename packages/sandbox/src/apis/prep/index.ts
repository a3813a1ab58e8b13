import { ApiError, badRequest } from "../../core/api-error.js";
import type { Engine } from "../../engine/engine.js";
import type { HandlerMap, OperationHandler } from "../../http/types.js";
import type { PrepFile, PrepTable } from "../../state/types.js";

/** What a file record looks like on the wire (the sandbox's bookkeeping stays inside). */
export const fileDto = ({ health: _h, importStartedAt: _s, importDurationMs: _d, ...dto }: PrepFile) => dto;

const notFound = (message: string) => new ApiError(404, "not_found", message);

/** A live table: unknown and soft-deleted tables are both 404. */
function liveTable(engine: Engine, tableId: string): PrepTable {
  const table = engine.state.prep.tables.find((t) => t.id === tableId);
  if (!table) throw notFound(`No table has the id '${tableId}'.`);
  if (table.deleted) throw notFound(`Table '${tableId}' was deleted.`);
  return table;
}

/** The live service's file statuses, in the order an import goes through them (ERROR aside). */
export const FILE_STATUS = {
  staging: "STAGING",
  staged: "STAGED",
  importing: "IMPORTING",
  imported: "IMPORTED",
  error: "ERROR",
} as const;

/** True while an import started on the sandbox clock has not reached IMPORTED (it holds its table). */
const importRunning = (file: PrepFile) =>
  file.importStartedAt !== undefined && file.status !== FILE_STATUS.imported;

/** Moves imports along on the sandbox clock: STAGED for the first third, IMPORTING, then IMPORTED. */
export function progressImports(engine: Engine): void {
  const now = engine.now();
  for (const table of engine.state.prep.tables) {
    for (const file of table.files) {
      if (file.importStartedAt === undefined || file.status === FILE_STATUS.imported) continue;
      const duration = file.importDurationMs ?? 0;
      const elapsed = now - file.importStartedAt;
      const status =
        elapsed >= duration
          ? FILE_STATUS.imported
          : elapsed >= duration / 3
            ? FILE_STATUS.importing
            : FILE_STATUS.staged;
      if (status === file.status) continue;
      file.status = status;
      file.version += 1;
      file.updated = engine.iso(
        file.importStartedAt + (status === FILE_STATUS.imported ? duration : Math.round(duration / 3)),
      );
      if (status === FILE_STATUS.imported) file.numRecords = 1 + (file.originalFileSize % 997);
    }
  }
}

/**
 * A map given as JSON text (the summary's form) or as an object (the live service's form); both are
 * accepted, and either way every value must be a string.
 */
function jsonMap(input: string | Record<string, unknown> | undefined, name: string): Record<string, string> {
  if (input === undefined) return {};
  let parsed: unknown = input;
  if (typeof input === "string") {
    try {
      parsed = JSON.parse(input);
    } catch (error) {
      throw badRequest(`${name} must be text holding a JSON object: ${(error as Error).message}.`, name);
    }
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) {
    throw badRequest(
      `${name} must be text holding a JSON object of strings, got ${Array.isArray(parsed) ? "an array" : typeof parsed}.`,
      name,
    );
  }
  for (const [key, value] of Object.entries(parsed)) {
    if (typeof value !== "string") throw badRequest(`${name}: the value of '${key}' must be a string.`, name);
  }
  return parsed as Record<string, string>;
}

export const importFile: OperationHandler = ({ engine, params, body, client }) => {
  const table = liveTable(engine, params.tableId!);
  const input = (body ?? {}) as {
    columnMappings?: string | Record<string, unknown>;
    delimiter?: string;
    fileId?: string;
    metadata?: Record<string, unknown>;
    tags?: string | Record<string, unknown>;
  };
  const columnMappings = jsonMap(input.columnMappings, "columnMappings");
  const tags = jsonMap(input.tags, "tags");
  const now = engine.now();
  const name = input.fileId ? `${input.fileId}.csv` : `import-${table.files.length + 1}.csv`;
  const file: PrepFile = {
    id: `file-${engine.random.hex(8)}`,
    tableId: table.id,
    name,
    key: `uploads/${input.fileId ?? name}`,
    source: "import",
    status: FILE_STATUS.staged,
    delimiter: input.delimiter ?? ",",
    columnMappings,
    metadata: input.metadata ?? {},
    tags,
    numErrors: 0,
    numRecords: 0,
    originalFileSize: engine.random.int(1_000, 500_000),
    version: 1,
    userId: client?.id ?? "",
    created: engine.iso(now),
    updated: engine.iso(now),
    health: "ok",
    importStartedAt: now,
    importDurationMs: engine.importDurationMs,
  };
  table.files.push(file);
  return { status: 200, body: { code: 200, body: fileDto(file) } };
};

export const startFileValidation: OperationHandler = ({ engine, body }) => {
  const table = liveTable(engine, (body as { tableId: string }).tableId);
  const repaired: PrepFile[] = [];
  const deleted: PrepFile[] = [];
  const now = engine.iso();
  table.files = table.files.filter((file) => {
    if (file.health === "unrecoverable") {
      deleted.push(file);
      return false;
    }
    if (file.health === "repairable") {
      file.health = "ok";
      file.status = FILE_STATUS.imported;
      file.version += 1;
      file.updated = now;
      repaired.push(file);
    }
    return true;
  });
  return {
    status: 201,
    body: { code: 201, body: { deletedFiles: deleted.map(fileDto), repairedFiles: repaired.map(fileDto) } },
  };
};

export const deleteTable: OperationHandler = ({ engine, params }) => {
  const table = liveTable(engine, params.tableId!);
  const busy = table.files.find(importRunning);
  if (busy) {
    throw new ApiError(
      423,
      "locked",
      `Table '${table.id}' is locked: the import of '${busy.name}' is still ${busy.status}.`,
    );
  }
  table.deleted = true;
  table.deletedAt = engine.iso();
  return { status: 200, body: { code: 200, body: table.id } };
};

interface TagCursor {
  offset: number;
  limit: number;
}

function decodeTagCursor(text: string): TagCursor {
  try {
    const c = JSON.parse(Buffer.from(text, "base64url").toString("utf8")) as Partial<TagCursor>;
    if (
      Number.isInteger(c.offset) &&
      Number.isInteger(c.limit) &&
      c.offset! >= 0 &&
      c.limit! >= 1 &&
      c.limit! <= 1000
    ) {
      return { offset: c.offset!, limit: c.limit! };
    }
  } catch {
    // fall through to the 400 below
  }
  throw badRequest(
    "cursor is not a cursor this list gave out; pass the previous response's cursor unchanged.",
    "cursor",
  );
}

/**
 * GET /tag: `offset` (default 0) and `limit` (1 to 1000, default 1000) pick the first page; the
 * response's `cursor` continues from there and carries the page size, so with `cursor` both `limit`
 * and `offset` are ignored. `cursor` is null once the list is exhausted.
 */
export const listTags: OperationHandler = ({ engine, query }) => {
  const position =
    query.cursor !== undefined
      ? decodeTagCursor(query.cursor)
      : {
          offset: query.offset === undefined ? 0 : Number(query.offset),
          limit: query.limit === undefined ? 1000 : Number(query.limit),
        };
  const tags = engine.state.prep.tags;
  const page = tags.slice(position.offset, position.offset + position.limit);
  const end = position.offset + page.length;
  const cursor =
    end < tags.length
      ? Buffer.from(JSON.stringify({ offset: end, limit: position.limit })).toString("base64url")
      : null;
  return { status: 200, body: { code: 200, body: page, cursor } };
};

/**
 * GET /file/{fileId}: the file's record as it stands on the sandbox clock, so that an import can be
 * followed (STAGED, IMPORTING, IMPORTED) until it settles. Files of deleted tables are gone (404).
 */
export const getFile: OperationHandler = ({ engine, params }) => ({
  status: 200,
  body: { code: 200, body: fileDto(liveFile(engine, params.fileId!).file) },
});

/** A file of a live table: unknown files and the files of deleted tables are both 404. */
function liveFile(engine: Engine, fileId: string): { table: PrepTable; file: PrepFile } {
  for (const table of engine.state.prep.tables) {
    const file = table.deleted ? undefined : table.files.find((f) => f.id === fileId);
    if (file) return { table, file };
  }
  throw notFound(`No file has the id '${fileId}'.`);
}

/** An import still running holds its table: 423, as deleting the table does. */
function refuseWhileImporting(file: PrepFile): void {
  if (importRunning(file)) {
    throw new ApiError(
      423,
      "locked",
      `File '${file.id}' is still ${file.status}: wait for its import to end.`,
    );
  }
}

/** DELETE /file/{fileId}: a file whose rows are in its table is refused (409): unimport it first. */
export const deleteFile: OperationHandler = ({ engine, params }) => {
  const { table, file } = liveFile(engine, params.fileId!);
  refuseWhileImporting(file);
  if (file.status === FILE_STATUS.imported) {
    throw new ApiError(
      409,
      "conflict",
      `File '${file.id}' is imported: take it out of its table first (unimportFile).`,
    );
  }
  table.files = table.files.filter((f) => f !== file);
  return { status: 200, body: { code: 200, body: file.id } };
};

/** DELETE /table/{tableId}/import/{fileId}: the file's rows leave the table; the file stays, STAGED. */
export const unimportFile: OperationHandler = ({ engine, params }) => {
  const table = liveTable(engine, params.tableId!);
  const file = table.files.find((f) => f.id === params.fileId);
  if (!file) throw notFound(`Table '${table.id}' has no file '${params.fileId}'.`);
  refuseWhileImporting(file);
  Object.assign(file, { status: FILE_STATUS.staged, numRecords: 0, updated: engine.iso() });
  file.importStartedAt = undefined;
  return { status: 200, body: { code: 200, body: fileDto(file) } };
};

export const getSelectList: OperationHandler = ({ engine, params }) => {
  const list = engine.state.prep.selectLists.find((l) => l.id === params.selectListId);
  if (!list) throw notFound(`No select list has the id '${params.selectListId}'.`);
  return { status: 200, body: { code: 200, body: list } };
};

export const prepHandlers: HandlerMap = {
  startFileValidation,
  importFile,
  listTags,
  getSelectList,
  deleteTable,
  getFile,
  deleteFile,
  unimportFile,
};
