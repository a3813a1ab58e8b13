// Fails when checked-in generated sources differ from what the specs produce now:
// `node scripts/check-generated.mjs [api|shared ...]` (all targets when none is named). For an API it also
// checks that its package's src/index.ts is the one-line re-export every client package shares, and
// that src/generated/ holds no stale .gen.ts file the specs no longer produce.
// `pnpm check:generated` runs it once, with no target (the specs package's task): one process parses the
// specs once for every target (about 10 CPU s), where one process per package parsed them seven times (44 CPU s with turbo and pnpm, now 16).
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { INDEX_SOURCE, listApis, repoRoot, SUBPATH_EXPORT } from "./codegen/apis.mjs";
import { CATALOG, generateTarget, SANDBOX, SHARED, selectTargets } from "./codegen/targets.mjs";

const problems = [];
for (const target of selectTargets(process.argv.slice(2))) {
  const files = await generateTarget(target);
  for (const file of files) {
    const current = existsSync(file.path) ? readFileSync(file.path, "utf8") : null;
    if (current === null) problems.push(`${relative(repoRoot, file.path)} is missing.`);
    else if (current !== file.content) problems.push(`${relative(repoRoot, file.path)} is out of date.`);
  }
  const expected = new Set(files.map((f) => f.path));
  // An API package's src/generated/ holds only what its spec produces (the SDK's folder may hold more).
  for (const dir of target === SHARED ? [] : new Set(files.map((f) => dirname(f.path)))) {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (name.endsWith(".gen.ts") && !expected.has(path)) {
        problems.push(`${relative(repoRoot, path)} is not produced by any spec any more: delete it.`);
      }
    }
  }
  const api = [SHARED, CATALOG, SANDBOX].includes(target)
    ? undefined
    : listApis().find((a) => a.name === target);
  if (api?.subpath) {
    // A subpath version is served by the package's "./*" export, which must point at its client.gen.ts.
    const manifest = join(api.packageDir, "package.json");
    const exported = JSON.parse(readFileSync(manifest, "utf8")).exports?.["./*"];
    if (JSON.stringify(exported) !== JSON.stringify(SUBPATH_EXPORT)) {
      problems.push(`${relative(repoRoot, manifest)} must export "./*" as ${JSON.stringify(SUBPATH_EXPORT)}`);
    }
  } else if (api) {
    const index = existsSync(api.index) ? readFileSync(api.index, "utf8") : null;
    if (index !== INDEX_SOURCE) {
      problems.push(`${relative(repoRoot, api.index)} must be exactly: ${INDEX_SOURCE.trim()}`);
    }
  }
}
if (problems.length > 0) {
  for (const problem of problems) console.error(`✗ ${problem}`);
  console.error("Generated files must never be edited by hand. Run `pnpm generate` and commit the result.");
  process.exit(1);
}
console.log("✓ generated sources match the specs");
