import type { RedisClientLike } from "../../src/index.js";

/**
 * A real client that can be cut off: while `down`, it reports itself not connected (as node-redis
 * does while it reconnects), so every step fails at once with `redis_unavailable`. One process's
 * view of an outage, without stopping the server the rest of a test file shares.
 */
export function switchable(client: RedisClientLike) {
  let down = false;
  const cut: RedisClientLike = {
    get isReady() {
      return !down && client.isReady !== false;
    },
    options: client.options,
    sendCommand: (args, options) => client.sendCommand(args, options),
  };
  return {
    client: cut,
    down() {
      down = true;
    },
    up() {
      down = false;
    },
  };
}

/** A client of a server that is gone: every step fails at once with `redis_unavailable`. */
export const unreachable: RedisClientLike = {
  isReady: false,
  sendCommand: () => Promise.reject(new Error("connect ECONNREFUSED 127.0.0.1:1")),
};

/**
 * A real client whose answers are counted: `answered(n)` resolves once `n` more commands were answered
 * from now (what one step of a store sent has reached Redis and come back). An error answer (NOSCRIPT,
 * after which the store sends the script itself) is not counted.
 */
export function counted(client: RedisClientLike) {
  let answers = 0;
  const waiting = new Set<() => void>();
  const counting: RedisClientLike = {
    get isReady() {
      return client.isReady;
    },
    options: client.options,
    sendCommand: (args, options) =>
      client.sendCommand(args, options).then((reply) => {
        answers++;
        for (const check of [...waiting]) check();
        return reply;
      }),
  };
  return {
    client: counting,
    get answers() {
      return answers;
    },
    answered(more = 1): Promise<void> {
      const target = answers + more;
      return new Promise((resolve) => {
        const check = () => {
          if (answers < target) return;
          waiting.delete(check);
          resolve();
        };
        waiting.add(check);
        check();
      });
    },
  };
}
