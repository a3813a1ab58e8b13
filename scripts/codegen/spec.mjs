// Reading a spec: its documents with every `$ref` resolved, its info, and its operations in order.
import { readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { parse } from "yaml";

/** The HTTP methods an OpenAPI path item may hold, in the order the catalogue lists them. */
export const METHODS = ["get", "put", "post", "delete", "patch", "head", "options"];

/** Loads a YAML/JSON file of a spec and resolves every `$ref` (relative files and `#/` pointers) in place. */
export function loadResolved(file) {
  const cache = new Map();
  const load = (path) => {
    if (!cache.has(path)) cache.set(path, parse(readFileSync(path, "utf8")));
    return cache.get(path);
  };
  const resolveNode = (node, base, seen) => {
    if (Array.isArray(node)) return node.map((n) => resolveNode(n, base, seen));
    if (node === null || typeof node !== "object") return node;
    if (typeof node.$ref === "string") {
      const [target, pointer = ""] = node.$ref.split("#");
      const path = target ? resolve(dirname(base), target) : base;
      const key = `${path}#${pointer}`;
      if (seen.has(key)) return {}; // a recursive schema: its inner repetition is not needed here
      let value = load(path);
      for (const part of pointer.split("/").filter(Boolean)) {
        value = value?.[part.replaceAll("~1", "/").replaceAll("~0", "~")];
      }
      const { $ref: _ref, ...siblings } = node;
      return { ...resolveNode(value, path, new Set([...seen, key])), ...resolveNode(siblings, base, seen) };
    }
    return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, resolveNode(v, base, seen)]));
  };
  return resolveNode(load(file), file, new Set());
}

/** The parts of a spec the client file names: its version, title and base-address variable. */
export function specInfo(spec) {
  const doc = parse(readFileSync(spec, "utf8"));
  const version = doc.info?.version;
  if (typeof version !== "string") throw new Error(`${spec}: info.version must be a string`);
  const server = doc.servers?.[0]?.url ?? "the server";
  return { version, title: doc.info.title, server };
}

/** Every operation of a resolved document, in spec order: `{ path, pathItem, method, operation }`. */
export function* operationsOf(doc) {
  for (const [path, pathItem] of Object.entries(doc.paths ?? {})) {
    for (const method of METHODS) {
      if (pathItem[method]) yield { path, pathItem, method, operation: pathItem[method] };
    }
  }
}
