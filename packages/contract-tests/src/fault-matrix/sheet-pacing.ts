import type { RunningSandbox } from "@reportkit/sandbox";
import type { SendInfo } from "./recorder.js";

/** Sheet writes sent per sandbox minute before the harness moves the sandbox clock on a minute. */
const WRITES_PER_WINDOW = 30;

/**
 * The sandbox allows 60 update-sheet-content requests per sliding minute of its clock, and the SDK's
 * own pacing is off in the matrix. So that hundreds of writes per kind are not refused with 429, this
 * counts the sheet writes sent (retries included) and moves the sandbox clock on by a minute every
 * {@link WRITES_PER_WINDOW} of them, which frees the window (well below 60 with 16-40 calls, a third of them sheet writes, in flight).
 */
export function sheetWritePacer(sandbox: Pick<RunningSandbox, "control">): (send: SendInfo) => void {
  let sent = 0;
  return ({ method, url }) => {
    if (method.toUpperCase() !== "PUT" || !/\/values\/[^/]+$/.test(new URL(url).pathname)) return;
    sent += 1;
    if (sent >= WRITES_PER_WINDOW) {
      sent = 0;
      sandbox.control.advanceClock(61_000);
    }
  };
}
