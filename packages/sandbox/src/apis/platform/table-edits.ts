import type { Engine } from "../../engine/engine.js";
import type { OperationHandler } from "../../http/types.js";
import type { Client, ContentTable, FileRecord, OperationEffect, TableEdit } from "../../state/types.js";
import { findTable } from "./content.js";
import { fileTarget } from "./files.js";
import { startOperation } from "./start-operation.js";
import { checkTableEdit, readTableEdit, type Span } from "./table-edit-input.js";

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

/** The number of rows (or columns) an axis of `size` has after `edit`. */
function sizeAfter(edit: TableEdit, size: number): number {
  if (edit.kind === "delete") return size - (edit.stop - edit.start + 1);
  return edit.kind === "insert" ? size + edit.count : size;
}

/** Keeps the file's tables as they are, so that reads of its current revision still see them later. */
function saveRevision(engine: Engine, file: FileRecord): void {
  engine.state.content.history.push({
    fileId: file.id,
    revision: file.revision,
    tables: structuredClone(engine.state.content.tables.filter((t) => t.fileId === file.id)),
  });
}

/** Range links follow their rows or columns: they shift, grow or shrink, and go when all of them go. */
function moveRangeLinks(table: ContentTable, edit: TableEdit, size: number): void {
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
}

/** Completes a table edit: the table and its links change, and its file moves to the next revision. */
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
  saveRevision(engine, file);
  if (edit.axis === "rows") table.rows = sizeAfter(edit, size);
  else table.columns = sizeAfter(edit, size);
  moveRangeLinks(table, edit, size);
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
