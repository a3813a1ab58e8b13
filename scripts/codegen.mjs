// Shared by generate.mjs and check-generated.mjs: which APIs exist (specs/redocly.yaml), and every file
// generated from their specs. Per API: `openapi.gen.ts` (openapi-typescript types), `client.gen.ts` (the
// version constant, options, client type and factory) and `strict-client.gen.ts` (the client type that
// refuses unknown body keys and keeps open enums as strings in answers). Across APIs ("shared"): the
// SDK's table of paginated lists. "catalog": the operation catalogue of @reportkit/catalog (catalog.mjs).
import { readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import openapiTS, { astToString, NULL, STRING, tsIntersection, tsLiteral, tsUnion } from "openapi-typescript";
import ts from "typescript";
import { parse } from "yaml";
import { catalogSource } from "./catalog.mjs";

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const specsDir = join(repoRoot, "specs");

/** The target that holds what is derived from every spec at once (not one API's package). */
export const SHARED = "shared";
/** Where the shared table of paginated lists goes. */
export const PAGINATED_LISTS_FILE = join(
  repoRoot,
  "packages",
  "sdk",
  "src",
  "generated",
  "paginated-lists.gen.ts",
);

/** Where the shared table of operations goes (span names and `url.template` of the SDK's telemetry). */
export const OPERATIONS_FILE = join(repoRoot, "packages", "sdk", "src", "generated", "operations.gen.ts");

/** The target that holds the operation catalogue of every spec (`@reportkit/catalog`). */
export const CATALOG = "catalog";
/** Where the catalogue goes. */
export const CATALOG_FILE = join(repoRoot, "packages", "catalog", "src", "generated", "operations.gen.ts");

/** The one-line `src/index.ts` every generated client package has. */
export const INDEX_SOURCE = 'export * from "./generated/client.gen.js";\n';

/**
 * Every API listed in specs/redocly.yaml. `x-openapi-ts.package` names the package folder,
 * `x-openapi-ts.client` the prefix of its exported names (`Platform` gives `PLATFORM_API_VERSION`,
 * `createPlatformClient`, `PlatformClientOptions`, `PlatformClient`). `x-openapi-ts.subpath` marks another
 * version of an API of that package: its code goes to `src/generated/<subpath>/`, imported as
 * `@reportkit/<package>/<subpath>`; its `family` (the API its paths belong to at runtime) is the package's
 * API without a subpath.
 */
export function listApis() {
  const config = parse(readFileSync(join(specsDir, "redocly.yaml"), "utf8"));
  const entries = Object.entries(config.apis).map(([name, api]) => {
    const options = api["x-openapi-ts"] ?? {};
    for (const key of ["package", "client"]) {
      if (!options[key]) throw new Error(`specs/redocly.yaml: api '${name}' has no x-openapi-ts.${key}`);
    }
    if (options.subpath !== undefined && !/^[a-z0-9][a-z0-9.-]*$/.test(options.subpath)) {
      throw new Error(`specs/redocly.yaml: api '${name}' has an invalid x-openapi-ts.subpath`);
    }
    return { name, options, root: api.root };
  });
  return entries.map(({ name, options, root }) => {
    const packageDir = join(repoRoot, "packages", options.package);
    const generated = join(packageDir, "src", "generated", ...(options.subpath ? [options.subpath] : []));
    const main = entries.find((e) => e.options.package === options.package && !e.options.subpath);
    if (options.subpath && !main) {
      throw new Error(
        `specs/redocly.yaml: api '${name}' is a subpath of '${options.package}', which no api owns`,
      );
    }
    return {
      name,
      client: options.client,
      package: options.package,
      subpath: options.subpath,
      family: options.subpath ? main.name : name,
      spec: join(specsDir, root),
      packageDir,
      output: join(generated, "openapi.gen.ts"),
      clientOutput: join(generated, "client.gen.ts"),
      strictOutput: join(generated, "strict-client.gen.ts"),
      // A subpath has no index of its own: the package's "./*" export points at its client.gen.ts.
      index: options.subpath ? undefined : join(packageDir, "src", "index.ts"),
    };
  });
}

/**
 * The targets named on the command line: API names, package folders (every API the package holds: its own
 * and its subpath versions) or `shared`; all of them when none is named.
 */
export function selectTargets(names) {
  const apis = listApis();
  const all = [...apis.map((a) => a.name), SHARED, CATALOG];
  if (names.length === 0) return all;
  const out = [];
  for (const n of names) {
    const matching =
      n === SHARED || n === CATALOG
        ? [n]
        : apis.filter((a) => a.name === n || a.package === n).map((a) => a.name);
    if (matching.length === 0) throw new Error(`unknown target '${n}'; known: ${all.join(", ")}`);
    for (const m of matching) if (!out.includes(m)) out.push(m);
  }
  return out;
}

/** The `exports` entry every package with subpath versions has: `@reportkit/<package>/<subpath>`. */
export const SUBPATH_EXPORT = {
  "@reportkit/source": "./src/generated/*/client.gen.ts",
  types: "./dist/generated/*/client.gen.d.ts",
  default: "./dist/generated/*/client.gen.js",
};

/** Every file of one target, as `{ path, content }`, do-not-edit headers included. */
export async function generateTarget(target) {
  const apis = listApis();
  if (target === SHARED) {
    return [
      { path: PAGINATED_LISTS_FILE, content: paginatedListsSource(apis) },
      { path: OPERATIONS_FILE, content: operationsSource(apis) },
    ];
  }
  if (target === CATALOG) {
    const origin = header(
      "Derived from every spec of specs/redocly.yaml by scripts/catalog.mjs (catalogSource).",
    );
    return [{ path: CATALOG_FILE, content: catalogSource(apis, origin) }];
  }
  const api = apis.find((a) => a.name === target);
  if (!api) throw new Error(`unknown api '${target}'`);
  return [
    { path: api.output, content: await generateSource(api) },
    { path: api.clientOutput, content: clientSource(api) },
    { path: api.strictOutput, content: strictClientSource() },
  ];
}

/** The do-not-edit header: `origin` says what the file is produced from and by what. */
function header(origin) {
  return [
    "// ⚠️ GENERATED FILE: DO NOT EDIT.",
    `// ${origin}`,
    "// Change the spec, then run `pnpm generate`; CI fails when this file drifts from the spec.",
    "",
  ].join("\n");
}

// ---------------------------------------------------------------------------------------------------
// Types (openapi-typescript)
// ---------------------------------------------------------------------------------------------------

/**
 * An open enum: `x-extensible-enum: [a, b]` on a string schema becomes `"a" | "b" | (string & {})`, so
 * editors still offer the known values while any other string (a value the service adds later) is
 * accepted. `null` is kept when the schema's type list allows it. See specs/README.md.
 */
export function openEnumType(schema) {
  const values = schema["x-extensible-enum"];
  if (!Array.isArray(values)) return undefined;
  const types = Array.isArray(schema.type) ? schema.type : [schema.type ?? "string"];
  if (!types.includes("string") || values.some((v) => typeof v !== "string")) {
    throw new Error(
      `x-extensible-enum applies to string schemas with string values: ${JSON.stringify(schema)}`,
    );
  }
  const anyString = tsIntersection([STRING, ts.factory.createTypeLiteralNode([])]);
  const members = [...values.map((v) => tsLiteral(v)), anyString];
  if (types.includes("null")) members.push(NULL);
  return tsUnion(members);
}

/** The generated TypeScript types for one API. */
export async function generateSource(api) {
  const ast = await openapiTS(pathToFileURL(api.spec), {
    rootTypes: true,
    rootTypesNoSchemaPrefix: true,
    rootTypesKeepCasing: true,
    alphabetize: false,
    // A default is what the service assumes when a request leaves the field out: the field stays optional.
    defaultNonNullable: false,
    transform: (schema) => openEnumType(schema),
  });
  return `${header(`Produced from ${relative(repoRoot, api.spec)} by scripts/generate.mjs (openapi-typescript).`)}\n${astToString(ast)}`;
}

// ---------------------------------------------------------------------------------------------------
// Clients
// ---------------------------------------------------------------------------------------------------

/** The parts of a spec the client file names: its version, title and base-address variable. */
function specInfo(api) {
  const doc = parse(readFileSync(api.spec, "utf8"));
  const version = doc.info?.version;
  if (typeof version !== "string") throw new Error(`${api.spec}: info.version must be a string`);
  const server = doc.servers?.[0]?.url ?? "the server";
  return { version, title: doc.info.title, server };
}

function clientSource(api) {
  const { version, title, server } = specInfo(api);
  const c = api.client;
  const VERSION = `${c.replace(/([a-z])([A-Z])/g, "$1_$2").toUpperCase()}_API_VERSION`;
  return `${header(
    `Produced from ${relative(repoRoot, api.spec)} and specs/redocly.yaml (x-openapi-ts) by scripts/codegen.mjs.`,
  )}
import createClient, { type ClientOptions } from "openapi-fetch";
import type { paths } from "./openapi.gen.js";
import type { StrictClient } from "./strict-client.gen.js";

export type * from "./openapi.gen.js";
export type {
  ExactBody,
  HttpMethod,
  InitOf,
  OperationOf,
  PathsWith,
  StrictClient,
  StrictClientMethod,
  StrictFetchResponse,
  StrictInitParam,
  StrictRequestMethod,
} from "./strict-client.gen.js";

/** The X-Version this package was generated for (the spec's \`info.version\`), sent on every request unless overridden. */
export const ${VERSION} = ${JSON.stringify(version)};

export interface ${c}ClientOptions extends Omit<ClientOptions, "headers"> {
  /** X-Version to send; defaults to {@link ${VERSION}}. */
  version?: string;
  /** Extra headers sent with every request (for example \`Authorization: Bearer <token>\`); they win over the defaults. */
  headers?: Record<string, string>;
}

/**
 * A typed openapi-fetch client for the ${title}: a wrong path, a missing parameter, a body of the wrong
 * shape or a body key the spec does not declare does not compile.
 */
export type ${c}Client = StrictClient<paths>;

/**
 * A typed openapi-fetch client for the ${title} (\`baseUrl\` is the \`${server}\` address). Every request
 * carries \`Accept: application/json\` and \`X-Version\` unless \`headers\` or the call say otherwise.
 */
export function create${c}Client(options: ${c}ClientOptions = {}): ${c}Client {
  const { version = ${VERSION}, headers, ...rest } = options;
  return createClient<paths>({
    ...rest,
    headers: { Accept: "application/json", "X-Version": version, ...headers },
  }) as ${c}Client;
}
`;
}

function strictClientSource() {
  return `${header("Written by scripts/codegen.mjs, the same in every generated client package.")}
import type { Client, MaybeOptionalInit, ParseAsResponse } from "openapi-fetch";

// What openapi-fetch's own \`Client\` type lacks, for every generated client:
// - Closed bodies. openapi-fetch infers a call's options as a type parameter, so TypeScript never checks
//   them for excess properties: \`body: { ...file, colour: "red" }\` would compile. Here every body key the
//   spec's schema does not declare (at any depth) must be \`never\`. Objects the spec leaves open
//   (\`additionalProperties: true\`) have an index signature, so any key passes there.
// - Open enums in answers. openapi-fetch maps response types through \`Readable\`, which turns
//   \`"a" | "b" | (string & {})\` (an \`x-extensible-enum\`) into an object type that is no longer a string
//   (openapi-ts/openapi-typescript#2765). The specs use no readOnly/writeOnly markers
//   (\`readWriteMarkers\` is off), so answers are typed here without that mapping.

export type HttpMethod = "get" | "put" | "post" | "delete" | "options" | "head" | "patch" | "trace";
type MediaType = \`\${string}/\${string}\`;
export type PathsWith<Paths, M extends HttpMethod> = {
  [P in keyof Paths]: Paths[P] extends { [K in M]: unknown } ? P : never;
}[keyof Paths];
export type OperationOf<Paths, Path, M extends HttpMethod> = Path extends keyof Paths
  ? M extends keyof Paths[Path]
    ? Paths[Path][M]
    : never
  : never;
export type InitOf<Paths, Path extends keyof Paths, M extends HttpMethod> = MaybeOptionalInit<
  Paths[Path],
  M & keyof Paths[Path]
>;

type SuccessStatus = 200 | 201 | 202 | 203 | 204 | 206 | 207 | "2XX";
type ResponsesOf<Op> = Op extends { responses: infer R } ? R : never;
/** The body of one response: its content for \`Media\` when it has one, else its content as declared. */
type MediaContent<C, Media> =
  C extends Record<string, unknown> ? ([C[keyof C & Media]] extends [never] ? C : C[keyof C & Media]) : C;
type ContentOf<R, Codes, Media> = {
  [K in keyof R & Codes]: R[K] extends { content?: unknown } ? MediaContent<R[K]["content"], Media> : never;
}[keyof R & Codes];
type SuccessBody<Op, Media> = ContentOf<ResponsesOf<Op>, SuccessStatus, Media>;
type ErrorBody<Op, Media> = ContentOf<ResponsesOf<Op>, Exclude<keyof ResponsesOf<Op>, SuccessStatus>, Media>;

/** What a call resolves to: the parsed body of a 2xx answer as \`data\`, of any other as \`error\`. */
export type StrictFetchResponse<Op, Init, Media extends MediaType> =
  | { data: ParseAsResponse<SuccessBody<Op, Media>, Init>; error?: never; response: Response }
  | { data?: never; error: ErrorBody<Op, Media>; response: Response };

type KeysOf<S> = S extends unknown ? keyof S : never;
type ValueAt<S, K> = S extends unknown ? (K extends keyof S ? S[K] : never) : never;
type ObjectsOf<S> = Extract<S, object>;
type RequiredKeys<T> = { [K in keyof T]-?: {} extends Pick<T, K> ? never : K }[keyof T];
type BodyOf<Init> = Init extends { body?: infer B } ? B : never;

/** \`T\` with every key that the spec's type \`S\` does not declare, at any depth, turned into \`never\`. */
export type ExactBody<T, S> = T extends readonly unknown[]
  ? ObjectsOf<S> extends readonly (infer E)[]
    ? { [I in keyof T]: ExactBody<T[I], E> }
    : T
  : T extends object
    ? [ObjectsOf<S>] extends [never]
      ? T
      : { [K in keyof T]: K extends KeysOf<ObjectsOf<S>> ? ExactBody<T[K], ValueAt<ObjectsOf<S>, K>> : never }
    : T;

type Checked<Init, Expected> = Init extends { body?: infer B }
  ? { body?: ExactBody<B, BodyOf<NonNullable<Expected>>> }
  : unknown;
export type StrictInitParam<Init, Expected> =
  RequiredKeys<Init> extends never
    ? [(Init & NoInfer<Checked<Init, Expected>> & { [key: string]: unknown })?]
    : [Init & NoInfer<Checked<Init, Expected>> & { [key: string]: unknown }];

/**
 * No value has this type: it guards the signature openapi-fetch's \`Client\` needs, so that a call the spec
 * does not declare fails with this name in the message.
 */
interface NoSuchOperationInTheSpec {
  readonly "check the path, method, parameters and body against the spec": never;
}

/** One method (\`GET\`, \`POST\`...) of a {@link StrictClient}. */
export interface StrictClientMethod<Paths extends {}, M extends HttpMethod, Media extends MediaType> {
  <Path extends PathsWith<Paths, M>, Init extends InitOf<Paths, Path, M>>(
    url: Path,
    ...init: StrictInitParam<Init, InitOf<Paths, Path, M>>
  ): Promise<StrictFetchResponse<OperationOf<Paths, Path, M>, Init, Media>>;
  /** openapi-fetch's own signature, kept so the client stays an openapi-fetch \`Client\`; its \`this\` makes it uncallable. */
  (this: NoSuchOperationInTheSpec, url: string, ...init: unknown[]): Promise<never>;
}

/** \`request(method, url, init)\` of a {@link StrictClient}. */
export interface StrictRequestMethod<Paths extends {}, Media extends MediaType> {
  <M extends HttpMethod, Path extends PathsWith<Paths, M>, Init extends InitOf<Paths, Path, M>>(
    method: M,
    url: Path,
    ...init: StrictInitParam<Init, InitOf<Paths, Path, M>>
  ): Promise<StrictFetchResponse<OperationOf<Paths, Path, M>, Init, Media>>;
  /** openapi-fetch's own signature, kept so the client stays an openapi-fetch \`Client\`; its \`this\` makes it uncallable. */
  (this: NoSuchOperationInTheSpec, method: string, url: string, ...init: unknown[]): Promise<never>;
}

/**
 * An openapi-fetch \`Client\` (and assignable to one) whose methods refuse request-body keys the spec does
 * not declare and type open enums in answers as strings with known values.
 */
export interface StrictClient<Paths extends {}, Media extends MediaType = MediaType> extends Client<Paths, Media> {
  request: StrictRequestMethod<Paths, Media>;
  GET: StrictClientMethod<Paths, "get", Media>;
  PUT: StrictClientMethod<Paths, "put", Media>;
  POST: StrictClientMethod<Paths, "post", Media>;
  DELETE: StrictClientMethod<Paths, "delete", Media>;
  OPTIONS: StrictClientMethod<Paths, "options", Media>;
  HEAD: StrictClientMethod<Paths, "head", Media>;
  PATCH: StrictClientMethod<Paths, "patch", Media>;
  // TRACE keeps openapi-fetch's own type: no spec has a TRACE operation, and this exact type lets
  // \`C extends Client<infer Paths>\` recover the paths of a StrictClient.
}
`;
}

// ---------------------------------------------------------------------------------------------------
// Paginated lists
// ---------------------------------------------------------------------------------------------------

/** Loads a YAML/JSON file of a spec and resolves every `$ref` (relative files and `#/` pointers) in place. */
export function loadResolved(file) {
  const cache = new Map();
  const load = (path) => {
    if (!cache.has(path)) cache.set(path, parse(readFileSync(path, "utf8")));
    return cache.get(path);
  };
  const resolveNode = (node, base, seen) => {
    if (Array.isArray(node)) return node.map((n) => resolveNode(n, base, seen));
    if (node === null || typeof node !== "object") return node;
    if (typeof node.$ref === "string") {
      const [target, pointer = ""] = node.$ref.split("#");
      const path = target ? resolve(dirname(base), target) : base;
      const key = `${path}#${pointer}`;
      if (seen.has(key)) return {}; // a recursive schema: its inner repetition is not needed here
      let value = load(path);
      for (const part of pointer.split("/").filter(Boolean)) {
        value = value?.[part.replaceAll("~1", "/").replaceAll("~0", "~")];
      }
      const { $ref: _ref, ...siblings } = node;
      return { ...resolveNode(value, path, new Set([...seen, key])), ...resolveNode(siblings, base, seen) };
    }
    return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, resolveNode(v, base, seen)]));
  };
  return resolveNode(load(file), file, new Set());
}

