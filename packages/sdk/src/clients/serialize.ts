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

/** The separator between exploded values of a style. */
const separatorOf = (style?: string) =>
  style === "simple" ? "," : style === "label" ? "." : style === "matrix" ? ";" : "&";

/** Label and matrix values start with their separator. */
const prefixed = (style: string | undefined, separator: string, text: string) =>
  style === "label" || style === "matrix" ? separator + text : text;

function primitive(name: string, value: unknown, options?: StyleOptions): string {
  if (value == null) return "";
  if (typeof value === "object") {
    throw new Error(
      "Deeply-nested arrays/objects aren’t supported. Provide your own `querySerializer()` to handle these.",
    );
  }
  return `${name}=${encode(value, options)}`;
}

/** A non-exploded list (`a,b` joined per style), named or prefixed the way the style wants. */
function unexploded(name: string, list: string, style?: string): string {
  return style === "simple"
    ? list
    : style === "label"
      ? `.${list}`
      : style === "matrix"
        ? `;${name}=${list}`
        : `${name}=${list}`;
}

function objectParam(name: string, value: unknown, options: StyleOptions): string {
  if (!value || typeof value !== "object") return "";
  const { style } = options;
  const entries = Object.entries(value);
  if (style !== "deepObject" && options.explode === false) {
    const list = entries.flatMap(([key, v]) => [key, encode(v, options)]).join(",");
    return style === "form" || style === "label" || style === "matrix" ? unexploded(name, list, style) : list;
  }
  const separator = separatorOf(style);
  const parts = entries.map(([key, v]) =>
    primitive(style === "deepObject" ? `${name}[${key}]` : key, v, options),
  );
  return prefixed(style, separator, parts.join(separator));
}

function arrayParam(name: string, value: unknown, options: StyleOptions): string {
  if (!Array.isArray(value)) return "";
  const { style } = options;
  if (options.explode === false) {
    const joiner = style === "spaceDelimited" ? "%20" : style === "pipeDelimited" ? "|" : ",";
    return unexploded(name, value.map((v) => encode(v, options)).join(joiner), style);
  }
  const separator = separatorOf(style);
  const parts = value.map((v) =>
    style === "simple" || style === "label" ? encode(v, options) : primitive(name, v, options),
  );
  return prefixed(style, separator, parts.join(separator));
}

/** A query serializer with openapi-fetch's defaults: arrays `form` exploded, objects `deepObject`. */
export function createQuerySerializer(options?: QuerySerializerOptions): QuerySerializer<unknown> {
  const allowReserved = options?.allowReserved || false;
  return (query) => {
    const search: string[] = [];
    if (query && typeof query === "object") {
      for (const [name, value] of Object.entries(query as Params)) {
        if (value == null || (Array.isArray(value) && value.length === 0)) continue;
        search.push(
          Array.isArray(value)
            ? arrayParam(name, value, { style: "form", explode: true, ...options?.array, allowReserved })
            : typeof value === "object"
              ? objectParam(name, value, {
                  style: "deepObject",
                  explode: true,
                  ...options?.object,
                  allowReserved,
                })
              : primitive(name, value, options),
        );
      }
    }
    return search.join("&");
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
    if (Array.isArray(value)) return arrayParam(name, value, { style, explode });
    if (typeof value === "object") return objectParam(name, value, { style, explode });
    if (style === "matrix") return `;${primitive(name, value)}`;
    return (style === "label" ? "." : "") + encodeURIComponent(value as string);
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
