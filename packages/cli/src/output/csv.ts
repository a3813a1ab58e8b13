import { cellOf, cellText } from "./pick.js";

const quote = (text: string) => (/[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text);

/** One CSV line (RFC 4180 quoting), ended by CRLF. */
export const csvLine = (cells: readonly string[]) => `${cells.map(quote).join(",")}\r\n`;

/** The CSV line of one item for `columns` (objects and lists as JSON text). */
export const csvRow = (item: unknown, columns: readonly string[]) =>
  csvLine(columns.map((c) => cellText(cellOf(item, c))));
