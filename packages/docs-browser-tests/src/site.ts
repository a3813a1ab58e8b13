import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { slugOf, tagOf } from "../../../docs/scripts/reference-pages.mjs";

/** The repository's root, docs/dist (the built site) and specs/dist (the bundled specs). */
export const repoRoot = fileURLToPath(new URL("../../../", import.meta.url));
export const siteDir = fileURLToPath(new URL("../../../docs/dist/", import.meta.url));
export const specsDir = fileURLToPath(new URL("../../../specs/dist/", import.meta.url));

const METHODS = ["get", "put", "post", "delete", "patch", "head", "options", "trace"];

/** How many operations each bundled spec has, by spec name (`platform`, `prep`...). */
export function operationCounts(): Map<string, number> {
  const counts = new Map<string, number>();
  for (const file of readdirSync(specsDir)
    .filter((f) => f.endsWith(".json"))
    .sort()) {
    const spec = JSON.parse(readFileSync(`${specsDir}${file}`, "utf8")) as {
      paths?: Record<string, Record<string, unknown>>;
    };
    let n = 0;
    for (const item of Object.values(spec.paths ?? {})) for (const m of METHODS) if (item[m]) n++;
    counts.set(file.replace(/\.json$/, ""), n);
  }
  return counts;
}

type Spec = { paths?: Record<string, Record<string, { operationId?: string; tags?: string[] }>> };

/** Every operation of the bundled spec `name`, as `{ id, method, path, summary, page }` (`page`: its tag's folder). */
export function operationsOf(name: string): {
  id: string;
  method: string;
  path: string;
  summary: string;
  page: string;
}[] {
  const spec = JSON.parse(readFileSync(`${specsDir}${name}.json`, "utf8")) as Spec;
  const out = [];
  for (const [path, item] of Object.entries(spec.paths ?? {})) {
    for (const method of METHODS) {
      const operation = item[method] as
        | { operationId?: string; tags?: string[]; summary?: string }
        | undefined;
      if (!operation) continue;
      out.push({
        id: operation.operationId ?? `${method}-${path}`,
        method,
        path,
        summary: operation.summary ?? "",
        page: slugOf(tagOf(operation)),
      });
    }
  }
  return out;
}

/** The site path of an operation in its API reference: `/api/platform/spreadsheets/#operation/updateRangeValues`. */
export function operationUrl(name: string, id: string): string {
  const operation = operationsOf(name).find((op) => op.id === id);
  if (!operation) throw new Error(`${name} has no operation ${id}`);
  return `/api/${name}/${operation.page}/#operation/${encodeURIComponent(id)}`;
}

/** The same-origin links (`href`, `src`) of an HTML page, resolved against its URL, without fragments. */
export function linksOf(html: string, pageUrl: string, origin: string): string[] {
  const out = new Set<string>();
  for (const match of html.matchAll(/\s(?:href|src)\s*=\s*"([^"]*)"/g)) {
    const raw = match[1]!.replaceAll("&amp;", "&");
    if (!raw || raw.startsWith("#") || /^(data|blob|javascript|mailto):/i.test(raw)) continue;
    let url: URL;
    try {
      url = new URL(raw, pageUrl);
    } catch {
      continue;
    }
    if (url.origin !== origin) continue;
    url.hash = "";
    out.add(url.href);
  }
  return [...out];
}

/** Every HTML page of a built site, as paths relative to its root (`guide/errors.html`), sorted. */
export function htmlPages(root: string): string[] {
  return readdirSync(root, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".html") && !file.startsWith("pagefind/"))
    .map((file) => file.split("\\").join("/"))
    .sort();
}
