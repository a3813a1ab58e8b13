import { TOP_HELP } from "../generated/top-help.js";

/** The words that, alone on the command line, print the top-level help on stdout with exit code 0. */
export const HELP_WORDS = ["--help", "-h", "help"] as const;

/** A help text and the help widths commander prints exactly it at: `from` to `to`, or every width from `from` on. */
export interface PrerenderedHelp {
  readonly from: number;
  readonly to?: number;
  readonly text: string;
}

/**
 * `reportkit --help` (`-h`, `help`) as the build rendered it from the program, when that is byte for byte
 * what the program would print here: undefined for any other command line (bare `reportkit` included: it
 * prints the help on stderr, exit code 2), and for a terminal width the build did not render.
 */
export function prerenderedHelp(
  argv: readonly string[],
  stdout: { readonly isTTY?: boolean; readonly columns?: number } = process.stdout,
): string | undefined {
  if (argv.length !== 1 || !(HELP_WORDS as readonly string[]).includes(argv[0]!)) return undefined;
  // commander's help width on stdout: its columns on a terminal, else 80.
  const width = (stdout.isTTY ? stdout.columns : undefined) ?? 80;
  return TOP_HELP.find((help) => width >= help.from && width <= (help.to ?? Number.POSITIVE_INFINITY))?.text;
}
