#!/usr/bin/env node
// The `reportkit-mcp` executable (bundled into dist/reportkit-mcp.js). Standard output belongs to the
// protocol: everything said to a person goes to standard error.
import { config } from "zod";

// No compiled fast path per object schema: zod writes one with `new Function` at a schema's first
// parse, and a server parses far too few messages of each kind to pay the compilation back at start.
// Read when a schema is made, so set before the MCP SDK makes its protocol schemas: the modules that
// make schemas (the server, the tools) are imported below, after this line has run.
config({ jitless: true });
const { run } = await import("./run.js");

// A stray rejection is reported and the server goes on: one call's bug must not end every session.
process.on("unhandledRejection", (reason) => {
  process.stderr.write(
    `reportkit-mcp: unhandled rejection: ${reason instanceof Error ? reason.message : String(reason)}\n`,
  );
});
process.exitCode = await run(process.argv.slice(2));
// Timers of the SDK (token refresh) must not keep a finished server alive.
process.exit();
