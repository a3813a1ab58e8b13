import { existsSync, mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { chromiumAvailable } from "@reportkit/testkit/node";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
// The same server `pnpm docs:serve` runs.
import { serveStatic } from "../../../docs/scripts/static-server.mjs";
import { openPage, sharedBrowser } from "../src/browser.js";
import { crawlSite } from "../src/crawl.js";
import { problemsWhile } from "../src/problems.js";
import { operationCounts, operationUrl, repoRoot, siteDir } from "../src/site.js";

// What only this file proves: the site as a reader meets it in a browser: the landing page and the
// reference's old one-page links run with no console error, every reference lists each operation on one
// tag page with its reportkit call, and no internal link of the site 404s (the crawl).
// Debian's Chromium (`apt-get install chromium`); .ci/run installs it. Without it the suite is skipped
// with a note, but under CI a missing browser is a failure, never a silent skip.
const available = chromiumAvailable("the docs browser tests");

const screenshots = join(repoRoot, "packages", "docs-browser-tests", "test-results", "screenshots");

describe.skipIf(!available)("the docs site (docs/dist) in headless Chromium", () => {
  let browser: Browser;
  let server: { origin: string; close(): Promise<void> };
  let page: Page;
  const expected = operationCounts();
  const seen = new Map<string, number>();
  /** The links of a page once it has run (its `a[href]`, absolute), by path: each page loaded once. */
  const live = new Map<string, string[]>();

  beforeAll(async () => {
    if (!existsSync(join(siteDir, "index.html"))) {
      throw new Error("docs/dist is not built: run `pnpm docs` first (the turbo task does).");
    }
    mkdirSync(screenshots, { recursive: true });
    server = await serveStatic(siteDir, { port: 0 });
    browser = await sharedBrowser();
    page = await openPage(browser, { width: 1280, height: 900 });
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
    if (seen.size) {
      console.log(
        `operations per reference (spec / on its tag pages): ${[...seen].map(([n, c]) => `${n} ${expected.get(n)}/${c}`).join(", ")}`,
      );
    }
  });

  it("shows the landing page, with no console error, linking the guides and every reference", async () => {
    const problems = await problemsWhile(page, server.origin, async () => {
      await page.goto(`${server.origin}/`, { waitUntil: "networkidle" });
    });
    expect(problems).toEqual([]);
    await expect(page.locator("h1").first().textContent()).resolves.toContain("reportkit");
    const hrefs = await page.$$eval("a[href]", (as) => as.map((a) => a.getAttribute("href")));
    live.set("/", await page.$$eval("a[href]", (as) => as.map((a) => (a as HTMLAnchorElement).href)));
    expect(hrefs).toContain("/guide/getting-started.html");
    for (const name of expected.keys()) expect(hrefs).toContain(`/api/${name}/`);
    expect(hrefs).toContain("/ts/");
    const file = join(screenshots, "landing.png");
    await page.screenshot({ path: file, fullPage: true });
    console.log(`screenshot: ${file}`);
  });

  it("lists every operation of each spec on its reference's index, each on exactly one tag page with its reportkit call", () => {
    expect(expected.size).toBeGreaterThanOrEqual(5);
    for (const [name, count] of expected) {
      const index = readFileSync(join(siteDir, "api", name, "index.html"), "utf8");
      const listed = [...index.matchAll(/<li[^>]*><a href="([^"/]+)\/#operation\/([^"]+)"/g)];
      expect(listed.length, `${name}: operations listed on the index`).toBe(count);
      // Each tag page's Redoc.init spec: the operations it renders, each with its reportkit call.
      const shown = new Map<string, string>();
      for (const page of new Set(listed.map((m) => m[1]!))) {
        const html = readFileSync(join(siteDir, "api", name, page, "index.html"), "utf8");
        const json = /Redoc\.init\((\{.*?\}), \{/s.exec(html)?.[1];
        expect(json, `${name}/${page}: a Redoc page`).toBeDefined();
        const spec = JSON.parse(json!) as {
          paths: Record<
            string,
            Record<string, { operationId?: string; "x-codeSamples"?: { source: string }[] }>
          >;
        };
        for (const item of Object.values(spec.paths))
          for (const [method, op] of Object.entries(item)) {
            if (!op || typeof op !== "object" || !("responses" in op)) continue;
            const id = op.operationId ?? method;
            expect(shown.has(id), `${name}: ${id} on two pages`).toBe(false);
            shown.set(id, page);
            expect(op["x-codeSamples"]?.[0]?.source ?? "", `${name}: ${id}'s sample`).toMatch(
              /createReportkit\(/,
            );
          }
      }
      expect(shown.size, `${name}: operations on the tag pages`).toBe(count);
      for (const m of listed) expect(shown.get(decodeURIComponent(m[2]!)), m[2]).toBe(m[1]);
      seen.set(name, shown.size);
    }
  });

  // Each reference's tag page rendered by Redoc (every operation, its reportkit call, no console error):
  // layout.test.ts, on the heaviest tag page of each reference it loads anyway.

  it("sends a link to an operation of the former one-page reference on to the operation on its tag's page", async () => {
    const target = new URL(operationUrl("platform", "updateRangeValues"), server.origin);
    for (const hash of ["#operation/updateRangeValues", "#tag/Spreadsheets/operation/updateRangeValues"]) {
      const problems = await problemsWhile(page, server.origin, async () => {
        await page.goto(`${server.origin}/api/platform/${hash}`, { waitUntil: "load" });
        // Redoc then rewrites the hash to the section's (`#tag/Spreadsheets/operation/...`).
        await page.waitForURL((url) => url.pathname === target.pathname);
        await page.waitForSelector('[data-section-id$="operation/updateRangeValues"]');
      });
      expect(problems, hash).toEqual([]);
    }
    // An operation with its scope, parameters and the reportkit call that makes it.
    await page.evaluate(() =>
      document.querySelector("[data-section-id$='/operation/updateRangeValues']")?.scrollIntoView(),
    );
    const file = join(screenshots, "reference-platform.png");
    await page.screenshot({ path: file });
    console.log(`screenshot: ${file}`);
  });

  // The crawl fetches every page and asset of the site (~600 files): over a minute beside a second
  // `pnpm test` (load ~28), within the package's 10-minute hang bound (vitest.config.ts).
  it("has no internal link that 404s (every page and asset reachable from the landing page)", async () => {
    const origin = server.origin;
    // Links that exist only once a page runs (VitePress' client-side nav and sidebar): read from the DOM.
    // The landing page's were read by the first test (loaded again only when it runs alone).
    for (const path of ["/", "/guide/getting-started.html", "/reference.html"]) {
      if (live.has(path)) continue;
      await page.goto(`${origin}${path}`, { waitUntil: "networkidle" });
      live.set(path, await page.$$eval("a[href]", (as) => as.map((a) => (a as HTMLAnchorElement).href)));
    }
    const {
      pages: crawled,
      seen: seenUrls,
      broken,
    } = await crawlSite(`${origin}/`, [...live.values()].flat());
    const pages = crawled.length;
    console.log(`crawled ${pages} pages and ${seenUrls.size - pages} other files: ${broken.length} broken`);
    expect(broken).toEqual([]);
    expect(pages).toBeGreaterThan(20);
  });
});
