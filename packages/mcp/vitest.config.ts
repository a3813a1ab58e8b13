import { packageProject } from "../../vitest.shared.js";

// The end-to-end tests spawn the built `reportkit-mcp` (dist/reportkit-mcp.js, hence `build` before
// `test` in turbo.json) and drive it with the official MCP client over stdio and HTTP against a sandbox.
// A spawned process may take seconds on a busy 2-core machine: the bounds are generous, and the files
// run one at a time so this suite does not starve other packages' timed checks during `pnpm test`.
export default packageProject("mcp", { testTimeout: 120_000, hookTimeout: 120_000, fileParallelism: false });
