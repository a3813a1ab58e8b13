import { OPERATION_LOCATION } from "../generated/accepted.gen.js";

/**
 * Where a 202 says its operation's URL is, as the specs declare it (`x-reportkit-operation-location`;
 * the catalogue's `accepted`, or the SDK's generated `OPERATION_LOCATION`): body fields, then headers,
 * the first one given wins; and the path that URL has (the operation's status endpoint).
 */
export interface OperationUrlRule {
  readonly location: readonly { readonly in: "body" | "header"; readonly name: string }[];
  /** The path of the operation's URL: `/operations/{operationId}`. */
  readonly status: string;
}

/** The rule of the platform API, the one API with long operations (every 202 of an API says it alike). */
export const PLATFORM_OPERATION_URL: OperationUrlRule = OPERATION_LOCATION.platform;

/** The operation URL a 202 gives, read where `rule` says; undefined when it gives none. */
export function operationUrlIn(rule: OperationUrlRule, headers: Headers, body: unknown): string | undefined {
  for (const source of rule.location) {
    const value =
      source.in === "header"
        ? headers.get(source.name)
        : typeof body === "object" && body !== null
          ? (body as Record<string, unknown>)[source.name]
          : undefined;
    if (typeof value === "string" && value !== "") return value;
  }
  return undefined;
}

/** Where `rule` looks, in words: "an operationLocation in its body nor a Location header". */
export function operationUrlPlaces(rule: OperationUrlRule): string {
  return rule.location
    .map((source) => (source.in === "body" ? `an ${source.name} in its body` : `a ${source.name} header`))
    .join(" nor ");
}

/** A pattern matching a URL path that ends in `template` (each `{parameter}` one segment, captured). */
export const templatePattern = (template: string): RegExp =>
  new RegExp(
    `${template
      .split(/\{[^}]+\}/)
      .map((literal) => literal.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
      .join("([^/?#]+)")}$`,
  );

/** The operation's id in its URL (the last parameter of `rule.status`); undefined for another URL. */
export function operationIdIn(rule: OperationUrlRule, location: string): string | undefined {
  let pathname: string;
  try {
    pathname = new URL(location, "http://base.invalid/").pathname;
  } catch {
    return undefined;
  }
  const match = templatePattern(rule.status).exec(pathname);
  const id = match?.[match.length - 1];
  return id ? decodeURIComponent(id) : undefined;
}

/** The URL of operation `id` on `baseUrl`: `rule.status` with the id in its parameter. */
export function operationUrlOf(rule: OperationUrlRule, baseUrl: string, id: string): string {
  return `${baseUrl.replace(/\/+$/, "")}${rule.status.replace(/\{[^}]+\}/, encodeURIComponent(id))}`;
}

/**
 * Where a 202 says its operation is (see {@link PLATFORM_OPERATION_URL}). Undefined for any other
 * status, and when none is given.
 */
export function operationLocationOf(response: Response | undefined, body?: unknown): string | undefined {
  if (response?.status !== 202) return undefined;
  return operationUrlIn(PLATFORM_OPERATION_URL, response.headers, body);
}
