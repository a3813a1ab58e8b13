import type { CatalogOperation, JsonSchema } from "@reportkit/catalog";

const one = (text: string | undefined) => (text ?? "").replace(/\s+/g, " ").trim();

/** What an option's help says about its values: type, enum (closed or open), default. */
export function valueHint(schema: JsonSchema): string {
  const parts: string[] = [];
  const alternatives = [schema, ...(schema.oneOf ?? []), ...(schema.anyOf ?? [])];
  const closed = alternatives.flatMap((s) => s.enum ?? []);
  const open = alternatives.flatMap((s) => s["x-extensible-enum"] ?? []);
  if (closed.length > 0) parts.push(`one of: ${closed.map(String).join(", ")}`);
  if (open.length > 0) parts.push(`known values: ${open.join(", ")}; others accepted`);
  const types = alternatives.flatMap((s) =>
    s.type === undefined ? [] : typeof s.type === "string" ? [s.type] : s.type,
  );
  if (types.includes("object") || types.includes("array")) parts.push("JSON or @file");
  if (schema.minimum !== undefined || schema.maximum !== undefined)
    parts.push(`${schema.minimum ?? ""}..${schema.maximum ?? ""}`);
  if (schema.default !== undefined) parts.push(`default: ${JSON.stringify(schema.default)}`);
  return parts.length ? ` (${parts.join("; ")})` : "";
}

/** An option's description: the spec's, on one line, with its values. */
export const optionHelp = (description: string | undefined, schema: JsonSchema, required: boolean) =>
  `${required ? "required: " : ""}${one(description) || "(no description)"}${valueHint(schema)}`;

/** The text after an operation command's options: its description, method and path, scopes, flags. */
export function operationFooter(operation: CatalogOperation, usage: string): string {
  const scopes = operation.scopes.length
    ? operation.scopes.map((s) => s.join(" + ")).join(" or ")
    : "none named";
  const traits = [
    operation.read ? "read-only" : operation.destructive ? "DESTRUCTIVE (may lose data)" : "write",
    operation.idempotent ? "idempotent" : "not idempotent",
    operation.async ? "answers 202 (--wait)" : "",
    operation.paging ? `paged (${operation.paging.style}, --paginate)` : "",
  ].filter(Boolean);
  return [
    "",
    operation.description,
    "",
    `Request:  ${operation.method} ${operation.path}  (${operation.api} API, X-Version ${operation.version})`,
    `Scopes:   ${scopes}`,
    `Traits:   ${traits.join(", ")}`,
    `Same as:  ${usage}`,
  ].join("\n");
}
