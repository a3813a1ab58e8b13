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

/**
 * What a call of each operation of a spec must carry, in spec order, read without resolving schemas:
 * `{ path, method, operationId, paramsRequired, body }`. `paramsRequired` holds when a parameter is in the
 * path or required; `body` is `undefined` without a request body, else `{ required, media }` (its media
 * types). Only the root's `paths`, the path-item files and the parameter and request-body files are read.
 */
export function callShapes(spec) {
  const files = new Map();
  const read = (file) => {
    if (!files.has(file)) files.set(file, parse(readFileSync(file, "utf8")));
    return files.get(file);
  };
  // A `$ref` to another file, with an optional `#/` pointer: the node it names and the file it is in.
  const follow = (node, file) => {
    if (typeof node?.$ref !== "string") return { node, file };
    const [target, pointer = ""] = node.$ref.split("#");
    const at = target ? resolve(dirname(file), target) : file;
    let value = read(at);
    for (const part of pointer.split("/").filter(Boolean))
      value = value?.[part.replaceAll("~1", "/").replaceAll("~0", "~")];
    return follow(value, at);
  };
  const out = [];
  for (const [path, entry] of Object.entries(read(spec).paths ?? {})) {
    const { node: item, file } = follow(entry, spec);
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      if (typeof operation.operationId !== "string") {
        throw new Error(`${spec}: ${method.toUpperCase()} ${path} has no operationId`);
      }
      const parameters = [...(item.parameters ?? []), ...(operation.parameters ?? [])].map(
        (p) => follow(p, file).node,
      );
      const requestBody = operation.requestBody ? follow(operation.requestBody, file).node : undefined;
      out.push({
        path,
        method,
        operationId: operation.operationId,
        paramsRequired: parameters.some((p) => p.in === "path" || p.required === true),
        body: requestBody && {
          required: requestBody.required === true,
          media: Object.keys(requestBody.content ?? {}),
        },
      });
    }
  }
  return out;
}
