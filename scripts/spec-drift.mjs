// Drift report for maintainers: compares a provider's published OpenAPI document with our spec of the
// same API and prints what one has and the other lacks: operations (method and path), parameters,
// request and response fields, and enum values (closed `enum` or our open `x-extensible-enum`).
//
//   node scripts/spec-drift.mjs <provider.yaml|json> [--api <name>]
//
// `--api` names our spec as specs/redocly.yaml lists it (platform, prep, chains...); without it, the API
// whose paths overlap the provider's most is taken. Paths match whatever their parameters are named
// (`/users/{userId}` and `/users/{id}` are one path; path parameters are not compared by name). Fields
// are compared in the request body and the first 2xx JSON answer of each operation both documents have.
// The report is for reading: the exit code is 0 whatever it finds, 2 when a document cannot be read.
// Documents are read as the code generator reads ours (scripts/codegen/spec.mjs).
import { readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { parse } from "yaml";
import { loadResolved } from "./codegen/spec.mjs";

const METHODS = ["get", "put", "post", "delete", "patch", "head", "options", "trace"];
const specsDir = join(dirname(fileURLToPath(import.meta.url)), "..", "specs");

/** A document with every `$ref` (local `#/...` or to another file) replaced by its target. */
export const loadDocument = (file) => loadResolved(resolve(file));

/** `/users/{userId}/groups` -> `/users/{}/groups`: paths match whatever their parameters are named. */
const pathKey = (path) => path.replace(/\{[^}]*\}/g, "{}");

/** Every operation of a document: `GET /users/{}` -> { id, method, path, parameters, request, response }. */
export function operationsOf(doc) {
  const out = new Map();
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const method of METHODS) {
      const op = item?.[method];
      if (!op) continue;
      const params = [...(item.parameters ?? []), ...(op.parameters ?? [])];
      const parameters = new Map();
      for (const p of params) {
        if (!p?.name || !p.in || p.in === "path") continue; // the path itself matched them
        const name = p.in === "header" ? p.name.toLowerCase() : p.name;
        if (name === "x-version") continue; // ours declare the version header everywhere
        parameters.set(`${p.in} ${name}`, p.schema ?? {});
      }
      const request = Object.values(op.requestBody?.content ?? {})[0]?.schema;
      const ok = Object.entries(op.responses ?? {}).find(
        ([status, r]) => /^2\d\d$/.test(status) && r?.content?.["application/json"]?.schema,
      );
      out.set(`${method.toUpperCase()} ${pathKey(path)}`, {
        id: op.operationId ?? "",
        method: method.toUpperCase(),
        path,
        parameters,
        request,
        response: ok?.[1].content["application/json"].schema,
      });
    }
  }
  return out;
}

/** The enum values a schema declares, closed or open. */
const enumOf = (s) => [...(Array.isArray(s?.enum) ? s.enum : []), ...(s?.["x-extensible-enum"] ?? [])];

/**
 * Every field of a schema by its dotted path (`data.items[].state`), with its enum values; `allOf`,
 * `oneOf` and `anyOf` branches add their fields to the same place.
 */
export function fieldsOf(schema, prefix = "", out = new Map(), depth = 0) {
  if (schema === null || typeof schema !== "object" || depth > 12) return out;
  if (prefix && !out.has(prefix)) out.set(prefix, new Set());
  for (const value of enumOf(schema)) out.get(prefix)?.add(String(value));
  for (const key of ["allOf", "oneOf", "anyOf"]) {
    for (const branch of schema[key] ?? []) fieldsOf(branch, prefix, out, depth + 1);
  }
  for (const [name, sub] of Object.entries(schema.properties ?? {})) {
    fieldsOf(sub, prefix ? `${prefix}.${name}` : name, out, depth + 1);
  }
  if (schema.items) fieldsOf(schema.items, `${prefix}[]`, out, depth + 1);
  return out;
}

const onlyIn = (a, b) => [...a].filter((x) => !b.has(x));
/** Fields without the ones inside another of them: a missing object is one line, not one per member. */
const outermost = (fields) =>
  fields.filter((f) => !fields.some((g) => g !== f && (f.startsWith(`${g}.`) || f.startsWith(`${g}[]`))));

/** What one set of fields has that the other lacks: fields, then enum values of shared fields. */
function fieldDrift(where, provider, ours, report) {
  const theirs = fieldsOf(provider);
  const mine = fieldsOf(ours);
  for (const f of outermost(onlyIn(theirs.keys(), mine))) report.push(["provider", `${where} field ${f}`]);
  for (const f of outermost(onlyIn(mine.keys(), theirs))) report.push(["ours", `${where} field ${f}`]);
  for (const [f, values] of theirs) {
    if (!mine.has(f)) continue;
    for (const v of onlyIn(values, mine.get(f))) report.push(["provider", `${where} ${f} enum value ${v}`]);
    for (const v of onlyIn(mine.get(f), values)) report.push(["ours", `${where} ${f} enum value ${v}`]);
  }
}

