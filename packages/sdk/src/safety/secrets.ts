import { REDACTED } from "./redact.js";

/** Most bearer tokens remembered per registry (older ones are long expired). */
const MAX_TOKENS = 32;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A percent-encoded form matches `%2b` as well as `%2B`. */
const anyCaseHex = (pattern: string) =>
  pattern.replace(/%([0-9A-F]{2})/g, (_, hex: string) => `%(?:${hex}|${hex.toLowerCase()})`);

/**
 * Every form a secret may take once some code has put it into text: raw, JSON-escaped (and escaped
 * twice, for JSON inside JSON), form-encoded (`+` for space), percent-encoded (either hex case).
 */
function formsOf(secret: string): string[] {
  const json = JSON.stringify(secret).slice(1, -1);
  const form = new URLSearchParams({ s: secret }).toString().slice(2);
  const percent = encodeURIComponent(secret);
  return [secret, json, JSON.stringify(json).slice(1, -1), form, percent];
}

/**
 * The secrets one reportkit instance holds (the client secret, every bearer token it obtained or
 * sent) and the one function that scrubs them from any text. Patterns are rebuilt only when a new
 * secret arrives, so scrubbing costs one regular-expression pass.
 */
export class SecretRegistry {
  readonly #fixed = new Set<string>();
  readonly #tokens: string[] = [];
  #pattern: RegExp | undefined;

  /** Remembers a secret for good (the client secret). Strings under 4 characters are ignored. */
  addSecret(secret: string | undefined): void {
    if (secret && secret.length >= 4 && !this.#fixed.has(secret)) {
      this.#fixed.add(secret);
      this.#pattern = undefined;
    }
  }

  /** Remembers a bearer token (the oldest is forgotten past 32). Cheap when it is the latest one. */
  addToken(token: string): void {
    if (token.length < 4 || this.#tokens[this.#tokens.length - 1] === token) return;
    if (this.#tokens.includes(token)) return;
    this.#tokens.push(token);
    if (this.#tokens.length > MAX_TOKENS) this.#tokens.shift();
    this.#pattern = undefined;
  }

  /** `text` with every form of every known secret replaced by {@link REDACTED}. */
  redact(text: string): string {
    const pattern = this.#build();
    return pattern ? text.replace(pattern, REDACTED) : text;
  }

  #build(): RegExp | undefined {
    if (this.#pattern) return this.#pattern;
    const forms = new Set<string>();
    for (const secret of [...this.#fixed, ...this.#tokens])
      for (const form of formsOf(secret)) forms.add(form);
    if (forms.size === 0) return undefined;
    // Longest first, so an encoded form is replaced whole rather than around a shorter raw match.
    const sources = [...forms].sort((a, b) => b.length - a.length).map((f) => anyCaseHex(escapeRegExp(f)));
    this.#pattern = new RegExp(sources.join("|"), "g");
    return this.#pattern;
  }
}

type Scrubbable = Record<string, unknown>;

function scrubValue(value: unknown, registry: SecretRegistry, seen: Set<object>, depth: number): unknown {
  if (typeof value === "string") return registry.redact(value);
  if (value === null || typeof value !== "object" || seen.has(value) || depth > 6) return value;
  seen.add(value);
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) value[i] = scrubValue(value[i], registry, seen, depth + 1);
    return value;
  }
  const proto = Object.getPrototypeOf(value);
  if (value instanceof Error || proto === Object.prototype || proto === null) {
    const target = value as Scrubbable;
    for (const key of Object.getOwnPropertyNames(target)) {
      const descriptor = Object.getOwnPropertyDescriptor(target, key);
      if (!descriptor || !("value" in descriptor) || !descriptor.writable) continue;
      target[key] = scrubValue(descriptor.value, registry, seen, depth + 1);
    }
  }
  return value;
}

/**
 * Scrubs every known secret, in place, from an error: its message and stack, every string it holds
 * (`details`, a fetch's own fields...), and the same for each error of its `cause` chain. Returns it.
 */
export function scrubError<T>(error: T, registry: SecretRegistry): T {
  return scrubValue(error, registry, new Set(), 0) as T;
}
