import type { JsonSchema } from "@reportkit/catalog";

/**
 * A tool's input schema as `tools/list` gives it: the same constraints, with the descriptions of
 * nested members left out below `depth` (the arguments' own descriptions stay), and
 * `additionalProperties: false` only at the root (the server still refuses an unknown nested member). What is left out
 * costs an agent's context on every turn; describe_operation gives the schema in full.
 */
export function compactSchema<T extends JsonSchema>(schema: T, depth = 2): T {
  const walk = (node: JsonSchema, level: number): JsonSchema => {
    const { description, properties, items, oneOf, anyOf, allOf, additionalProperties, ...rest } = node;
    const out: JsonSchema = { ...rest };
    if (description !== undefined && level < depth) out.description = description;
    if (properties) {
      out.properties = Object.fromEntries(
        Object.entries(properties).map(([k, v]) => [k, walk(v, level + 1)]),
      );
    }
    if (items) out.items = walk(items, level + 1);
    if (oneOf) out.oneOf = oneOf.map((s) => walk(s, level + 1));
    if (anyOf) out.anyOf = anyOf.map((s) => walk(s, level + 1));
    if (allOf) out.allOf = allOf.map((s) => walk(s, level + 1));
    if (typeof additionalProperties === "object")
      out.additionalProperties = walk(additionalProperties, level + 1);
    // The arguments stay closed; nested objects are closed too, checked by the server on every call.
    else if (additionalProperties !== undefined && level === 0)
      out.additionalProperties = additionalProperties;
    return out;
  };
  return walk(schema, 0) as T;
}

/** A description's first sentence: what a listed schema says of the request body (the rest repeats the operation's). */
export function firstSentence(text: string): string {
  const end = text.search(/\.(\s|$)/);
  return end < 0 ? text : text.slice(0, end + 1);
}
