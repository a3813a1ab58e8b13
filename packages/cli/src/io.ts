import { readFileSync } from "node:fs";
import { isAbsolute, resolve } from "node:path";
import type { Clock } from "@reportkit/sdk";

/** Standard output or error: where text goes, and whether a person reads it (a terminal, how wide). */
export interface Output {
  /** Text, or bytes (`files export -o -`). */
  write(text: string | Uint8Array): unknown;
  readonly isTTY?: boolean;
  /** The terminal's width, when it is one. */
  readonly columns?: number;
  /** Whether the terminal shows colours (a TTY stream's `hasColors()`). */
  hasColors?(): boolean;
}

/**
 * Everything a command line touches besides its arguments and the file system: the process (bin.ts),
 * or a test's stand-ins, so that commands run as functions (test/support/run-cli.ts).
 */
export interface Io {
  readonly env: Readonly<Record<string, string | undefined>>;
  /** Standard input as a stream (`--with-secret`, `--client-secret-stdin`), opened on first use. */
  stdin(): NodeJS.ReadableStream;
  /** Standard input read whole, at once (`@-`, `--input -`). */
  readStdin(): string;
  readonly stdout: Output;
  readonly stderr: Output;
  /** The directory relative paths of the command line start from. */
  readonly cwd: string;
  /** Calls `listener` on Ctrl-C (SIGINT) until the returned function is called. */
  onInterrupt(listener: () => void): () => void;
  /** The `fetch` the SDK sends with (a test's in-process sandbox); undefined: the SDK's own. */
  readonly fetch?: typeof fetch;
  /** The clock the SDK waits on (a test's instant one, shared with its sandbox); undefined: real time. */
  readonly clock?: Clock;
}

/** One run of a command line: its I/O and what the run learns as it goes (never shared between runs). */
export interface Context {
  readonly io: Io;
  /** This CLI's version (its User-Agent names it). */
  readonly version: string;
  /** Secrets no output of this run may show (see output/sink.ts). */
  readonly secrets: string[];
  /** The exit code a command set without failing (`reportkit sandbox`: its child's). */
  exitCode: number | undefined;
  /** Whether an option of this command line read standard input already (it can be read once). */
  stdinTaken: boolean;
}

/** `path` of the command line as the file system must see it: relative to the run's directory. */
export const inCwd = (io: Io, path: string) => (isAbsolute(path) ? path : resolve(io.cwd, path));

export const createContext = (io: Io, version = "0.0.0"): Context => ({
  io,
  version,
  secrets: [],
  exitCode: undefined,
  stdinTaken: false,
});

/** The real process's I/O (the executable's). */
export function processIo(): Io {
  return {
    env: process.env,
    // Only when used: touching process.stdin opens it.
    stdin: () => process.stdin,
    readStdin: () => readFileSync(0, "utf8"),
    stdout: process.stdout,
    stderr: process.stderr,
    // Read when used: a command line of absolute paths works in a directory that was removed.
    get cwd() {
      return process.cwd();
    },
    onInterrupt(listener) {
      process.once("SIGINT", listener);
      return () => {
        process.removeListener("SIGINT", listener);
      };
    },
  };
}
