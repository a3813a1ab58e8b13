// The reportkit code of one operation for the API reference: the call that makes it, with the
// parameters' and bodies' examples (the sandbox's seed-1 ids), preceded, where a path takes an id the
// API makes, by the call that makes one (made-ids.mjs). Every sample runs as pasted against the sandbox
// with the variables it prints (@reportkit/snippet-tests runs them all).
import { IMPORT_PATH, MADE_ID_PATHS, MADE_NAMES, madeBy, preparedBy, sampleBytesOf } from "./made-ids.mjs";

/** How reportkit reaches each API of specs/redocly.yaml (keyed by the bundle's file name). */
const CLIENTS = {
  platform: { client: "rk.platform", title: "the platform API" },
  prep: { client: "rk.prep", title: "the data-preparation API" },
  chains: { client: "rk.chains", title: "the chains and security API" },
  "processes-preview": { client: "processes", title: "the processes preview", preview: true },
  auth: { client: null, title: "the token endpoint" },
};

/** Resolves a local `$ref` (`#/components/...`) of a bundled spec; anything else is returned as is. */
function deref(spec, node, seen = new Set()) {
  if (!node || typeof node !== "object" || typeof node.$ref !== "string") return node;
  if (!node.$ref.startsWith("#/") || seen.has(node.$ref)) return node;
  seen.add(node.$ref);
  let target = spec;
  for (const part of node.$ref.slice(2).split("/")) {
    target = target?.[part.replace(/~1/g, "/").replace(/~0/g, "~")];
  }
  return deref(spec, target, seen);
}

function exampleOf(spec, holder) {
  const node = deref(spec, holder);
  if (!node || typeof node !== "object") return undefined;
  if (node.example !== undefined) return node.example;
  const first = node.examples && Object.values(node.examples)[0];
  if (first !== undefined) {
    const resolved = deref(spec, first);
    return resolved && typeof resolved === "object" && "value" in resolved ? resolved.value : resolved;
  }
  const schema = deref(spec, node.schema);
  if (schema?.example !== undefined) return schema.example;
  if (Array.isArray(schema?.examples) && schema.examples.length) return schema.examples[0];
  return undefined;
}

/** A schema-shaped placeholder when the spec gives no example: required properties only, shallow. */
function placeholderOf(spec, schemaNode, depth = 0) {
  const schema = deref(spec, schemaNode) ?? {};
  if (schema.example !== undefined) return schema.example;
  if (schema.default !== undefined) return schema.default;
  if (Array.isArray(schema.enum) && schema.enum.length) return schema.enum[0];
  if (schema.const !== undefined) return schema.const;
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== "null") : schema.type;
  if (schema.allOf || schema.oneOf || schema.anyOf) {
    const first = (schema.allOf ?? schema.oneOf ?? schema.anyOf)[0];
    return placeholderOf(spec, first, depth);
  }
  if (type === "array") return depth > 3 ? [] : [placeholderOf(spec, schema.items, depth + 1)];
  if (type === "object" || schema.properties) {
    if (depth > 3) return {};
    const out = {};
    for (const name of schema.required ?? []) {
      out[name] = placeholderOf(spec, schema.properties?.[name], depth + 1);
    }
    return out;
  }
  if (type === "integer" || type === "number") return 0;
  if (type === "boolean") return false;
  return "string";
}

/** Code a literal prints as is (an id read from an earlier answer, `operation.id`). */
class Code {
  constructor(text) {
    this.text = text;
  }
}

const IDENT = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/**
 * A multipart body (a file upload) as a FormData with one part per member, sent as
 * `multipart/form-data`; `as never` because the typed body cannot name a FormData yet.
 */
const formOf = (value) =>
  `Object.entries(${literal(value, "  ")}).reduce(\n    (form, [name, value]) => (form.append(name, String(value)), form),\n    new FormData(),\n  ) as never`;

