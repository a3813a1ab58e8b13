import type { Schema } from "../../contract/schema-sample.js";
import { typesOf } from "../../contract/schema-sample.js";

type Json = Record<string, unknown>;

const kindOf = (v: unknown) => (v === null ? "null" : Array.isArray(v) ? "array" : typeof v);

/** Whether `value` may take the place of `current` under `schema` (same kind, or null where allowed). */
function fits(schema: Schema | undefined, current: unknown, value: unknown): boolean {
  if (value === null) return schema !== undefined && typesOf(schema).includes("null");
  return current === undefined || current === null || kindOf(current) === kindOf(value);
}

/** Sets the member a JSON pointer names (`/name`, `/settings/title`), or removes it (`undefined`). */
function setPointer(record: Json, pointer: string, value: unknown): void {
  const keys = pointer
    .split("/")
    .slice(1)
    .map((k) => k.replace(/~1/g, "/").replace(/~0/g, "~"));
  let at = record;
  for (const key of keys.slice(0, -1)) {
    if (typeof at[key] !== "object" || at[key] === null) at[key] = {};
    at = at[key] as Json;
  }
  const last = keys.at(-1);
  if (last === undefined) return;
  if (value === undefined) delete at[last];
  else at[last] = structuredClone(value);
}

const isPatch = (body: unknown): body is { op: string; path: string; value?: unknown }[] =>
  Array.isArray(body) && body.every((o) => typeof o === "object" && o !== null && "op" in o && "path" in o);

/**
 * A request body applied to a record: a JSON Patch (add, replace, remove) as RFC 6902 says, an object
 * member by member where the record's schema names the member and the value is of its kind (so a
 * rename is seen by the next read, and a member of another type does not break the record's shape).
 */
export function applyBody(record: Json, body: unknown, schema: Schema): void {
  if (isPatch(body)) {
    for (const { op, path, value } of body) {
      if (op === "add" || op === "replace") setPointer(record, path, value);
      else if (op === "remove") setPointer(record, path, undefined);
    }
    return;
  }
  if (typeof body !== "object" || body === null || Array.isArray(body)) return;
  for (const [name, value] of Object.entries(body)) {
    const property = schema.properties?.[name];
    if (property && fits(property, record[name], value)) record[name] = structuredClone(value);
  }
}
