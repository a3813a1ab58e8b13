import { packageProject } from "../../vitest.shared.js";

// Each runnable block is a child process against one sandbox per test file; the type-check is one
// TypeScript program over every block.
export default packageProject("snippet-tests", { testTimeout: 300_000, hookTimeout: 60_000 });
