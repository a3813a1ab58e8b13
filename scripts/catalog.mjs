// The operation catalogue (`@reportkit/catalog`): one table of every operation of every spec, for the
// command line and the MCP server. Built from the same resolved documents as the SDK's table of lists
// (codegen.mjs's loadResolved and paginationOf), so a spec change reaches all three at once.
//
// What each entry says, and the rules behind the derived fields (packages/catalog/README.md repeats them):
// - read: GET or HEAD. idempotent: GET, HEAD, OPTIONS, PUT, DELETE (RFC 9110); POST and PATCH are not.
// - destructive: the call may lose data that it does not give back: every DELETE, every PUT (it
//   replaces a resource or a range) and every PATCH (it overwrites the fields it names), and a POST
//   whose operationId says it removes or rewrites (delete, trash, remove, clear, purge, edit, modif,
//   update, replace). Other POSTs (create, copy, import, export, insert, run, validate) only add.
//   `x-reportkit-destructive: true|false` on an operation overrides the rule, and so does
//   DESTRUCTIVE_BY_DESCRIPTION below for operations whose description says they delete.
// - async: the operation may answer 202 (a long operation to wait for).
// - paging: how a GET list pages (paginationOf), else "none".
// - scopes: the alternatives of its `security` (any one list grants access); [] when no scope is named.
// (codegen.mjs imports this module and this module imports codegen.mjs's functions: only function
// declarations cross the cycle, which are ready before either module runs.)
import { loadResolved, paginationOf } from "./codegen.mjs";

const METHODS = ["get", "put", "post", "delete", "patch", "head", "options"];
const DESTRUCTIVE_POST = /delete|trash|remove|clear|purge|edit|modif|update|replace/i;
/** `api:operationId` of operations the rule misses: their spec descriptions say they delete data. */
const DESTRUCTIVE_BY_DESCRIPTION = new Set([
  // "files without enough state to recover are deleted"
  "prep:startFileValidation",
]);

/** Keywords kept in a request schema (what validation and help need); everything else is dropped. */
const REQUEST_KEYWORDS = new Set([
  "type",
  "enum",
  "x-extensible-enum",
  "const",
  "required",
  "properties",
  "additionalProperties",
  "items",
  "minimum",
  "maximum",
  "exclusiveMinimum",
  "exclusiveMaximum",
  "minLength",
  "maxLength",
  "pattern",
  "minItems",
  "maxItems",
  "uniqueItems",
  "oneOf",
  "anyOf",
  "allOf",
  "default",
  "description",
  "format",
]);
/** Answers keep their shape, not their prose: descriptions and defaults are left out to stay compact. */
const RESPONSE_KEYWORDS = new Set(
  [...REQUEST_KEYWORDS].filter((k) => k !== "description" && k !== "default"),
);

/** A resolved schema reduced to `keep`'s keywords, at every depth. */
export function compactSchema(schema, keep = REQUEST_KEYWORDS) {
  if (Array.isArray(schema)) return schema.map((s) => compactSchema(s, keep));
  if (schema === null || typeof schema !== "object") return schema;
  const out = {};
  for (const [key, value] of Object.entries(schema)) {
    if (!keep.has(key)) continue;
    if (key === "properties") {
      out.properties = Object.fromEntries(
        Object.entries(value).map(([name, s]) => [name, compactSchema(s, keep)]),
      );
    } else if (key === "items" || key === "additionalProperties") {
      out[key] = typeof value === "object" ? compactSchema(value, keep) : value;
    } else if (key === "oneOf" || key === "anyOf" || key === "allOf") {
      out[key] = value.map((s) => compactSchema(s, keep));
    } else if (key === "description") {
      out.description = String(value).trim();
    } else {
      out[key] = value;
    }
  }
  return out;
}

/** Whether an operation may lose data (see the rules at the top). */
export function isDestructive(method, operation, api) {
  const override = operation["x-reportkit-destructive"];
  if (typeof override === "boolean") return override;
  if (DESTRUCTIVE_BY_DESCRIPTION.has(`${api}:${operation.operationId}`)) return true;
  if (method === "delete" || method === "put" || method === "patch") return true;
  return method === "post" && DESTRUCTIVE_POST.test(operation.operationId ?? "");
}

function scopesOf(operation, doc) {
  const security = operation.security ?? doc.security ?? [];
  const alternatives = security.map((requirement) => [...new Set(Object.values(requirement).flat())].sort());
  const unique = new Map(alternatives.filter((a) => a.length > 0).map((a) => [a.join(" "), a]));
  return [...unique.values()];
}

