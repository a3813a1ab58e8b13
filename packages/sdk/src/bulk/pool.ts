import { AbortedError } from "../errors/api-error.js";

/** What one item of a bulk job came to: its value, or the error it failed with. */
export type Outcome<I, R> = { input: I; ok: true; value: R } | { input: I; ok: false; error: unknown };

/**
 * Runs `work` on every item with at most `concurrency` at once, in order of the list, and resolves with
 * one outcome per item (same order) once all have settled: a failure is recorded, never thrown, and
 * does not stop the others. When `signal` fires, items not started yet fail with `AbortedError`.
 */
export async function runPool<I, R>(
  items: readonly I[],
  concurrency: number,
  work: (item: I, index: number) => Promise<R>,
  signal?: AbortSignal,
  onSettled?: (outcome: Outcome<I, R>, index: number) => void,
): Promise<Outcome<I, R>[]> {
  if (!Number.isInteger(concurrency) || concurrency < 1) {
    throw new RangeError(`concurrency must be a whole number >= 1; got ${concurrency}.`);
  }
  const outcomes: Outcome<I, R>[] = new Array(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const index = next++;
      const input = items[index] as I;
      let outcome: Outcome<I, R>;
      try {
        if (signal?.aborted) throw AbortedError.from(signal);
        outcome = { input, ok: true, value: await work(input, index) };
      } catch (error) {
        outcome = { input, ok: false, error };
      }
      outcomes[index] = outcome;
      try {
        onSettled?.(outcome, index);
      } catch {
        // A listener that fails must not fail the job.
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, lane));
  return outcomes;
}
