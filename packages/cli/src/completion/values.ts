import type { Option } from "commander";

/** What an option's value completes to: these words, or the file system's names. */
export type CompletionValues = readonly string[] | "file";

const registry = new WeakMap<Option, CompletionValues>();

/** Says what `option`'s value completes to (the catalogue's enum, a file...); returns the option. */
export function completesTo(option: Option, values: CompletionValues): Option {
  registry.set(option, values);
  return option;
}

/** Options whose value is a path, wherever they are declared. */
const FILE_OPTIONS = new Set(["--output", "--input", "--client-secret-file"]);

/** What an option's value completes to, if anything is known. */
export function valuesOf(option: Option): CompletionValues | undefined {
  return registry.get(option) ?? (option.long && FILE_OPTIONS.has(option.long) ? "file" : undefined);
}
