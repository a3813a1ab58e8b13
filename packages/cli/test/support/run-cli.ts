import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import type { Clock } from "@reportkit/sdk";
import type { Io, Output } from "../../src/io.js";
import { main } from "../../src/main.js";

// Runs a command line in this process, as the executable would (src/main.ts, which bin.ts calls on the
// real process), with stand-ins for the streams, the environment and Ctrl-C. Every run has its own
// context (secrets, standard input, exit code), so test files run in parallel.

const { version } = JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")) as {
  version: string;
};

export interface RunResult {
  code: number;
  stdout: string;
  stderr: string;
}

export interface RunOptions {
  /** The whole environment of the run (default: {@link baseEnv}); nothing of this process's. */
  env?: Record<string, string>;
  /** Standard input. */
  input?: string;
  /** The directory relative paths start from (default: this process's). */
  cwd?: string;
  /** The SDK's fetch (an in-process sandbox's); default: the real one. */
  fetch?: typeof fetch;
  /** The SDK's clock (an in-process sandbox's instant one); default: real time. */
  clock?: Clock;
  /** Aborting it is Ctrl-C. */
  interrupt?: AbortSignal;
  /** Standard input, output and error are a terminal (output and error this many columns wide). */
  terminal?: { columns: number };
  /** Called with each write to standard error (to act once a line appears). */
  onStderr?: (stderrSoFar: string) => void;
}

/** A fresh, empty config folder (XDG_CONFIG_HOME) so no test sees another's profiles. */
export const freshConfigHome = () => mkdtempSync(join(tmpdir(), "reportkit-cli-config-"));

/** The environment of a run: a config folder of its own and `extra`, nothing of this process's. */
export const baseEnv = (extra: Record<string, string> = {}): Record<string, string> => ({
  XDG_CONFIG_HOME: freshConfigHome(),
  XDG_CACHE_HOME: freshConfigHome(),
  ...extra,
});

/** The I/O of one in-process run, and what it printed so far. */
export function inProcessIo(options: RunOptions = {}): {
  io: Io;
  printed: () => [stdout: string, stderr: string];
} {
  let stdout = "";
  let stderr = "";
  const terminal = options.terminal
    ? { isTTY: true, columns: options.terminal.columns, hasColors: () => false }
    : { isTTY: false };
  const out: Output = {
    ...terminal,
    write: (text: string | Uint8Array) => {
      stdout += typeof text === "string" ? text : Buffer.from(text).toString();
    },
  };
  const err: Output = {
    ...terminal,
    write: (text: string | Uint8Array) => {
      stderr += typeof text === "string" ? text : Buffer.from(text).toString();
      options.onStderr?.(stderr);
    },
  };
  const input = options.input ?? "";
  const io: Io = {
    env: options.env ?? baseEnv(),
    stdin: () =>
      Object.assign(Readable.from(input === "" ? [] : [Buffer.from(input)]), {
        // On a terminal, standard input is one too (what a confirmation asks on).
        isTTY: options.terminal !== undefined,
      }),
    readStdin: () => input,
    stdout: out,
    stderr: err,
    cwd: options.cwd ?? process.cwd(),
    onInterrupt(listener) {
      const signal = options.interrupt;
      signal?.addEventListener("abort", listener, { once: true });
      return () => signal?.removeEventListener("abort", listener);
    },
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...(options.clock ? { clock: options.clock } : {}),
  };
  return { io, printed: () => [stdout, stderr] };
}

/** Runs `reportkit <args>` in process to its end and collects what it printed. */
export async function runCli(args: readonly string[], options: RunOptions = {}): Promise<RunResult> {
  const { io, printed } = inProcessIo(options);
  const code = await main(args, version, io);
  const [stdout, stderr] = printed();
  return { code, stdout, stderr };
}
