import { OPERATIONS } from "./generated/operations.gen.js";
import type { CatalogAccepted, CatalogApiName, CatalogFamily, CatalogOperation } from "./types.js";

/** An operation whose path template matched a concrete path, and the path parameters read from it. */
export interface PathMatch {
  operation: CatalogOperation;
  /** Each `{name}` of the template, percent-decoded. */
  pathParams: Record<string, string>;
}

/** The operation `operationId` of `api`, if the specs have it. */
export function findOperation(api: CatalogApiName, operationId: string): CatalogOperation | undefined {
  return OPERATIONS.find((op) => op.api === api && op.operationId === operationId);
}

/**
 * Where the long operations of an API family are (their URL's place in a 202 and its path), for an
 * operation known only by its id; undefined when the family has none. Every 202 of a family says it
 * alike (the generator checks).
 */
export function acceptedOf(family: CatalogFamily): CatalogAccepted | undefined {
  return OPERATIONS.find((op) => op.family === family && op.accepted)?.accepted;
}

function matchTemplate(template: string, path: string): Record<string, string> | undefined {
  const want = template.split("/");
  const got = path.split("/");
  if (want.length !== got.length) return undefined;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const segment = want[i]!;
    const actual = got[i]!;
    const param = /^\{([^}]+)\}$/.exec(segment);
    if (param) {
      if (actual === "") return undefined;
      try {
        params[param[1]!] = decodeURIComponent(actual);
      } catch {
        return undefined;
      }
    } else if (segment !== actual) return undefined;
  }
  return params;
}

const literalSegments = (template: string) => template.split("/").filter((s) => !s.startsWith("{")).length;

/**
 * The operations whose method and path template match a concrete path (`/files/abc/copy`), best first:
 * within an API a template with more literal segments wins (`/files/import` over `/files/{fileId}`),
 * so at most one per API is returned. Restrict to some APIs with `apis`. A query string is ignored.
 */
export function matchPath(method: string, path: string, apis?: readonly CatalogApiName[]): PathMatch[] {
  const upper = method.toUpperCase();
  const bare = (path.split("?")[0] ?? "").replace(/\/+$/, "") || "/";
  const best = new Map<CatalogApiName, PathMatch>();
  for (const operation of OPERATIONS) {
    if (operation.method !== upper || (apis && !apis.includes(operation.api))) continue;
    const pathParams = matchTemplate(operation.path, bare);
    if (!pathParams) continue;
    const current = best.get(operation.api);
    if (!current || literalSegments(operation.path) > literalSegments(current.operation.path)) {
      best.set(operation.api, { operation, pathParams });
    }
  }
  return [...best.values()];
}
