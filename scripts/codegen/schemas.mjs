// A resolved JSON Schema reduced to what the catalogue keeps: validation and help need these keywords,
// nothing else (extensions and titles are dropped; examples too, but for a request string of a stated
// pattern, whose valid value nobody can guess: its first example is kept).

/** Keywords a request schema keeps (what validation and help need); everything else is dropped. */
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
/** What a request schema keeps: its keywords, and the first example of a string with a pattern. */
const REQUEST = { keywords: REQUEST_KEYWORDS, patternExample: true };
/** Answers keep their shape, not their prose: no descriptions, defaults or examples, to stay compact. */
export const RESPONSE = {
  keywords: new Set([...REQUEST_KEYWORDS].filter((k) => k !== "description" && k !== "default")),
  patternExample: false,
};

/** A resolved schema reduced to what `kind` (REQUEST or RESPONSE) keeps, at every depth. */
export function compactSchema(schema, kind = REQUEST) {
  if (Array.isArray(schema)) return schema.map((s) => compactSchema(s, kind));
  if (schema === null || typeof schema !== "object") return schema;
  const out = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key !== "examples" && !kind.keywords.has(key)) continue;
    if (key === "examples") {
      if (kind.patternExample && typeof schema.pattern === "string") out.examples = value.slice(0, 1);
    } else if (key === "properties") {
      out.properties = Object.fromEntries(
        Object.entries(value).map(([name, s]) => [name, compactSchema(s, kind)]),
      );
    } else if (key === "items" || key === "additionalProperties") {
      out[key] = typeof value === "object" ? compactSchema(value, kind) : value;
    } else if (key === "oneOf" || key === "anyOf" || key === "allOf") {
      out[key] = value.map((s) => compactSchema(s, kind));
    } else if (key === "description") {
      out.description = String(value).trim();
    } else {
      out[key] = value;
    }
  }
  return out;
}
