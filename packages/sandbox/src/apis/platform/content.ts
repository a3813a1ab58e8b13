import { ApiError, badRequest, notFound } from "../../core/api-error.js";
import type { Engine } from "../../engine/engine.js";
import type { OperationHandler } from "../../http/types.js";
import type {
  Client,
  ContentTable,
  FileRecord,
  OperationEffect,
  RangeLink,
  TableEdit,
  TableRange,
} from "../../state/types.js";
import { fileTarget } from "./files.js";
import { pageOf } from "./listing.js";
import { startOperation } from "./start-operation.js";

/**
 * The revision a request reads: the current one, or the `$revision` it pins. The sandbox knows the
 * revisions from its seed on: an older or a future one is 404, text that is not a revision is 400.
 */
export function pinnedRevision(file: FileRecord, requested: string | undefined): number {
  if (requested === undefined) return file.revision;
  if (!/^\d+$/.test(requested)) {
    throw badRequest(`$revision '${requested}' is not a revision; revisions are whole numbers.`, "$revision");
  }
  const revision = Number(requested);
  if (revision < file.firstRevision || revision > file.revision) {
    throw notFound(
      `'${file.name}' has no revision ${requested} the sandbox knows (it knows ${file.firstRevision} to ${file.revision}).`,
      "$revision",
    );
  }
  return revision;
}

/** The tables of a file as they were at `revision`. */
function tablesAt(engine: Engine, file: FileRecord, revision: number): ContentTable[] {
  if (revision === file.revision) return engine.state.content.tables.filter((t) => t.fileId === file.id);
  const saved = engine.state.content.history.find((h) => h.fileId === file.id && h.revision === revision);
  return saved?.tables ?? engine.state.content.tables.filter((t) => t.fileId === file.id);
}

function fileOf(engine: Engine, fileId: string): FileRecord {
  const file = engine.state.files.find((f) => f.id === fileId);
  if (!file) throw new Error(`content of unknown file ${fileId}`);
  return file;
}

/** A table by id (live), with its file. */
function findTable(engine: Engine, tableId: string): { table: ContentTable; file: FileRecord } {
  const table = engine.state.content.tables.find((t) => t.id === tableId);
  if (!table) throw notFound(`No table has the id '${tableId}'.`, "tableId");
  return { table, file: fileOf(engine, table.fileId) };
}

/** A table as it was at the request's `$revision`. */
function tableAt(
  engine: Engine,
  tableId: string,
  requested: string | undefined,
): { table: ContentTable; revision: number } {
  const { file } = findTable(engine, tableId);
  const revision = pinnedRevision(file, requested);
  const table = tablesAt(engine, file, revision).find((t) => t.id === tableId);
  if (!table) throw notFound(`Table '${tableId}' did not exist at revision ${revision}.`, "tableId");
  return { table, revision };
}

const rangeBody = (r: TableRange) => ({
  startRow: r.startRow,
  stopRow: r.stopRow,
  startColumn: r.startColumn,
  stopColumn: r.stopColumn,
});

function rangeLinkBody(engine: Engine, table: ContentTable, link: RangeLink, revision: number) {
  const sourceTable = link.source
    ? engine.state.content.tables.find((t) => t.id === link.source!.table)
    : undefined;
  const sourceFile = sourceTable ? engine.state.files.find((f) => f.id === sourceTable.fileId) : undefined;
  return {
    id: link.id,
    table: table.id,
    revision: String(revision),
    type: link.type,
    // As the live service sends them: the member that does not apply to the link's type is null.
    source: link.range ? { range: rangeBody(link.range) } : null,
    destination: link.source
      ? {
          source: {
            rangeLink: link.source.rangeLink,
            table: link.source.table,
            ...(sourceFile ? { revision: String(sourceFile.revision) } : {}),
          },
        }
      : null,
  };
}

export const getRangeLinks: OperationHandler = ({ engine, params, query, baseUrl }) => {
  const { table, revision } = tableAt(engine, params.tableId!, query.$revision);
  const items = table.rangeLinks.map((l) => rangeLinkBody(engine, table, l, revision));
  return {
    status: 200,
    body: pageOf(items, {
      query,
      scope: `rangeLinks/${table.id}@${revision}`,
      link: `${baseUrl}/content/tables/${table.id}/rangeLinks`,
      keep: { $revision: String(revision) },
    }),
  };
};

export const getRangeLinkById: OperationHandler = ({ engine, params, query }) => {
  const { table, revision } = tableAt(engine, params.tableId!, query.$revision);
  const link = table.rangeLinks.find((l) => l.id === params.rangeLinkId);
  if (!link)
    throw notFound(`Table '${table.name}' has no range link '${params.rangeLinkId}'.`, "rangeLinkId");
  return { status: 200, body: rangeLinkBody(engine, table, link, revision) };
};

