import type { Command } from "commander";
import { valuesOf } from "./values.js";

/** A word that can follow a command path, with the one-line description shells that show one print. */
export interface CompletionWord {
  word: string;
  description: string;
}

/**
 * What can follow a command path (`""` is the root, `"platform files"` a resource): its words. An
 * option's values are the entry of its path and name (`"platform files copy --format"`, a global one's
 * `"--format"`); the word `@file` stands for the file system's names.
 */
export type CompletionTable = Map<string, CompletionWord[]>;

/** The word of a completion table that stands for file names. */
export const FILE_WORD = "@file";

/** A description fit for a completion menu: its first line, at most 70 characters, no single quote. */
const oneLine = (text: string) => {
  const line = (text.split("\n")[0] ?? "").replace(/'/g, "’").trim();
  return line.length > 70 ? `${line.slice(0, 69)}…` : line;
};

/**
 * The completion table of a command tree: for each command, its subcommands (and their aliases) and its
 * long options, the global ones included, each with its description. Every shell's script is generated
 * from this one table.
 */
export function completionTable(program: Command): CompletionTable {
  const table: CompletionTable = new Map();
  const optionWords = (command: Command) =>
    command.options
      .filter((o) => o.long && !o.long.startsWith("--no-"))
      .map((o) => ({ word: o.long!, description: oneLine(o.description) }));
  const globals = optionWords(program);
  const walk = (command: Command, path: string) => {
    const words = [
      ...command.commands.flatMap((c) => {
        const description = oneLine(c.summary() || c.description());
        return [c.name(), ...c.aliases()].map((word) => ({ word, description }));
      }),
      ...optionWords(command),
      ...(command === program ? [] : globals),
      { word: "--help", description: "show help" },
    ];
    const seen = new Set<string>();
    table.set(
      path,
      words.filter(({ word }) => !seen.has(word) && seen.add(word)),
    );
    for (const option of command.options) {
      const values = valuesOf(option);
      if (!values || !option.long) continue;
      const words = values === "file" ? [FILE_WORD] : values;
      table.set(
        path ? `${path} ${option.long}` : option.long,
        words.map((word) => ({ word, description: "" })),
      );
    }
    // A command whose argument is a file to read (`files import <path>`) completes file names too.
    if (command.registeredArguments.some((a) => a.name() === "path"))
      table.get(path)!.push({ word: FILE_WORD, description: "a file" });
    for (const sub of command.commands) walk(sub, path ? `${path} ${sub.name()}` : sub.name());
  };
  walk(program, "");
  return table;
}