/** The page-size query parameter of a list: its name, and its maximum and default when the spec has them. */
function pageSizeOf(queries, name) {
  const param = queries.find((p) => p.name === name);
  if (!param) return undefined;
  const out = { param: name };
  if (typeof param.schema?.maximum === "number") out.max = param.schema.maximum;
  if (typeof param.schema?.default === "number") out.default = param.schema.default;
  return out;
}

/**
 * How a GET operation pages, derived from its shape; undefined when it is not a list.
 * - `@nextLink` in the 200 body: `nextLink` (items in `data`, page size `$maxpagesize`, token `$next`);
 * - `links.next` in the 200 body: `jsonApi` (items in `data`, `page[size]`, `page[after]`);
 * - `cursor` in the 200 body and a `cursor` query parameter: `cursor` (items in `body`, `limit`);
 * - `page` and `pageSize` query parameters: `page` (items in `data`, numbered from 0).
 */
export function paginationOf(operation, pathItem) {
  const params = [...(pathItem.parameters ?? []), ...(operation.parameters ?? [])];
  const queries = params.filter((p) => p.in === "query");
  const has = (name) => queries.some((p) => p.name === name);
  const body = operation.responses?.["200"]?.content?.["application/json"]?.schema;
  const props = body?.properties ?? {};
  const list = (style, items, cursorParam, pageSizeParam) => {
    if (props[items]?.type !== "array") {
      throw new Error(`${operation.operationId}: a ${style} list needs a "${items}" array in its 200 body`);
    }
    const pageSize = pageSizeOf(queries, pageSizeParam);
    return { style, items, cursorParam, ...(pageSize ? { pageSize } : {}) };
  };
  if (props["@nextLink"]) return list("nextLink", "data", "$next", "$maxpagesize");
  if (props.links?.properties?.next) return list("jsonApi", "data", "page[after]", "page[size]");
  if (props.cursor && has("cursor")) return list("cursor", "body", "cursor", "limit");
  if (has("page") && has("pageSize")) return list("page", "data", "page", "pageSize");
  return undefined;
}

