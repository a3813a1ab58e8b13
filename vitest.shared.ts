import { defineProject, type UserWorkspaceConfig } from "vitest/config";

/**
 * Where a package keeps its end-to-end tests: a spawned process (a built bin, a child `node`, a
 * redis-server, Prism, a proxy), a browser, a packed tarball, or a wall-time measurement. `pnpm test`
 * runs them; `pnpm test:quick` (vitest.quick.config.ts) leaves them out.
 */
export const E2E_TESTS = "test/e2e/**";

/**
 * Where a package keeps in-process tests that run every operation end to end (each API reference sample
 * against an in-process sandbox): their cost grows with the specs, so `pnpm test` runs them and
 * `pnpm test:quick` (budget 90 s) leaves them out; the rules they cross have unit tests of their own.
 */
export const EVERY_OPERATION_TESTS = "test/every-operation/**";

/**
 * For a package whose tests run in process and leave no global behind: its test files share one module
 * graph per worker instead of each importing the package's sources again (vitest's `isolate`). The
 * import and transform time of a file is then paid once per worker, not once per file (the SDK's
 * suite: about a quarter of the CPU time). A file that mocks a module or stubs a global restores it.
 */
export const IN_PROCESS = { isolate: false } as const;

/** Packages whose every test is end to end (a headless browser, the built docs site): not in test:quick. */
export const E2E_PACKAGES = ["packages/browser-tests", "packages/docs-browser-tests"];

/**
 * The vitest settings every package shares: resolve workspace packages to their sources, and write a
 * JSON report that scripts/test-summary.mjs adds up into one closing line for CI.
 */
export function packageProject(name: string, test: UserWorkspaceConfig["test"] = {}) {
  return defineProject({
    // Workspace packages resolve to their TypeScript sources (the "@reportkit/source" export condition,
    // a name no user sets, so the published packages resolve to dist/ everywhere else), so tests
    // never need a build first. Vitest's node environment reads the SSR resolve settings.
    resolve: { conditions: ["@reportkit/source"] },
    ssr: { resolve: { conditions: ["@reportkit/source"], externalConditions: ["@reportkit/source"] } },
    test: {
      name,
      include: ["test/**/*.test.ts"],
      reporters: ["default", "json"],
      outputFile: { json: "test-results/vitest.json" },
      // A hang detector, not a speed check: vitest's 5 s default failed plain in-memory tests when the
      // README's test command ran beside a second copy on 2 cores (a cold first test waited on the CPU).
      testTimeout: 30_000,
      hookTimeout: 60_000,
      ...test,
    },
  });
}
