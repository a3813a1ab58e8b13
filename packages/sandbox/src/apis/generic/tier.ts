import type { Schema } from "../../contract/schema-sample.js";
import type { ApiContract } from "../../contract/validator.js";
import { notFound } from "../../core/api-error.js";
import { Random } from "../../core/random.js";
import type { Engine } from "../../engine/engine.js";
import type { GenericCollection } from "../../state/types.js";
import { type Route, routesOf } from "./model.js";
import { applyBody } from "./records.js";
import { collectionAt, fill, idMemberOf, lastParam, recordMaker } from "./store.js";

const cache = new WeakMap<ApiContract, Map<string, Route>>();

/** The routes of an API's operations, worked out once per contract. */
export function routesFor(contract: ApiContract): Map<string, Route> {
  let routes = cache.get(contract);
  if (!routes) {
    routes = routesOf(contract);
    cache.set(contract, routes);
  }
  return routes;
}

/** What a request to the tier brings: the route, path parameters and body. */
export interface TierRequest {
  engine: Engine;
  contract: ApiContract;
  route: Route;
  params: Record<string, string>;
  body: unknown;
}

/** The schema of the path parameter that names an item of `route`'s collection (its id's format). */
export function idSchemaOf(contract: ApiContract, route: Route): Schema {
  const param = lastParam(route.item ?? "");
  const itemOp = [...routesFor(contract).values()].find((r) => r.op.path === route.item);
  const declared =
    itemOp &&
    contract
      .operationObject(itemOp.op.operationId)
      ?.parameters?.find((p) => p.in === "path" && p.name === param);
  const schema = (declared?.schema as Schema | undefined) ?? { type: "string", format: "uuid" };
  // The parameter's own example (the docs' samples use it) is an example of the id too.
  const example = (declared as { example?: unknown } | undefined)?.example;
  return example === undefined ? schema : { ...schema, examples: [example, ...(schema.examples ?? [])] };
}

/** The route that reads `template`'s items, to find a collection's record schema. */
function collectionOf(t: TierRequest, template: string): { route: Route; items: GenericCollection } {
  const route =
    [...routesFor(t.contract).values()].find(
      (r) => r.collection === template && r.kind !== "action" && r.kind !== "singleton",
    ) ?? t.route;
  return {
    route,
    items: collectionAt(t.engine, route, fill(template, t.params), idSchemaOf(t.contract, route)),
  };
}

/** The item of the request's path (`/files/{fileId}` → the record of `fileId`), or a 404. */
function itemOf(t: TierRequest): { items: GenericCollection; id: string; record: Record<string, unknown> } {
  const { items } = collectionOf(t, t.route.collection);
  const param = lastParam(t.route.op.path)!;
  const id = t.params[param]!;
  const record = items.items[id];
  if (!record)
    throw notFound(`No ${t.route.collection.split("/").filter(Boolean).at(-1)} has the id '${id}'.`, param);
  return { items, id, record };
}

/** A body's own `id` does not rename a record: it keeps the id its collection knows it by. */
function keepId(record: Record<string, unknown>, route: Route, id: string): void {
  const member = idMemberOf(route.record, lastParam(route.item ?? ""));
  if (member && member in record) record[member] = id;
}

function create(t: TierRequest): Record<string, unknown> {
  const { route, items } = collectionOf(t, t.route.collection);
  const random = new Random(t.engine.random.uint32());
  const { id, record } = recordMaker(t.engine, route, idSchemaOf(t.contract, route), random).make();
  applyBody(record, t.body, route.record);
  keepId(record, route, id);
  items.order.push(id);
  items.items[id] = record;
  return record;
}

/** The singleton kept at the request's path, made from its answer's schema when first read. */
function singleton(t: TierRequest): Record<string, unknown> {
  const key = `${t.route.op.api} ${fill(t.route.op.path, t.params)}`;
  const kept = t.engine.state.generic[key];
  if (kept) return kept.items[""]!;
  const reader =
    [...routesFor(t.contract).values()].find(
      (r) => r.op.path === t.route.op.path && r.kind === "singleton" && r.op.method === "GET",
    ) ?? t.route;
  const made = recordMaker(t.engine, reader, {}, new Random(t.engine.seed)).make().record;
  t.engine.state.generic[key] = { order: [""], items: { "": made } };
  return made;
}

/** The item an action's path starts with (`/files/{fileId}/copy` → the file), when the tier keeps it. */
function subjectOf(t: TierRequest): Record<string, unknown> | undefined {
  const segments = t.route.op.path.split("/");
  while (segments.length > 1 && !/^\{[^}]+\}$/.test(segments.at(-1)!)) segments.pop();
  const item = segments.join("/");
  const param = lastParam(item);
  if (!param) return undefined;
  const collection = item.slice(0, item.lastIndexOf("/"));
  const key = `${t.route.op.api} ${fill(collection, t.params)}`;
  return t.engine.state.generic[key]?.items[t.params[param]!];
}

/**
 * What the request does to the tier's state, and the record (or records) its answer is made from:
 * a list's records, the item read, created, updated or deleted, a singleton, an action's subject.
 */
export function perform(t: TierRequest): Record<string, unknown> | Record<string, unknown>[] | undefined {
  switch (t.route.kind) {
    case "list": {
      const { items } = collectionOf(t, t.route.collection);
      return items.order.map((id) => items.items[id]!);
    }
    case "read":
      return itemOf(t).record;
    case "create":
      return create(t);
    case "update": {
      const { record, id } = itemOf(t);
      applyBody(record, t.body, t.route.record);
      keepId(record, t.route, id);
      return record;
    }
    case "delete": {
      const { items, id, record } = itemOf(t);
      delete items.items[id];
      items.order = items.order.filter((i) => i !== id);
      return record;
    }
    case "singleton": {
      const record = singleton(t);
      if (t.route.op.method !== "GET") applyBody(record, t.body, t.route.record);
      return record;
    }
    default:
      return subjectOf(t);
  }
}
