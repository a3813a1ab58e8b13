// Every page of the site stays light: no HTML file over MAX_PAGE_BYTES (1 MB), the search's own files
// aside. A page that grows past it (a TypeDoc dump of generated types, a reference of too many
// operations) fails the docs build with its name and size.
import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";

export const MAX_PAGE_BYTES = 1_000_000;

/** Every HTML page under `outDir` (Pagefind's files aside) as `{ page, bytes }`, heaviest first. */
export function pageWeights(outDir) {
  return readdirSync(outDir, { recursive: true, encoding: "utf8" })
    .map((file) => file.split("\\").join("/"))
    .filter((file) => file.endsWith(".html") && !file.startsWith("pagefind/"))
    .map((page) => ({ page, bytes: statSync(join(outDir, page)).size }))
    .sort((a, b) => b.bytes - a.bytes || a.page.localeCompare(b.page));
}

/** Throws, naming them, when pages of `outDir` weigh over `max` bytes; returns the pages' weights. */
export function checkPageWeights(outDir, max = MAX_PAGE_BYTES) {
  const weights = pageWeights(outDir);
  const heavy = weights.filter((w) => w.bytes > max);
  if (heavy.length)
    throw new Error(
      `${heavy.length} page(s) of the docs weigh over ${max} bytes of HTML:\n${heavy.map((w) => `  ${w.page}: ${w.bytes} bytes`).join("\n")}`,
    );
  return weights;
}
