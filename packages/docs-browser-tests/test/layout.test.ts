// What only this file proves: the layout only a browser shows: a page that scrolls sideways on a phone
// or a laptop, a code block or table of a guide that scrolls inside itself, the API reference's menu at 390 px, and any console error
// or failed request on the way. Every guide is loaded, and a sample of each generated template (see
// sampledPages); the links and weight of every page are checked without a browser (docs-site.test.ts's
// crawl, page-weight.test.ts).
import { existsSync, mkdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { chromiumAvailable } from "@reportkit/testkit/node";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serveStatic } from "../../../docs/scripts/static-server.mjs";
import { openPage, STEP_MS, sharedBrowser } from "../src/browser.js";
import { innerScrollers, inTabs, sidewaysOverflow } from "../src/layout.js";
import { problemsWhile } from "../src/problems.js";
import { htmlPages, operationCounts, operationsOf, repoRoot, siteDir } from "../src/site.js";

const available = chromiumAvailable("the docs layout tests");
const screenshots = join(repoRoot, "packages", "docs-browser-tests", "test-results", "screenshots");
/** Pages loaded at once: enough to keep Chromium busy, few enough for a shared 2-core machine. */
const TABS = 3;

/** Loads a page of the site and waits until it has rendered (Redoc renders its operations in the browser). */
async function load(page: Page, url: string): Promise<void> {
  await page.goto(url, { waitUntil: "load" });
  // A tag's page of an API reference (the reference's index, /api/<spec>/, is plain HTML).
  if (/\/api\/[^/]+\/[^/]+\/$/.test(url)) await page.waitForSelector('[data-section-id*="operation/"]');
}

/**
 * The pages the browser loads at a width: a sample of each template, not every page. Every page the
 * guides make (VitePress, each written by hand: any may hold a line too long for a phone); of the API
 * references (one Redoc template for every tag page: ~45 pages for 377 operations, each loaded at both
 * widths cost 87 s of CPU for this file), each reference's index and its heaviest tag page (the
 * longest paths, schemas and samples of that API); of the TypeScript reference (one TypeDoc template,
 * ~470 pages), its index, one page of each kind (class, interface, function, type, variable, module) and
 * the `largest` (the longest signatures). What every page must show without a browser is checked on
 * every page without one: its links and assets answer (docs-site.test.ts's crawl, over HTTP) and its
 * weight (page-weight.test.ts).
 */
