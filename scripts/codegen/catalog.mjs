// The operation catalogue (`@reportkit/catalog`): one table of every operation of every spec, the one
// place that knows, per operation, how it pages, whether it answers 202 and where that operation's URL
// is, its results endpoint, scopes, read or write, destructive or not. The command line and the MCP
// server read it as it is; the SDK reads compact tables derived from it (sdk-tables.mjs).
//
// What each entry says (packages/catalog/README.md repeats it):
// - read: GET or HEAD. idempotent: GET, HEAD, OPTIONS, PUT, DELETE (RFC 9110); POST and PATCH are not.
// - destructive, scopes, parameters, requestBody, response: facts.mjs.
// - async: the operation may answer 202; accepted: where its operation is (accepted.mjs).
// - paging: how a GET list pages and with which fields (paging.mjs); absent for anything else.
// - follow: the operation that reads its state until it settles (follow.mjs); settles: on that operation,
//   its status field and the values that end it.
import { acceptedOf } from "./accepted.mjs";
import { isDestructive, parametersOf, requestBodyOf, responseOf, scopesOf } from "./facts.mjs";
import { followOf, settlesOf } from "./follow.mjs";
import { paginationOf } from "./paging.mjs";
import { loadResolved, operationsOf } from "./spec.mjs";

/** One catalogue entry (see the list at the top). */
function entryOf(api, doc, { path, pathItem, method, operation }) {
  if (!operation.operationId) throw new Error(`${api.name}: ${method} ${path} has no operationId`);
  const paging = method === "get" ? paginationOf(operation, pathItem) : undefined;
  const accepted = acceptedOf(operation, doc);
  const follow = followOf(operation, doc, pathItem);
  const settles = settlesOf(operation);
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
    async: accepted !== undefined,
    ...(accepted ? { accepted } : {}),
    ...(paging ? { paging } : {}),
    ...(follow ? { follow } : {}),
    ...(settles ? { settles } : {}),
    parameters: parametersOf(operation, pathItem),
  };
  const requestBody = requestBodyOf(operation);
  if (requestBody) entry.requestBody = requestBody;
  const response = responseOf(operation);
  if (response) entry.response = response;
  return entry;
}

/** The entries of one API's spec, worked out once per process (`pnpm generate` asks for them per target). */
const entriesByApi = new Map();
function entriesOf(api) {
  if (!entriesByApi.has(api.spec)) {
    const doc = loadResolved(api.spec);
    entriesByApi.set(
      api.spec,
      Array.from(operationsOf(doc), (found) => entryOf(api, doc, found)),
    );
  }
  return entriesByApi.get(api.spec);
}

/** Every operation of `apis` (apis.mjs's listApis), in spec order. Read them; never change them. */
export function catalogOperations(apis) {
  const operations = apis.flatMap(entriesOf);
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
export function catalogSource(operations, header) {
  const lines = operations.map((op, i) => singleQuoted(`${i === 0 ? "[" : ","}${JSON.stringify(op)}`));
  return `${header}
import type { CatalogOperation } from "../types.js";

/** Every operation of every spec, in spec order (${operations.length} operations). */
export const OPERATIONS: readonly CatalogOperation[] = JSON.parse(
  ${lines.join(" +\n  ")} +
  "]",
);
`;
}

/** What a summary keeps of an operation: enough to name it, place it in a toolset and say if it reads. */
const SUMMARY_FIELDS = ["api", "family", "operationId", "tag", "read", "destructive"];

/**
 * The small module beside the table (`@reportkit/catalog/summary`): the API names and, per operation,
 * only {@link SUMMARY_FIELDS}, so that a program can name and sort every operation without loading the
 * table (the MCP server's start).
 */
export function summarySource(operations, header) {
  const apiNames = [...new Set(operations.map((op) => op.api))];
  const rows = operations.map((op) => JSON.stringify(SUMMARY_FIELDS.map((field) => op[field])));
  return `${header}
import type { CatalogOperationSummary } from "../types.js";

/** The APIs of the specs (specs/redocly.yaml), a preview version being an API of its own. */
export const CATALOG_APIS = ${JSON.stringify(apiNames)} as const;

const FIELDS = ${JSON.stringify(SUMMARY_FIELDS)} as const;

/** Every operation of every spec, in spec order (${operations.length} operations), summarised. */
export const OPERATION_SUMMARIES: readonly CatalogOperationSummary[] = (
  JSON.parse(
    '[' +
      ${rows.map((row, i) => singleQuoted(`${i === 0 ? "" : ","}${row}`)).join(" +\n      ")} +
      "]",
  ) as unknown[][]
).map((row) => Object.fromEntries(FIELDS.map((field, i) => [field, row[i]])) as CatalogOperationSummary);
`;
}
