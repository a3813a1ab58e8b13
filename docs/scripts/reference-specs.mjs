// Build-time copies of the bundled specs (specs/dist/*.json) for the API reference: each operation gets
// the X-Version it belongs to and an `x-codeSamples` entry with the reportkit call that makes it,
// generated from the operation itself, so a renamed path or parameter can never leave a stale sample.
// The source specs are never modified.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { codeSampleOf } from "./code-samples.mjs";

export { codeSampleOf, literal } from "./code-samples.mjs";

export const METHODS = ["get", "put", "post", "delete", "patch", "head", "options", "trace"];

/** The specs bundled by scripts/bundle-specs.mjs, as `{ name, file }`, in a stable order. */
export function listBundledSpecs(distDir) {
  if (!existsSync(distDir)) return [];
  const order = ["auth", "platform", "prep", "chains", "processes-preview"];
  return readdirSync(distDir)
    .filter((file) => file.endsWith(".json"))
    .map((file) => ({ name: file.replace(/\.json$/, ""), file: join(distDir, file) }))
    .sort((a, b) => rank(order, a.name) - rank(order, b.name) || a.name.localeCompare(b.name));
}

const rank = (order, name) => (order.includes(name) ? order.indexOf(name) : order.length);

/** Every operation of a spec, as `{ path, method, operation, pathItem }`. */
export function operationsOf(spec) {
  const out = [];
  for (const [path, pathItem] of Object.entries(spec.paths ?? {})) {
    for (const method of METHODS) {
      const operation = pathItem?.[method];
      if (operation && typeof operation === "object") out.push({ path, method, operation, pathItem });
    }
  }
  return out;
}

/** The paths `paginate` walks, read from the SDK's generated table (itself generated from the specs). */
export function readPaginatedPaths(generatedFile) {
  if (!existsSync(generatedFile)) return new Set();
  const text = readFileSync(generatedFile, "utf8");
  return new Set([...text.matchAll(/^\s*"(\/[^"]*)":\s*\{\s*api:/gm)].map((m) => m[1]));
}

function versionNote(spec) {
  const version = spec.info?.version;
  return `**X-Version:** \`${version}\` (reportkit sends it on every request).`;
}

/** The scopes the operation's token needs, from its own `security` or the document's. */
function scopeNote(spec, operation) {
  const requirements = operation.security ?? spec.security ?? [];
  if (requirements.length === 0) return "**Scope:** none (no token).";
  const alternatives = requirements.map((requirement) => {
    const scopes = Object.values(requirement).flat();
    return scopes.length > 0 ? scopes.map((scope) => `\`${scope}\``).join(" and ") : "any token";
  });
  return `**Scope:** ${alternatives.join(", or ")}.`;
}

/**
 * A deep copy of `spec` with, on each operation, an `x-codeSamples` entry (the reportkit call) and
 * the X-Version it belongs to in its description; the info block says which version this is.
 */
export function enrichSpec(spec, apiName, paginated) {
  const copy = structuredClone(spec);
  const version = copy.info?.version ?? "unknown";
  const infoNote = [
    "",
    "",
    `## Version`,
    "",
    `Every operation below belongs to \`X-Version: ${version}\`. reportkit pins it on every request it`,
    apiName === "processes-preview"
      ? "sends through `processesPreview(rk, { authUrl })`, and asks the preview's own token endpoint with it."
      : "sends (`createReportkit({ version })` pins another; one call may override it with its own header).",
    "",
    "Each operation shows the reportkit call that makes it, generated from this document when the site",
    "was built. Guides and the TypeScript reference: [the reportkit docs](/).",
  ].join("\n");
  copy.info = { ...copy.info, description: `${copy.info?.description ?? ""}${infoNote}` };
  for (const entry of operationsOf(copy)) {
    const { operation } = entry;
    const note = `${versionNote(copy)}\\\n${scopeNote(copy, operation)}`;
    operation.description = operation.description ? `${note}\n\n${operation.description}` : note;
    const source = codeSampleOf(copy, apiName, entry, paginated);
    operation["x-codeSamples"] = [
      { lang: "TypeScript", label: "reportkit", source },
      ...(operation["x-codeSamples"] ?? []),
    ];
  }
  return copy;
}
