import { type Command, CommanderError, type OutputConfiguration } from "commander";
import { EXIT, exitCodeOf } from "./exit-codes.js";
import { type Context, createContext, type Io, type Output, processIo } from "./io.js";
import { writeErr } from "./output/sink.js";
import { apisNamedIn, buildProgram, resourceNamedIn } from "./program.js";

/**
 * The error lines: the typed error's class and message, its request id when the server gave one (on the
 * first line, which says what happened), then the SDK's second line (what to do, and the guide's link).
 */
function describeError(error: unknown): string {
  if (!(error instanceof Error)) return `reportkit: ${String(error)}`;
  const requestId = (error as { requestId?: unknown }).requestId;
  const kind =
    error.name &&
    !["Error", "UsageError", "CredentialsError", "InterruptedError", "DeclinedError"].includes(error.name)
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
export function run(argv: readonly string[], version: string): Promise<number> {
  return runWith(argv, version, processIo());
}

/** run() with the given standard streams, environment and directory (the process's, or a test's). */
export async function runWith(argv: readonly string[], version: string, io: Io): Promise<number> {
  const ctx = createContext(io, version);
  let program: Awaited<ReturnType<typeof buildProgram>> | undefined;
  try {
    program = await buildProgram(version, apisNamedIn(argv), ctx, resourceNamedIn(argv));
    const output = outputOf(ctx);
    for (const command of [program, ...allCommands(program)]) {
      command.exitOverride();
      command.configureOutput(output);
    }
    await program.parseAsync([...argv], { from: "user" });
    return ctx.exitCode ?? EXIT.ok;
  } catch (error) {
    if (error instanceof CommanderError) {
      // --help and --version end here too, with exit code 0; commander already printed its message.
      return error.exitCode === 0 ? EXIT.ok : EXIT.usage;
    }
    writeErr(ctx, `${describeError(error)}\n`);
    return exitCodeOf(error);
  }
}

/** commander's NO_COLOR / FORCE_COLOR conventions, read from the run's environment. */
function useColor(env: Io["env"]): boolean | undefined {
  if (env.NO_COLOR || env.FORCE_COLOR === "0" || env.FORCE_COLOR === "false") return false;
  if (env.FORCE_COLOR || env.CLICOLOR_FORCE !== undefined) return true;
  return undefined;
}

/**
 * commander's own errors in reportkit's style: `error: unknown command 'lsit'` and its `(Did you mean
 * list?)` line become `reportkit: unknown command 'lsit' (did you mean list?)`.
 */
export function reworded(text: string): string {
  const [first = "", ...rest] = text.replace(/\n+$/, "").split("\n");
  const message = first.replace(/^error: /, "");
  const suggestion = rest.join(" ").match(/^\(Did you mean (.+)\?\)$/);
  if (suggestion) return `reportkit: ${message} (did you mean ${suggestion[1]}?)\n`;
  return `${[`reportkit: ${message}`, ...rest].join("\n")}\n`;
}

/** commander's output settings (its defaults, on the run's streams); errors scrubbed of secrets. */
function outputOf(ctx: Context): OutputConfiguration {
  const { stdout, stderr, env } = ctx.io;
  const width = (stream: Output) => (stream.isTTY ? stream.columns : undefined) as number;
  const colors = (stream: Output) =>
    useColor(env) ?? (stream.isTTY === true && stream.hasColors?.() === true);
  return {
    writeOut: (text) => {
      stdout.write(text);
    },
    writeErr: (text) => writeErr(ctx, text),
    outputError: (text, write) => write(reworded(text)),
    getOutHelpWidth: () => width(stdout),
    getErrHelpWidth: () => width(stderr),
    getOutHasColors: () => colors(stdout),
    getErrHasColors: () => colors(stderr),
  };
}

function allCommands(command: Command): Command[] {
  return command.commands.flatMap((c) => [c, ...allCommands(c)]);
}
