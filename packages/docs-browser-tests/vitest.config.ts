import { packageProject } from "../../vitest.shared.js";

// Two test files at a time: the browser crawl overlaps the second site build and the newcomer's npm
// install, on a machine of 2 cores. One Chromium serves every file (src/global-setup.ts), and the two
// workers run file after file without a fresh process each (no file mocks a module or leaves a global).
// The bounds are hang bounds only, never a speed check: each browser step has its own (STEP_MS in
// src/browser.ts), and a test or hook as a whole gets 10 minutes.
export default packageProject("docs-browser-tests", {
  globalSetup: ["src/global-setup.ts"],
  testTimeout: 600_000,
  hookTimeout: 600_000,
  maxWorkers: 2,
  isolate: false,
});
