// Bundles each spec of specs/redocly.yaml into one self-contained JSON document in specs/dist/,
// for tools that want a single file (the sandbox's validator, Prism, the docs site).
import { execFileSync } from "node:child_process";
import { mkdirSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { listApis, repoRoot } from "./codegen/apis.mjs";

const require = createRequire(join(repoRoot, "specs", "package.json"));
const redocly = require.resolve("@redocly/cli/bin/cli.js");
const out = join(repoRoot, "specs", "dist");
mkdirSync(out, { recursive: true });
for (const api of listApis()) {
  const args = ["bundle", api.name, "--config", "redocly.yaml", "--ext", "json"];
  try {
    execFileSync(process.execPath, [redocly, ...args, "--output", join(out, `${api.name}.json`)], {
      cwd: join(repoRoot, "specs"),
      stdio: ["ignore", "pipe", "pipe"],
    });
  } catch (error) {
    process.stderr.write(String(error.stderr ?? ""));
    console.error(
      `✗ could not bundle specs/${api.name}: fix the errors above (\`pnpm lint:specs\` shows them too).`,
    );
    process.exit(1);
  }
}
console.log(`bundled ${listApis().length} specs into specs/dist/`);
