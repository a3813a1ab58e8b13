// The sandbox's operation index (`@reportkit/sandbox`'s src/generated/operation-index.gen.ts): what its
// routes need of every operation of every spec, so that a sandbox starts without reading the specs (it
// reads an API's spec at that API's first request). Each entry is what the sandbox's ApiContract reads
// from the bundled document (contract/operation-index.ts): operations in openapi-backend's router
// order (paths in spec order, methods in METHODS' order), security inherited from the document.
import { literal } from "./header.mjs";
import { loadResolved } from "./spec.mjs";

const METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"];

/** One operation as the sandbox routes it (its OperationInfo). */
function entryOf(api, doc, path, method, operation) {
  if (!operation.operationId) throw new Error(`${api.name}: ${method} ${path} has no operationId`);
  const security = operation.security ?? doc.security ?? [];
  const body = operation.requestBody;
  return {
    operationId: operation.operationId,
    method: method.toUpperCase(),
    path,
    routePath: path.replace(/\{([^}]+)\}/g, ":$1"),
    secured: security.length > 0 && !security.some((req) => Object.keys(req).length === 0),
    scopeAlternatives: security.map((req) => Object.values(req).flat()),
    requestBody: body
      ? { required: body.required === true, mediaTypes: Object.keys(body.content ?? {}) }
      : null,
  };
}

/** The operation index of every spec in `apis` (apis.mjs's listApis), by the name of its bundled document. */
export function sandboxIndexSource(apis, origin) {
  const lines = [
    origin,
    "/** Every operation of each bundled spec (by its document's name), as the sandbox routes it (its OperationInfo). */",
    "export const OPERATION_INDEX = {",
  ];
  for (const api of apis) {
    const doc = loadResolved(api.spec);
    lines.push(`  ${literal(api.name)}: [`);
    for (const [path, item] of Object.entries(doc.paths ?? {})) {
      for (const method of METHODS) {
        if (item[method]) lines.push(`    ${literal(entryOf(api, doc, path, method, item[method]))},`);
      }
    }
    lines.push("  ],");
  }
  lines.push("};", "");
  return lines.join("\n");
}
