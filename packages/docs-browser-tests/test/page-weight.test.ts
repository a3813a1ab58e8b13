import { existsSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { htmlPages, siteDir } from "../src/site.js";

/** The heaviest a page of the site may weigh (its HTML, inlined scripts and data included). */
const MAX_PAGE_BYTES = 1_000_000;

describe("the docs site's pages (docs/dist)", () => {
  it("each weigh at most 1 MB of HTML (an API reference is split by tag, generated types are left out of TypeDoc)", () => {
    if (!existsSync(join(siteDir, "index.html")))
      throw new Error("docs/dist is not built: run `pnpm docs` first.");
    const weights = htmlPages(siteDir)
      .map((page) => ({ page, bytes: statSync(join(siteDir, page)).size }))
      .sort((a, b) => b.bytes - a.bytes);
    console.log(`${weights.length} pages, the heaviest ${weights[0]?.page} (${weights[0]?.bytes} bytes)`);
    expect(weights.filter((w) => w.bytes > MAX_PAGE_BYTES)).toEqual([]);
  });
});
