import { FOLLOWS, SETTLES, type GeneratedSettleRule as SettleRule } from "../generated/follows.gen.js";
import { templatePattern } from "../http/operation-location.js";

/** An API with an operation read until its status settles (the platform's operation resource, a file, a chain run). */
export type FollowApi = keyof typeof SETTLES;

type Tree = Record<string, unknown> | null | undefined;

/** The value at JSON pointer `pointer` (`/body/status`) of `value`; undefined where there is none. */
export const valueAt = (value: unknown, pointer: string): unknown =>
  pointer.split("/").reduce<unknown>((node, key) => (key ? (node as Tree)?.[key] : node), value);

const pathOf = (url: string) => new URL(url, "http://base.invalid/").pathname;

/** The rule of the read operation of `api` whose URL `url` is; undefined for any other URL. */
export function settleRuleOf(api: FollowApi, url: string): SettleRule | undefined {
  const rules: Readonly<Record<string, SettleRule>> = SETTLES[api];
  const path = Object.keys(rules).find((template) => templatePattern(template).test(pathOf(url)));
  return path === undefined ? undefined : rules[path];
}

/**
 * The read URL that follows a 2xx answer of an operation the specs follow (`importFile` -> its file),
 * on `baseUrl` of its API; undefined for an answer of any other operation.
 */
export function followOf(
  response: Response,
  body: unknown,
  baseUrlOf: (api: FollowApi) => string | undefined,
): { api: FollowApi; url: string } | undefined {
  if (!response.ok || response.status === 202 || !response.url) return undefined;
  const started = Object.entries(FOLLOWS).find(([path]) => templatePattern(path).test(pathOf(response.url)));
  const baseUrl = started && baseUrlOf(started[1].api);
  if (!started || baseUrl === undefined) return undefined;
  const { api, read, parameters } = started[1];
  const values = Object.entries(parameters as Readonly<Record<string, string>>);
  let path: string = read;
  for (const [name, pointer] of values) {
    const value = valueAt(body, pointer);
    if (typeof value !== "string" && typeof value !== "number") return undefined;
    path = path.replace(`{${name}}`, encodeURIComponent(value));
  }
  return { api, url: `${baseUrl.replace(/\/+$/, "")}${path}` };
}
