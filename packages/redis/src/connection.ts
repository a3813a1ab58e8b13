import { createHash } from "node:crypto";
import { RedisError, redactor, toRedisError } from "./errors.js";

/**
 * What reportkit needs of a Redis client: node-redis (`createClient()`, v5 and later) fits as it is.
 * It is your client, connected by you; reportkit never opens or closes a connection. For another
 * client, adapt `sendCommand` (ioredis: `{ sendCommand: (args) => redis.call(...args) }`).
 */
export interface RedisClientLike {
  sendCommand(args: readonly string[], options?: { abortSignal?: AbortSignal }): Promise<unknown>;
  /** False while the client has no connection (commands would queue): reportkit then fails at once. */
  readonly isReady?: boolean;
  /** Read only to scrub the password from errors. */
  readonly options?: { url?: string | undefined; password?: string | undefined } | undefined;
}

/** A Lua script and its SHA-1, run by EVALSHA (EVAL once after Redis lost its script cache). */
export interface Script {
  readonly source: string;
  readonly sha: string;
}

export const script = (source: string): Script => ({
  source,
  sha: createHash("sha1").update(source).digest("hex"),
});

/** One Redis connection as reportkit uses it: every command bounded in time, every failure typed. */
export class Commands {
  readonly #client: RedisClientLike;
  readonly #timeoutMs: number;
  readonly #redact: (text: string) => string;

  constructor(client: RedisClientLike, timeoutMs = 1_000) {
    this.#client = client;
    this.#timeoutMs = timeoutMs;
    this.#redact = redactor(client.options);
  }

  /** Sends one command; rejects with {@link RedisError} (never hangs past the time limit). */
  send(args: readonly string[], what: string): Promise<unknown> {
    return this.#send(args, what).catch((error: unknown) => {
      throw toRedisError(error, what, this.#redact);
    });
  }

  /** Runs a script by its SHA-1, loading it with EVAL when Redis does not know it (after a restart). */
  async eval(
    script: Script,
    keys: readonly string[],
    args: readonly string[],
    what: string,
  ): Promise<unknown> {
    const tail = [String(keys.length), ...keys, ...args];
    try {
      return await this.#send(["EVALSHA", script.sha, ...tail], what);
    } catch (error) {
      if (!(error instanceof Error) || !error.message.startsWith("NOSCRIPT"))
        throw toRedisError(error, what, this.#redact);
      return this.send(["EVAL", script.source, ...tail], what);
    }
  }

  #send(args: readonly string[], what: string): Promise<unknown> {
    if (this.#client.isReady === false) {
      return Promise.reject(
        new RedisError({
          code: "redis_unavailable",
          message: `Redis is unreachable: ${what} failed (the client is not connected).`,
        }),
      );
    }
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        controller.abort();
        reject(
          new RedisError({
            code: "redis_timeout",
            message: `Redis did not answer ${what} within ${this.#timeoutMs} ms.`,
          }),
        );
      }, this.#timeoutMs);
    });
    const sent = this.#client.sendCommand(args, { abortSignal: controller.signal });
    return Promise.race([sent, late]).finally(() => clearTimeout(timer));
  }
}
