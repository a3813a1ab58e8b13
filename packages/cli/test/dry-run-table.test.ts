import type { CatalogOperation, JsonSchema } from "@reportkit/catalog";
import { OPERATIONS, validate } from "@reportkit/catalog";
import { describe, expect, it } from "vitest";
import { commandNames } from "../src/commands/names.js";
import { bindingsOf, isBooleanMember, pathParamsOf } from "../src/commands/operation.js";
import { runCli } from "./support/run-cli.js";

// Issue 32: the CLI command of each operation builds the request the spec describes. One generated case
// per operation of the catalogue (every spec, as it grows), in process: the command line is made from
// the operation (its path parameters as arguments, a valid value for every query and header parameter
// and for every required body member), and its --dry-run must print the spec's method and path, the
// query, the headers (X-Version, the bearer redacted) and the body. Nothing is sent.

const BASE = "http://api.test";
const env = {
  XDG_CONFIG_HOME: "/nonexistent/reportkit-dry-run",
  REPORTKIT_AUTH_URL: `${BASE}/auth`,
  REPORTKIT_PLATFORM_URL: `${BASE}/platform`,
  REPORTKIT_PREP_URL: `${BASE}/prep`,
  REPORTKIT_CHAINS_URL: `${BASE}/chains`,
};

const typeOf = (schema: JsonSchema) =>
  (Array.isArray(schema.type) ? schema.type : [schema.type]).find((t) => t && t !== "null");

/** A value the schema accepts (undefined when none is found simply: that optional input is left out). */
function example(schema: JsonSchema, depth = 0): unknown {
  if (depth > 6) return undefined;
  if (schema.const !== undefined) return schema.const;
  // The spec's own example first: an id of a stated pattern (a UUID without dashes) is not guessed.
  const given = schema.examples?.[0];
  if (given !== undefined && valid(schema, given)) return given;
  if (schema.enum?.length) return schema.enum.find((v) => v !== null);
  if (schema["x-extensible-enum"]?.length) return schema["x-extensible-enum"][0];
  if (schema.default !== undefined) return schema.default;
  const alternative = schema.oneOf?.[0] ?? schema.anyOf?.[0];
  if (alternative) return example(alternative, depth + 1);
  if (schema.allOf) return example(Object.assign({}, ...schema.allOf), depth + 1);
  switch (typeOf(schema) ?? (schema.properties ? "object" : undefined)) {
    case "string": {
      const byFormat: Record<string, string> = {
        "date-time": "2026-01-15T09:00:00Z",
        date: "2026-01-15",
        uri: "https://files.test/a",
        email: "ada@company.invalid",
        uuid: "3f2b8c1e-4d5a-4b6c-8d7e-9f0a1b2c3d4e",
      };
      const text = byFormat[schema.format ?? ""] ?? "ex-value";
      return text.padEnd(schema.minLength ?? 0, "x").slice(0, schema.maxLength ?? text.length);
    }
    case "integer":
    case "number":
      return schema.minimum ?? (schema.exclusiveMinimum === undefined ? 1 : schema.exclusiveMinimum + 1);
    case "boolean":
      return true;
    case "array": {
      const item = example(schema.items ?? {}, depth + 1);
      return item === undefined ? [] : Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () => item);
    }
    case "object": {
      const value: Record<string, unknown> = {};
      for (const name of schema.required ?? [])
        value[name] = example(schema.properties?.[name] ?? {}, depth + 1);
      return value;
    }
    default:
      return "ex-value";
  }
}

const valid = (schema: JsonSchema, value: unknown) =>
  value !== undefined && validate(schema, value).length === 0;
const asArgument = (value: unknown) => (typeof value === "object" ? JSON.stringify(value) : String(value));

interface Case {
  argv: string[];
  /** Standard input: the whole body (`--input -`) when it is not an object of members. */
  input?: string;
  path: string;
  query: [string, string][];
  headers: Record<string, string>;
  body: unknown;
}

