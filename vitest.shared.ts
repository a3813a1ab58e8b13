import { defineProject, type UserWorkspaceConfig } from "vitest/config";

/**
 * The vitest settings every package shares: resolve workspace packages to their sources, and write a
 * JSON report that scripts/test-summary.mjs adds up into one closing line for CI.
 */
export function packageProject(name: string, test: UserWorkspaceConfig["test"] = {}) {
  return defineProject({
    // Workspace packages resolve to their TypeScript sources ("source" export condition), so tests
    // never need a build first. Vitest's node environment reads the SSR resolve settings.
    resolve: { conditions: ["source"] },
    ssr: { resolve: { conditions: ["source"], externalConditions: ["source"] } },
    test: {
      name,
      include: ["test/**/*.test.ts"],
      reporters: ["default", "json"],
      outputFile: { json: "test-results/vitest.json" },
      ...test,
    },
  });
}