function sampledPages(all: string[], { largest }: { largest: number }): string[] {
  const size = (p: string) => statSync(join(siteDir, p)).size;
  const heaviestFirst = (pages: string[]) => [...pages].sort((a, b) => size(b) - size(a));
  const ts = all.filter((p) => p.startsWith("ts/")).sort();
  const kinds = new Map<string, string>();
  for (const p of ts) {
    const kind = p.split("/")[1]!;
    if (p.endsWith(".html") && p.split("/").length === 3 && !kinds.has(kind)) kinds.set(kind, p);
  }
  // api/<spec>/index.html is the reference's index, api/<spec>/<tag>/index.html a tag's Redoc page.
  const api = all.filter((p) => p.startsWith("api/"));
  const specs = [...new Set(api.map((p) => p.split("/")[1]!))];
  const heaviestTag = specs.flatMap(
    (spec) =>
      heaviestFirst(api.filter((p) => p.split("/").length === 4 && p.split("/")[1] === spec))[0] ?? [],
  );
  return [
    ...new Set([
      ...all.filter((p) => !p.startsWith("ts/") && !p.startsWith("api/")),
      ...api.filter((p) => p.split("/").length === 3),
      ...heaviestTag,
      "ts/index.html",
      ...kinds.values(),
      ...heaviestFirst(ts).slice(0, largest),
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
    browser = await sharedBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  /** Whether a page is a guide, whose code blocks and tables must not scroll inside themselves. */
  const isGuide = (p: string) => p.startsWith("guide/") || p === "changelog.html" || p === "reference.html";

  /** What one width showed on one page: sideways scrolling, and on a guide its inner scrollers. */
  async function atWidth(page: Page, path: string) {
    return {
      overflow: await sidewaysOverflow(page),
      inner: isGuide(path)
        ? await innerScrollers(page, ".vp-doc div[class*='language-'] pre, .vp-doc table")
        : [],
    };
  }

  /**
   * Loads each of `paths` once (TABS at a time) at 390 px, then widens the same page to 1366 px, and
   * reports per width console errors, failed requests, sideways scrolling and, on the guides, code blocks
   * and tables scrolling inside themselves. One load serves both widths: the layout follows the viewport
   * (CSS media queries, VitePress' and Redoc's resize listeners), so a page that scrolls sideways at a
   * width does so whether it was loaded at it or widened to it; loading every page a second time at
   * 1366 px cost ~40% of this file's CPU.
   */
  async function crawl(paths: string[]) {
    const context: BrowserContext = await browser.newContext({ viewport: { width: 390, height: 800 } });
    context.setDefaultTimeout(STEP_MS);
    try {
      const results = await inTabs(
        () => context.newPage(),
        paths,
        TABS,
        async (page, path) => {
          const url = `${server.origin}/${path}`;
          let phone = { overflow: 0, inner: [] as string[] };
          let laptop = { overflow: 0, inner: [] as string[] };
          const problems = await problemsWhile(page, server.origin, async () => {
            await load(page, url);
            phone = await atWidth(page, path);
            await page.setViewportSize({ width: 1366, height: 800 });
            // Two frames: the resize's layout and whatever the page's own resize listeners change.
            await page.evaluate(
              () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
            );
            laptop = await atWidth(page, path);
          });
          // A tag page of an API reference as Redoc renders it: every operation of the tag (a section
          // `tag/<Tag>/operation/<operationId>`, distinct ids counted) and its reportkit call.
          const tag = /^api\/([^/]+)\/([^/]+)\/index\.html$/.exec(path);
          const redoc = tag
            ? {
                expected: operationsOf(tag[1]!).filter((op) => op.page === tag[2]).length,
                rendered: await page.$$eval(
                  "[data-section-id]",
                  (els) =>
                    new Set(
                      els
                        .map(
                          (el) =>
                            /(?:^|\/)operation\/(.+)$/.exec(el.getAttribute("data-section-id") ?? "")?.[1],
                        )
                        .filter(Boolean),
                    ).size,
                ),
                samples: await page.evaluate(
                  () => (document.body.textContent ?? "").split("createReportkit(").length - 1,
                ),
              }
            : undefined;
          // A guide rendered as a page, not a blank shell: its heading (docs-site.test.ts loaded one for this).
          const heading = isGuide(path) ? ((await page.locator("h1").first().textContent()) ?? "") : "";
          if (path === "guide/getting-started.html") {
            mkdirSync(screenshots, { recursive: true });
            await page.screenshot({ path: join(screenshots, "guide-getting-started.png"), fullPage: true });
          }
          // The site's one search is linked from every kind of page (search.test.ts checked four of them).
          const hrefs = await page.$$eval("a[href]", (as) => as.map((a) => (a as HTMLAnchorElement).href));
          const search = hrefs.includes(`${server.origin}/search.html`);
          // The page is widened in place for the next path's load: back to the phone's width first.
          await page.setViewportSize({ width: 390, height: 800 });
          return { path, problems, phone, laptop, heading, search, redoc };
        },
      );
      const problems = results.flatMap((r) => r.problems.map((p) => `${r.path}: ${p}`));
      const sideways = (width: "phone" | "laptop") =>
        results.filter((r) => r[width].overflow > 0).map((r) => `${r.path} (+${r[width].overflow} px)`);
      console.log(
        `${results.length} pages, ${problems.length} console errors or failed requests, scrolling sideways: ${sideways("phone").length} at 390 px, ${sideways("laptop").length} at 1366 px`,
      );
      const inner = results.flatMap((r) => r.laptop.inner.map((what) => `${r.path}: ${what}`));
      const guides = results.filter((r) => isGuide(r.path)).map((r) => r.path);
      const headings = new Map(results.filter((r) => isGuide(r.path)).map((r) => [r.path, r.heading.trim()]));
      const noSearch = results.filter((r) => !r.search && r.path !== "404.html").map((r) => r.path);
      return {
        problems,
        phone: sideways("phone"),
        laptop: sideways("laptop"),
        inner,
        guides,
        headings,
        noSearch,
        redoc: results.flatMap((r) => (r.redoc ? [{ path: r.path, ...r.redoc }] : [])),
      };
    } finally {
      await context.close();
    }
  }

  // One load of each page serves the three tests below (each awaits the same crawl).
  let crawled: ReturnType<typeof crawl> | undefined;
  const crawlOnce = () => {
    crawled ??= crawl(sampledPages(pages, { largest: 10 }));
    return crawled;
  };

  it("at 390 px, no page scrolls sideways or logs an error (every guide, a sample of each generated template)", async () => {
    expect(pages.length).toBeGreaterThan(100);
    const sample = sampledPages(pages, { largest: 10 });
    // Each API reference's index and one of its tag pages, whatever the specs grow to.
    expect(sample.filter((p) => p.startsWith("api/")).length).toBe(2 * operationCounts().size);
    const { problems, phone } = await crawlOnce();
    expect(phone).toEqual([]);
    expect(problems).toEqual([]);
  });

  // Was docs-site.test.ts's own loads of each reference's first tag page: the tag pages this file loads
  // anyway (each reference's heaviest) prove the same.
  it("renders a tag page of each reference in Redoc, every operation of the tag and its reportkit call", async () => {
    const { redoc } = await crawlOnce();
    expect(redoc.map((r) => r.path.split("/")[1]).sort()).toEqual([...operationCounts().keys()].sort());
    for (const r of redoc) {
      expect(r.expected, `${r.path}: operations of the tag`).toBeGreaterThan(0);
      expect(r.rendered, `${r.path}: operations rendered`).toBe(r.expected);
      expect(r.samples, `${r.path}: reportkit samples`).toBeGreaterThanOrEqual(r.expected);
    }
  });

  it("at 1366 px, no page scrolls sideways and every page links the one search (the same pages, widened)", async () => {
    const { laptop, noSearch } = await crawlOnce();
    expect(laptop).toEqual([]);
    // Guides, API references (index and tag pages) and TypeScript pages alike link the one search.
    expect(noSearch).toEqual([]);
  });

  it("at 1366 px, no code block or table of a guide scrolls inside itself", async () => {
    const { inner, guides, headings } = await crawlOnce();
    // Every guide was loaded (sampledPages keeps every page that is neither API nor TypeScript reference).
    expect(guides).toEqual(pages.filter(isGuide));
    expect(guides).toContain("guide/getting-started.html");
    expect(inner).toEqual([]);
    // Each rendered its content (its heading), the getting-started guide under its own title.
    expect([...headings].filter(([, h]) => !h).map(([p]) => p)).toEqual([]);
    expect(headings.get("guide/getting-started.html")).toContain("Getting started");
  });

  it("at 390 px, an API reference has a menu: the bar's links fold into a Menu button that opens them", async () => {
    const page = await openPage(browser, { width: 390, height: 800 });
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
