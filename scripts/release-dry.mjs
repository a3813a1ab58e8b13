// `pnpm release:dry`: what the next release would be, without touching this checkout. Copies the working
// tree (tracked and untracked files, pending changesets included, plus each public package's built dist/)
// into a scratch folder, runs `changeset version` there, packs every public package with pnpm and prints
// each version bump, tarball and CHANGELOG excerpt. Needs a build first (`pnpm build`).
//
//   node scripts/release-dry.mjs [--keep]   (--keep leaves the scratch folder for a closer look)
import { execFileSync } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative } from "node:path";
import { publicPackages, repoRoot, workspacePackages } from "./packages.mjs";

const PNPM = ["--yes", "pnpm@10.34.9"];
const keep = process.argv.includes("--keep");
const run = (command, args, cwd) =>
  execFileSync(command, args, { cwd, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });

const scratch = mkdtempSync(join(tmpdir(), "reportkit-release-dry-"));
try {
  // The working tree as git sees it (ignored files, node_modules and dist/ aside), into the scratch copy.
  const files = run("git", ["ls-files", "--cached", "--others", "--exclude-standard", "-z"], repoRoot)
    .split("\0")
    .filter((file) => file && existsSync(join(repoRoot, file)));
  for (const file of files) {
    mkdirSync(dirname(join(scratch, file)), { recursive: true });
    cpSync(join(repoRoot, file), join(scratch, file));
  }
  const before = new Map(publicPackages().map((pkg) => [pkg.name, pkg.manifest.version]));
  for (const pkg of publicPackages()) {
    const dist = join(pkg.dir, "dist");
    if (!existsSync(dist)) throw new Error(`${pkg.name} has no dist/: run \`pnpm build\` first`);
    cpSync(dist, join(scratch, relative(repoRoot, pkg.dir), "dist"), { recursive: true });
  }

  // changeset version, with this checkout's CLI, on the copy only.
  const changeset = join(repoRoot, "node_modules", "@changesets", "cli", "bin.js");
  const pending = readdirSync(join(scratch, ".changeset")).filter(
    (f) => f.endsWith(".md") && f !== "README.md",
  );
  console.log(`release:dry: changeset version in ${scratch} (${pending.length} pending changesets)`);
  run(process.execPath, [changeset, "version"], scratch);

  // pnpm pack turns workspace: specifiers into versions from the linked packages: link them in the copy.
  const inScratch = (pkg) => join(scratch, relative(repoRoot, pkg.dir));
  const all = [...workspacePackages(), { name: "@reportkit/specs", dir: join(repoRoot, "specs") }];
  for (const pkg of all) {
    const manifest = JSON.parse(readFileSync(join(inScratch(pkg), "package.json"), "utf8"));
    const deps = {
      ...manifest.dependencies,
      ...manifest.devDependencies,
      ...manifest.peerDependencies,
      ...manifest.optionalDependencies,
    };
    for (const [name, spec] of Object.entries(deps)) {
      const target = all.find((p) => p.name === name);
      if (!String(spec).startsWith("workspace:") || !target) continue;
      const link = join(inScratch(pkg), "node_modules", name);
      mkdirSync(dirname(link), { recursive: true });
      if (!existsSync(link)) symlinkSync(inScratch(target), link, "dir");
    }
  }
  const tarballs = join(scratch, ".tarballs");
  mkdirSync(tarballs);
  const rows = [];
  for (const pkg of publicPackages().sort((a, b) => a.name.localeCompare(b.name))) {
    const dir = inScratch(pkg);
    const manifest = JSON.parse(readFileSync(join(dir, "package.json"), "utf8"));
    const packed = run("npx", [...PNPM, "pack", "--pack-destination", tarballs], dir)
      .trim()
      .split("\n")
      .at(-1);
    const tarball = join(tarballs, packed.split("/").at(-1));
    const inside = JSON.parse(run("tar", ["-xOzf", tarball, "package/package.json"], scratch));
    const workspaceLeft = JSON.stringify(inside).includes("workspace:");
    rows.push({
      name: pkg.name,
      from: before.get(pkg.name),
      to: manifest.version,
      tarball,
      workspaceLeft,
      dir,
    });
  }

  console.log("");
  for (const row of rows) {
    const size = `${Math.round(statSync(row.tarball).size / 1024)} kB`;
    const bump = row.from === row.to ? `${row.to} (unchanged)` : `${row.from} -> ${row.to}`;
    console.log(
      `release:dry: ${row.name.padEnd(22)} ${bump.padEnd(22)} ${row.tarball.split("/").at(-1)} ${size}`,
    );
    if (row.workspaceLeft)
      throw new Error(`${row.name}: the packed package.json still has workspace: specifiers`);
  }
  for (const row of rows.filter((r) => r.from !== r.to)) {
    const changelog = join(row.dir, "CHANGELOG.md");
    if (!existsSync(changelog)) continue;
    // The newest version's section: from its "## <version>" heading to the next one.
    const lines = readFileSync(changelog, "utf8").split("\n");
    const start = lines.findIndex((line) => line.startsWith("## "));
    const end = lines.findIndex((line, i) => i > start && line.startsWith("## "));
    const section = lines.slice(start, end === -1 ? undefined : end).filter((line) => line.trim());
    console.log(`\n--- ${row.name} CHANGELOG.md (excerpt)`);
    for (const line of section.slice(0, 14))
      console.log(`  ${line.length > 150 ? `${line.slice(0, 147)}...` : line}`);
    if (section.length > 14) console.log(`  ... ${section.length - 14} more lines`);
  }
  const bumped = rows.filter((r) => r.from !== r.to).length;
  console.log(
    `\nrelease:dry: ${bumped} of ${rows.length} public packages would be released; this checkout is untouched${keep ? ` (scratch kept: ${scratch})` : ""}`,
  );
} catch (error) {
  console.error(
    `release:dry: FAIL ${[error.stdout, error.stderr, error.message].filter(Boolean).join("\n")}`,
  );
  process.exitCode = 1;
} finally {
  if (!keep) rmSync(scratch, { recursive: true, force: true });
}
