import type { CatalogOperation } from "@reportkit/catalog";
import { type CatalogOperationSummary, validate } from "@reportkit/catalog/summary";
import { fullOperation } from "../catalogue.js";
import type { Continuation } from "../results/envelope.js";
import { project, SELECT_SCHEMA } from "../results/projection.js";
import { useSdk } from "../sdk.js";
import { compactSchema, firstSentence } from "./compact-schema.js";
import { argumentName, toolName } from "./names.js";
import { type Binding, type ObjectSchema, operationInput, tolerant } from "./schemas.js";
import type { Tool, ToolDefinition } from "./tool.js";

type Args = Record<string, unknown>;

export const WAIT_FOR_OPERATION = "wait_for_operation";
export const LIST_ALL = "list_all";

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The request of a call: each argument where its binding says (openapi-fetch's `params` and `body`). */
export function requestOf(bindings: readonly Binding[], args: Args): Record<string, unknown> {
  const params: Record<"path" | "query" | "header", Args> = { path: {}, query: {}, header: {} };
  let body: unknown;
  for (const binding of bindings) {
    if (!Object.hasOwn(args, binding.argument)) continue;
    const value = args[binding.argument];
    if (binding.in === "body") body = value;
    else params[binding.in][binding.name] = value;
  }
  return body === undefined ? { params } : { params, body };
}

/**
 * The operation a 202 started, read where the catalogue's `accepted` says: its URL and, in it, its id.
 * For an answer the catalogue follows (`follow`: an import's file, a chain run), the URL its read
 * operation reads it at, on `baseUrl` of its API (wait_for_operation follows it until it settles).
 */
function startedOperation(
  operation: CatalogOperation,
  response: Response,
  data: unknown,
  baseUrl?: string,
): { id?: string; location: string } | undefined {
  const { linkedUrl, operationIdIn } = useSdk();
  const { follow, accepted } = operation;
  if (follow && response.ok && response.status !== 202 && baseUrl) {
    const location = linkedUrl(follow, response.headers, data, baseUrl);
    return location ? { location } : undefined;
  }
  if (response.status !== 202 || !accepted) return undefined;
  const link = { location: accepted.location, path: accepted.status };
  const location = linkedUrl(link, response.headers, data, "");
  if (!location) return undefined;
  const id = operationIdIn(link, location);
  return id ? { id, location } : { location };
}

/**
 * The arguments that fetch the page after this one, read with the catalogue's `paging` fields: the
 * continuation a page names (its cursor, or the continuation parameter of its next link), or the next
 * page number of counted pages (none after a short or empty page). Undefined on the last page.
 */
export function nextPageArguments(operation: CatalogOperation, args: Args, data: unknown): Args | undefined {
  const paging = operation.paging;
  if (!paging || !isRecord(data)) return undefined;
  const { continuationOf, pageItemsOf } = useSdk();
  const items = pageItemsOf(paging, data) ?? [];
  const param = argumentName(paging.cursorParam);
  let next: string | number | undefined;
  if (paging.next) {
    // A cursor after an empty page leads nowhere: the service ends some lists that way.
    next = paging.next.kind === "cursor" && items.length === 0 ? undefined : continuationOf(paging, data);
  } else {
    const size = paging.pageSize ? args[argumentName(paging.pageSize.param)] : undefined;
    const short = typeof size === "number" && items.length < size;
    const current = args[param];
    next =
      items.length === 0 || short
        ? undefined
        : (typeof current === "number" ? current : (paging.first ?? 0)) + 1;
  }
  if (next === undefined) return undefined;
  const rest = { ...args };
  // The continuation says where to go on: the position parameter it replaces is left out.
  if (paging.offsetParam) delete rest[argumentName(paging.offsetParam)];
  return { ...rest, [param]: next };
}

function describe(operation: CatalogOperation): string {
  const effect = operation.read
    ? "Reads only."
    : operation.destructive
      ? "Changes data; may delete or overwrite."
      : "Changes data (adds, never removes).";
  const lines = [
    operation.summary.replace(/\.?$/, "."),
    operation.description,
    `${operation.method} ${operation.path}. ${effect}`,
  ];
  if (operation.async) {
    lines.push(`Answers 202 with \`operation\` (id, location): call ${WAIT_FOR_OPERATION} to wait for it.`);
  } else if (operation.follow) {
    lines.push(
      `Starts work its \`operation.location\` reports on: call ${WAIT_FOR_OPERATION} to follow it until it settles.`,
    );
  }
  if (operation.paging) {
    lines.push(`A paged list: \`nextPage\` fetches the next page; ${LIST_ALL} walks several.`);
  }
  return lines.filter(Boolean).join("\n\n");
}

/** The input schema `tools/list` gives: compact, and the body said in its first sentence only. */
function listedSchema(schema: ObjectSchema): ObjectSchema {
  const listed = compactSchema(schema);
  const body = listed.properties.body;
  if (body?.description) {
    const prefix = /^The request body[^.]*\.\s*/.exec(body.description)?.[0] ?? "";
    const rest = firstSentence(body.description.slice(prefix.length));
    listed.properties.body = { ...body, description: `${prefix}${rest}`.trim() };
  }
  return listed;
}

/** Whatever is built once per operation tool, when it is first listed or called (never at start). */
function built(operation: CatalogOperation, name: string) {
  const input = operationInput(operation);
  // Every read takes `select`, a JMESPath expression over its answer's data (never sent to the service).
  const schema: ObjectSchema = operation.read
    ? { ...input.schema, properties: { ...input.schema.properties, select: SELECT_SCHEMA } }
    : input.schema;
  const definition: ToolDefinition = {
    name,
    title: operation.summary,
    description: describe(operation),
    inputSchema: listedSchema(schema),
    // What differs from the protocol's defaults (openWorldHint true, idempotentHint false), and
    // destructiveHint for every write.
    annotations: {
      readOnlyHint: operation.read,
      ...(operation.read ? {} : { destructiveHint: operation.destructive }),
      ...(operation.idempotent ? { idempotentHint: true } : {}),
    },
  };
  const dataSchema = operation.response ? tolerant(operation.response.schema) : undefined;
  return { bindings: input.bindings, schema, definition, dataSchema };
}

/**
 * The tool of one operation of the catalogue: arguments checked by the catalogue's validator, the call
 * made through the SDK. Its name, access and APIs are known at once from the operation's summary; its
 * schemas and definition are built from the operation table when first listed or called, once the
 * table is loaded (a server of the default tool list loads neither).
 */
export function operationTool(summary: CatalogOperationSummary): Tool<Args> {
  const name = toolName(summary);
  let parts: (ReturnType<typeof built> & { operation: CatalogOperation }) | undefined;
  const lazy = () => {
    if (!parts) {
      const operation = fullOperation(summary);
      parts = { ...built(operation, name), operation };
    }
    return parts;
  };
  return {
    name,
    get definition() {
      return lazy().definition;
    },
    access: summary.read ? "read" : "write",
    apis: [summary.api],
    operation: summary,
    fromTable: true,
    parse(args) {
      const value = args ?? {};
      const problems = validate(lazy().schema, value, "arguments").map((p) => `${p.path} ${p.message}`);
      return problems.length === 0 ? { ok: true, value: value as Args } : { ok: false, problems };
    },
    async run(args, call, runtime) {
      const { operation } = lazy();
      const client = runtime.connection().client(operation);
      const send = client[operation.method];
      if (!send) throw new Error(`The client does not send ${operation.method}.`);
      const { data, response } = await send(operation.path, {
        ...requestOf(lazy().bindings, args),
        signal: call.signal,
      });
      const structured: Args = { status: response.status };
      const requestId = useSdk().requestIdOf(response.headers);
      if (requestId) structured.requestId = requestId;
      if (data !== undefined && data !== "") {
        const { dataSchema } = lazy();
        const problems = dataSchema ? validate(dataSchema, data, "data") : [];
        if (problems.length > 0)
          structured.specMismatch = problems.slice(0, 10).map((p) => `${p.path} ${p.message}`);
        if (typeof args.select === "string") structured.selected = await project(data, args.select, name);
        else structured[problems.length === 0 ? "data" : "uncheckedData"] = data;
      }
      const apis = runtime.connection().rk as unknown as Record<string, { wiring?: { baseUrl: string } }>;
      const started = startedOperation(operation, response, data, apis[operation.family]?.wiring?.baseUrl);
      if (started) structured.operation = started;
      const next = nextPageArguments(operation, args, data);
      if (next) structured.nextPage = { tool: name, arguments: next } satisfies Continuation;
      return { structured, bulk: ["data", "uncheckedData", "selected"] };
    },
  };
}
