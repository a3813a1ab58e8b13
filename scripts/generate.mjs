// Regenerates the typed client sources from specs/: `node scripts/generate.mjs [api ...]`.
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, relative } from "node:path";
import { generateSource, repoRoot, selectApis } from "./codegen.mjs";

for (const api of selectApis(process.argv.slice(2))) {
  const source = await generateSource(api);
  mkdirSync(dirname(api.output), { recursive: true });
  writeFileSync(api.output, source);
  console.log(`generated ${relative(repoRoot, api.output)}`);
}
