import { cellOf, cellText, columnsOf } from "./pick.js";

const WIDEST = 60;
const NARROWEST = 4;

/** A cell of a table: scalars as text, objects and lists summarized (`{3 fields}`, `[4 items]`). */
const tableCell = (value: unknown) => {
  if (Array.isArray(value)) return `[${value.length} item${value.length === 1 ? "" : "s"}]`;
  if (value !== null && typeof value === "object") {
    const n = Object.keys(value).length;
    return `{${n} field${n === 1 ? "" : "s"}}`;
  }
  return cellText(value).replace(/\s+/g, " ");
};

/** `text` cut to `width` characters, an ellipsis marking the cut. */
const cut = (text: string, width: number) => (text.length > width ? `${text.slice(0, width - 1)}…` : text);

/**
 * Column widths that fit `columns` characters (with two spaces between columns): the widest column
 * gives up a character at a time, down to a few characters each.
 */
function fitted(widths: number[], columns: number | undefined): number[] {
  const fit = widths.map((w) => Math.min(w, WIDEST));
  if (columns === undefined) return fit;
  const total = () => fit.reduce((a, b) => a + b, 0) + 2 * (fit.length - 1);
  while (total() > columns) {
    const widest = fit.indexOf(Math.max(...fit));
    if (fit[widest]! <= NARROWEST) break;
    fit[widest]!--;
  }
  return fit;
}

/**
 * Items as an aligned text table with a header row, fitted to `columns` characters when given (a
 * terminal's width): long cells are cut with an ellipsis, nested objects summarized.
 */
export function renderTable(items: readonly unknown[], fields?: readonly string[], columns?: number): string {
  const names = columnsOf(items, fields);
  const rows = items.map((item) => names.map((c) => tableCell(cellOf(item, c))));
  const header = names.map((h) => h.toUpperCase());
  const widths = fitted(
    header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length))),
    columns,
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => cut(cell, widths[i]!).padEnd(widths[i]!))
      .join("  ")
      .trimEnd();
  return `${[line(header), ...rows.map(line)].join("\n")}\n`;
}

/** One object as a two-column table of its fields, values cut to fit `columns` when given. */
export function renderRecord(record: Record<string, unknown>, columns?: number): string {
  const keys = Object.keys(record);
  const width = Math.max(0, ...keys.map((k) => k.length));
  const room = Math.max(NARROWEST, Math.min(WIDEST, (columns ?? Number.POSITIVE_INFINITY) - width - 2));
  return `${keys.map((k) => `${k.padEnd(width)}  ${cut(tableCell(record[k]), room)}`.trimEnd()).join("\n")}\n`;
}
