import { readFileSync } from "node:fs";
import { parse } from "yaml";
import type { BundledSpec } from "./bundled-specs.js";

// Reads specs/live-facts.yaml (what the live service's descriptions say, as a table) and checks each
// row against a bundled spec. Every problem is a sentence naming the API, where the field is, the
// field, what the spec says and what the facts say.

type Schema = Record<string, unknown>;
type JsonType = "string" | "integer" | "number" | "boolean" | "object" | "array" | "null";

/** A field (or a parameter, or a response header) and what the facts state about it. */
export interface FieldFact {
  api: string;
  /** A component schema of the API ... */
  schema?: string;
  /** ... or "METHOD /path", with `in`: body | response <status> | query | header | path | response <status> header. */
  operation?: string;
  in?: string;
  /** Names joined by dots, `[]` for array items; "" for the schema itself; a parameter's or header's name. */
  field: string;
  type?: Exclude<JsonType, "null"> | Exclude<JsonType, "null">[];
  nullable?: boolean;
  required?: boolean;
  enum?: "open" | "closed" | "none";
  values?: unknown[];
  object?: "open" | "closed";
  readOnly?: boolean;
  /** A format, or null for none. */
  format?: string | null;
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  maxItems?: number;
  uniqueItems?: boolean;
  default?: unknown;
  fact?: string;
  note?: string;
}

/** An operation and what the facts state about it. */
export interface OperationFact {
  /** The row of the facts file's table. */
  number?: number;
  api: string;
  /** "METHOD /path". */
  operation: string;
  /** Whether the live description has it (information: an operation the summary names is kept). */
  live?: boolean;
  /** Whether reportkit's spec has it; true unless stated. */
  exists?: boolean;
  id?: string;
  scope?: string;
  statuses?: (number | string)[];
  bodyRequired?: boolean;
  contentTypes?: string[];
  note?: string;
}

/** A topic where the API summary and the live service differ: both sides, and what reportkit does. */
export interface Difference {
  topic: string;
  summary: string;
  live: string;
  reportkit: string;
  checks: (FieldFact | OperationFact)[];
}

export interface LiveFacts {
  fields: FieldFact[];
  operations: OperationFact[];
  differences: Difference[];
}

const FIELD_KEYS = new Set([
  "api",
  "schema",
  "operation",
  "in",
  "field",
  "type",
  "nullable",
  "required",
  "enum",
  "values",
  "object",
  "readOnly",
  "format",
  "minimum",
  "maximum",
  "maxLength",
  "maxItems",
  "uniqueItems",
  "default",
  "fact",
  "note",
]);
const OPERATION_KEYS = new Set([
  "number",
  "api",
  "operation",
  "live",
  "exists",
  "id",
  "scope",
  "statuses",
  "bodyRequired",
  "contentTypes",
  "note",
]);
const DIFFERENCE_KEYS = new Set(["topic", "summary", "live", "reportkit", "checks"]);
const JSON_TYPES = new Set(["string", "integer", "number", "boolean", "object", "array"]);
const METHODS = new Set(["GET", "PUT", "POST", "DELETE", "PATCH"]);

export function loadLiveFacts(file: string): LiveFacts {
  return parse(readFileSync(file, "utf8")) as LiveFacts;
}

export const isFieldFact = (row: FieldFact | OperationFact): row is FieldFact => "field" in row;

/** Where a field row points, for messages and test names: `platform TextFormat.bold`. */
export function fieldTitle(row: FieldFact): string {
  const where = row.schema ?? `${row.operation} (${row.in})`;
  return `${row.api} ${where}${row.field === "" ? "" : row.schema ? `.${row.field}` : ` ${row.field}`}`;
}

