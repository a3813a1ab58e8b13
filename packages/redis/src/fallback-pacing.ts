/** One step of a schedule: a permit `waitMs` from now, or none yet (ask again in `retryMs`). */
export type PacingStep = { reserved: true; waitMs: number } | { reserved: false; retryMs: number };

/**
 * The sheet-write schedule of one process while Redis is unreachable. Processes falling back do not
 * see each other, so each keeps to its share: `floor(limit / fallbackWorkers)` writes per window,
 * evenly spaced (n processes whose schedules line up at a window's edge then still send at most
 * `limit` in any window). It does not start empty: the shared schedule may hold permits up to
 * `horizonMs` ahead of the moment Redis went away (other processes send them meanwhile), so this
 * process's first permit comes one of its own intervals after that, as if its share of the budget
 * were in use when it fell back. It never reserves more than one of its intervals ahead, so its
 * permits are all spent soon after Redis is back. A share of 0 (more processes than writes per
 * window) sends nothing until Redis is back.
 */
export class FallbackPacing {
  readonly #limit: number;
  readonly #share: number;
  readonly #horizonMs: (intervalMs: number) => number;
  readonly #schedules = new Map<string, { episode: number; next: number }>();

  constructor(limit: number, workers: number, horizonMs: (intervalMs: number) => number) {
    this.#limit = limit;
    this.#share = Math.floor(limit / Math.max(1, workers));
    this.#horizonMs = horizonMs;
  }

  /** Writes per window each process may send while falling back. */
  get share(): number {
    return this.#share;
  }

  /** Ms between two permits of this process while it falls back (the window over its share). */
  ownIntervalMs(intervalMs: number): number {
    return this.#share < 1 ? Number.POSITIVE_INFINITY : (intervalMs * this.#limit) / this.#share;
  }

  /** A permit of this process's schedule for `key` at `now`, during outage number `episode`. */
  step(key: string, now: number, intervalMs: number, episode: number): PacingStep {
    const own = this.ownIntervalMs(intervalMs);
    if (!Number.isFinite(own)) return { reserved: false, retryMs: Number.POSITIVE_INFINITY };
    let schedule = this.#schedules.get(key);
    if (!schedule || schedule.episode !== episode) {
      schedule = { episode, next: now + this.#horizonMs(intervalMs) + intervalMs + own };
      this.#schedules.set(key, schedule);
    }
    const start = Math.max(schedule.next, now);
    if (start - now > own) return { reserved: false, retryMs: start - own - now };
    schedule.next = start + own;
    return { reserved: true, waitMs: start - now };
  }
}
