// Size budgets of @reportkit/sdk, min+gzip, checked by `pnpm test` (turbo task `size`, after `build`).
// `pnpm bench` reads the same figures by running size-limit with --json, so the two cannot drift.
import { readFileSync } from "node:fs";

/** Bundled like a browser app would: ESM, minified, tree-shaken. */
const browser = (config) => ({ ...config, platform: "browser", format: "esm" });
/** Bundled for Node; undici is the app's dependency, not ours. */
const node = (config) => ({ ...config, platform: "node", format: "esm" });

/** Every public entry point has a budget; entries are keyed by their `exports` subpath. */
const budgets = {
  ".": [
    {
      name: "createReportkit + one platform GET (browser)",
      path: "size/one-platform-call.js",
      // Issue 8's target is 8 kB; today's figure is 11.31 kB (0.2 kB of it bought 7% of throughput at 32
      // in flight: the body read with the stream's reader, the deadline ring). 8 kB is not reachable with
      // today's public API and behaviour (see the closing notes). This budget stops it from growing
      // (it also catches Node's attempt controllers, attempt-signal.ts, reaching browsers: ~0.6 kB).
      limit: "11.35 kB",
      modifyEsbuildConfig: browser,
    },
    {
      name: "entry . (everything exported, browser)",
      path: "dist/index.js",
      import: "*",
      limit: "19.95 kB",
      modifyEsbuildConfig: browser,
    },
    {
      name: "createReportkitPlatformClient + createTokenProvider (browser)",
      path: "dist/index.js",
      import: "{ createReportkitPlatformClient, createTokenProvider }",
      // +0.05 kB: a write takes its token before its permit, and looks at it again after a long wait.
      limit: "10.25 kB",
      modifyEsbuildConfig: browser,
    },
  ],
  "./node": [
    {
      name: "entry ./node (everything exported, Node, undici external)",
      path: "dist/node.js",
      import: "*",
      ignore: ["undici"],
      // The file transfers (importFile, exportFileToPath) bring the core they build on: the pipeline,
      // wait and paginate (~8.5 kB of it is what `@reportkit/sdk` ships anyway).
      limit: "9.6 kB",
      modifyEsbuildConfig: node,
    },
  ],
};

const { exports } = JSON.parse(readFileSync(new URL("./package.json", import.meta.url), "utf8"));
const missing = Object.keys(exports).filter((subpath) => !(subpath in budgets));
if (missing.length > 0) {
  throw new Error(`No size budget for the public entry point(s) ${missing.join(", ")} in .size-limit.mjs.`);
}

// A budget waits for its entry point to be published in `exports` (then its dist file must exist).
export default Object.entries(budgets)
  .filter(([subpath]) => subpath in exports)
  .flatMap(([, checks]) => checks.map((check) => ({ ...check, gzip: true })));
