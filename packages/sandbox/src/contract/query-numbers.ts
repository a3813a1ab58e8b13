/**
 * Numeric query parameters arrive as text. They must be plain decimals of any length: Ajv's coercion
 * would also take `1e999`, `0x10` or ` 5`, which the service does not.
 */
const INTEGER = /^-?\d+$/;
const NUMBER = /^-?\d+(\.\d+)?$/;

/** What is wrong with `raw` as a query value of schema type `type`, if anything. */
export function numericTextIssue(type: unknown, raw: string): string | null {
  if (type === "integer" && !INTEGER.test(raw)) return "must be integer";
  if (type === "number" && !NUMBER.test(raw)) return "must be number";
  return null;
}

const SAFE_MAX = BigInt(Number.MAX_SAFE_INTEGER);

/**
 * A valid integer text as validators and handlers should read it: integers beyond
 * ±Number.MAX_SAFE_INTEGER become that bound. A `Number` cannot hold them exactly (and past 309
 * digits becomes Infinity), while every bound the specs set is far smaller, so the answer for the
 * saturated value is the answer for the real one: clamped, or refused as too large.
 */
export function saturateInteger(raw: string): string {
  const value = BigInt(raw);
  if (value > SAFE_MAX) return String(SAFE_MAX);
  if (value < -SAFE_MAX) return String(-SAFE_MAX);
  return raw;
}
