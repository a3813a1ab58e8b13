import { randomUUID } from "node:crypto";
import {
  ApiError,
  type HasPlatform,
  NotFoundError,
  type Operation,
  OperationFailedError,
  type OperationSource,
  type OperationState,
  type Poller,
  type WaitOptions,
  waiter,
} from "@reportkit/sdk";
import { toLog } from "@reportkit/sdk/advanced";
import { Commands, script } from "./connection.js";
import { createCleanup } from "./operation-cleanup.js";
import { DEFAULT_PREFIX, type RedisStoreOptions } from "./options.js";

/** Drops a claim if it is still this worker's. */
const UNCLAIM = script(`
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0
`);

/** Extends a claim if it is still this worker's. */
const RECLAIM = script(`
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
return 0
`);

/** Another worker is waiting for this operation (its claim has not expired). */
export class OperationClaimedError extends ApiError {
  override name = "OperationClaimedError";
}

export interface RedisOperationStoreOptions extends Omit<RedisStoreOptions, "onUnavailable" | "retryMs"> {
  /** How long a saved state is kept (default 86 400 000 ms: a day). */
  ttlMs?: number;
  /** How long a worker's claim on an operation lives unless renewed (default 30 000 ms). */
  claimMs?: number;
}

/** A claim on one operation: renewed while held, so a worker that dies loses it after `claimMs`. */
export interface OperationClaim {
  release(): Promise<void>;
}

/**
 * Operation states on Redis, under ids you choose: save a poller, resume it in any process. `wait`
 * does the whole job: it claims the operation (one worker at a time), resumes the saved state or
 * starts from `source`, saves the state after every poll, and deletes it once the operation ended.
 * A worker that died mid-wait leaves its state and an expiring claim; any other worker picks it up
 * with `wait(rk, id)` (`ids()` lists what is saved). The store has no fallback: without Redis it
 * fails with a `RedisError`.
 */
export interface RedisOperationStore {
  save(id: string, state: Poller | OperationState | string): Promise<void>;
  load(id: string): Promise<OperationState | undefined>;
  delete(id: string): Promise<void>;
  /** The ids of saved states (oldest first). */
  ids(): Promise<string[]>;
  /** Claims `id` for this worker; undefined when another worker holds it. */
  claim(id: string): Promise<OperationClaim | undefined>;
  /**
   * Waits for operation `id` (resuming its saved state, else starting from `source`) with its state
   * saved after every poll. Rejects with {@link OperationClaimedError} while another worker waits for it.
   */
  wait(rk: HasPlatform, id: string, source?: OperationSource, options?: WaitOptions): Promise<Operation>;
}

export function createRedisOperationStore(options: RedisOperationStoreOptions): RedisOperationStore {
  const commands = new Commands(options.client, options.commandTimeoutMs);
  const log = toLog(options.logger);
  const prefix = `${options.prefix ?? DEFAULT_PREFIX}operation:`;
  const index = `${options.prefix ?? DEFAULT_PREFIX}operations`;
  const ttlMs = options.ttlMs ?? 86_400_000;
  const claimMs = options.claimMs ?? 30_000;
  const stateKey = (id: string) => `${prefix}${id}`;
  const claimKey = (id: string) => `${prefix}${id}:claim`;

  const cleanup = createCleanup({ commands, stateKey, index, ttlMs, log });

  const text = (state: Poller | OperationState | string) =>
    typeof state === "string" ? state : JSON.stringify("serialize" in state ? state.state : state);

  const store: RedisOperationStore = {
    async save(id, state) {
      await commands.send(
        ["SET", stateKey(id), text(state), "PX", String(ttlMs)],
        "saving an operation state",
      );
      await commands.send(["ZADD", index, "NX", String(Date.now()), id], "indexing an operation state");
    },
    async load(id) {
      const saved = await commands.send(["GET", stateKey(id)], "loading an operation state");
      return typeof saved === "string" ? (JSON.parse(saved) as OperationState) : undefined;
    },
    delete: (id) => cleanup.now(id),
    async ids() {
      const ids = (await commands.send(["ZRANGE", index, "0", "-1"], "listing operation states")) as string[];
      if (ids.length === 0) return [];
      const states = (await commands.send(
        ["MGET", ...ids.map(stateKey)],
        "listing operation states",
      )) as unknown[];
      const gone = ids.filter((_, i) => typeof states[i] !== "string");
      if (gone.length > 0) await commands.send(["ZREM", index, ...gone], "pruning operation states");
      return ids.filter((_, i) => typeof states[i] === "string");
    },
    async claim(id) {
      const value = randomUUID();
      const key = claimKey(id);
      const ok = await commands.send(
        ["SET", key, value, "NX", "PX", String(claimMs)],
        "claiming an operation",
      );
      if (ok !== "OK") return undefined;
      const renewal = setInterval(() => {
        commands.eval(RECLAIM, [key], [value, String(claimMs)], "renewing an operation claim").catch(() => {
          // Redis away: the claim may lapse, and another worker may then pick the operation up.
        });
      }, claimMs / 3);
      renewal.unref?.();
      return {
        async release() {
          clearInterval(renewal);
          await commands.eval(UNCLAIM, [key], [value], "releasing an operation claim");
        },
      };
    },
    async wait(rk, id, source, waitOptions = {}) {
      const claim = await store.claim(id);
      if (!claim) {
        throw new OperationClaimedError({
          message: `Another worker is waiting for operation "${id}"; its claim lapses ${claimMs} ms after that worker stops.`,
          code: "operation_claimed",
        });
      }
      const release = () => claim.release().catch(() => {});
      let operation: Operation;
      try {
        const saved = await store.load(id);
        const wait = waiter(rk);
        if (!saved && source === undefined)
          throw new ApiError({
            message: `No saved state for operation "${id}" and no source to start from.`,
          });
        const poller = saved ? wait.resume(saved) : await wait.poller(source!, waitOptions);
        if (!saved) await store.save(id, poller);
        operation = await poller.wait({
          ...waitOptions,
          // Saved after every poll, the last one included: a state left behind says how it ended.
          onProgress: (polled) => {
            store.save(id, poller).catch((error: unknown) => {
              const reason = error instanceof Error ? error.message : String(error);
              log?.("warn", `Could not save the state of operation "${id}" (${reason}); waiting on.`, {});
            });
            waitOptions.onProgress?.(polled);
          },
        });
      } catch (error) {
        // Over (failed, cancelled, gone): nothing left to resume. Anything else keeps the state.
        if (error instanceof OperationFailedError || error instanceof NotFoundError)
          await cleanup.ended(id, release);
        else await release();
        throw error;
      }
      // The operation completed: that is the outcome, whether or not its state can be removed now.
      await cleanup.ended(id, release);
      return operation;
    },
  };
  return store;
}
