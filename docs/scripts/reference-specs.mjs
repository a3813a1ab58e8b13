// Build-time copies of the bundled specs (specs/dist/*.json) for the API reference: each operation gets
// the X-Version it belongs to and an `x-codeSamples` entry with the reportkit call that makes it,
// generated from the operation itself, so a renamed path or parameter can never leave a stale sample.
// The source specs are never modified.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

export const METHODS = ["get", "put", "post", "delete", "patch", "head", "options", "trace"];

/** How reportkit reaches each API of specs/redocly.yaml (keyed by the bundle's file name). */
const CLIENTS = {
  platform: { client: "rk.platform", title: "the platform API" },
  prep: { client: "rk.prep", title: "the data-preparation API" },
  chains: { client: "rk.chains", title: "the chains and security API" },
  "processes-preview": { client: "processes", title: "the processes preview", preview: true },
  auth: { client: null, title: "the token endpoint" },
};

/** The specs bundled by scripts/bundle-specs.mjs, as `{ name, file }`, in a stable order. */
export function listBundledSpecs(distDir) {
  if (!existsSync(distDir)) return [];
  const order = ["auth", "platform", "prep", "chains", "processes-preview"];
  return readdirSync(distDir)
    .filter((file) => file.endsWith(".json"))
    .map((file) => ({ name: file.replace(/\.json$/, ""), file: join(distDir, file) }))
    .sort((a, b) => rank(order, a.name) - rank(order, b.name) || a.name.localeCompare(b.name));
}

const rank = (order, name) => (order.includes(name) ? order.indexOf(name) : order.length);

/** Every operation of a spec, as `{ path, method, operation, pathItem }`. */
export function operationsOf(spec) {
  const out = [];
  for (const [path, pathItem] of Object.entries(spec.paths ?? {})) {
    for (const method of METHODS) {
      const operation = pathItem?.[method];
      if (operation && typeof operation === "object") out.push({ path, method, operation, pathItem });
    }
  }
  return out;
}

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

const IDENT = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/** A JavaScript literal of a JSON value, with identifier keys unquoted (reads like hand-written code). */
export function literal(value, indent = "", width = 100) {
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
  return { required: body.required === true, value: example ?? placeholderOf(spec, media.schema) };
}

