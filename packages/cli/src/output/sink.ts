import { closeSync, openSync, renameSync, rmSync, writeSync } from "node:fs";
import { basename, dirname, join } from "node:path";

/** Where a command's result goes: standard output, or a file that appears only once it is complete. */
export interface Sink {
  /** Whether a person is reading (a terminal): tables and progress bars then. */
  readonly tty: boolean;
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

const secrets: string[] = [];
/** Registers a secret that no output of this run may show. */
export const hideSecret = (secret: string) => {
  secrets.push(secret);
};

/** Writes to standard error, secrets scrubbed. */
export const writeErr = (text: string) => process.stderr.write(scrubbed(text, secrets));

/** The sink of `--output <file>` (written to a temporary file beside it, renamed at the end), else stdout. */
export function openSink(output: string | undefined): Sink {
  if (output === undefined || output === "-") {
    return {
      tty: process.stdout.isTTY === true,
      write: (text) => {
        process.stdout.write(scrubbed(text, secrets));
      },
      commit() {},
      abort() {},
    };
  }
  const temporary = join(dirname(output), `.${basename(output)}.${process.pid}.partial`);
  const fd = openSync(temporary, "w", 0o644);
  let open = true;
  const close = () => {
    if (open) closeSync(fd);
    open = false;
  };
  return {
    tty: false,
    write: (text) => {
      writeSync(fd, scrubbed(text, secrets));
    },
    commit() {
      close();
      renameSync(temporary, output);
    },
    abort() {
      close();
      rmSync(temporary, { force: true });
    },
  };
}
