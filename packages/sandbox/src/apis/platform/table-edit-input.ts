import { ApiError, badRequest } from "../../core/api-error.js";
import type { TableEdit } from "../../state/types.js";

/** A span of rows or columns; `stop` is the last one (inclusive). */
export type Span = { start: number; stop: number };
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
export function readTableEdit(body: Record<string, unknown>): TableEdit {
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

const noun = (axis: Axis) => (axis === "rows" ? "row" : "column");

/** A span must lie inside the table's `size` rows (or columns). */
function checkSpan(span: Span, axis: Axis, size: number, where: string): void {
  if (span.start >= 0 && span.stop >= span.start && span.stop < size) return;
  const [first, last] = BOUNDS[axis];
  throw new ApiError(
    400,
    "invalid_table_edit",
    `${where} {${first}: ${span.start}, ${last}: ${span.stop}} must satisfy 0 <= ${first} <= ${last} <= ${size - 1} (the table has ${size} ${axis}; ${last} is the last one, inclusive).`,
    { target: where },
  );
}

/** `nextTo` must be one of the table's `size` rows (or columns). */
function checkNextTo(nextTo: number, axis: Axis, size: number, type: string): void {
  if (nextTo >= 0 && nextTo < size) return;
  throw new ApiError(
    400,
    "invalid_table_edit",
    `${type}.nextTo ${nextTo} is not a ${noun(axis)} of the table (0 to ${size - 1}).`,
    { target: `${type}.nextTo` },
  );
}

/** Throws what is wrong with `edit` on a table of `size` rows (or columns), if anything. */
export function checkTableEdit(edit: TableEdit, size: number, type: string): void {
  if (edit.kind === "delete") {
    checkSpan(edit, edit.axis, size, `${type}.${edit.axis}`);
    if (edit.stop - edit.start + 1 === size) {
      throw new ApiError(
        400,
        "invalid_table_edit",
        `A table keeps at least one ${noun(edit.axis)}; delete the table instead.`,
        { target: `${type}.${edit.axis}` },
      );
    }
  } else if (edit.kind === "insert") {
    if (edit.count < 1) {
      throw badRequest(`${type}.count must be at least 1.`, `${type}.count`);
    }
    checkNextTo(edit.nextTo, edit.axis, size, type);
  } else {
    checkSpan(edit, edit.axis, size, `${type}.move`);
    checkNextTo(edit.nextTo, edit.axis, size, type);
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
