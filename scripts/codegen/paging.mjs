// How a list pages, inferred from the shape of its GET operation: the one place that names the page
// fields of the specs (`@nextLink`, `links.next`, `cursor`, `page`...). The catalogue and the SDK's table
// of lists carry what it finds; `paginate`, the CLI and the MCP server read it from there.

/** The page-size query parameter of a list: its name, and its maximum and default when the spec has them. */
function pageSizeOf(queries, name) {
  const param = queries.find((p) => p.name === name);
  if (!param) return undefined;
  const out = { param: name };
  if (typeof param.schema?.maximum === "number") out.max = param.schema.maximum;
  if (typeof param.schema?.default === "number") out.default = param.schema.default;
  return out;
}

/**
 * How a GET operation pages, derived from its shape; undefined when it is not a list.
 * - `@nextLink` in the 200 body: `nextLink` (items in `data`, page size `$maxpagesize`, token `$next`;
 *   a `data` that is one object, not an array, makes each page one item);
 * - `links.next` in the 200 body: `jsonApi` (items in `data`, `page[size]`, `page[after]`);
 * - `cursor` in the 200 body and a `cursor` query parameter: `cursor` (items in `body`, `limit`);
 * - `page` and `pageSize` query parameters: `page` (items in `data`, numbered from the page parameter's
 *   minimum, else 0).
 * `next` says where a page names the next one: a link (whose `cursorParam` query value is the
 * continuation) or the continuation itself; a numbered list has none (the next number is counted).
 * `offsetParam`: the query parameter a continuation replaces (left out of the calls that carry one).
 */
export function paginationOf(operation, pathItem) {
  const params = [...(pathItem.parameters ?? []), ...(operation.parameters ?? [])];
  const queries = params.filter((p) => p.in === "query");
  const has = (name) => queries.some((p) => p.name === name);
  const body = operation.responses?.["200"]?.content?.["application/json"]?.schema;
  const props = body?.properties ?? {};
  const list = (style, items, cursorParam, pageSizeParam, next) => {
    const shape = props[items]?.type;
    // A `@nextLink` page may hold one object in `data` (a sheet's cells, read a chunk at a time): each
    // page is then one item.
    const oneObject = style === "nextLink" && (shape === "object" || props[items]?.properties);
    if (shape !== "array" && !oneObject) {
      throw new Error(`${operation.operationId}: a ${style} list needs a "${items}" array in its 200 body`);
    }
    const pageSize = pageSizeOf(queries, pageSizeParam);
    return { style, items, cursorParam, ...(next ? { next } : {}), ...(pageSize ? { pageSize } : {}) };
  };
  if (props["@nextLink"]) {
    return list("nextLink", "data", "$next", "$maxpagesize", { field: ["@nextLink"], kind: "link" });
  }
  if (props.links?.properties?.next) {
    return list("jsonApi", "data", "page[after]", "page[size]", { field: ["links", "next"], kind: "link" });
  }
  if (props.cursor && has("cursor")) {
    const cursor = list("cursor", "body", "cursor", "limit", { field: ["cursor"], kind: "cursor" });
    // A cursor already says where to go on: a call that carries one leaves the offset out.
    return has("offset") ? { ...cursor, offsetParam: "offset" } : cursor;
  }
  if (has("page") && has("pageSize")) {
    const first = queries.find((p) => p.name === "page").schema?.minimum ?? 0;
    return { ...list("page", "data", "page", "pageSize"), first };
  }
  return undefined;
}