/**
 * The drift between two documents: operations only in one, and for each shared operation the
 * parameters, fields and enum values only in one (`[side, what]` pairs, side "provider" or "ours").
 */
export function drift(providerDoc, ourDoc) {
  const theirs = operationsOf(providerDoc);
  const mine = operationsOf(ourDoc);
  const label = (op) => `${op.method} ${op.path}${op.id ? ` (${op.id})` : ""}`;
  const result = {
    onlyProvider: onlyIn(theirs.keys(), mine).map((k) => label(theirs.get(k))),
    onlyOurs: onlyIn(mine.keys(), theirs).map((k) => label(mine.get(k))),
    operations: [],
  };
  for (const [key, provider] of theirs) {
    const ours = mine.get(key);
    if (!ours) continue;
    const report = [];
    for (const p of onlyIn(provider.parameters.keys(), ours.parameters))
      report.push(["provider", `parameter ${p}`]);
    for (const p of onlyIn(ours.parameters.keys(), provider.parameters))
      report.push(["ours", `parameter ${p}`]);
    for (const [p, schema] of provider.parameters) {
      if (!ours.parameters.has(p)) continue;
      const a = new Set(enumOf(schema).map(String));
      const b = new Set(enumOf(ours.parameters.get(p)).map(String));
      for (const v of onlyIn(a, b)) report.push(["provider", `parameter ${p} enum value ${v}`]);
      for (const v of onlyIn(b, a)) report.push(["ours", `parameter ${p} enum value ${v}`]);
    }
    fieldDrift("request", provider.request, ours.request, report);
    fieldDrift("response", provider.response, ours.response, report);
    if (report.length > 0) result.operations.push({ operation: `${label(ours)}`, report });
  }
  return result;
}

/** The report as text, one line per difference, grouped by operation. */
export function formatDrift(result, names = { provider: "provider", ours: "ours" }) {
  const lines = [];
  const list = (title, items) => {
    if (items.length === 0) return;
    lines.push(`${title} (${items.length}):`, ...items.map((i) => `  ${i}`));
  };
  list(`Operations only in ${names.provider}`, result.onlyProvider);
  list(`Operations only in ${names.ours}`, result.onlyOurs);
  for (const { operation, report } of result.operations) {
    lines.push(`${operation}:`);
    for (const [side, what] of report) lines.push(`  only in ${names[side]}: ${what}`);
  }
  if (lines.length === 0) lines.push("No drift: the same operations, parameters, fields and enum values.");
  return lines.join("\n");
}

/** Our APIs (specs/redocly.yaml): name -> root document path. */
export function ourApis(dir = specsDir) {
  const config = parse(readFileSync(join(dir, "redocly.yaml"), "utf8"));
  return Object.fromEntries(Object.entries(config.apis).map(([name, api]) => [name, join(dir, api.root)]));
}

/** The API of ours whose paths overlap the provider document's most. */
export function closestApi(providerDoc, apis) {
  const theirs = new Set(Object.keys(providerDoc.paths ?? {}).map(pathKey));
  let best;
  for (const [name, root] of Object.entries(apis)) {
    const paths = Object.keys(parse(readFileSync(root, "utf8")).paths ?? {}).map(pathKey);
    const shared = paths.filter((p) => theirs.has(p)).length;
    if (!best || shared > best.shared) best = { name, shared };
  }
  return best?.name;
}

function main(argv) {
  const file = argv.find((a, i) => !a.startsWith("--") && argv[i - 1] !== "--api");
  const apiAt = argv.indexOf("--api");
  if (!file) {
    console.error("usage: node scripts/spec-drift.mjs <provider.yaml|json> [--api <name>]");
    return 2;
  }
  const apis = ourApis();
  let providerDoc;
  try {
    providerDoc = loadDocument(file);
  } catch (error) {
    console.error(`spec-drift: cannot read ${file}: ${error.message}`);
    return 2;
  }
  const api = apiAt >= 0 ? argv[apiAt + 1] : closestApi(providerDoc, apis);
  if (!apis[api]) {
    console.error(`spec-drift: no API '${api}' in specs/redocly.yaml (${Object.keys(apis).join(", ")})`);
    return 2;
  }
  console.log(`Drift between ${file} (provider) and specs/${api} (ours)\n`);
  console.log(formatDrift(drift(providerDoc, loadDocument(apis[api]))));
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  process.exitCode = main(process.argv.slice(2));
}
