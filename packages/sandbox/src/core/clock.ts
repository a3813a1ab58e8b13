/** Anything that tells the time in epoch milliseconds; `Date` is the default. */
export interface Clock {
  now(): number;
}

/**
 * The sandbox's own time: the injected clock plus an offset moved forward by
 * `advance()` (the `/__sandbox/clock/advance` control route), so tests never sleep.
 */
export class SandboxClock implements Clock {
  #offsetMs = 0;

  constructor(private readonly base: Clock = Date) {}

  now(): number {
    return this.base.now() + this.#offsetMs;
  }

  iso(): string {
    return new Date(this.now()).toISOString();
  }

  advance(ms: number): number {
    if (!Number.isFinite(ms) || ms < 0) throw new RangeError(`cannot advance the clock by ${ms} ms`);
    this.#offsetMs += ms;
    return this.now();
  }

  reset(): void {
    this.#offsetMs = 0;
  }
}
