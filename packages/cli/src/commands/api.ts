import type { CatalogApiName, CatalogFamily, CatalogOperation } from "@reportkit/catalog";
import { Command, Option } from "commander";
import { API_COMMANDS } from "../apis.js";
import { confirm } from "../confirm.js";
import { UsageError } from "../errors.js";
import type { GlobalOptions } from "../global-options.js";
import type { Context } from "../io.js";
import { coerce } from "../request/coerce.js";
import { execute } from "../request/execute.js";
import { type Field, parseField, setNested, typedValue } from "../request/fields.js";
import { collect, parseHeaders } from "../request/headers.js";
import type { PreparedRequest } from "../request/prepared.js";
import { parseJson, readAtFile } from "../request/read-input.js";
import { question } from "./operation.js";

interface ApiOptions {
  api?: string;
  rawField?: string[];
  field?: string[];
  input?: string;
  header?: string[];
  paginate?: boolean;
  wait?: boolean;
  include?: boolean;
  method?: string;
  limit?: string;
}

const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE", "HEAD"];
const API_NAMES = Object.keys(API_COMMANDS) as CatalogApiName[];

/** Which operation (and API) a method and path are: `--api`, else the one API whose spec has the path. */
async function locate(method: string, path: string, api: string | undefined) {
  const { matchPath } = await import("@reportkit/catalog");
  if (api !== undefined && !API_NAMES.includes(api as CatalogApiName)) {
    throw new UsageError(`--api ${api}: use one of ${API_NAMES.join(", ")}.`);
  }
  const matches = matchPath(method, path, api ? [api as CatalogApiName] : API_NAMES);
  if (matches.length > 1) {
    throw new UsageError(
      `${method} ${path} is in more than one API (${matches.map((m) => m.operation.api).join(", ")}): choose one with --api.`,
    );
  }
  const [match] = matches;
  if (!match && !api) {
    throw new UsageError(
      `${method} ${path} is not an operation of the specs: name its API with --api (${API_NAMES.join(", ")}).`,
    );
  }
  const family: CatalogFamily =
    match?.operation.family ?? (api === "processes-preview" ? "platform" : (api as CatalogFamily));
  return { operation: match?.operation, pathParams: match?.pathParams ?? {}, family };
}

/** A query value: `-f` text read as the parameter's schema says (query values are text on the wire). */
function queryValue(ctx: Context, field: Field, operation: CatalogOperation | undefined): unknown {
  const param = operation?.parameters.find((p) => p.in === "query" && p.name === field.key);
  if (!field.typed && param) return coerce(ctx, param.schema, field.raw, `-f ${field.key}`);
  return typedValue(ctx, field);
}

/**
 * The method and path of `api [method] <endpoint>`: gh's endpoint-first form takes -X/--method, else GET
 * without fields and POST with them (or with --input); the older method-first form still works.
 */
export function methodAndPath(
  first: string,
  second: string | undefined,
  options: Pick<ApiOptions, "method" | "rawField" | "field" | "input">,
): { method: string; pathText: string } {
  if (second !== undefined) {
    if (options.method !== undefined)
      throw new UsageError(`-X ${options.method} and ${first}: give the method once.`);
    return { method: first.toUpperCase(), pathText: second };
  }
  if (options.method !== undefined) return { method: options.method.toUpperCase(), pathText: first };
  const withBody =
    (options.rawField?.length ?? 0) > 0 || (options.field?.length ?? 0) > 0 || options.input !== undefined;
  return { method: withBody ? "POST" : "GET", pathText: first };
}

/** `--limit N`: a whole number of items, at least 1. */
function limitOf(text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  if (!/^\d+$/.test(text) || Number(text) < 1)
    throw new UsageError(`--limit ${text}: give a whole number, 1 or more.`);
  return Number(text);
}

