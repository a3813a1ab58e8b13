import type { JsonSchema, JsonType } from "@reportkit/catalog";
import { UsageError } from "../errors.js";
import type { Context } from "../io.js";
import { parseJson, readAtFile } from "./read-input.js";

/** The types a schema allows (its `type`, or those of its `oneOf`/`anyOf` alternatives). */
export function typesOf(schema: JsonSchema): Set<JsonType> {
  const out = new Set<JsonType>();
  if (schema.type !== undefined)
    for (const t of typeof schema.type === "string" ? [schema.type] : schema.type) out.add(t);
  for (const alternative of [...(schema.oneOf ?? []), ...(schema.anyOf ?? [])])
    for (const t of typesOf(alternative)) out.add(t);
  if (out.size === 0 && schema.properties) out.add("object");
  return out;
}

/**
 * The value of an option typed as text, read as its schema says: numbers, booleans, `null` where the
 * schema allows it, JSON for objects and lists (or `@file`). Text that fits no allowed type is a usage
 * error naming `what`.
 */
export function coerce(ctx: Context, schema: JsonSchema, raw: string, what: string): unknown {
  const types = typesOf(schema);
  if (types.size === 0) return raw;
  if (types.has("null") && raw === "null") return null;
  if ((types.has("object") || types.has("array")) && (raw.startsWith("@") || /^\s*[[{]/.test(raw))) {
    return parseJson(raw.startsWith("@") ? readAtFile(ctx, raw, what) : raw, what);
  }
  if (types.has("integer") || types.has("number")) {
    const n = Number(raw);
    if (raw.trim() !== "" && Number.isFinite(n) && (types.has("number") || Number.isInteger(n))) return n;
  }
  if (types.has("boolean") && (raw === "true" || raw === "false")) return raw === "true";
  if (types.has("string")) return raw;
  const expected = [...types].filter((t) => t !== "null").join(" or ");
  throw new UsageError(
    `${what}: ${JSON.stringify(raw)} is not ${/^[aeiou]/.test(expected) ? "an" : "a"} ${expected}.`,
  );
}
