import { type Commands, script } from "./connection.js";

/** Extends the refresh lock if this process still holds it (ARGV: value, ms). */
const RELOCK = script(`
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
return 0
`);

/**
 * Longest a living holder keeps its lock by renewing it: a token request with the SDK's default
 * retries (4 attempts of at most 60 s, with backoff) has ended by then, failed if need be.
 */
const MAX_HOLD_MS = 300_000;

/**
 * The refresh locks this process holds (cache key -> lock value). A held lock is renewed every third
 * of `lockMs` while its token request runs, so a slow token endpoint (or a busy machine) never lets
 * it lapse and another process ask too; a process that dies stops renewing, and its lock expires
 * `lockMs` later. Renewals stop after a few lock periods: by then the request has failed.
 */
export class HeldLocks {
  readonly #commands: Commands;
  readonly #lockMs: number;
  readonly #held = new Map<string, { value: string; stop: () => void }>();

  constructor(commands: Commands, lockMs: number) {
    this.#commands = commands;
    this.#lockMs = lockMs;
  }

  value(key: string): string | undefined {
    return this.#held.get(key)?.value;
  }

  /** This process took the lock `lockKey` (with `value`) for cache key `key`. */
  took(key: string, lockKey: string, value: string): void {
    this.drop(key);
    const until = Date.now() + MAX_HOLD_MS;
    const timer = setInterval(
      () => {
        if (Date.now() > until) return stop();
        this.#commands
          .eval(RELOCK, [lockKey], [value, String(this.#lockMs)], "renewing the token lock")
          .then((kept) => {
            if (kept === 0) stop();
          })
          .catch(() => {
            // Redis away: the lock may lapse; the next renewal tries again.
          });
      },
      Math.max(1, this.#lockMs / 3),
    );
    timer.unref?.();
    const stop = () => clearInterval(timer);
    this.#held.set(key, { value, stop });
  }

  /** Forgets the lock of `key` (stored, released or lost); returns its value if this process held it. */
  drop(key: string): string | undefined {
    const held = this.#held.get(key);
    if (!held) return undefined;
    held.stop();
    this.#held.delete(key);
    return held.value;
  }
}
