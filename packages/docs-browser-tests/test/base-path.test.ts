// The site built for a project page (DOCS_BASE=/reportkit/) and served under that path: only a second
// build shows a link or asset that misses the base, since VitePress, the Redoc pages, TypeDoc's bar and
// the search's URLs each add it their own way (docs-site.test.ts checks the root-path site, docs/dist).
// Every guide and every API reference is built under the base; the TypeScript reference of the two
// smallest entry points that still make every kind of TypeDoc page the base reaches (DOCS_TS_ENTRIES:
// its index, a module page of each, one with the note linking the API reference, function, interface and
// type pages). TypeDoc's frame (toolbar, navigation links, assets) is one template for every page, and the
// rest of its pages are docs/dist's, crawled by docs-site.test.ts. The SDK's entry, documented here
// before, cost 13 more CPU s for the same templates (TypeDoc's program of the SDK and every client it
// imports). A base missed in either part fails the crawl below.
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { chromiumAvailable } from "@reportkit/testkit/node";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serveStatic } from "../../../docs/scripts/static-server.mjs";
import { openPage, sharedBrowser } from "../src/browser.js";
import { crawlSite } from "../src/crawl.js";
import { problemsWhile } from "../src/problems.js";
import { operationUrl, repoRoot } from "../src/site.js";

const available = chromiumAvailable("the docs base-path tests");
const BASE = "/reportkit/";
const TS_ENTRIES = ["@reportkit/auth-api", "@reportkit/strict-client"];

describe.skipIf(!available)(`the docs site built with DOCS_BASE=${BASE} and served under ${BASE}`, () => {
  let folder: string;
  let browser: Browser;
  let server: { origin: string; close(): Promise<void> };
  let root: string;

  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), "reportkit-docs-base-"));
    const site = join(folder, "site");
    // The build `pnpm docs` runs, into a folder of its own (docs/dist stays the root-path site), with the
    // TypeScript reference of two small entry points: one generated API's client (auth-api: its note
    // links to its API reference, under the base) and the strict client its types come from.
    const built = await promisify(execFile)(
      process.execPath,
      [join(repoRoot, "docs", "scripts", "build.mjs")],
      {
        cwd: join(repoRoot, "docs"),
        env: {
          ...process.env,
          DOCS_BASE: BASE,
          DOCS_OUT_DIR: site,
          DOCS_TS_ENTRIES: TS_ENTRIES.join(","),
        },
        maxBuffer: 64 * 1024 * 1024,
      },
    );
    // Its steps and what each cost (the second build is most of this file's time).
    console.log(
      built.stdout
        .split("\n")
        .filter((line) => line.startsWith("  ") || line.startsWith("docs:"))
        .join("\n"),
    );
    server = await serveStatic(site, { port: 0, base: BASE });
    root = `${server.origin}${BASE}`;
    browser = await sharedBrowser();
  }, 600_000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  it("serves nothing outside the base path (so a link that misses it is a broken link)", async () => {
    const outside = await fetch(`${server.origin}/guide/getting-started.html`);
    await outside.body?.cancel();
    expect(outside.status).toBe(404);
  });

  it("loads every asset of guides, API references, TypeScript reference and search with no 404 or console error", async () => {
    const page = await openPage(browser, { width: 1366, height: 900 });
    const problems: string[] = [];
    const live: string[] = [];
    const visits: [string, string][] = [
      ["", ".VPHome"],
      ["guide/getting-started.html", ".vp-doc"],
      ["changelog.html", ".vp-doc"],
      ["api/platform/", ".rk-bar"],
      [operationUrl("platform", "updateRangeValues").slice(1), '[data-section-id*="operation/"]'],
      ["ts/", ".tsd-page-toolbar"],
      ["ts/modules/_reportkit_auth-api.html", ".tsd-page-toolbar"],
      ["ts/functions/_reportkit_auth-api.createAuthClient.html", ".tsd-page-toolbar"],
      ["search.html?q=updateRangeValues", ".pagefind-ui__result-link"],
    ];
    try {
      for (const [path, ready] of visits) {
        const found = await problemsWhile(page, server.origin, async () => {
          await page.goto(`${root}${path}`, { waitUntil: "load" });
          await page.waitForSelector(ready);
          await page.waitForLoadState("networkidle");
        });
        problems.push(...found.map((p) => `${path}: ${p}`));
        live.push(...(await page.$$eval("a[href]", (as) => as.map((a) => (a as HTMLAnchorElement).href))));
      }
      // The search's results carry the base path too.
      const first = await page.$eval(".pagefind-ui__result-link", (a) => (a as HTMLAnchorElement).href);
      expect(first).toBe(`${root}${operationUrl("platform", "updateRangeValues").slice(1)}`);
    } finally {
      await page.close();
    }
    console.log(`base path: ${visits.length} pages loaded in Chromium, ${problems.length} problems`);
    expect(problems).toEqual([]);
    const { pages, seen, broken } = await crawlSite(root, live);
    console.log(
      `base path: crawled ${pages.length} pages and ${seen.size - pages.length} other files: ${broken.length} broken`,
    );
    // The reference's front page (typedoc-readme.md) links the SDK's module page, an entry point this
    // build leaves out (docs/dist's crawl reaches it): that one 404, under the base, is expected; a link
    // that misses the base, or any other page or asset, is not.
    const unexpected = broken.filter((line) => line !== `404 ${root}ts/modules/_reportkit_sdk.html`);
    expect(unexpected).toEqual([]);
    // Every guide, every API reference page and the TypeScript pages of both entry points were reached.
    expect(pages.length).toBeGreaterThan(80);
    const ts = pages.filter((url) => url.startsWith(`${root}ts/`));
    for (const entry of TS_ENTRIES)
      expect(ts, entry).toContain(`${root}ts/modules/${entry.replace(/[@/]/g, "_")}.html`);
  });
});
