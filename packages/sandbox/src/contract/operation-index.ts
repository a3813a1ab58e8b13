import type { OpenApiDocument } from "./load.js";

/** The methods of a path item, in the order openapi-backend's router lists them. */
const METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"] as const;

type SecurityRequirement = Record<string, string[]>;

/** An operation of a document as openapi-backend's router gives it: its path, method and inherited parts. */
export type SpecOperation = Record<string, unknown> & {
  operationId?: string;
  path: string;
  method: string;
  parameters: unknown[];
  security: SecurityRequirement[];
  requestBody?: unknown;
};

/** `value`, or what its local `$ref` (`#/components/...`) points at, followed to the end. */
export function resolveLocal(document: OpenApiDocument, value: unknown): unknown {
  let at = value;
  for (let hops = 0; hops < 16 && at && typeof at === "object" && "$ref" in at; hops++) {
    const ref = (at as { $ref: unknown }).$ref;
    if (typeof ref !== "string" || !ref.startsWith("#/")) return at;
    at = ref
      .slice(2)
      .split("/")
      .map((p) => p.replace(/~1/g, "/").replace(/~0/g, "~"))
      .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], document);
  }
  return at;
}

/**
 * Every operation of `document`, as openapi-backend's router lists them (paths in the document's
 * order, methods in {@link METHODS}' order): the path item's parameters appended to the operation's,
 * the document's security when the operation has none. References are not resolved (but a path
 * item's own `$ref` is): a dereferenced document gives dereferenced operations.
 */
export function operationsOf(document: OpenApiDocument): SpecOperation[] {
  const rootSecurity = (document as { security?: SecurityRequirement[] }).security;
  const operations: SpecOperation[] = [];
  for (const [path, raw] of Object.entries(document.paths ?? {})) {
    const item = resolveLocal(document, raw) as Record<string, unknown> | undefined;
    for (const method of METHODS) {
      const op = item?.[method] as Record<string, unknown> | undefined;
      if (!op) continue;
      operations.push({
        ...op,
        path,
        method,
        parameters: [...((op.parameters as unknown[]) ?? []), ...((item?.parameters as unknown[]) ?? [])],
        security: (op.security as SecurityRequirement[] | undefined) ?? rootSecurity ?? [],
      });
    }
  }
  return operations;
}
