import type { Random } from "../core/random.js";

export const DAY = 86_400_000;

export const iso = (ms: number) => new Date(ms).toISOString();

/** `2018-03-14 20:10:39.520585`: the chains API's date-time, without a zone, to the microsecond. */
export function chainsTime(ms: number): string {
  const micros = Math.round(ms * 1000);
  const seconds = new Date(Math.floor(micros / 1_000_000) * 1000).toISOString().slice(0, 19);
  return `${seconds.replace("T", " ")}.${String(micros % 1_000_000).padStart(6, "0")}`;
}

/** A seeded instant up to `maxDays` before the seed's epoch, to the minute. */
export type Past = (maxDays: number) => number;

/** Draws seeded instants before `epoch` (each call draws once from `random`). */
export const pastOf =
  (random: Random, epoch: number): Past =>
  (maxDays) =>
    epoch - random.int(1, maxDays * 24 * 60) * 60_000;
