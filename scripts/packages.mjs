// The workspace's packages as the release tooling sees them (shared by the consumer smoke test,
// the changeset check and the API reports).
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), "..");

/** Every package under packages/ with its manifest. */
export function workspacePackages() {
  return readdirSync(join(repoRoot, "packages"), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) => {
      const dir = join(repoRoot, "packages", entry.name);
      try {
        const manifest = JSON.parse(readFileSync(join(dir, "package.json"), "utf8"));
        return [{ name: manifest.name, dir, manifest }];
      } catch {
        return [];
      }
    });
}

/** The packages that are published (not `private`). */
export const publicPackages = () => workspacePackages().filter((pkg) => !pkg.manifest.private);

// Where reportkit lives, in one place: every public package's manifest must say the same (checked by
// specs/test/release.test.ts and, in the packed tarballs, by the consumer smoke test). `npm publish
// --provenance` requires `repository.url` to match the repository the release is built from.
export const REPOSITORY_URL = "https://github.com/reportkit/reportkit";
export const HOMEPAGE = "https://reportkit.github.io/reportkit/";
export const BUGS_URL = `${REPOSITORY_URL}/issues`;

/** The keywords every public package carries, before its own. */
export const SHARED_KEYWORDS = ["reportkit", "reporting", "openapi", "typescript"];

/** The release metadata a public package's manifest must carry, from its folder under the repo. */
export function expectedMetadata(relativeDir) {
  return {
    repository: { type: "git", url: `git+${REPOSITORY_URL}.git`, directory: relativeDir },
    homepage: HOMEPAGE,
    bugs: { url: BUGS_URL },
  };
}

/** What is wrong with a manifest's release metadata (empty when nothing is). */
export function metadataProblems(manifest, relativeDir) {
  const problems = [];
  for (const [key, value] of Object.entries(expectedMetadata(relativeDir))) {
    if (JSON.stringify(manifest[key]) !== JSON.stringify(value)) {
      problems.push(`${key} is ${JSON.stringify(manifest[key])}, expected ${JSON.stringify(value)}`);
    }
  }
  const keywords = Array.isArray(manifest.keywords) ? manifest.keywords : [];
  const missing = SHARED_KEYWORDS.filter((k) => !keywords.includes(k));
  if (missing.length > 0) problems.push(`keywords lack ${missing.join(", ")}`);
  if (manifest.license !== "MIT")
    problems.push(`license is ${JSON.stringify(manifest.license)}, expected "MIT"`);
  return problems;
}
