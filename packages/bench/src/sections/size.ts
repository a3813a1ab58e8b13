// Min+gzip per entry point: runs the SDK's own size-limit check (packages/sdk/.size-limit.mjs) with
// --json, so the bench and the test command measure the same bundles against the same budgets.
import { execFile } from "node:child_process";
import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import type { Row } from "../report.js";
import { spread } from "../stats.js";

const SECTION = "size (min+gzip, esbuild; budgets in packages/sdk/.size-limit.mjs)";

interface SizeCheck {
  name: string;
  passed: boolean;
  size: number;
  sizeLimit?: number;
}

const sdkDir = fileURLToPath(new URL("../", import.meta.resolve("@reportkit/sdk")));

function runSizeLimit(): Promise<{ stdout: string; stderr: string }> {
  const bin = `${sdkDir}node_modules/size-limit/bin.js`;
  return new Promise((resolve) => {
    // Exits 1 when a budget is exceeded; the JSON is on stdout either way.
    execFile(process.execPath, [bin, "--json"], { cwd: sdkDir }, (_error, stdout, stderr) =>
      resolve({ stdout, stderr }),
    );
  });
}

function parseChecks(stdout: string): SizeCheck[] | undefined {
  try {
    const parsed: unknown = JSON.parse(stdout);
    return Array.isArray(parsed) ? (parsed as SizeCheck[]) : undefined;
  } catch {
    return undefined;
  }
}

export async function size(): Promise<{ rows: Row[]; details: unknown }> {
  const { stdout, stderr } = await runSizeLimit();
  const checks = parseChecks(stdout);
  if (!checks) {
    const note = `size-limit failed: ${(stderr || stdout).trim().split("\n")[0]}`;
    return {
      rows: [{ section: SECTION, figure: "size-limit", unit: "bytes", note }],
      details: { stdout, stderr },
    };
  }
  const rows: Row[] = checks.map((check) => ({
    section: SECTION,
    figure: check.name,
    unit: "bytes",
    spread: spread([check.size]),
    ...(check.sizeLimit === undefined
      ? {}
      : { target: { text: `<= ${check.sizeLimit / 1000} kB`, pass: check.passed } }), // the budget as written
  }));
  // Issue 22's goal for the headline scenario, whatever the CI budget (a regression guard) says today.
  const headline = checks.find((check) => check.name.startsWith("createReportkit + one platform GET"));
  if (headline) {
    rows.push({
      section: SECTION,
      figure: `${headline.name}, goal`,
      unit: "bytes",
      spread: spread([headline.size]),
      target: { text: "<= 13.0 kB", pass: headline.size <= 13_000 },
    });
  }
  const { exports } = JSON.parse(await readFile(`${sdkDir}package.json`, "utf8")) as { exports: object };
  if (!("./node" in exports)) {
    rows.push({
      section: SECTION,
      figure: "entry ./node (Node, undici external)",
      unit: "bytes",
      note: "@reportkit/sdk has no ./node export yet",
    });
  }
  return { rows, details: { checks } };
}
