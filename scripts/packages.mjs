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
