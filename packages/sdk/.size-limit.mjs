// Size budgets of @reportkit/sdk, min+gzip, checked by `pnpm test` (turbo task `size`, after `build`).
// `pnpm bench` reads the same figures by running size-limit with --json, so the two cannot drift.
import { readFileSync } from "node:fs";

/**
 * What dist/ imports with `import()` is loaded at its first use: the telemetry chunk (dist/chunks/otel.js:
 * spans, metrics, the operations table) where @opentelemetry/api is installed or handed in, and the main
 * entry's helpers a plain call never uses (importFile, exportFile, copyFiles, inBatches: build.mjs). An
 * app's bundler splits them off, but size-limit's esbuild (no code splitting) would inline them. This keeps
 * them out of a budget, as an app loads them.
 */
const loadedLater = {
  name: "loaded-later",
  setup(build) {
    build.onResolve({ filter: /\.js$/ }, (args) =>
      args.kind === "dynamic-import" && args.path.startsWith(".")
        ? { path: args.path, external: true }
        : undefined,
    );
  },
};
/** Bundled like a browser app would: ESM, minified, tree-shaken. */
const browser = (config) => ({ ...config, platform: "browser", format: "esm" });
/** The same, the telemetry chunk left to load later. */
const upFront = (config) => ({ ...browser(config), plugins: [...(config.plugins ?? []), loadedLater] });
/** Bundled for Node; undici is the app's dependency, not ours. */
const node = (config) => ({ ...config, platform: "node", format: "esm" });

