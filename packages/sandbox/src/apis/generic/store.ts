import { fitValue } from "../../contract/schema-fit.js";
import type { SampleContext, Schema } from "../../contract/schema-sample.js";
import { sampleValue } from "../../contract/schema-sample.js";
import { Random } from "../../core/random.js";
import type { Engine } from "../../engine/engine.js";
import type { GenericCollection } from "../../state/types.js";
import type { Route } from "./model.js";

/** Records a collection starts with. */
export const SEEDED_RECORDS = 3;

/** A 32-bit FNV-1a hash: each collection's seed data depends on the seed and its path only. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

/** The concrete path of a template (`/files/{fileId}` with `{ fileId: "f1" }` → `/files/f1`). */
export const fill = (template: string, params: Record<string, string>) =>
  template.replace(/\{([^}]+)\}/g, (_, name: string) => params[name] ?? "");

/** The name of a template's last parameter (`/files/{fileId}` → `fileId`). */
export const lastParam = (template: string) => /\{([^}]+)\}$/.exec(template)?.[1];

/** `Chain` for `/v1/metadata/chains/search`, `Table` for `/api/v1/table`: the word of a collection. */
export function labelOf(template: string): string {
  const word =
    template
      .split("/")
      .filter((s) => s && !s.startsWith("{") && !/^v\d/.test(s) && s !== "search")
      .at(-1) ?? "item";
  const singular = word.replace(/ies$/, "y").replace(/s$/, "").replace(/[_-]+/g, " ");
  return singular.charAt(0).toUpperCase() + singular.slice(1);
}

const normal = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z]/g, "")
    .replace(/(guid|uuid|id)$/, "");

/** The member of a record that holds its id: the item's parameter name, else `id`, else another `...Id`. */
export function idMemberOf(record: Schema, param: string | undefined): string | undefined {
  const names = Object.keys(record.properties ?? {});
  const wanted = param ? normal(param) : undefined;
  return (
    names.find((n) => n === param) ??
    names.find((n) => n === "id") ??
    names.find((n) => wanted !== undefined && normal(n) === wanted && /id$/i.test(n)) ??
    names.find((n) => /(^|_)(id|guid|uuid)$|Id$/.test(n))
  );
}

/** The id a demo object of the hand-written tier has for a parameter of that name (`fileId`, `environment_id`). */
export function demoIdFor(demo: object, param: string): string | undefined {
  const wanted = normal(param);
  for (const [key, value] of Object.entries(demo)) {
    if (normal(key.replace(/s$/, "")) !== wanted || !/ids?$/i.test(key)) continue;
    const first = Array.isArray(value) ? value[0] : value;
    if (typeof first === "string") return first;
  }
  return undefined;
}

export interface RecordMaker {
  context: SampleContext;
  /** Makes one record with a fresh id. */
  make(): { id: string; record: Record<string, unknown> };
}

/** Makes the records of `route`'s collection with `random`: ids in the format of the id's schema. */
export function recordMaker(engine: Engine, route: Route, idSchema: Schema, random: Random): RecordMaker {
  const context: SampleContext = { random, now: engine.now(), label: labelOf(route.collection) };
  const member = idMemberOf(route.record, lastParam(route.item ?? ""));
  const idOf = member ? route.record.properties![member]! : idSchema;
  const withFormat = idOf.pattern || idOf.format || idOf.examples ? idOf : idSchema;
  return {
    context,
    make() {
      const record = sampleValue(route.record, context) as Record<string, unknown>;
      const id = String(sampleValue({ format: "uuid", ...withFormat, type: "string" }, context));
      if (member && typeof record === "object" && record) record[member] = id;
      return { id, record: typeof record === "object" && record ? record : { value: record } };
    },
  };
}

/**
 * The collection at `path` (concrete) of `route`'s API, seeded when first reached: three records made
 * from the seed and the path (so the same whatever was read before). The first ones take the id the
 * spec's path parameter gives as its example (the docs' samples use it), then the id of the
 * hand-written tier's demo object of that kind when there is one (`GET /files/{demo.fileId}`).
 */
export function collectionAt(
  engine: Engine,
  route: Route,
  path: string,
  idSchema: Schema,
): GenericCollection {
  const key = `${route.op.api} ${path}`;
  const existing = engine.state.generic[key];
  if (existing) return existing;
  const maker = recordMaker(engine, route, idSchema, new Random(hash(`${engine.seed} ${key}`)));
  maker.context.now = Date.parse("2026-01-15T12:00:00.000Z");
  const collection: GenericCollection = { order: [], items: {} };
  const param = lastParam(route.item ?? "");
  // The id the spec gives as its example (the docs' samples' id), then the demo's object of that kind,
  // each when it is an id of the record's and the path's schemas (else a drawn one: answers stay spec-valid).
  const example = idSchema.examples?.[0];
  const member = idMemberOf(route.record, param);
  const fits = (id: string) =>
    [idSchema, member ? route.record.properties![member]! : {}].every(
      (s) => fitValue({ ...s, type: "string" }, id, { ...maker.context, random: new Random(0) }) === id,
    );
  const named = [example, param ? demoIdFor(engine.demo, param) : undefined].filter(
    (id, i, all): id is string => typeof id === "string" && all.indexOf(id) === i && fits(id),
  );
  for (let i = 0; i < SEEDED_RECORDS; i++) {
    const made = maker.make();
    const id = named[i] ?? made.id;
    if (member) made.record[member] = id;
    collection.order.push(id);
    collection.items[id] = made.record;
  }
  engine.state.generic[key] = collection;
  return collection;
}
