#!/usr/bin/env node
// The `reportkit` executable (bundled into dist/reportkit.js). `--version` answers before anything else
// loads; everything else goes through run(), which loads only what the command needs.
import { readFileSync } from "node:fs";

const version = (
  JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as { version: string }
).version;
const argv = process.argv.slice(2);
// A reader that stops early (`| head`) is not an error: stop quietly, as other command lines do.
process.stdout.on("error", (error: NodeJS.ErrnoException) => {
  if (error.code === "EPIPE") process.exit(0);
  throw error;
});
if (argv.length === 1 && (argv[0] === "--version" || argv[0] === "-V")) {
  process.stdout.write(`${version}\n`);
} else {
  const { run } = await import("./run.js");
  process.exitCode = await run(argv, version);
}
