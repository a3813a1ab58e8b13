// Fails when checked-in generated sources differ from what the specs produce now.
// Regenerates into a temporary directory and compares: `node scripts/check-generated.mjs [api ...]`.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { generateSource, repoRoot, selectApis } from "./codegen.mjs";

const tmp = mkdtempSync(join(tmpdir(), "reportkit-codegen-"));
const drifted = [];
try {
  for (const api of selectApis(process.argv.slice(2))) {
    const fresh = await generateSource(api);
    const scratch = join(tmp, `${api.name}.gen.ts`);
    writeFileSync(scratch, fresh);
    const current = existsSync(api.output) ? readFileSync(api.output, "utf8") : null;
    if (current !== readFileSync(scratch, "utf8")) drifted.push(api);
  }
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
if (drifted.length > 0) {
  for (const api of drifted) {
    console.error(`✗ ${relative(repoRoot, api.output)} is out of date with ${relative(repoRoot, api.spec)}.`);
  }
  console.error("Generated files must never be edited by hand. Run `pnpm generate` and commit the result.");
  process.exit(1);
}
console.log("✓ generated sources match the specs");
