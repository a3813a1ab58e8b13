import { defineProject } from "vitest/config";

export default defineProject({
  resolve: { conditions: ["source"] },
  test: { name: "platform", include: ["test/**/*.test.ts"] },
});
