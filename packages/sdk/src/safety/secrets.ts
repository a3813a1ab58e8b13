import { REDACTED } from "./redact.js";

/** Most bearer tokens remembered per registry (older ones are long expired). */
const MAX_TOKENS = 32;

/**
 * `text` as a regular-expression source matching it literally, where a percent-encoded byte also
 * matches in the other hex case (`%2b` as well as `%2B`).
 */
const patternOf = (text: string) =>
  text.replace(/[.*+?^${}()|[\]\\]|%([0-9A-F]{2})/g, (match, hex?: string) =>
    hex ? `%(?:${hex}|${hex.toLowerCase()})` : `\\${match}`,
  );

/** A string as it reads inside a JSON string literal. */
const jsonEscaped = (text: string) => JSON.stringify(text).slice(1, -1);

/**
 * Every form a secret may take once some code has put it into text: raw, JSON-escaped (and escaped
 * twice, for JSON inside JSON), form-encoded (`+` for space), percent-encoded (either hex case).
 */
function formsOf(secret: string): string[] {
  const json = jsonEscaped(secret);
  const form = new URLSearchParams({ s: secret }).toString().slice(2);
  return [secret, json, jsonEscaped(json), form, encodeURIComponent(secret)];
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
    const tokens = this.#tokens;
    // Searched from the end, where the latest token is.
    if (token.length < 4 || tokens.lastIndexOf(token) >= 0) return;
    tokens.push(token);
    if (tokens.length > MAX_TOKENS) tokens.shift();
    this.#pattern = undefined;
  }

  /** `text` with every form of every known secret replaced by {@link REDACTED}. */
  redact(text: string): string {
    this.#pattern ??= this.#build();
    return this.#pattern ? text.replace(this.#pattern, REDACTED) : text;
  }

  /** The pattern matching every form of every secret; undefined while there is none. */
  #build(): RegExp | undefined {
    const forms = new Set([...this.#fixed, ...this.#tokens].flatMap(formsOf));
    // Longest first, so an encoded form is replaced whole rather than around a shorter raw match.
    const sources = [...forms].sort((a, b) => b.length - a.length).map(patternOf);
    return forms.size ? new RegExp(sources.join("|"), "g") : undefined;
  }
}

type Scrubbable = Record<string, unknown>;

function scrubValue(value: unknown, registry: SecretRegistry, seen: Set<object>, depth: number): unknown {
  if (typeof value === "string") return registry.redact(value);
  if (!value || typeof value !== "object" || seen.has(value) || depth > 6) return value;
  seen.add(value);
  const proto = Object.getPrototypeOf(value);
  // An array's elements are writable data properties too (its `length`, a number, is left as it is).
  if (Array.isArray(value) || value instanceof Error || proto === Object.prototype || proto === null) {
    for (const key of Object.getOwnPropertyNames(value)) {
      const descriptor = Object.getOwnPropertyDescriptor(value, key);
      // Only writable data properties (an accessor has no `writable`).
      if (descriptor?.writable)
        (value as Scrubbable)[key] = scrubValue(descriptor.value, registry, seen, depth + 1);
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
