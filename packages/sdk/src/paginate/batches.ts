/** Most ids a `POST /{resource}/batchRetrieval` request takes. */
export const MAX_BATCH_SIZE = 250;

/**
 * Splits `ids` into consecutive batches of at most `size` (1..250, default 250) for the
 * `POST /{resource}/batchRetrieval` endpoints. Throws `RangeError` for any other size.
 */
export function batches<T>(ids: Iterable<T>, size: number = MAX_BATCH_SIZE): T[][] {
  if (!Number.isInteger(size) || size < 1 || size > MAX_BATCH_SIZE) {
    throw new RangeError(`Batch size must be an integer from 1 to ${MAX_BATCH_SIZE}; got ${size}.`);
  }
  const all = [...ids];
  const out: T[][] = [];
  for (let i = 0; i < all.length; i += size) out.push(all.slice(i, i + size));
  return out;
}