/** The destinations of a source link: the destination links, in any table, that copy it. */
export const getRangeLinkDestinations: OperationHandler = ({ engine, params, query, baseUrl }) => {
  const { table, revision } = tableAt(engine, params.tableId!, query.$revision);
  const link = table.rangeLinks.find((l) => l.id === params.rangeLinkId);
  if (!link)
    throw notFound(`Table '${table.name}' has no range link '${params.rangeLinkId}'.`, "rangeLinkId");
  if (link.type !== "source") {
    throw new ApiError(
      400,
      "not_a_source_link",
      `Range link '${link.id}' is a destination; only source links have destinations.`,
      { target: "rangeLinkId" },
    );
  }
  const items = engine.state.content.tables.flatMap((t) =>
    t.rangeLinks
      .filter((l) => l.source?.rangeLink === link.id)
      .map((l) => rangeLinkBody(engine, t, l, fileOf(engine, t.fileId).revision)),
  );
  return {
    status: 200,
    body: pageOf(items, {
      query,
      scope: `destinations/${table.id}/${link.id}@${revision}`,
      link: `${baseUrl}/content/tables/${table.id}/rangeLinks/${link.id}/destinations`,
      keep: { $revision: String(revision) },
    }),
  };
};

/** A table as the live service sends it: the parent's members not named by `type` are null. */
const contentTableBody = (t: ContentTable) => ({
  id: t.id,
  name: t.name,
  index: t.index,
  parent: { type: t.parent.type, richText: null, table: null, drawing: null, [t.parent.type]: t.parent.id },
});

/** The tables of a document or a presentation, with the revision they were read at. */
function tableCollection(
  kind: "Document" | "Presentation",
  param: string,
  collection: string,
): OperationHandler {
  return ({ engine, params, query, baseUrl }) => {
    const id = params[param]!;
    const file = engine.state.files.find((f) => f.id === id);
    if (!file || file.kind !== kind) throw notFound(`No ${kind.toLowerCase()} has the id '${id}'.`, param);
    const revision = pinnedRevision(file, query.$revision);
    const tables = tablesAt(engine, file, revision)
      .sort((a, b) => a.index - b.index)
      .map(contentTableBody);
    const page = pageOf(tables, {
      query,
      scope: `${collection}/${file.id}@${revision}`,
      link: `${baseUrl}/${collection}/${file.id}/tables`,
      keep: { $revision: String(revision) },
    });
    return { status: 200, body: { ...page, revision: String(revision) } };
  };
}

export const getDocumentTableCollection = tableCollection("Document", "documentId", "documents");
export const getPresentationTableCollection = tableCollection(
  "Presentation",
  "presentationId",
  "presentations",
);

/** GET /content/richText/{id}/paragraphs: the paragraphs in order, each with its index. */
export const getRichTextParagraphs: OperationHandler = ({ engine, params, query, baseUrl }) => {
  const richText = engine.state.content.richTexts.find((r) => r.id === params.richTextId);
  if (!richText) throw notFound(`No rich text has the id '${params.richTextId}'.`, "richTextId");
  const file = fileOf(engine, richText.fileId);
  // Rich texts never change in the sandbox, so every known revision reads the same paragraphs.
  const revision = pinnedRevision(file, query.$revision);
  const paragraphs = richText.paragraphs.map((p, index) => ({ ...p, index }));
  const page = pageOf(paragraphs, {
    query,
    scope: `richText/${richText.id}@${revision}`,
    link: `${baseUrl}/content/richText/${richText.id}/paragraphs`,
    keep: { $revision: String(revision) },
  });
  return { status: 200, body: { ...page, revision: String(revision) } };
};

/** A span of rows or columns; `stop` is the last one (inclusive). */
type Span = { start: number; stop: number };
type Placement = { nextTo: number; side: "putAfter" | "putBefore" };
type Axis = TableEdit["axis"];

/** The wire names of a range's bounds: `{ startRow, stopRow }` for rows, `{ startColumn, stopColumn }` for columns. */
const BOUNDS: Record<Axis, readonly [string, string]> = {
  rows: ["startRow", "stopRow"],
  columns: ["startColumn", "stopColumn"],
};

/** A range of the body (`{ startRow, stopRow }` or `{ startColumn, stopColumn }`) as a span. */
function readRange(value: unknown, axis: Axis, where: string): Span {
  const [first, last] = BOUNDS[axis];
  const range = value as Record<string, unknown> | undefined;
  if (!range || typeof range[first] !== "number" || typeof range[last] !== "number") {
    throw badRequest(`${where} needs ${first} and ${last}.`, where);
  }
  return { start: range[first], stop: range[last] };
}

