import type { Clock, Logger } from "@reportkit/sdk";
import { type Log, systemClock, toLog } from "@reportkit/sdk/advanced";
import { isUnreachable } from "./errors.js";

/** What to do when Redis cannot be reached. */
export type OnUnavailable = "fail" | "fallback";

/**
 * Runs each step on Redis; when Redis is unreachable either fails with the {@link RedisError}
 * (`fail`, the default) or runs the in-process stand-in (`fallback`), logging one warning when the
 * outage starts and one line when Redis is back. While down, Redis is tried again every `retryMs`
 * (one step pays the probe), so a dead server costs no wait per step.
 */
export class Availability {
  readonly #mode: OnUnavailable;
  readonly #what: string;
  readonly #log: Log | undefined;
  readonly #clock: Clock;
  readonly #retryMs: number;
  #downUntil = 0;
  #down = false;
  #episode = 0;
  #reachedAt: number;

  constructor(
    what: string,
    options: { onUnavailable?: OnUnavailable; logger?: Logger; clock?: Clock; retryMs?: number },
  ) {
    this.#what = what;
    this.#mode = options.onUnavailable ?? "fail";
    this.#log = toLog(options.logger);
    this.#clock = options.clock ?? systemClock;
    this.#retryMs = options.retryMs ?? 1_000;
    this.#reachedAt = this.#clock.now();
  }

  get fallingBack(): boolean {
    return this.#down;
  }

  /** Counts the outages this process has fallen back through (1 during the first). */
  get episode(): number {
    return this.#episode;
  }

  /** When Redis last answered a step (on the clock; creation time before the first answer). */
  get reachedAt(): number {
    return this.#reachedAt;
  }

  get retryMs(): number {
    return this.#retryMs;
  }

  async run<T>(onRedis: () => Promise<T>, inProcess: () => T | Promise<T>): Promise<T> {
    if (this.#mode === "fail") return onRedis();
    if (this.#down && this.#clock.now() < this.#downUntil) return inProcess();
    try {
      const result = await onRedis();
      this.#reachedAt = this.#clock.now();
      if (this.#down) {
        this.#down = false;
        this.#log?.("info", `Redis is reachable again: ${this.#what} is shared again.`, {});
      }
      return result;
    } catch (error) {
      if (!isUnreachable(error)) throw error;
      this.#downUntil = this.#clock.now() + this.#retryMs;
      if (!this.#down) {
        this.#down = true;
        this.#episode++;
        this.#log?.(
          "warn",
          `${error.message} Falling back to in-process ${this.#what} until Redis is back (other processes are not counted meanwhile).`,
          { error: `${error.name}: ${error.message}` },
        );
      }
      return inProcess();
    }
  }
}
