import type { CellValue } from "../../state/types.js";
import { cellAddress } from "./a1.js";

/** Reads CSV text into cells (quoted fields, doubled quotes; numbers become numbers). */
export function csvCells(text: string): Record<string, CellValue> {
  const cells: Record<string, CellValue> = {};
  let row = 0;
  let column = 0;
  let field = "";
  let quoted = false;
  let wasQuoted = false;
  const put = () => {
    if (field !== "" || wasQuoted) {
      const n = Number(field);
      cells[cellAddress(row, column)] = !wasQuoted && field.trim() !== "" && Number.isFinite(n) ? n : field;
    }
    field = "";
    wasQuoted = false;
  };
  for (let i = 0; i < text.length && row < 10_000; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') {
      quoted = true;
      wasQuoted = true;
    } else if (ch === ",") {
      put();
      column++;
    } else if (ch === "\n" || ch === "\r") {
      put();
      if (ch === "\r" && text[i + 1] === "\n") i++;
      row++;
      column = 0;
    } else field += ch;
  }
  put();
  return cells;
}
