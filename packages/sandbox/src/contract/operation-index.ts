import type { OpenApiDocument } from "./load.js";

/** The methods of a path item, in the order openapi-backend's router lists them. */
const METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"] as const;

type SecurityRequirement = Record<string, string[]>;

/** One operation of a spec, as the router needs it. */
export interface OperationInfo {
  operationId: string;
  method: string;
  /** The spec's path template, such as `/files/{fileId}`. */
  path: string;
  /** The same path in Hono's syntax, such as `/files/:fileId`. */
  routePath: string;
  /** Whether the operation requires a bearer token. */
  secured: boolean;
  /** The scopes of each alternative security requirement: a token needs every scope of one of them. */
  scopeAlternatives: string[][];
  /** The request body the operation takes, if any. */
  requestBody: { required: boolean; mediaTypes: string[] } | null;
}

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
function resolveLocal(document: OpenApiDocument, value: unknown): unknown {
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

/** What the routes need of each operation of `document`, read from it as it is. */
export function operationInfosOf(api: string, document: OpenApiDocument): OperationInfo[] {
  return operationsOf(document).map((op) => {
    const operationId = op.operationId;
    if (!operationId) throw new Error(`${api}: ${op.method} ${op.path} has no operationId`);
    const secured = op.security.length > 0 && !op.security.some((req) => Object.keys(req).length === 0);
    const scopeAlternatives = op.security.map((req) => Object.values(req).flat());
    const body = resolveLocal(document, op.requestBody) as
      | { required?: boolean; content?: Record<string, unknown> }
      | undefined;
    return {
      operationId,
      requestBody: body
        ? { required: body.required === true, mediaTypes: Object.keys(body.content ?? {}) }
        : null,
      method: op.method.toUpperCase(),
      path: op.path,
      routePath: op.path.replace(/\{([^}]+)\}/g, ":$1"),
      secured,
      scopeAlternatives,
    };
  });
}
