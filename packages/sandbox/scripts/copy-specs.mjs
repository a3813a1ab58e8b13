// Copies the bundled specs (specs/dist/*.json, made by `node scripts/bundle-specs.mjs` in the
// monorepo) into dist/openapi/ so the published package validates against them on its own.
import { chmodSync, copyFileSync, existsSync, mkdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const pkg = join(dirname(fileURLToPath(import.meta.url)), "..");
const from = join(pkg, "..", "..", "specs", "dist");
const to = join(pkg, "dist", "openapi");
mkdirSync(to, { recursive: true });
for (const api of ["auth", "platform", "prep", "chains", "processes-preview"]) {
  const file = join(from, `${api}.json`);
  if (!existsSync(file)) {
    console.error(`missing ${file}: run \`node scripts/bundle-specs.mjs\` in specs/ first`);
    process.exit(1);
  }
  copyFileSync(file, join(to, `${api}.json`));
}
chmodSync(join(pkg, "dist", "cli.js"), 0o755);
console.log(`copied 5 bundled specs into ${to}`);
