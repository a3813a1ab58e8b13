// What the Changelog page shows: each public package's CHANGELOG.md (written by `changeset version` at
// release, see .changeset/config.json) when it exists, and the changes not released yet, read from the
// pending changesets (.changeset/*.md), so the page says something before the first release too.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { publicPackages } from "../../scripts/packages.mjs";

/** One changeset file's text → `{ releases: [{ name, bump }], summary }`; undefined if it is not one. */
export function parseChangeset(text) {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(text);
  if (!match) return undefined;
  const releases = [];
  for (const line of match[1].split(/\r?\n/)) {
    const release = /^\s*["']?([^"':]+)["']?\s*:\s*(major|minor|patch|none)\s*$/.exec(line);
    if (release) releases.push({ name: release[1].trim(), bump: release[2] });
  }
  return { releases, summary: match[2].trim() };
}

/** The pending changesets of `changesetDir`, by file name: `[{ id, releases, summary }]`. */
export function pendingChanges(changesetDir) {
  if (!existsSync(changesetDir)) return [];
  return readdirSync(changesetDir)
    .filter((file) => file.endsWith(".md") && file.toLowerCase() !== "readme.md")
    .sort()
    .flatMap((file) => {
      const parsed = parseChangeset(readFileSync(join(changesetDir, file), "utf8"));
      return parsed ? [{ id: file.replace(/\.md$/, ""), ...parsed }] : [];
    });
}

/** Each public package: `{ name, version, changelog }`, `changelog` the CHANGELOG.md text or null. */
export function packageChangelogs(packages = publicPackages()) {
  return packages
    .map(({ name, dir, manifest }) => {
      const file = join(dir, "CHANGELOG.md");
      return {
        name,
        version: manifest.version,
        changelog: existsSync(file) ? readFileSync(file, "utf8") : null,
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}
