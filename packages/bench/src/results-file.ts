// Writes the figures as JSON to packages/bench/results/bench.json.
import { mkdir, writeFile } from "node:fs/promises";
import { cpus } from "node:os";
import { fileURLToPath } from "node:url";
import type { Row } from "./report.js";
import { settings } from "./settings.js";

export const resultsFile = fileURLToPath(new URL("../results/bench.json", import.meta.url));

export async function writeResults(rows: readonly Row[], details: Record<string, unknown>): Promise<void> {
  const results = {
    date: new Date().toISOString(),
    node: process.version,
    cpus: cpus().length,
    settings,
    rows,
    details,
  };
  await mkdir(fileURLToPath(new URL("../results/", import.meta.url)), { recursive: true });
  await writeFile(resultsFile, `${JSON.stringify(results, null, 2)}\n`);
}