export function operationTitle(row: OperationFact): string {
  return `${row.api} ${row.operation}${row.number === undefined ? "" : ` (#${row.number})`}`;
}

/** What is wrong with the table's rows themselves: unknown keys (a typo would check nothing), bad values. */
export function malformed(facts: LiveFacts): string[] {
  const problems: string[] = [];
  const unknownKeys = (row: object, allowed: Set<string>, title: string) => {
    for (const key of Object.keys(row))
      if (!allowed.has(key)) problems.push(`${title}: unknown key '${key}'`);
  };
  const field = (row: FieldFact) => {
    const title = fieldTitle(row);
    unknownKeys(row, FIELD_KEYS, title);
    if (typeof row.field !== "string")
      problems.push(`${title}: 'field' must be a string ("" for the schema)`);
    if (!row.schema === !row.operation) problems.push(`${title}: give either 'schema' or 'operation'`);
    if (row.operation && !row.in) problems.push(`${title}: an operation's field needs 'in'`);
    for (const t of [row.type ?? []].flat()) {
      if (!JSON_TYPES.has(t)) problems.push(`${title}: unknown type '${t}'`);
    }
  };
  const operation = (row: OperationFact) => {
    const title = operationTitle(row);
    unknownKeys(row, OPERATION_KEYS, title);
    const [method] = String(row.operation).split(" ");
    if (!METHODS.has(method ?? "")) problems.push(`${title}: 'operation' must be "METHOD /path"`);
  };
  for (const row of facts.fields ?? []) field(row);
  for (const row of facts.operations ?? []) operation(row);
  for (const difference of facts.differences ?? []) {
    unknownKeys(difference, DIFFERENCE_KEYS, `difference '${difference.topic}'`);
    for (const key of ["summary", "live", "reportkit"] as const) {
      if (typeof difference[key] !== "string" || difference[key] === "") {
        problems.push(`difference '${difference.topic}': '${key}' must say what it does`);
      }
    }
    if (!Array.isArray(difference.checks) || difference.checks.length === 0) {
      problems.push(`difference '${difference.topic}': no checks pin what reportkit does`);
    }
    for (const row of difference.checks ?? []) isFieldFact(row) ? field(row) : operation(row);
  }
  return problems;
}

// --- reading a bundled spec -------------------------------------------------------------------------

function resolvePointer(doc: BundledSpec, ref: string): unknown {
  if (!ref.startsWith("#/")) throw new Error(`a bundled spec should hold only local $refs, not '${ref}'`);
  return ref
    .slice(2)
    .split("/")
    .map((part) => part.replaceAll("~1", "/").replaceAll("~0", "~"))
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], doc);
}

/** `node` with its `$ref`s followed; the siblings of a `$ref` override what it points to. */
function deref(doc: BundledSpec, node: unknown): Schema {
  let current = (node ?? {}) as Schema;
  const siblings: Schema[] = [];
  for (let hops = 0; typeof current.$ref === "string"; hops++) {
    if (hops > 32) throw new Error(`$ref loop at ${String(current.$ref)}`);
    const { $ref, ...rest } = current;
    siblings.unshift(rest);
    current = (resolvePointer(doc, $ref as string) ?? {}) as Schema;
  }
  return Object.assign({}, current, ...siblings);
}

/** The alternatives a schema allows: its oneOf/anyOf branches (flattened), allOf merged, refs followed. */
function alternatives(doc: BundledSpec, node: unknown): Schema[] {
  const schema = deref(doc, node);
  const branches = (schema.oneOf ?? schema.anyOf) as unknown[] | undefined;
  if (branches) return branches.flatMap((branch) => alternatives(doc, branch));
  if (Array.isArray(schema.allOf)) {
    const merged: Schema = { ...schema, allOf: undefined, properties: {}, required: [] };
    for (const part of schema.allOf.flatMap((p) => alternatives(doc, p))) {
      const { properties, required, ...rest } = part;
      Object.assign(merged, rest);
      Object.assign(merged.properties as Schema, properties);
      (merged.required as string[]).push(...((required as string[] | undefined) ?? []));
    }
    return [merged];
  }
  return [schema];
}

function typesOf(alternative: Schema): string[] {
  if (alternative.const === null) return ["null"];
  if (typeof alternative.type === "string") return [alternative.type];
  if (Array.isArray(alternative.type)) return alternative.type as string[];
  return [];
}

/** A located field: its schema and whether its container requires it (undefined where that is moot). */
interface Located {
  schema: unknown;
  required: boolean | undefined;
}

function segments(field: string): string[] {
  if (field === "") return [];
  return field.split(".").flatMap((s) => (s.endsWith("[]") && s !== "[]" ? [s.slice(0, -2), "[]"] : [s]));
}

function walk(doc: BundledSpec, start: unknown, field: string): Located {
  let current: Located = { schema: start, required: undefined };
  const trail: string[] = [];
  for (const segment of segments(field)) {
    const alts = alternatives(doc, current.schema);
    if (segment === "[]") {
      const array = alts.find((a) => a.items !== undefined);
      if (!array) throw new Error(`'${trail.join(".") || "(the schema)"}' is not an array`);
      current = { schema: array.items, required: undefined };
    } else {
      const holder = alts.find((a) => (a.properties as Schema | undefined)?.[segment] !== undefined);
      if (!holder) {
        throw new Error(`the spec declares no member '${segment}' in '${trail.join(".") || "(the schema)"}'`);
      }
      current = {
        schema: (holder.properties as Schema)[segment],
        required: ((holder.required as string[] | undefined) ?? []).includes(segment),
      };
    }
    trail.push(segment);
  }
  return current;
}

