import { cellOf, cellText, columnsOf } from "./pick.js";

const WIDEST = 60;

const clip = (text: string) => {
  const flat = text.replace(/\s+/g, " ");
  return flat.length > WIDEST ? `${flat.slice(0, WIDEST - 1)}…` : flat;
};

/** Items as an aligned text table with a header row (cells over 60 characters are cut). */
export function renderTable(items: readonly unknown[], fields?: readonly string[]): string {
  const columns = columnsOf(items, fields);
  const rows = items.map((item) => columns.map((c) => clip(cellText(cellOf(item, c)))));
  const header = columns.map((c) => c.toUpperCase());
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => cell.padEnd(widths[i]!))
      .join("  ")
      .trimEnd();
  return `${[line(header), ...rows.map(line)].join("\n")}\n`;
}

/** One object as a two-column table of its fields. */
export function renderRecord(record: Record<string, unknown>): string {
  const keys = Object.keys(record);
  const width = Math.max(0, ...keys.map((k) => k.length));
  return `${keys.map((k) => `${k.padEnd(width)}  ${clip(cellText(record[k]))}`.trimEnd()).join("\n")}\n`;
}
