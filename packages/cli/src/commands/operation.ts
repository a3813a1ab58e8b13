import type { CatalogOperation, JsonSchema } from "@reportkit/catalog";
import { Command, Option } from "commander";
import { completesTo } from "../completion/values.js";
import { confirm } from "../confirm.js";
import { UsageError } from "../errors.js";
import type { GlobalOptions } from "../global-options.js";
import type { Context } from "../io.js";
import { coerce, typesOf } from "../request/coerce.js";
import { execute } from "../request/execute.js";
import { parseField, setNested, typedValue } from "../request/fields.js";
import { collect, parseHeaders } from "../request/headers.js";
import { fillPath, type PreparedRequest } from "../request/prepared.js";
import { parseJson, readAtFile } from "../request/read-input.js";
import { operationFooter, optionHelp } from "./help-text.js";
import { type CommandName, kebab } from "./names.js";

/** Option names a generated command keeps for itself (and the global ones). */
const RESERVED = new Set([
  "profile",
  "client-secret-file",
  "client-secret-stdin",
  "format",
  "jsonl",
  "fields",
  "jq",
  "template",
  "output",
  "dry-run",
  "yes",
  "debug",
  "help",
  "version",
  "raw-field",
  "field",
  "input",
  "header",
  "paginate",
  "wait",
  "include",
]);

/** One option of a generated command and where its value goes. */
export interface Binding {
  /** commander's attribute name for the option. */
  attribute: string;
  flag: string;
  target: "query" | "header" | "body";
  name: string;
  schema: JsonSchema;
  description: string | undefined;
  required: boolean;
}

/** The values a schema names (a closed or an open enum), as completion offers them. */
const enumOf = (schema: JsonSchema): string[] | undefined => {
  const values = schema.enum ?? schema["x-extensible-enum"];
  return values?.length ? values.filter((v) => v !== null).map(String) : undefined;
};

/** A body member that is only ever true or false: a flag without a value (`--no-<name>` for false). */
export const isBooleanMember = (b: Binding) =>
  b.target === "body" && typesOf(b.schema).size === 1 && typesOf(b.schema).has("boolean");

/**
 * The options of an operation's command, in order: its query and header parameters, then its body's
 * top-level members; each named in kebab case, prefixed with where it goes when the name is taken.
 */
export function bindingsOf(operation: CatalogOperation): Binding[] {
  const bindings: Binding[] = [];
  const used = new Set(RESERVED);
  const bind = (
    target: Binding["target"],
    name: string,
    schema: JsonSchema,
    description: string | undefined,
    required: boolean,
  ) => {
    let base = kebab(name) || "value";
    if (used.has(base)) base = `${target === "body" ? "body" : target}-${base}`;
    used.add(base);
    const flag = `--${base}`;
    bindings.push({ attribute: attributeOf(flag), flag, target, name, schema, description, required });
  };
  for (const p of operation.parameters)
    if (p.in !== "path") bind(p.in, p.name, p.schema, p.description, p.required);
  const body = operation.requestBody?.schema;
  const bodyRequired = new Set(body?.required ?? []);
  for (const [member, schema] of Object.entries(body?.properties ?? {}))
    bind("body", member, schema, schema.description, bodyRequired.has(member));
  return bindings;
}

const attributeOf = (flag: string) =>
  flag.replace(/^--/, "").replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());

/** Path parameters in the order the template names them (the command's arguments). */
export const pathParamsOf = (operation: CatalogOperation) =>
  [...operation.path.matchAll(/\{([^}]+)\}/g)].map(
    (m) => operation.parameters.find((p) => p.in === "path" && p.name === m[1])!,
  );

/**
 * The command of one operation: path parameters as arguments, query and header parameters and the body's
 * top-level members as options (objects and lists as JSON), -f/-F/--input for anything deeper, --wait
 * for 202 operations and --paginate for lists. Inputs are checked against the spec before sending.
 */