function operationOf(doc: BundledSpec, operation: string): Schema | undefined {
  const [method = "", path = ""] = operation.split(" ");
  const item = (doc.paths as Record<string, Schema> | undefined)?.[path];
  const op = item?.[method.toLowerCase()] as Schema | undefined;
  return op ? { ...op, pathParameters: item?.parameters } : undefined;
}

function contentSchema(doc: BundledSpec, holder: Schema, what: string): unknown {
  const content = deref(doc, holder).content as Record<string, Schema> | undefined;
  const media = content?.["application/json"] ?? Object.values(content ?? {})[0];
  if (!media) throw new Error(`${what} has no body in the spec`);
  return media.schema;
}

/** The schema a field row starts from (and, for a parameter or a header, the field itself). */
function locate(doc: BundledSpec, row: FieldFact): Located {
  if (row.schema) {
    const schema = (doc.components as Record<string, Record<string, unknown>> | undefined)?.schemas?.[
      row.schema
    ];
    if (!schema) throw new Error(`the spec has no component schema '${row.schema}'`);
    return walk(doc, schema, row.field);
  }
  const op = operationOf(doc, row.operation ?? "");
  if (!op) throw new Error(`the spec has no operation ${row.operation}`);
  const [place = "", status = "", header] = (row.in ?? "").split(" ");
  if (place === "body") {
    if (!op.requestBody) throw new Error(`${row.operation} takes no body in the spec`);
    return walk(doc, contentSchema(doc, op.requestBody as Schema, `${row.operation}'s request`), row.field);
  }
  if (place === "response") {
    const response = (op.responses as Schema)[status];
    if (!response) throw new Error(`${row.operation} declares no ${status} response`);
    if (header === "header") {
      const headers = deref(doc, response).headers as Schema | undefined;
      const found = headers?.[row.field];
      if (!found) throw new Error(`the ${status} response declares no header '${row.field}'`);
      const h = deref(doc, found);
      return { schema: h.schema, required: h.required === true };
    }
    return walk(doc, contentSchema(doc, response as Schema, `its ${status} response`), row.field);
  }
  if (["query", "header", "path"].includes(place)) {
    const params = [...((op.pathParameters as unknown[]) ?? []), ...((op.parameters as unknown[]) ?? [])];
    const param = params.map((p) => deref(doc, p)).find((p) => p.in === place && p.name === row.field);
    if (!param) throw new Error(`${row.operation} has no ${place} parameter '${row.field}'`);
    return { schema: param.schema, required: param.required === true };
  }
  throw new Error(`unknown 'in': '${row.in}'`);
}

/** What the spec says about a located field, in the terms of the facts table. */
export function describeField(doc: BundledSpec, located: Located) {
  const raw = (located.schema ?? {}) as Schema;
  const alts = alternatives(doc, raw);
  const types = new Set(alts.flatMap(typesOf));
  const nonNull = alts.filter((a) => !typesOf(a).includes("null") || typesOf(a).length > 1);
  const first = <T>(key: string): T | undefined => {
    for (const s of [raw, deref(doc, raw), ...nonNull]) if (s[key] !== undefined) return s[key] as T;
    return undefined;
  };
  const open = nonNull.find((a) => Array.isArray(a["x-extensible-enum"]));
  const closed = nonNull.find((a) => Array.isArray(a.enum));
  const objects = nonNull.filter((a) => typesOf(a).includes("object"));
  return {
    type: [...types].filter((t) => t !== "null").sort(),
    nullable: types.has("null"),
    required: located.required,
    enum: open ? "open" : closed ? "closed" : "none",
    values: ((open?.["x-extensible-enum"] ?? closed?.enum ?? []) as unknown[]).filter((v) => v !== null),
    object:
      objects.length === 0
        ? undefined
        : objects.every((o) => o.additionalProperties === false)
          ? "closed"
          : "open",
    readOnly: [raw, ...alts].some((s) => s.readOnly === true),
    format: first<string>("format") ?? null,
    minimum: first<number>("minimum"),
    maximum: first<number>("maximum"),
    maxLength: first<number>("maxLength"),
    maxItems: first<number>("maxItems"),
    uniqueItems: first<boolean>("uniqueItems") ?? false,
    default: first<unknown>("default"),
  };
}