/** The paths `paginate` walks, read from the SDK's generated table (itself generated from the specs). */
export function readPaginatedPaths(generatedFile) {
  if (!existsSync(generatedFile)) return new Set();
  const text = readFileSync(generatedFile, "utf8");
  return new Set([...text.matchAll(/^\s*"(\/[^"]*)":\s*\{\s*api:/gm)].map((m) => m[1]));
}

/** The reportkit code that makes one operation, as TypeScript text. */
export function codeSampleOf(spec, apiName, { path, method, operation, pathItem }, paginated) {
  const api = CLIENTS[apiName] ?? { client: "client", title: apiName };
  const version = spec.info?.version;
  if (!api.client) {
    // The token endpoint: the SDK calls it itself, once per token lifetime, for every other call.
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
  const params = parametersOf(spec, pathItem, operation);
  const groups = {};
  for (const param of params) {
    if (param.in === "header" && /^(x-version|authorization|content-type|accept)$/i.test(param.name))
      continue;
    if (param.in === "cookie") continue;
    if (param.in !== "path" && !param.required) continue;
    const group = param.in === "header" ? "header" : param.in;
    groups[group] ??= {};
    groups[group][param.name] = parameterValue(spec, param);
  }
  const init = {};
  if (Object.keys(groups).length) init.params = groups;
  const body = requestBodyOf(spec, operation);
  if (body) init.body = body.value;
  const hasInit = Object.keys(init).length > 0;
  const M = method.toUpperCase();
  const accepted = Object.hasOwn(operation.responses ?? {}, "202");
  const isList = method === "get" && paginated.has(path);
  const imports = ["createReportkit"];
  if (api.preview) imports.push("processesPreview");
  if (accepted) imports.push("wait");
  if (isList && !api.preview) imports.push("paginate");
  const lines = [`import { ${imports.sort().join(", ")} } from "@reportkit/sdk";`, ""];
  lines.push("const rk = createReportkit({ throwOnError: true }); // REPORTKIT_* variables");
  if (api.preview) {
    lines.push(
      `// ${version}: its own token endpoint (default: the instance's auth URL).`,
      'const processes = processesPreview(rk, { authUrl: "https://auth.example.com/processes-preview" });',
    );
  }
  const head = `const { data } = await ${api.client}.${M}(${JSON.stringify(path)}, `;
  const call = `${api.client}.${M}(${JSON.stringify(path)}${hasInit ? `, ${literal(init, "", 100 - head.length)}` : ""})`;
  const noContent = !Object.keys(operation.responses ?? {}).some((s) => /^2\d\d$/.test(s) && s !== "204");
  if (accepted) {
    lines.push(`const accepted = await ${call};`);
    lines.push("const operation = await wait(rk, accepted); // polls the Location until it is done");
    lines.push("console.log(operation.status);");
  } else if (noContent) {
    lines.push(`await ${call}; // 204: no content`);
  } else {
    lines.push(`const { data } = await ${call};`);
    lines.push("console.log(data);");
  }
  if (isList && !api.preview) {
    const listInit = init.params ? `, ${literal({ params: init.params }, "", 60)}` : "";
    lines.push("", "// Every item of every page:");
    lines.push(`for await (const item of paginate(${api.client}, ${JSON.stringify(path)}${listInit})) {`);
    lines.push("  console.log(item);", "}");
  }
  return lines.join("\n");
}

function versionNote(spec) {
  const version = spec.info?.version;
  return `**X-Version:** \`${version}\` (reportkit sends it on every request).`;
}

/** The scopes the operation's token needs, from its own `security` or the document's. */
function scopeNote(spec, operation) {
  const requirements = operation.security ?? spec.security ?? [];
  if (requirements.length === 0) return "**Scope:** none (no token).";
  const alternatives = requirements.map((requirement) => {
    const scopes = Object.values(requirement).flat();
    return scopes.length > 0 ? scopes.map((scope) => `\`${scope}\``).join(" and ") : "any token";
  });
  return `**Scope:** ${alternatives.join(", or ")}.`;
}

/**
 * A deep copy of `spec` with, on each operation, an `x-codeSamples` entry (the reportkit call) and
 * the X-Version it belongs to in its description; the info block says which version this is.
 */
export function enrichSpec(spec, apiName, paginated) {
  const copy = structuredClone(spec);
  const version = copy.info?.version ?? "unknown";
  const infoNote = [
    "",
    "",
    `## Version`,
    "",
    `Every operation below belongs to \`X-Version: ${version}\`. reportkit pins it on every request it`,
    apiName === "processes-preview"
      ? "sends through `processesPreview(rk, { authUrl })`, and asks the preview's own token endpoint with it."
      : "sends (`createReportkit({ version })` pins another; one call may override it with its own header).",
    "",
    "Each operation shows the reportkit call that makes it, generated from this document when the site",
    "was built. Guides and the TypeScript reference: [the reportkit docs](/).",
  ].join("\n");
  copy.info = { ...copy.info, description: `${copy.info?.description ?? ""}${infoNote}` };
  for (const entry of operationsOf(copy)) {
    const { operation } = entry;
    const note = `${versionNote(copy)}\\\n${scopeNote(copy, operation)}`;
    operation.description = operation.description ? `${note}\n\n${operation.description}` : note;
    const source = codeSampleOf(copy, apiName, entry, paginated);
    operation["x-codeSamples"] = [
      { lang: "TypeScript", label: "reportkit", source },
      ...(operation["x-codeSamples"] ?? []),
    ];
  }
  return copy;
}
