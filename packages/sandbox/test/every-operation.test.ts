// Generated from the catalogue (issue 33): every operation of the four specs, called on a fresh sandbox
// with a valid request made from its spec (path ids from the seed: a record the tier seeded, else the
// demo's, else a list's first item; a results endpoint's operation started by its 202 call first),
// answers a status its spec documents with a body the spec accepts (the sandbox checks every answer and
// throws on a mismatch); the tier's operations answer 2xx; none answers 501. Then a round trip per resource kind of the
// spec-driven tier: create, read, list, update, delete, as the specs allow. One table, in process.
import { type CatalogOperation, OPERATIONS } from "@reportkit/catalog";
import { describe, expect, it } from "vitest";
import { authHandlers } from "../src/apis/auth/index.js";
import { chainsHandlers } from "../src/apis/chains/index.js";
import { loadCatalogue, slotOf } from "../src/apis/generic/model.js";
import { demoIdFor, idMemberOf } from "../src/apis/generic/store.js";
import { routesFor } from "../src/apis/generic/tier.js";
import { platformHandlers } from "../src/apis/platform/index.js";
import { prepHandlers } from "../src/apis/prep/index.js";
import { loadContracts } from "../src/contract/api-contracts.js";
import { defaultSpecsDir } from "../src/contract/load.js";
import { type Schema, sampleValue } from "../src/contract/schema-sample.js";
import { Random } from "../src/core/random.js";
import { createSandbox } from "../src/index.js";
import { manualClock } from "./helpers.js";

const APIS = ["auth", "platform", "prep", "chains"] as const;
type Api = (typeof APIS)[number];
const contracts = loadContracts(defaultSpecsDir());
await loadCatalogue();
const operations = OPERATIONS.filter((op): op is CatalogOperation & { api: Api } =>
  (APIS as readonly string[]).includes(op.api),
);

