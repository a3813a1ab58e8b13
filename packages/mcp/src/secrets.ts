import { SecretRegistry } from "@reportkit/sdk/node/settings";

/**
 * The secrets this server knows (the client secret, every bearer token the SDK sent, the server's own
 * HTTP token) and the one pass that removes them from anything about to leave the process: tool
 * results, errors, progress messages, log lines. The SDK already keeps them out of its errors and logs;
 * this is the last check before a message is sent, whatever produced it.
 */
export class Scrubber {
  readonly #registry = new SecretRegistry();

  /** Remembers a secret for good. */
  addSecret(secret: string | undefined): void {
    this.#registry.addSecret(secret);
  }

  /** Remembers a bearer token (the latest 32 are kept). */
  addToken(token: string): void {
    this.#registry.addToken(token);
  }

  text(text: string): string {
    return this.#registry.redact(text);
  }

  /** `value` as JSON with every secret replaced (its strings and its member names alike). */
  value<T>(value: T): T {
    if (value === undefined) return value;
    return JSON.parse(this.#registry.redact(JSON.stringify(value))) as T;
  }

  /**
   * A fetch that records the bearer token of every request it sends (the SDK calls its `fetch` with
   * `init.headers` as a record of lower-case names), so that a token can be scrubbed even where the
   * SDK never sees the text it ends up in.
   */
  recordingFetch(base: typeof fetch = globalThis.fetch): typeof fetch {
    return (input, init) => {
      const headers = init?.headers;
      const authorization =
        headers instanceof Headers
          ? headers.get("authorization")
          : Array.isArray(headers)
            ? undefined
            : (headers as Record<string, string> | undefined)?.authorization;
      const token = authorization?.match(/^Bearer\s+(.+)$/i)?.[1];
      if (token) this.addToken(token);
      return base(input, init);
    };
  }
}
