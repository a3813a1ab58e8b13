// The published size of @reportkit/sdk's JavaScript (dist/, built by `pnpm build`), raw and gzipped.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

const dist = new URL("../dist/", import.meta.url).pathname;
const files = [];
const walk = (dir) => {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path);
    else if (name.endsWith(".js")) files.push(path);
  }
};
walk(dist);
const all = Buffer.concat(files.map((f) => readFileSync(f)));
const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;
console.log(
  `@reportkit/sdk dist: ${files.length} modules, ${kib(all.length)} raw, ${kib(gzipSync(all).length)} gzipped (all modules concatenated)`,
);
