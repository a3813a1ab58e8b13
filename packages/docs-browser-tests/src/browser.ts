import { type Browser, chromium, type Page } from "playwright-core";
import { inject } from "vitest";

declare module "vitest" {
  export interface ProvidedContext {
    /** The shared Chromium's WebSocket endpoint (src/global-setup.ts); empty without Chromium. */
    chromiumEndpoint: string;
  }
}

/**
 * How long one browser step (a navigation, a wait for an element) may take before it counts as a hang.
 * A page of the site loads and renders in about a second on a quiet machine; on a busy one (beside a
 * second `pnpm test`, load ~30 on 2 cores, the files' pages sharing one Chromium) navigations and Redoc's
 * rendering took over 30 s, Playwright's default, and failed runs where nothing was wrong. Retrying is
 * no cure: a second `goto` after a timeout is interrupted by the first navigation, still going on.
 */
export const STEP_MS = 120_000;

/**
 * The package's one Chromium (src/global-setup.ts), connected for this file. `close()` on it ends this
 * file's connection and the pages it opened, never the browser the other files use.
 */
export function sharedBrowser(): Promise<Browser> {
  const endpoint = inject("chromiumEndpoint");
  if (!endpoint) throw new Error("No shared Chromium: src/global-setup.ts did not launch one.");
  return chromium.connect(endpoint);
}

/** A page in a context of its own, every step of it bounded by {@link STEP_MS}. */
export async function openPage(browser: Browser, viewport: { width: number; height: number }): Promise<Page> {
  const page = await browser.newPage({ viewport });
  page.setDefaultTimeout(STEP_MS);
  return page;
}
