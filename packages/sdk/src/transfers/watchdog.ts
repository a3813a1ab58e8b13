import { AbortedError } from "../errors/api-error.js";
import { type Clock, startTimer } from "../time/clock.js";

/**
 * The signal of one transfer: it fires when the caller's signal does, or when `kick` has not been
 * called for `idleMs` (a stall); `stalled` then says which. `idle()` pauses the timer (the transfer is
 * waiting on its own reader, not on the network), `dispose()` unhooks everything.
 */
export interface Watchdog {
  readonly signal: AbortSignal;
  readonly stalled: boolean;
  kick(): void;
  idle(): void;
  dispose(): void;
}

export function watchdog(clock: Clock, caller: AbortSignal | undefined, idleMs: number): Watchdog {
  const controller = new AbortController();
  let stalled = false;
  let cancel: (() => void) | undefined;
  const onAbort = () => controller.abort(AbortedError.from(caller));
  if (caller?.aborted) onAbort();
  else caller?.addEventListener("abort", onAbort, { once: true });
  const dog: Watchdog = {
    signal: controller.signal,
    get stalled() {
      return stalled;
    },
    kick() {
      cancel?.();
      if (!Number.isFinite(idleMs) || controller.signal.aborted) return;
      cancel = startTimer(
        clock,
        idleMs,
        () => {
          stalled = true;
          controller.abort(new DOMException(`No progress for ${idleMs} ms`, "TimeoutError"));
        },
        { unref: true },
      );
    },
    idle() {
      cancel?.();
      cancel = undefined;
    },
    dispose() {
      dog.idle();
      caller?.removeEventListener("abort", onAbort);
    },
  };
  return dog;
}
