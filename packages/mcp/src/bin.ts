#!/usr/bin/env node
// The `reportkit-mcp` executable (bundled into dist/reportkit-mcp.js). Standard output belongs to the
// protocol: everything said to a person goes to standard error.
import { run } from "./run.js";

// A stray rejection is reported and the server goes on: one call's bug must not end every session.
process.on("unhandledRejection", (reason) => {
  process.stderr.write(
    `reportkit-mcp: unhandled rejection: ${reason instanceof Error ? reason.message : String(reason)}\n`,
  );
});
process.exitCode = await run(process.argv.slice(2));
// Timers of the SDK (token refresh) must not keep a finished server alive.
process.exit();
