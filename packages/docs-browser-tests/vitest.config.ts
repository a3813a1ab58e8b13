import { packageProject } from "../../vitest.shared.js";

// Two test files at a time: the browser crawl overlaps the second site build and the newcomer's npm
// install, on a machine of 2 cores.
export default packageProject("docs-browser-tests", {
  testTimeout: 60_000,
  hookTimeout: 60_000,
  maxWorkers: 2,
});