/** A JavaScript literal of a JSON value, with identifier keys unquoted (reads like hand-written code). */
export function literal(value, indent = "", width = 100) {
  if (value instanceof Code) return value.text;
  const inner = `${indent}  `;
  const fits = (flat) => indent.length + flat.length <= width && !flat.includes("\n");
  if (Array.isArray(value)) {
    if (value.length === 0) return "[]";
    const flat = `[${value.map((v) => literal(v, inner)).join(", ")}]`;
    if (fits(flat)) return flat;
    return `[\n${value.map((v) => `${inner}${literal(v, inner)},`).join("\n")}\n${indent}]`;
  }
  if (value && typeof value === "object") {
    const entries = Object.entries(value);
    if (entries.length === 0) return "{}";
    const key = (k) => (IDENT.test(k) ? k : JSON.stringify(k));
    const flat = `{ ${entries.map(([k, v]) => `${key(k)}: ${literal(v, inner)}`).join(", ")} }`;
    if (fits(flat)) return flat;
    return `{\n${entries.map(([k, v]) => `${inner}${key(k)}: ${literal(v, inner)},`).join("\n")}\n${indent}}`;
  }
  return JSON.stringify(value);
}

function parametersOf(spec, pathItem, operation) {
  const byKey = new Map();
  for (const p of [...(pathItem.parameters ?? []), ...(operation.parameters ?? [])]) {
    const param = deref(spec, p);
    if (param?.name && param.in) byKey.set(`${param.in}:${param.name}`, param);
  }
  return [...byKey.values()];
}

/** The value a sample shows for a parameter: its example, else a placeholder naming it. */
function parameterValue(spec, param) {
  const example = exampleOf(spec, param);
  if (example !== undefined) return example;
  const schema = deref(spec, param.schema) ?? {};
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== "null") : schema.type;
  if (type === "integer" || type === "number") return schema.default ?? 0;
  if (type === "boolean") return schema.default ?? false;
  return `<${param.name}>`;
}

function requestBodyOf(spec, operation) {
  const body = deref(spec, operation.requestBody);
  if (!body?.content) return undefined;
  const media = body.content["application/json"] ?? Object.values(body.content)[0];
  if (!media) return undefined;
  const example = exampleOf(spec, media);
  const multipart = !body.content["application/json"] && Boolean(body.content["multipart/form-data"]);
  return { required: body.required === true, value: example ?? placeholderOf(spec, media.schema), multipart };
}

/** The operation `{ path, method, operation, pathItem }` of `spec` at `method path`. */
function entryOf(spec, method, path) {
  const pathItem = spec.paths?.[path];
  const operation = pathItem?.[method];
  if (!operation) throw new Error(`made-ids.mjs names ${method.toUpperCase()} ${path}, which the spec lacks`);
  return { path, method, operation, pathItem };
}

/**
 * The `params` and `body` of a call: required parameters and path parameters with their examples, a
 * made id (`ids`) as the code that reads it.
 */
function initOf(spec, { pathItem, operation }, ids) {
  const groups = {};
  for (const param of parametersOf(spec, pathItem, operation)) {
    if (param.in === "header" && /^(x-version|authorization|content-type|accept)$/i.test(param.name))
      continue;
    if (param.in === "cookie") continue;
    if (param.in !== "path" && !param.required) continue;
    const group = param.in === "header" ? "header" : param.in;
    groups[group] ??= {};
    groups[group][param.name] =
      param.in === "path" && ids[param.name] ? ids[param.name] : parameterValue(spec, param);
  }
  const init = {};
  if (Object.keys(groups).length) init.params = groups;
  const body = requestBodyOf(spec, operation);
  if (body) init.body = body.multipart ? new Code(formOf(body.value)) : body.value;
  return init;
}

/** `client.METHOD("/path", init)` as text; `lead` is what stands before it on its line. */
function callText(client, { method, path }, init, lead) {
  const head = `${lead}${client}.${method.toUpperCase()}(${JSON.stringify(path)}, `;
  const args = Object.keys(init).length ? `, ${literal(init, "", 100 - head.length)}` : "";
  return `${client}.${method.toUpperCase()}(${JSON.stringify(path)}${args})`;
}

