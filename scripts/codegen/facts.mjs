// The per-operation facts the catalogue derives from a spec besides its shape: destructive or not, the
// scopes it needs, the parameters a caller chooses, its request body and its answer.
//
// - destructive: the call may lose data that it does not give back: every DELETE, every PUT (it
//   replaces a resource or a range) and every PATCH (it overwrites the fields it names), and a POST
//   whose operationId says it removes or rewrites (delete, trash, remove, clear, purge, edit, modif,
//   update, replace). Other POSTs (create, copy, import, export, insert, run, validate) only add.
//   `x-reportkit-destructive: true|false` on an operation overrides the rule, and so does
//   DESTRUCTIVE_BY_DESCRIPTION below for operations whose description says they delete.
// - scopes: the alternatives of its `security` (any one list grants access); [] when no scope is named.
import { compactSchema, RESPONSE } from "./schemas.mjs";

const DESTRUCTIVE_POST = /delete|trash|remove|clear|purge|edit|modif|update|replace/i;
/** `api:operationId` of operations the rule misses: their spec descriptions say they delete data. */
const DESTRUCTIVE_BY_DESCRIPTION = new Set([
  // "files without enough state to recover are deleted"
  "prep:startFileValidation",
]);

/** Whether an operation may lose data (see the rules at the top). */
export function isDestructive(method, operation, api) {
  const override = operation["x-reportkit-destructive"];
  if (typeof override === "boolean") return override;
  if (DESTRUCTIVE_BY_DESCRIPTION.has(`${api}:${operation.operationId}`)) return true;
  if (method === "delete" || method === "put" || method === "patch") return true;
  return method === "post" && DESTRUCTIVE_POST.test(operation.operationId ?? "");
}

export function scopesOf(operation, doc) {
  const security = operation.security ?? doc.security ?? [];
  const alternatives = security.map((requirement) => [...new Set(Object.values(requirement).flat())].sort());
  const unique = new Map(alternatives.filter((a) => a.length > 0).map((a) => [a.join(" "), a]));
  return [...unique.values()];
}

/**
 * The parameters a caller chooses. `X-Version` is left out: every operation has it, and the entry's
 * `version` already says what to send (the SDK sends it).
 */
export function parametersOf(operation, pathItem) {
  const byKey = new Map();
  for (const p of [...(pathItem.parameters ?? []), ...(operation.parameters ?? [])]) {
    byKey.set(`${p.in}:${p.name}`, p);
  }
  return [...byKey.values()]
    .filter((p) => p.in === "path" || p.in === "query" || p.in === "header")
    .filter((p) => !(p.in === "header" && p.name.toLowerCase() === "x-version"))
    .map((p) => ({
      name: p.name,
      in: p.in,
      required: p.in === "path" || p.required === true,
      description: String(p.description ?? "").trim(),
      schema: compactSchema(p.schema ?? {}),
    }));
}

export function requestBodyOf(operation) {
  const body = operation.requestBody;
  if (!body?.content) return undefined;
  const types = Object.keys(body.content);
  const contentType = types.includes("application/json") ? "application/json" : types[0];
  return {
    required: body.required === true,
    contentType,
    schema: compactSchema(body.content[contentType]?.schema ?? {}),
  };
}

export function responseOf(operation) {
  for (const [status, response] of Object.entries(operation.responses ?? {})) {
    if (!/^2\d\d$/.test(status)) continue;
    const schema = response.content?.["application/json"]?.schema;
    if (schema) return { status: Number(status), schema: compactSchema(schema, RESPONSE) };
  }
  return undefined;
}
