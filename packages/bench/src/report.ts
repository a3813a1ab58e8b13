import type { Spread } from "./stats.js";

/** How a figure is shown. */
export type Unit = "req/s" | "x" | "us" | "ms" | "B/call" | "bytes" | "count" | "s";

export interface Target {
  /** What the issue asks, e.g. ">= 0.95". */
  text: string;
  /** Undefined when the figure could not be measured. */
  pass?: boolean;
}

/** One line of the table, and one entry of bench.json. */
export interface Row {
  section: string;
  figure: string;
  unit: Unit;
  /** Undefined when the figure could not be measured (see `note`). */
  spread?: Spread;
  target?: Target;
  note?: string;
}

const digits: Record<Unit, number> = {
  "req/s": 0,
  x: 2,
  us: 1,
  ms: 0,
  "B/call": 1,
  bytes: 0,
  count: 0,
  s: 2,
};

export function formatValue(value: number, unit: Unit): string {
  if (unit === "bytes") return `${(value / 1000).toFixed(2)} kB`;
  const text = value.toLocaleString("en-US", {
    minimumFractionDigits: digits[unit],
    maximumFractionDigits: digits[unit],
  });
  if (unit === "count") return text;
  return unit === "x" ? `${text}x` : `${text} ${unit}`;
}

function cells(row: Row): string[] {
  const pass = row.target?.pass;
  const verdict = row.target ? (pass === undefined ? "n/a" : pass ? "pass" : "FAIL") : "";
  const target = row.target?.text ?? "";
  if (!row.spread) return [row.figure, "n/a", "", target, verdict, row.note ?? ""];
  const { median, min, max, values } = row.spread;
  const range = values.length > 1 ? `${formatValue(min, row.unit)} - ${formatValue(max, row.unit)}` : "";
  return [row.figure, formatValue(median, row.unit), range, target, verdict, row.note ?? ""];
}

/** The figures as one plain-text table, grouped by section. */
export function formatTable(rows: readonly Row[]): string {
  const header = ["figure", "median", "min - max", "target", "", ""];
  const body = rows.map(cells);
  // The last column (notes) is not padded.
  const widths = header.map((title, column) =>
    column === header.length - 1 ? 0 : Math.max(title.length, ...body.map((line) => line[column]!.length)),
  );
  const line = (values: string[]) =>
    values
      .map((value, column) =>
        column === 1 ? value.padStart(widths[column]!) : value.padEnd(widths[column]!),
      )
      .join("  ")
      .trimEnd();
  const out = [
    line(header),
    widths
      .map((width, column) => (column < 5 ? "-".repeat(width) : ""))
      .join("  ")
      .trimEnd(),
  ];
  let section = "";
  rows.forEach((row, index) => {
    if (row.section !== section) {
      section = row.section;
      out.push(`[${section}]`);
    }
    out.push(line(body[index]!));
  });
  return out.join("\n");
}
