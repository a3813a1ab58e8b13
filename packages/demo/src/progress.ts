import type { Operation } from "@reportkit/sdk";

const FRAMES = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"];

/** Shows an operation's progress while the SDK polls it: a spinner on a terminal, status changes elsewhere. */
export function progress(label: string): { onProgress: (operation: Operation) => void; done: () => void } {
  const tty = process.stdout.isTTY === true;
  let frame = 0;
  let last = "";
  const timer = tty
    ? setInterval(() => {
        process.stdout.write(`\r  ${FRAMES[frame++ % FRAMES.length]} ${label}: ${last || "accepted"}   `);
      }, 80)
    : undefined;
  return {
    onProgress(operation) {
      if (!tty && operation.status !== last) process.stdout.write(`  … ${label}: ${operation.status}\n`);
      last = operation.status;
    },
    done() {
      if (timer) clearInterval(timer);
      if (tty) process.stdout.write("\r\x1b[2K");
    },
  };
}
