import { CommanderError } from "commander";
import { EXIT, exitCodeOf } from "./exit-codes.js";
import { writeErr } from "./output/sink.js";
import { apisNamedIn, buildProgram } from "./program.js";

/**
 * The error lines: the typed error's class and message, its request id when the server gave one (on the
 * first line, which says what happened), then the SDK's second line (what to do, and the guide's link).
 */
function describeError(error: unknown): string {
  if (!(error instanceof Error)) return `reportkit: ${String(error)}`;
  const requestId = (error as { requestId?: unknown }).requestId;
  const kind =
    error.name && !["Error", "UsageError", "CredentialsError", "InterruptedError"].includes(error.name)
      ? `${error.name}: `
      : "";
  const [first, ...next] = error.message.split("\n");
  const id = typeof requestId === "string" ? ` (request id ${requestId})` : "";
  return [`reportkit: ${kind}${first}${id}`, ...next].join("\n");
}

/**
 * Runs one command line (without `node` and the script) and resolves with its exit code. Global options
 * may come before or after the command; errors go to stderr, one line with the error's class.
 */
export async function run(argv: readonly string[], version: string): Promise<number> {
  let program: Awaited<ReturnType<typeof buildProgram>> | undefined;
  try {
    program = await buildProgram(version, apisNamedIn(argv));
    program.exitOverride();
    program.configureOutput({ writeErr: (text) => writeErr(text) });
    for (const command of allCommands(program)) {
      command.exitOverride();
      command.configureOutput({ writeErr: (text) => writeErr(text) });
    }
    await program.parseAsync([...argv], { from: "user" });
    return typeof process.exitCode === "number" ? process.exitCode : EXIT.ok;
  } catch (error) {
    if (error instanceof CommanderError) {
      // --help and --version end here too, with exit code 0; commander already printed its message.
      return error.exitCode === 0 ? EXIT.ok : EXIT.usage;
    }
    writeErr(`${describeError(error)}\n`);
    return exitCodeOf(error);
  }
}

function allCommands(command: import("commander").Command): import("commander").Command[] {
  return command.commands.flatMap((c) => [c, ...allCommands(c)]);
}
