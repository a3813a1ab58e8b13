import { createHash, randomUUID } from "node:crypto";
import { type CachedToken, type Clock, MemoryTokenCache, type TokenCache } from "@reportkit/sdk";
import { systemClock, freshness as tokenFreshness } from "@reportkit/sdk/advanced";
import { Availability } from "./availability.js";
import { Commands, script } from "./connection.js";
import { DEFAULT_PREFIX, type RedisStoreOptions } from "./options.js";
import { HeldLocks } from "./token-locks.js";

/** Stores the token until it expires and drops the refresh lock if this process holds it. */
const SET_AND_UNLOCK = script(`
redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
if redis.call('GET', KEYS[2]) == ARGV[3] then redis.call('DEL', KEYS[2]) end
return 1
`);

/** Takes the refresh lock if free (ARGV: value, ms) and reads the token: {1 if taken, token}. */
const LOCK = script(`
local locked = redis.call('SET', KEYS[2], ARGV[1], 'NX', 'PX', ARGV[2]) and 1 or 0
return {locked, redis.call('GET', KEYS[1])}
`);

/** Reads the token, the lock's value and the ms the lock has left (-2: none, -1: no expiry). */
const READ = script(`
return {redis.call('GET', KEYS[1]), redis.call('GET', KEYS[2]), redis.call('PTTL', KEYS[2])}
`);

/** Drops the refresh lock if this process still holds it. */
const UNLOCK = script(`
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0
`);

export interface RedisTokenCacheOptions extends RedisStoreOptions {
  /**
   * How long the refresh lock lives unless renewed (default 10 000 ms). Its holder renews it while its
   * token request runs; if it dies meanwhile, the others wait at most this long, then one of them asks.
   */
  lockMs?: number;
  /** The token provider's `refreshBeforeMs` and `blockBeforeMs`, if you changed them (defaults 120 000 / 30 000). */
  refreshBeforeMs?: number;
  blockBeforeMs?: number;
}

/**
 * A {@link TokenCache} on Redis with single flight across processes: of all the processes that need
 * a new token at once, the one that takes the lock (SET NX PX) asks for it; the others wait until it
 * is stored (or the lock expires, when its holder died). A token about to expire is refreshed by the
 * lock holder only; the others keep serving it meanwhile. Tokens are kept until they expire; the
 * client secret is never written (only what `CachedToken` holds: the bearer token and its times).
 */