function fresh() {
  const clock = manualClock();
  const sandbox = createSandbox({ seed: 1, clock, responseValidation: "throw" });
  let token = sandbox.control.issueToken();
  /** Moves the clock on (a long operation completes) with a token that is still valid after it. */
  const advance = (ms: number) => {
    clock.set(clock.now() + ms);
    token = sandbox.control.issueToken();
  };
  const call = (
    api: Api,
    method: string,
    path: string,
    init: { body?: BodyInit; type?: string; headers?: Record<string, string> } = {},
  ) =>
    sandbox.fetch(`${sandbox.urls[api]}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(init.type ? { "content-type": init.type } : {}),
        ...init.headers,
      },
      ...(init.body !== undefined ? { body: init.body } : {}),
    });
  return { sandbox, call, advance };
}

const random = new Random(33);
const sample = (schema: unknown, label: string) =>
  sampleValue((schema ?? {}) as Schema, { random, now: Date.parse("2026-01-15T12:00:00Z"), label });

/** The id of the first item a list answers (its `id`, or the member named like the parameter). */
function firstId(body: unknown, param: string): string | undefined {
  const list = Array.isArray(body)
    ? body
    : Object.values((body ?? {}) as Record<string, unknown>).find((v) => Array.isArray(v) && v.length > 0);
  const first = (list as Record<string, unknown>[] | undefined)?.[0];
  if (!first || typeof first !== "object") return undefined;
  const member = idMemberOf(
    { properties: Object.fromEntries(Object.keys(first).map((k) => [k, {}])) },
    param,
  );
  const id = member ? first[member] : undefined;
  return id === undefined || id === null ? undefined : String(id);
}

/** The tier's item routes of a template (`/files/{fileId}`), a read first: what reaching a collection takes. */
function itemRoutes(api: Api, template: string) {
  return [...routesFor(contracts[api]).values()]
    .filter((r) => r.item === template && r.op.path === template && !isHandWritten(r.op))
    .sort((a, b) => Number(b.kind === "read") - Number(a.kind === "read"));
}

/**
 * Fills a template's parameters left to right with ids from the seed: a record the spec-driven tier
 * seeded in that collection (reached, when not yet, by a request for an id it has not: the tier seeds
 * a collection when first reached), else the demo's, else the first item a list of the collection answers.
 */
async function paramsOf(h: ReturnType<typeof fresh>, op: CatalogOperation & { api: Api }) {
  const params: Record<string, string> = {};
  const segments = op.path.split("/");
  const fill = (template: string) =>
    template.replace(/\{([^}]+)\}/g, (_, n: string) => encodeURIComponent(params[n]!));
  for (let i = 0; i < segments.length; i++) {
    const name = /^\{([^}]+)\}$/.exec(segments[i]!)?.[1];
    if (!name) continue;
    const collection = segments.slice(0, i).join("/");
    const key = `${op.api} ${collection.replace(/\{([^}]+)\}/g, (_, n: string) => params[n]!)}`;
    const seeded = () => h.sandbox.state.generic[key]?.order[0];
    const schema = op.parameters.find((p) => p.in === "path" && p.name === name)?.schema;
    const probe = itemRoutes(op.api, segments.slice(0, i + 1).join("/"))[0];
    if (!seeded() && probe) {
      const req = requestOf(h, probe.op as CatalogOperation & { api: Api });
      const unseeded = encodeURIComponent(String(sample(schema, name)));
      await h.call(op.api, probe.op.method, `${fill(collection)}/${unseeded}`, req);
    }
    let id = seeded() ?? demoIdFor(h.sandbox.demo, name);
    const list = operations.find((o) => o.api === op.api && o.method === "GET" && o.path === collection);
    if (!id && list) {
      const res = await h.call(op.api, "GET", fill(collection));
      if (res.ok) id = firstId(await res.json(), name);
    }
    params[name] = id ?? String(sample(schema, name));
  }
  return fill(op.path);
}

/** The request's query, headers and body: the required parameters and the body made from their schemas. */
function requestOf(h: ReturnType<typeof fresh>, op: CatalogOperation & { api: Api }) {
  const query = new URLSearchParams();
  const headers: Record<string, string> = {};
  for (const p of op.parameters) {
    if (!p.required || p.in === "path") continue;
    const value = demoIdFor(h.sandbox.demo, p.name) ?? String(sample(p.schema, p.name));
    if (p.in === "query") query.set(p.name, value);
    else headers[p.name] = value;
  }
  const body = op.requestBody;
  if (!body) return { query, headers };
  const schema = contracts[op.api].operationObject(op.operationId)?.requestBody?.content?.[body.contentType]
    ?.schema;
  const value = sample(schema, op.tag);
  if (body.contentType === "application/json")
    return { query, headers, type: body.contentType, body: JSON.stringify(value) };
  if (body.contentType === "application/x-www-form-urlencoded")
    return {
      query,
      headers,
      type: body.contentType,
      body: new URLSearchParams(value as Record<string, string>).toString(),
    };
  const form = new FormData();
  for (const [k, v] of Object.entries((value ?? {}) as Record<string, unknown>))
    form.set(k, typeof v === "string" ? v : new Blob([JSON.stringify(v)]));
  return { query, headers, body: form };
}

const documented = (op: CatalogOperation) =>
  Object.keys(contracts[op.api as Api].operationObject(op.operationId)?.responses ?? {});

/** Reads first, then writes, deletes last: one sandbox serves the whole table (a delete removes nothing a later call needs). */
const ORDER = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"];
const ordered = [...operations].sort((a, b) => ORDER.indexOf(a.method) - ORDER.indexOf(b.method));

/**
 * A results endpoint's path for an operation its 202 call has started and that has completed (the clock
 * moved an hour on), or undefined when the start did not answer 202.
 */
async function startedResults(h: ReturnType<typeof fresh>, op: CatalogOperation & { api: Api }) {
  const start = operations.find((o) => o.api === op.api && o.accepted?.results?.path === op.path);
  if (!start) return undefined;
  const req = requestOf(h, start);
  const qs = req.query.size ? `?${req.query}` : "";
  const res = await h.call(start.api, start.method, `${await paramsOf(h, start)}${qs}`, req);
  const id = res.headers.get("location")?.split("/").at(-1);
  if (res.status !== 202 || !id) return undefined;
  h.advance(3_600_000);
  return op.path.replace(/\{[^}]+\}/, id);
}

describe("every operation of the catalogue answers a valid request on a fresh sandbox", () => {
  const h = fresh();
  it.each(ordered.map((op) => [`${op.api} ${op.operationId}`, op] as const))("%s", async (_, op) => {
    const route = routesFor(contracts[op.api]).get(op.operationId);
    const path = (route?.kind === "results" && (await startedResults(h, op))) || (await paramsOf(h, op));
    const req = requestOf(h, op);
    const qs = req.query.size ? `?${req.query}` : "";
    const res = await h.call(op.api, op.method, `${path}${qs}`, req);
    const statuses = documented(op);
    expect(res.status, `${op.method} ${path}: ${await res.clone().text()}`).not.toBe(501);
    expect(
      statuses.includes(String(res.status)) || statuses.includes("default"),
      `${res.status} of ${statuses}`,
    ).toBe(true);
    if (route && !isHandWritten(op)) {
      expect(res.status, `${op.method} ${path}: ${await res.clone().text()}`).toBeLessThan(300);
    }
  });
});

/** Whether the sandbox has hand-written emulation for `op` (the rest is the spec-driven tier's). */
function isHandWritten(op: CatalogOperation): boolean {
  return HAND_WRITTEN.has(`${op.api} ${op.operationId}`);
}
const HAND_WRITTEN = new Set(
  Object.entries({
    auth: authHandlers,
    platform: platformHandlers,
    prep: prepHandlers,
    chains: chainsHandlers,
  }).flatMap(([api, handlers]) => Object.keys(handlers).map((id) => `${api} ${id}`)),
);

/** The tier's routes of each collection with an item read, the kinds of resource a round trip covers. */
function resourceKinds() {
  const kinds: { api: Api; collection: string; routes: Map<string, CatalogOperation> }[] = [];
  for (const api of APIS) {
    const tier = [...routesFor(contracts[api]).values()].filter((r) => !isHandWritten(r.op));
    for (const read of tier.filter((r) => r.kind === "read")) {
      const routes = new Map(tier.filter((r) => r.collection === read.collection).map((r) => [r.kind, r.op]));
      kinds.push({ api, collection: read.collection, routes });
    }
  }
  return kinds;
}

describe("round trips per resource kind of the spec-driven tier, as the specs allow", () => {
  const h = fresh();
  const body = (op: CatalogOperation | undefined) => {
    const media = op?.requestBody?.contentType;
    const schema = media
      ? contracts[op.api as Api].operationObject(op.operationId)?.requestBody?.content?.[media]?.schema
      : undefined;
    return media === "application/json"
      ? { type: media, body: JSON.stringify(sample(schema, "Round trip")) }
      : {};
  };
  it.each(resourceKinds().map((k) => [`${k.api} ${k.collection}`, k] as const))(
    "%s",
    async (_, { api, routes }) => {
      const read = routes.get("read")!;
      const parent = await paramsOf(h, {
        ...read,
        path: read.path.slice(0, read.path.lastIndexOf("/")),
      } as never);
      const create = routes.get("create");
      let id: string;
      if (create) {
        const made = await h.call(api, "POST", parent, body(create));
        expect(made.status, await made.clone().text()).toBeLessThan(300);
        const created = (await made.json()) as Record<string, Record<string, unknown>>;
        const slot = slotOf(routesFor(contracts[api]).get(create.operationId)!.answer.schema);
        const record = slot ? created[slot]! : created;
        const param = /\{([^}]+)\}$/.exec(read.path)![1]!;
        const member = idMemberOf(
          { properties: Object.fromEntries(Object.keys(record).map((k) => [k, {}])) },
          param,
        );
        id = String(record[member!]);
        // The new record is found by a list of its collection.
        const list = routes.get("list");
        if (list) {
          const { query } = requestOf(h, list as CatalogOperation & { api: Api });
          const listed = await h.call(api, "GET", query.size ? `${parent}?${query}` : parent);
          expect(await listed.text()).toContain(id);
        }
      } else {
        id = (await paramsOf(h, read as CatalogOperation & { api: Api })).split("/").at(-1)!;
      }
      const item = `${parent}/${id}`;
      const got = await h.call(api, "GET", item);
      expect(got.status, await got.clone().text()).toBe(200);
      const update = routes.get("update");
      if (update) expect((await h.call(api, update.method, item, body(update))).status).toBeLessThan(300);
      const remove = routes.get("delete");
      if (remove) {
        expect((await h.call(api, "DELETE", item)).status).toBeLessThan(300);
        expect((await h.call(api, "GET", item)).status).toBe(404);
      }
    },
  );
});
