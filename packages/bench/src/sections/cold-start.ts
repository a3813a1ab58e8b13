// `import()` of a package in a fresh Node process (the cost every serverless cold start pays), median of
// N processes per package, interleaved so a busy moment hits them all alike.
import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import type { Row } from "../report.js";
import { spread } from "../stats.js";

const SECTION = "cold start (import() in a fresh Node process)";
const PROCESSES = 20;
const LIMIT_MS = 15;
const PACKAGES = ["@reportkit/sdk", "openapi-fetch", "@octokit/core"] as const;
const benchDir = fileURLToPath(new URL("../", import.meta.url));

/** Milliseconds one fresh process takes to import `specifier` (resolution, loading, evaluation). */
function importOnce(specifier: string): Promise<number> {
  const script = `const t = performance.now(); await import(${JSON.stringify(specifier)}); console.log(performance.now() - t);`;
  return new Promise((resolve, reject) => {
    execFile(process.execPath, ["--input-type=module", "-e", script], { cwd: benchDir }, (error, stdout) =>
      error ? reject(error) : resolve(Number(stdout)),
    );
  });
}

export async function coldStart(): Promise<{ rows: Row[]; details: unknown }> {
  const times = new Map<string, number[]>(PACKAGES.map((name) => [name, []]));
  for (let run = 0; run < PROCESSES; run++) {
    for (const name of PACKAGES) times.get(name)!.push(await importOnce(name));
  }
  const rows: Row[] = PACKAGES.map((name) => {
    const figure = spread(times.get(name)!);
    return {
      section: SECTION,
      figure: `import("${name}"), Node ${process.versions.node}, median of ${PROCESSES}`,
      unit: "ms",
      spread: figure,
      ...(name === "@reportkit/sdk"
        ? { target: { text: `<= ${LIMIT_MS} ms`, pass: figure.median <= LIMIT_MS } }
        : {}),
    };
  });
  return { rows, details: Object.fromEntries(times) };
}
