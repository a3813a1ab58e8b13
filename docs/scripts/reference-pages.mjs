// The API reference of a spec as light pages: one Redoc page per tag (its operations and only the
// components they reach), under /api/<spec>/<tag>/, and an index at /api/<spec>/ listing every operation
// with a link to its page. A whole spec on one page grows with every operation (the platform's 247
// would weigh over 1 MB and render slowly on a phone); a tag's page stays small. Links to an operation
// of the one-page reference (`/api/<spec>/#operation/<id>`, `#tag/<Tag>/operation/<id>`) keep working:
// the index sends them on to the operation's page.
import { METHODS, operationsOf } from "./reference-specs.mjs";

/** The tag an operation is shown under (its first), or OTHER for an untagged one. */
export const OTHER = "Other operations";

export const tagOf = (operation) => operation.tags?.[0] ?? OTHER;

/** A tag's folder name: `Custom schema` is `custom-schema`. */
export const slugOf = (tag) =>
  String(tag)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "") || "operations";

/** Every `#/components/<kind>/<name>` reference reachable from `roots`, as `kind/name`. */
function reachedComponents(spec, roots) {
  const reached = new Set();
  const stack = [...roots];
  while (stack.length) {
    const node = stack.pop();
    if (!node || typeof node !== "object") continue;
    if (Array.isArray(node)) {
      stack.push(...node);
      continue;
    }
    for (const [key, value] of Object.entries(node)) {
      if (key === "$ref" && typeof value === "string" && value.startsWith("#/components/")) {
        const [kind, raw] = value.slice("#/components/".length).split("/");
        const name = raw?.replace(/~1/g, "/").replace(/~0/g, "~");
        const id = `${kind}/${name}`;
        if (kind && name !== undefined && !reached.has(id)) {
          reached.add(id);
          stack.push(spec.components?.[kind]?.[name]);
        }
      } else if (value && typeof value === "object") stack.push(value);
    }
  }
  return reached;
}

/** `spec`'s components, only those `reached` (security schemes always: requirements name them). */
function prunedComponents(spec, reached) {
  const out = {};
  for (const [kind, members] of Object.entries(spec.components ?? {})) {
    if (kind === "securitySchemes") {
      out[kind] = members;
      continue;
    }
    const kept = Object.entries(members ?? {}).filter(([name]) => reached.has(`${kind}/${name}`));
    if (kept.length) out[kind] = Object.fromEntries(kept);
  }
  return out;
}

/**
 * `spec` (an enriched copy) split by tag, in the spec's tag order: `{ tag, slug, description,
 * operations: [{ id, method, path, summary }], spec }`, each `spec` holding the tag's operations, the
 * components they reach and, in its description, links to the index and the other tags' pages
 * (site-absolute under `base`).
 */
export function splitByTag(spec, name, base = "/") {
  const groups = new Map();
  for (const tag of spec.tags ?? []) groups.set(tag.name, []);
  for (const entry of operationsOf(spec)) {
    const tag = tagOf(entry.operation);
    if (!groups.has(tag)) groups.set(tag, []);
    groups.get(tag).push(entry);
  }
  const tags = [...groups].filter(([, entries]) => entries.length > 0).map(([tag]) => tag);
  const slugs = new Map();
  for (const tag of tags) {
    let slug = slugOf(tag);
    while ([...slugs.values()].includes(slug)) slug = `${slug}-2`;
    slugs.set(tag, slug);
  }
  const title = spec.info?.title ?? name;
  return tags.map((tag) => {
    const entries = groups.get(tag);
    const paths = {};
    for (const { path, method, operation, pathItem } of entries) {
      if (!paths[path]) {
        // The path's own members (parameters, servers, summary), without its other methods.
        paths[path] = Object.fromEntries(Object.entries(pathItem).filter(([key]) => !METHODS.includes(key)));
      }
      paths[path][method] = operation;
    }
    const tagObject = spec.tags?.find((t) => t.name === tag) ?? { name: tag };
    const others = tags
      .filter((t) => t !== tag)
      .map((t) => `[${t}](${base}api/${name}/${slugs.get(t)}/)`)
      .join(" · ");
    const navigation = [
      "",
      "",
      `## On this page`,
      "",
      `The ${tag} operations of ${title}: ${entries.length} of ${operationsOf(spec).length}.`,
      `[Every operation of ${title}](${base}api/${name}/), one page per group:`,
      others ? `${others}.` : "",
    ].join("\n");
    const { tags: _tags, paths: _paths, components: _components, ...rest } = spec;
    const roots = [paths, tagObject, rest.security, rest.servers, rest.info];
    const subset = {
      ...rest,
      info: {
        ...spec.info,
        title: `${title}: ${tag}`,
        description: `${spec.info?.description ?? ""}${navigation}`,
      },
      tags: [tagObject],
      paths,
      components: prunedComponents(spec, reachedComponents(spec, roots)),
    };
    return {
      tag,
      slug: slugs.get(tag),
      description: tagObject.description ?? "",
      operations: entries.map(({ path, method, operation }) => ({
        id: operation.operationId ?? `${method}-${path}`,
        method,
        path,
        summary: operation.summary ?? "",
        deprecated: operation.deprecated === true,
      })),
      spec: subset,
    };
  });
}