/** Reads a TableEdit body (`type` plus the member it names) into the sandbox's form. */
function readTableEdit(body: Record<string, unknown>): TableEdit {
  const type = String(body.type);
  const member = body[type] as Record<string, unknown> | undefined;
  if (!member || typeof member !== "object") {
    throw badRequest(`A '${type}' edit needs the member '${type}'.`, type);
  }
  const axis: Axis = type.endsWith("Rows") ? "rows" : "columns";
  if (type.startsWith("delete")) {
    const span = readRange(member[axis], axis, `${type}.${axis}`);
    return { kind: "delete", axis, start: span.start, stop: span.stop };
  }
  const placement = member as Partial<Placement>;
  if (placement.nextTo === undefined || placement.side === undefined) {
    throw badRequest(`${type} needs nextTo and side.`, type);
  }
  if (type.startsWith("insert")) {
    const count = (member as { count?: number }).count ?? 1;
    return { kind: "insert", axis, count, nextTo: placement.nextTo, side: placement.side };
  }
  const span = readRange(member.move, axis, `${type}.move`);
  return {
    kind: "move",
    axis,
    start: span.start,
    stop: span.stop,
    nextTo: placement.nextTo,
    side: placement.side,
  };
}

/** What is wrong with `edit` on a table of `size` rows (or columns), if anything. */
function checkTableEdit(edit: TableEdit, size: number, type: string): void {
  const what = edit.axis === "rows" ? "row" : "column";
  const [first, last] = BOUNDS[edit.axis];
  const spanProblem = (s: Span, where: string) => {
    if (s.start < 0 || s.stop < s.start || s.stop >= size) {
      throw new ApiError(
        400,
        "invalid_table_edit",
        `${where} {${first}: ${s.start}, ${last}: ${s.stop}} must satisfy 0 <= ${first} <= ${last} <= ${size - 1} (the table has ${size} ${edit.axis}; ${last} is the last one, inclusive).`,
        { target: where },
      );
    }
  };
  const nextToProblem = (nextTo: number) => {
    if (nextTo < 0 || nextTo >= size) {
      throw new ApiError(
        400,
        "invalid_table_edit",
        `${type}.nextTo ${nextTo} is not a ${what} of the table (0 to ${size - 1}).`,
        { target: `${type}.nextTo` },
      );
    }
  };
  if (edit.kind === "delete") {
    spanProblem(edit, `${type}.${edit.axis}`);
    if (edit.stop - edit.start + 1 === size) {
      throw new ApiError(
        400,
        "invalid_table_edit",
        `A table keeps at least one ${what}; delete the table instead.`,
        {
          target: `${type}.${edit.axis}`,
        },
      );
    }
  } else if (edit.kind === "insert") {
    if (edit.count < 1) {
      throw badRequest(`${type}.count must be at least 1.`, `${type}.count`);
    }
    nextToProblem(edit.nextTo);
  } else {
    spanProblem(edit, `${type}.move`);
    nextToProblem(edit.nextTo);
    if (edit.nextTo >= edit.start && edit.nextTo <= edit.stop) {
      throw new ApiError(
        400,
        "invalid_table_edit",
        `${type}.nextTo ${edit.nextTo} lies inside the ${edit.axis} being moved.`,
        { target: `${type}.nextTo` },
      );
    }
  }
}

/** POST /content/tables/{tableId}/edit: checked now, applied as an operation; results `{ revision }`. */
export const tableEdit: OperationHandler = ({ engine, params, body, client, baseUrl }) => {
  const { table, file } = findTable(engine, params.tableId!);
  const input = body as Record<string, unknown>;
  const edit = readTableEdit(input);
  checkTableEdit(edit, edit.axis === "rows" ? table.rows : table.columns, String(input.type));
  return startOperation(engine, {
    baseUrl,
    client: client!,
    workspaceId: file.workspaceId,
    effect: { type: "tableEdit", tableId: table.id, edit },
  });
};

/** Where each old position of an axis of `size` lands after `edit` (undefined: deleted). */
function positionMap(edit: TableEdit, size: number): (p: number) => number | undefined {
  if (edit.kind === "delete") {
    const n = edit.stop - edit.start + 1;
    return (p) => (p < edit.start ? p : p > edit.stop ? p - n : undefined);
  }
  const at = edit.side === "putAfter" ? edit.nextTo + 1 : edit.nextTo;
  if (edit.kind === "insert") return (p) => (p >= at ? p + edit.count : p);
  const order = Array.from({ length: size }, (_, i) => i);
  const moved = order.splice(edit.start, edit.stop - edit.start + 1);
  const insertAt = at > edit.start ? at - moved.length : at;
  order.splice(insertAt, 0, ...moved);
  const where = new Map(order.map((old, now) => [old, now]));
  return (p) => where.get(p);
}

