// Adds up every package's vitest JSON report (test-results/vitest.json) into one closing line.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { repoRoot } from "./codegen/apis.mjs";

const dirs = ["specs", ...readdirSync(join(repoRoot, "packages")).map((d) => join("packages", d))];
let passed = 0;
let failed = 0;
let skipped = 0;
for (const dir of dirs) {
  const report = join(repoRoot, dir, "test-results", "vitest.json");
  if (!existsSync(report)) continue;
  const json = JSON.parse(readFileSync(report, "utf8"));
  passed += json.numPassedTests;
  failed += json.numFailedTests;
  skipped += json.numPendingTests + json.numTodoTests;
}
console.log(`Tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
