/** A rectangle of cells, zero-based and inclusive. */
export interface CellRange {
  top: number;
  left: number;
  bottom: number;
  right: number;
}

export interface A1Range extends CellRange {
  /** The sheet named before `!`, when there is one (quotes removed). */
  sheetName?: string;
}

export const MAX_COLUMNS = 16_384; // XFD
export const MAX_ROWS = 1_048_576;

export class A1Error extends Error {
  constructor(
    message: string,
    readonly position: number,
  ) {
    super(message);
    this.name = "A1Error";
  }
}

export function columnLetters(index: number): string {
  let n = index + 1;
  let out = "";
  while (n > 0) {
    const rem = (n - 1) % 26;
    out = String.fromCharCode(65 + rem) + out;
    n = Math.floor((n - 1) / 26);
  }
  return out;
}

/** `B3` for row 2, column 1 (zero-based). */
export const cellAddress = (row: number, column: number) => `${columnLetters(column)}${row + 1}`;

export function formatRange(r: CellRange): string {
  const start = cellAddress(r.top, r.left);
  const end = cellAddress(r.bottom, r.right);
  return start === end ? start : `${start}:${end}`;
}

/**
 * Parses A1 notation: `B3`, `A1:C10`, `$A$1:$B$2`, with an optional sheet prefix (`Sheet 1!A1:B2`,
 * `'It''s'!A1`). Corners may come in any order. Throws an A1Error that says what is wrong and where.
 */
export function parseA1(text: string): A1Range {
  if (text.length === 0)
    throw new A1Error("the range is empty; give a cell like B3 or a range like A1:C10", 1);
  let pos = 0;
  let sheetName: string | undefined;
  if (text.startsWith("'")) {
    let name = "";
    let i = 1;
    for (;;) {
      if (i >= text.length) throw new A1Error("the quoted sheet name has no closing quote", text.length + 1);
      if (text[i] === "'") {
        if (text[i + 1] === "'") {
          name += "'";
          i += 2;
          continue;
        }
        break;
      }
      name += text[i];
      i++;
    }
    if (text[i + 1] !== "!") throw new A1Error("expected '!' after the quoted sheet name", i + 2);
    if (name.length === 0) throw new A1Error("the sheet name before '!' is empty", 1);
    sheetName = name;
    pos = i + 2;
  } else {
    const bang = text.indexOf("!");
    if (bang === 0) throw new A1Error("the sheet name before '!' is empty", 1);
    if (bang > 0) {
      sheetName = text.slice(0, bang);
      pos = bang + 1;
    }
  }
  const refs = text.slice(pos);
  if (refs.length === 0)
    throw new A1Error("expected a cell reference after the sheet name, like A1", pos + 1);
  const parts = refs.split(":");
  if (parts.length > 2)
    throw new A1Error(
      "a range has at most one ':' between its two corners",
      pos + parts[0]!.length + parts[1]!.length + 2,
    );
  const first = parseCell(parts[0]!, pos);
  const second = parts.length === 2 ? parseCell(parts[1]!, pos + parts[0]!.length + 1) : first;
  return {
    ...(sheetName !== undefined ? { sheetName } : {}),
    top: Math.min(first.row, second.row),
    bottom: Math.max(first.row, second.row),
    left: Math.min(first.column, second.column),
    right: Math.max(first.column, second.column),
  };
}

function parseCell(ref: string, offset: number): { row: number; column: number } {
  const at = offset + 1;
  if (ref.length === 0) throw new A1Error("expected a cell reference like B3", at);
  // Scan `$? letters $? digits` and report the first character that does not fit.
  let i = 0;
  if (ref[i] === "$") i++;
  const lettersStart = i;
  while (i < ref.length && /[A-Za-z]/.test(ref[i]!)) i++;
  const letters = ref.slice(lettersStart, i);
  if (letters.length === 0 && i < ref.length && ref[i] !== "$") {
    throw new A1Error(
      `'${ref}' is not a cell reference: it must start with column letters (A to XFD), found '${ref[i]}'`,
      at + i,
    );
  }
  if (ref[i] === "$") i++;
  const digitsStart = i;
  while (i < ref.length && /\d/.test(ref[i]!)) i++;
  const digits = ref.slice(digitsStart, i);
  if (i < ref.length) {
    throw new A1Error(
      `'${ref}' is not a cell reference: unexpected '${ref[i]}' (expected column letters, then a row number, like B3)`,
      at + i,
    );
  }
  if (letters.length === 0 || digits.length === 0) {
    throw new A1Error(
      `'${ref}' is not a cell reference: it needs column letters and a row number, like B3 (whole rows or columns are not supported)`,
      at,
    );
  }
  let column = 0;
  for (const ch of letters.toUpperCase()) column = column * 26 + (ch.charCodeAt(0) - 64);
  if (column > MAX_COLUMNS)
    throw new A1Error(`column ${letters.toUpperCase()} is beyond the last column XFD`, at);
  const row = Number(digits);
  if (row < 1) throw new A1Error(`row numbers start at 1, got ${digits}`, at + digitsStart);
  if (row > MAX_ROWS) throw new A1Error(`row ${digits} is beyond the last row ${MAX_ROWS}`, at + digitsStart);
  return { row: row - 1, column: column - 1 };
}
