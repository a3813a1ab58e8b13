import { UsageError } from "../errors.js";

export const FORMATS = ["json", "jsonl", "table", "csv", "yaml"] as const;
export type Format = (typeof FORMATS)[number];

/** How results are written: `--format`, `--jsonl`, else a table for lists on a terminal, else JSON. */
export function chooseFormat(
  options: { format?: string; jsonl?: boolean },
  tty: boolean,
  list: boolean,
): Format {
  if (options.format !== undefined) {
    if (!(FORMATS as readonly string[]).includes(options.format)) {
      throw new UsageError(`--format ${options.format}: use one of ${FORMATS.join(", ")}.`);
    }
    if (options.jsonl && options.format !== "jsonl")
      throw new UsageError("--jsonl and --format disagree: give one.");
    return options.format as Format;
  }
  if (options.jsonl) return "jsonl";
  return tty && list ? "table" : "json";
}
