import type { Context } from "../io.js";
import { writeErr as writeTo } from "../output/sink.js";

/** Progress on standard error: a bar redrawn in place on a terminal, plain lines otherwise. */
export interface Progress {
  /** Bytes moved of `total` (when known) in a phase (`upload`, `download`). */
  bytes(phase: string, done: number, total: number | undefined): void;
  /** A status line (`operation 1f2e: running`). */
  status(text: string): void;
  /** Ends the line on a terminal. */
  end(): void;
}

const KB = 1024;
const MB = 1024 * KB;
/** A size in the unit that shows it: `4 B`, `12.3 kB`, `48.0 MB` (never `0.0 MB` for a small file). */
export const size = (n: number) =>
  n < KB ? `${n} B` : n < MB ? `${(n / KB).toFixed(1)} kB` : `${(n / MB).toFixed(1)} MB`;

/** Progress on the run's standard error (a terminal's, when `tty`). */
export function createProgress(
  ctx: Context,
  tty = ctx.io.stderr.isTTY === true,
  now = () => Date.now(),
): Progress {
  const writeErr = (text: string) => writeTo(ctx, text);
  let drawnAt = 0;
  let lastLine = "";
  let lastTenth = new Map<string, number>();
  let open = false;
  const draw = (line: string, force: boolean) => {
    if (!tty) return;
    const t = now();
    if (!force && t - drawnAt < 100) return;
    drawnAt = t;
    writeErr(`\r\x1b[K${line}`);
    open = true;
  };
  const say = (line: string) => {
    if (tty) draw(line, true);
    else if (line !== lastLine) writeErr(`${line}\n`);
    lastLine = line;
  };
  return {
    bytes(phase, done, total) {
      if (total && total > 0) {
        const ratio = Math.min(1, done / total);
        const width = 30;
        const filled = Math.round(ratio * width);
        const bar = `[${"#".repeat(filled)}${"-".repeat(width - filled)}]`;
        const text = `${phase} ${bar} ${Math.floor(ratio * 100)}% ${size(done)} of ${size(total)}`;
        if (tty) draw(text, done >= total);
        else {
          const tenth = Math.floor(ratio * 10);
          if (tenth !== lastTenth.get(phase)) {
            lastTenth = new Map(lastTenth).set(phase, tenth);
            writeErr(`${phase}: ${Math.floor(ratio * 100)}% (${size(done)} of ${size(total)})\n`);
          }
        }
      } else if (tty) draw(`${phase} ${size(done)}`, false);
    },
    status: say,
    end() {
      if (tty && open) writeErr("\n");
      open = false;
    },
  };
}
