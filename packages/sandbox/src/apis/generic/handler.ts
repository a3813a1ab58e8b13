import { fitValue } from "../../contract/schema-fit.js";
import type { SampleContext, Schema } from "../../contract/schema-sample.js";
import { sampleValue, typesOf } from "../../contract/schema-sample.js";
import type { ApiContract } from "../../contract/validator.js";
import { notFound, notImplemented } from "../../core/api-error.js";
import { Random } from "../../core/random.js";
import type { Engine } from "../../engine/engine.js";
import type { OperationHandler, OperationRequest, OperationResult } from "../../http/types.js";
import type { OperationEffect } from "../../state/types.js";
import { startOperation } from "../platform/start-operation.js";
import { catalogueLoaded, itemsMemberOf, loadCatalogue, type Route, slotOf } from "./model.js";
import { linkNext, pageOf } from "./paging.js";
import { labelOf } from "./store.js";
import { perform, routesFor } from "./tier.js";

type Json = Record<string, unknown>;

/** What fills the members an answer needs and the record lacks: made from the seed and the path. */
function contextOf(engine: Engine, route: Route, url: URL): SampleContext {
  let h = engine.seed;
  for (let i = 0; i < url.pathname.length; i++)
    h = Math.imul(h ^ url.pathname.charCodeAt(i), 0x01000193) >>> 0;
  return { random: new Random(h), now: engine.now(), label: labelOf(route.collection) };
}

/** Whether the member at `field` of `schema` may be null. */
function nullableAt(schema: Schema, field: readonly string[]): boolean {
  let at: Schema | undefined = schema;
  for (const key of field) at = at?.properties?.[key];
  return at !== undefined && typesOf(at).includes("null");
}

/** A page of records in the list's own style, shaped as its answer documents. */
function pageBody(route: Route, records: Json[], req: OperationRequest, ctx: SampleContext): unknown {
  const schema = route.answer.schema!;
  const page = pageOf(records, route.op.paging, req.query);
  if (typesOf(schema)[0] === "array") return fitValue(schema, page.items, ctx);
  const member = itemsMemberOf(route.op, schema);
  if (!member) return fitValue(schema, page.items[0], ctx);
  const body = fitValue(schema, { [member]: page.items }, ctx) as Json;
  const next = route.op.paging?.next?.field;
  linkNext(body, route.op.paging, page, req.url, next ? nullableAt(schema, next) : false);
  return body;
}

/** The documented headers an answer must carry (a 201's `Location`: the new item's address). */
function headersOf(
  contract: ApiContract,
  route: Route,
  ctx: SampleContext,
  url: URL,
): Record<string, string> {
  const declared =
    contract.operationObject(route.op.operationId)?.responses?.[String(route.answer.status)]?.headers ?? {};
  const out: Record<string, string> = {};
  for (const [name, header] of Object.entries(declared)) {
    if (header.required !== true) continue;
    out[name] =
      name.toLowerCase() === "location"
        ? url.toString()
        : String(sampleValue((header.schema ?? {}) as Schema, ctx));
  }
  return out;
}

/** A file answer: the schema's example when it has one, else a line of text (CSV, plain text, bytes). */
function fileOf(media: string, schema: Schema | undefined): NonNullable<OperationResult["raw"]> {
  const example = schema?.examples?.[0] ?? schema?.example;
  const data =
    typeof example === "string" ? example : media === "text/csv" ? "id,name\n1,Sandbox\n" : "sandbox";
  return { data, contentType: media };
}

/** The answer to a request of the tier, made from what it did and the operation's 2xx schema. */
function answer(
  contract: ApiContract,
  route: Route,
  req: OperationRequest,
  done: Json | Json[] | undefined,
): OperationResult {
  const { status, schema } = route.answer;
  const ctx = contextOf(req.engine, route, req.url);
  const headers = headersOf(contract, route, ctx, req.url);
  if (route.answer.media) return { status, headers, raw: fileOf(route.answer.media, route.answer.file) };
  if (!schema) return { status, headers };
  if (Array.isArray(done)) return { status, headers, body: pageBody(route, done, req, ctx) };
  const slot = slotOf(schema);
  return { status, headers, body: fitValue(schema, slot ? { [slot]: done } : done, ctx) };
}

/** A long operation (a 202): started on the sandbox's operations engine, replayed on the state when it completes. */
function accept(contract: ApiContract, route: Route, req: OperationRequest): OperationResult {
  const effect: OperationEffect = {
    type: "generic",
    api: contract.api,
    operationId: route.op.operationId,
    kind: route.op.accepted?.results?.kind ?? "",
    path: route.op.path,
    params: req.params,
    body: req.body,
  };
  const started = startOperation(req.engine, {
    baseUrl: req.baseUrl,
    effect,
    client: req.client!,
    workspaceId: req.engine.demo.workspaceId,
  });
  const schema = (contract.operationObject(route.op.operationId)?.responses?.["202"]?.content?.[
    "application/json"
  ]?.schema ?? {}) as Schema;
  const ctx = contextOf(req.engine, route, req.url);
  return { ...started, body: fitValue(schema, started.body, ctx) };
}

/** A results endpoint of the tier's long operations: what the operation made, once it has completed. */
function results(route: Route, req: OperationRequest): Json[] {
  const id = Object.values(req.params)[0];
  const op = req.engine.state.operations.find((o) => o.id === id);
  const kind = /\/([a-z][A-Za-z]*)Results$/.exec(route.op.path)?.[1];
  if (op?.effect.type !== "generic" || op.effect.kind !== kind)
    throw notFound(`No operation '${id}' has ${kind}Results.`, "operationId");
  const made = (op.results ?? []) as Json[];
  // A completed operation that made no record of the tier (an edit of a table it does not keep) still
  // has its result: the one its schema describes.
  if (!route.op.paging && made.length === 0 && !(op.settled && op.outcome === "completed"))
    throw notFound(`Operation '${id}' has no result yet: it is there once it has completed.`, "operationId");
  return made;
}

/**
 * The handler of an operation without hand-written emulation: the spec-driven tier answers it. The
 * catalogue is imported and the tier's routes worked out at the tier's first request (not at the
 * sandbox's start); an operation the catalogue does not know answers 501.
 */
export function genericHandler(contract: ApiContract, operationId: string): OperationHandler {
  return async (req) => {
    if (!catalogueLoaded()) await loadCatalogue();
    const route = routesFor(contract).get(operationId);
    if (!route) throw notImplemented(operationId);
    if (route.op.accepted) return accept(contract, route, req);
    if (route.kind === "results") return answer(contract, route, req, results(route, req));
    const done = perform({ engine: req.engine, contract, route, params: req.params, body: req.body });
    return answer(contract, route, req, done);
  };
}

/** Applies a completed long operation of the tier: its request replayed on the state; its results. */
export function applyGenericEffect(
  engine: Engine,
  effect: Extract<OperationEffect, { type: "generic" }>,
): Json[] {
  const contract = engine.contracts[effect.api as keyof Engine["contracts"]];
  const route = routesFor(contract).get(effect.operationId)!;
  const done = perform({ engine, contract, route, params: effect.params, body: effect.body });
  return done === undefined ? [] : Array.isArray(done) ? done : [done];
}
