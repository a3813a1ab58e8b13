import { csvLine, csvRow } from "./csv.js";
import type { Format } from "./format.js";
import { cellText, columnsOf, pickFields } from "./pick.js";
import type { Sink } from "./sink.js";
import { renderRecord, renderTable } from "./table.js";
import { renderYaml } from "./yaml.js";

export interface PrintOptions {
  format: Format;
  fields?: readonly string[];
}

const json = (value: unknown, sink: Sink) => JSON.stringify(value, null, sink.tty ? 2 : undefined);
const pick = (value: unknown, fields?: readonly string[]) =>
  fields && value !== null && typeof value === "object" && !Array.isArray(value)
    ? pickFields(value, fields)
    : value;

/** One result (an object, a list or nothing) in the chosen format. */
export function printValue(value: unknown, sink: Sink, options: PrintOptions): void {
  if (value === undefined) return;
  const { format, fields } = options;
  if (Array.isArray(value)) {
    printList(value, sink, options);
    return;
  }
  const picked = pick(value, fields);
  if (format === "yaml") sink.write(renderYaml(picked));
  else if (format === "table" && picked !== null && typeof picked === "object")
    sink.write(renderRecord(picked as Record<string, unknown>, sink.columns));
  else if (format === "csv" && picked !== null && typeof picked === "object")
    printList([picked], sink, options);
  else
    sink.write(
      `${format === "json" || format === "jsonl" ? JSON.stringify(picked, null, format === "json" && sink.tty ? 2 : undefined) : cellText(picked)}\n`,
    );
}

/** A whole list in the chosen format (JSON: one document; JSON Lines: one item per line). */
export function printList(items: readonly unknown[], sink: Sink, options: PrintOptions): void {
  const { format, fields } = options;
  if (format === "table") sink.write(renderTable(items, fields, sink.columns));
  else if (format === "yaml") sink.write(renderYaml(items.map((i) => pick(i, fields))));
  else if (format === "csv") {
    const columns = columnsOf(items, fields);
    sink.write(csvLine(columns) + items.map((i) => csvRow(i, columns)).join(""));
  } else if (format === "jsonl")
    sink.write(items.map((i) => `${JSON.stringify(pick(i, fields))}\n`).join(""));
  else
    sink.write(
      `${json(
        items.map((i) => pick(i, fields)),
        sink,
      )}\n`,
    );
}

/**
 * Items as they arrive (every page of a list): JSON Lines and JSON are written item by item (JSON as
 * one array document), CSV once its columns are known; tables and YAML need the whole list first.
 */
export async function printStream(
  items: AsyncIterable<unknown>,
  sink: Sink,
  options: PrintOptions,
): Promise<number> {
  const { format, fields } = options;
  let count = 0;
  if (format === "table" || format === "yaml" || (format === "csv" && !fields)) {
    const all: unknown[] = [];
    for await (const item of items) all.push(item);
    printList(all, sink, options);
    return all.length;
  }
  if (format === "csv") sink.write(csvLine(fields!));
  if (format === "json") sink.write("[");
  for await (const item of items) {
    const picked = pick(item, fields);
    if (format === "csv") sink.write(csvRow(item, fields!));
    else if (format === "jsonl") sink.write(`${JSON.stringify(picked)}\n`);
    else sink.write(`${count === 0 ? "" : ","}\n${sink.tty ? "  " : ""}${JSON.stringify(picked)}`);
    count++;
  }
  if (format === "json") sink.write(count === 0 ? "]\n" : "\n]\n");
  return count;
}