/**
 * Every list operation of every API: path -> { api, style, items, cursorParam, pageSize? }. `api` is the
 * API family (a subpath version's lists belong to its package's API); a version that repeats a list of
 * its family unchanged adds nothing.
 */
export function paginatedLists(apis = listApis()) {
  const table = {};
  for (const api of apis) {
    const doc = loadResolved(api.spec);
    for (const [path, item] of Object.entries(doc.paths ?? {})) {
      if (!item.get) continue;
      const pagination = paginationOf(item.get, item);
      if (!pagination) continue;
      const entry = { api: api.family, ...pagination };
      if (table[path] && JSON.stringify(table[path]) === JSON.stringify(entry)) continue;
      if (table[path]) throw new Error(`${path} is a list in both ${table[path].api} and ${api.name}`);
      table[path] = entry;
    }
  }
  return table;
}

/** A plain value as a TypeScript literal: \`{ api: "platform", pageSize: { param: "$maxpagesize" } }\`. */
function literal(value) {
  if (value === null || typeof value !== "object") return JSON.stringify(value);
  const key = (k) => (/^[A-Za-z_$][\w$]*$/.test(k) ? k : JSON.stringify(k));
  return `{ ${Object.entries(value)
    .map(([k, v]) => `${key(k)}: ${literal(v)}`)
    .join(", ")} }`;
}

