import type { OperationSlot } from "@reportkit/sdk";
import type { Log } from "@reportkit/sdk/advanced";
import type { Commands } from "./connection.js";
import { RENEW } from "./slot-scripts.js";

export interface LeaseTiming {
  leaseMs: number;
  /** How often a holder renews (a third of the lease, at most a second). */
  renewEveryMs: number;
  /** Longer than this without any script run while leases are held: the pool settles. */
  gapMs: number;
  /** How long a pool settles (no grants) after its state was lost or went unobserved. */
  settleMs: number;
  maxHoldMs: number;
}

export interface LeaseDeps {
  commands: Commands;
  keys: { leases: string; seen: string; settle: string };
  id: string;
  timing: LeaseTiming;
  log: Log | undefined;
  /** Gives the lease back on Redis (ZREM); rejects only when the store fails instead of falling back. */
  giveBack(): Promise<void>;
  /** Called once when the slot is given back, before Redis is told (count, wake this process's waiters). */
  onRelease(): void;
}

/**
 * A held slot: renewed every `renewEveryMs` while held, so it expires `leaseMs` after its process
 * died. A renewal puts a lease that went missing back (Redis restarted empty, or it lapsed while the
 * process stalled), and registers a slot taken in process while Redis was unreachable once Redis is
 * back, so the pool counts every operation that runs. Given back when released, or after `maxHoldMs`.
 */
export function holdLease(deps: LeaseDeps): OperationSlot {
  const { commands, keys, id, timing, log } = deps;
  let released = false;
  let warned = false;
  const renew = async () => {
    try {
      const args = [String(timing.leaseMs), id, String(timing.gapMs), String(timing.settleMs)];
      const had = await commands.eval(
        RENEW,
        [keys.leases, keys.seen, keys.settle],
        args,
        "renewing an operation slot",
      );
      if (had === 0 && !released && !warned) {
        warned = true;
        log?.(
          "warn",
          `An operation slot lease of ${keys.leases} was missing (Redis restarted or was unreachable, or this process stalled); it is counted again.`,
          {},
        );
      }
    } catch {
      // Redis is away: the next renewal tries again.
    }
  };
  const renewal = setInterval(renew, Math.max(1, timing.renewEveryMs));
  const expiry = setTimeout(() => {
    log?.(
      "warn",
      `An operation slot was held ${timing.maxHoldMs} ms without its operation seen ending; giving it back.`,
      {},
    );
    void release().catch(() => {});
  }, timing.maxHoldMs);
  renewal.unref?.();
  expiry.unref?.();
  const release = async () => {
    if (released) return;
    released = true;
    clearInterval(renewal);
    clearTimeout(expiry);
    deps.onRelease();
    await deps.giveBack();
  };
  return { release };
}
