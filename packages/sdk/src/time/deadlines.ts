import { type Clock, startTimer } from "./clock.js";

/** Calls `fire` once, `ms` from now, unless the returned function is called first. */
export type Deadline = (ms: number, fire: () => void) => () => void;

interface Entry {
  at: number;
  fire: () => void;
}

/**
 * Many one-shot deadlines on a single timer: adding one is a `Set` insertion and cancelling it a
 * deletion, where a timer each would cost a schedule and a clear per request. The timer is armed
 * for the earliest deadline and stays armed when that one is cancelled (it then fires, finds nothing
 * due and re-arms for the next), so deadlines fire exactly on time. It never keeps a process alive.
 */
export function createDeadlines(clock: Clock): Deadline {
  const pending = new Set<Entry>();
  let armedAt = Infinity;
  let disarm: (() => void) | undefined;

  const arm = (at: number) => {
    disarm?.();
    armedAt = at;
    disarm = startTimer(clock, at - clock.now(), sweep, { unref: true });
  };
  function sweep() {
    armedAt = Infinity;
    disarm = undefined;
    const now = clock.now();
    let next = Infinity;
    for (const entry of pending) {
      if (entry.at <= now) {
        pending.delete(entry);
        entry.fire();
      } else if (entry.at < next) {
        next = entry.at;
      }
    }
    // Only arms when some deadline is left (`Infinity < armedAt` never holds) and none fired re-armed earlier.
    if (next < armedAt) arm(next);
  }

  return (ms, fire) => {
    const entry = { at: clock.now() + ms, fire };
    pending.add(entry);
    if (entry.at < armedAt) arm(entry.at);
    return () => {
      pending.delete(entry);
    };
  };
}
