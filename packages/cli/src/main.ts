import { prerenderedHelp } from "./help/prerendered.js";
import type { Io } from "./io.js";

/**
 * What the executable does with a command line, as a function: `--version` and the top-level `--help`
 * answer before anything else loads; everything else goes through run(), which loads only what the
 * command needs. Resolves with the exit code.
 */
export async function main(argv: readonly string[], version: string, io: Io): Promise<number> {
  if (argv.length === 1 && (argv[0] === "--version" || argv[0] === "-V")) {
    io.stdout.write(`${version}\n`);
    return 0;
  }
  const help = prerenderedHelp(argv, io.stdout);
  // The text the build rendered from the program, where it is exactly what the program would print.
  if (help !== undefined) {
    io.stdout.write(help);
    return 0;
  }
  const { runWith } = await import("./run.js");
  return runWith(argv, version, io);
}
