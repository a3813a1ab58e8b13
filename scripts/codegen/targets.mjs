// What `pnpm generate` writes and `pnpm check:generated` compares, target by target: one per API (its
// types and client module), "shared" (the SDK's tables), "catalog" (@reportkit/catalog's table) and
// "sandbox" (@reportkit/sandbox's operation index).
import { join } from "node:path";
import { listApis, repoRoot } from "./apis.mjs";
import { catalogOperations, catalogSource, summarySource } from "./catalog.mjs";
import { clientSource } from "./client.mjs";
import { header } from "./header.mjs";
import { sandboxIndexSource } from "./sandbox.mjs";
import {
  acceptedSource,
  linksSource,
  operationTemplatesSource,
  paginatedListsSource,
} from "./sdk-tables.mjs";
import { generateSource } from "./types.mjs";

/** The target that holds the SDK's tables, derived from every spec at once (not one API's package). */
export const SHARED = "shared";
/** The target that holds the operation catalogue of every spec (`@reportkit/catalog`). */
export const CATALOG = "catalog";

const sdkGenerated = join(repoRoot, "packages", "sdk", "src", "generated");
/** The SDK's table of paginated lists. */
export const PAGINATED_LISTS_FILE = join(sdkGenerated, "paginated-lists.gen.ts");
/** The SDK's table of operations (span names and `url.template` of its telemetry). */
export const OPERATION_TEMPLATES_FILE = join(sdkGenerated, "operation-templates.gen.ts");
/** The SDK's table of where 202s put their operation, and of results endpoints. */
export const ACCEPTED_FILE = join(sdkGenerated, "accepted.gen.ts");
/** The SDK's table of operations followed until they settle. */
export const LINKS_FILE = join(sdkGenerated, "links.gen.ts");
/** The catalogue. */
export const CATALOG_FILE = join(repoRoot, "packages", "catalog", "src", "generated", "operations.gen.ts");
const CATALOG_DIR = join(repoRoot, "packages", "catalog", "src", "generated");
export const CATALOG_SUMMARY_FILE = join(CATALOG_DIR, "summary.gen.ts");
/** The target that holds the sandbox's operation index (what its routes need, read without the specs). */
export const SANDBOX = "sandbox";
/** The sandbox's operation index. */
export const SANDBOX_INDEX_FILE = join(
  repoRoot,
  "packages",
  "sandbox",
  "src",
  "generated",
  "operation-index.gen.ts",
);

/**
 * The targets named on the command line: API names, package folders (every API the package holds: its own
 * and its subpath versions), `shared`, `catalog` or `sandbox`; all of them when none is named.
 */
export function selectTargets(names) {
  const apis = listApis();
  const special = [SHARED, CATALOG, SANDBOX];
  const all = [...apis.map((a) => a.name), ...special];
  if (names.length === 0) return all;
  const out = [];
  for (const n of names) {
    const matching = special.includes(n)
      ? [n]
      : apis.filter((a) => a.name === n || a.package === n).map((a) => a.name);
    if (matching.length === 0) throw new Error(`unknown target '${n}'; known: ${all.join(", ")}`);
    for (const m of matching) if (!out.includes(m)) out.push(m);
  }
  return out;
}

/** Every file of one target, as `{ path, content }`, do-not-edit headers included. */
export async function generateTarget(target) {
  const apis = listApis();
  if (target === SHARED) {
    const operations = catalogOperations(apis);
    return [
      { path: PAGINATED_LISTS_FILE, content: paginatedListsSource(operations) },
      { path: OPERATION_TEMPLATES_FILE, content: operationTemplatesSource(operations) },
      { path: ACCEPTED_FILE, content: acceptedSource(operations) },
      { path: LINKS_FILE, content: linksSource(operations) },
    ];
  }
  if (target === CATALOG) {
    const origin = header("Derived from every spec of specs/redocly.yaml by scripts/codegen/catalog.mjs.");
    const operations = catalogOperations(apis);
    return [
      { path: CATALOG_FILE, content: catalogSource(operations, origin) },
      { path: CATALOG_SUMMARY_FILE, content: summarySource(operations, origin) },
    ];
  }
  if (target === SANDBOX) {
    const origin = header("Derived from every spec of specs/redocly.yaml by scripts/codegen/sandbox.mjs.");
    return [{ path: SANDBOX_INDEX_FILE, content: sandboxIndexSource(apis, origin) }];
  }
  const api = apis.find((a) => a.name === target);
  if (!api) throw new Error(`unknown api '${target}'`);
  return [
    { path: api.output, content: await generateSource(api) },
    { path: api.clientOutput, content: clientSource(api) },
  ];
}