/** Every public entry point has a budget; entries are keyed by their `exports` subpath. */
const budgets = {
  ".": [
    {
      name: "createReportkit + one platform GET (browser)",
      path: "size/one-platform-call.js",
      // Issue 22's target is 13 kB (openapi-fetch itself is ~2.5 kB of it); 12.4 kB measured (0.4 kB of
      // it buys a call that costs what openapi-fetch alone costs: http/light-request.ts, read-response.ts). This budget
      // stops it from growing. Top-level calls in src/ carry /* @__PURE__ */, or a bundler cannot drop them
      // (and all they reach) from the shared chunks of dist/: without it this scenario weighed 13.51 kB.
      // Issue 23: +0.77 kB (13.18 kB) for log levels and the console default, request ids of successful
      // calls, Deprecation/Sunset, and what loads OpenTelemetry and calls into it (the steps of
      // pipeline/steps/trace.ts, telemetry/telemetry.ts); the telemetry itself is a chunk loaded later.
      // Issue 21: +0.06 kB, a new permit for a write whose token was replaced while it waited.
      // Issue 26: +0.95 kB (14.25 kB) for messages that say what to do: a next step per error class with
      // the Errors guide's link (errors/from-response.ts, pipeline/failure.ts), where the client id and
      // secret came from (config/credential-source.ts, auth/request-token.ts), the sandbox hint on
      // loopback, and the short print of an uncaught error (errors/guide.ts: one stack frame). About a
      // third is the sentences themselves; they sit with the code that makes each error.
      // Issue 32: -0.5 kB (13.86 kB): the table of lists was kept by a top-level read of it
      // (MAX_USERS_PAGE_SIZE); read in a pure call, a bundle that never pages drops it, so the table
      // can grow with the specs without weighing on this scenario.
      limit: "14.3 kB",
      modifyEsbuildConfig: upFront,
    },
    {
      name: "createReportkit + one platform GET, OpenTelemetry installed (browser, telemetry chunk included)",
      path: "size/one-platform-call.js",
      // The telemetry chunk (spans, metrics, the operations table) loads when @opentelemetry/api is there.
      // Issue 32: +0.1 kB, the 26 chains operations in the operations table (it grows with the specs).
      // Issue 32: 21.58 kB with the whole platform (377 operations): the operation templates the chunk names
      // spans from grow with the specs (the headline bundle does not carry them).
      limit: "21.9 kB", // issue 26: +0.95 kB, as the headline scenario; +0.1 kB: a resend's failure keeps mayHaveBeenApplied; +0.1 kB: the one link table with that fix
      modifyEsbuildConfig: browser,
    },
    {
      name: "entry . (everything exported, browser)",
      path: "dist/index.js",
      import: "*",
      // Issue 23: +1.35 kB (the above, the spans of wait, paginate and the transfers, proxies' types).
      // Issue 26: +1.1 kB (the headline's, and the next steps of waits, operations and links).
      // Issue 32: +0.1 kB, the chains API's six new page-number lists in the table of lists.
      // Issue 30: +0.3 kB (23.18 kB): paginate, wait and results read the page fields and the 202 rule from
      // the generated tables (paginate/fields.ts, http/operation-location.ts, generated/accepted.gen.ts; now http/links.ts)
      // instead of naming fields in code; +0.03 kB: one meaning for timeoutMs. The headline went down
      // 0.3 kB: it no longer carries the table of lists (MAX_USERS_PAGE_SIZE is a pure call now).
      // Issue 32: 24.58 kB with the whole platform (377 operations): its lists and 202s in the generated tables.
      // Issue 32, the loops: 25.36 kB measured: wait follows an import's file and a chain run (http/links.ts,
      // generated/links.gen.ts, the follow branch of poll/http-poll.ts); the headline does not carry it.
      // Issue 32, faster import: 22.69 kB measured: importFile, exportFile, copyFiles and inBatches load at
      // their first call (build.mjs), so this entry's up-front weight no longer carries them.
      limit: "25.5 kB", // +0.1 kB: a resend's failure after an unknown outcome keeps mayHaveBeenApplied
      modifyEsbuildConfig: upFront,
    },
    {
      name: "createReportkitPlatformClient + createTokenProvider (browser)",
      path: "dist/index.js",
      import: "{ createReportkitPlatformClient, createTokenProvider }",
      limit: "14.0 kB", // issue 23: +0.75 kB, issue 21: +0.06 kB, issue 26: +0.95 kB, as the headline scenario
      modifyEsbuildConfig: upFront,
    },
  ],
  "./advanced": [
    {
      name: "entry ./advanced (everything exported, browser)",
      path: "dist/advanced.js",
      import: "*",
      // issue 26: +0.7 kB (messages); issue 21: +0.02 kB; issue 23: +1.05 kB (log levels, telemetry loading,
      // helper spans); issue 22's transport round: a read response keeps the answer's
      // headers (16.12 kB measured with it). Issue 30: +0.5 kB (16.67 kB): the page-field and 202 readers
      // CLI and MCP server use with the catalogue (pageItemsOf, continuationOf, linkedUrl...).
      // Issue 32: 18.08 kB with the whole platform (377 operations): its rows in the generated tables.
      // Issue 32, the loops: 18.77 kB measured (wait's follow of an import's file and a chain run).
      limit: "18.9 kB", // +0.1 kB: a resend's failure after an unknown outcome keeps mayHaveBeenApplied
      modifyEsbuildConfig: upFront,
    },
  ],
  "./node": [
    {
      name: "entry ./node (everything exported, Node, undici external)",
      path: "dist/node.js",
      import: "*",
      ignore: ["undici"],
      // The file transfers (importFile, exportFileToPath) bring the core they build on: the pipeline,
      // wait and paginate (~8.5 kB of it is what `@reportkit/sdk` ships anyway). +0.35 kB in issue 21:
      // undici loaded on first use (so the entry loads without it) and headers on every transfer request.
      // +0.85 kB in issue 24: profiles.ts (profileOptions, readProfiles, readSecretFile), which the CLI and
      // the MCP server read their configuration through.
      // Issue 23: +0.75 kB (the transfers' spans, proxies, log levels); the telemetry chunk is external.
      // Issue 26: +0.7 kB (messages that say what to do, the Errors guide's link, short uncaught prints).
      // Issue 22's transport round: calls read whole go through undici's dispatch (node/undici-dispatch.ts:
      // no body stream either way; the undici transport went from 1.84x to 2.16x raw fetch at C=32);
      // 12.42 kB measured with it.
      // Issue 30: +1.9 kB for the one settings resolver (node/settings*.ts, secret-setting.ts,
      // setting-source.ts: flags, variables, profile and region to options with their sources), which
      // the CLI and the MCP server now call instead of their own; Node only, no browser bundle carries it;
      // +0.25 kB: the generated page fields and 202 rule read by paginate, wait and results.
      // Issue 32: 15.78 kB with the whole platform (377 operations): its rows in the generated tables.
      // Issue 32, the loops: 16.6 kB measured (wait's follow of an import's file and a chain run).
      // +0.1 kB: a resend's failure after an unknown outcome keeps mayHaveBeenApplied, with the one link table.
      // +0.3 kB (17.1 kB measured): /node re-exports all of /node/settings, SecretRegistry included (one
      // export list instead of two); a Node-only entry, no browser bundle carries it.
      limit: "17.2 kB",
      modifyEsbuildConfig: (config) => ({ ...node(config), plugins: [loadedLater] }),
    },
  ],
  "./node/settings": [
    {
      // What a Node command loads before its first request (the MCP server at start): the settings
      // resolver, the profiles and SecretRegistry, none of the request side. A budget keeps it that way.
      name: "entry ./node/settings (everything exported, Node)",
      path: "dist/node/settings-entry.js",
      import: "*",
      limit: "3.8 kB", // 3.62 kB measured
      modifyEsbuildConfig: (config) => node(config),
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
