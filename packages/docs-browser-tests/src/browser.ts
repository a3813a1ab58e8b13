import { type Browser, chromium } from "playwright-core";
import { inject } from "vitest";

declare module "vitest" {
  export interface ProvidedContext {
    /** The shared Chromium's WebSocket endpoint (src/global-setup.ts); empty without Chromium. */
    chromiumEndpoint: string;
  }
}

/**
 * The package's one Chromium (src/global-setup.ts), connected for this file. `close()` on it ends this
 * file's connection and the pages it opened, never the browser the other files use.
 */
export function sharedBrowser(): Promise<Browser> {
  const endpoint = inject("chromiumEndpoint");
  if (!endpoint) throw new Error("No shared Chromium: src/global-setup.ts did not launch one.");
  return chromium.connect(endpoint);
}
