import { closeSync, openSync, renameSync, rmSync, writeSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import { type Context, inCwd } from "../io.js";

/** Where a command's result goes: standard output, or a file that appears only once it is complete. */
export interface Sink {
  /** Whether a person is reading (a terminal): tables and progress bars then. */
  readonly tty: boolean;
  /** The terminal's width, when the result goes to one (tables are fitted to it). */
  readonly columns?: number;
  write(text: string): void;
  /** The result is complete: a file output is renamed into place. */
  commit(): void;
  /** The command failed: a file output is removed, and whatever was at its path stays as it was. */
  abort(): void;
}

/** Text written to the terminal or a pipe, with every known secret replaced (a last safety net). */
export function scrubbed(text: string, secrets: readonly string[]): string {
  let out = text;
  for (const secret of secrets) if (secret.length >= 4) out = out.replaceAll(secret, "[REDACTED]");
  return out;
}

/** Registers a secret that no output of this run may show. */
export const hideSecret = (ctx: Context, secret: string) => {
  ctx.secrets.push(secret);
};

/** Writes to standard error, secrets scrubbed. */
export const writeErr = (ctx: Context, text: string) => {
  ctx.io.stderr.write(scrubbed(text, ctx.secrets));
};

/** The sink of `--output <file>` (written to a temporary file beside it, renamed at the end), else stdout. */
export function openSink(ctx: Context, output: string | undefined): Sink {
  if (output === undefined || output === "-") {
    const { stdout } = ctx.io;
    return {
      tty: stdout.isTTY === true,
      ...(stdout.isTTY === true && stdout.columns ? { columns: stdout.columns } : {}),
      write: (text) => {
        stdout.write(scrubbed(text, ctx.secrets));
      },
      commit() {},
      abort() {},
    };
  }
  const path = inCwd(ctx.io, output);
  const temporary = join(dirname(path), `.${basename(path)}.${process.pid}.partial`);
  const fd = openSync(temporary, "w", 0o644);
  let open = true;
  const close = () => {
    if (open) closeSync(fd);
    open = false;
  };
  return {
    tty: false,
    write: (text) => {
      writeSync(fd, scrubbed(text, ctx.secrets));
    },
    commit() {
      close();
      renameSync(temporary, path);
    },
    abort() {
      close();
      rmSync(temporary, { force: true });
    },
  };
}
