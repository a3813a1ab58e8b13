import type { Random } from "../core/random.js";
import { fromPattern } from "./pattern-sample.js";

/** The JSON Schema subset of the bundled specs (dereferenced), as the sample maker reads it. */
export interface Schema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  "x-extensible-enum"?: string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  oneOf?: Schema[];
  anyOf?: Schema[];
  allOf?: Schema[];
  format?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  examples?: unknown[];
  example?: unknown;
  default?: unknown;
}

/** What a sample is made with: the seeded generator, the sandbox time, a label for names. */
export interface SampleContext {
  random: Random;
  now: number;
  /** A word for made-up names and text (`Chain 3`). */
  label: string;
}

/** The types a schema allows, `null` last (a sample is never null where something else is allowed). */
export function typesOf(schema: Schema): string[] {
  const declared = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (declared.length > 0) return [...declared].sort((a, b) => Number(a === "null") - Number(b === "null"));
  if (schema.properties) return ["object"];
  if (schema.items) return ["array"];
  return [];
}

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/**
 * A moment written in the layout of an example: `2018-03-14 20:10:39.520585` (space, six fraction
 * digits, no zone), `2026-01-03T17:40:12`, `2026-01-03T17:40:12.123Z`... undefined when the example
 * is not a date-time.
 */
export function timestampLike(example: string, ms: number): string | undefined {
  const m = /^\d{4}-\d{2}-\d{2}([T ])\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:?\d{2})?$/.exec(example);
  if (!m) return undefined;
  const d = new Date(ms);
  const date = `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
  const time = `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
  const digits = (m[2]?.length ?? 1) - 1;
  const fraction = digits > 0 ? `.${`${pad(d.getUTCMilliseconds(), 3)}000000`.slice(0, digits)}` : "";
  const zone = m[3] === undefined ? "" : m[3] === "Z" ? "Z" : "+00:00";
  return `${date}${m[1]}${time}${fraction}${zone}`;
}

/** What a string of a format looks like, for the formats an id takes (checked before an id is kept). */
export const FORMAT_SHAPES: Record<string, RegExp> = {
  uuid: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
  "date-time": /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/i,
  date: /^\d{4}-\d{2}-\d{2}$/,
};

const FORMATS: Record<string, (ctx: SampleContext) => string> = {
  uuid: ({ random }) => random.uuid(),
  "date-time": ({ now }) => new Date(now).toISOString(),
  date: ({ now }) => new Date(now).toISOString().slice(0, 10),
  email: ({ random, label }) =>
    `${label.toLowerCase().replace(/\W+/g, ".")}.${random.int(1, 999)}@example.com`,
  uri: ({ random }) => `https://example.com/${random.hex(8)}`,
  url: ({ random }) => `https://example.com/${random.hex(8)}`,
  byte: () => "c2FuZGJveA==",
};

/** The first example of a schema, if it states one. */
const exampleOf = (schema: Schema): unknown => schema.examples?.[0] ?? schema.example;

/** A string the schema accepts: its format, pattern, example's layout, else a label. */
function sampleString(schema: Schema, ctx: SampleContext): string {
  const example = exampleOf(schema);
  if (typeof example === "string") {
    const stamp = timestampLike(example, ctx.now);
    if (stamp !== undefined) return stamp;
  }
  const format = schema.format ? FORMATS[schema.format] : undefined;
  if (format) return format(ctx);
  if (schema.pattern) {
    const made = fromPattern(schema.pattern, ctx.random);
    if (made !== undefined) return made;
    if (typeof example === "string") return example;
  }
  const text = `${ctx.label} ${ctx.random.int(1, 999)}`;
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? Number.POSITIVE_INFINITY;
  return text.padEnd(min, "x").slice(0, Math.max(min, Math.min(max, text.length)));
}

function sampleNumber(schema: Schema, ctx: SampleContext, integer: boolean): number {
  const min = schema.minimum ?? 0;
  const max = schema.maximum ?? min + 100;
  const value = min + ctx.random.next() * (max - min);
  return integer ? Math.min(max, Math.ceil(value)) : Math.round(value * 100) / 100;
}

function sampleObject(schema: Schema, ctx: SampleContext, depth: number): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    out[name] = sampleValue(property, { ...ctx, label: labelOf(name, ctx.label) }, depth + 1);
  }
  return out;
}

/** The label a member's value is made with: a name keeps the resource's word, others their own. */
const labelOf = (member: string, parent: string) => (/name|title/i.test(member) ? parent : member);

/** The branch of a composition a sample follows (the first that is not only `null`). */
function branchOf(schema: Schema): Schema | undefined {
  const branches = schema.oneOf ?? schema.anyOf;
  if (!branches) return undefined;
  return branches.find((b) => !typesOf(b).every((t) => t === "null")) ?? branches[0];
}

/** A value of `schema`: every member present, never null where the schema allows anything else. */
export function sampleValue(schema: Schema, ctx: SampleContext, depth = 0): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum.find((v) => v !== null) ?? null;
  if (schema["x-extensible-enum"]?.length) return schema["x-extensible-enum"][0];
  if (schema.allOf) return Object.assign({}, ...schema.allOf.map((s) => sampleValue(s, ctx, depth)));
  // A nullable member deep in a recursive schema (`parent`, `children`) ends the recursion as null.
  if (depth > 3 && (schema.oneOf ?? schema.anyOf ?? []).some((b) => typesOf(b).includes("null"))) return null;
  if (depth > 3 && Array.isArray(schema.type) && schema.type.includes("null")) return null;
  const branch = branchOf(schema);
  if (branch) return sampleValue(branch, ctx, depth);
  const [type] = typesOf(schema);
  switch (type) {
    case "string":
      return sampleString(schema, ctx);
    case "integer":
    case "number":
      return sampleNumber(schema, ctx, type === "integer");
    case "boolean":
      return false;
    case "array":
      if (!schema.items || depth > 6) return [];
      return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () =>
        sampleValue(schema.items!, ctx, depth + 1),
      );
    case "object":
      return depth > 8 ? {} : sampleObject(schema, ctx, depth);
    case "null":
      return null;
    default:
      return exampleOf(schema) ?? {};
  }
}
