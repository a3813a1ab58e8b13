import { existsSync, statSync } from "node:fs";
import { join } from "node:path";
import { CHROMIUM_ARGS, CHROMIUM_PATH, chromiumAvailable } from "@reportkit/testkit/node";
import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serveStatic } from "../../../docs/scripts/static-server.mjs";
import { innerScrollers, inTabs, sidewaysOverflow } from "../src/layout.js";
import { problemsWhile } from "../src/problems.js";
import { htmlPages, siteDir } from "../src/site.js";

const available = chromiumAvailable("the docs layout tests");
/** Pages loaded at once: enough to keep Chromium busy, few enough for a shared 2-core machine. */
const TABS = 3;

/**
 * How long one page may take to load. A page of the site loads in well under a second on a quiet
 * machine, but beside another `pnpm test` (load average ~30 on 2 cores) navigations took over 30 s,
 * playwright's default. A second `goto` after a timeout is no cure: the first navigation goes on and
 * interrupts the second one (both copies of a side-by-side run failed that way).
 */
const NAVIGATION_MS = 120_000;

/** Loads a page of the site and waits until it has rendered (Redoc renders its operations in the browser). */
async function load(page: Page, url: string): Promise<void> {
  await page.goto(url, { waitUntil: "load", timeout: NAVIGATION_MS });
  // A tag's page of an API reference (the reference's index, /api/<spec>/, is plain HTML).
  if (/\/api\/[^/]+\/[^/]+\/$/.test(url))
    await page.waitForSelector('[data-section-id*="operation/"]', { timeout: NAVIGATION_MS });
}

/**
 * The pages a crawl checks: every page but the TypeScript reference's, and of those (666 pages from one
 * template) the index, one page of each kind (class, interface, function, type, variable, module), the
 * `largest` (where the longest signatures are) and every `stride`-th page by name. At 390 px that is 40
 * and every 8th (~120 of 666): crawling all 666 took 200 of the suite's 250 s, the end of the test
 * command's critical path (598 s from a fresh clone, against a 10-minute limit).
 */
function sampledPages(all: string[], { largest, stride }: { largest: number; stride?: number }): string[] {
  const ts = all.filter((p) => p.startsWith("ts/")).sort();
  const kinds = new Map<string, string>();
  for (const p of ts) {
    const kind = p.split("/")[1]!;
    if (p.endsWith(".html") && p.split("/").length === 3 && !kinds.has(kind)) kinds.set(kind, p);
  }
  const bySize = [...ts].sort((a, b) => statSync(join(siteDir, b)).size - statSync(join(siteDir, a)).size);
  return [
    ...new Set([
      ...all.filter((p) => !p.startsWith("ts/")),
      "ts/index.html",
      ...kinds.values(),
      ...bySize.slice(0, largest),
      ...(stride ? ts.filter((_, index) => index % stride === 0) : []),
    ]),
  ];
}

describe.skipIf(!available)("the docs site's layout on a phone (390 px) and a laptop (1366 px)", () => {
  let browser: Browser;
  let server: { origin: string; close(): Promise<void> };
  const pages = htmlPages(siteDir);

  beforeAll(async () => {
    if (!existsSync(join(siteDir, "index.html")))
      throw new Error("docs/dist is not built: run `pnpm docs` first.");
    server = await serveStatic(siteDir, { port: 0 });
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  async function crawl(width: number, paths: string[]) {
    const context: BrowserContext = await browser.newContext({ viewport: { width, height: 800 } });
    try {
      const results = await inTabs(
        () => context.newPage(),
        paths,
        TABS,
        async (page, path) => {
          const url = `${server.origin}/${path}`;
          const problems = await problemsWhile(page, server.origin, () => load(page, url));
          return { path, problems, overflow: await sidewaysOverflow(page) };
        },
      );
      const problems = results.flatMap((r) => r.problems.map((p) => `${r.path}: ${p}`));
      const sideways = results.filter((r) => r.overflow > 0).map((r) => `${r.path} (+${r.overflow} px)`);
      console.log(
        `${width} px: ${results.length} pages, ${problems.length} console errors or failed requests, ${sideways.length} scrolling sideways`,
      );
      return { problems, sideways };
    } finally {
      await context.close();
    }
  }

  it("at 390 px, no page scrolls sideways or logs an error (guides, references and an eighth of TypeDoc)", {
    timeout: 600_000,
  }, async () => {
    expect(pages.length).toBeGreaterThan(100);
    const { problems, sideways } = await crawl(390, sampledPages(pages, { largest: 40, stride: 8 }));
    expect(sideways).toEqual([]);
    expect(problems).toEqual([]);
  });

  it("at 1366 px, no page scrolls sideways or logs an error (guides, references and a sample of TypeDoc)", {
    timeout: 300_000,
  }, async () => {
    const { problems, sideways } = await crawl(1366, sampledPages(pages, { largest: 5 }));
    expect(sideways).toEqual([]);
    expect(problems).toEqual([]);
  });

  it("at 1366 px, no code block or table of a guide scrolls inside itself", {
    timeout: 120_000,
  }, async () => {
    const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    try {
      const scrolling: string[] = [];
      const guides = pages.filter(
        (p) => p.startsWith("guide/") || p === "changelog.html" || p === "reference.html",
      );
      for (const path of guides) {
        await load(page, `${server.origin}/${path}`);
        const inner = await innerScrollers(page, ".vp-doc div[class*='language-'] pre, .vp-doc table");
        scrolling.push(...inner.map((what) => `${path}: ${what}`));
      }
      expect(guides).toContain("guide/getting-started.html");
      expect(scrolling).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it("at 390 px, an API reference has a menu: the bar's links fold into a Menu button that opens them", async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 800 } });
    try {
      await load(page, `${server.origin}/api/platform/`);
      const links = page.locator(".rk-links a", { hasText: "TypeScript reference" });
      await expect(links.isVisible()).resolves.toBe(false);
      await page.click(".rk-toggle");
      await expect(links.isVisible()).resolves.toBe(true);
      await expect(page.getAttribute(".rk-toggle", "aria-expanded")).resolves.toBe("true");
    } finally {
      await page.close();
    }
  });
});