export function createRedisTokenCache(options: RedisTokenCacheOptions): TokenCache {
  const commands = new Commands(options.client, options.commandTimeoutMs);
  const availability = new Availability("token caching", options);
  const clock: Clock = options.clock ?? systemClock;
  const prefix = `${options.prefix ?? DEFAULT_PREFIX}token:`;
  const lockMs = options.lockMs ?? 10_000;
  const refreshBeforeMs = options.refreshBeforeMs ?? 120_000;
  const blockBeforeMs = options.blockBeforeMs ?? 30_000;
  // Every token this process reads or stores is kept here too: while falling back it is served from
  // here, so an outage does not make every process ask for a token of its own.
  const memory = new MemoryTokenCache();
  const held = new HeldLocks(commands, lockMs);

  const keysOf = (key: string) => {
    // Hashed: the key holds the client id and URLs; the hash tag keeps both keys on one cluster slot.
    const id = createHash("sha256").update(key).digest("hex").slice(0, 32);
    return { token: `${prefix}{${id}}`, lock: `${prefix}{${id}}:lock` };
  };

  const freshness = (token: CachedToken, now: number) =>
    tokenFreshness(token, now, refreshBeforeMs, blockBeforeMs);

  /**
   * The token as the provider should see it while another process refreshes it: its refresh window
   * starts a quarter of its remaining life from now, so the provider serves it without refreshing it
   * too (or waiting). The expiry, the only time the server cares about, is unchanged.
   */
  const servedWhileRefreshed = (token: CachedToken, now: number): CachedToken => ({
    ...token,
    refreshAt: now + (token.expiresAt - now) / 4,
  });

  const parse = (text: unknown): CachedToken | undefined => {
    if (typeof text !== "string") return undefined;
    try {
      const token = JSON.parse(text) as CachedToken;
      return typeof token.accessToken === "string" && Number.isFinite(token.expiresAt) ? token : undefined;
    } catch {
      return undefined;
    }
  };

  /**
   * Takes the refresh lock if nobody holds it, and reads the token in the same step: a token stored
   * between our read and our lock (by a holder that was quick) is seen, and the lock given back.
   */
  const tryLock = async (key: string, keys: { token: string; lock: string }) => {
    const value = randomUUID();
    const args = [value, String(lockMs)];
    const [locked, text] = (await commands.eval(
      LOCK,
      [keys.token, keys.lock],
      args,
      "taking the token lock",
    )) as [number, unknown];
    if (locked === 1) held.took(key, keys.lock, value);
    return { locked: locked === 1, token: parse(text) };
  };

  const unlock = async (key: string, keys: { lock: string }) => {
    const value = held.drop(key);
    if (value) await commands.eval(UNLOCK, [keys.lock], [value], "releasing the token lock");
  };

  /** With the lock held: what to hand the provider (undefined: ask for a token; it then calls `set`). */
  const asHolder = async (key: string, keys: { lock: string }, token: CachedToken | undefined) => {
    const state = token ? freshness(token, clock.now()) : "stale";
    if (state === "fresh") await unlock(key, keys); // somebody was quicker: nothing to do
    // "refresh": its provider serves it and refreshes in the background, then stores the new one.
    return state === "stale" ? undefined : token;
  };

  const getShared = async (key: string): Promise<CachedToken | undefined> => {
    const keys = keysOf(key);
    // Give up waiting only on a lock without an expiry (not ours: ours always has one).
    let seenLock: unknown;
    let waitUntil = 0;
    for (let round = 0; ; round++) {
      const reply = (await commands.eval(
        READ,
        [keys.token, keys.lock],
        [],
        "reading the token",
      )) as unknown[];
      const token = parse(reply[0]);
      const lock = reply[1];
      const lockTtl = Number(reply[2]);
      const ours = lock !== null && lock !== undefined && lock === held.value(key);
      if (!ours) held.drop(key);
      const now = clock.now();
      if (lock !== seenLock || lockTtl !== -1) {
        seenLock = lock;
        waitUntil = now + lockMs + 1_000;
      }
      const state = token ? freshness(token, now) : "stale";
      if (token && state !== "stale") memory.set(key, token);
      if (token && state === "fresh") return token;
      // This process holds the lock: its provider is asking already (and joins that request).
      if (ours) return undefined;
      if (!lock) {
        const attempt = await tryLock(key, keys);
        if (attempt.locked) return asHolder(key, keys, attempt.token);
        const current = attempt.token;
        if (current && freshness(current, clock.now()) === "fresh") {
          memory.set(key, current);
          return current;
        }
      }
      // Another process refreshes a token still good for a while: serve it meanwhile.
      if (token && state === "refresh") return servedWhileRefreshed(token, now);
      if (now >= waitUntil) return undefined; // a lock that never expires: ask ourselves
      await clock.sleep(Math.min(250, 10 * 1.5 ** round));
    }
  };

  return {
    get: (key) =>
      availability.run(
        () => getShared(key),
        () => memory.get(key),
      ),
    set: (key, token) =>
      availability.run(
        async () => {
          const keys = keysOf(key);
          const ttl = Math.floor(token.expiresAt - clock.now());
          const lock = held.drop(key) ?? "";
          memory.set(key, token);
          if (ttl > 0) {
            const args = [JSON.stringify(token), String(ttl), lock];
            await commands.eval(SET_AND_UNLOCK, [keys.token, keys.lock], args, "storing the token");
          } else if (lock) {
            await commands.eval(UNLOCK, [keys.lock], [lock], "releasing the token lock");
          }
        },
        () => {
          held.drop(key);
          memory.set(key, token);
        },
      ),
    delete: (key) =>
      availability.run(
        async () => {
          memory.delete(key);
          await commands.send(["DEL", keysOf(key).token], "deleting the token");
        },
        () => memory.delete(key),
      ),
  };
}
