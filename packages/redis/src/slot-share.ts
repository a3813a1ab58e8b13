/**
 * What this process holds and waits for, per pool: the slots it holds (taken on Redis or in process)
 * and its waiters in the order they asked. While Redis is unreachable it decides alone, from its
 * share of the pool: `floor(limit / fallbackWorkers)` slots, the ones it already holds included (so
 * a process that falls back while holding slots starts from them, not from an empty pool). With a
 * share of 0 (more processes than slots) it starts nothing until Redis is back.
 */
export class SlotShare {
  readonly share: number;
  readonly #held = new Map<string, number>();
  readonly #waiting = new Map<string, string[]>();

  constructor(limit: number, workers: number) {
    this.share = Math.floor(limit / Math.max(1, workers));
  }

  held(key: string): number {
    return this.#held.get(key) ?? 0;
  }

  took(key: string): void {
    this.#held.set(key, this.held(key) + 1);
  }

  gaveBack(key: string): void {
    const held = this.held(key) - 1;
    if (held > 0) this.#held.set(key, held);
    else this.#held.delete(key);
  }

  /** A waiter of this process starts waiting (in the order of asking). */
  wait(key: string, id: string): void {
    const waiting = this.#waiting.get(key) ?? [];
    this.#waiting.set(key, waiting);
    waiting.push(id);
  }

  /** A waiter stops waiting (granted, aborted or failed). */
  done(key: string, id: string): void {
    const waiting = this.#waiting.get(key);
    const index = waiting?.indexOf(id) ?? -1;
    if (index >= 0) waiting!.splice(index, 1);
    if (waiting?.length === 0) this.#waiting.delete(key);
  }

  /** Without Redis: whether waiter `id` may take a slot of this process's share now (first come, first served). */
  mayTake(key: string, id: string): boolean {
    const rank = this.#waiting.get(key)?.indexOf(id) ?? -1;
    return rank >= 0 && rank < this.share - this.held(key);
  }
}
