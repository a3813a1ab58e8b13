import type { Random } from "../core/random.js";

export const DAY = 86_400_000;

export const iso = (ms: number) => new Date(ms).toISOString();

/** A seeded instant up to `maxDays` before the seed's epoch, to the minute. */
export type Past = (maxDays: number) => number;

/** Draws seeded instants before `epoch` (each call draws once from `random`). */
export const pastOf =
  (random: Random, epoch: number): Past =>
  (maxDays) =>
    epoch - random.int(1, maxDays * 24 * 60) * 60_000;
