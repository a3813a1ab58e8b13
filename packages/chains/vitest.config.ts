import { defineProject } from "vitest/config";

export default defineProject({
  resolve: { conditions: ["source"] },
  test: { name: "chains", include: ["test/**/*.test.ts"] },
});
