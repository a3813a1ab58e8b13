import type { CatalogOperation } from "@reportkit/catalog";
import type { Schema } from "../../contract/schema-sample.js";
import type { ApiContract } from "../../contract/validator.js";

/**
 * What an operation does to the resources its path names, read from the path templates and the
 * catalogue alone: a GET of `/files` lists the collection `/files`, a POST there creates in it, a GET,
 * PUT, PATCH or DELETE of `/files/{fileId}` reads, updates or deletes one of its items; a GET of any
 * other path reads a singleton kept at that path (`/customSchema`), a POST there is an action on the
 * item its path starts with (`/files/{fileId}/copy`). A results endpoint of a long operation
 * (`x-reportkit-results`) lists what that operation made.
 */
export type RouteKind = "list" | "create" | "read" | "update" | "delete" | "singleton" | "action" | "results";

export interface Route {
  op: CatalogOperation;
  kind: RouteKind;
  /** The collection's path template (`/files`); for a singleton or an action, the path itself. */
  collection: string;
  /** The item's path template (`/files/{fileId}`) when the spec has one. */
  item?: string;
  /** The schema of one record of the collection (the item's GET answer, else the list's items). */
  record: Schema;
  /** The 2xx answer: its status and JSON schema (undefined for an answer without a body). */
  answer: { status: number; schema?: Schema; media?: string; file?: Schema };
}

const isParam = (segment: string | undefined) => segment !== undefined && /^\{[^}]+\}$/.test(segment);

/** The template without its last segment (`/files/{fileId}` → `/files`). */
export const parentOf = (template: string) => template.slice(0, template.lastIndexOf("/")) || "/";

/** The JSON schema of an operation's first 2xx answer and its status (or, for a file, its media type). */
export function answerOf(contract: ApiContract, operationId: string): Route["answer"] {
  const responses = contract.operationObject(operationId)?.responses ?? {};
  const status = Object.keys(responses)
    .filter((s) => /^2\d\d$/.test(s))
    .sort()[0];
  const [media, content] = Object.entries((status ? responses[status]?.content : undefined) ?? {})[0] ?? [];
  const schema = content?.schema as Schema | undefined;
  if (media && !media.endsWith("json"))
    return { status: Number(status), media, ...(schema ? { file: schema } : {}) };
  return { status: Number(status ?? 200), ...(schema ? { schema } : {}) };
}

/** The member of a page that holds its items: the catalogue's paging, else the first array member. */
export function itemsMemberOf(op: CatalogOperation, schema: Schema | undefined): string | undefined {
  if (op.paging) return op.paging.items;
  if (!schema?.properties) return undefined;
  return Object.entries(schema.properties).find(([, s]) => s.type === "array" && s.items)?.[0];
}

/** The member of an envelope that holds the record (`{ data: {...} }`), else undefined (the body is it). */
export function slotOf(schema: Schema | undefined): string | undefined {
  const props = schema?.properties;
  if (!props || props.id) return undefined;
  return ["data", "body", "result"].find((k) => {
    const s = props[k];
    return s !== undefined && (s.properties !== undefined || s.type === "object");
  });
}

/** The schema of one record in an answer: the list's item, the envelope's member or the body. */
function recordIn(route: Pick<Route, "op" | "answer">, list: boolean): Schema | undefined {
  const schema = route.answer.schema;
  if (list) {
    const member = itemsMemberOf(route.op, schema);
    return member ? schema?.properties?.[member]?.items : schema?.items;
  }
  const slot = slotOf(schema);
  return slot ? schema?.properties?.[slot] : schema;
}

function kindOf(op: CatalogOperation, collections: Set<string>, listShaped: boolean): RouteKind {
  const last = op.path.split("/").at(-1);
  if (isParam(last)) {
    if (op.method === "GET") return "read";
    return op.method === "DELETE" ? "delete" : "update";
  }
  const collection = collections.has(op.path) || op.paging !== undefined || listShaped;
  if (op.method === "GET") return collection ? "list" : "singleton";
  if (op.method === "POST") return collection ? "create" : "action";
  return op.method === "DELETE" ? "action" : "singleton";
}

let catalogue: readonly CatalogOperation[] | undefined;
let loading: Promise<void> | undefined;

/**
 * Imports the catalogue (a large module) at the tier's first request, not at the sandbox's start.
 * Requests that wait for it go on in the order they came (they wait for the same promise).
 */
export function loadCatalogue(): Promise<void> {
  loading ??= import("@reportkit/catalog").then((module) => {
    catalogue = module.OPERATIONS;
  });
  return loading;
}

/** Whether the catalogue is there (then a request of the tier need not wait). */
export const catalogueLoaded = () => catalogue !== undefined;

/** The routes of every operation of `contract`'s API, by operationId (once {@link loadCatalogue} is done). */
export function routesOf(contract: ApiContract): Map<string, Route> {
  if (!catalogue) throw new Error("@reportkit/sandbox: the spec-driven tier's catalogue is not loaded yet");
  const ops = catalogue.filter((op) => op.api === contract.api);
  const results = new Set(ops.flatMap((op) => (op.accepted?.results ? [op.accepted.results.path] : [])));
  const collections = new Set(
    ops.filter((op) => isParam(op.path.split("/").at(-1))).map((op) => parentOf(op.path)),
  );
  const routes = new Map<string, Route>();
  for (const op of ops) {
    const answer = answerOf(contract, op.operationId);
    const listShaped =
      op.method === "GET" &&
      (answer.schema?.type === "array" ||
        (itemsMemberOf(op, answer.schema) !== undefined && !slotOf(answer.schema)));
    const kind = results.has(op.path) ? "results" : kindOf(op, collections, listShaped);
    const itemish = kind === "read" || kind === "update" || kind === "delete";
    const collection = itemish ? parentOf(op.path) : op.path;
    const item = itemish
      ? op.path
      : ops.find((o) => parentOf(o.path) === op.path && isParam(o.path.split("/").at(-1)))?.path;
    routes.set(op.operationId, { op, kind, collection, ...(item ? { item } : {}), answer, record: {} });
  }
  for (const route of routes.values()) route.record = recordSchemaOf(route, routes);
  return routes;
}

/** A collection's record schema: its item's GET answer, else its list's items, else the route's own. */
function recordSchemaOf(route: Route, routes: Map<string, Route>): Schema {
  const all = [...routes.values()];
  const reader = all.find((r) => r.kind === "read" && r.collection === route.collection);
  const lister = all.find((r) => r.kind === "list" && r.collection === route.collection);
  return (
    (reader && recordIn(reader, false)) ??
    (lister && recordIn(lister, true)) ??
    recordIn(route, route.kind === "list") ??
    {}
  );
}
