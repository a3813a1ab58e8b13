// API reports: the exported surface of every published entry point, rendered by API Extractor from the
// built `dist/*.d.ts` and checked in under api-reports/. The check fails when a surface changed and its
// report was not updated in the same change, so every API change shows up in review. Needs a build.
//
//   node scripts/api-reports.mjs            check every report (the test command)
//   node scripts/api-reports.mjs --update   rewrite them (`pnpm api:update` builds first)
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative } from "node:path";
import { CompilerState, Extractor, ExtractorConfig } from "@microsoft/api-extractor";
import { publicPackages, repoRoot } from "./packages.mjs";

export const REPORTS_DIR = join(repoRoot, "api-reports");
export const UPDATE_COMMAND = "pnpm api:update";

/**
 * The published entry points of a package, from its `exports`: `{ subpath, dts, report }`. A pattern
 * subpath (`"./*"`) counts once per folder that its `types` target exists in.
 */
export function entryPoints(dir, manifest) {
  const exportsField = manifest.exports ?? { ".": { types: manifest.types } };
  const unscoped = manifest.name.replace(/^@[^/]+\//, "");
  const reportName = (subpath) =>
    subpath === "." ? unscoped : `${unscoped}.${subpath.slice(2).replaceAll("/", ".")}`;
  return Object.entries(exportsField).flatMap(([subpath, target]) => {
    const types = typeof target === "string" ? target : target?.types;
    if (typeof types !== "string" || !types.endsWith(".d.ts")) return [];
    if (!subpath.includes("*")) {
      return [{ subpath, dts: join(dir, types), report: reportName(subpath) }];
    }
    // "./*" -> "./dist/generated/*/client.gen.d.ts": one entry per folder the star can stand for.
    const [before, after] = types.split("*");
    const parent = join(dir, before);
    if (!existsSync(parent)) return [];
    return readdirSync(parent, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && existsSync(join(parent, entry.name + after)))
      .map((entry) => {
        const concrete = subpath.replace("*", entry.name);
        return { subpath: concrete, dts: join(parent, entry.name + after), report: reportName(concrete) };
      });
  });
}

/**
 * Renders the API report of one entry point (`.d.ts`) with API Extractor, as text. `program` (from
 * `sharedProgram`) reuses one TypeScript program for every entry point instead of one each.
 */
export function renderReport({ packageDir, dts, report, program }) {
  if (!existsSync(dts)) {
    throw new Error(`${relative(repoRoot, dts)} does not exist: build first (\`pnpm build\`)`);
  }
  const scratch = mkdtempSync(join(tmpdir(), "reportkit-api-"));
  try {
    const config = ExtractorConfig.prepare({
      configObject: {
        projectFolder: packageDir,
        mainEntryPointFilePath: dts,
        compiler: {
          overrideTsconfig: {
            compilerOptions: {
              target: "es2022",
              module: "nodenext",
              moduleResolution: "nodenext",
              lib: ["es2022", "dom", "dom.iterable"],
              strict: true,
              skipLibCheck: true,
            },
            files: [dts],
          },
        },
        apiReport: {
          enabled: true,
          reportFileName: report,
          reportFolder: scratch,
          reportTempFolder: scratch,
        },
        docModel: { enabled: false },
        dtsRollup: { enabled: false },
        tsdocMetadata: { enabled: false },
        newlineKind: "lf",
        messages: {
          compilerMessageReporting: { default: { logLevel: "error" } },
          extractorMessageReporting: {
            default: { logLevel: "none" },
            // A type the entry point uses but does not export is part of the surface: say so in the report.
            "ae-forgotten-export": { logLevel: "none", addToApiReportFile: true },
            // So is an export without a TSDoc line: the report shows it (and the check below refuses it).
            "ae-undocumented": { logLevel: "none", addToApiReportFile: true },
          },
          tsdocMessageReporting: { default: { logLevel: "none" } },
        },
      },
      configObjectFullPath: undefined,
      packageJsonFullPath: join(packageDir, "package.json"),
    });
    const errors = [];
    const result = Extractor.invoke(config, {
      localBuild: true,
      compilerState: program?.(config),
      messageCallback: (message) => {
        if (message.logLevel === "error") errors.push(message.formatMessageWithLocation(packageDir));
        message.handled = true;
      },
    });
    if (!result.succeeded || errors.length > 0) {
      throw new Error(`API Extractor failed on ${relative(repoRoot, dts)}:\n${errors.join("\n")}`);
    }
    return readFileSync(join(scratch, `${report}.api.md`), "utf8");
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/**
 * One TypeScript program over every entry point's `.d.ts` (the compiler options are the same for all, so
 * the program is too): built on first use, from the first config, with the others as extra roots.
 */
export function sharedProgram(dtsFiles) {
  let state;
  return (config) => {
    state ??= CompilerState.create(config, { additionalEntryPoints: dtsFiles });
    return state;
  };
}

/** Packages whose every export must carry a TSDoc line (their reports may list no top-level ae-undocumented). */
export const FULLY_DOCUMENTED = new Set(["@reportkit/sdk"]);

/** The exports of a report that have no TSDoc line (members excepted: a declaration at column 1). */
export const undocumentedExports = (report) =>
  report
    .split("\n")
    .filter((line) => line.includes("(ae-undocumented)") && /:\d+:1 - /.test(line))
    .map((line) => /Missing documentation for "([^"]+)"/.exec(line)?.[1] ?? line);

/** The first lines that differ between a checked-in report and the current surface, diff-style. */
function firstDifferences(before, after, max = 12) {
  const a = before.split("\n");
  const b = after.split("\n");
  const removed = a.filter((line) => !b.includes(line)).map((line) => `  - ${line}`);
  const added = b.filter((line) => !a.includes(line)).map((line) => `  + ${line}`);
  const lines = [...removed, ...added];
  return [...lines.slice(0, max), ...(lines.length > max ? [`  ... ${lines.length - max} more`] : [])];
}

/**
 * Checks (or, with `update`, rewrites) the reports of the given packages. Returns one result per entry
 * point: `{ name, subpath, file, status: "ok" | "updated" | "changed" | "missing", message }`.
 */
export function checkReports(packages, { reportsDir = REPORTS_DIR, update = false } = {}) {
  const results = [];
  const entriesOf = new Map(packages.map((pkg) => [pkg, entryPoints(pkg.dir, pkg.manifest)]));
  const all = [...entriesOf.values()].flat().map((entry) => entry.dts);
  const program = all.every((dts) => existsSync(dts)) ? sharedProgram(all) : undefined;
  for (const pkg of packages) {
    const entries = entriesOf.get(pkg);
    if (entries.length === 0) throw new Error(`${pkg.name}: no entry point with a .d.ts in its exports`);
    for (const entry of entries) {
      const file = join(reportsDir, `${entry.report}.api.md`);
      const current = renderReport({ packageDir: pkg.dir, ...entry, program });
      const where = `${pkg.name}${entry.subpath === "." ? "" : entry.subpath.slice(1)}`;
      const base = { name: pkg.name, subpath: entry.subpath, file };
      const undocumented = FULLY_DOCUMENTED.has(pkg.name) ? undocumentedExports(current) : [];
      if (undocumented.length > 0) {
        results.push({
          ...base,
          status: "undocumented",
          message: `${where}: every export needs a TSDoc line; these have none: ${[...new Set(undocumented)].join(", ")}`,
        });
        continue;
      }
      if (update) {
        const before = existsSync(file) ? readFileSync(file, "utf8") : undefined;
        mkdirSync(dirname(file), { recursive: true });
        writeFileSync(file, current);
        results.push({ ...base, status: before === current ? "ok" : "updated", message: where });
      } else if (!existsSync(file)) {
        results.push({
          ...base,
          status: "missing",
          message: `${where}: no API report (${relative(repoRoot, file)}); run \`${UPDATE_COMMAND}\` and commit it`,
        });
      } else {
        const checkedIn = readFileSync(file, "utf8");
        if (checkedIn === current) {
          results.push({ ...base, status: "ok", message: where });
        } else {
          results.push({
            ...base,
            status: "changed",
            message: [
              `${where}: the exported surface changed but ${relative(repoRoot, file)} was not updated; run \`${UPDATE_COMMAND}\`, review the report's diff and commit it with the change:`,
              ...firstDifferences(checkedIn, current),
            ].join("\n"),
          });
        }
      }
    }
  }
  return results;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const update = process.argv.includes("--update");
  const started = Date.now();
  const packages = publicPackages().sort((a, b) => a.name.localeCompare(b.name));
  let results;
  try {
    results = checkReports(packages, { update });
  } catch (error) {
    console.error(`API reports: FAIL ${error.message}`);
    process.exit(1);
  }
  const took = `${((Date.now() - started) / 1000).toFixed(1)} s`;
  if (update) {
    // Reports of entry points that no longer exist go too.
    const wanted = new Set(results.map((r) => r.file));
    for (const file of readdirSync(REPORTS_DIR)) {
      if (file.endsWith(".api.md") && !wanted.has(join(REPORTS_DIR, file))) {
        rmSync(join(REPORTS_DIR, file));
        console.log(`API reports: removed ${file} (no such entry point any more)`);
      }
    }
    const updated = results.filter((r) => r.status === "updated");
    for (const r of updated) console.log(`API reports: updated ${relative(repoRoot, r.file)}`);
    console.log(
      `API reports: ${updated.length} of ${results.length} entry points rewritten in ${relative(repoRoot, REPORTS_DIR)}/ [${took}]`,
    );
  } else {
    const stale = readdirSync(REPORTS_DIR).filter(
      (file) => file.endsWith(".api.md") && !results.some((r) => r.file === join(REPORTS_DIR, file)),
    );
    const failed = results.filter((r) => r.status !== "ok");
    for (const r of failed) console.error(`API reports: FAIL ${r.message}`);
    for (const file of stale) {
      console.error(
        `API reports: FAIL api-reports/${file} matches no entry point; run \`${UPDATE_COMMAND}\``,
      );
    }
    if (failed.length + stale.length > 0) process.exit(1);
    console.log(
      `API reports: ok (${results.length} entry points of ${packages.length} packages match api-reports/) [${took}]`,
    );
  }
}
