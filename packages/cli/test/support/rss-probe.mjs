// Preloaded into a reportkit process by the transfer tests (node --import): at exit, it reports the
// process's peak resident memory on stderr as `rss-peak-kib=<n>`.
import { writeSync } from "node:fs";

process.once("exit", () => {
  writeSync(2, `\nrss-peak-kib=${process.resourceUsage().maxRSS}\n`);
});