const show = (value: unknown) => (value === undefined ? "unset" : JSON.stringify(value));
const sameSet = (a: unknown[], b: unknown[]) =>
  a.length === b.length && a.every((x) => b.some((y) => JSON.stringify(x) === JSON.stringify(y)));

/** The problems of one field row against `doc` (the bundled spec of `row.api`); none when it holds. */
export function checkField(doc: BundledSpec, row: FieldFact): string[] {
  const title = fieldTitle(row);
  let actual: ReturnType<typeof describeField>;
  try {
    actual = describeField(doc, locate(doc, row));
  } catch (error) {
    return [`${title}: ${(error as Error).message}`];
  }
  const problems: string[] = [];
  const differ = (key: string, spec: unknown, facts: unknown) =>
    problems.push(
      `${title}: ${key} is ${show(spec)} in specs/dist/${row.api}.json, the facts say ${show(facts)}`,
    );
  if (row.type !== undefined) {
    const expected = [row.type].flat().sort();
    if (!sameSet(actual.type, expected))
      differ("type", actual.type.join(" | ") || "any", expected.join(" | "));
  }
  for (const key of ["nullable", "readOnly", "uniqueItems"] as const) {
    if (row[key] !== undefined && actual[key] !== row[key]) differ(key, actual[key], row[key]);
  }
  if (row.required !== undefined && actual.required !== row.required) {
    differ("required", actual.required ?? "not applicable", row.required);
  }
  if (row.enum !== undefined && actual.enum !== row.enum) differ("enum", actual.enum, row.enum);
  if (row.values !== undefined && !sameSet(actual.values, row.values))
    differ("values", actual.values, row.values);
  if (row.object !== undefined && actual.object !== row.object) differ("object", actual.object, row.object);
  if ("format" in row && actual.format !== row.format) differ("format", actual.format, row.format);
  for (const key of ["minimum", "maximum", "maxLength", "maxItems"] as const) {
    if (row[key] !== undefined && actual[key] !== row[key]) differ(key, actual[key], row[key]);
  }
  if ("default" in row && JSON.stringify(actual.default) !== JSON.stringify(row.default)) {
    differ("default", actual.default, row.default);
  }
  return problems;
}

/** The problems of one operation row against `doc`; none when it holds. */
export function checkOperation(doc: BundledSpec, row: OperationFact): string[] {
  const title = operationTitle(row);
  const op = operationOf(doc, row.operation);
  const exists = row.exists ?? true;
  if (!exists) return op ? [`${title}: the spec has it, the facts say reportkit does not`] : [];
  if (!op) return [`${title}: the spec has no such operation`];
  const problems: string[] = [];
  if (row.id !== undefined && op.operationId !== row.id) {
    problems.push(`${title}: operationId is ${show(op.operationId)}, the facts say ${show(row.id)}`);
  }
  if (row.scope !== undefined) {
    const security = (op.security ?? doc.security ?? []) as Record<string, string[]>[];
    if (!security.some((requirement) => Object.values(requirement).some((s) => s.includes(row.scope!)))) {
      problems.push(`${title}: no security requirement names the scope ${row.scope}`);
    }
  }
  for (const status of row.statuses ?? []) {
    if (!(String(status) in (op.responses as Schema))) {
      problems.push(`${title}: declares no ${status} response, the facts say it answers ${status}`);
    }
  }
  const body = op.requestBody ? deref(doc, op.requestBody) : undefined;
  if (row.bodyRequired !== undefined && (body?.required === true) !== row.bodyRequired) {
    problems.push(
      `${title}: the body's required is ${show(body?.required ?? false)}, the facts say ${row.bodyRequired}`,
    );
  }
  if (row.contentTypes !== undefined) {
    const media = Object.keys((body?.content as Schema | undefined) ?? {});
    if (!sameSet(media, row.contentTypes)) {
      problems.push(
        `${title}: the body's media types are ${show(media)}, the facts say ${show(row.contentTypes)}`,
      );
    }
  }
  return problems;
}

/** The problems of any row (field or operation) against the bundled specs by API name. */
export function checkRow(specs: Record<string, BundledSpec>, row: FieldFact | OperationFact): string[] {
  const doc = specs[row.api];
  if (!doc)
    return [`${isFieldFact(row) ? fieldTitle(row) : operationTitle(row)}: no bundled spec '${row.api}'`];
  return isFieldFact(row) ? checkField(doc, row) : checkOperation(doc, row);
}