const isAccepted = (operation) => Object.hasOwn(operation.responses ?? {}, "202");
const isImport = (ctx, entry) =>
  ctx.api.client === "rk.platform" && entry.method === "post" && entry.path === IMPORT_PATH;

/** An import: the bytes, then `importFile` (the POST, the upload to its `uploadUrl`, the wait). */
function importLines(ctx, entry, target) {
  const body = requestBodyOf(ctx.spec, entry.operation)?.value ?? {};
  ctx.imports.add("importFile");
  return [
    `// The file's bytes (a Blob, bytes or a stream; @reportkit/sdk/node's importFile also takes a path).`,
    `const bytes = new TextEncoder().encode("${sampleBytesOf(body.fileName)}");`,
    `// POST ${entry.path}, then the bytes PUT to the answer's uploadUrl, then the operation waited for:`,
    `const ${target} = await importFile(rk, bytes, ${literal(body, "", 60)});`,
  ];
}

/**
 * The lines that make the ids `entry`'s path takes from the API (recursively: a run needs a process),
 * added to `ctx.lines`; returns them by parameter name as code.
 */
function madeIds(ctx, entry) {
  const ids = {};
  for (const param of parametersOf(ctx.spec, entry.pathItem, entry.operation)) {
    const source = param.in === "path" ? madeBy(ctx.spec, entry.path, param.name) : undefined;
    if (!source) continue;
    const name = MADE_NAMES[param.name] ?? param.name.replace(/Id$/, "");
    const sourceEntry = entryOf(ctx.spec, source.method, source.path);
    const sourceIds = madeIds(ctx, sourceEntry);
    const M = source.method.toUpperCase();
    ctx.lines.push(`// ${param.name} is made by the API: ${M} ${source.path} makes one.`);
    if (isImport(ctx, sourceEntry)) {
      ctx.lines.push(
        ...importLines(ctx, sourceEntry, name === "operation" ? "{ operation }" : `{ operation: ${name} }`),
      );
      ids[param.name] = new Code(`${name}.id`);
    } else if (isAccepted(sourceEntry.operation)) {
      ctx.imports.add("wait");
      const call = callText(
        ctx.api.client,
        source,
        initOf(ctx.spec, sourceEntry, sourceIds),
        "const x = await wait(rk, await ",
      );
      ctx.lines.push(`const ${name} = await wait(rk, await ${call});`);
      ids[param.name] = new Code(`${name}.id`);
    } else {
      const call = callText(
        ctx.api.client,
        source,
        initOf(ctx.spec, sourceEntry, sourceIds),
        `const { data: ${name} } = await `,
      );
      ctx.lines.push(`const { data: ${name} } = await ${call};`);
      ids[param.name] = new Code(`String(${name}.${MADE_ID_PATHS[param.name] ?? "id"})`);
    }
  }
  return ids;
}

/** The call `entry` needs made before it (a restore needs a trashed file), with the same ids. */
function prepare(ctx, entry, ids) {
  const before = preparedBy(entry.method, entry.path);
  if (!before) return;
  const beforeEntry = entryOf(ctx.spec, before.method, before.path);
  const call = callText(ctx.api.client, before, initOf(ctx.spec, beforeEntry, ids), "await wait(rk, await ");
  if (isAccepted(beforeEntry.operation)) {
    ctx.imports.add("wait");
    ctx.lines.push(`// ${before.why}`, `await wait(rk, await ${call});`);
  } else ctx.lines.push(`// ${before.why}`, `await ${call};`);
}

