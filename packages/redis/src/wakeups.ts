import { AbortedError, type Clock } from "@reportkit/sdk";

/**
 * Naps that end early when something of this process happens under their key (a slot given back):
 * a waiter of this process does not wait for its next poll to see it.
 */
export class Wakeups {
  readonly #clock: Clock;
  readonly #naps = new Map<string, Set<() => void>>();

  constructor(clock: Clock) {
    this.#clock = clock;
  }

  /** Resolves after `ms`, or at the next {@link wake} of `key`; rejects with AbortedError when `signal` aborts. */
  async nap(key: string, ms: number, signal: AbortSignal | undefined): Promise<void> {
    if (signal?.aborted) throw AbortedError.from(signal);
    const inner = new AbortController();
    const end = () => inner.abort();
    const naps = this.#naps.get(key) ?? new Set();
    this.#naps.set(key, naps);
    naps.add(end);
    signal?.addEventListener("abort", end, { once: true });
    try {
      await this.#clock.sleep(Math.max(0, ms), inner.signal);
    } catch (error) {
      if (signal?.aborted) throw AbortedError.from(signal);
      if (!inner.signal.aborted) throw error; // woken: not an error
    } finally {
      signal?.removeEventListener("abort", end);
      naps.delete(end);
      if (naps.size === 0 && this.#naps.get(key) === naps) this.#naps.delete(key);
    }
  }

  /** Ends every nap under `key`. */
  wake(key: string): void {
    for (const end of [...(this.#naps.get(key) ?? [])]) end();
  }
}
