import type { PathSerializer, QuerySerializer, QuerySerializerOptions } from "openapi-fetch";

/**
 * openapi-fetch's parameter and body serialization (OpenAPI styles, `allowReserved`, its defaults and
 * its messages), written for size: the same output for the same input, which the tests check against
 * openapi-fetch's own functions, without bundling its runtime.
 */

interface StyleOptions {
  style?: string;
  explode?: boolean;
  allowReserved?: boolean;
}

type Params = Record<string, unknown>;

/** A value as sent: percent-encoded unless reserved characters are allowed (then as `join` writes it). */
const encode = (value: unknown, options?: StyleOptions) =>
  options?.allowReserved === true ? `${value ?? ""}` : encodeURIComponent(value as string);

/** Label and matrix values start with their style's mark. */
const markOf = (style?: string) => (style === "label" ? "." : style === "matrix" ? ";" : "");

/** Simple and label values carry no `name=`. */
const unnamed = (style?: string) => style === "simple" || style === "label";

/** One `name=value` (nothing for null); nested arrays and objects are refused as openapi-fetch refuses them. */
function primitive(name: string, value: unknown, options?: StyleOptions): string {
  if (value == null) return "";
  if (typeof value === "object") {
    throw new Error(
      "Deeply-nested arrays/objects aren’t supported. Provide your own `querySerializer()` to handle these.",
    );
  }
  return `${name}=${encode(value, options)}`;
}

/** One value or a non-exploded list (`a,b` joined per style), named or marked the way the style wants. */
const unexploded = (name: string, list: string, style?: string) =>
  markOf(style) + (unnamed(style) ? "" : `${name}=`) + list;

/** Exploded parts: marked, then joined by the style's separator. */
const exploded = (parts: string[], style?: string) =>
  markOf(style) + parts.join(markOf(style) || (style === "simple" ? "," : "&"));

/** An object (never null: callers check), per its style. */
function objectParam(name: string, value: object, options: StyleOptions): string {
  const { style } = options;
  const entries = Object.entries(value);
  if (style !== "deepObject" && options.explode === false) {
    const list = entries.flatMap(([key, v]) => [key, encode(v, options)]).join(",");
    return style === "form" || markOf(style) ? unexploded(name, list, style) : list;
  }
  return exploded(
    entries.map(([key, v]) => primitive(style === "deepObject" ? `${name}[${key}]` : key, v, options)),
    style,
  );
}

/** An array, per its style. */
function arrayParam(name: string, value: unknown[], options: StyleOptions): string {
  const { style } = options;
  if (options.explode === false) {
    const joiner = style === "spaceDelimited" ? "%20" : style === "pipeDelimited" ? "|" : ",";
    return unexploded(name, value.map((v) => encode(v, options)).join(joiner), style);
  }
  return exploded(
    value.map((v) => (unnamed(style) ? encode(v, options) : primitive(name, v, options))),
    style,
  );
}

/** A query serializer with openapi-fetch's defaults: arrays `form` exploded, objects `deepObject`. */
export function createQuerySerializer(options?: QuerySerializerOptions): QuerySerializer<unknown> {
  const allowReserved = options?.allowReserved || false;
  return (query) => {
    let search = "";
    let count = 0;
    if (query && typeof query === "object") {
      for (const name of Object.keys(query)) {
        const value = (query as Params)[name];
        if (value == null) continue;
        let part: string;
        if (typeof value !== "object") part = `${name}=${encode(value, options)}`;
        else if (Array.isArray(value)) {
          if (value.length === 0) continue;
          part = arrayParam(name, value, { style: "form", explode: true, ...options?.array, allowReserved });
        } else {
          part = objectParam(name, value, {
            style: "deepObject",
            explode: true,
            ...options?.object,
            allowReserved,
          });
        }
        search = count++ === 0 ? part : `${search}&${part}`;
      }
    }
    return search;
  };
}

const PATH_PARAM = /\{[^{}]+\}/g;

/** Fills `{name}`, `{.name}`, `{;name}` and their exploded `*` forms from `values`. */
export const defaultPathSerializer: PathSerializer = (path, values) =>
  path.replace(PATH_PARAM, (match) => {
    let name = match.slice(1, -1);
    const explode = name.endsWith("*");
    if (explode) name = name.slice(0, -1);
    const style = name[0] === "." ? "label" : name[0] === ";" ? "matrix" : "simple";
    if (style !== "simple") name = name.slice(1);
    const value = (values as Params | undefined)?.[name];
    if (value == null) return match;
    const options = { style, explode };
    if (Array.isArray(value)) return arrayParam(name, value, options);
    if (typeof value === "object") return objectParam(name, value, options);
    return unexploded(name, encode(value), style);
  });

/** FormData as is, form-encoding for a form Content-Type, else JSON. */
export const defaultBodySerializer = (body: unknown, headers?: unknown): BodyInit => {
  if (body instanceof FormData) return body;
  const h = headers as (Headers & Record<string, string>) | undefined;
  const type =
    h && (typeof h.get === "function" ? h.get("Content-Type") : (h["Content-Type"] ?? h["content-type"]));
  return type === "application/x-www-form-urlencoded"
    ? new URLSearchParams(body as Record<string, string>).toString()
    : JSON.stringify(body);
};

/** The request URL: base, path with its parameters, then the query (a leading `?` dropped). */
export function finalUrl(
  base: string,
  path: string,
  params: { path?: Params; query?: Params },
  querySerializer: QuerySerializer<unknown>,
  pathSerializer: PathSerializer,
): string {
  let url = base + path;
  if (params.path) url = pathSerializer(url, params.path);
  let search = querySerializer(params.query ?? {});
  if (search.startsWith("?")) search = search.slice(1);
  return search ? `${url}?${search}` : url;
}
