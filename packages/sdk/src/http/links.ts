import { LINKS, type GeneratedLink as Link, OPERATION_LINK, type SETTLES } from "../generated/links.gen.js";

export type { Link };

/** An API with an operation read until its status settles (the platform's operation resource, a file, a chain run). */
export type FollowApi = keyof typeof SETTLES;

/**
 * Where every 202 of the platform names its operation, as the specs declare it
 * (`x-reportkit-operation-location`, the catalogue's `accepted`): the body's `operationLocation`, else the
 * `Location` header; `path`, the operation's status endpoint (`/operations/{operationId}`).
 */
export const PLATFORM_OPERATION_URL: Link = OPERATION_LINK;

type Tree = Record<string, unknown> | null | undefined;

/** The value at JSON pointer `pointer` (`/body/status`) of `value`; undefined where there is none. */
export const valueAt = (value: unknown, pointer: string): unknown =>
  pointer.split("/").reduce<unknown>((node, key) => (key ? (node as Tree)?.[key] : node), value);

/** The path of `url` (relative or absolute); "" for text that is no URL. */
function pathOf(url: string): string {
  try {
    return new URL(url, "http://base.invalid/").pathname;
  } catch {
    return "";
  }
}

/** The parameters' values (as sent) in a URL whose path ends in `template` (each `{parameter}` one segment); undefined for another URL. */
function matchTemplate(template: string, url: string): string[] | undefined {
  const literals = template
    .split(/\{[^}]+\}/)
    .map((literal) => literal.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  return new RegExp(`${literals.join("([^/?#]+)")}$`).exec(pathOf(url))?.slice(1);
}

/** The entry of `table` keyed by the path template `url`'s path ends in; undefined when none. */
export const entryAt = <T>(table: Readonly<Record<string, T>>, url: string): T | undefined =>
  Object.entries(table).find(([template]) => matchTemplate(template, url))?.[1];

/** The link an answer at `url` starts (an import into a table, a chain's start), with its API; undefined for any other. */
export function linkStartedAt(url: string): { api: FollowApi; link: Link } | undefined {
  for (const api of Object.keys(LINKS) as (keyof typeof LINKS)[]) {
    const link = entryAt<Link>(LINKS[api], url);
    if (link) return { api, link };
  }
  return undefined;
}

/** The URL an answer (its `headers` and parsed `body`) names where `link.location` says: the first one given. */
function namedUrl(link: Link, headers: Headers, body: unknown): string | undefined {
  for (const source of link.location ?? []) {
    const value = source.in === "header" ? headers.get(source.name) : (body as Tree)?.[source.name];
    if (typeof value === "string" && value !== "") return value;
  }
  return undefined;
}

/**
 * The URL an answer (its `headers` and parsed `body`) links to: the one it names where `link.location`
 * says, else `link.path` on `baseUrl` with its parameters read from the body where `link.parameters`
 * point; undefined when the answer gives none.
 */
export function linkedUrl(link: Link, headers: Headers, body: unknown, baseUrl: string): string | undefined {
  const named = namedUrl(link, headers, body);
  if (named !== undefined || !link.parameters) return named;
  let path = link.path;
  for (const [name, pointer] of Object.entries(link.parameters)) {
    const value = valueAt(body, pointer);
    if (typeof value !== "string" && typeof value !== "number") return undefined;
    path = path.replace(`{${name}}`, encodeURIComponent(value));
  }
  return `${baseUrl.replace(/\/+$/, "")}${path}`;
}

/** The operation's id in its URL (the last parameter of `link.path`); undefined for another URL. */
export function operationIdIn(link: Link, location: string): string | undefined {
  const id = matchTemplate(link.path, location)?.at(-1);
  return id ? decodeURIComponent(id) : undefined;
}

/** The URL of operation `id` on `baseUrl`: `link.path` with the id in its parameter. */
export const operationUrlOf = (link: Link, baseUrl: string, id: string): string =>
  `${baseUrl.replace(/\/+$/, "")}${link.path.replace(/\{[^}]+\}/, encodeURIComponent(id))}`;

/** Where a 202 says its operation is (see {@link PLATFORM_OPERATION_URL}); undefined for any other status, and when none is given. */
export const operationLocationOf = (response: Response | undefined, body?: unknown): string | undefined =>
  response?.status === 202 ? namedUrl(OPERATION_LINK, response.headers, body) : undefined;
