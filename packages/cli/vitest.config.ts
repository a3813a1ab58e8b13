import { packageProject } from "../../vitest.shared.js";

// The tests spawn the built `reportkit` (dist/reportkit.js) against a sandbox over HTTP; on a busy
// 2-core machine a spawned process may take seconds, hence the generous bounds.
export default packageProject("cli", { testTimeout: 120_000, hookTimeout: 120_000 });
