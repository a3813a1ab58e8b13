// After `pnpm add`: drops the platform-specific packages (biome's, rollup's... optional binaries for
// other systems) that the change added to pnpm-lock.yaml but the committed lockfile never had, so a new
// dependency adds its own entries and nothing else. A new dependency's binary for this machine's
// platform (pagefind's @pagefind/linux-x64 on Linux x64, say) stays: without it the dependency cannot run.
// Run `pnpm install --frozen-lockfile` afterwards.
//
//   node scripts/prune-lockfile.mjs [ref]   (compares with `git show <ref>:pnpm-lock.yaml`, default HEAD)
import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";

const file = new URL("../pnpm-lock.yaml", import.meta.url);
const lines = readFileSync(file, "utf8").split("\n");
const ref = process.argv[2] ?? "HEAD";
const committed = execFileSync("git", ["show", `${ref}:pnpm-lock.yaml`], { encoding: "utf8" });
const keyOf = (line) =>
  line
    .trim()
    .replace(/:( \{\})?$/, "")
    .replace(/^'|'$/g, "");
const had = new Set(
  committed
    .split("\n")
    .filter((line) => /^ {2}\S/.test(line))
    .map(keyOf),
);

// New entries of `packages:` that name another platform (os, cpu or a libc other than glibc) go, with
// their snapshots.
const here = { os: process.platform, cpu: process.arch, libc: "glibc" };
const dropped = new Set();
let section = "";
let key = "";
for (const line of lines) {
  if (/^\S/.test(line)) section = line;
  else if (/^ {2}\S/.test(line)) key = keyOf(line);
  else if (section === "packages:" && !had.has(key)) {
    const field = /^ {4}(os|cpu|libc): \[(.*)\]$/.exec(line);
    if (field && !field[2].split(",").some((value) => value.trim().replace(/'/g, "") === here[field[1]]))
      dropped.add(key);
  }
}
const out = [];
let skipping = false;
for (const line of lines) {
  if (/^\S/.test(line)) {
    section = line;
    skipping = false;
  } else if (/^ {2}\S/.test(line)) skipping = dropped.has(keyOf(line));
  if (skipping) continue;
  const optional = /^ {6}'?([^':]+)'?: (\S+)$/.exec(line);
  if (section === "snapshots:" && optional && dropped.has(`${optional[1]}@${optional[2]}`)) continue;
  out.push(line);
}
writeFileSync(file, out.join("\n").replace(/\n{3,}/g, "\n\n"));
console.log(`pnpm-lock.yaml: ${dropped.size} new entries for other platforms removed`);
