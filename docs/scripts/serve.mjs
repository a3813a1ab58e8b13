// `pnpm docs:serve`: serves docs/dist on 127.0.0.1 (default port 4173; `--port N`, or PORT).
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { serveStatic } from "./static-server.mjs";

const root = fileURLToPath(new URL("../dist/", import.meta.url));
const args = process.argv.slice(2);
const { values } = parseArgs({
  args: args[0] === "--" ? args.slice(1) : args,
  options: { port: { type: "string", short: "p" } },
});
if (!existsSync(root)) {
  console.error("docs/dist does not exist yet: run `pnpm docs` first.");
  process.exit(1);
}
const port = Number(values.port ?? process.env.PORT ?? 4173);
const { origin, close } = await serveStatic(root, { port });
console.log(`reportkit docs: ${origin}/  (Ctrl+C stops it)`);
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => close().then(() => process.exit(0)));
