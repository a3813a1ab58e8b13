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
