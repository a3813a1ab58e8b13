import { watchdogMs } from "./settings.js";

/** A call of the workload: what it may take, and how to run it (it must settle, never throw). */
export interface BoundedTask<T> {
  boundMs: number;
  /** When it counts as unsettled (default {@link watchdogMs} of its bound). */
  watchdogMs?: number;
  run(): Promise<T>;
}

export type BoundedResult<T> =
  | { settled: true; value: T; elapsedMs: number }
  | { settled: false; boundMs: number; watchdogMs: number };

/**
 * Runs tasks with at most `concurrency` in flight. Each one races a watchdog ({@link watchdogMs} of its
 * bound unless it brings its own): a call that has not settled by then is counted unsettled and its
 * slot freed, so a hanging call can never hang the suite. `before(i)` runs before the i-th task starts (to re-arm faults...).
 */
export async function runBounded<T>(
  tasks: BoundedTask<T>[],
  concurrency: number,
  before: (index: number) => Promise<void> | void = () => {},
): Promise<BoundedResult<T>[]> {
  const results: BoundedResult<T>[] = new Array(tasks.length);
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < tasks.length; i = next++) {
      const task = tasks[i]!;
      await before(i);
      const limit = task.watchdogMs ?? watchdogMs(task.boundMs);
      const started = performance.now();
      let timer: ReturnType<typeof setTimeout> | undefined;
      const watchdog = new Promise<"unsettled">((resolve) => {
        timer = setTimeout(() => resolve("unsettled"), limit);
      });
      const outcome = await Promise.race([task.run().then((value) => ({ value })), watchdog]);
      clearTimeout(timer);
      results[i] =
        outcome === "unsettled"
          ? { settled: false, boundMs: task.boundMs, watchdogMs: limit }
          : { settled: true, value: outcome.value, elapsedMs: performance.now() - started };
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, tasks.length) }, worker));
  return results;
}
