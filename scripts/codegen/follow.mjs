// What an operation that answers at once but goes on working says about following it to its end.
// Declared in the specs (specs/README.md, "Operations followed until they settle"):
// - a standard OpenAPI response `link` from the starting operation's 2xx answer to the operation that
//   reads its state, each of that operation's path parameters filled by `$response.body#/<pointer>`;
// - `x-reportkit-settles: { status, done, failed }` on the read operation: the JSON pointer of the status
//   in its 200 body, and the values that end the follow well (`done`) or badly (`failed`).
// Checked here, so `pnpm generate` fails on a malformed declaration: the linked operation exists in the
// same spec and has `x-reportkit-settles`, every path parameter is filled, each pointer names a property
// of the response schema, and the values are among the status's (open) enum when it has one.
import { METHODS } from "./spec.mjs";

const SETTLES = "x-reportkit-settles";
const BODY = "$response.body#";

/** The 2xx JSON response of `operation` (the first one), with its status code. */
function successOf(operation) {
  for (const [code, response] of Object.entries(operation.responses ?? {})) {
    if (/^2\d\d$/.test(code) && code !== "202") return { code, response };
  }
  return undefined;
}

/** The schema `pointer` (`/body/status`) names inside `schema`, following `properties`; undefined when none. */
function schemaAt(schema, pointer) {
  let node = schema;
  for (const part of pointer.split("/").slice(1)) {
    node = node?.properties?.[part.replaceAll("~1", "/").replaceAll("~0", "~")];
  }
  return node;
}

const jsonSchemaOf = (response) => response?.content?.["application/json"]?.schema;

/** `{ status, done, failed }` of a read operation with `x-reportkit-settles`, undefined without. */
export function settlesOf(operation) {
  const settles = operation[SETTLES];
  if (settles === undefined) return undefined;
  const what = `${operation.operationId}'s ${SETTLES}`;
  const { status, done, failed } = settles;
  if (typeof status !== "string" || !status.startsWith("/"))
    throw new Error(`${what}: status must be a JSON pointer`);
  for (const [name, values] of Object.entries({ done, failed })) {
    if (!Array.isArray(values) || values.length === 0 || values.some((v) => typeof v !== "string")) {
      throw new Error(`${what}: ${name} must list status values`);
    }
  }
  const field = schemaAt(jsonSchemaOf(operation.responses?.["200"]), status);
  if (!field) throw new Error(`${what}: its 200 body has no ${status}`);
  const known = field.enum ?? field["x-extensible-enum"];
  const unknown = [...done, ...failed].filter((v) => known && !known.includes(v));
  if (unknown.length > 0) throw new Error(`${what}: ${unknown.join(", ")} not among the values of ${status}`);
  return { status, done, failed };
}

/** The operation `operationId` of `doc`: `{ path, method, operation }`. */
function findOperation(doc, operationId) {
  for (const [path, pathItem] of Object.entries(doc.paths ?? {})) {
    for (const [method, operation] of Object.entries(pathItem)) {
      if (operation?.operationId === operationId) return { path, method, operation, pathItem };
    }
  }
  return undefined;
}

/**
 * `{ operationId, path, parameters, status, done, failed }` of an operation whose answer links to an
 * operation that settles (`parameters`: path parameter -> JSON pointer in the starting answer's body);
 * undefined for any other.
 */
export function followOf(operation, doc, pathItem = {}) {
  const success = successOf(operation);
  const links = Object.entries(success?.response.links ?? {});
  const what = `${operation.operationId}'s link`;
  const follows = [];
  for (const [name, link] of links) {
    const target = findOperation(doc, link.operationId);
    if (!target) throw new Error(`${what} ${name} names ${link.operationId}, which is not in the same spec`);
    const settles = settlesOf(target.operation);
    if (!settles) continue;
    const names = [...(target.pathItem.parameters ?? []), ...(target.operation.parameters ?? [])]
      .filter((p) => p.in === "path")
      .map((p) => p.name);
    const parameters = {};
    for (const [param, expression] of Object.entries(link.parameters ?? {})) {
      if (!names.includes(param))
        throw new Error(`${what} ${name} fills ${param}, not a path parameter of ${link.operationId}`);
      if (typeof expression !== "string" || !expression.startsWith(BODY)) {
        throw new Error(`${what} ${name}: ${param} must be read from ${BODY}/<pointer>`);
      }
      const pointer = expression.slice(BODY.length);
      if (!schemaAt(jsonSchemaOf(success.response), pointer)) {
        throw new Error(`${what} ${name}: the ${success.code} body has no ${pointer}`);
      }
      parameters[param] = pointer;
    }
    const missing = names.filter((n) => !(n in parameters));
    if (missing.length > 0)
      throw new Error(`${what} ${name} leaves ${missing.join(", ")} of ${link.operationId} unfilled`);
    if (target.method !== "get") throw new Error(`${what} ${name}: ${link.operationId} must be a GET`);
    follows.push({ operationId: link.operationId, path: target.path, parameters, ...settles });
  }
  if (follows.length > 1)
    throw new Error(`${operation.operationId} links to more than one operation that settles`);
  // The SDK knows a followed answer by its URL alone (a Response names no method): one operation per path.
  const others = Object.keys(pathItem).filter((key) => METHODS.includes(key) && pathItem[key] !== operation);
  if (follows.length > 0 && others.length > 0) {
    throw new Error(`${operation.operationId} is followed, so its path may hold no other operation`);
  }
  return follows[0];
}
