import type { CatalogFamily, CatalogOperation } from "@reportkit/catalog";

/** A request ready to be checked and sent. */
export interface PreparedRequest {
  family: CatalogFamily;
  /** The operation of the specs it is, when the path is one of theirs. */
  operation?: CatalogOperation;
  method: string;
  /** The template (`/files/{fileId}/copy`) with an operation, else the path as typed. */
  path: string;
  pathParams: Record<string, string>;
  query: Record<string, unknown>;
  /** Headers of `-H` and header parameters. */
  headers: Record<string, string>;
  /** Undefined: no body. */
  body?: unknown;
}

/** The concrete path: each `{name}` of the template replaced by its percent-encoded value. */
export const fillPath = (request: PreparedRequest) =>
  request.path.replace(/\{([^}]+)\}/g, (_, name: string) =>
    encodeURIComponent(request.pathParams[name] ?? `{${name}}`),
  );

/** The query string (`?a=1&b=x`; lists repeat their key), empty when there is none. */
export function queryString(query: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) {
      search.append(key, typeof v === "object" && v !== null ? JSON.stringify(v) : String(v));
    }
  }
  const text = search.toString();
  return text ? `?${text}` : "";
}