/**
 * The parameters a caller chooses. `X-Version` is left out: every operation has it, and the entry's
 * `version` already says what to send (the SDK sends it).
 */
function parametersOf(operation, pathItem) {
  const byKey = new Map();
  for (const p of [...(pathItem.parameters ?? []), ...(operation.parameters ?? [])]) {
    byKey.set(`${p.in}:${p.name}`, p);
  }
  return [...byKey.values()]
    .filter((p) => p.in === "path" || p.in === "query" || p.in === "header")
    .filter((p) => !(p.in === "header" && p.name.toLowerCase() === "x-version"))
    .map((p) => ({
      name: p.name,
      in: p.in,
      required: p.in === "path" || p.required === true,
      description: String(p.description ?? "").trim(),
      schema: compactSchema(p.schema ?? {}),
    }));
}

function requestBodyOf(operation) {
  const body = operation.requestBody;
  if (!body?.content) return undefined;
  const types = Object.keys(body.content);
  const contentType = types.includes("application/json") ? "application/json" : types[0];
  return {
    required: body.required === true,
    contentType,
    schema: compactSchema(body.content[contentType]?.schema ?? {}),
  };
}

function responseOf(operation) {
  for (const [status, response] of Object.entries(operation.responses ?? {})) {
    if (!/^2\d\d$/.test(status)) continue;
    const schema = response.content?.["application/json"]?.schema;
    if (schema) return { status: Number(status), schema: compactSchema(schema, RESPONSE_KEYWORDS) };
  }
  return undefined;
}

/** Every operation of `apis` (codegen.mjs's listApis), in spec order. */
export function catalogOperations(apis) {
  const operations = [];
  for (const api of apis) {
    const doc = loadResolved(api.spec);
    for (const [path, pathItem] of Object.entries(doc.paths ?? {})) {
      for (const method of METHODS) {
        const operation = pathItem[method];
        if (!operation) continue;
        if (!operation.operationId) throw new Error(`${api.name}: ${method} ${path} has no operationId`);
        const paging = method === "get" ? paginationOf(operation, pathItem)?.style : undefined;
        const entry = {
          api: api.name,
          family: api.family,
          version: doc.info.version,
          operationId: operation.operationId,
          method: method.toUpperCase(),
          path,
          tag: operation.tags?.[0] ?? "default",
          summary: String(operation.summary ?? "").trim(),
          description: String(operation.description ?? "").trim(),
          read: method === "get" || method === "head",
          destructive: isDestructive(method, operation, api.name),
          idempotent: ["get", "head", "options", "put", "delete"].includes(method),
          scopes: scopesOf(operation, doc),
          async: Object.hasOwn(operation.responses ?? {}, "202"),
          paging: paging ?? "none",
          parameters: parametersOf(operation, pathItem),
        };
        const requestBody = requestBodyOf(operation);
        if (requestBody) entry.requestBody = requestBody;
        const response = responseOf(operation);
        if (response) entry.response = response;
        operations.push(entry);
      }
    }
  }
  const seen = new Set();
  for (const op of operations) {
    const key = `${op.api}:${op.operationId}`;
    if (seen.has(key)) throw new Error(`operationId ${op.operationId} appears twice in ${op.api}`);
    seen.add(key);
  }
  return operations;
}

/** A JavaScript string literal in single quotes: JSON text needs no escaped double quotes then. */
function singleQuoted(text) {
  return `'${text.replaceAll("\\", "\\\\").replaceAll("'", "\\'")}'`;
}

/**
 * The generated module: the table as JSON text parsed at load (cheaper for V8 than an object literal
 * of the same size), one operation per line so that a spec change shows as a readable diff.
 */
export function catalogSource(apis, header) {
  const operations = catalogOperations(apis);
  const apiNames = [...new Set(operations.map((op) => op.api))];
  const lines = operations.map((op, i) => singleQuoted(`${i === 0 ? "[" : ","}${JSON.stringify(op)}`));
  return `${header}
import type { CatalogOperation } from "../types.js";

/** The APIs of the specs (specs/redocly.yaml), a preview version being an API of its own. */
export const CATALOG_APIS = ${JSON.stringify(apiNames)} as const;

/** Every operation of every spec, in spec order (${operations.length} operations). */
export const OPERATIONS: readonly CatalogOperation[] = JSON.parse(
  ${lines.join(" +\n  ")} +
  "]",
);
`;
}
