#!/usr/bin/env node
// The `reportkit` executable (bundled into dist/reportkit.js). `--version` and the top-level `--help`
// answer before anything else loads; everything else goes through run(), which loads only what the
// command needs.
import { readFileSync } from "node:fs";
import { prerenderedHelp } from "./help/prerendered.js";

const version = (
  JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as { version: string }
).version;
const argv = process.argv.slice(2);
// A reader that stops early (`| head`) is not an error: stop quietly, as other command lines do.
process.stdout.on("error", (error: NodeJS.ErrnoException) => {
  if (error.code === "EPIPE") process.exit(0);
  throw error;
});
const help = prerenderedHelp(argv);
if (argv.length === 1 && (argv[0] === "--version" || argv[0] === "-V")) {
  process.stdout.write(`${version}\n`);
} else if (help !== undefined) {
  // The text the build rendered from the program, where it is exactly what the program would print.
  process.stdout.write(help);
} else {
  const { run } = await import("./run.js");
  process.exitCode = await run(argv, version);
}
