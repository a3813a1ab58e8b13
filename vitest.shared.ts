import { defineProject, type UserWorkspaceConfig } from "vitest/config";

/**
 * The vitest settings every package shares: resolve workspace packages to their sources, and write a
 * JSON report that scripts/test-summary.mjs adds up into one closing line for CI.
 */
export function packageProject(name: string, test: UserWorkspaceConfig["test"] = {}) {
  return defineProject({
    resolve: { conditions: ["source"] },
    test: {
      name,
      include: ["test/**/*.test.ts"],
      reporters: ["default", "json"],
      outputFile: { json: "test-results/vitest.json" },
      ...test,
    },
  });
}
