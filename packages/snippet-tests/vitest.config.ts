import { packageProject } from "../../vitest.shared.js";

// The docs' runnable blocks (test/e2e/) are child processes against one sandbox per test file; the
// reference samples run in process, one case per operation (a few spawned in test/e2e/); the type-check
// is one TypeScript program over every block.
export default packageProject("snippet-tests", { testTimeout: 300_000, hookTimeout: 60_000 });
