import { existsSync } from "node:fs";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "@reportkit/testkit/node";
import { chromium } from "playwright-core";
import type { TestProject } from "vitest/node";

/**
 * One Chromium for every test file of this package (vitest's globalSetup): each file connects to it
 * (src/browser.ts) and opens its own pages, instead of launching a browser of its own (a launch cost
 * ~3 CPU s, paid by four files). Without Chromium nothing is launched: the files skip themselves.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (!existsSync(CHROMIUM_PATH)) {
    project.provide("chromiumEndpoint", "");
    return async () => {};
  }
  const server = await chromium.launchServer({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
  });
  project.provide("chromiumEndpoint", server.wsEndpoint());
  return () => server.close();
}
