import type { Command } from "commander";

/** What can follow a command path (`""` is the root, `"platform files"` a resource): its words. */
export type CompletionTable = Map<string, string[]>;

/**
 * The completion table of a command tree: for each command, its subcommands (and their aliases) and its
 * long options, the global ones included. Every shell's script is generated from this one table.
 */
export function completionTable(program: Command): CompletionTable {
  const table: CompletionTable = new Map();
  const globals = program.options.map((o) => o.long).filter((l): l is string => Boolean(l));
  const walk = (command: Command, path: string) => {
    const words = [
      ...command.commands.flatMap((c) => [c.name(), ...c.aliases()]),
      ...command.options.map((o) => o.long).filter((l): l is string => Boolean(l) && !l!.startsWith("--no-")),
      ...(command === program ? [] : globals),
      "--help",
    ];
    table.set(path, [...new Set(words)]);
    for (const sub of command.commands) walk(sub, path ? `${path} ${sub.name()}` : sub.name());
  };
  walk(program, "");
  return table;
}
