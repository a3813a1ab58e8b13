import { ApiError, badRequest, notFound } from "../../core/api-error.js";
import type { Engine } from "../../engine/engine.js";
import type { OperationHandler } from "../../http/types.js";
import type { ContentTable, FileRecord, RangeLink, TableRange } from "../../state/types.js";
import { pageOf } from "./listing.js";

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
export function findTable(engine: Engine, tableId: string): { table: ContentTable; file: FileRecord } {
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