export function operationCommand(
  operation: CatalogOperation,
  name: CommandName,
  globals: () => GlobalOptions,
  ctx: Context,
): Command {
  const command = new Command(name.action).description(operation.summary);
  if (name.alias) command.alias(name.alias);
  const pathParams = pathParamsOf(operation);
  for (const p of pathParams) command.argument(`<${p.name}>`, (p.description || p.name).replace(/\s+/g, " "));

  const bindings = bindingsOf(operation);
  for (const binding of bindings) {
    const { flag, schema } = binding;
    const boolean = isBooleanMember(binding);
    const list = typesOf(schema).has("array");
    const option = new Option(
      boolean ? flag : `${flag} <value>`,
      optionHelp(binding.description, schema, binding.required),
    );
    if (list) option.argParser(collect);
    const values = enumOf(list ? (schema.items ?? {}) : schema);
    command.addOption(values ? completesTo(option, values) : option);
    if (boolean)
      command.addOption(new Option(`--no-${flag.slice(2)}`, `send ${binding.name}: false`).hideHelp());
  }
  if (operation.requestBody) {
    command
      .option(
        "-f, --raw-field <key=value>",
        "a body member as text (name[sub]=... for nested members)",
        collect,
      )
      .option(
        "-F, --field <key=value>",
        "a typed body member: true, false, null, numbers, @file, @-",
        collect,
      )
      .option("--input <file>", "the whole request body as JSON, from a file or - (stdin)");
  }
  command.option("-H, --header <header>", 'an extra header, "Name: value"', collect);
  if (operation.async)
    command.option("--wait", "wait for the operation to complete, with a progress line on stderr");
  else if (operation.follow || operation.settles)
    command.option("--wait", "follow it until its status settles, with a progress line on stderr");
  if (operation.paging) command.option("--paginate", "follow every page and print every item");
  command.option("-i, --include", "print the status line and headers before the body");

  const usage = `reportkit api ${operation.method} ${operation.path.replace(/\{([^}]+)\}/g, "<$1>")}`;
  command.addHelpText("after", operationFooter(operation, usage));

  command.action(async (...args: unknown[]) => {
    const values = args.slice(0, pathParams.length) as string[];
    const options = args[pathParams.length] as Record<string, unknown>;
    const request = buildRequest(
      ctx,
      operation,
      pathParams.map((p, i) => [p.name, values[i]!] as const),
      bindings,
      options,
    );
    const labels = new Map(bindings.map((b) => [`${b.target}:${b.name}`, b.flag]));
    const g = globals();
    await execute(ctx, request, g, {
      ...(operation.destructive ? { confirm: () => confirm(ctx, question(request), g.yes) } : {}),
      paginate: options.paginate === true,
      wait: options.wait === true,
      include: options.include === true,
      label: (paramName, where) =>
        where === "path" ? `<${paramName}>` : (labels.get(`${where}:${paramName}`) ?? paramName),
    });
  });
  return command;
}

/** What a confirmation asks: the operation's summary and the request (`Delete a user (DELETE /v1/...)?`). */
export const question = (request: PreparedRequest) =>
  `${request.operation?.summary ?? "Send"} (${request.method} ${fillPath(request)})?`;

function buildRequest(
  ctx: Context,
  operation: CatalogOperation,
  path: readonly (readonly [string, string])[],
  bindings: readonly Binding[],
  options: Record<string, unknown>,
): PreparedRequest {
  const query: Record<string, unknown> = {};
  const headers = parseHeaders((options.header as string[] | undefined) ?? []);
  let body: Record<string, unknown> | undefined;
  if (typeof options.input === "string") {
    const parsed = parseJson(
      readAtFile(ctx, options.input === "-" ? "@-" : `@${options.input}`, "--input"),
      `--input ${options.input}`,
    );
    // An object, or a list where the spec's body is one (a JSON Patch, a batch of edits); the spec's
    // schema checks it before anything is sent.
    const list = typesOf(operation.requestBody?.schema ?? {}).has("array");
    if (parsed === null || typeof parsed !== "object" || Array.isArray(parsed) !== list)
      throw new UsageError(`--input: the body must be a JSON ${list ? "list" : "object"}.`);
    body = parsed as Record<string, unknown>;
  }
  for (const binding of bindings) {
    const raw = options[binding.attribute];
    if (raw === undefined) continue;
    const value = Array.isArray(raw)
      ? raw.length === 1 && /^\s*\[/.test(String(raw[0]))
        ? coerce(ctx, binding.schema, String(raw[0]), binding.flag)
        : raw.map((r) => coerce(ctx, binding.schema.items ?? {}, String(r), binding.flag))
      : typeof raw === "boolean"
        ? raw
        : coerce(ctx, binding.schema, String(raw), binding.flag);
    if (binding.target === "query") query[binding.name] = value;
    else if (binding.target === "header") headers[binding.name] = String(value);
    else {
      body ??= {};
      body[binding.name] = value;
    }
  }
  for (const [list, typed] of [
    ["rawField", false],
    ["field", true],
  ] as const) {
    for (const text of (options[list] as string[] | undefined) ?? []) {
      const field = parseField(text, typed);
      body ??= {};
      setNested(body, field.key, typedValue(ctx, field));
    }
  }
  if (body === undefined && operation.requestBody?.required) body = {};
  return {
    family: operation.family,
    operation,
    method: operation.method,
    path: operation.path,
    pathParams: Object.fromEntries(path),
    query,
    headers,
    ...(body === undefined ? {} : { body }),
  };
}