/** The command line of one operation and the request its spec says it makes. */
function caseOf(operation: CatalogOperation, name: { api: string; resource: string; action: string }): Case {
  const argv = [name.api, name.resource, name.action];
  let path = operation.path;
  for (const p of pathParamsOf(operation)) {
    const value = String(valid(p.schema, example(p.schema)) ? example(p.schema) : `p-${p.name}`);
    argv.push(value);
    path = path.replace(`{${p.name}}`, encodeURIComponent(value));
  }
  const query: [string, string][] = [];
  const headers: Record<string, string> = {};
  let body: Record<string, unknown> | undefined;
  for (const binding of bindingsOf(operation)) {
    const value = example(binding.schema);
    if (binding.target === "body" && !binding.required) continue;
    if (!valid(binding.schema, value)) {
      if (binding.required) throw new Error(`${operation.operationId}: no example for ${binding.name}`);
      continue;
    }
    if (isBooleanMember(binding)) argv.push(value ? binding.flag : `--no-${binding.flag.slice(2)}`);
    else argv.push(binding.flag, asArgument(value));
    if (binding.target === "query")
      for (const v of Array.isArray(value) ? value : [value]) query.push([binding.name, asArgument(v)]);
    else if (binding.target === "header") headers[binding.name.toLowerCase()] = String(value);
    else {
      body ??= {};
      body[binding.name] = value;
    }
  }
  const whole = operation.requestBody?.schema;
  if (whole && typeOf(whole) !== "object" && operation.requestBody?.required) {
    // A list (a JSON Patch, edits) has no members to be options: the whole body comes from --input.
    const value = example(whole);
    if (!valid(whole, value)) throw new Error(`${operation.operationId}: no example body`);
    return {
      argv: [...argv, "--input", "-", "--dry-run"],
      input: JSON.stringify(value),
      path,
      query,
      headers,
      body: value,
    };
  }
  if (body === undefined && operation.requestBody?.required) body = {};
  return { argv: [...argv, "--dry-run"], path, query, headers, body };
}

/** What --dry-run printed: the request line, the headers (lower-cased names) and the body. */
function parseDryRun(text: string) {
  const [head = "", ...rest] = text.split("\n\n");
  const [line = "", ...headerLines] = head.split("\n");
  const [method, url] = line.split(" ");
  const headers = Object.fromEntries(
    headerLines.map((h) => [h.slice(0, h.indexOf(":")).toLowerCase(), h.slice(h.indexOf(":") + 2)]),
  );
  const bodyText = rest.join("\n\n").trim();
  return { method, url: new URL(url!), headers, body: bodyText ? JSON.parse(bodyText) : undefined };
}

const cases = [...new Set(OPERATIONS.map((op) => op.api))]
  .filter((api) => api !== "auth") // the token endpoint has no command: its answer is a token
  .flatMap((api) => {
    const ofApi = OPERATIONS.filter((op) => op.api === api);
    const names = commandNames(ofApi);
    return ofApi.map((operation) => ({ operation, name: names.get(operation)! }));
  });

describe("each operation's command builds the request its spec describes (--dry-run)", () => {
  it.each(cases.map((c) => [`${c.name.api} ${c.name.resource} ${c.name.action}`, c] as const))(
    "%s",
    async (_, { operation, name }) => {
      const expected = caseOf(operation, name);
      const run = await runCli(expected.argv, { env, ...(expected.input ? { input: expected.input } : {}) });
      expect(run.stderr).toBe("");
      expect(run.code).toBe(0);
      const printed = parseDryRun(run.stdout);
      expect(printed.method).toBe(operation.method);
      expect(`${printed.url.origin}${printed.url.pathname}`).toBe(
        `${BASE}/${operation.family}${expected.path}`,
      );
      expect([...printed.url.searchParams]).toEqual(expected.query);
      expect(printed.headers).toMatchObject({
        authorization: "Bearer <redacted>",
        "x-version": operation.version,
        ...expected.headers,
        ...(expected.body === undefined ? {} : { "content-type": "application/json" }),
      });
      expect(printed.body).toEqual(expected.body);
    },
  );
});
