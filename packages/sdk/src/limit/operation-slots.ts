import { AbortedError } from "../errors/api-error.js";

/** The platform operations that count against a workspace's concurrent-operation limit. */
export type SlotOperation = "copy" | "import" | "export";

/** A slot taken for one operation; give it back with `release` (more calls do nothing). */
export interface OperationSlot {
  release(): void | Promise<void>;
}

/**
 * A semaphore per key (a workspace): how many copies, imports and exports may run at once. The SDK
 * takes a slot before sending such an operation and gives it back when the operation is over (see
 * the `operationSlots` option of `createReportkit`). Implement it on a shared store (Redis, with
 * leases that expire when a process dies) to count the operations of several processes together.
 */
export interface OperationSlots {
  /** Resolves once a slot under `key` is held; rejects with AbortedError when `signal` aborts. */
  acquire(key: string, options: { operation: SlotOperation; signal?: AbortSignal }): Promise<OperationSlot>;
}

/** How many operations the in-process slots let run at once per key. */
export interface MemoryOperationSlotsOptions {
  /** Operations that may run at once per key (default 3, the service's documented limit). */
  limit?: number;
}

/** Slots counted in this process: a FIFO semaphore per key. */
export function createMemoryOperationSlots(options: MemoryOperationSlotsOptions = {}): OperationSlots {
  const limit = options.limit ?? 3;
  if (!Number.isInteger(limit) || limit < 1)
    throw new RangeError(`limit must be a whole number >= 1, got ${limit}`);
  const held = new Map<string, number>();
  const queues = new Map<string, Array<() => void>>();

  const grant = (key: string): OperationSlot => {
    held.set(key, (held.get(key) ?? 0) + 1);
    let released = false;
    return {
      release() {
        if (released) return;
        released = true;
        const next = queues.get(key)?.shift();
        if (next) return next(); // hand the slot over: the count stays the same
        const count = (held.get(key) ?? 1) - 1;
        if (count > 0) held.set(key, count);
        else held.delete(key);
      },
    };
  };

  return {
    acquire(key, { signal }) {
      if (signal?.aborted) return Promise.reject(AbortedError.from(signal));
      if ((held.get(key) ?? 0) < limit) return Promise.resolve(grant(key));
      return new Promise<OperationSlot>((resolve, reject) => {
        const queue = queues.get(key) ?? [];
        queues.set(key, queue);
        const onAbort = () => {
          const index = queue.indexOf(take);
          if (index >= 0) queue.splice(index, 1);
          if (queue.length === 0) queues.delete(key);
          reject(AbortedError.from(signal));
        };
        // Called by a release: the releasing slot's place passes to this waiter.
        const take = () => {
          signal?.removeEventListener("abort", onAbort);
          if (queue.length === 0) queues.delete(key);
          held.set(key, (held.get(key) ?? 1) - 1);
          resolve(grant(key));
        };
        queue.push(take);
        signal?.addEventListener("abort", onAbort, { once: true });
      });
    },
  };
}
