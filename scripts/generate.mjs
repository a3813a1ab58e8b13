// Regenerates every generated source from specs/: `node scripts/generate.mjs [api|shared ...]` (all when
// none is named). See codegen/targets.mjs for what each target produces.
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, relative } from "node:path";
import { repoRoot } from "./codegen/apis.mjs";
import { generateTarget, selectTargets } from "./codegen/targets.mjs";

for (const target of selectTargets(process.argv.slice(2))) {
  for (const file of await generateTarget(target)) {
    mkdirSync(dirname(file.path), { recursive: true });
    writeFileSync(file.path, file.content);
    console.log(`generated ${relative(repoRoot, file.path)}`);
  }
}
