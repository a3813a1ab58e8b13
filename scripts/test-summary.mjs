// Adds up every package's vitest JSON report (test-results/vitest.json): first where the time went (each
// package's wall time, slowest first, and the slowest test files), so a slow newcomer suite shows the day
// it lands; then one closing line for CI, always last: `Tests: N passed, N failed, N skipped`.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { repoRoot } from "./codegen/apis.mjs";

const dirs = ["specs", ...readdirSync(join(repoRoot, "packages")).map((d) => join("packages", d))];
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`.padStart(8);
let passed = 0;
let failed = 0;
let skipped = 0;
const packages = [];
const files = [];
for (const dir of dirs) {
  const report = join(repoRoot, dir, "test-results", "vitest.json");
  if (!existsSync(report)) continue;
  const json = JSON.parse(readFileSync(report, "utf8"));
  passed += json.numPassedTests;
  failed += json.numFailedTests;
  skipped += json.numPendingTests + json.numTodoTests;
  // The package's wall time: from vitest's start to the end of its last file (imports included).
  const ends = json.testResults.map((file) => file.endTime).filter(Number.isFinite);
  const wallMs = ends.length ? Math.max(...ends) - json.startTime : 0;
  packages.push({ dir, wallMs, files: json.testResults.length, tests: json.numTotalTests });
  for (const file of json.testResults)
    if (Number.isFinite(file.endTime) && Number.isFinite(file.startTime))
      files.push({ name: relative(repoRoot, file.name), ms: file.endTime - file.startTime });
}

if (packages.length) {
  packages.sort((a, b) => b.wallMs - a.wallMs);
  console.log("Test time per package (vitest's wall time, slowest first):");
  for (const p of packages)
    console.log(`${seconds(p.wallMs)}  ${p.dir.padEnd(30)} ${p.files} files, ${p.tests} tests`);
  files.sort((a, b) => b.ms - a.ms);
  console.log("Slowest test files (their tests' run time, imports not counted):");
  for (const f of files.slice(0, 10)) console.log(`${seconds(f.ms)}  ${f.name}`);
}
// The turbo tasks of this run (`turbo run --summarize` in the test script writes .turbo/runs/<id>.json):
// the slowest tasks, lint, type-check and builds included. A summary older than an hour is another run's.
const runs = join(repoRoot, ".turbo", "runs");
const summaries = existsSync(runs)
  ? readdirSync(runs)
      .filter((name) => name.endsWith(".json"))
      .map((name) => ({ path: join(runs, name), mtimeMs: statSync(join(runs, name)).mtimeMs }))
      .sort((a, b) => b.mtimeMs - a.mtimeMs)
  : [];
if (summaries[0] && Date.now() - summaries[0].mtimeMs < 3_600_000) {
  const summary = JSON.parse(readFileSync(summaries[0].path, "utf8"));
  const tasks = (summary.tasks ?? [])
    .map((task) => ({
      id: task.taskId,
      ms: (task.execution?.endTime ?? 0) - (task.execution?.startTime ?? 0),
      cached: task.cache?.status === "HIT",
    }))
    .filter((task) => task.ms > 0)
    .sort((a, b) => b.ms - a.ms);
  const { startTime, endTime } = summary.execution ?? {};
  if (tasks.length) {
    console.log(
      `Slowest turbo tasks (turbo's wall time ${seconds((endTime ?? 0) - (startTime ?? 0)).trim()}):`,
    );
    for (const t of tasks.slice(0, 12))
      console.log(`${seconds(t.ms)}  ${t.id}${t.cached ? " (cached)" : ""}`);
  }
}
console.log(`Tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
