import { AbortedError } from "@reportkit/sdk";

/**
 * A first-come-first-served line per key, formed only while somebody of this process must wait to
 * ask again: the one at its head asks, the others wait their turn instead of all asking at once.
 */
export class Line {
  readonly #lines = new Map<string, Array<() => void>>();

  /** Whether somebody of this process waits under `key` (a newcomer then joins the line). */
  formed(key: string): boolean {
    return this.#lines.has(key);
  }

  /** Resolves when it is the caller's turn (at once if nobody waits); rejects with AbortedError on `signal`. */
  join(key: string, signal: AbortSignal | undefined): Promise<void> {
    if (signal?.aborted) return Promise.reject(AbortedError.from(signal));
    const line = this.#lines.get(key);
    if (!line) {
      this.#lines.set(key, []);
      return Promise.resolve();
    }
    return new Promise<void>((resolve, reject) => {
      const onAbort = () => {
        const index = line.indexOf(turn);
        if (index >= 0) line.splice(index, 1);
        reject(AbortedError.from(signal));
      };
      const turn = () => {
        signal?.removeEventListener("abort", onAbort);
        resolve();
      };
      line.push(turn);
      signal?.addEventListener("abort", onAbort, { once: true });
    });
  }

  /** The head leaves: the next in line gets its turn; the line dissolves when nobody is left. */
  leave(key: string): void {
    const line = this.#lines.get(key);
    const next = line?.shift();
    if (next) next();
    else this.#lines.delete(key);
  }
}
