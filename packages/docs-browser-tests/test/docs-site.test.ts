import { existsSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { CHROMIUM_ARGS, CHROMIUM_PATH, chromiumAvailable } from "@reportkit/testkit/node";
import { type Browser, chromium, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
// The same server `pnpm docs:serve` runs.
import { serveStatic } from "../../../docs/scripts/static-server.mjs";
import { crawlSite } from "../src/crawl.js";
import { problemsWhile } from "../src/problems.js";
import { operationCounts, repoRoot, siteDir } from "../src/site.js";

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

  beforeAll(async () => {
    if (!existsSync(join(siteDir, "index.html"))) {
      throw new Error("docs/dist is not built: run `pnpm docs` first (the turbo task does).");
    }
    mkdirSync(screenshots, { recursive: true });
    server = await serveStatic(siteDir, { port: 0 });
    browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      headless: true,
      args: CHROMIUM_ARGS,
    });
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
    if (seen.size) {
      console.log(
        `operations per reference (spec / rendered): ${[...seen].map(([n, c]) => `${n} ${expected.get(n)}/${c}`).join(", ")}`,
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
    expect(hrefs).toContain("/guide/getting-started.html");
    for (const name of expected.keys()) expect(hrefs).toContain(`/api/${name}/`);
    expect(hrefs).toContain("/ts/");
    const file = join(screenshots, "landing.png");
    await page.screenshot({ path: file, fullPage: true });
    console.log(`screenshot: ${file}`);
  });

  it("renders every API reference with no console error and as many operations as its spec", async () => {
    expect(expected.size).toBeGreaterThanOrEqual(5);
    for (const [name, count] of expected) {
      const problems = await problemsWhile(page, server.origin, async () => {
        await page.goto(`${server.origin}/api/${name}/`, { waitUntil: "load" });
        await page.waitForSelector('[data-section-id*="operation/"]', { timeout: 20_000 });
        await page.waitForLoadState("networkidle");
      });
      expect(problems, name).toEqual([]);
      // Redoc renders each operation as a section `tag/<Tag>/operation/<operationId>` (plus an
      // `operation/<operationId>` anchor): count the distinct operation ids.
      const rendered = await page.$$eval(
        "[data-section-id]",
        (els) =>
          new Set(
            els
              .map((el) => /(?:^|\/)operation\/(.+)$/.exec(el.getAttribute("data-section-id") ?? "")?.[1])
              .filter(Boolean),
          ).size,
      );
      seen.set(name, rendered);
      expect(rendered, `${name}: operations rendered`).toBe(count);
      // Every operation shows the reportkit call that makes it (x-codeSamples, generated at build time).
      const samples = await page.evaluate(
        () => (document.body.textContent ?? "").split("createReportkit(").length - 1,
      );
      expect(samples, `${name}: reportkit samples`).toBeGreaterThanOrEqual(count);
      if (name === "platform") {
        // An operation with its scope, parameters and the reportkit call that makes it.
        await page.evaluate(() => {
          const sections = [...document.querySelectorAll("[data-section-id*='operation/']")];
          const write = sections.find((el) =>
            el.getAttribute("data-section-id")?.endsWith("/updateRangeValues"),
          );
          (write ?? sections[0])?.scrollIntoView();
        });
        const file = join(screenshots, "reference-platform.png");
        await page.screenshot({ path: file });
        console.log(`screenshot: ${file}`);
      }
    }
  });

  it("renders the TypeScript reference and a guide with no console error", async () => {
    for (const path of [
      "/ts/",
      "/ts/modules/_reportkit_sdk.html",
      "/reference.html",
      "/guide/getting-started.html",
    ]) {
      const problems = await problemsWhile(page, server.origin, async () => {
        await page.goto(`${server.origin}${path}`, { waitUntil: "networkidle" });
      });
      expect(problems, path).toEqual([]);
    }
    await expect(page.locator("h1").first().textContent()).resolves.toContain("Getting started");
    const file = join(screenshots, "guide-getting-started.png");
    await page.screenshot({ path: file, fullPage: true });
    console.log(`screenshot: ${file}`);
  });

  it("has no internal link that 404s (every page and asset reachable from the landing page)", async () => {
    const origin = server.origin;
    // Links that exist only once a page runs (VitePress' client-side nav and sidebar): read from the DOM.
    const live: string[] = [];
    for (const path of ["/", "/guide/getting-started.html", "/reference.html"]) {
      await page.goto(`${origin}${path}`, { waitUntil: "networkidle" });
      live.push(...(await page.$$eval("a[href]", (as) => as.map((a) => (a as HTMLAnchorElement).href))));
    }
    const { pages: crawled, seen: seenUrls, broken } = await crawlSite(`${origin}/`, live);
    const pages = crawled.length;
    console.log(`crawled ${pages} pages and ${seenUrls.size - pages} other files: ${broken.length} broken`);
    expect(broken).toEqual([]);
    expect(pages).toBeGreaterThan(20);
  });
});
