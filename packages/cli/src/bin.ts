#!/usr/bin/env node
// The `reportkit` executable (bundled into dist/reportkit.js): main() on the real process. `--version`
// and the top-level `--help` answer before anything else loads (main.ts).
import { readFileSync } from "node:fs";
import { processIo } from "./io.js";
import { main } from "./main.js";

const version = (
  JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as { version: string }
).version;
// A reader that stops early (`| head`) is not an error: stop quietly, as other command lines do.
process.stdout.on("error", (error: NodeJS.ErrnoException) => {
  if (error.code === "EPIPE") process.exit(0);
  throw error;
});
process.exitCode = await main(process.argv.slice(2), version, processIo());
