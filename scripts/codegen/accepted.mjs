// What an operation that answers 202 says about the long operation it starts: where its URL is read,
// the path that URL has (the operation's status endpoint), and its results endpoint. Declared in the
// specs (specs/README.md, "Long operations"; linted by specs/redocly.yaml):
// - `x-reportkit-operation-location: <path>` on a 202 body property or header: that value is the
//   operation's URL, a URL of `<path>` (`/operations/{operationId}`); body properties are read first,
//   then headers, each in spec order.
// - `x-reportkit-results: <path>` on an operation: its results are listed at `<path>`.
import { paginationOf } from "./paging.mjs";

const LOCATION = "x-reportkit-operation-location";
const RESULTS = "x-reportkit-results";

/** The GET operation of `path` in `doc`, or an error naming what declared it. */
function getOf(doc, path, what) {
  const pathItem = doc.paths?.[path];
  if (!pathItem?.get) throw new Error(`${what} names ${path}, which has no GET operation in the same spec`);
  return { pathItem, operation: pathItem.get };
}

/** The results endpoint: `/operations/{operationId}/copyFileResults` is the kind `copyFile`. */
function resultsOf(operation, doc) {
  const path = operation[RESULTS];
  if (path === undefined) return undefined;
  const what = `${operation.operationId}'s ${RESULTS}`;
  const kind = /\/([a-z][A-Za-z]*)Results$/.exec(path)?.[1];
  if (!kind) throw new Error(`${what} must end in /<kind>Results: ${path}`);
  const results = getOf(doc, path, what);
  return { path, kind, paged: paginationOf(results.operation, results.pathItem) !== undefined };
}

/**
 * `{ location, status, results? }` of an operation answering 202, undefined for any other. `location`
 * lists where its URL is read, in order: `{ in: "body" | "header", name }`.
 */
export function acceptedOf(operation, doc) {
  const response = operation.responses?.["202"];
  if (!response) {
    if (operation[RESULTS] !== undefined) throw new Error(`${operation.operationId}: results without a 202`);
    return undefined;
  }
  const marked = [];
  const properties = response.content?.["application/json"]?.schema?.properties ?? {};
  for (const [name, schema] of Object.entries(properties)) {
    if (schema?.[LOCATION] !== undefined) marked.push({ in: "body", name, path: schema[LOCATION] });
  }
  for (const [name, header] of Object.entries(response.headers ?? {})) {
    if (header?.[LOCATION] !== undefined) marked.push({ in: "header", name, path: header[LOCATION] });
  }
  const what = `${operation.operationId}'s 202`;
  if (marked.length === 0) throw new Error(`${what} marks no ${LOCATION} (a header or a body property)`);
  const status = marked[0].path;
  if (marked.some((m) => m.path !== status)) throw new Error(`${what}: its ${LOCATION} name different paths`);
  getOf(doc, status, `${what}'s ${LOCATION}`);
  const results = resultsOf(operation, doc);
  return {
    location: marked.map((m) => ({ in: m.in, name: m.name })),
    status,
    ...(results ? { results } : {}),
  };
}
