import { randomBytes } from "node:crypto";

/** How many results and characters the store keeps, and for how long. */
export interface StoreLimits {
  maxEntries: number;
  maxChars: number;
  ttlMs: number;
}

const DEFAULT_LIMITS: StoreLimits = { maxEntries: 32, maxChars: 64 * 1024 * 1024, ttlMs: 30 * 60_000 };

/**
 * The texts of results too long to send at once, so that `read_result` can hand out the rest: kept in
 * memory, the least recently read dropped first past `maxEntries` or `maxChars`, each for `ttlMs`.
 * Handles are random: a handle is only known to the client that got the result.
 */
export class ResultStore {
  readonly #entries = new Map<string, { text: string; expires: number }>();
  readonly #limits: StoreLimits;
  readonly #now: () => number;
  #chars = 0;

  constructor(limits: Partial<StoreLimits> = {}, now: () => number = Date.now) {
    this.#limits = { ...DEFAULT_LIMITS, ...limits };
    this.#now = now;
  }

  /** Keeps `text`; returns its handle. */
  put(text: string): string {
    const handle = randomBytes(9).toString("base64url");
    this.#entries.set(handle, { text, expires: this.#now() + this.#limits.ttlMs });
    this.#chars += text.length;
    this.#evict();
    return handle;
  }

  /** The text of `handle`, or undefined once dropped or expired; reading it makes it recent. */
  get(handle: string): string | undefined {
    const entry = this.#entries.get(handle);
    if (!entry) return undefined;
    this.#entries.delete(handle);
    if (entry.expires <= this.#now()) {
      this.#chars -= entry.text.length;
      return undefined;
    }
    this.#entries.set(handle, entry);
    return entry.text;
  }

  get size(): number {
    return this.#entries.size;
  }

  #evict(): void {
    const now = this.#now();
    for (const [handle, entry] of this.#entries) {
      const over = this.#entries.size > this.#limits.maxEntries || this.#chars > this.#limits.maxChars;
      if (!over && entry.expires > now) continue;
      // The newest entry stays even when it alone is over the character budget.
      if (this.#entries.size === 1) break;
      this.#entries.delete(handle);
      this.#chars -= entry.text.length;
    }
  }
}
