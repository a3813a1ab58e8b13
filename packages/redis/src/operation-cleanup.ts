import type { Log } from "@reportkit/sdk/advanced";
import { type Commands, script } from "./connection.js";

/** Drops a saved state and its index entry in one step. KEYS: state, index. ARGV: id. */
const FINISH = script(`
redis.call('DEL', KEYS[1])
redis.call('ZREM', KEYS[2], ARGV[1])
return 1
`);

/** Pauses between tries to remove the state of an ended operation while Redis is away. */
const RETRY_MS = [1_000, 2_000, 5_000, 10_000, 30_000];

export interface Cleanup {
  /** Removes the state of operation `id`, which ended. Never rejects; `then` runs once it is done or given up. */
  ended(id: string, then: () => Promise<void>): Promise<void>;
  /** Removes the state of operation `id` now (rejects with the RedisError when it cannot). */
  now(id: string): Promise<void>;
}

/**
 * Removing what is left of an operation that ended. Its outcome stands whatever happens here: when
 * Redis cannot be reached, a warning is logged and the removal is tried again in the background while
 * the process lives (the caller's claim held meanwhile, so no other worker resumes it); otherwise the
 * state expires after `ttlMs`. The state saved at the last poll already says the operation ended, so
 * a worker that resumes it gets that outcome at once, without starting or polling anything.
 */
export function createCleanup(deps: {
  commands: Commands;
  stateKey: (id: string) => string;
  index: string;
  ttlMs: number;
  log: Log | undefined;
}): Cleanup {
  const { commands, stateKey, index, log } = deps;
  const now = (id: string) =>
    commands.eval(FINISH, [stateKey(id), index], [id], "deleting an operation state").then(() => {});

  const later = (id: string, then: () => Promise<void>, attempt: number, since: number) => {
    const delay = RETRY_MS[Math.min(attempt, RETRY_MS.length - 1)]!;
    if (Date.now() + delay - since > deps.ttlMs) {
      void then().catch(() => {}); // the state has expired by now
      return;
    }
    const timer = setTimeout(() => {
      now(id).then(
        () => then().catch(() => {}),
        () => later(id, then, attempt + 1, since),
      );
    }, delay);
    timer.unref?.();
  };

  return {
    now,
    async ended(id, then) {
      try {
        await now(id);
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        log?.(
          "warn",
          `Operation "${id}" ended, but its saved state could not be removed (${reason}); it is removed once Redis answers again, else it expires in ${deps.ttlMs} ms. A worker that resumes it meanwhile gets its outcome without starting anything.`,
          {},
        );
        later(id, then, 0, Date.now());
        return;
      }
      await then().catch(() => {});
    },
  };
}
