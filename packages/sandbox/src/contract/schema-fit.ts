import { FORMAT_SHAPES, type SampleContext, type Schema, sampleValue, typesOf } from "./schema-sample.js";

const patterns = new Map<string, RegExp>();

function matchesPattern(pattern: string, text: string): boolean {
  let re = patterns.get(pattern);
  if (!re) {
    re = new RegExp(pattern, "u");
    patterns.set(pattern, re);
  }
  return re.test(text);
}

function jsonTypeOf(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  if (typeof value === "number") return Number.isInteger(value) ? "integer" : "number";
  return typeof value;
}

const accepts = (types: string[], actual: string) =>
  types.includes(actual) || (actual === "integer" && types.includes("number"));

function fitObject(
  schema: Schema,
  value: Record<string, unknown>,
  ctx: SampleContext,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    out[name] = fitValue(property, value[name], {
      ...ctx,
      label: /name|title/i.test(name) ? ctx.label : name,
    });
  }
  return out;
}

function fitString(schema: Schema, value: string, ctx: SampleContext): string {
  if (schema.pattern && !matchesPattern(schema.pattern, value)) return sampleValue(schema, ctx) as string;
  const shape = schema.format ? FORMAT_SHAPES[schema.format] : undefined;
  if (shape && !shape.test(value)) return sampleValue(schema, ctx) as string;
  if (schema.maxLength !== undefined && value.length > schema.maxLength)
    return value.slice(0, schema.maxLength);
  if (schema.minLength !== undefined && value.length < schema.minLength)
    return sampleValue(schema, ctx) as string;
  return value;
}

/**
 * `value` made to fit `schema`: what fits is kept, what is missing or of another type is made (as
 * `sampleValue` makes it), members the schema does not name are left out. Records of the spec-driven
 * tier are answered through it, so an answer is always the shape its operation documents.
 */
export function fitValue(schema: Schema, value: unknown, ctx: SampleContext): unknown {
  if (value === undefined || schema.const !== undefined) return sampleValue(schema, ctx);
  if (schema.enum) return schema.enum.includes(value) ? value : sampleValue(schema, ctx);
  if (schema.allOf) {
    const properties = Object.assign({}, ...schema.allOf.map((s) => s.properties ?? {}));
    return fitValue({ type: "object", properties }, value, ctx);
  }
  const branches = schema.oneOf ?? schema.anyOf;
  if (branches) {
    if (value === null && branches.some((b) => typesOf(b).includes("null"))) return null;
    const branch = branches.find((b) => accepts(typesOf(b), jsonTypeOf(value))) ?? branches[0]!;
    return fitValue(branch, value, ctx);
  }
  const types = typesOf(schema);
  const actual = jsonTypeOf(value);
  if (types.length === 0) return value;
  if (!accepts(types, actual)) return sampleValue(schema, ctx);
  if (actual === "object") return fitObject(schema, value as Record<string, unknown>, ctx);
  if (actual === "array")
    return schema.items ? (value as unknown[]).map((v) => fitValue(schema.items!, v, ctx)) : value;
  if (actual === "string") return fitString(schema, value as string, ctx);
  return value;
}
