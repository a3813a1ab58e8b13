import { defineProject } from "vitest/config";

export default defineProject({
  test: { name: "specs", include: ["test/**/*.test.ts"] },
});
