import { configDefaults } from "vitest/config";
import { packageProject } from "../../vitest.shared.js";

// The end-to-end tests spawn the built `reportkit-mcp` (dist/reportkit-mcp.js, hence `build` before
// `test` in turbo.json) and drive it with the official MCP client over stdio and HTTP against a sandbox.
// A spawned process may take seconds on a busy 2-core machine: the bounds are generous, and the files
// run one at a time so this suite does not starve other packages' timed checks during `pnpm test`.
//
// Both official clients' file runs once in `pnpm test`: against the server installed from its tarball,
// by the consumer check (scripts/consumer-smoke.mjs sets REPORTKIT_MCP_BIN), which proves all the
// built server would and the packing too. To run it against the built server:
// `REPORTKIT_MCP_BIN=dist/reportkit-mcp.js pnpm --filter @reportkit/mcp test`.
const OFFICIAL_CLIENTS = "test/e2e/official-clients.test.ts";

export default packageProject("mcp", {
  testTimeout: 120_000,
  hookTimeout: 120_000,
  fileParallelism: false,
  // The files share one module graph (the MCP SDK, zod, the catalogue and the sandbox loaded once, not
  // once per file: about half the in-process files' CPU); test/lazy-start.test.ts empties it for itself.
  isolate: false,
  exclude: [...configDefaults.exclude, ...(process.env.REPORTKIT_MCP_BIN ? [] : [OFFICIAL_CLIENTS])],
});
