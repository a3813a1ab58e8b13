import { randomUUID } from "node:crypto";
import {
  AbortedError,
  type Clock,
  createOperationLimiter,
  type OperationLimiter,
  type OperationSlot,
  type OperationSlots,
} from "@reportkit/sdk";
import { systemClock, toLog } from "@reportkit/sdk/advanced";
import { Availability } from "./availability.js";
import { Commands } from "./connection.js";
import { DEFAULT_PREFIX, type RedisStoreOptions } from "./options.js";
import { holdLease, type LeaseTiming } from "./slot-lease.js";
import { ACQUIRE, LEAVE, poolKeys } from "./slot-scripts.js";
import { SlotShare } from "./slot-share.js";
import { Wakeups } from "./wakeups.js";

export { ACQUIRE, RENEW } from "./slot-scripts.js";

export interface RedisOperationSlotsOptions extends RedisStoreOptions {
  /** Operations that may run at once per key (default 3, the service's documented limit). */
  limit?: number;
  /**
   * How long a lease lives unless renewed (default 30 000 ms). The holder renews it every third of
   * that (at most every second); a process that dies frees its slots, and its place in the queue,
   * after at most this long.
   */
  leaseMs?: number;
  /**
   * Longest a slot is held (default 1 800 000 ms: 30 min): an operation nobody waits for through
   * this client gives its slot back then, with a warning.
   */
  maxHoldMs?: number;
  /**
   * Longest pause between two asks of a waiter far back in the queue (default 250 ms). The waiters
   * next in line ask every 20 ms per slot that must be given back before their turn.
   */
  maxPollMs?: number;
  /**
   * While falling back, how many processes may be doing so at once: each runs at most
   * `floor(limit / n)` operations, counting those it holds already; when that is 0, operations wait
   * for Redis.
   */
  fallbackWorkers?: number;
}

/** `createOperationLimiter` on {@link createRedisOperationSlots}: pass it as `operationLimiter`. */
export function createRedisOperationLimiter(options: RedisOperationSlotsOptions): OperationLimiter {
  return createOperationLimiter({ slots: createRedisOperationSlots(options) });
}

/** A waiter next in line asks again this often per slot that must be given back before its turn. */
const NEXT_IN_LINE_POLL_MS = 20;

type Step = { granted: true } | { granted: false; waitMs: number };

/**
 * {@link OperationSlots} on Redis: a semaphore per key (the workspace) with a queue, so waiting
 * processes are served in the order they asked, and leases that expire unless their holder renews
 * them, so a process that dies never holds a slot for good. Give it to
 * `createOperationLimiter({ slots })` (or use {@link createRedisOperationLimiter}).
 */
export function createRedisOperationSlots(options: RedisOperationSlotsOptions): OperationSlots {
  const commands = new Commands(options.client, options.commandTimeoutMs);
  const availability = new Availability("operation slots", options);
  const clock: Clock = options.clock ?? systemClock;
  const log = toLog(options.logger);
  const prefix = `${options.prefix ?? DEFAULT_PREFIX}slots:`;
  const limit = options.limit ?? 3;
  const leaseMs = options.leaseMs ?? 30_000;
  const maxPollMs = options.maxPollMs ?? 250;
  if (!Number.isInteger(limit) || limit < 1)
    throw new RangeError(`limit must be a whole number >= 1, got ${limit}`);
  const renewEveryMs = Math.min(leaseMs / 3, 1_000);
  const timing: LeaseTiming = {
    leaseMs,
    renewEveryMs,
    gapMs: renewEveryMs * 1.5,
    settleMs: Math.ceil(renewEveryMs * 3),
    maxHoldMs: options.maxHoldMs ?? 1_800_000,
  };
  const share = new SlotShare(limit, options.fallbackWorkers ?? 1);
  const wakeups = new Wakeups(clock);
  const pollMs = (turnsAhead: number) =>
    Math.min(maxPollMs, renewEveryMs, NEXT_IN_LINE_POLL_MS * Math.max(1, turnsAhead));

  const onRedis = async (keys: ReturnType<typeof poolKeys>, id: string): Promise<Step> => {
    const args = [String(limit), String(leaseMs), id, String(timing.gapMs), String(timing.settleMs)];
    const ordered = [keys.leases, keys.queue, keys.waiting, keys.ticket, keys.seen, keys.settle];
    const [granted, turnsAhead, settlingMs] = (await commands.eval(
      ACQUIRE,
      ordered,
      args,
      "taking an operation slot",
    )) as [number, number, number];
    if (granted === 1) return { granted: true };
    return { granted: false, waitMs: settlingMs > 0 ? Math.min(settlingMs, maxPollMs) : pollMs(turnsAhead) };
  };

  const inProcess = (key: string, id: string): Step =>
    share.mayTake(key, id)
      ? { granted: true }
      : { granted: false, waitMs: Math.min(maxPollMs, availability.retryMs) };

  const lease = (key: string, keys: ReturnType<typeof poolKeys>, id: string): OperationSlot => {
    share.took(key);
    return holdLease({
      commands,
      keys,
      id,
      timing,
      log,
      giveBack: () => {
        const remove = () => commands.send(["ZREM", keys.leases, id], "giving back an operation slot");
        return availability.run(
          () => remove().then(() => {}),
          // Falling back: tried all the same, in the background; a lease Redis keeps expires on its own.
          () => void remove().catch(() => {}),
        );
      },
      onRelease() {
        share.gaveBack(key);
        wakeups.wake(key);
      },
    });
  };

  return {
    async acquire(key, { signal }) {
      if (signal?.aborted) throw AbortedError.from(signal);
      const full = prefix + key;
      const keys = poolKeys(full);
      const id = randomUUID();
      share.wait(full, id);
      try {
        for (;;) {
          const step = await availability.run(
            () => onRedis(keys, id),
            () => inProcess(full, id),
          );
          if (step.granted) return lease(full, keys, id);
          await wakeups.nap(full, step.waitMs, signal);
        }
      } catch (error) {
        // Leave the queue (and drop a grant whose reply was lost); if Redis is away, the entry lapses.
        commands
          .eval(LEAVE, [keys.leases, keys.queue, keys.waiting], [id], "leaving the slot queue")
          .catch(() => {});
        throw error;
      } finally {
        share.done(full, id);
      }
    },
  };
}