/** The token endpoint's sample: the SDK calls it itself, once per token lifetime, for every other call. */
function tokenSample(method, path) {
  return [
    'import { createReportkit } from "@reportkit/sdk";',
    "",
    "// REPORTKIT_CLIENT_ID, REPORTKIT_CLIENT_SECRET and REPORTKIT_AUTH_URL (or REPORTKIT_REGION).",
    "const rk = createReportkit();",
    `// Every API call gets its bearer token through ${method.toUpperCase()} ${path}, cached and refreshed`,
    "// before it expires; you never call it yourself. To read one (for another tool):",
    "const token = await rk.tokens.getToken();",
  ].join("\n");
}

/** True when the operation's success answer is bytes (a download), not JSON. */
function answersBytes(spec, operation) {
  const [, first] = Object.entries(operation.responses ?? {}).find(([s]) => /^2\d\d$/.test(s)) ?? [];
  const types = Object.keys(deref(spec, first)?.content ?? {});
  return types.length > 0 && !types.some((type) => /[/+]json$/.test(type));
}

/** The lines that make the call itself, and show what it answered. */
function mainLines(ctx, entry, init) {
  const { api } = ctx;
  if (isImport(ctx, entry))
    return [...importLines(ctx, entry, "{ operation, files }"), "console.log(operation.status, files);"];
  const call = callText(api.client, entry, init, "const { data } = await ");
  if (isAccepted(entry.operation)) {
    ctx.imports.add("wait");
    return [
      `const accepted = await ${call};`,
      "const operation = await wait(rk, accepted); // polls the Location until it is done",
      "console.log(operation.status);",
    ];
  }
  const statuses = Object.keys(entry.operation.responses ?? {});
  if (!statuses.some((s) => /^2\d\d$/.test(s) && s !== "204")) return [`await ${call}; // 204: no content`];
  if (answersBytes(ctx.spec, entry.operation)) {
    // Bytes, not JSON: read as a Blob (openapi-fetch's `parseAs`).
    const bytes = callText(api.client, entry, { ...init, parseAs: "blob" }, "const { data } = await ");
    return [`const { data } = await ${bytes};`, 'console.log(data.size, "bytes");'];
  }
  return [`const { data } = await ${call};`, "console.log(data);"];
}

/** A list's every item, through `paginate` (the preview's lists are not paged). */
function paginateLines(ctx, entry, init) {
  ctx.imports.add("paginate");
  const listInit = init.params ? `, ${literal({ params: init.params }, "", 60)}` : "";
  return [
    "",
    "// Every item of every page:",
    `for await (const item of paginate(${ctx.api.client}, ${JSON.stringify(entry.path)}${listInit})) {`,
    "  console.log(item);",
    "}",
  ];
}

/** The reportkit code that makes one operation, as TypeScript text. */
export function codeSampleOf(spec, apiName, entry, paginated) {
  const api = CLIENTS[apiName] ?? { client: "client", title: apiName };
  if (!api.client) return tokenSample(entry.method, entry.path);
  const ctx = { spec, api, imports: new Set(["createReportkit"]), lines: [] };
  if (api.preview) ctx.imports.add("processesPreview");
  const ids = madeIds(ctx, entry);
  const init = initOf(spec, entry, ids);
  prepare(ctx, entry, ids);
  const body = [...ctx.lines, ...mainLines(ctx, entry, init)];
  if (entry.method === "get" && paginated.has(entry.path) && !api.preview)
    body.push(...paginateLines(ctx, entry, init));
  const lines = [`import { ${[...ctx.imports].sort().join(", ")} } from "@reportkit/sdk";`, ""];
  lines.push("const rk = createReportkit({ throwOnError: true }); // REPORTKIT_* variables");
  if (api.preview) {
    lines.push(
      `// ${spec.info?.version} has its own token endpoint: REPORTKIT_PREVIEW_AUTH_URL (unset: REPORTKIT_AUTH_URL).`,
      "const processes = processesPreview(rk, { authUrl: process.env.REPORTKIT_PREVIEW_AUTH_URL });",
    );
  }
  return [...lines, ...body].join("\n");
}