function paginatedListsSource(apis) {
  const table = paginatedLists(apis);
  const entries = Object.entries(table)
    .map(([path, list]) => `  ${JSON.stringify(path)}: ${literal(list)},`)
    .join("\n");
  const apiNames = [...new Set(Object.values(table).map((list) => list.api))];
  return `${header("Derived from every spec of specs/redocly.yaml by scripts/codegen.mjs (paginationOf).")}
/** How a list endpoint pages: \`@nextLink\`, a \`cursor\`, a page number, or JSON:API \`links.next\`. */
export type GeneratedPaginationStyle = "nextLink" | "cursor" | "page" | "jsonApi";

/** One list endpoint: its API, paging style, the body field holding the items, and its query parameters. */
export interface GeneratedPaginatedList {
  readonly api: ${apiNames.map((n) => JSON.stringify(n)).join(" | ")};
  readonly style: GeneratedPaginationStyle;
  /** The 200 body's array of items. */
  readonly items: "data" | "body";
  /** The query parameter carrying the continuation (when a call sets it rather than following a link). */
  readonly cursorParam: string;
  /** The page-size query parameter, with its maximum and default when the spec declares them. */
  readonly pageSize?: { readonly param: string; readonly max?: number; readonly default?: number };
}

/**
 * Every list operation of the specs, derived from its shape (see \`paginationOf\` in scripts/codegen.mjs):
 * path -> how it pages.
 */
export const PAGINATED_LISTS = {
${entries}
} as const satisfies Record<string, GeneratedPaginatedList>;

/** A path with a paginated list. */
export type GeneratedPaginatedPath = keyof typeof PAGINATED_LISTS;
`;
}

