// `import()` of a package in a fresh Node process (the cost every serverless cold start pays), median of
// N processes per package, interleaved so a busy moment hits them all alike. Beside them, the floor: an
// empty module file, which pays what any first import() of a file pays (Node's loader loads its own
// modules then: ~9 ms on a quiet machine, against ~2 ms for a data: URL), so a package's own cost is
// its figure minus the floor's.
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
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
  const folder = mkdtempSync(join(tmpdir(), "reportkit-cold-start-"));
  const floor = pathToFileURL(join(folder, "empty.mjs")).href;
  writeFileSync(new URL(floor), "export {};\n");
  const specifiers = [...PACKAGES, floor];
  const times = new Map<string, number[]>(specifiers.map((name) => [name, []]));
  try {
    for (let run = 0; run < PROCESSES; run++) {
      for (const name of specifiers) times.get(name)!.push(await importOnce(name));
    }
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
  const rows: Row[] = specifiers.map((name) => {
    const figure = spread(times.get(name)!);
    const what = name === floor ? "import() of an empty module file (the floor)" : `import("${name}")`;
    return {
      section: SECTION,
      figure: `${what}, Node ${process.versions.node}, median of ${PROCESSES}`,
      unit: "ms",
      spread: figure,
      ...(name === "@reportkit/sdk"
        ? { target: { text: `<= ${LIMIT_MS} ms`, pass: figure.median <= LIMIT_MS } }
        : {}),
    };
  });
  return {
    rows,
    details: Object.fromEntries([...times].map(([name, ms]) => [name === floor ? "floor" : name, ms])),
  };
}
