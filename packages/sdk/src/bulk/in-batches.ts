import type { ApiError } from "../errors/api-error.js";
import { batches, MAX_BATCH_SIZE } from "../paginate/batches.js";
import { type Clock, systemClock } from "../time/clock.js";
import { runPool } from "./pool.js";
import { rideOut } from "./ride-out.js";

/** What one batch came to: its ids and the value `retrieve` gave, or the error it failed with. */
export type BatchOutcome<T, R> = { ids: T[]; ok: true; value: R } | { ids: T[]; ok: false; error: unknown };

/** How {@link inBatches} splits, runs and rides out refusals. */
export interface InBatchesOptions {
  /** Ids per request, 1 to 250 (default 250, the most a `batchRetrieval` request takes). */
  size?: number;
  /** Requests at once (default 3). */
  concurrency?: number;
  signal?: AbortSignal;
  /** Refusals (`concurrent_operations_exceeded`, 429) one batch rides out before it fails (default 20). */
  maxRefusals?: number;
  /** Where waits are measured (default the system clock; tests inject one). */
  clock?: Clock;
  /** Hears each refusal it waits out. */
  onRefusal?: (ids: readonly unknown[], error: ApiError, waitMs: number) => void;
}

/**
 * The `POST /{resource}/batchRetrieval` pattern for any id list: splits `ids` into batches of at most
 * 250, calls `retrieve` for each with at most `concurrency` at once, rides out refusals
 * (`concurrent_operations_exceeded`, 429) with their `Retry-After`, and resolves with one outcome per
 * batch, in order. A failed batch never stops the others. `retrieve` must throw on failure (use a
 * client with `throwOnError: true`, or `unwrap`).
 *
 * @example
 * const outcomes = await inBatches(ids, (batch, signal) =>
 *   rk.platform.POST("/things/batchRetrieval", { body: { ids: batch }, signal }));
 */
export async function inBatches<T, R>(
  ids: Iterable<T>,
  retrieve: (batch: T[], signal: AbortSignal | undefined) => Promise<R>,
  options: InBatchesOptions = {},
): Promise<BatchOutcome<T, R>[]> {
  const { signal } = options;
  const clock = options.clock ?? systemClock;
  const outcomes = await runPool(
    batches(ids, options.size ?? MAX_BATCH_SIZE),
    options.concurrency ?? 3,
    (batch) =>
      rideOut(() => retrieve(batch, signal), {
        clock,
        signal,
        maxRefusals: options.maxRefusals,
        onRefusal: (error, waitMs) => options.onRefusal?.(batch, error, waitMs),
      }),
    signal,
  );
  return outcomes.map((o) =>
    o.ok ? { ids: o.input, ok: true, value: o.value } : { ids: o.input, ok: false, error: o.error },
  );
}
