import type { Operation } from "@reportkit/sdk";

const FRAMES = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"];

/** Shows an operation's progress while the SDK polls it: a spinner on a terminal, status changes elsewhere. */
export function progress(label: string): {
  onProgress: (operation: Operation) => void;
  /** The status of anything followed until it settles (an import's file, a chain run). */
  status: (status: string) => void;
  done: () => void;
} {
  const tty = process.stdout.isTTY === true;
  let frame = 0;
  let last = "";
  const timer = tty
    ? setInterval(() => {
        process.stdout.write(`\r  ${FRAMES[frame++ % FRAMES.length]} ${label}: ${last || "accepted"}   `);
      }, 80)
    : undefined;
  const status = (text: string) => {
    if (!tty && text !== last) process.stdout.write(`  … ${label}: ${text}\n`);
    last = text;
  };
  return {
    onProgress: (operation) => status(operation.status),
    status,
    done() {
      if (timer) clearInterval(timer);
      if (tty) process.stdout.write("\r\x1b[2K");
    },
  };
}

const MB = 1024 * 1024;

/**
 * A progress bar for a file transfer's bytes (`[██████░░░░] 60% 2.4/4.0 MB`), redrawn in place on a
 * terminal; elsewhere one line per quarter. Operation statuses (the server's work) show beside it.
 */
export function transferBar(label: string): {
  onProgress: (p: { phase: string; bytes: number; total: number | undefined; operation?: Operation }) => void;
  done: () => void;
} {
  const tty = process.stdout.isTTY === true;
  let quarter = -1;
  let drawn = "";
  return {
    onProgress({ phase, bytes, total, operation }) {
      const share = total ? bytes / total : 0;
      const filled = Math.round(share * 20);
      const line =
        phase === "operation"
          ? `  ${label}: operation ${operation?.status ?? "accepted"}`
          : `  ${label} [${"█".repeat(filled)}${"░".repeat(20 - filled)}] ${Math.floor(share * 100)}% ${(bytes / MB).toFixed(1)}/${((total ?? 0) / MB).toFixed(1)} MB`;
      if (tty) {
        if (line !== drawn) process.stdout.write(`\r\x1b[2K${line}`);
        drawn = line;
        return;
      }
      const q = phase === "operation" ? 5 : Math.floor(share * 4);
      if (q !== quarter) process.stdout.write(`${line}\n`);
      quarter = q;
    },
    done() {
      if (tty) process.stdout.write("\r\x1b[2K");
    },
  };
}
