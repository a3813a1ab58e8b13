import { errorUrl } from "../safety/redact.js";
import { operationOf } from "./operations.js";
import type { OtelAttributes } from "./otel-api.js";
import type { CallSite, CallTelemetry } from "./types.js";

/** Operations already warned about in this process. */
const warned = new Set<string>();

/** A date of `Deprecation` (RFC 9745: `@<epoch seconds>`; older drafts: an HTTP-date or `true`) or `Sunset`. */
function dateOf(value: string | null): string | undefined {
  if (!value) return undefined;
  const epoch = /^@(-?\d+)$/.exec(value.trim());
  const ms = epoch ? Number(epoch[1]) * 1000 : Date.parse(value);
  return Number.isNaN(ms) ? undefined : new Date(ms).toISOString().slice(0, 10);
}

/** The first http(s) link of `Link` whose `rel` is one of `rels`. */
function linkOf(link: string | null, rels: string[]): string | undefined {
  for (const [, url, params] of link?.matchAll(/<([^>]*)>([^,]*)/g) ?? []) {
    const rel =
      /;\s*rel="?([^";]+)"?/i
        .exec(params ?? "")?.[1]
        ?.toLowerCase()
        .split(/\s+/) ?? [];
    if (url && /^https?:\/\//i.test(url) && rels.some((r) => rel.includes(r))) return url;
  }
  return undefined;
}

/**
 * An answer said its operation is deprecated (`Deprecation`) or going away (`Sunset`): a span event on
 * the call, and one `warn` per operation and process naming the dates and the link.
 */
export function deprecated(
  call: { method: string; url: string; telemetry?: CallTelemetry | undefined },
  headers: Headers,
  { api, baseUrl, log }: CallSite,
): void {
  const since = dateOf(headers.get("deprecation"));
  const sunset = dateOf(headers.get("sunset"));
  const link = linkOf(headers.get("link"), ["deprecation", "sunset"]);
  const attributes: OtelAttributes = {
    "reportkit.deprecation.date": since,
    "reportkit.deprecation.sunset": sunset,
    "reportkit.deprecation.link": link,
  };
  call.telemetry?.deprecated(attributes);
  if (!log.warn) return;
  const url = new URL(call.url);
  const operation = operationOf(api, call.method, url, baseUrl);
  const what = operation
    ? `${operation.name} (${call.method} ${operation.template})`
    : `${call.method} ${errorUrl(url)}`;
  const key = `${api} ${what}`;
  if (warned.has(key)) return;
  warned.add(key);
  const deprecation = headers.has("deprecation") ? ` is deprecated${since ? ` since ${since}` : ""}` : "";
  const end = sunset ? `${deprecation ? " and" : ""} goes away on ${sunset} (Sunset)` : "";
  log.warn(`The ${api ?? ""} API's ${what}${deprecation}${end}${link ? `; see ${link}` : ""}.`, {
    api,
    method: call.method,
    url: errorUrl(url),
  });
}
