import type { CatalogOperation, JsonSchema } from "@reportkit/catalog";

// What an answer is about, for --fields and --template: the items of a list page, the object an
// envelope carries under `data` (`{ "data": { "id": ... } }`), else the body itself; and its schema.

/** The member a list operation's page keeps its items in. */
const itemsKey = (operation: CatalogOperation) => operation.paging?.items ?? "data";

/** The object under `data` when the operation's answer is an envelope around one object. */
function envelopeSchema(operation: CatalogOperation): JsonSchema | undefined {
  const schema = operation.response?.schema;
  const data = schema?.properties?.data;
  if (!data || !schema?.required?.includes("data")) return undefined;
  const types = data.type === undefined ? [] : ([] as string[]).concat(data.type);
  return types.includes("object") || data.properties ? data : undefined;
}

/** The schema of one selected thing (an item of a list, the object of an envelope, the body), if known. */
export function subjectSchema(operation: CatalogOperation | undefined): JsonSchema | undefined {
  if (!operation?.response || operation.async) return undefined;
  if (operation.paging) return operation.response.schema.properties?.[itemsKey(operation)]?.items;
  return envelopeSchema(operation) ?? operation.response.schema;
}

/** What `body` is about: a list of items (a list operation's page), or one value. */
export function subjectOf(
  operation: CatalogOperation | undefined,
  body: unknown,
): { value: unknown; list: boolean } {
  if (Array.isArray(body)) return { value: body, list: true };
  if (!operation || operation.async || body === null || typeof body !== "object")
    return { value: body, list: false };
  const record = body as Record<string, unknown>;
  if (operation.paging) {
    const items = record[itemsKey(operation)];
    if (Array.isArray(items)) return { value: items, list: true };
  } else if (envelopeSchema(operation)) {
    const data = record.data;
    if (data !== null && typeof data === "object" && !Array.isArray(data))
      return { value: data, list: false };
  }
  return { value: body, list: false };
}

/** The members a schema names (its own and those of allOf/oneOf/anyOf), or undefined when it names none. */
function membersOf(schema: JsonSchema): Record<string, JsonSchema> | undefined {
  if (schema.additionalProperties !== undefined && typeof schema.additionalProperties === "object")
    return undefined; // a map: any name is a member
  const parts = [schema, ...(schema.allOf ?? []), ...(schema.oneOf ?? []), ...(schema.anyOf ?? [])];
  const members: Record<string, JsonSchema> = {};
  let named = false;
  for (const part of parts)
    if (part.properties) {
      named = true;
      Object.assign(members, part.properties);
    }
  return named ? members : undefined;
}

/**
 * The first step of a dotted path (`owner.email`, `items.0.id`) the schema says cannot be there, with
 * the names it offers instead; undefined when the path may exist (open objects cannot be checked).
 */
export function unknownStep(
  schema: JsonSchema | undefined,
  path: string,
): { step: string; known: string[] } | undefined {
  let node = schema;
  for (const step of path.split(".")) {
    if (!node) return undefined;
    if (/^\d+$/.test(step) && node.items) {
      node = node.items;
      continue;
    }
    const members = membersOf(node);
    if (!members) return undefined;
    if (!Object.hasOwn(members, step)) return { step, known: Object.keys(members) };
    node = members[step];
  }
  return undefined;
}
