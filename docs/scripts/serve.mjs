// `pnpm docs:serve`: serves docs/dist on 127.0.0.1 (default port 4173; `--port N`, or PORT), under
// DOCS_BASE (`--base /reportkit/`) when the site was built with one.
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { siteBase } from "./base.mjs";
import { serveStatic } from "./static-server.mjs";

const root = fileURLToPath(new URL("../dist/", import.meta.url));
const args = process.argv.slice(2);
const { values } = parseArgs({
  args: args[0] === "--" ? args.slice(1) : args,
  options: { port: { type: "string", short: "p" }, base: { type: "string" } },
});
if (!existsSync(root)) {
  console.error("docs/dist does not exist yet: run `pnpm docs` first.");
  process.exit(1);
}
const port = Number(values.port ?? process.env.PORT ?? 4173);
const base = siteBase(values.base ?? process.env.DOCS_BASE);
const { origin, close } = await serveStatic(root, { port, base });
console.log(`reportkit docs: ${origin}${base}  (Ctrl+C stops it)`);
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => close().then(() => process.exit(0)));