// ---------------------------------------------------------------------------------------------------
// Operations (the SDK names its spans after them)
// ---------------------------------------------------------------------------------------------------

const METHODS = ["get", "put", "post", "delete", "patch", "head", "options", "trace"];

/**
 * Every operation of every API family as one compact text per family: a line `METHOD /path/template
 * operationId` per operation (a version's operations join its family's; a repeated one adds nothing).
 */
function operationsSource(apis) {
  const families = {};
  for (const api of apis) {
    families[api.family] ??= [];
    const lines = families[api.family];
    for (const [path, item] of Object.entries(loadResolved(api.spec).paths ?? {})) {
      for (const method of METHODS) {
        const id = item[method]?.operationId;
        if (!id) continue;
        const line = `${method.toUpperCase()} ${path} ${id}`;
        if (!lines.includes(line)) lines.push(line);
      }
    }
  }
  const entries = Object.entries(families)
    .map(([family, lines]) => `  ${family}: ${JSON.stringify(lines.join("\n"))},`)
    .join("\n");
  return `${header("Derived from every spec of specs/redocly.yaml by scripts/codegen.mjs (operationsSource).")}
/**
 * Every operation of the specs, per API: one \`METHOD /path/template operationId\` line each. The SDK's
 * telemetry names a call's span after it and reports its \`url.template\` (loaded with it, lazily).
 */
export const OPERATIONS: Readonly<Record<${Object.keys(families)
    .map((n) => JSON.stringify(n))
    .join(" | ")}, string>> = {
${entries}
};
`;
}
