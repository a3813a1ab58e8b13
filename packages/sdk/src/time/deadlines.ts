import { type Clock, startTimer } from "./clock.js";

/** Calls `fire` once, `ms` from now, unless the returned function is called first. */
export type Deadline = (ms: number, fire: () => void) => () => void;

/** A pending deadline: a link in a ring of them (`p` before it, `n` after it); unlinked once done. */
interface Entry {
  at: number;
  fire?: () => void;
  p?: Entry;
  n?: Entry;
}

/** Takes `entry` out of its ring; false when it was out already. */
function unlink(entry: Entry): boolean {
  const { p, n } = entry;
  if (!p || !n) return false;
  p.n = n;
  n.p = p;
  entry.p = entry.n = undefined;
  return true;
}

/**
 * Many one-shot deadlines on a single timer: adding one links it at the end of a ring and cancelling
 * it unlinks it, where a timer each would cost a schedule and a clear per request. (In a `Set`, V8
 * promotes each request's objects to the old generation, ~2.8 kB a call at 32 in flight.) The timer
 * is armed for the earliest deadline and stays armed when that one is cancelled (it then fires, finds
 * nothing due and re-arms for the next), so deadlines fire exactly on time. It never keeps a process
 * alive.
 */
export function createDeadlines(clock: Clock): Deadline {
  const ring: Entry = { at: Infinity };
  ring.p = ring.n = ring;
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
    // Due ones fire after the walk: a fire may cancel or add others.
    const due: Entry[] = [];
    for (let entry = ring.n!; entry !== ring; entry = entry.n!) {
      if (entry.at <= now) due.push(entry);
      else next = Math.min(next, entry.at);
    }
    for (const entry of due) if (unlink(entry)) entry.fire!();
    // Only arms when some deadline is left (`Infinity < armedAt` never holds) and none fired re-armed earlier.
    if (next < armedAt) arm(next);
  }

  return (ms, fire) => {
    const entry: Entry = { at: clock.now() + ms, fire, p: ring.p, n: ring };
    ring.p = ring.p!.n = entry;
    if (entry.at < armedAt) arm(entry.at);
    return () => unlink(entry);
  };
}
