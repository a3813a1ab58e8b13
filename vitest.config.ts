import { defineConfig } from "vitest/config";

// Runs every package's tests from the root (`pnpm vitest`); CI runs them per package through turbo.
export default defineConfig({
  test: {
    projects: ["specs/vitest.config.ts", "packages/*/vitest.config.ts"],
  },
});
