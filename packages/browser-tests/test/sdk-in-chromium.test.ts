import { fileURLToPath } from "node:url";
import { type RunningSandbox, startSandbox } from "@reportkit/sandbox";
import { CHROMIUM_ARGS, CHROMIUM_PATH, chromiumAvailable } from "@reportkit/testkit/node";
import { build } from "esbuild";
import { type Browser, chromium } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { servePage } from "../src/serve-page.js";

// Debian's Chromium (`apt-get install chromium`); .ci/run installs it. Elsewhere without it the suite
// is skipped with a note, but under CI a missing browser is a failure, never a silent skip.
const available = chromiumAvailable("the browser tests");

describe.skipIf(!available)("the SDK in headless Chromium against the sandbox over HTTP", () => {
  let sandbox: RunningSandbox;
  let browser: Browser;
  let page: { url: string; close(): Promise<void> };

  beforeAll(async () => {
    sandbox = await startSandbox({ port: 0, seed: 11, operationDurationMs: 200 });
    const bundle = await build({
      entryPoints: [fileURLToPath(new URL("../src/browser-entry.ts", import.meta.url))],
      bundle: true,
      format: "esm",
      platform: "browser",
      target: "es2022",
      conditions: ["@reportkit/source"],
      write: false,
      logLevel: "silent",
    });
    const config = {
      urls: sandbox.urls,
      clientId: sandbox.credentials.clientId,
      clientSecret: sandbox.credentials.clientSecret,
      spreadsheetId: sandbox.demo.spreadsheetId,
      sheetId: sandbox.demo.sheetId,
    };
    const html = `<!doctype html><meta charset="utf-8"><title>reportkit in a browser</title>
<script>window.reportkitConfig = ${JSON.stringify(config)};</script>
<script type="module" src="/app.js"></script>`;
    page = await servePage(html, bundle.outputFiles[0]?.text ?? "");
    browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      headless: true,
      args: CHROMIUM_ARGS,
    });
  });

  afterAll(async () => {
    await browser?.close();
    await page?.close();
    await sandbox?.close();
  });

  it("gets a token, writes a range and waits for it, pages users and throws typed errors — cross-origin", async () => {
    const tab = await browser.newPage();
    const consoleErrors: string[] = [];
    tab.on("pageerror", (error) => consoleErrors.push(error.message));
    await tab.goto(page.url);
    await tab.waitForFunction(
      () => window.reportkitResult !== undefined || window.reportkitError !== undefined,
      null,
      {
        timeout: 30_000,
      },
    );
    const { result, error } = await tab.evaluate(() => ({
      result: window.reportkitResult,
      error: window.reportkitError,
    }));

    expect(error).toBeUndefined();
    expect(consoleErrors).toEqual([]);
    expect(result).toMatchObject({
      hasProcess: false,
      operation: "completed",
      users: sandbox.state.chains.users.length,
      notFound: "NotFoundError 404",
    });
    expect(String(result?.operationLocation)).toContain(sandbox.urls.platform);
    expect(sandbox.control.readRange(sandbox.demo.spreadsheetId, sandbox.demo.sheetId, "A1:B1")).toEqual([
      ["from", "chromium"],
    ]);
  });
});