/** `reportkit api [method] <endpoint>`: any endpoint, `gh api` style. */
export function apiCommand(globals: () => GlobalOptions, ctx: Context): Command {
  return new Command("api")
    .description("Call any endpoint of the four APIs (the API is found from the path, or named with --api)")
    .argument(
      "<endpoint>",
      "the path, as in the specs (/v1/security/users, /files/<id>/copy); a ?query is kept. Also: <method> <endpoint>",
    )
    .argument("[path]", "the path, when the method comes first")
    .option("-X, --method <method>", `${METHODS.join(", ")} (default: GET, or POST with fields or --input)`)
    .addOption(new Option("--api <name>", "the API, when the path alone does not say").choices(API_NAMES))
    .option(
      "-f, --raw-field <key=value>",
      "a string field: query parameter (GET, DELETE) or body member",
      collect,
    )
    .option(
      "-F, --field <key=value>",
      "a typed field: true, false, null, numbers, @file, @- (stdin)",
      collect,
    )
    .option(
      "--input <file>",
      "the request body as JSON, from a file or - (stdin); fields then go to the query",
    )
    .option("-H, --header <header>", 'an extra header, "Name: value"', collect)
    .option("--paginate", "follow every page of a list and print every item")
    .option("--limit <n>", "at most this many items, following pages as needed (lists)")
    .option("--wait", "wait for a 202 operation, with a progress line on stderr")
    .option("-i, --include", "print the status line and headers before the body")
    .addHelpText(
      "after",
      `
Examples:
  reportkit api /v1/security/users --paginate --jsonl
  reportkit api /v1/security/users --limit 5 --jq '.[].email'
  reportkit api /files/<fileId>/copy -f destinationName="Q3 copy" --wait     (POST: it has fields)
  reportkit api -X DELETE /v1/security/users/<userId>
  reportkit api /organizations/<org>/workspaces/<ws>/activities -X GET -f '$maxpagesize=10' --fields id,summary`,
    )
    .action(async (first: string, second: string | undefined, options: ApiOptions) => {
      const { method, pathText } = methodAndPath(first, second, options);
      if (!METHODS.includes(method)) throw new UsageError(`${method}: use one of ${METHODS.join(", ")}.`);
      const limit = limitOf(options.limit);
      if (!pathText.startsWith("/"))
        throw new UsageError(`${pathText}: a path starts with / (the API's base address is added).`);
      const [path = "/", search = ""] = pathText.split("?", 2);
      const { operation, pathParams, family } = await locate(method, path, options.api);
      const query: Record<string, unknown> = {};
      for (const [key, raw] of new URLSearchParams(search))
        query[key] = queryValue(ctx, { key, raw, typed: false }, operation);
      const fields = [
        ...(options.rawField ?? []).map((f) => parseField(f, false)),
        ...(options.field ?? []).map((f) => parseField(f, true)),
      ];
      let body: unknown;
      if (options.input !== undefined) {
        const text =
          options.input === "-"
            ? readAtFile(ctx, "@-", "--input")
            : readAtFile(ctx, `@${options.input}`, "--input");
        body = parseJson(text, `--input ${options.input}`);
      }
      const bodiless = method === "GET" || method === "HEAD" || method === "DELETE";
      for (const field of fields) {
        const isQuery =
          bodiless ||
          options.input !== undefined ||
          operation?.parameters.some((p) => p.in === "query" && p.name === field.key);
        if (isQuery) query[field.key] = queryValue(ctx, field, operation);
        else {
          body ??= {};
          if (typeof body !== "object" || body === null || Array.isArray(body))
            throw new UsageError("fields need an object body.");
          setNested(body as Record<string, unknown>, field.key, typedValue(ctx, field));
        }
      }
      if (body === undefined && operation?.requestBody?.required) body = {};
      const request: PreparedRequest = {
        family,
        ...(operation ? { operation } : {}),
        method,
        path: operation ? operation.path : path,
        pathParams: operation ? pathParams : {},
        query,
        headers: parseHeaders(options.header ?? []),
        ...(body === undefined ? {} : { body }),
      };
      const g = globals();
      const destructive = operation ? operation.destructive : method === "DELETE";
      await execute(ctx, request, g, {
        ...(destructive ? { confirm: () => confirm(ctx, question(request), g.yes) } : {}),
        paginate: options.paginate === true || limit !== undefined,
        wait: options.wait === true,
        include: options.include === true,
        ...(limit === undefined ? {} : { limit }),
      });
    });
}
