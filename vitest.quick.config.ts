import { existsSync, readdirSync } from "node:fs";
import { availableParallelism } from "node:os";
import { configDefaults, defineConfig } from "vitest/config";
import { E2E_PACKAGES, E2E_TESTS, EVERY_OPERATION_TESTS } from "./vitest.shared.js";

// `pnpm test:quick`: every package's in-process tests in one vitest run, what a maintainer runs before
// each commit (budget: 90 s on a 2-core machine). Each package runs with its own vitest.config.ts, less
// its test/e2e/ folder (spawned processes, browsers, packing, Redis servers, wall-time measurements) and
// its test/every-operation/ folder (in process, but one end-to-end run per operation),
// and less the packages that are end to end as a whole. `pnpm test` (turbo) runs everything.
const dirs = ["specs", ...readdirSync("packages").map((name) => `packages/${name}`)].filter(
  (dir) => existsSync(`${dir}/vitest.config.ts`) && !E2E_PACKAGES.includes(dir),
);

export default defineConfig({
  test: {
    // vitest's default in a run is one worker fewer than the cores: a single worker on 2 cores.
    maxWorkers: availableParallelism(),
    projects: dirs.map((dir) => ({
      extends: `./${dir}/vitest.config.ts`,
      root: `./${dir}`,
      // In process only, so every project's files may run side by side (a package that runs its
      // spawned files one at a time in `pnpm test` need not here); vitest runs projects together only
      // when their workers are alike.
      test: { exclude: [...configDefaults.exclude, E2E_TESTS, EVERY_OPERATION_TESTS], fileParallelism: true },
    })),
  },
});
