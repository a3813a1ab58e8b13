// Bundles each spec of specs/redocly.yaml into one self-contained JSON document in specs/dist/,
// for tools that want a single file (the sandbox's validator, Prism, the docs site).
import { execFileSync } from "node:child_process";
import { mkdirSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { listApis, repoRoot } from "./codegen.mjs";

const require = createRequire(join(repoRoot, "specs", "package.json"));
const redocly = require.resolve("@redocly/cli/bin/cli.js");
const out = join(repoRoot, "specs", "dist");
mkdirSync(out, { recursive: true });
for (const api of listApis()) {
  execFileSync(process.execPath, [redocly, "bundle", api.name, "--config", "redocly.yaml", "--ext", "json", "--output", join(out, `${api.name}.json`)], {
    cwd: join(repoRoot, "specs"),
    stdio: ["ignore", "ignore", "inherit"],
  });
}
console.log(`bundled ${listApis().length} specs into specs/dist/`);
