import { existsSync } from "node:fs";
import { join } from "node:path";
import { chromiumAvailable } from "@reportkit/testkit/node";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serveStatic } from "../../../docs/scripts/static-server.mjs";
import { openPage, sharedBrowser } from "../src/browser.js";
import { problemsWhile } from "../src/problems.js";
import { operationsOf, operationUrl, siteDir } from "../src/site.js";

const available = chromiumAvailable("the docs search tests");

describe.skipIf(!available)("the docs site's one search (Pagefind, /search.html)", () => {
  let browser: Browser;
  let server: { origin: string; close(): Promise<void> };
  let page: Page;

  beforeAll(async () => {
    if (!existsSync(join(siteDir, "pagefind", "pagefind-ui.js")))
      throw new Error("docs/dist has no search index: run `pnpm docs` first.");
    server = await serveStatic(siteDir, { port: 0 });
    browser = await sharedBrowser();
    page = await openPage(browser, { width: 1366, height: 900 });
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  /** The result links (path and hash, relative to the origin) of a search, with no console error on the way. */
  async function search(query: string): Promise<string[]> {
    const problems = await problemsWhile(page, server.origin, async () => {
      await page.goto(`${server.origin}/search.html?q=${encodeURIComponent(query)}`, { waitUntil: "load" });
      await page.waitForSelector(".pagefind-ui__result-link");
    });
    expect(problems, query).toEqual([]);
    const hrefs = await page.$$eval(".pagefind-ui__result-link", (as) =>
      as.map((a) => (a as HTMLAnchorElement).href),
    );
    return hrefs.map((href) => href.slice(server.origin.length));
  }

  it("finds an operation id in its API reference (updateRangeValues)", async () => {
    const hits = await search("updateRangeValues");
    expect(hits[0]).toBe(operationUrl("platform", "updateRangeValues"));
  });

  it("finds any operation by its summary or its path (the last operation of two APIs)", async () => {
    const platform = operationsOf("platform").at(-1)!;
    expect(await search(platform.summary), platform.summary).toContain(operationUrl("platform", platform.id));
    const chains = operationsOf("chains").at(-1)!;
    const path = `${chains.method.toUpperCase()} ${chains.path}`;
    expect(await search(path), path).toContain(operationUrl("chains", chains.id));
  });

  it("finds an error class in the TypeScript reference (RateLimitError)", async () => {
    const hits = await search("RateLimitError");
    expect(hits).toContain("/ts/classes/_reportkit_sdk.RateLimitError.html");
  });

  it("finds the changelog", async () => {
    const hits = await search("changelog");
    expect(hits.some((hit) => hit.startsWith("/changelog.html"))).toBe(true);
  });

  it("opens from a guide's nav bar and searches as you type", async () => {
    const problems = await problemsWhile(page, server.origin, async () => {
      await page.goto(`${server.origin}/guide/errors.html`, { waitUntil: "load" });
      await page.click(".VPNavBar a[href='/search.html']");
      await page.fill(".pagefind-ui__search-input", "error codes");
      await page.waitForSelector(".pagefind-ui__result-link");
    });
    expect(problems).toEqual([]);
    const hrefs = await page.$$eval(".pagefind-ui__result-link", (as) =>
      as.map((a) => a.getAttribute("href")),
    );
    expect(hrefs, JSON.stringify(hrefs)).toContain("/guide/error-codes.html");
  });

  it("is the site's only search: VitePress', Redoc's and TypeDoc's own are off", async () => {
    await page.goto(`${server.origin}/guide/errors.html`, { waitUntil: "load" });
    await expect(page.locator(".VPNavBarSearch button").count()).resolves.toBe(0);
    await page.goto(`${server.origin}${operationUrl("chains", operationsOf("chains")[0]!.id)}`, {
      waitUntil: "load",
    });
    await page.waitForSelector('[data-section-id*="operation/"]');
    await expect(page.locator('input[placeholder="Search..."]').count()).resolves.toBe(0);
    await page.goto(`${server.origin}/ts/`, { waitUntil: "load" });
    await expect(page.locator("#tsd-search-trigger").isVisible()).resolves.toBe(false);
    // TypeDoc's index is not shipped: its script is an empty stub.
    await expect(page.evaluate(() => "searchData" in window)).resolves.toBe(false);
  });
  // That every kind of page links the search (guides, API references, the TypeScript reference) is checked
  // on every page layout.test.ts loads at 1366 px, pages it loads anyway.
});
