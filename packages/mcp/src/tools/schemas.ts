import type { CatalogOperation, JsonSchema } from "@reportkit/catalog";
import { argumentName } from "./names.js";

/** The root of every tool schema: an object with named properties (what MCP requires of `inputSchema`). */
export interface ObjectSchema extends JsonSchema {
  type: "object";
  properties: Record<string, JsonSchema>;
  required?: string[];
}

/** Where one argument of an operation tool goes in the request. */
export interface Binding {
  /** The argument's name in the tool's input (`filter`). */
  argument: string;
  in: "path" | "query" | "header" | "body";
  /** The parameter's name in the spec (`$filter`); `body` for the request body. */
  name: string;
}

const LOCATION = { path: "path", query: "query", header: "header" } as const;

/**
 * The input of an operation's tool: one argument per parameter (renamed where hosts refuse the spec's
 * name, the spec's name said in its description) and `body` for the request body, each with the
 * catalogue's dereferenced schema. Closed: an unknown argument is refused.
 */
export function operationInput(operation: CatalogOperation): { schema: ObjectSchema; bindings: Binding[] } {
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  const bindings: Binding[] = [];
  const add = (binding: Binding, schema: JsonSchema, isRequired: boolean) => {
    if (Object.hasOwn(properties, binding.argument)) {
      throw new Error(`${operation.api} ${operation.operationId}: two arguments named ${binding.argument}`);
    }
    properties[binding.argument] = schema;
    bindings.push(binding);
    if (isRequired) required.push(binding.argument);
  };
  for (const parameter of operation.parameters) {
    const argument = argumentName(parameter.name);
    // The spec's name is said only where the argument's differs from it (`filter` for `$filter`).
    const where =
      argument === parameter.name ? "" : `(${LOCATION[parameter.in]} parameter \`${parameter.name}\`)`;
    const said = [parameter.description || parameter.schema.description, where];
    add(
      { argument, in: parameter.in, name: parameter.name },
      { ...parameter.schema, description: said.filter(Boolean).join(" ") },
      parameter.required,
    );
  }
  const body = operation.requestBody;
  if (body) {
    const type = body.contentType === "application/json" ? "" : ` (${body.contentType})`;
    const said = `The request body${type}.${body.schema.description ? ` ${body.schema.description}` : ""}`;
    add({ argument: "body", in: "body", name: "body" }, { ...body.schema, description: said }, body.required);
  }
  const schema: ObjectSchema = { type: "object", properties, additionalProperties: false };
  if (required.length > 0) schema.required = required;
  return { schema, bindings };
}

/**
 * A response schema as an answer's check should read it: without `format` (informative in the specs,
 * and the live service writes some dates its own way), and open wherever it was closed (a service may
 * add members to an answer). Property names are left alone, even one called `format`.
 */
export function tolerant(schema: JsonSchema): JsonSchema {
  const { format: _format, additionalProperties, properties, items, oneOf, anyOf, allOf, ...rest } = schema;
  const out: JsonSchema = { ...rest };
  if (typeof additionalProperties === "object") out.additionalProperties = tolerant(additionalProperties);
  else if (additionalProperties === true) out.additionalProperties = true;
  if (properties) {
    out.properties = Object.fromEntries(Object.entries(properties).map(([k, v]) => [k, tolerant(v)]));
  }
  if (items) out.items = tolerant(items);
  if (oneOf) out.oneOf = oneOf.map(tolerant);
  if (anyOf) out.anyOf = anyOf.map(tolerant);
  if (allOf) out.allOf = allOf.map(tolerant);
  return out;
}
