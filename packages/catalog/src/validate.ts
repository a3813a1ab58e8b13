import type { JsonSchema, JsonType } from "./types.js";

/** One problem with a value: where it is (`body.destinationName`, `body.values[2][0]`) and what is wrong. */
export interface ValidationError {
  path: string;
  message: string;
}

/**
 * Checks `value` against `schema`, for exactly the JSON Schema subset the specs use: `type` (lists with
 * `null` too), `enum`, `const`, `required`, `properties`, `additionalProperties`, `items`, `minimum` /
 * `maximum` (and the exclusive forms), `minLength` / `maxLength`, `pattern`, `minItems` / `maxItems`,
 * `uniqueItems`, `oneOf`, `anyOf` and `allOf`. `x-extensible-enum` is open (any string passes) and
 * `format` is ignored, as the specs intend. Returns every problem found (empty when the value is valid);
 * `root` names the value in the paths.
 */
export function validate(schema: JsonSchema, value: unknown, root = "$"): ValidationError[] {
  const errors: ValidationError[] = [];
  check(schema, value, root, errors);
  return errors;
}

const describe = (value: unknown): string =>
  value === null
    ? "null"
    : Array.isArray(value)
      ? "an array"
      : `a ${typeof value === "number" && Number.isInteger(value) ? "integer" : typeof value}`;

function typeMatches(type: JsonType, value: unknown): boolean {
  switch (type) {
    case "null":
      return value === null;
    case "array":
      return Array.isArray(value);
    case "object":
      return typeof value === "object" && value !== null && !Array.isArray(value);
    case "integer":
      return typeof value === "number" && Number.isInteger(value);
    case "number":
      return typeof value === "number" && Number.isFinite(value);
    default:
      return typeof value === type;
  }
}

function equal(a: unknown, b: unknown): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}

const list = (values: readonly unknown[]) => values.map((v) => JSON.stringify(v)).join(", ");
const child = (path: string, key: string) =>
  /^[A-Za-z_$][\w$]*$/.test(key) ? `${path}.${key}` : `${path}[${JSON.stringify(key)}]`;

function check(schema: JsonSchema, value: unknown, path: string, errors: ValidationError[]): void {
  const fail = (message: string) => errors.push({ path, message });
  if (schema.type !== undefined) {
    const types = typeof schema.type === "string" ? [schema.type] : schema.type;
    if (!types.some((t) => typeMatches(t, value))) {
      fail(`must be ${types.join(" or ")}, not ${describe(value)}`);
      return;
    }
  }
  if (schema.const !== undefined && !equal(schema.const, value))
    fail(`must be ${JSON.stringify(schema.const)}`);
  if (schema.enum && !schema.enum.some((v) => equal(v, value))) fail(`must be one of ${list(schema.enum)}`);
  if (schema.allOf) for (const s of schema.allOf) check(s, value, path, errors);
  if (schema.anyOf && !schema.anyOf.some((s) => validate(s, value, path).length === 0)) {
    fail(`matches none of the ${schema.anyOf.length} allowed shapes${hint(schema.anyOf, value, path)}`);
  }
  if (schema.oneOf) {
    const matching = schema.oneOf.filter((s) => validate(s, value, path).length === 0).length;
    if (matching === 0)
      fail(`matches none of the ${schema.oneOf.length} allowed shapes${hint(schema.oneOf, value, path)}`);
    else if (matching > 1) fail(`matches ${matching} of the allowed shapes, exactly one is allowed`);
  }
  if (typeof value === "string") checkString(schema, value, fail);
  else if (typeof value === "number") checkNumber(schema, value, fail);
  else if (Array.isArray(value)) checkArray(schema, value, path, errors);
  else if (typeof value === "object" && value !== null)
    checkObject(schema, value as Record<string, unknown>, path, errors);
}

/** For a value matching no alternative: the problems of the closest one (fewest), so the message says what to fix. */
function hint(alternatives: readonly JsonSchema[], value: unknown, path: string): string {
  const tried = alternatives
    .filter((s) => !(s.type === "null" && value !== null))
    .map((s) => validate(s, value, path))
    .sort((a, b) => a.length - b.length)[0];
  const first = tried?.[0];
  return first ? ` (${first.path === path ? "" : `${first.path} `}${first.message})` : "";
}

function checkString(schema: JsonSchema, value: string, fail: (m: string) => void): void {
  const length = [...value].length;
  if (schema.minLength !== undefined && length < schema.minLength)
    fail(`must have at least ${schema.minLength} characters`);
  if (schema.maxLength !== undefined && length > schema.maxLength)
    fail(`must have at most ${schema.maxLength} characters`);
  if (schema.pattern !== undefined && !new RegExp(schema.pattern, "u").test(value))
    fail(`must match ${schema.pattern}`);
}

function checkNumber(schema: JsonSchema, value: number, fail: (m: string) => void): void {
  if (schema.minimum !== undefined && value < schema.minimum) fail(`must be >= ${schema.minimum}`);
  if (schema.maximum !== undefined && value > schema.maximum) fail(`must be <= ${schema.maximum}`);
  if (schema.exclusiveMinimum !== undefined && value <= schema.exclusiveMinimum)
    fail(`must be > ${schema.exclusiveMinimum}`);
  if (schema.exclusiveMaximum !== undefined && value >= schema.exclusiveMaximum)
    fail(`must be < ${schema.exclusiveMaximum}`);
}

function checkArray(schema: JsonSchema, value: unknown[], path: string, errors: ValidationError[]): void {
  const fail = (message: string) => errors.push({ path, message });
  if (schema.minItems !== undefined && value.length < schema.minItems)
    fail(`must have at least ${schema.minItems} items`);
  if (schema.maxItems !== undefined && value.length > schema.maxItems)
    fail(`must have at most ${schema.maxItems} items`);
  if (schema.uniqueItems && new Set(value.map((v) => JSON.stringify(v))).size !== value.length)
    fail("must not repeat an item");
  const items = schema.items;
  if (items) {
    for (const [i, item] of value.entries()) check(items, item, `${path}[${i}]`, errors);
  }
}

function checkObject(
  schema: JsonSchema,
  value: Record<string, unknown>,
  path: string,
  errors: ValidationError[],
): void {
  for (const name of schema.required ?? []) {
    if (!Object.hasOwn(value, name)) errors.push({ path: child(path, name), message: "is required" });
  }
  const properties = schema.properties ?? {};
  for (const [key, member] of Object.entries(value)) {
    const declared = Object.hasOwn(properties, key) ? properties[key] : undefined;
    if (declared) check(declared, member, child(path, key), errors);
    else if (schema.additionalProperties === false) {
      const known = Object.keys(properties);
      errors.push({
        path: child(path, key),
        message: `is not a known field${known.length ? ` (known: ${known.join(", ")})` : ""}`,
      });
    } else if (typeof schema.additionalProperties === "object") {
      check(schema.additionalProperties, member, child(path, key), errors);
    }
  }
}
