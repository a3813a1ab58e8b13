import { packageProject } from "../../vitest.shared.js";

// The tests spawn the built `reportkit` (dist/reportkit.js) against a sandbox over HTTP. They run one
// file at a time: `pnpm test` runs every package's suite at once on 2 cores, and this one's processes
// (50 MB transfers, a --help per command) must not starve the others' timed checks; for the same reason
// turbo runs this suite after the contract tests' 50 MB transfers (turbo.json). On a busy machine a
// spawned process may take seconds, hence the generous bounds.
export default packageProject("cli", { testTimeout: 120_000, hookTimeout: 120_000, fileParallelism: false });
