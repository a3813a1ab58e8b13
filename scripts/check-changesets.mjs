// Fails when a public package changed since the last release without a pending changeset naming it.
// "Changed" means its published sources: src/ (tests excluded) and package.json. The last release is
// the newest tag (`@reportkit/<name>@<version>` or `v<version>`); before the first one, the root commit.
//
//   node scripts/check-changesets.mjs
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { publicPackages, repoRoot } from "./packages.mjs";

/** The package names a changeset's front matter lists. */
export function packagesOfChangeset(text) {
  const front = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text);
  if (!front) return [];
  return [...front[1].matchAll(/^\s*["']?([^"':\s]+)["']?\s*:\s*(major|minor|patch)\s*$/gm)].map((m) => m[1]);
}

/** Whether a changed file is part of what a package publishes (sources and manifest, not tests). */
export const isPublishedSource = (file, packageDir) =>
  file === `${packageDir}/package.json` ||
  (file.startsWith(`${packageDir}/src/`) && !/\.test(-d)?\.ts$/.test(file));

/** The public packages with published changes that no changeset names. */
export function uncovered(changedFiles, changesetTexts, packages) {
  const named = new Set(changesetTexts.flatMap(packagesOfChangeset));
  return packages.filter(
    (pkg) => changedFiles.some((file) => isPublishedSource(file, pkg.path)) && !named.has(pkg.name),
  );
}

const git = (...args) =>
  execFileSync("git", args, { cwd: repoRoot, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] }).trim();

function lastRelease() {
  try {
    return git("describe", "--tags", "--abbrev=0", "--match", "@reportkit/*@*", "--match", "v*");
  } catch {
    return git("rev-list", "--max-parents=0", "HEAD").split("\n")[0];
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const base = lastRelease();
  const changed = [
    ...git("diff", "--name-only", base, "--").split("\n"),
    ...git("ls-files", "--others", "--exclude-standard").split("\n"),
  ].filter(Boolean);
  const dir = join(repoRoot, ".changeset");
  const texts = readdirSync(dir)
    .filter((file) => file.endsWith(".md") && file !== "README.md")
    .map((file) => readFileSync(join(dir, file), "utf8"));
  const packages = publicPackages().map((pkg) => ({ name: pkg.name, path: relative(repoRoot, pkg.dir) }));
  const missing = uncovered(changed, texts, packages);
  const touched = packages.filter((pkg) => changed.some((file) => isPublishedSource(file, pkg.path)));
  if (missing.length > 0) {
    console.error(
      `changesets: FAIL ${missing.map((p) => p.name).join(", ")} changed since ${base.slice(0, 12)} with no changeset naming them: run \`pnpm changeset\`.`,
    );
    process.exit(1);
  }
  console.log(
    `changesets: ok (${touched.length} public packages changed since ${base.slice(0, 12)}, each named by a pending changeset)`,
  );
}
