import type { KindCounts } from "./types.js";

/** One printed row: a kind, its counts, how long it took and a note (why it could not run, say). */
export interface TableRow {
  kind: string;
  counts: KindCounts | undefined;
  seconds: number;
  /** The slowest settled call, in ms. */
  slowestMs?: number;
  /** The slowest single send, in ms. */
  slowestSendMs?: number;
  /** How calls were rejected, most frequent first. */
  rejections?: [string, number][];
  note?: string;
}

const COLUMNS: [keyof KindCounts, string][] = [
  ["calls", "calls"],
  ["resolved", "resolved"],
  ["rejected", "rejected"],
  ["nonApiError", "non-ApiError"],
  ["unsettled", "unsettled"],
  ["duplicates", "dup"],
  ["lost", "lost"],
  ["phantom", "phantom"],
  ["leaks", "leaks"],
  ["unhandled", "unhandled"],
  ["unrecovered", "unrecovered"],
];

/** The counts that must all be 0. */
export const MUST_BE_ZERO: (keyof KindCounts)[] = [
  "nonApiError",
  "unsettled",
  "duplicates",
  "lost",
  "phantom",
  "leaks",
  "unhandled",
  "unrecovered",
];

/** A plain-text table, one row per kind; a row with a non-zero count it must not have is marked FAIL. */
export function formatTable(rows: TableRow[]): string {
  const header = [
    "kind",
    ...COLUMNS.map(([, label]) => label),
    "slowest call ms",
    "slowest send ms",
    "s",
    "verdict",
  ];
  const body = rows.map((row) => {
    const failed = !row.counts || MUST_BE_ZERO.some((key) => row.counts?.[key] !== 0);
    return [
      row.kind,
      ...COLUMNS.map(([key]) => (row.counts ? String(row.counts[key]) : "-")),
      row.slowestMs === undefined ? "-" : row.slowestMs.toFixed(0),
      row.slowestSendMs === undefined ? "-" : row.slowestSendMs.toFixed(0),
      row.seconds.toFixed(1),
      `${failed ? "FAIL" : "ok"}${row.note ? ` (${row.note})` : ""}`,
    ];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((cells) => cells[i]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, i) =>
        i === 0 || i === cells.length - 1 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!),
      )
      .join(" | ")
      .trimEnd();
  return [line(header), widths.map((w) => "-".repeat(w)).join("-|-"), ...body.map(line)].join("\n");
}

/** The most frequent rejections of each kind, under the table. */
export function formatRejections(rows: TableRow[], perKind = 4): string {
  return rows
    .filter((row) => row.rejections && row.rejections.length > 0)
    .map((row) => {
      const top = (row.rejections ?? []).slice(0, perKind).map(([reason, n]) => `    ${n} x ${reason}`);
      return [`  ${row.kind}:`, ...top].join("\n");
    })
    .join("\n");
}
