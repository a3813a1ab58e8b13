import { defineProject } from "vitest/config";

export default defineProject({
  resolve: { conditions: ["source"] },
  test: { name: "auth-api", include: ["test/**/*.test.ts"] },
});