/**
 * A span (inclusive) after `edit`; null when every position of it was deleted. Rows inserted inside a
 * span widen it; a span split by a move becomes the smallest span holding its rows.
 */
function shiftSpan(edit: TableEdit, size: number, start: number, stop: number): Span | null {
  if (edit.kind === "insert") {
    const at = edit.side === "putAfter" ? edit.nextTo + 1 : edit.nextTo;
    return { start: start >= at ? start + edit.count : start, stop: stop >= at ? stop + edit.count : stop };
  }
  const map = positionMap(edit, size);
  const landed: number[] = [];
  for (let p = start; p <= stop; p++) {
    const q = map(p);
    if (q !== undefined) landed.push(q);
  }
  if (landed.length === 0) return null;
  return { start: Math.min(...landed), stop: Math.max(...landed) };
}

export function applyTableEdit(
  engine: Engine,
  effect: Extract<OperationEffect, { type: "tableEdit" }>,
  client: Client | undefined,
  at: number,
): Record<string, unknown>[] {
  const { table, file } = findTable(engine, effect.tableId);
  const { edit } = effect;
  const size = edit.axis === "rows" ? table.rows : table.columns;
  checkTableEdit(edit, size, "edit");
  engine.state.content.history.push({
    fileId: file.id,
    revision: file.revision,
    tables: structuredClone(engine.state.content.tables.filter((t) => t.fileId === file.id)),
  });
  const grown =
    edit.kind === "delete"
      ? size - (edit.stop - edit.start + 1)
      : edit.kind === "insert"
        ? size + edit.count
        : size;
  if (edit.axis === "rows") table.rows = grown;
  else table.columns = grown;
  table.rangeLinks = table.rangeLinks.filter((link) => {
    if (!link.range) return true;
    const r = link.range;
    const span =
      edit.axis === "rows"
        ? shiftSpan(edit, size, r.startRow, r.stopRow)
        : shiftSpan(edit, size, r.startColumn, r.stopColumn);
    if (!span) return false;
    if (edit.axis === "rows") link.range = { ...r, startRow: span.start, stopRow: span.stop };
    else link.range = { ...r, startColumn: span.start, stopColumn: span.stop };
    return true;
  });
  file.revision += 1;
  file.modified = engine.iso(at);
  if (client) {
    engine.recordActivity({
      client,
      workspaceId: file.workspaceId,
      alias: "table.edit",
      category: "Document",
      name: "Edit table",
      summary: `${client.name} edited table '${table.name}' of '${file.name}' (${edit.kind} ${edit.axis}).`,
      targets: [fileTarget(file), { id: table.id, type: "content.table", displayName: table.name }],
      at,
    });
  }
  return [{ revision: String(file.revision) }];
}

/** Copies the tables and rich texts of one file to another (new ids; links keep their sources). */
export function copyContent(engine: Engine, fromFileId: string, toFileId: string): void {
  const { content } = engine.state;
  const richIds = new Map<string, string>();
  for (const rich of content.richTexts.filter((r) => r.fileId === fromFileId)) {
    const id = engine.random.hex(32);
    richIds.set(rich.id, id);
    content.richTexts.push({ ...structuredClone(rich), id, fileId: toFileId });
  }
  for (const table of content.tables.filter((t) => t.fileId === fromFileId)) {
    content.tables.push({
      ...structuredClone(table),
      id: engine.random.hex(32),
      fileId: toFileId,
      parent: { ...table.parent, id: richIds.get(table.parent.id) ?? table.parent.id },
      rangeLinks: table.rangeLinks.map((l) => ({ ...structuredClone(l), id: engine.random.hex(32) })),
    });
  }
}

/** A file's content as lines of text (for exports): its name, paragraphs, tables or sheets. */
export function fileText(engine: Engine, file: FileRecord): string[] {
  const lines = [file.name];
  for (const rich of engine.state.content.richTexts.filter((r) => r.fileId === file.id)) {
    for (const p of rich.paragraphs) {
      lines.push(p.elements.map((e) => (e.textSpan as { text?: string } | undefined)?.text ?? "").join(""));
    }
  }
  for (const table of engine.state.content.tables.filter((t) => t.fileId === file.id)) {
    lines.push(`[table ${table.name}: ${table.rows} x ${table.columns}]`);
  }
  const spreadsheet = engine.state.spreadsheets.find((s) => s.id === file.id);
  for (const sheet of spreadsheet?.sheets ?? []) {
    lines.push(`[sheet ${sheet.name}]`);
    for (const [address, value] of Object.entries(sheet.cells)) lines.push(`${address}: ${value}`);
  }
  return lines;
}
