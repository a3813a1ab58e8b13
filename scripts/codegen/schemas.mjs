// A resolved JSON Schema reduced to what the catalogue keeps: validation and help need these keywords,
// nothing else (extensions and titles are dropped; examples too, but for a request string of a stated
// pattern, whose valid value nobody can guess: its first example is kept).

/** Keywords kept in a request schema (what validation and help need); everything else is dropped. */
const REQUEST_KEYWORDS = new Set([
  "type",
  "enum",
  "x-extensible-enum",
  "const",
  "required",
  "properties",
  "additionalProperties",
  "items",
  "minimum",
  "maximum",
  "exclusiveMinimum",
  "exclusiveMaximum",
  "minLength",
  "maxLength",
  "pattern",
  "minItems",
  "maxItems",
  "uniqueItems",
  "oneOf",
  "anyOf",
  "allOf",
  "default",
  "description",
  "format",
]);
/** Answers keep their shape, not their prose: descriptions and defaults are left out to stay compact. */
export const RESPONSE_KEYWORDS = new Set(
  [...REQUEST_KEYWORDS].filter((k) => k !== "description" && k !== "default"),
);

/** A resolved schema reduced to `keep`'s keywords, at every depth. */
export function compactSchema(schema, keep = REQUEST_KEYWORDS) {
  if (Array.isArray(schema)) return schema.map((s) => compactSchema(s, keep));
  if (schema === null || typeof schema !== "object") return schema;
  const out = {};
  for (const [key, value] of Object.entries(schema)) {
    if (!keep.has(key) && key !== "examples") continue;
    if (key === "properties") {
      out.properties = Object.fromEntries(
        Object.entries(value).map(([name, s]) => [name, compactSchema(s, keep)]),
      );
    } else if (key === "items" || key === "additionalProperties") {
      out[key] = typeof value === "object" ? compactSchema(value, keep) : value;
    } else if (key === "oneOf" || key === "anyOf" || key === "allOf") {
      out[key] = value.map((s) => compactSchema(s, keep));
    } else if (key === "examples") {
      if (keep.has("description") && typeof schema.pattern === "string") out.examples = value.slice(0, 1);
    } else if (key === "description") {
      out.description = String(value).trim();
    } else {
      out[key] = value;
    }
  }
  return out;
}
